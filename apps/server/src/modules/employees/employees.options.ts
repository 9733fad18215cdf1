import type { EmployeeOption, EmployeeOptionsQuery } from '@hris/domain/employee';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { whereAll } from '../../db/paging';
import { readPrepared } from '../../db/prepared';
import { e } from './employees.sql';

/**
 * Employees for a select, by name; `where` narrows them (no dependents yet, no account yet, ...).
 * Walking the employees in name order stops at the first `limit` matches; when `where` leaves only a
 * few employees (`few`), the walk would read everyone looking for them, so they are found first (a
 * subquery the planner keeps apart) and then sorted.
 */
export async function employeeOptions(
  db: Db,
  a: EmployeeOptionsQuery,
  where?: SQL,
  opts: { few?: boolean } = {},
): Promise<EmployeeOption[]> {
  const conds = whereAll([a.include_inactive === '1' ? undefined : e.isActive, e.search(a.q), where]);
  // The few are found on the (status, search_name, id) index alone, then read.
  const from = opts.few
    ? sql`(SELECT ${e('id')} FROM ${e.table} ${conds} OFFSET 0) few JOIN ${e.table} ON ${e('id')} = few.id`
    : sql`${e.table}`;
  return readPrepared<EmployeeOption>(
    db,
    sql`
    SELECT ${e.cols('id', 'emp_id', 'full_name')}, p.pos_name AS position_name, d.department_name
    FROM ${from} ${e.joinPosition('p', 'd')} ${opts.few ? sql`` : conds}
    ORDER BY ${e('full_name')}, ${e('id')} LIMIT ${a.limit}`,
  );
}
