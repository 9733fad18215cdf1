import { ACTIVE_STATUSES, INACTIVE_STATUSES } from '@hris/domain/employee';
import { sql } from 'drizzle-orm';

const list = (statuses: readonly string[]) => statuses.map((s) => `'${s}'`).join(', ');

/** SQL condition: the employee aliased `e` is still with the company. */
export const isActiveEmployee = sql.raw(`e.status IN (${list(ACTIVE_STATUSES)})`);
/** SQL condition: the employee aliased `e` is resigned, AWOL or terminated. */
export const isInactiveEmployee = sql.raw(`e.status IN (${list(INACTIVE_STATUSES)})`);
/** The same for the employee aliased `m` (members of a team). */
export const isActiveMember = sql.raw(`m.status IN (${list(ACTIVE_STATUSES)})`);

/** Employee `e` with its designation `p`, department `d`, sub-department `s` and supervisor `sup`. */
export const employeeJoins = sql`FROM employees e
  JOIN positions p ON p.id = e.position_id
  JOIN departments d ON d.id = p.department_id
  LEFT JOIN sub_departments s ON s.id = e.sub_department_id
  LEFT JOIN employees sup ON sup.id = e.belong`;

/** The columns every employee list shows. */
export const employeeRowColumns = sql`e.id, e.emp_id, e.full_name, e.first_name, e.last_name, e.middle_name,
  e.position_id, p.pos_name AS position_name, d.department_name, e.sub_department_id, s.sub_department_name,
  e.employment_date, e.date_signed, e.basic_salary, e.monthly_allowance, e.status, e.belong,
  sup.full_name AS superior_name, e.email_address, e.contact,
  (SELECT count(*)::int FROM employees m WHERE m.belong = e.id AND ${isActiveMember}) AS members`;

/** Name search: a case-insensitive substring of the name (trigram index), or the start of the employee id. */
export function nameSearch(pattern: string, prefix: string) {
  return sql`(e.full_name ILIKE ${pattern} OR e.emp_id LIKE ${prefix})`;
}
