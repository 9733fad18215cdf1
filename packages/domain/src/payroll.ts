import { z } from 'zod';
import {
  attendanceDayStatus,
  attendanceRange,
  DAY_STATUSES,
  type DayInput,
  type DayStatus,
  hasTime,
  type LogTimes,
  lateMinutes,
  overbreakSeconds,
  secondsOf,
} from './attendance';
import { pagedReply, wireCount, wireDate, wireId } from './replies';
import { shiftHours } from './shifts';
import { idOrZero, MAX_INT, wholeNumber } from './text';

/**
 * The payroll cut-off (the `payroll` route): per employee, the figures payroll needs from a cut-off's
 * days. Each day's figures come from `dayFigures`, so a total and the days behind it always agree.
 */

const HOUR = 3600;
const DAY = 24 * HOUR;

/** Labor Code Art. 86: night work is between 10 PM and 6 AM. */
export const NIGHT = { from: 22 * HOUR, to: 6 * HOUR } as const;

/**
 * The worked span of a log in seconds from the day's midnight, a time out at or before the time in
 * being the next morning; null without both.
 */
function workedSpan(log: LogTimes): { from: number; to: number } | null {
  if (!hasTime(log.time_in) || !hasTime(log.time_out)) return null;
  const from = secondsOf(log.time_in);
  let to = secondsOf(log.time_out);
  if (to <= from) to += DAY;
  return { from, to };
}

const overlap = (a: number, b: number, c: number, d: number) => Math.max(0, Math.min(b, d) - Math.max(a, c));

/** Seconds of `[from, to)` (from the day's midnight, up to two days) inside the night hours. */
function nightSeconds(from: number, to: number): number {
  let n = 0;
  for (const base of [-DAY, 0, DAY]) n += overlap(from, to, base + NIGHT.from, base + DAY + NIGHT.to);
  return n;
}

/**
 * Night-differential seconds of a log: the worked span inside 10 PM to 6 AM, less the lunch break
 * where it falls inside it (lunch is not work; the two short breaks are paid rest).
 */
export function nightDiffSeconds(log: LogTimes): number {
  const span = workedSpan(log);
  if (!span) return 0;
  let n = nightSeconds(span.from, span.to);
  if (hasTime(log.lunch_break_out) && hasTime(log.lunch_break_in)) {
    let out = secondsOf(log.lunch_break_out);
    if (out < span.from) out += DAY;
    let back = secondsOf(log.lunch_break_in);
    while (back < out) back += DAY;
    n -= nightSeconds(Math.max(out, span.from), Math.min(back, span.to));
  }
  return Math.max(0, n);
}

/** Minutes a log's time out falls before the end of the day's shift; 0 without both times or a shift. */
export function earlyOutMinutes(log: LogTimes, shiftTime: string | null): number {
  const span = workedSpan(log);
  const hours = shiftTime ? shiftHours(shiftTime) : null;
  if (!span || !hours) return 0;
  const start = hours.start * 60;
  const end = hours.end * 60 <= start ? hours.end * 60 + DAY : hours.end * 60;
  return Math.max(0, Math.floor((end - span.to) / 60));
}

export type PayrollDayInput = DayInput & {
  log: LogTimes | null;
  shiftTime: string | null;
  /** Hours of HR-approved undertime requests for the day. */
  approvedUndertimeHours: number;
};

/** What one day adds to the cut-off's figures. */
export type DayFigures = {
  status: DayStatus;
  present: number;
  absent: number;
  leave_with_pay: number;
  leave_without_pay: number;
  regular_holidays_worked: number;
  special_holidays_worked: number;
  late_minutes: number;
  undertime_approved_minutes: number;
  undertime_unexplained_minutes: number;
  overbreak_seconds: number;
  night_diff_seconds: number;
};

/**
 * One day's figures: its status (docs/rules.md#attendance-statuses) counted once; on a day worked (present, or a holiday with a
 * time in) the minutes late, the overbreak, the night hours and the early out, which approved
 * undertime explains up to its hours and the rest is unexplained.
 */
export function dayFigures(d: PayrollDayInput): DayFigures {
  const status = attendanceDayStatus(d);
  const worked = !!d.log && hasTime(d.log.time_in) && (status === 'present' || status === 'holiday');
  const approved = status === 'blank' ? 0 : d.approvedUndertimeHours * 60;
  const earlyOut = worked ? earlyOutMinutes(d.log!, d.shiftTime) : 0;
  return {
    status,
    present: status === 'present' ? 1 : 0,
    absent: status === 'absent' ? 1 : 0,
    leave_with_pay: status === 'leave_with_pay' ? 1 : 0,
    leave_without_pay: status === 'leave_without_pay' ? 1 : 0,
    regular_holidays_worked: worked && d.kind === 'regular_holiday' ? 1 : 0,
    special_holidays_worked: worked && d.kind === 'special_holiday' ? 1 : 0,
    late_minutes: worked ? lateMinutes(d.log!.time_in, d.shiftTime) : 0,
    undertime_approved_minutes: approved,
    undertime_unexplained_minutes: Math.max(0, earlyOut - approved),
    overbreak_seconds: worked ? overbreakSeconds(d.log!) : 0,
    night_diff_seconds: worked ? nightDiffSeconds(d.log!) : 0,
  };
}

