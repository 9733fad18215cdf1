import { z } from 'zod';
import type { DayKind } from './calendar';
import { addDays, daysBetween } from './company-clock';
import { doneReply, pagedReply, wireCount, wireDate, wireId, wireTimestamp } from './replies';
import { shiftHours } from './shifts';
import {
  idOrZero,
  isRealDate,
  MAX_INT,
  optionalId,
  requiredDate,
  requiredId,
  requiredText,
  wholeNumber,
} from './text';

/**
 * Time and attendance rules (docs/rules.md#attendance-statuses: the day status, empty times, cut-offs):
 * what a day of the month grid shows, the cut-off ranges, lateness against the shift and overbreak.
 * Pure: the server and the screens compute the same figures from the same inputs.
 */

// ---- the day status of the month grid (docs/rules.md#attendance-statuses)

export const DAY_STATUSES = [
  'present',
  'absent',
  'holiday',
  'leave_with_pay',
  'leave_without_pay',
  'day_off',
  'blank',
] as const;
export type DayStatus = (typeof DAY_STATUSES)[number];

/** The legend (docs/screens.md#time-and-attendance); a day not yet due is blank. */
export const DAY_STATUS_LABELS: Record<DayStatus, string> = {
  present: 'Present',
  absent: 'Absent',
  holiday: 'Holiday',
  leave_with_pay: 'Leave With Pay',
  leave_without_pay: 'Leave Without Pay',
  day_off: 'Day-off',
  blank: '',
};

/** A time of 00:00:00 (or none at all) means no entry. */
export const NO_TIME = '00:00:00';
export const hasTime = (t: string | null | undefined): t is string => !!t && t !== NO_TIME && t !== '00:00';

export type DayInput = {
  /** The day, YYYY-MM-DD. */
  date: string;
  /** The company's today (Asia/Manila). */
  today: string;
  /** What the day is for the employee's sub-department (`dayKind` of calendar.ts). */
  kind: DayKind;
  /** Approved leave covering the day, by its remarks (With Pay, Without Pay), or none. */
  leave: 'with_pay' | 'without_pay' | null;
  /** The log's time in, if there is a log. */
  timeIn: string | null;
};

/**
 * What a day of the month grid shows (docs/rules.md#attendance-statuses), in this order:
 * - a day after today is blank, and so is today until a time in is logged (a shift may not have begun);
 * - a regular or special holiday is Holiday (worked or not: the payroll counts holidays worked apart);
 * - a rest day is Day-off (Saturday and Sunday, or the sub-department's Rest Day events);
 * - approved leave is Leave With Pay or Leave Without Pay;
 * - a time in is Present; none on a past working day is Absent.
 * A holiday or rest day inside a leave is shown as the holiday or the day-off it is: leave is taken
 * on working days.
 */
export function attendanceDayStatus(d: DayInput): DayStatus {
  if (d.date > d.today) return 'blank';
  if (d.date === d.today && !hasTime(d.timeIn)) return 'blank';
  if (d.kind === 'regular_holiday' || d.kind === 'special_holiday') return 'holiday';
  if (d.kind === 'rest_day') return 'day_off';
  if (d.leave === 'with_pay') return 'leave_with_pay';
  if (d.leave === 'without_pay') return 'leave_without_pay';
  return hasTime(d.timeIn) ? 'present' : 'absent';
}

// ---- cut-offs (docs/rules.md#attendance-statuses)

/** The cut-off's first day (11 or 26) and last day (25 or 10); by default the 11th to the 25th. */
export const CUTOFF_STARTS = [11, 26] as const;
export const CUTOFF_ENDS = [25, 10] as const;
export type CutOffStart = (typeof CUTOFF_STARTS)[number];
export type CutOffEnd = (typeof CUTOFF_ENDS)[number];
export const DEFAULT_CUTOFF = { start: 11, end: 25 } as const;

/**
 * The days of a cut-off of month `month` (YYYY-MM): from day `start` of that month to the first day
 * `end` after it. 11 to 25 stays in the month; 26 to 10 (and 11 to 10, 26 to 25) ends in the next one.
 */
