import { describe, expect, it } from 'vitest';
import {
  deviceBody,
  logFromPunches,
  punchDay,
  punchInstant,
  punchType,
  punchYears,
  readPunchStamp,
} from './punches';

const shifts =
  (map: Record<string, string | null>, fallback: string | null = null) =>
  (date: string) =>
    date in map ? map[date]! : fallback;

describe('punchDay: the day a punch belongs to', () => {
  it('is the punch’s own date on a day shift', () => {
    expect(punchDay('2026-11-10T07:55:00', shifts({}, '8AM-5PM'))).toBe('2026-11-10');
    expect(punchDay('2026-11-10T17:10:00', shifts({}, '8AM-5PM'))).toBe('2026-11-10');
  });
  it('is the evening before for the morning punches of a night shift', () => {
    const night = shifts({}, '10PM-7AM');
    expect(punchDay('2026-11-10T21:50:00', night)).toBe('2026-11-10');
    expect(punchDay('2026-11-11T02:00:00', night)).toBe('2026-11-10');
    expect(punchDay('2026-11-11T07:04:00', night)).toBe('2026-11-10');
  });
  it('is the next day for an early time in of a shift that starts after midnight', () => {
    expect(punchDay('2026-11-10T23:40:00', shifts({}, '1AM-10AM'))).toBe('2026-11-11');
  });
  it('follows a shift change between two days', () => {
    const map = shifts({ '2026-11-10': '10PM-7AM', '2026-11-11': '8AM-5PM' });
    expect(punchDay('2026-11-11T06:58:00', map)).toBe('2026-11-10');
    expect(punchDay('2026-11-11T08:01:00', map)).toBe('2026-11-11');
  });
  it('is the calendar date without a shift, or far outside one', () => {
    expect(punchDay('2026-11-11T03:00:00', shifts({}))).toBe('2026-11-11');
    expect(punchDay('2026-11-11T05:00:00', shifts({}, '1PM-10PM'))).toBe('2026-11-11');
  });
});

describe('logFromPunches', () => {
  const p = (at: string, type: number | null = null) => ({ at: `2026-11-10T${at}`, type });
  it('places untyped punches by position: in, three breaks, out', () => {
    const log = logFromPunches('2026-11-10', [
      p('17:02:00'),
      p('08:01:10'),
      p('10:00:00'),
      p('10:14:00'),
      p('12:00:00'),
      p('12:58:00'),
      p('15:00:00'),
      p('15:16:00'),
    ]);
    expect(log).toEqual({
      time_in: '08:01:10',
      first_break_out: '10:00:00',
      first_break_in: '10:14:00',
      lunch_break_out: '12:00:00',
      lunch_break_in: '12:58:00',
      second_break_out: '15:00:00',
      second_break_in: '15:16:00',
      time_out: '17:02:00',
    });
  });
  it('takes the longer of two breaks as lunch', () => {
    const log = logFromPunches('2026-11-10', [
      p('08:00:00'),
      p('12:00:00'),
      p('13:00:00'),
      p('15:00:00'),
      p('15:15:00'),
      p('17:00:00'),
    ]);
    expect(log.lunch_break_out).toBe('12:00:00');
    expect(log.second_break_out).toBe('15:00:00');
    expect(log.first_break_out).toBeNull();
  });
  it('keeps a lone punch as a time in without a time out (a forgotten punch)', () => {
    const log = logFromPunches('2026-11-10', [p('08:00:00')]);
    expect(log.time_in).toBe('08:00:00');
    expect(log.time_out).toBeNull();
  });
  it('ignores a second press within a minute', () => {
    const log = logFromPunches('2026-11-10', [p('08:00:00'), p('08:00:30'), p('17:00:00')]);
    expect(log.time_in).toBe('08:00:00');
    expect(log.time_out).toBe('17:00:00');
    expect(log.first_break_out).toBeNull();
  });
  it('goes by the terminal’s punch types when they are given', () => {
    const log = logFromPunches('2026-11-10', [
      p('08:00:00', 0),
      p('12:00:00', 2),
      p('13:05:00', 3),
      p('16:59:00', 1),
      p('08:03:00', 0),
    ]);
    expect(log).toMatchObject({
      time_in: '08:00:00',
      lunch_break_out: '12:00:00',
      lunch_break_in: '13:05:00',
      time_out: '16:59:00',
    });
  });
  it('puts a night shift’s morning punches after midnight on the evening’s log', () => {
    const log = logFromPunches('2026-11-10', [
      { at: '2026-11-10T21:58:00', type: null },
      { at: '2026-11-11T02:00:00', type: null },
      { at: '2026-11-11T03:00:00', type: null },
      { at: '2026-11-11T07:01:00', type: null },
    ]);
    expect(log).toMatchObject({
      time_in: '21:58:00',
      lunch_break_out: '02:00:00',
      lunch_break_in: '03:00:00',
      time_out: '07:01:00',
    });
  });
});