/** The figures of the payroll row, as the screen and the exports show them. */
export const PAYROLL_FIGURES = [
  'days_present',
  'absences',
  'leave_with_pay',
  'leave_without_pay',
  'regular_holidays_worked',
  'special_holidays_worked',
  'late_minutes',
  'undertime_approved_hours',
  'undertime_unexplained_hours',
  'overbreak_minutes',
  'night_diff_hours',
] as const;
export type PayrollFigure = (typeof PAYROLL_FIGURES)[number];
export const PAYROLL_FIGURE_LABELS: Record<PayrollFigure, string> = {
  days_present: 'Days Present',
  absences: 'Absences',
  leave_with_pay: 'Leave With Pay',
  leave_without_pay: 'Leave Without Pay',
  regular_holidays_worked: 'Regular Holidays Worked',
  special_holidays_worked: 'Special Holidays Worked',
  late_minutes: 'Minutes Late',
  undertime_approved_hours: 'Approved Undertime (hours)',
  undertime_unexplained_hours: 'Unexplained Undertime (hours)',
  overbreak_minutes: 'Overbreak (minutes)',
  night_diff_hours: 'Night Differential (hours)',
};

const hours2 = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/** The cut-off's figures of one employee from the figures of each day. */
export function payrollFigures(days: readonly DayFigures[]): Record<PayrollFigure, number> {
  const sum = (k: keyof DayFigures) => days.reduce((n, d) => n + (d[k] as number), 0);
  return {
    days_present: sum('present'),
    absences: sum('absent'),
    leave_with_pay: sum('leave_with_pay'),
    leave_without_pay: sum('leave_without_pay'),
    regular_holidays_worked: sum('regular_holidays_worked'),
    special_holidays_worked: sum('special_holidays_worked'),
    late_minutes: sum('late_minutes'),
    undertime_approved_hours: hours2(sum('undertime_approved_minutes')),
    undertime_unexplained_hours: hours2(sum('undertime_unexplained_minutes')),
    overbreak_minutes: Math.round(sum('overbreak_seconds') / 60),
    night_diff_hours: hours2(sum('night_diff_seconds') / 60),
  };
}

// ---- the wire

export const PAYROLL_PER_PAGE = 20;

/** `GET api/payroll`: a cut-off of one sub-department (0 or none: all), by name, 20 a page. */
export const payrollQuery = attendanceRange.safeExtend({
  sub_department: idOrZero('sub-department'),
  q: z.string().trim().max(100, 'The search may not be longer than 100 characters.').optional(),
  page: wholeNumber('The page must be a whole number from 1.', 1, MAX_INT).default(1),
  per_page: wholeNumber('The page size must be a whole number from 1 to 500.', 1, 500).default(
    PAYROLL_PER_PAGE,
  ),
});
export type PayrollQuery = z.output<typeof payrollQuery>;

/** `GET api/payroll/export`: the whole cut-off as CSV or XLSX. */
export const payrollExportQuery = attendanceRange.safeExtend({
  sub_department: idOrZero('sub-department'),
  format: z.enum(['csv', 'xlsx'], { error: 'The format must be csv or xlsx.' }).default('csv'),
});
export type PayrollExportQuery = z.output<typeof payrollExportQuery>;

const figureFields = Object.fromEntries(PAYROLL_FIGURES.map((f) => [f, z.number().nonnegative()])) as Record<
  PayrollFigure,
  z.ZodNumber
>;

export const payrollRow = z.strictObject({
  employee_id: wireId,
  emp_id: z.string(),
  full_name: z.string(),
  department_name: z.string().nullable(),
  position_name: z.string().nullable(),
  ...figureFields,
});
export type PayrollRow = z.infer<typeof payrollRow>;
export const payrollReply = pagedReply(payrollRow);

/** `GET api/payroll/days/{employee_id}`: the days behind one employee's figures. */
export const payrollDay = z.strictObject({
  date: wireDate,
  status: z.enum(DAY_STATUSES),
  shift: z.string().nullable(),
  time_in: z.string(),
  time_out: z.string(),
  late_minutes: wireCount,
  undertime_approved_minutes: wireCount,
  undertime_unexplained_minutes: wireCount,
  overbreak_seconds: wireCount,
  night_diff_seconds: wireCount,
  regular_holiday_worked: z.boolean(),
  special_holiday_worked: z.boolean(),
});
export type PayrollDay = z.infer<typeof payrollDay>;
export const payrollDaysReply = z.array(payrollDay);
