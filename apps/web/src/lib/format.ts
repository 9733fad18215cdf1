import { shownMoment } from '@hris/domain/company-clock';
import { isRealDate, shownDate } from '@hris/domain/text';
import dayjs from 'dayjs';

const pesoFormatter = new Intl.NumberFormat('en-PH', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Money as HR reads it: ₱25,000.00. Accepts a number or the wire's decimal string ("25000.00"). */
export function peso(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount)) return '';
  const sign = amount < 0 ? '-' : '';
  return `${sign}₱${pesoFormatter.format(Math.abs(amount))}`;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date as every screen shows it (docs/rules.md#lists-and-limits): MMM DD YYYY ("Nov 22 2026"). A YYYY-MM-DD date is shown as
 * it is; a timestamp by its day on the company's clock (Asia/Manila), whatever the browser's zone; a
 * Date (a picker's value) by its own calendar day.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (value instanceof Date) {
    const date = dayjs(value);
    return date.isValid() ? date.format('MMM DD YYYY') : '';
  }
  if (DAY.test(value)) return isRealDate(value) ? shownDate(value) : '';
  return shownMoment(value, 'day');
}

/**
 * A moment on the company's clock: "Nov 23 2026, 3:05:09 PM" (the audit trail's "when"), or
 * without the seconds, "Nov 23 2026, 3:05 PM" (MMM DD YYYY, h:mm A), for a list column.
 */
export function formatDateTime(value: string | null | undefined, opts: { short?: boolean } = {}): string {
  if (!value) return '';
  return shownMoment(value, opts.short ? 'minutes' : 'seconds');
}

/** The time of a moment on the company's clock: "3:05 PM" (h:mm A), beside its date. */
export function formatTime(value: string | null | undefined): string {
  if (!value) return '';
  return shownMoment(value, 'time');
}
