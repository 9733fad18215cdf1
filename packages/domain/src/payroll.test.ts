import { describe, expect, it } from 'vitest';
import { ATTENDANCE_TIMES, type LogTimes } from './attendance';
import {
  dayFigures,
  earlyOutMinutes,
  nightDiffSeconds,
  type PayrollDayInput,
  payrollFigures,
} from './payroll';

const log = (o: Partial<LogTimes>): LogTimes => ({
  ...(Object.fromEntries(ATTENDANCE_TIMES.map((f) => [f, null])) as LogTimes),
  ...o,
});
const day = (o: Partial<PayrollDayInput>): PayrollDayInput => ({
  date: '2026-11-10',
  today: '2026-11-23',
  kind: 'working_day',
  leave: null,
  timeIn: o.log?.time_in ?? null,
  log: null,
  shiftTime: '8AM-5PM',
  approvedUndertimeHours: 0,
  ...o,
});

describe('night differential (Labor Code Art. 86: 10 PM to 6 AM)', () => {
  it('counts a night shift’s hours inside the night, less lunch', () => {
    // 22:00 to 07:00 is 8 night hours (22-06); lunch 02:00-03:00 is inside: 7.
    expect(
      nightDiffSeconds(
        log({
          time_in: '22:00:00',
          time_out: '07:00:00',
          lunch_break_out: '02:00:00',
          lunch_break_in: '03:00:00',
        }),
      ),
    ).toBe(7 * 3600);
  });
  it('is nothing for a day shift and part of a late shift', () => {
    expect(nightDiffSeconds(log({ time_in: '08:00:00', time_out: '17:00:00' }))).toBe(0);
    expect(nightDiffSeconds(log({ time_in: '14:00:00', time_out: '23:00:00' }))).toBe(3600);
  });
  it('needs both a time in and a time out', () => {
    expect(nightDiffSeconds(log({ time_in: '22:00:00' }))).toBe(0);
  });
});

describe('early out', () => {
  it('is the minutes before the end of the shift, across midnight too', () => {
    expect(earlyOutMinutes(log({ time_in: '08:00:00', time_out: '15:00:00' }), '8AM-5PM')).toBe(120);
    expect(earlyOutMinutes(log({ time_in: '22:00:00', time_out: '06:30:00' }), '10PM-7AM')).toBe(30);
    expect(earlyOutMinutes(log({ time_in: '08:00:00', time_out: '17:30:00' }), '8AM-5PM')).toBe(0);
  });
});

describe('dayFigures and payrollFigures', () => {
  it('counts a late, early day with approved undertime apart from the unexplained rest', () => {
    const f = dayFigures(
      day({ log: log({ time_in: '08:12:00', time_out: '14:00:00' }), approvedUndertimeHours: 2 }),
    );
    expect(f).toMatchObject({
      present: 1,
      late_minutes: 12,
      undertime_approved_minutes: 120,
      undertime_unexplained_minutes: 60,
    });
  });
  it('counts a holiday worked apart by its type, and not as a day present', () => {
    const f = dayFigures(
      day({ kind: 'special_holiday', log: log({ time_in: '08:00:00', time_out: '17:00:00' }) }),
    );
    expect(f).toMatchObject({
      status: 'holiday',
      present: 0,
      special_holidays_worked: 1,
      regular_holidays_worked: 0,
    });
    expect(dayFigures(day({ kind: 'regular_holiday' })).regular_holidays_worked).toBe(0);
  });
  it('counts absences and leave, and nothing for a future day', () => {
    expect(dayFigures(day({})).absent).toBe(1);
    expect(dayFigures(day({ leave: 'without_pay' })).leave_without_pay).toBe(1);
    const future = dayFigures(day({ date: '2026-11-30', approvedUndertimeHours: 3 }));
    expect(Object.values(future).filter((v) => typeof v === 'number' && v > 0)).toEqual([]);
  });
  it('sums the days into the row, hours to two places', () => {
    const days = [
      dayFigures(
        day({
          log: log({
            time_in: '08:05:00',
            time_out: '17:00:00',
            lunch_break_out: '12:00:00',
            lunch_break_in: '13:20:00',
          }),
        }),
      ),
      dayFigures(day({ date: '2026-11-11' })),
      dayFigures(day({ date: '2026-11-12', leave: 'with_pay' })),
      dayFigures(
        day({
          date: '2026-11-13',
          shiftTime: '10PM-7AM',
          log: log({ time_in: '22:00:00', time_out: '07:00:00' }),
        }),
      ),
    ];
    expect(payrollFigures(days)).toEqual({
      days_present: 2,
      absences: 1,
      leave_with_pay: 1,
      leave_without_pay: 0,
      regular_holidays_worked: 0,
      special_holidays_worked: 0,
      late_minutes: 5,
      undertime_approved_hours: 0,
      undertime_unexplained_hours: 0,
      overbreak_minutes: 20,
      night_diff_hours: 8,
    });
  });
});
