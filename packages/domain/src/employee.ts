/** Employment status (§4). "promoted" is shown as a status but the person stays active. */
export const EMPLOYMENT_STATUSES = [
  'trainee',
  'probationary',
  'regular',
  'promoted',
  'terminated',
  'resigned',
  'awol',
] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];

/** Inactive means separated from the company. */
export const INACTIVE_STATUSES = [
  'resigned',
  'awol',
  'terminated',
] as const satisfies readonly EmploymentStatus[];
export const ACTIVE_STATUSES = EMPLOYMENT_STATUSES.filter(
  (s) => !(INACTIVE_STATUSES as readonly string[]).includes(s),
);

export function isInactiveStatus(status: string): boolean {
  return (INACTIVE_STATUSES as readonly string[]).includes(status);
}

export const SUFFIXES = ['None', 'Jr', 'Sr', 'I', 'II', 'III', 'IV', 'V'] as const;
export const CIVIL_STATUSES = ['single', 'married', 'divorced', 'widowed'] as const;

/** §5 relationship list, in the order HR knows it. */
export const RELATIONSHIPS = [
  'Mother',
  'Father',
  'Daughter',
  'Son',
  'Sister',
  'Brother',
  'Aunt',
  'Uncle',
  'Niece',
  'Nephew',
  'Sibling',
  'Guardian',
  'Live in Partner',
  'Cousin (Female)',
  'Cousin (Male)',
  'Grandmother',
  'Grandfather',
  'Granddaughter',
  'Grandson',
  'Stepsister',
  'Stepbrother',
  'Stepmother',
  'Stepfather',
  'Girlfriend',
  'Boyfriend',
  'Wife',
  'Husband',
] as const;
