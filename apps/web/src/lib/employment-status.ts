import { type EmploymentStatus, isInactiveStatus } from '@hris/domain/employee';

const LABELS: Record<EmploymentStatus, string> = {
  trainee: 'Trainee',
  probationary: 'Probationary',
  regular: 'Regular',
  promoted: 'Promoted',
  resigned: 'Resigned',
  awol: 'AWOL',
  terminated: 'Terminated',
};

const COLORS: Record<EmploymentStatus, string> = {
  trainee: 'cyan',
  probationary: 'yellow',
  regular: 'teal',
  promoted: 'violet',
  resigned: 'gray',
  awol: 'orange',
  terminated: 'red',
};

export function statusLabel(status: string): string {
  return LABELS[status as EmploymentStatus] ?? status;
}

export function statusColor(status: string): string {
  return COLORS[status as EmploymentStatus] ?? 'gray';
}

/** Select options for a list of statuses, in the order given. */
export function statusOptions(statuses: readonly EmploymentStatus[]) {
  return statuses.map((status) => ({ value: status, label: LABELS[status] }));
}

/** All statuses for a select, grouped so HR sees at once which ones separate the employee. */
export const ALL_STATUS_OPTIONS = [
  { group: 'Active', items: statusOptions(['trainee', 'probationary', 'regular', 'promoted']) },
  { group: 'Separated (needs a resignation date)', items: statusOptions(['resigned', 'awol', 'terminated']) },
];

export { isInactiveStatus };
