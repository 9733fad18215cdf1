import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { e, employeeAlias } from '../employees/employees.sql';

/**
 * The supervisor `s` an employee belongs to, and that supervisor's own supervisor `h` (named apart,
 * so that a statement that reads more of the employee keeps its own aliases).
 */
const s = employeeAlias('chain_s');
const h = employeeAlias('chain_h');

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

/** What a chain is read from, as `chainColumns` of employee `e` select it. */
export type ChainRow = {
  chain_role_id: number;
  chain_user_id: number | null;
  chain_supervisor: string | null;
  chain_head: string | null;
  chain_belong: number | null;
};

/** The columns of employee `e`'s chain, with `chainJoins`, for a statement that reads more of `e`. */
export const chainColumns = sql`${e('role_id')} AS chain_role_id,
  (SELECT u.id FROM users u WHERE u.employee_id = ${e('id')} ORDER BY u.id LIMIT 1) AS chain_user_id,
  ${s('full_name')} AS chain_supervisor, ${h('full_name')} AS chain_head, ${e('belong')} AS chain_belong`;
export const chainJoins = sql`${e.joinSupervisor(s)} ${s.joinSupervisor(h)}`;

/** The chain of the columns read: who is named at each level. */
export function chainOf(row: ChainRow): ApprovalChain {
  const level = row.chain_role_id === 2 ? 2 : 1;
  return {
    level,
    user_id: row.chain_user_id,
    supervisor: level === 1 ? row.chain_supervisor : null,
    department_head: level === 1 ? row.chain_head : row.chain_supervisor,
    belong: row.chain_belong,
  };
}

/** The approval chain of an employee, or null when there is no such employee. */
export async function approvalChain(db: Db | Tx, employeeId: number): Promise<ApprovalChain | null> {
  const { rows } = await db.execute<ChainRow>(
    sql`SELECT ${chainColumns} FROM ${e.table} ${chainJoins} WHERE ${e('id')} = ${employeeId}`,
  );
  return rows[0] ? chainOf(rows[0]) : null;
}
