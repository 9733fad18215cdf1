import { defineCall } from '../call';
import {
  essAttendanceQuery,
  essAttendanceReply,
  essCalendarQuery,
  essCalendarReply,
  essContributionsQuery,
  essContributionsReply,
  essCreditsQuery,
  essCreditsReply,
  essMeReply,
  essShiftQuery,
  essShiftReply,
} from '../ess-me';

/** Self-service reads of the token's own employee (docs/self-service.md). */

export const essMeCall = defineCall({
  method: 'GET',
  path: 'ess/me',
  summary: "The employee's profile and approval chain",
  audience: 'ess',
  reply: essMeReply,
});

export const essCreditsCall = defineCall({
  method: 'GET',
  path: 'ess/me/credits',
  summary: "The employee's leave credits and a page of the ledger that explains them",
  audience: 'ess',
  query: essCreditsQuery,
  reply: essCreditsReply,
});

export const essShiftCall = defineCall({
  method: 'GET',
  path: 'ess/me/shift',
  summary: "The employee's shift on a date (today by default) and the week from it",
  audience: 'ess',
  query: essShiftQuery,
  reply: essShiftReply,
});

export const essCalendarCall = defineCall({
  method: 'GET',
  path: 'ess/me/calendar',
  summary: "The calendar's events for everyone and the employee's sub-department, start to end",
  audience: 'ess',
  query: essCalendarQuery,
  reply: essCalendarReply,
});

export const essAttendanceCall = defineCall({
  method: 'GET',
  path: 'ess/me/attendance',
  summary: "The employee's days of a range, with the statuses of HR's attendance grid",
  audience: 'ess',
  query: essAttendanceQuery,
  reply: essAttendanceReply,
});

export const essContributionsCall = defineCall({
  method: 'GET',
  path: 'ess/me/contributions',
  summary: "The employee's contribution records of a year and their shares explained",
  audience: 'ess',
  query: essContributionsQuery,
  reply: essContributionsReply,
});