describe('reading punches', () => {
  it('reads timestamps on the company’s clock', () => {
    expect(punchInstant('2026-11-10 8:01')).toBe('2026-11-10T08:01:00');
    expect(punchInstant('2026-11-10T08:01:30')).toBe('2026-11-10T08:01:30');
    expect(punchInstant('2026-02-30 08:00')).toBeNull();
    expect(punchInstant('2026-11-10 24:00')).toBeNull();
    expect(punchInstant('yesterday')).toBeNull();
  });
  it('takes punches from 2000 to the end of next year only', () => {
    const years = punchYears('2026-03-20');
    expect(years).toEqual({ first: 2000, last: 2027 });
    expect(readPunchStamp('2000-01-01 00:00', years)).toEqual({ at: '2000-01-01T00:00:00' });
    expect(readPunchStamp('2027-12-31 23:59:59', years)).toEqual({ at: '2027-12-31T23:59:59' });
    for (const stamp of [
      '0000-01-01 08:00',
      '0001-01-01 08:00',
      '9999-12-31 23:59',
      '1969-12-31 08:00',
      '2099-01-01 08:00',
      '1999-12-31 23:59:59',
      '2028-01-01 00:00',
    ])
      expect(readPunchStamp(stamp, years)).toEqual({
        problem: `the timestamp "${stamp}" is outside 2000 to 2027.`,
      });
    expect(readPunchStamp('0000-00-00 00:00:00', years)).toEqual({
      problem: '"0000-00-00 00:00:00" is not a date and time (YYYY-MM-DD HH:MM:SS).',
    });
  });
  it('reads punch types as numbers or words', () => {
    expect(punchType('')).toBeNull();
    expect(punchType('1')).toBe(1);
    expect(punchType('Break Out')).toBe(2);
    expect(punchType('check_in')).toBe(0);
    expect(punchType('7')).toBeUndefined();
    expect(punchType('lunch')).toBeUndefined();
  });
});

describe('a device', () => {
  const device = (allowed_addresses: unknown) =>
    deviceBody.safeParse({ serial_number: 'CQZ1', name: 'Lobby', allowed_addresses });
  it('takes allowed addresses as canonical ranges, blank entries and repeats dropped; none is any', () => {
    expect(device(undefined).data?.allowed_addresses).toEqual([]);
    expect(device(null).data?.allowed_addresses).toEqual([]);
    expect(device(['10.1.2.3', ' ', '10.1.2.3/32', 'fe80::/10']).data?.allowed_addresses).toEqual([
      '10.1.2.3/32',
      'fe80::/10',
    ]);
  });
  it('refuses each bad entry with a message of its own, on the field', () => {
    const issues = device(['x', '10.0.0.0/8', '10.0.0.1/8']).error?.issues;
    expect(issues?.map((i) => [i.path, i.message])).toEqual([
      [['allowed_addresses'], '"x" is not an IPv4 or IPv6 address or range (such as 192.168.1.0/24).'],
      [['allowed_addresses'], '"10.0.0.1/8" has host bits set after its prefix: did you mean 10.0.0.0/8?'],
    ]);
  });
});