export function cutOffRange(
  month: string,
  start: CutOffStart,
  end: CutOffEnd,
): { startDate: string; lastDate: string } {
  const startDate = `${month}-${String(start).padStart(2, '0')}`;
  const sameMonth = `${month}-${String(end).padStart(2, '0')}`;
  if (sameMonth > startDate) return { startDate, lastDate: sameMonth };
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(y, m, end)).toISOString().slice(0, 10);
  return { startDate, lastDate: next };
}

/** Every day from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const n = daysBetween(from, to);
  return Array.from({ length: Math.max(0, n + 1) }, (_, i) => addDays(from, i));
}

// ---- lateness and breaks

/**
 * "HH:MM:SS" (or "HH:MM") as seconds after midnight. Read by character codes: the grid, the payroll
 * and the exports call it for every time of every day of everyone.
 */
export function secondsOf(t: string): number {
  const d = (i: number) => t.charCodeAt(i) - 48;
  return (d(0) * 10 + d(1)) * 3600 + (d(3) * 10 + d(4)) * 60 + (t.length >= 8 ? d(6) * 10 + d(7) : 0);
}

/**
 * Minutes late: the time in after the start of the day's shift (`time` of shifts.ts, "10PM-7AM"),
 * whole minutes, 0 when on time or when there is no time in or no shift. A time in up to 4 hours
 * before a shift's start counts as early, not as 20 hours late.
 */
export function lateMinutes(timeIn: string | null, shiftTime: string | null): number {
  if (!hasTime(timeIn) || !shiftTime) return 0;
  const hours = shiftHours(shiftTime);
  if (!hours) return 0;
  let diff = secondsOf(timeIn) - hours.start * 60;
  // A punch belongs to the shift from 4 hours before its start (as punchDay reads it), so a time in
  // that looks 20+ hours late is early for a shift starting near midnight, and one more than 4 hours
  // early is late for a night shift across midnight.
  if (diff < -4 * 3600) diff += 24 * 3600;
  else if (diff > 20 * 3600) diff -= 24 * 3600;
  return diff > 0 ? Math.floor(diff / 60) : 0;
}

/** The allowed length of each break, in minutes: two 15-minute breaks and an hour for lunch. */
export const BREAK_ALLOWANCE_MINUTES = { first: 15, lunch: 60, second: 15 } as const;

export type BreakTimes = {
  first_break_out: string | null;
  first_break_in: string | null;
  lunch_break_out: string | null;
  lunch_break_in: string | null;
  second_break_out: string | null;
  second_break_in: string | null;
};

/**
 * Overbreak in seconds: what each break took beyond its allowance, added up. A break with a missing
 * end (or start) is not counted; a break across midnight (a night shift) is.
 */
export function overbreakSeconds(log: BreakTimes): number {
  const over = (out: string | null, back: string | null, allowedMinutes: number) => {
    if (!hasTime(out) || !hasTime(back)) return 0;
    let taken = secondsOf(back) - secondsOf(out);
    if (taken < 0) taken += 24 * 3600;
    return Math.max(0, taken - allowedMinutes * 60);
  };
  return (
    over(log.first_break_out, log.first_break_in, BREAK_ALLOWANCE_MINUTES.first) +
    over(log.lunch_break_out, log.lunch_break_in, BREAK_ALLOWANCE_MINUTES.lunch) +
    over(log.second_break_out, log.second_break_in, BREAK_ALLOWANCE_MINUTES.second)
  );
}

/** Seconds as the grid shows overbreak and idle time (minutes and seconds): "12m 05s". */
export function minutesAndSeconds(total: number): string {
  const s = Math.max(0, Math.round(total));
  return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
}

// ---- the wire (docs/api.md#attendance)

/** 10 employees a page (docs/rules.md#lists-and-limits). */
export const ATTENDANCE_PER_PAGE = 10;
/** The longest range the grid, the modal and the exports take: two months (a cut-off is at most 31 days). */
export const MAX_ATTENDANCE_DAYS = 62;

/** The eight times of a log, in the order of the modal's columns, with their labels. */
export const ATTENDANCE_TIMES = [
  'time_in',
  'first_break_out',
  'first_break_in',
  'lunch_break_out',
  'lunch_break_in',
  'second_break_out',
  'second_break_in',
  'time_out',
] as const;
export type AttendanceTime = (typeof ATTENDANCE_TIMES)[number];
export const ATTENDANCE_TIME_LABELS: Record<AttendanceTime, string> = {
  time_in: 'Time In',
  first_break_out: 'First Break Start',
  first_break_in: 'First Break End',
  lunch_break_out: 'Lunch Start',
  lunch_break_in: 'Lunch End',
  second_break_out: 'Second Break Start',
  second_break_in: 'Second Break End',
  time_out: 'Time Out',
};
export type LogTimes = Record<AttendanceTime, string | null>;

