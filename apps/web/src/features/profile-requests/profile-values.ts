import type { ChangeField, ProfileRequestStatus, ProfileValues } from '@hris/domain/profile-requests';

export const PROFILE_STATUS_LABELS: Record<ProfileRequestStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
};
export const PROFILE_STATUS_COLORS: Record<ProfileRequestStatus, string> = {
  pending: 'yellow',
  approved: 'teal',
  declined: 'red',
};
export const PROFILE_STATUS_OPTIONS = (['pending', 'approved', 'declined'] as const).map((value) => ({
  value,
  label: PROFILE_STATUS_LABELS[value],
}));

const capitalised = (v: string) => v.charAt(0).toUpperCase() + v.slice(1);

/** One field's value as the detail shows it; the lists one person a line. */
export function shownValue(field: ChangeField, values: ProfileValues): string {
  if (field === 'dependents') {
    const list = values.dependents ?? [];
    return list.length
      ? list
          .map((d) => `${d.name} (${d.relationship}, ${d.age})${d.phic_no ? ` PHIC ${d.phic_no}` : ''}`)
          .join('\n')
      : 'None';
  }
  if (field === 'seniors') {
    const list = values.seniors ?? [];
    return list.length
      ? list
          .map(
            (s) =>
              `${s.senior_citizen}${s.middle_initial ? ` ${s.middle_initial}` : ''}${s.senior_citizen_no ? ` (${s.senior_citizen_no})` : ''}`,
          )
          .join('\n')
      : 'None';
  }
  const value = values[field];
  if (value === undefined || value === '') return '—';
  return field === 'civil_status' ? capitalised(value) : value;
}
