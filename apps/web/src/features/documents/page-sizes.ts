/** The memo lists page by 20 (DOCUMENTS_PER_PAGE); the sizes they offer. */
export const DOCUMENT_PAGE_SIZES = [10, 20, 25, 50, 100, 200] as const;