/** Where a punch came from: a file HR imported, or a terminal's push. */
export const PUNCH_SOURCES = ['import', 'device'] as const;
export type PunchSource = (typeof PUNCH_SOURCES)[number];

const TIME_RE = /^(\d{1,2}):([0-5]\d)(?::([0-5]\d))?$/;

/** "7:05", "07:05" or "07:05:09" as "07:05:09"; null when it is not a time of day. */
export function normalTime(v: string): string | null {
  const m = TIME_RE.exec(v.trim());
  if (!m || Number(m[1]) > 23) return null;
  return `${m[1]!.padStart(2, '0')}:${m[2]}:${m[3] ?? '00'}`;
}

/**
 * One of the eight times of an edit: HH:MM or HH:MM:SS; "", "00:00", "00:00:00" or null is "no entry"
 * (empty times are sent as 00:00) and is kept as null.
 */
export function logTime(label: string) {
  const message = `The ${label} must be a time of day (HH:MM:SS).`;
  return z
    .union([z.string(), z.null()], { error: message })
    .optional()
    .transform((v, ctx) => {
      const s = v?.trim() ?? '';
      if (!s) return null;
      const t = normalTime(s);
      if (t) return t === NO_TIME ? null : t;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });
}

const logTimeFields = Object.fromEntries(
  ATTENDANCE_TIMES.map((f) => [f, logTime(ATTENDANCE_TIME_LABELS[f])]),
) as Record<AttendanceTime, ReturnType<typeof logTime>>;

/** Why HR changed a log: required, kept with the audit of the old values. */
const updateReason = requiredText('edit reason', 500);

/**
 * A range of days (`startDate` to `lastDate`, both included, at most two months): the grid, the
 * employee modal, the exports and the payroll cut-off.
 */
export const attendanceRange = z
  .object({ startDate: requiredDate('start date'), lastDate: requiredDate('last date') })
  .superRefine((v, ctx) => {
    if (!isRealDate(v.startDate) || !isRealDate(v.lastDate)) return;
    const n = daysBetween(v.startDate, v.lastDate);
    if (n < 0)
      ctx.addIssue({
        code: 'custom',
        path: ['lastDate'],
        message: 'The last date may not be before the start date.',
      });
    else if (n >= MAX_ATTENDANCE_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['lastDate'],
        message: `The range may not be longer than ${MAX_ATTENDANCE_DAYS} days.`,
      });
  });
export type AttendanceRange = z.output<typeof attendanceRange>;

/**
 * `GET api/getmemberlogsarchivebydepartment`: the active employees of a sub-department (0 or none:
 * every one) by name, 10 a page; `offset` (employees to skip, the legacy's) wins over `page`.
 */
export const memberLogsQuery = attendanceRange.safeExtend({
  sub_department: idOrZero('sub-department'),
  q: z.string().trim().max(100, 'The search may not be longer than 100 characters.').optional(),
  offset: wholeNumber('The offset must be a whole number from 0.', 0, MAX_INT).optional(),
  page: wholeNumber('The page must be a whole number from 1.', 1, MAX_INT).default(1),
  per_page: wholeNumber('The page size must be a whole number from 1 to 100.', 1, 100).default(
    ATTENDANCE_PER_PAGE,
  ),
});
export type MemberLogsQuery = z.output<typeof memberLogsQuery>;

/** `GET api/exportdata` (CSV; XLSX with `format=xlsx`) and `GET api/downloadpdfadmin`: one sub-department or all. */
export const attendanceExportQuery = attendanceRange.safeExtend({
  subDepartmentId: idOrZero('sub-department'),
  format: z.enum(['csv', 'xlsx'], { error: 'The format must be csv or xlsx.' }).default('csv'),
});
export type AttendanceExportQuery = z.output<typeof attendanceExportQuery>;

