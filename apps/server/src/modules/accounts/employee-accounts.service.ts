import type { EmployeeAccountRow, employeeAccountsQuery } from '@hris/domain/accounts';
import type { ListArgs, SortOf } from '@hris/domain/paging';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageOf } from '../../db/paging';
import { e } from '../employees/employees.sql';

const sorts = {
  full_name: e('full_name'),
  emp_id: e('emp_id'),
  // Never logged in sorts as the oldest login.
  last_login_at: sql`coalesce(u.last_login_at, '-infinity'::timestamptz)`,
  last_ess_login_at: sql`coalesce(u.last_ess_login_at, '-infinity'::timestamptz)`,
} satisfies Record<SortOf<typeof employeeAccountsQuery>, SQL>;

/**
 * `GET api/employeeaccounts` (/hr/employeeaccount): the company's employees, each with their account
 * (the newest, should an employee have had two) or none. The count reads employees alone.
 */
export function listEmployeeAccounts(db: Db, a: ListArgs<typeof employeeAccountsQuery>) {
  return pageOf<EmployeeAccountRow>(db, {
    select: sql`${e('id')} AS employee_id, ${e.cols('emp_id', 'full_name')}, p.pos_name AS position_name,
      d.department_name, ${e('status')} AS employment_status, u.id AS user_id, u.name AS username, u.email,
      u.role_id, r.roles_name, u.last_login_at, u.last_ess_login_at, u.status = 'active' AS active`,
    from: e.table,
    joins: sql`${e.joinPosition('p', 'd')}
      LEFT JOIN LATERAL (SELECT * FROM users x WHERE x.employee_id = ${e('id')} ORDER BY x.id DESC LIMIT 1) u ON true
      LEFT JOIN roles r ON r.id = u.role_id`,
    where: [
      a.employment === 'active' ? e.isActive : e.isInactive,
      e.search(a.q),
      // employees.has_account: kept by a trigger on users, counted on the status index.
      a.account === 'with'
        ? e('has_account')
        : a.account === 'without'
          ? sql`NOT ${e('has_account')}`
          : undefined,
    ],
    sort: sorts[a.sort],
    order: a.order,
    tieBreak: e('id'),
    page: a.page,
    perPage: a.per_page,
  });
}
