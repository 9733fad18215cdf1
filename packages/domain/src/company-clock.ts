import { isRealDate } from './text';

/**
 * The company's calendar: the day a moment falls on is Asia/Manila's, whatever the zone of the
 * server, the database or the browser. Rules that count days (the five days an employee has to
 * answer an NTE) take "today" as a date of this calendar and never read the clock themselves.
 */
export const COMPANY_TIME_ZONE = 'Asia/Manila';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: COMPANY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The company's date (YYYY-MM-DD) of a moment. */
export function companyDate(at: Date): string {
  return dayFormat.format(at);
}

const DAY_MS = 86_400_000;

/** A YYYY-MM-DD date `days` calendar days later (earlier when negative). */
export function addDays(date: string, days: number): string {
  if (!isRealDate(date)) throw new RangeError(`Not a date: ${date}`);
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Calendar days from one YYYY-MM-DD date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  if (!isRealDate(from) || !isRealDate(to)) throw new RangeError(`Not a date: ${from} or ${to}`);
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
