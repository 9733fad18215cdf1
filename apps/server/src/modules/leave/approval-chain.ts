import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { e, employeeAlias } from '../employees/employees.sql';

/** The supervisor `s` an employee belongs to, and that supervisor's own supervisor `h`. */
const s = employeeAlias('s');
const h = employeeAlias('h');

/**
 * Who a leave (or any request) of an employee goes through (docs/rules.md#approval-chain): staff
 * (level 1) through their supervisor, the team leader, then the department head, who is the
 * supervisor's supervisor; a supervisor (role 2, level 2) skips the team leader and goes to the one
 * they belong to. `user_id` is the employee's self-service account (0 on a leave row when none).
 */
export type ApprovalChain = {
  level: 1 | 2;
  user_id: number | null;
  supervisor: string | null;
  department_head: string | null;
  /** The employee's supervisor (`employees.belong`), as a leave row's `belongs_to`. */
  belong: number | null;
};

/** The approval chain of an employee, or null when there is no such employee. */
export async function approvalChain(db: Db | Tx, employeeId: number): Promise<ApprovalChain | null> {
  const { rows } = await db.execute<{
    role_id: number;
    user_id: number | null;
    supervisor: string | null;
    head: string | null;
    belong: number | null;
  }>(sql`
    SELECT ${e('role_id')}, (SELECT u.id FROM users u WHERE u.employee_id = ${e('id')} ORDER BY u.id LIMIT 1) AS user_id,
      ${s('full_name')} AS supervisor, ${h('full_name')} AS head, ${e('belong')}
    FROM ${e.table} ${e.joinSupervisor(s)} ${s.joinSupervisor(h)}
    WHERE ${e('id')} = ${employeeId}`);
  const row = rows[0];
  if (!row) return null;
  const level = row.role_id === 2 ? 2 : 1;
  return {
    level,
    user_id: row.user_id,
    supervisor: level === 1 ? row.supervisor : null,
    department_head: level === 1 ? row.head : row.supervisor,
    belong: row.belong,
  };
}
