import {
  CUTOFF_ENDS,
  CUTOFF_STARTS,
  type CutOffEnd,
  type CutOffStart,
  cutOffRange,
  DEFAULT_CUTOFF,
} from '@hris/domain/attendance';
import { companyDate, shownMoment } from '@hris/domain/company-clock';
import dayjs from 'dayjs';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../lib/format';

/** A range of days, both included (YYYY-MM-DD): what the grid, the modal, the exports and payroll take. */
export type CutOff = { startDate: string; lastDate: string };

const MONTH_TEXT = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const FIRST_MONTH = '2019-01';
export const LAST_MONTH = '2100-12';

/** The company's today (Asia/Manila), YYYY-MM-DD. */
export function companyToday(): string {
  return companyDate(new Date());
}

/** `?month=YYYY-MM` when it is one (2019 to 2100), else the company's month. */
export function monthOf(text: string | null): string {
  if (text && MONTH_TEXT.test(text) && text >= FIRST_MONTH && text <= LAST_MONTH) return text;
  return companyToday().slice(0, 7);
}

export function addMonths(month: string, by: number): string {
  return dayjs(`${month}-01`).add(by, 'month').format('YYYY-MM');
}

/** "November 2026". */
export function monthTitle(month: string): string {
  return dayjs(`${month}-01`).format('MMMM YYYY');
}

/** "Nov 11 2026 – Nov 25 2026". */
export function rangeTitle(range: CutOff): string {
  return `${formatDate(range.startDate)} – ${formatDate(range.lastDate)}`;
}

function startOf(text: string | null): CutOffStart {
  const n = Number(text);
  return (CUTOFF_STARTS as readonly number[]).includes(n) ? (n as CutOffStart) : DEFAULT_CUTOFF.start;
}

function endOf(text: string | null): CutOffEnd {
  const n = Number(text);
  return (CUTOFF_ENDS as readonly number[]).includes(n) ? (n as CutOffEnd) : DEFAULT_CUTOFF.end;
}

export const CUTOFF_START_OPTIONS = CUTOFF_STARTS.map((n) => ({ value: String(n), label: String(n) }));
export const CUTOFF_END_OPTIONS = CUTOFF_ENDS.map((n) => ({ value: String(n), label: String(n) }));

/**
 * The month, cut-off and sub-department of the grid and the payroll screen, kept in the address
 * (`?month=2026-11&start=11&end=25&sub=3`), so that a reload or a shared link shows the same days.
 */
export function useCutOffParams() {
  const [params, setParams] = useSearchParams();
  // the latest params, for a select that calls back a handler of an earlier render
  const latest = useRef(params);
  latest.current = params;
  const month = monthOf(params.get('month'));
  const start = startOf(params.get('start'));
  const end = endOf(params.get('end'));
  const sub = Number(params.get('sub'));
  const subDepartment = Number.isInteger(sub) && sub > 0 ? sub : 0;
  const range: CutOff = cutOffRange(month, start, end);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(latest.current);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  return {
    month,
    start,
    end,
    subDepartment,
    range,
    setMonth: (next: string) => update({ month: next }),
    setStart: (next: CutOffStart) => update({ start: String(next) }),
    setEnd: (next: CutOffEnd) => update({ end: String(next) }),
    setSubDepartment: (next: number) => update({ sub: next > 0 ? String(next) : null }),
  };
}

export type CutOffState = ReturnType<typeof useCutOffParams>;

/** A timestamp on the company's clock (Asia/Manila): "Nov 24 2026, 3:05 PM", or its day alone. */
export function companyDateTime(at: string, withTime = true): string {
  return shownMoment(at, withTime ? 'minutes' : 'day');
}
