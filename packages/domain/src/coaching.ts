import { z } from 'zod';
import { EMPLOYMENT_STATUSES } from './employee';
import { listQuery, listYear, yearParams } from './paging';
import { signedLink, wireDate, wireId } from './replies';

/**
 * Coaching records (docs/api.md#discipline): written by supervisors in the self-service system, read by HR in the
 * Employee Coached list and its printable details. HR does not change them.
 */

// ---- constants of the screens (docs/screens.md#discipline, docs/rules.md#lists-and-limits)

/** The Employee Coached list shows 100 rows a page (docs/rules.md#lists-and-limits). */
export const COACHED_PER_PAGE = 100;
/** Employee Name cut at 35 (lists cut names at 18 to 35 by screen; this one has room for 35). */
export const COACHED_NAME_MAX = 35;
/** Performance cut at 50 (docs/rules.md#lists-and-limits). */
export const COACHING_PERFORMANCE_MAX = 50;
/** The printed coaching details: HR FORM NO. 0004. */
export const COACHING_FORM_NO = '0004';
/** What the printed details show in place of the employee's signature until they acknowledge (docs/screens.md#discipline). */
export const UNACKNOWLEDGED = 'Unacknowledged.';

/** `employee_status` (docs/rules.md#coaching-and-evaluations). */
export const COACHING_EMPLOYEE_STATUSES = ['unacknowledged', 'acknowledged'] as const;
export type CoachingEmployeeStatus = (typeof COACHING_EMPLOYEE_STATUSES)[number];

/** The employee's acknowledgement on the print: the signature, or "Unacknowledged." until then. */
export function coachingAcknowledgement(c: {
  employee_status: CoachingEmployeeStatus;
  employee_signature: string | null;
}): { signature: string | null; text: string | null } {
  return c.employee_status === 'acknowledged'
    ? { signature: c.employee_signature, text: null }
    : { signature: null, text: UNACKNOWLEDGED };
}

// ---- lists

/**
 * `GET api/employee/coached/all` (and `/{year}`): the Employee Coached list. `q` searches the
 * employee's name, `year` the year coached.
 */
export const coachedListQuery = listQuery({
  perPage: COACHED_PER_PAGE,
  sorts: ['date_coaching', 'full_name', 'superior_name'],
  defaultOrder: 'desc',
}).extend({ year: listYear().optional() });
export type CoachedListQuery = z.output<typeof coachedListQuery>;
/** `GET api/employee/coached/all/{year}` */
export const coachedYearParams = yearParams;

// ---- replies

/**
 * A row of Employee Coached: Date Coached, Employee Name, Performance, Coached By (`superior_name`),
 * View Details. `coach_id` is the coaching record's id (`api/employee/coaching/get/{id}`).
 */
export const coachingRow = z.strictObject({
  coach_id: wireId,
  employee_id: wireId,
  date_coaching: wireDate,
  full_name: z.string(),
  emp_id: z.string(),
  position_name: z.string(),
  performance: z.string(),
  superior_name: z.string(),
  employee_status: z.enum(COACHING_EMPLOYEE_STATUSES),
});
export type CoachingRow = z.infer<typeof coachingRow>;

/**
 * `GET api/employee/coaching/get/{id}`: the whole record as the printable details show it, with the
 * field names (docs/api.md#discipline). `status` is the employee's employment status; `client`, `employee`, `team` and
 * `company` are the performance's effect on each; `employee_signature` is a signed link, or null.
 */
export const coachingDetailReply = coachingRow.extend({
  first_name: z.string(),
  last_name: z.string(),
  department_name: z.string(),
  status: z.enum(EMPLOYMENT_STATUSES),
  employment_date: wireDate,
  agreement: z.string(),
  strength: z.string(),
  client: z.string(),
  employee: z.string(),
  team: z.string(),
  company: z.string(),
  employee_commitment: z.string(),
  expected_result: z.string(),
  employee_signature: signedLink.nullable(),
});
export type CoachingDetail = z.infer<typeof coachingDetailReply>;
