import {
  REQUEST_STATUS_LABELS,
  REQUEST_STATUS_NAMES,
  REQUEST_STATUSES,
  type RequestStatus,
} from '@hris/domain/schedule';

export const REQUEST_STATUS_COLORS: Record<RequestStatus, string> = {
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
};

/** How a status reads in a list ("Declined" for rejected); anything unknown as it is. */
export function requestStatusName(status: string | null | undefined): string {
  return REQUEST_STATUS_NAMES[status as RequestStatus] ?? (status || '—');
}

/** The list filter's options: Pending, Approved, Declined. */
export const REQUEST_STATUS_OPTIONS = REQUEST_STATUSES.map((status) => ({
  value: status,
  label: REQUEST_STATUS_NAMES[status],
}));

/** HR's choices on the approval screen (docs/rules.md#schedule-rules), in the order a reviewer reads them. */
export const DECISION_OPTIONS = (['approved', 'rejected', 'pending'] as const).map((status) => ({
  value: status,
  label: REQUEST_STATUS_LABELS[status],
}));
