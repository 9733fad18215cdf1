/** Page sizes of the organisation lists: default 20. */
export const ORGANISATION_PAGE_SIZES = [5, 10, 20, 25, 50, 100, 500] as const;
export const ORGANISATION_DEFAULT_PAGE_SIZE = 20;

/** The paging of each organisation list. */
export const ORGANISATION_PAGING = {
  pageSizes: ORGANISATION_PAGE_SIZES,
  defaultPageSize: ORGANISATION_DEFAULT_PAGE_SIZE,
};
