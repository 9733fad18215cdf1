/** Page sizes of the discipline lists; the defaults are the domain's (NTE 200, coached 100, evaluation 20). */
export const NTE_PAGE_SIZES = [10, 25, 50, 100, 200, 500] as const;
export const COACHED_PAGE_SIZES = [10, 25, 50, 100, 500] as const;
export const EVALUATION_PAGE_SIZES = [5, 10, 20, 25, 50, 100, 500] as const;
