import { ACTIVE_STATUSES, INACTIVE_STATUSES } from '@hris/domain/employee';
import { type SQL, sql } from 'drizzle-orm';
import { likePattern } from '../../db/paging';

const list = (statuses: readonly string[]) => statuses.map((s) => `'${s}'`).join(', ');

/** SQL condition: the employee aliased `e` is still with the company. */
export const isActiveEmployee = sql.raw(`e.status IN (${list(ACTIVE_STATUSES)})`);
/** SQL condition: the employee aliased `e` is resigned, AWOL or terminated. */
export const isInactiveEmployee = sql.raw(`e.status IN (${list(INACTIVE_STATUSES)})`);
/** The same for the employee aliased `m` (members of a team). */
export const isActiveMember = sql.raw(`m.status IN (${list(ACTIVE_STATUSES)})`);

/** The members an employee `e` supervises who are still with the company. */
const members = sql`(SELECT count(*)::int FROM employees m WHERE m.belong = e.id AND ${isActiveMember}) AS members`;

/**
 * Each list selects only what its screen shows, with only the joins those columns need: the page is
 * written as JSON by PostgreSQL, and every column costs on every row.
 */
export const activeList = {
  columns: sql`e.id, e.emp_id, e.full_name, e.position_id, p.pos_name AS position_name, e.sub_department_id,
    s.sub_department_name, e.employment_date, e.status, e.belong, sup.full_name AS superior_name, ${members}`,
  joins: sql`JOIN positions p ON p.id = e.position_id LEFT JOIN sub_departments s ON s.id = e.sub_department_id
    LEFT JOIN employees sup ON sup.id = e.belong`,
};
export const jobInformationList = {
  columns: sql`e.id, e.emp_id, e.full_name, e.position_id, p.pos_name AS position_name, d.department_name,
    e.employment_date, e.basic_salary::text, e.monthly_allowance::text, e.status, e.resignation_date`,
  joins: sql`JOIN positions p ON p.id = e.position_id JOIN departments d ON d.id = p.department_id`,
};
/** Employee `e`'s designation `p`, department `d`, sub-department `s` and supervisor `sup`. */
export const employeeJoins = sql`JOIN positions p ON p.id = e.position_id
  JOIN departments d ON d.id = p.department_id
  LEFT JOIN sub_departments s ON s.id = e.sub_department_id
  LEFT JOIN employees sup ON sup.id = e.belong`;
export const inactiveList = {
  columns: sql`e.id, e.emp_id, e.full_name, e.position_id, p.pos_name AS position_name, d.department_name,
    e.sub_department_id, s.sub_department_name, e.employment_date, e.date_signed, e.basic_salary::text,
    e.monthly_allowance::text, e.status, e.belong, sup.full_name AS superior_name, e.email_address, e.contact,
    e.resignation_date, e.training_date, e.regularization_date, e.promoted_date, e.current_address, ${members}`,
  joins: employeeJoins,
};

/**
 * The search box: the start of an employee id when the text looks like one (2024-0...), otherwise a
 * case-insensitive substring of the name, which the trigram index answers.
 */
export function employeeSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  return /^\d[\d-]*$/.test(q) ? sql`e.emp_id LIKE ${`${q}%`}` : sql`e.full_name ILIKE ${likePattern(q)}`;
}
