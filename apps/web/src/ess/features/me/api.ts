import {
  essAttendanceCall,
  essCalendarCall,
  essContributionsCall,
  essCreditsCall,
  essShiftCall,
} from '@hris/domain/calls/ess-me';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** What the employee reads about themselves; the profile is the shell's `essMeQuery`. */
const meKey = ['ess', 'me'] as const;

/** GET api/ess/me/credits: the balances and the latest `perPage` lines of the ledger. */
export const myCreditsQuery = (perPage: number) =>
  queryOptions({
    queryKey: [...meKey, 'credits', perPage],
    queryFn: ({ signal }) => api(essCreditsCall, { query: { per_page: perPage } }, signal),
  });

/** GET api/ess/me/shift: today's shift and the week from today. */
export const myShiftQuery = () =>
  queryOptions({
    queryKey: [...meKey, 'shift'],
    queryFn: ({ signal }) => api(essShiftCall, {}, signal),
  });

/** GET api/ess/me/calendar: the events of one month (YYYY-MM). */
export const myCalendarQuery = (start: string, end: string) =>
  queryOptions({
    queryKey: [...meKey, 'calendar', start, end],
    queryFn: ({ signal }) => api(essCalendarCall, { query: { start, end } }, signal),
  });

/** GET api/ess/me/attendance: the days of a range. */
export const myAttendanceQuery = (startDate: string, lastDate: string) =>
  queryOptions({
    queryKey: [...meKey, 'attendance', startDate, lastDate],
    queryFn: ({ signal }) => api(essAttendanceCall, { query: { startDate, lastDate } }, signal),
  });

/** GET api/ess/me/contributions: a year's records and the shares explained. */
export const myContributionsQuery = (year: number) =>
  queryOptions({
    queryKey: [...meKey, 'contributions', year],
    queryFn: ({ signal }) => api(essContributionsCall, { query: { year } }, signal),
  });

/** The first and last day of a month (YYYY-MM). */
export function monthRange(month: string): { start: string; end: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return { start: `${month}-01`, end: new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10) };
}
