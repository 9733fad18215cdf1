/** Display options of the Calendar Event list (20 by default, CALENDAR_PER_PAGE). */
export const EVENT_PAGE_SIZES = [5, 10, 20, 25, 50, 100, 500] as const;
