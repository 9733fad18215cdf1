import {
  type CreditField,
  LEAVE_REFRESH,
  LEAVE_STATUSES,
  LEAVE_TYPES,
  type LeaveStatus,
  type LedgerReason,
} from '@hris/domain/leave';
import { formatDate } from '../../lib/format';

export const STATUS_LABELS: Record<LeaveStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const STATUS_COLORS: Record<LeaveStatus, string> = {
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
};

export function statusLabel(status: string | null | undefined): string {
  return STATUS_LABELS[status as LeaveStatus] ?? (status || '—');
}

export const STATUS_OPTIONS = LEAVE_STATUSES.map((status) => ({
  value: status,
  label: STATUS_LABELS[status],
}));
export const LEAVE_TYPE_OPTIONS = LEAVE_TYPES.map((type) => ({ value: type, label: type }));

/** The credit fields as HR reads them. */
export const CREDIT_LABELS: Record<CreditField, string> = {
  balance: 'Leave balance',
  used: 'Used',
  bereavement: 'Bereavement',
  solo_parents: 'Solo parent',
  maternity: 'Maternity',
  paternity: 'Paternity',
};

export const LEDGER_REASON_LABELS: Record<LedgerReason, string> = {
  register: 'Registered',
  manual_update: 'Updated by HR',
  accrual: 'Monthly earning',
  refresh: 'Refresh',
  deduction: 'Leave taken',
  return: 'Leave cancelled',
};

/** A number of days as HR reads it: "1 day", "2.5 days", "0 days" (no currency: days are days). */
export function days(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : (value ?? 0);
  if (!Number.isFinite(n)) return '—';
  return `${dayNumber(n)} ${n === 1 ? 'day' : 'days'}`;
}

/** The bare number of days, up to two decimals ("12.25", "3"). */
export function dayNumber(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : (value ?? 0);
  if (!Number.isFinite(n)) return '—';
  return n.toLocaleString('en-PH', { maximumFractionDigits: 2 });
}

/** "Nov 22 2026 – Nov 24 2026", or the one date of a one-day leave. */
export function period(start: string | null | undefined, end: string | null | undefined): string {
  if (!start) return '—';
  if (!end || end === start) return formatDate(start);
  return `${formatDate(start)} – ${formatDate(end)}`;
}

export const REFRESH_LABELS: Record<(typeof LEAVE_REFRESH)[number], string> = {
  monthly: 'Monthly',
  yearly: 'Yearly',
};
export const REFRESH_OPTIONS = LEAVE_REFRESH.map((value) => ({ value, label: REFRESH_LABELS[value] }));
