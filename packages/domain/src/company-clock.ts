import { isRealDate, shownDate } from './text';

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

const momentFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: COMPANY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  hour12: true,
});

/**
 * A moment as the screens show it, on the company's clock: "Nov 23 2026, 3:05 PM" (MMM DD YYYY,
 * h:mm A), with the seconds when asked ("Nov 23 2026, 3:05:09 PM", the audit trail's "when"), its
 * day alone ("Nov 23 2026") or its time alone ("3:05 PM"). '' for a value that is not a moment.
 */
export function shownMoment(
  at: Date | string,
  show: 'day' | 'time' | 'minutes' | 'seconds' = 'minutes',
): string {
  const date = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  const p = Object.fromEntries(momentFormat.formatToParts(date).map((x) => [x.type, x.value]));
  const day = shownDate(`${p.year}-${p.month}-${p.day}`);
  if (show === 'day') return day;
  const time = `${p.hour}:${p.minute}${show === 'seconds' ? `:${p.second}` : ''} ${p.dayPeriod}`;
  return show === 'time' ? time : `${day}, ${time}`;
}
