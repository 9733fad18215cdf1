import { describe, expect, it } from 'vitest';
import { addDays, companyDate, daysBetween, shownMoment } from './company-clock';

describe('the company calendar', () => {
  it('dates a moment by Asia/Manila (UTC+8), not by UTC or the machine', () => {
    // 16:00 UTC is midnight in Manila: the next day begins there
    expect(companyDate(new Date('2026-03-01T15:59:59Z'))).toBe('2026-03-01');
    expect(companyDate(new Date('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
    expect(companyDate(new Date('2026-12-31T16:30:00Z'))).toBe('2027-01-01');
  });

  it('counts calendar days across months, leap days and years', () => {
    expect(addDays('2026-02-25', 5)).toBe('2026-03-02');
    expect(addDays('2028-02-25', 5)).toBe('2028-03-01');
    expect(addDays('2026-12-29', 5)).toBe('2027-01-03');
    expect(addDays('2026-03-02', -1)).toBe('2026-03-01');
    expect(daysBetween('2026-02-25', '2026-03-02')).toBe(5);
    expect(daysBetween('2026-03-02', '2026-02-25')).toBe(-5);
  });

  it('refuses what is not a date', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => daysBetween('x', '2026-01-01')).toThrow(RangeError);
  });

  it('shows a moment as MMM DD YYYY, h:mm A on the company clock', () => {
    expect(shownMoment('2026-11-23T07:05:09.123Z')).toBe('Nov 23 2026, 3:05 PM');
    expect(shownMoment('2026-11-23T07:05:09.123Z', 'seconds')).toBe('Nov 23 2026, 3:05:09 PM');
    expect(shownMoment(new Date('2026-03-01T16:00:00Z'))).toBe('Mar 02 2026, 12:00 AM');
    expect(shownMoment('2026-03-01T04:30:00Z')).toBe('Mar 01 2026, 12:30 PM');
    expect(shownMoment('2026-03-01T16:00:00Z', 'day')).toBe('Mar 02 2026');
    expect(shownMoment('2026-03-01T16:00:00Z', 'time')).toBe('12:00 AM');
    expect(shownMoment('not a time')).toBe('');
  });
});
