/** Page sizes of the leave lists: default 20. */
export const LEAVE_PAGE_SIZES = [5, 10, 20, 25, 50, 100, 200, 500] as const;
export const LEAVE_DEFAULT_PAGE_SIZE = 20;

export const CREDITS_PAGE_SIZES = [5, 10, 20, 25, 50, 100, 500] as const;
export const CREDITS_DEFAULT_PAGE_SIZE = 20;

/** The credit ledger drawer (ledgerQuery's default). */
export const LEDGER_PAGE_SIZE = 50;
