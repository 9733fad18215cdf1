/** Page sizes of the organisation lists: default 20. */
export const ORGANISATION_PAGE_SIZES = [5, 10, 20, 25, 50, 100, 500] as const;
export const ORGANISATION_DEFAULT_PAGE_SIZE = 20;
