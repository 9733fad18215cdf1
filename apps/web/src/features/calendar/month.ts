import dayjs from 'dayjs';

/** The month view's weeks run Sunday to Saturday. */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const MONTH_TEXT = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Today as YYYY-MM-DD, in the browser's time zone. */
export function todayText(): string {
  return dayjs().format('YYYY-MM-DD');
}

/** The month of `?month=YYYY-MM` when it is one (from 2019 on, as the calendar's dates), else this month. */
export function monthOf(text: string | null): string {
  const match = text ? MONTH_TEXT.exec(text) : null;
  if (match && Number(match[1]) >= 2019 && Number(match[1]) <= 2100) return text as string;
  return dayjs().format('YYYY-MM');
}

/** The month `by` months after `month` (YYYY-MM). */
export function addMonths(month: string, by: number): string {
  return dayjs(`${month}-01`).add(by, 'month').format('YYYY-MM');
}

/** "March 2026". */
export function monthTitle(month: string): string {
  return dayjs(`${month}-01`).format('MMMM YYYY');
}

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
