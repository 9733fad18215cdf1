import { COMPANY_TIME_ZONE, companyDate } from '@hris/domain/company-clock';

/**
 * The web's one clock. "Today", this month and this year are the company's (Asia/Manila), whatever
 * the browser's time zone, so a screen counts days as the server does: at 23:30 UTC a browser in
 * London is still on the 23rd while the company, and every screen, is on the 24th. Screens take the
 * date from here and never from `new Date()` or `dayjs()`. `now` is for tests.
 */

/** The company's today, YYYY-MM-DD. */
export function companyToday(now: Date = new Date()): string {
  return companyDate(now);
}

/** The company's month, YYYY-MM. */
export function companyMonth(now: Date = new Date()): string {
  return companyToday(now).slice(0, 7);
}

/** The company's year. */
export function companyYear(now: Date = new Date()): number {
  return Number(companyToday(now).slice(0, 4));
}

const hourFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: COMPANY_TIME_ZONE,
  hour: 'numeric',
  hourCycle: 'h23',
});

/** The hour on the company's clock, 0 to 23 (the dashboard's greeting). */
export function companyHour(now: Date = new Date()): number {
  return Number(hourFormat.format(now)) % 24;
}

/** "Good morning" to noon, "Good afternoon" to 6 PM, then "Good evening", on the company's clock. */
export function greeting(now: Date = new Date()): string {
  const hour = companyHour(now);
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}
