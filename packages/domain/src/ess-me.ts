import { z } from 'zod';
import { attendanceRange, employeeLogsReply } from './attendance';
import { allCalendarReply, calendarRange, DAY_KINDS } from './calendar';
import { computeReply, contributionRow } from './contributions';
import { employeeDetailReply } from './employee';
import { leaveCreditsReply, ledgerQuery, ledgerReply } from './leave';
import { listYear } from './paging';
import { wireDate } from './replies';
import { currentShiftQuery, currentShiftReply } from './schedule';

/**
 * What self-service shows an employee about themselves (docs/self-service.md): their profile, credits,
 * shifts, calendar, attendance and contributions, each read for the token's own employee only.
 */

/**
 * `GET api/ess/me`: the employee's profile, with the approval chain their requests go through: the
 * supervisor (team leader) and the department head, named as a leave filed today would name them.
 */
export const essMeReply = employeeDetailReply
  .pick({
    emp_id: true,
    full_name: true,
    position_name: true,
    department_name: true,
    sub_department_name: true,
    employment_date: true,
    status: true,
    contact: true,
    email_address: true,
    current_address: true,
    permanent_address: true,
    contact_person: true,
    relationship: true,
    emergency_no: true,
    civil_status: true,
  })
  .extend({ supervisor: z.string().nullable(), department_head: z.string().nullable() });
export type EssMe = z.infer<typeof essMeReply>;

/**
 * `GET api/ess/me/credits`: the balances (null until HR registers them) and a page of the ledger that
 * explains them, newest first: the same credits and ledger HR reads of the employee.
 */
export const essCreditsQuery = ledgerQuery;
export const essCreditsReply = ledgerReply.extend({ credits: leaveCreditsReply.nullable() });
export type EssCredits = z.infer<typeof essCreditsReply>;

/** A day of the week ahead: what it is for the employee, and their shift when it is a working day. */
export const essShiftDay = z.strictObject({
  date: wireDate,
  kind: z.enum(DAY_KINDS),
  time: z.string().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
});
export type EssShiftDay = z.infer<typeof essShiftDay>;

/**
 * `GET api/ess/me/shift?date=` (today without `date`): the shift in force on the date, as HR's work
 * shift reads it, and `days`: that date and the six after it, each a working day, a rest day or a
 * holiday as the attendance grid decides it.
 */
export const essShiftQuery = currentShiftQuery;
export const essShiftReply = currentShiftReply.extend({ days: z.array(essShiftDay) });
export type EssShift = z.infer<typeof essShiftReply>;

/**
 * `GET api/ess/me/calendar?start=&end=` (this month without them): the calendar's events for everyone
 * and for the employee's sub-department, as HR's month view gives them.
 */
export const essCalendarQuery = calendarRange;
export const essCalendarReply = allCalendarReply;

/**
 * `GET api/ess/me/attendance?startDate=&lastDate=`: the employee's days of the range with the statuses
 * of HR's grid and each day's log (the range capped as the grid's is).
 */
export const essAttendanceQuery = attendanceRange;
export const essAttendanceReply = employeeLogsReply;
export type EssAttendanceDay = z.infer<typeof essAttendanceReply>['days'][number];

/**
 * `GET api/ess/me/contributions?year=` (this year without it): the employee's monthly records of the
 * year, newest first, and `computed`: the shares their basic salary gives today, each explained, with
 * the tables used (null when a statutory table is missing).
 */
export const essContributionsQuery = z.object({ year: listYear().optional() });
export const essContributionsReply = z.strictObject({
  year: z.number().int(),
  data: z.array(contributionRow),
  computed: computeReply.nullable(),
});
export type EssContributions = z.infer<typeof essContributionsReply>;
