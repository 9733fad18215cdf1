/** §9 work shifts: a shift group and its times. Choosing a group offers its times and resets the time. */
export const WORK_SHIFTS: Record<string, readonly string[]> = {
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
};

export const SHIFT_GROUPS = Object.keys(WORK_SHIFTS);

/** The times of a group; a stored value outside the list is kept so that it still shows. */
export function shiftTimes(schedule: string, current: string): string[] {
  const times = [...(WORK_SHIFTS[schedule] ?? [])];
  if (current && !times.includes(current)) times.unshift(current);
  return times;
}
