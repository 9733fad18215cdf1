import { addDays } from './company-clock';

/**
 * Work shifts (docs/rules.md#work-shifts): the shift groups an employee's `schedule` takes and the times (`time`) of each.
 * The datasheet offers a group's times once the group is chosen; the server accepts only a time of the
 * chosen group.
 */
export const SHIFT_TIMES = {
  'Day-Shift': [
    '5AM-2PM',
    '6AM-3PM',
    '7AM-4PM',
    '8AM-5PM',
    '9AM-6PM',
    '10AM-7PM',
    '11AM-8PM',
    '12NN-9PM',
    '1PM-10PM',
    '2PM-11PM',
    '3PM-12NN',
    // Offered by the schedule adjustment form (docs/rules.md#requested-shifts) but missing from the shift list: kept so that an
    // approved adjustment to them is a shift the employee record and the work-shift modal can hold.
    '9AM-7PM',
    '10AM-8PM',
  ],
  'Mid-Shift': ['11PM-8AM', '12NN-9AM', '1AM-10AM', '2AM-11AM', '3AM-12NN', '4AM-1PM'],
  'Night-Shift': ['9PM-6AM', '10PM-7AM', '8PM-5AM', '7PM-4AM', '4PM-1AM', '5PM-2AM', '6PM-3AM'],
} as const satisfies Record<string, readonly string[]>;

export type ShiftGroup = keyof typeof SHIFT_TIMES;

/** The groups in their order: Day-Shift, Mid-Shift, Night-Shift. */
export const SHIFT_GROUPS = Object.keys(SHIFT_TIMES) as ShiftGroup[];

export function isShiftGroup(group: string): group is ShiftGroup {
  return Object.hasOwn(SHIFT_TIMES, group);
}

/** Whether `time` is one of the times of the shift group `group` (both as stored, e.g. "Night-Shift", "10PM-7AM"). */
export function isShiftTime(group: string, time: string): boolean {
  return isShiftGroup(group) && (SHIFT_TIMES[group] as readonly string[]).includes(time);
}

/**
 * What is wrong with an employee's schedule and time, as a field and a message, or null. Both may be
 * left empty until HR assigns a shift; a time needs its group, and must be one of that group's.
 */
export function shiftProblem(v: {
  schedule?: string | null;
  time?: string | null;
}): { field: 'schedule' | 'time'; message: string } | null {
  const { schedule, time } = v;
  if (schedule && !isShiftGroup(schedule))
    return { field: 'schedule', message: `The schedule must be one of ${SHIFT_GROUPS.join(', ')}.` };
  if (time && !schedule) return { field: 'schedule', message: 'Please select the shift group of this time.' };
  if (time && schedule && !isShiftTime(schedule, time))
    return { field: 'time', message: `The time must be one of the ${schedule} times.` };
  return null;
}

// ---- the hours of a shift

/** Minutes after midnight of one end of a shift time ("10PM" → 1320, "12NN" → 720). */
function clockMinutes(part: string): number | null {
  const m = /^(\d{1,2})(AM|PM|NN|MN)$/.exec(part);
  if (!m) return null;
  const hour = Number(m[1]);
  if (hour < 1 || hour > 12) return null;
  const h12 = hour % 12;
  if (m[2] === 'NN') return hour === 12 ? 720 : null;
  if (m[2] === 'MN') return hour === 12 ? 0 : null;
  return (m[2] === 'PM' ? h12 + 12 : h12) * 60;
}

const minutesBetween = (start: number, end: number) => (end - start + 1440) % 1440 || 1440;

export type ShiftHours = { start: number; end: number; crossesMidnight: boolean };
/** A few dozen shift times exist: each is read once (the grid and the payroll ask for every day). */
const hoursOf = new Map<string, ShiftHours | null>();

/**
 * The start and end of a shift time in minutes after midnight, and whether it ends on the next day.
 * The legacy writes midnight as "12NN" in two of its times ("12NN-9AM", "3PM-12NN"): read as noon they
 * would last 21 hours, so a 12NN that makes a shift longer than 12 hours is read as midnight.
 */
