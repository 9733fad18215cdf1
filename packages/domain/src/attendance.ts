import type { DayKind } from './calendar';
import { addDays, daysBetween } from './company-clock';
import { shiftHours } from './shifts';

/**
 * Time and attendance rules (§3 Attendance log, §4 attendance day status, §5 empty times, §9 cut-offs):
 * what a day of the month grid shows, the cut-off ranges, lateness against the shift and overbreak.
 * Pure: the server and the screens compute the same figures from the same inputs.
 */

// ---- the day status of the month grid (§4)

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

/** The legend of §2; a day not yet due is blank. */
export const DAY_STATUS_LABELS: Record<DayStatus, string> = {
  present: 'Present',
  absent: 'Absent',
  holiday: 'Holiday',
  leave_with_pay: 'Leave With Pay',
  leave_without_pay: 'Leave Without Pay',
  day_off: 'Day-off',
  blank: '',
};

/** §3/§5: a time of 00:00:00 (or none at all) means no entry. */
export const NO_TIME = '00:00:00';
export const hasTime = (t: string | null | undefined): t is string => !!t && t !== NO_TIME && t !== '00:00';

export type DayInput = {
  /** The day, YYYY-MM-DD. */
  date: string;
  /** The company's today (Asia/Manila). */
  today: string;
  /** What the day is for the employee's sub-department (`dayKind` of calendar.ts). */
  kind: DayKind;
  /** Approved leave covering the day, by its remarks (§5: With Pay, Without Pay), or none. */
  leave: 'with_pay' | 'without_pay' | null;
  /** The log's time in, if there is a log. */
  timeIn: string | null;
};

/**
 * What a day of the month grid shows (§4), in this order:
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

// ---- cut-offs (§9)

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

const seconds = (t: string) => {
  const [h, m, s] = t.split(':').map(Number) as [number, number, number?];
  return h * 3600 + m * 60 + (s ?? 0);
};

/**
 * Minutes late: the time in after the start of the day's shift (`time` of shifts.ts, "10PM-7AM"),
 * whole minutes, 0 when on time or when there is no time in or no shift. A time in up to 4 hours
 * before a shift's start counts as early, not as 20 hours late.
 */
export function lateMinutes(timeIn: string | null, shiftTime: string | null): number {
  if (!hasTime(timeIn) || !shiftTime) return 0;
  const hours = shiftHours(shiftTime);
  if (!hours) return 0;
  let diff = seconds(timeIn) - hours.start * 60;
  if (diff < -4 * 3600) diff += 24 * 3600;
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
    let taken = seconds(back) - seconds(out);
    if (taken < 0) taken += 24 * 3600;
    return Math.max(0, taken - allowedMinutes * 60);
  };
  return (
    over(log.first_break_out, log.first_break_in, BREAK_ALLOWANCE_MINUTES.first) +
    over(log.lunch_break_out, log.lunch_break_in, BREAK_ALLOWANCE_MINUTES.lunch) +
    over(log.second_break_out, log.second_break_in, BREAK_ALLOWANCE_MINUTES.second)
  );
}

/** Seconds as the grid shows overbreak and idle time (§9: minutes and seconds): "12m 05s". */
export function minutesAndSeconds(total: number): string {
  const s = Math.max(0, Math.round(total));
  return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
}
