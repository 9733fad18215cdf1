/** Page sizes of the schedule lists; the defaults are the domain's (work shifts 100, requests 20). */
export const WORK_SHIFT_PAGE_SIZES = [10, 25, 50, 100, 200, 500] as const;
export const REQUEST_PAGE_SIZES = [5, 10, 20, 25, 50, 100, 500] as const;