/** A log on the wire (docs/api.md#attendance): every time as HH:MM:SS, 00:00:00 for no entry; `idle_time` is the overbreak in seconds. */
export const attendanceLogRow = z.strictObject({
  id: wireId,
  att_date: wireDate,
  ...(Object.fromEntries(ATTENDANCE_TIMES.map((f) => [f, z.string()])) as Record<
    AttendanceTime,
    z.ZodString
  >),
  idle_time: wireCount,
  late_minutes: wireCount,
  status: z.enum(DAY_STATUSES),
  event_type: z.enum(['holiday', 'restday']).nullable(),
  remarks: z.string().nullable(),
  update_reason: z.string().nullable(),
  /** Who last edited the log by hand, and when (the cell shows it); null while only punches filled it. */
  edited_by_name: z.string().nullable(),
  edited_at: wireTimestamp.nullable(),
  /** The version an edit sends back, so that two HR users editing one log do not overwrite each other. */
  updated_at: wireTimestamp,
});
export type AttendanceLogRow = z.infer<typeof attendanceLogRow>;

/** A day of the grid: its status (docs/rules.md#attendance-statuses), the shift of the day, and its log if there is one. */
export const attendanceDay = z.strictObject({
  date: wireDate,
  status: z.enum(DAY_STATUSES),
  shift: z.string().nullable(),
  log_id: wireId.nullable(),
  edited: z.boolean(),
});
export type AttendanceDay = z.infer<typeof attendanceDay>;

/** An employee of the grid (docs/api.md#attendance), with the range's logs and days. */
export const attendanceEmployee = z.strictObject({
  id: wireId,
  emp_id: z.string(),
  full_name: z.string(),
  department_name: z.string().nullable(),
  position_name: z.string().nullable(),
  sub_department_id: wireId.nullable(),
  attendance_logs: z.array(attendanceLogRow),
  days: z.array(attendanceDay),
});
export type AttendanceEmployee = z.infer<typeof attendanceEmployee>;
export const memberLogsReply = pagedReply(attendanceEmployee);

/** `GET api/attendance/employee/{id}` (the employee modal): one employee's range, day by day. */
export const employeeLogsReply = z.strictObject({
  employee: attendanceEmployee.omit({ attendance_logs: true, days: true }),
  days: z.array(attendanceDay.extend({ log: attendanceLogRow.nullable() })),
});
export type EmployeeLogsReply = z.infer<typeof employeeLogsReply>;

/** `POST api/updateindividualattendanceinfo` (docs/api.md#attendance): the eight times and why. */
export const attendanceUpdateBody = z.object({
  id: requiredId('log'),
  sub_department_id: optionalId('sub-department'),
  ...logTimeFields,
  update_reason: updateReason,
  /** Optional: the `updated_at` the editor read; a log changed since is a 409, not overwritten. */
  updated_at: z.iso.datetime({ offset: true, error: 'The version must be a timestamp.' }).optional(),
});
export type AttendanceUpdateBody = z.output<typeof attendanceUpdateBody>;
export type AttendanceUpdateInput = z.input<typeof attendanceUpdateBody>;

/**
 * `POST api/createindividualattendanceinfo` (docs/api.md#attendance): a missing day's log (409 when the day has one).
 * `emp_id` is the employee's record id or their employee number (####-###); the times are optional.
 */
export const attendanceCreateBody = z.object({
  emp_id: z.union([z.number(), z.string()], { error: 'Please select an employee.' }).transform((v, ctx) => {
    const s = String(v).trim();
    if (/^\d{4}-\d{3}$/.test(s)) return s;
    if (/^[1-9]\d{0,9}$/.test(s) && Number(s) <= MAX_INT) return Number(s);
    ctx.addIssue({ code: 'custom', message: 'Please select an employee.' });
    return z.NEVER;
  }),
  att_date: requiredDate('date'),
  sub_department_id: optionalId('sub-department'),
  ...logTimeFields,
  update_reason: updateReason,
});
export type AttendanceCreateBody = z.output<typeof attendanceCreateBody>;
export type AttendanceCreateInput = z.input<typeof attendanceCreateBody>;

export const attendanceSavedReply = doneReply(attendanceLogRow);
export const ATTENDANCE_MESSAGES = {
  updated: 'You successfully saved your changes',
  created: 'The log was added.',
  exists: 'This employee already has a log on that day. Edit it instead.',
  changed: 'Someone else changed this log while you were editing it. Reload it and try again.',
} as const;
