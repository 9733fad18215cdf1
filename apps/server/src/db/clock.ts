import { COMPANY_TIME_ZONE } from '@hris/domain/company-clock';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The company's clock in SQL: "today", "this month" and the first-of-the-month runs are in the
 * company's zone (the domain's COMPANY_TIME_ZONE), whatever the server's or the database's own zone.
 */
export { COMPANY_TIME_ZONE };

const zone = sql.raw(`'${COMPANY_TIME_ZONE}'`);

/** Today in the company, as a PostgreSQL date. */
export const companyToday = sql`(now() AT TIME ZONE ${zone})::date`;

/** The company's month of a moment, "YYYY-MM". */
export function companyPeriod(at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: COMPANY_TIME_ZONE, year: 'numeric', month: '2-digit' })
    .format(at)
    .slice(0, 7);
}

/** The moment a company month ("2026-11") begins, as a PostgreSQL timestamptz. */
export const periodStart = (period: string): SQL =>
  sql`((${period} || '-01')::timestamp AT TIME ZONE ${zone})`;

/** The moment a company day ("2026-11-23") begins, as a PostgreSQL timestamptz. */
export const companyDayStart = (day: string): SQL => sql`(${day}::timestamp AT TIME ZONE ${zone})`;

/** A moment as the company's wall-clock time, e.g. "3:05 PM". */
export const companyTime = (d: Date): string =>
  d.toLocaleTimeString('en-PH', { timeZone: COMPANY_TIME_ZONE, hour: 'numeric', minute: '2-digit' });
