import {
  CUTOFF_ENDS,
  CUTOFF_STARTS,
  type CutOffEnd,
  type CutOffStart,
  cutOffRange,
  DEFAULT_CUTOFF,
} from '@hris/domain/attendance';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../lib/format';
import { monthOf } from '../../lib/month';

/** A range of days, both included (YYYY-MM-DD): what the grid, the modal, the exports and payroll take. */
export type CutOff = { startDate: string; lastDate: string };

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
