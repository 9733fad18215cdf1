import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { yearOptions } from '../components/YearFilter';
import { companyHour, companyMonth, companyToday, companyYear } from './clock';
import { monthOf } from './month';

/**
 * A browser in Los Angeles at 23:30 UTC is still on the day before: every screen must take the
 * company's (Asia/Manila) today, month and year, as the server does, and never the browser's.
 */
describe('the web reads the company clock, not the browser zone', () => {
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/Los_Angeles';
  });
  afterAll(() => {
    process.env.TZ = zone;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("gives Manila's today while the browser's clock says yesterday", () => {
    vi.useFakeTimers({ now: new Date('2026-10-31T23:30:00Z') });
    expect(new Date().getDate()).toBe(31); // the browser: Oct 31, 4:30 PM
    expect(companyToday()).toBe('2026-11-01');
    expect(companyMonth()).toBe('2026-11');
    expect(companyHour()).toBe(7);
    expect(monthOf(null)).toBe('2026-11');
    expect(monthOf('2019-02')).toBe('2019-02');
    expect(monthOf('2018-12')).toBe('2026-11');
  });

  it("gives Manila's year on New Year's Eve in the browser's zone", () => {
    vi.useFakeTimers({ now: new Date('2026-12-31T16:30:00Z') });
    expect(new Date().getFullYear()).toBe(2026);
    expect(companyYear()).toBe(2027);
    expect(yearOptions()[1]).toEqual({ value: '2027', label: '2027' });
  });

  it('takes a given moment for the same answers', () => {
    const at = new Date('2026-03-01T16:00:00Z'); // midnight in Manila
    expect(companyToday(at)).toBe('2026-03-02');
    expect(companyHour(at)).toBe(0);
    expect(companyHour(new Date('2026-03-01T15:59:00Z'))).toBe(23);
  });
});

describe('the screens', () => {
  it('never read the browser clock for a date: they take it from lib/clock.ts', () => {
    // (not new URL('..', import.meta.url): Vite rewrites that into an asset's http URL)
    const src = `${import.meta.dirname}/..`;
    const readers = ['app', 'components', 'features', 'ess'].flatMap((folder) =>
      readdirSync(`${src}/${folder}`, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        .flatMap((file) => {
          const text = readFileSync(`${src}/${folder}/${file}`, 'utf8');
          return /new Date\(\)|dayjs\(\)|Date\.now\(\)/.test(text) ? [`${folder}/${file}`] : [];
        }),
    );
    expect(readers).toEqual([]);
  });
});
