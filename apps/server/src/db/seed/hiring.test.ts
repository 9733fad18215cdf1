import { isInactiveStatus } from '@hris/domain/employee';
import { describe, expect, it } from 'vitest';
import { STATUS_MIX } from './bulk';
import { makeEmployee } from './employees';
import { ACTIVE_YEARS, HIRES_PER_YEAR, hiringPlan, hiringWindow } from './hiring';
import { addMonths, rng } from './random';

const TODAY = '2026-11-20';
const PLACE = {
  positionId: 1,
  positionName: 'Customer Service Representative',
  subDepartmentId: 1,
  timezoneId: 1,
};
/** The day someone born on `birthdate` turns `years`. */
const age = (birthdate: string, years: number) => addMonths(birthdate, 12 * years);

describe('the large seed’s hiring dates', () => {
  it('fit 50,000 employees into 999 ids a year, each in the window of their status', () => {
    const taken = { '2026': 40, '2025': 60, '2020': 999 };
    const r = rng(5000);
    const plan = hiringPlan(r, { count: 50_000, today: TODAY, taken });
    const perYear: Record<string, number> = { ...taken };
    const statuses: Record<string, number> = {};
    const outside: string[] = [];
    for (let i = 0; i < 50_000; i++) {
      const status = plan.status(r.pick(STATUS_MIX));
      const [from, to] = hiringWindow(status, TODAY, plan.since);
      const day = plan.hire(from, to);
      if (day < from || day > to) outside.push(`${status} ${day}`);
      perYear[day.slice(0, 4)] = (perYear[day.slice(0, 4)] ?? 0) + 1;
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
    expect(outside).toEqual([]);
    expect(Math.max(...Object.values(perYear))).toBe(HIRES_PER_YEAR);
    expect(perYear['2020']).toBe(999);
    expect(plan.since).toBe('1970-01-04');
    // New hires as many as this year's ids allow; the windows that filled up made the rest leave earlier.
    expect(statuses.trainee).toBeGreaterThan(100);
    expect(statuses.probationary).toBeGreaterThan(100);
    expect(statuses.regular).toBeGreaterThan(25_000);
    expect(statuses.awol).toBeGreaterThan(1000);
  });

  it('make everyone 18 or older when hired, under 70 when leaving, and 60 at most while still there', () => {
    const r = rng(7);
    const wrong: string[] = [];
    for (const status of new Set(STATUS_MIX))
      for (let year = 1970; year <= 2026; year++) {
        const [from, to] = hiringWindow(status, TODAY, '1970-01-04');
        const day = `${year}-06-15`;
        if (day < from || day > to) continue;
        for (let i = 0; i < 5; i++) {
          const p = makeEmployee(r, i, status, PLACE, TODAY, '1970-01-04', () => day).employee;
          const problem =
            age(p.birthdate, 18) > p.employment_date
              ? 'hired before 18'
              : p.resignation_date && (p.resignation_date <= p.employment_date || p.resignation_date >= TODAY)
                ? 'left outside their employment'
                : p.resignation_date && age(p.birthdate, 70) < p.resignation_date
                  ? 'left after 70'
                  : !isInactiveStatus(status) && p.employment_date < addMonths(TODAY, -12 * ACTIVE_YEARS)
                    ? 'still there, hired too long ago'
                    : !isInactiveStatus(status) && age(p.birthdate, 60) < TODAY
                      ? 'still there past 60'
                      : undefined;
          if (problem)
            wrong.push(`${problem}: ${status} born ${p.birthdate}, ${day} to ${p.resignation_date}`);
        }
      }
    expect(wrong).toEqual([]);
  });

  it('leave a seed of 5,000 hired from 2010 as before, each draw its first', () => {
    const seed = (withPlan: boolean) => {
      const r = rng(5000);
      const plan = hiringPlan(r, { count: 5000, today: TODAY, taken: {} });
      return Array.from({ length: 5000 }, (_, i) => {
        const status = withPlan ? plan.status(r.pick(STATUS_MIX)) : r.pick(STATUS_MIX);
        return makeEmployee(r, i + 1, status, PLACE, TODAY, '2010-01-04', withPlan ? plan.hire : undefined)
          .employee.employment_date;
      });
    };
    const planned = seed(true);
    expect(planned).toEqual(seed(false));
    expect(planned.every((d) => d >= '2010-01-04')).toBe(true);
  });
});
