import { describe, expect, it } from 'vitest';
import { easterSunday, philippineHolidays } from './ph-holidays';

describe('easterSunday', () => {
  it('knows the Easter Sundays of known years', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    // the extremes of the Gregorian range: the earliest and the latest Easter possible
    expect(easterSunday(2285)).toBe('2285-03-22');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });
});

describe('philippineHolidays', () => {
  const y2026 = philippineHolidays(2026);
  const on = (date: string) => y2026.filter((h) => h.date === date);

  it('holds the Easter days and National Heroes Day of 2026 with their types', () => {
    expect(on('2026-04-02')).toEqual([{ date: '2026-04-02', name: 'Maundy Thursday', holiday_type: 1 }]);
    expect(on('2026-04-03')).toEqual([{ date: '2026-04-03', name: 'Good Friday', holiday_type: 1 }]);
    expect(on('2026-04-04')).toEqual([{ date: '2026-04-04', name: 'Black Saturday', holiday_type: 2 }]);
    // the last Monday of August
    expect(on('2026-08-31')).toEqual([{ date: '2026-08-31', name: 'National Heroes Day', holiday_type: 1 }]);
  });

  it('holds the fixed regular holidays and special days', () => {
    const regular = y2026.filter((h) => h.holiday_type === 1).map((h) => h.date);
    const special = y2026.filter((h) => h.holiday_type === 2).map((h) => h.date);
    for (const d of ['01-01', '04-09', '05-01', '06-12', '11-30', '12-25', '12-30'])
      expect(regular).toContain(`2026-${d}`);
    for (const d of ['08-21', '11-01', '11-02', '12-08', '12-24', '12-31'])
      expect(special).toContain(`2026-${d}`);
    // the proclaimed days of 2026
    expect(special).toContain('2026-02-17');
    expect(regular).toContain('2026-03-20');
  });

  it('lists real dates of the year, in date order, each once', () => {
    for (const year of [2024, 2025, 2026, 2027, 2030]) {
      const list = philippineHolidays(year);
      const dates = list.map((h) => h.date);
      expect(dates).toEqual([...dates].sort());
      expect(new Set(dates).size).toBe(dates.length);
      for (const d of dates) {
        expect(d.startsWith(`${year}-`)).toBe(true);
        expect(new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10)).toBe(d);
      }
    }
    // a year the proclamation table does not hold leaves the lunar and Islamic days out
    expect(philippineHolidays(2030).map((h) => h.name)).not.toContain('Chinese New Year');
  });

  it('puts National Heroes Day on a Monday every year', () => {
    for (let year = 2024; year <= 2035; year++) {
      const heroes = philippineHolidays(year).find((h) => h.name === 'National Heroes Day')!;
      expect(new Date(`${heroes.date}T00:00:00Z`).getUTCDay()).toBe(1);
      expect(heroes.date >= `${year}-08-25`).toBe(true);
    }
  });
});