export function shiftHours(time: string): ShiftHours | null {
  let hours = hoursOf.get(time);
  if (hours === undefined) {
    hours = readShiftHours(time);
    if (hoursOf.size < 1000) hoursOf.set(time, hours);
  }
  return hours;
}

function readShiftHours(time: string): ShiftHours | null {
  const parts = time.replace(/\s+/g, '').toUpperCase().split('-');
  if (parts.length !== 2) return null;
  let [start, end] = parts.map(clockMinutes);
  if (start == null || end == null) return null;
  if (minutesBetween(start, end) > 12 * 60) {
    if (parts[0] === '12NN') start = 0;
    else if (parts[1] === '12NN') end = 0;
  }
  return { start, end, crossesMidnight: end <= start };
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * When the shift of `date` starts and ends, in the company's zone (Asia/Manila, +08:00): a night
 * shift belongs to the day it starts, so the 10PM-7AM shift of Nov 10 ends on Nov 11 at 07:00.
 */
export function shiftWindow(date: string, time: string): { starts_at: string; ends_at: string } | null {
  const hours = shiftHours(time);
  if (!hours) return null;
  const endDate = hours.crossesMidnight ? addDays(date, 1) : date;
  return {
    starts_at: `${date}T${hhmm(hours.start)}:00+08:00`,
    ends_at: `${endDate}T${hhmm(hours.end)}:00+08:00`,
  };
}

// ---- the schedule adjustment form's shifts (docs/rules.md#requested-shifts)

/**
 * The requested-shift options of the adjustment form (docs/rules.md#requested-shifts), in its order, each with the work shift
 * (group and time) it becomes when HR approves it. The value is the legacy's; the option the
 * legacy labelled "8AM - 6PM" is the 8AM - 5PM shift and is shown as such. Three Mid-Shift options
 * are spelled "PM" where the shift starts after midnight ("1PM - 10AM" is the 1AM-10AM shift).
 */
export const REQUESTED_SHIFTS = [
  { value: '9PM - 6AM', schedule: 'Night-Shift', time: '9PM-6AM' },
  { value: '10PM - 7AM', schedule: 'Night-Shift', time: '10PM-7AM' },
  { value: '11PM - 8AM', schedule: 'Mid-Shift', time: '11PM-8AM' },
  { value: '12PM - 9AM', schedule: 'Mid-Shift', time: '12NN-9AM' },
  { value: '1PM - 10AM', schedule: 'Mid-Shift', time: '1AM-10AM' },
  { value: '2PM - 11AM', schedule: 'Mid-Shift', time: '2AM-11AM' },
  { value: '6AM - 3PM', schedule: 'Day-Shift', time: '6AM-3PM' },
  { value: '7AM - 4PM', schedule: 'Day-Shift', time: '7AM-4PM' },
  { value: '8AM - 5PM', schedule: 'Day-Shift', time: '8AM-5PM' },
  { value: '9AM - 7PM', schedule: 'Day-Shift', time: '9AM-7PM' },
  { value: '10AM - 8PM', schedule: 'Day-Shift', time: '10AM-8PM' },
  { value: '3PM - 12PM', schedule: 'Day-Shift', time: '3PM-12NN' },
  { value: '4PM - 1AM', schedule: 'Night-Shift', time: '4PM-1AM' },
] as const satisfies readonly { value: string; schedule: ShiftGroup; time: string }[];

export type RequestedShift = (typeof REQUESTED_SHIFTS)[number]['value'];
export const REQUESTED_SHIFT_VALUES = REQUESTED_SHIFTS.map((s) => s.value) as [
  RequestedShift,
  ...RequestedShift[],
];

/** The work shift a requested-shift option becomes, or null for anything else. */
export function requestedShift(value: string): { schedule: ShiftGroup; time: string } | null {
  const found = REQUESTED_SHIFTS.find((s) => s.value === value);
  return found ? { schedule: found.schedule, time: found.time } : null;
}

/** How a shift reads on the screens and in the current_shift of an adjustment: "Night-Shift 10PM-7AM". */
export function shiftText(schedule: string | null | undefined, time: string | null | undefined): string {
  return [schedule, time].filter(Boolean).join(' ');
}
