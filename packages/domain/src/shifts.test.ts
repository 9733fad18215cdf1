import { describe, expect, it } from 'vitest';
import {
  isShiftGroup,
  isShiftTime,
  REQUESTED_SHIFT_VALUES,
  REQUESTED_SHIFTS,
  requestedShift,
  SHIFT_GROUPS,
  SHIFT_TIMES,
  shiftHours,
  shiftProblem,
  shiftText,
  shiftWindow,
} from './shifts';

describe('work shifts', () => {
  it('has the three groups with their times', () => {
    expect(SHIFT_GROUPS).toEqual(['Day-Shift', 'Mid-Shift', 'Night-Shift']);
    expect(SHIFT_TIMES['Day-Shift']).toHaveLength(13); // the list's 11 and two of the adjustment form's
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

describe('the hours of a shift (shiftHours)', () => {
  it('reads day shifts within one day', () => {
    expect(shiftHours('8AM-5PM')).toEqual({ start: 480, end: 1020, crossesMidnight: false });
    expect(shiftHours('5AM-2PM')).toEqual({ start: 300, end: 840, crossesMidnight: false });
    expect(shiftHours('12NN-9PM')).toEqual({ start: 720, end: 1260, crossesMidnight: false }); // 12NN is noon here
    expect(shiftHours('3AM-12NN')).toEqual({ start: 180, end: 720, crossesMidnight: false }); // and here
  });

  it('reads the legacy’s 12NN as midnight where noon would make a 21-hour shift', () => {
    expect(shiftHours('12NN-9AM')).toEqual({ start: 0, end: 540, crossesMidnight: false });
    expect(shiftHours('3PM-12NN')).toEqual({ start: 900, end: 0, crossesMidnight: true });
  });

  it('has night shifts cross midnight', () => {
    expect(shiftHours('10PM-7AM')).toEqual({ start: 1320, end: 420, crossesMidnight: true });
    expect(shiftHours('4PM-1AM')).toEqual({ start: 960, end: 60, crossesMidnight: true });
    expect(shiftHours('11PM-8AM')).toMatchObject({ crossesMidnight: true });
    expect(shiftHours('1AM-10AM')).toMatchObject({ crossesMidnight: false });
  });

  it('is nine hours for every time of the shift list and of the adjustment form but the two ten-hour ones', () => {
    for (const [group, times] of Object.entries(SHIFT_TIMES))
      for (const time of times) {
        const h = shiftHours(time);
        expect(h, `${group} ${time}`).not.toBeNull();
        const length = (h!.end - h!.start + 1440) % 1440;
        expect(length, `${group} ${time}`).toBe(['9AM-7PM', '10AM-8PM'].includes(time) ? 600 : 540);
      }
  });

  it('takes spaces and lower case, and refuses what is not a shift time', () => {
    expect(shiftHours(' 10pm - 7am ')).toEqual(shiftHours('10PM-7AM'));
    for (const bad of ['', '10PM', '10PM-7AM-8AM', '13PM-2AM', '0AM-9AM', '12NN-', 'noon-9PM', '11NN-8PM'])
      expect(shiftHours(bad), bad).toBeNull();
  });
});

describe('the window of a day’s shift (shiftWindow)', () => {
  it('starts and ends on the day for a day shift', () => {
    expect(shiftWindow('2026-03-10', '8AM-5PM')).toEqual({
      starts_at: '2026-03-10T08:00:00+08:00',
      ends_at: '2026-03-10T17:00:00+08:00',
    });
    expect(shiftWindow('2026-03-10', '12NN-9PM')).toEqual({
      starts_at: '2026-03-10T12:00:00+08:00',
      ends_at: '2026-03-10T21:00:00+08:00',
    });
  });

  it('belongs to the day it starts and ends on the next for a night shift, across months and years', () => {
    expect(shiftWindow('2026-03-10', '10PM-7AM')).toEqual({
      starts_at: '2026-03-10T22:00:00+08:00',
      ends_at: '2026-03-11T07:00:00+08:00',
    });
    expect(shiftWindow('2026-12-31', '3PM-12NN')).toEqual({
      starts_at: '2026-12-31T15:00:00+08:00',
      ends_at: '2027-01-01T00:00:00+08:00',
    });
    expect(shiftWindow('2028-02-28', '9PM-6AM')?.ends_at).toBe('2028-02-29T06:00:00+08:00');
    expect(shiftWindow('2026-03-10', '12NN-9AM')).toEqual({
      starts_at: '2026-03-10T00:00:00+08:00',
      ends_at: '2026-03-10T09:00:00+08:00',
    });
  });

  it('is null for what is not a shift time', () => {
    expect(shiftWindow('2026-03-10', 'all day')).toBeNull();
  });
});

describe('the adjustment form’s requested shifts', () => {
  it('offers the thirteen options in their order', () => {
    expect(REQUESTED_SHIFT_VALUES).toEqual([
      '9PM - 6AM',
      '10PM - 7AM',
      '11PM - 8AM',
      '12PM - 9AM',
      '1PM - 10AM',
      '2PM - 11AM',
      '6AM - 3PM',
      '7AM - 4PM',
      '8AM - 5PM',
      '9AM - 7PM',
      '10AM - 8PM',
      '3PM - 12PM',
      '4PM - 1AM',
    ]);
  });

  it('makes each a work shift (group and time) that the server accepts', () => {
    for (const option of REQUESTED_SHIFTS) {
      const shift = requestedShift(option.value);
      expect(shift, option.value).not.toBeNull();
      expect(isShiftTime(shift!.schedule, shift!.time), option.value).toBe(true);
      expect(shiftHours(shift!.time), option.value).not.toBeNull();
    }
  });

  it('reads the mislabelled and misspelled options as the shifts they are', () => {
    expect(requestedShift('8AM - 5PM')).toEqual({ schedule: 'Day-Shift', time: '8AM-5PM' });
    expect(requestedShift('12PM - 9AM')).toEqual({ schedule: 'Mid-Shift', time: '12NN-9AM' });
    expect(requestedShift('1PM - 10AM')).toEqual({ schedule: 'Mid-Shift', time: '1AM-10AM' });
    expect(requestedShift('3PM - 12PM')).toEqual({ schedule: 'Day-Shift', time: '3PM-12NN' });
    expect(requestedShift('10PM - 7AM')).toEqual({ schedule: 'Night-Shift', time: '10PM-7AM' });
    expect(requestedShift('8AM - 6PM')).toBeNull();
    expect(requestedShift('')).toBeNull();
  });

  it('writes a shift as the screens show it', () => {
    expect(shiftText('Night-Shift', '10PM-7AM')).toBe('Night-Shift 10PM-7AM');
    expect(shiftText(null, null)).toBe('');
    expect(shiftText('Day-Shift', null)).toBe('Day-Shift');
  });
});

describe('shiftProblem (the datasheet’s schedule and time)', () => {
  it('allows none, a group alone, or a time of the group', () => {
    expect(shiftProblem({})).toBeNull();
    expect(shiftProblem({ schedule: 'Day-Shift' })).toBeNull();
    expect(shiftProblem({ schedule: 'Day-Shift', time: '8AM-5PM' })).toBeNull();
  });

  it('names the field in error', () => {
    expect(shiftProblem({ schedule: 'Evening' })?.field).toBe('schedule');
    expect(shiftProblem({ time: '8AM-5PM' })?.field).toBe('schedule');
    expect(shiftProblem({ schedule: 'Night-Shift', time: '8AM-5PM' })?.field).toBe('time');
  });
});
