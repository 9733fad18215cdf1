/**
 * Work shifts (§9): the shift groups an employee's `schedule` takes and the times (`time`) of each.
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
  ],
  'Mid-Shift': ['11PM-8AM', '12NN-9AM', '1AM-10AM', '2AM-11AM', '3AM-12NN', '4AM-1PM'],
  'Night-Shift': ['9PM-6AM', '10PM-7AM', '8PM-5AM', '7PM-4AM', '4PM-1AM', '5PM-2AM', '6PM-3AM'],
} as const satisfies Record<string, readonly string[]>;

export type ShiftGroup = keyof typeof SHIFT_TIMES;

/** The groups in the order of §9: Day-Shift, Mid-Shift, Night-Shift. */
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
