import { describe, expect, it } from 'vitest';
import { isShiftGroup, isShiftTime, SHIFT_GROUPS, SHIFT_TIMES } from './shifts';

describe('work shifts (§9)', () => {
  it('has the three groups with their times', () => {
    expect(SHIFT_GROUPS).toEqual(['Day-Shift', 'Mid-Shift', 'Night-Shift']);
    expect(SHIFT_TIMES['Day-Shift']).toHaveLength(13); // §9's 11 and two of the adjustment form's
    expect(SHIFT_TIMES['Mid-Shift']).toHaveLength(6);
    expect(SHIFT_TIMES['Night-Shift']).toHaveLength(7);
  });

  it('accepts a time of the chosen group only', () => {
    expect(isShiftTime('Night-Shift', '10PM-7AM')).toBe(true);
    expect(isShiftTime('Day-Shift', '12NN-9PM')).toBe(true);
    expect(isShiftTime('Mid-Shift', '4AM-1PM')).toBe(true);
    expect(isShiftTime('Day-Shift', '10PM-7AM')).toBe(false);
    expect(isShiftTime('Night-Shift', '10pm-7am')).toBe(false);
    expect(isShiftTime('Evening', '10PM-7AM')).toBe(false);
    expect(isShiftTime('toString', 'x')).toBe(false);
    expect(isShiftTime('', '')).toBe(false);
  });

  it('knows the groups', () => {
    expect(isShiftGroup('Mid-Shift')).toBe(true);
    expect(isShiftGroup('constructor')).toBe(false);
  });
});
