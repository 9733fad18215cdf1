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

/** A date as MMM DD YYYY (e.g. "Nov 22 2026") from a YYYY-MM-DD date or an ISO timestamp. */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('MMM DD YYYY') : '';
}

const dateTimeFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Manila',
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});

const shortDateTimeFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Manila',
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * A moment in the company's time: "Nov 23, 2026, 3:05:09 PM" (the audit trail's "when"), or without
 * the seconds for a list column.
 */
export function formatDateTime(value: string | null | undefined, opts: { short?: boolean } = {}): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return (opts.short ? shortDateTimeFormatter : dateTimeFormatter).format(date);
}
