/** Page sizes (docs/rules.md#lists-and-limits) of the accounts lists: default 20. */
export const ACCOUNTS_PAGE_SIZES = [5, 10, 20, 25, 50, 100, 500] as const;
export const ACCOUNTS_DEFAULT_PAGE_SIZE = 20;
