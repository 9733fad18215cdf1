import { describe, expect, it } from 'vitest';
import {
  attendanceDayStatus,
  cutOffRange,
  type DayInput,
  daysOf,
  hasTime,
  lateMinutes,
  minutesAndSeconds,
  overbreakSeconds,
} from './attendance';
import { dayKind } from './calendar';

const day = (over: Partial<DayInput>): DayInput => ({
  date: '2026-11-18',
  today: '2026-11-23',
  kind: 'working_day',
  leave: null,
  timeIn: '21:58:00',
  ...over,
});

describe('attendanceDayStatus', () => {
  it.each([
    ['a time in on a past working day', {}, 'present'],
    ['no time in on a past working day', { timeIn: '00:00:00' }, 'absent'],
    ['no log at all on a past working day', { timeIn: null }, 'absent'],
    ['a day after today', { date: '2026-11-24', timeIn: null }, 'blank'],
    ['today before the first punch', { date: '2026-11-23', timeIn: null }, 'blank'],
    ['today after a punch', { date: '2026-11-23' }, 'present'],
    ['a regular holiday, not worked', { kind: 'regular_holiday', timeIn: null }, 'holiday'],
    ['a special holiday, worked', { kind: 'special_holiday' }, 'holiday'],
    ['a rest day', { kind: 'rest_day', timeIn: null }, 'day_off'],
    ['approved leave with pay', { leave: 'with_pay', timeIn: null }, 'leave_with_pay'],
    ['approved leave without pay', { leave: 'without_pay', timeIn: null }, 'leave_without_pay'],
    ['a holiday inside a leave', { kind: 'regular_holiday', leave: 'with_pay' }, 'holiday'],
    ['a rest day inside a leave', { kind: 'rest_day', leave: 'without_pay' }, 'day_off'],
  ] as const)('%s', (_, over, status) => {
    expect(attendanceDayStatus(day(over))).toBe(status);
  });

  it('takes rest days from the calendar for a sub-department set so, and weekends otherwise', () => {
    const events = [{ date_event: '2026-11-16', event_type: 7, holiday_type: null, sub_department_id: 4 }];
    const status = (date: string, fromCalendar: boolean) =>
      attendanceDayStatus(
        day({ date, timeIn: null, kind: dayKind(date, 4, events, { restDaysFromCalendar: fromCalendar }) }),
      );
    expect(status('2026-11-14', false)).toBe('day_off'); // a Saturday
    expect(status('2026-11-14', true)).toBe('absent'); // a working Saturday for this account
    expect(status('2026-11-16', true)).toBe('day_off'); // its Rest Day event, a Monday
    expect(status('2026-11-16', false)).toBe('absent');
  });
});

describe('cut-offs', () => {
  it('runs from the start day to the first end day after it', () => {
    expect(cutOffRange('2026-11', 11, 25)).toEqual({ startDate: '2026-11-11', lastDate: '2026-11-25' });
    expect(cutOffRange('2026-11', 26, 10)).toEqual({ startDate: '2026-11-26', lastDate: '2026-12-10' });
    expect(cutOffRange('2026-12', 26, 10)).toEqual({ startDate: '2026-12-26', lastDate: '2027-01-10' });
    expect(cutOffRange('2026-11', 11, 10)).toEqual({ startDate: '2026-11-11', lastDate: '2026-12-10' });
    expect(cutOffRange('2026-01', 26, 25)).toEqual({ startDate: '2026-01-26', lastDate: '2026-02-25' });
  });

  it('lists every day of a range', () => {
    expect(daysOf('2026-02-26', '2026-03-02')).toEqual([
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(daysOf('2026-03-02', '2026-03-01')).toEqual([]);
  });
});

describe('lateness and overbreak', () => {
  it('counts whole minutes after the shift starts, night shifts included', () => {
    expect(lateMinutes('22:07:59', '10PM-7AM')).toBe(7);
    expect(lateMinutes('21:55:00', '10PM-7AM')).toBe(0);
    expect(lateMinutes('00:10:00', '12NN-9AM')).toBe(10); // the midnight shift
    expect(lateMinutes('23:50:00', '12NN-9AM')).toBe(0); // early for the midnight shift, not a day late
    expect(lateMinutes('22:30:00', '1AM-10AM')).toBe(0);
    expect(lateMinutes('00:20:00', '11PM-8AM')).toBe(80); // past midnight, still that shift
    expect(lateMinutes('08:00:00', '8AM-5PM')).toBe(0);
    expect(lateMinutes('00:00:00', '8AM-5PM')).toBe(0);
    expect(lateMinutes('09:00:00', null)).toBe(0);
  });

  it('adds up what each break took beyond its allowance', () => {
    const none = {
      first_break_out: '00:00:00',
      first_break_in: '00:00:00',
      lunch_break_out: '00:00:00',
      lunch_break_in: '00:00:00',
      second_break_out: '00:00:00',
      second_break_in: '00:00:00',
    };
    expect(overbreakSeconds(none)).toBe(0);
    expect(
      overbreakSeconds({
        ...none,
        first_break_out: '10:00:00',
        first_break_in: '10:17:30', // 2m 30s over
        lunch_break_out: '12:00:00',
        lunch_break_in: '12:59:00', // within the hour
        second_break_out: '23:55:00',
        second_break_in: '00:12:00', // across midnight: 2m over
      }),
    ).toBe(150 + 120);
    expect(overbreakSeconds({ ...none, lunch_break_out: '12:00:00' })).toBe(0); // never came back: not counted
    expect(minutesAndSeconds(270)).toBe('4m 30s');
    expect(minutesAndSeconds(5)).toBe('0m 05s');
  });

  it('reads 00:00:00 as no entry', () => {
    expect(hasTime('00:00:00')).toBe(false);
    expect(hasTime('00:00')).toBe(false);
    expect(hasTime(null)).toBe(false);
    expect(hasTime('00:00:01')).toBe(true);
  });
});
