import type { HolidayType } from './calendar';
import { addDays } from './company-clock';

/**
 * The Philippines' national holidays of a year (Republic Act 9492 and the yearly proclamation): the
 * regular holidays and the special non-working days. Dates fixed by law and the Easter-based days are
 * computed; the lunar and Islamic days, which are proclaimed each year, come from a table
 * (`PROCLAIMED`) and are left out of a year it does not hold. The demo company's calendar is seeded
 * from this list as ordinary events, which HR edits when a proclamation moves a day.
 */
export type PhilippineHoliday = { date: string; name: string; holiday_type: HolidayType };

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The last Monday of August: National Heroes Day. */
function lastMondayOfAugust(year: number): string {
  const last = new Date(Date.UTC(year, 7, 31));
  const back = (last.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(year, 7, 31 - back)).toISOString().slice(0, 10);
}

/** Days proclaimed each year: Chinese New Year and the two Eids (their dates follow the moon). */
const PROCLAIMED: Record<number, { chineseNewYear: string; eidAlFitr: string; eidAlAdha: string }> = {
  2025: { chineseNewYear: '2025-01-29', eidAlFitr: '2025-04-01', eidAlAdha: '2025-06-06' },
  2026: { chineseNewYear: '2026-02-17', eidAlFitr: '2026-03-20', eidAlAdha: '2026-05-27' },
  2027: { chineseNewYear: '2027-02-06', eidAlFitr: '2027-03-10', eidAlAdha: '2027-05-17' },
  2028: { chineseNewYear: '2028-01-26', eidAlFitr: '2028-02-27', eidAlAdha: '2028-05-05' },
};

const REGULAR: HolidayType = 1;
const SPECIAL: HolidayType = 2;

/** The national holidays of `year`, in date order. */
export function philippineHolidays(year: number): PhilippineHoliday[] {
  const y = (md: string) => `${year}-${md}`;
  const easter = easterSunday(year);
  const list: PhilippineHoliday[] = [
    { date: y('01-01'), name: "New Year's Day", holiday_type: REGULAR },
    { date: addDays(easter, -3), name: 'Maundy Thursday', holiday_type: REGULAR },
    { date: addDays(easter, -2), name: 'Good Friday', holiday_type: REGULAR },
    { date: y('04-09'), name: 'Araw ng Kagitingan', holiday_type: REGULAR },
    { date: y('05-01'), name: 'Labor Day', holiday_type: REGULAR },
    { date: y('06-12'), name: 'Independence Day', holiday_type: REGULAR },
    { date: lastMondayOfAugust(year), name: 'National Heroes Day', holiday_type: REGULAR },
    { date: y('11-30'), name: 'Bonifacio Day', holiday_type: REGULAR },
    { date: y('12-25'), name: 'Christmas Day', holiday_type: REGULAR },
    { date: y('12-30'), name: 'Rizal Day', holiday_type: REGULAR },
    { date: addDays(easter, -1), name: 'Black Saturday', holiday_type: SPECIAL },
    { date: y('08-21'), name: 'Ninoy Aquino Day', holiday_type: SPECIAL },
    { date: y('11-01'), name: "All Saints' Day", holiday_type: SPECIAL },
    { date: y('11-02'), name: "All Souls' Day", holiday_type: SPECIAL },
    { date: y('12-08'), name: 'Feast of the Immaculate Conception of Mary', holiday_type: SPECIAL },
    { date: y('12-24'), name: 'Christmas Eve', holiday_type: SPECIAL },
    { date: y('12-31'), name: 'Last Day of the Year', holiday_type: SPECIAL },
  ];
  const proclaimed = PROCLAIMED[year];
  if (proclaimed)
    list.push(
      { date: proclaimed.chineseNewYear, name: 'Chinese New Year', holiday_type: SPECIAL },
      { date: proclaimed.eidAlFitr, name: "Eid'l Fitr", holiday_type: REGULAR },
      { date: proclaimed.eidAlAdha, name: "Eid'l Adha", holiday_type: REGULAR },
    );
  return list.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
