import { addMonths } from '@hris/domain/reports';
import dayjs from 'dayjs';
import { companyMonth } from './clock';

/** Months of the calendar, the attendance grid and payroll: from 2019 (docs/rules.md#lists-and-limits) to 2100. */
export const FIRST_MONTH = '2019-01';
export const LAST_MONTH = '2100-12';

const MONTH_TEXT = /^\d{4}-(0[1-9]|1[0-2])$/;

/** `?month=YYYY-MM` when it is one (2019 to 2100), else the company's month. */
export function monthOf(text: string | null): string {
  if (text && MONTH_TEXT.test(text) && text >= FIRST_MONTH && text <= LAST_MONTH) return text;
  return companyMonth();
}

/** The month `by` months after `month` (YYYY-MM; before, when negative). */
export { addMonths };

/** "November 2026" (YYYY-MM, or a YYYY-MM-DD date's month). */
export function monthTitle(month: string): string {
  return dayjs(`${month.slice(0, 7)}-01`).format('MMMM YYYY');
}
