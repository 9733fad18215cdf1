import dayjs from 'dayjs';

/** The month view's weeks run Sunday to Saturday. */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * The whole weeks that hold `month`, Sunday to Saturday, as YYYY-MM-DD dates: 4 to 6 weeks, so the
 * grid shows the end of the month before and the start of the month after in its first and last rows.
 */
export function monthWeeks(month: string): string[][] {
  const first = dayjs(`${month}-01`);
  const start = first.subtract(first.day(), 'day');
  const last = first.endOf('month');
  const end = last.add(6 - last.day(), 'day');
  const weeks: string[][] = [];
  for (let day = start; !day.isAfter(end, 'day'); day = day.add(7, 'day')) {
    weeks.push(Array.from({ length: 7 }, (_, i) => day.add(i, 'day').format('YYYY-MM-DD')));
  }
  return weeks;
}
