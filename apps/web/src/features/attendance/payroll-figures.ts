import { DAY_STATUS_LABELS, minutesAndSeconds } from '@hris/domain/attendance';
import type { PayrollDay, PayrollFigure } from '@hris/domain/payroll';

const hours = (minutes: number) => `${(Math.round((minutes / 60) * 100) / 100).toFixed(2)} h`;

/**
 * Which days of `api/payroll/days` count for a figure of the payroll row, and what each adds to it:
 * the modal behind a figure lists exactly those (the server sums the same days).
 */
export const FIGURE_DAYS: Record<
  PayrollFigure,
  { counts: (day: PayrollDay) => boolean; value: (day: PayrollDay) => string }
> = {
  days_present: { counts: (d) => d.status === 'present', value: () => '1 day' },
  absences: { counts: (d) => d.status === 'absent', value: () => '1 day' },
  leave_with_pay: { counts: (d) => d.status === 'leave_with_pay', value: () => '1 day' },
  leave_without_pay: { counts: (d) => d.status === 'leave_without_pay', value: () => '1 day' },
  regular_holidays_worked: { counts: (d) => d.regular_holiday_worked, value: () => '1 day' },
  special_holidays_worked: { counts: (d) => d.special_holiday_worked, value: () => '1 day' },
  late_minutes: { counts: (d) => d.late_minutes > 0, value: (d) => `${d.late_minutes} min` },
  undertime_approved_hours: {
    counts: (d) => d.undertime_approved_minutes > 0,
    value: (d) => hours(d.undertime_approved_minutes),
  },
  undertime_unexplained_hours: {
    counts: (d) => d.undertime_unexplained_minutes > 0,
    value: (d) => hours(d.undertime_unexplained_minutes),
  },
  overbreak_minutes: {
    counts: (d) => d.overbreak_seconds > 0,
    value: (d) => minutesAndSeconds(d.overbreak_seconds),
  },
  night_diff_hours: {
    counts: (d) => d.night_diff_seconds > 0,
    value: (d) => hours(d.night_diff_seconds / 60),
  },
};

/** A figure as the table shows it: days and minutes whole, hours with two places. */
export function figureText(figure: PayrollFigure, value: number): string {
  return figure.endsWith('_hours') ? value.toFixed(2) : String(value);
}

export function dayStatusText(status: PayrollDay['status']): string {
  return DAY_STATUS_LABELS[status] || 'Not yet due';
}
