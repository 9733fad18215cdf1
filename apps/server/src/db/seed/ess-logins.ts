import { ACTIVE_STATUSES } from '@hris/domain/employee';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import type { Tx } from '../client';

/**
 * The demo's self-service logins (README, "Demo logins"): an agent, the team leader the agent belongs
 * to, and the department head that team leader belongs to, so that a leave filed by the agent goes
 * through both approvals. One known password for the three; the other accounts keep an unusable one.
 */
export const DEMO_ESS_PASSWORD = 'Self-Service-2026';
export const DEMO_ESS_LOGINS = { agent: 'ess.agent', leader: 'ess.leader', head: 'ess.head' } as const;

const active = sql.raw(ACTIVE_STATUSES.map((s) => `'${s}'`).join(', '));

/**
 * Gives the first team leader with a department head, that head and the first agent of the team
 * (by id) the demo logins: their accounts renamed (made when the employee has none), the known
 * password, staff under the supervisor's account and the supervisor under the head's, who handles
 * the team's sub-department. Runs after `seedEssAccounts`.
 */
export async function seedEssLogins(tx: Tx): Promise<void> {
  const { rows } = await tx.execute<{ agent: number; leader: number; head: number; sub: number | null }>(sql`
    SELECT a.id AS agent, l.id AS leader, h.id AS head, l.sub_department_id AS sub
    FROM employees l
      JOIN employees h ON h.id = l.belong AND h.role_id = 3 AND h.status IN (${active})
      JOIN LATERAL (SELECT x.id FROM employees x WHERE x.belong = l.id AND x.role_id = 1
        AND x.status IN (${active}) ORDER BY x.id LIMIT 1) a ON true
    WHERE l.role_id = 2 AND l.status IN (${active})
    ORDER BY l.id LIMIT 1`);
  const chain = rows[0];
  if (!chain) return;
  const hash = await hashPassword(DEMO_ESS_PASSWORD);
  const account = async (employeeId: number, name: string, role: number, type: string, belongsTo: number) => {
    const { rows: found } = await tx.execute<{ id: number }>(sql`
      UPDATE users SET name = ${name}, password_hash = ${hash}, role_id = ${role}, account_type = ${type},
        belongs_to = ${belongsTo}, status = 'active', updated_at = now()
      WHERE id = (SELECT min(id) FROM users WHERE employee_id = ${employeeId}) RETURNING id`);
    if (found[0]) return found[0].id;
    const { rows: made } = await tx.execute<{ id: number }>(sql`
      INSERT INTO users (role_id, name, email, password_hash, employee_id, account_type, belongs_to)
      VALUES (${role}, ${name}, ${`${name}@company.ph`}, ${hash}, ${employeeId}, ${type}, ${belongsTo}) RETURNING id`);
    return made[0]!.id;
  };
  const head = await account(chain.head, DEMO_ESS_LOGINS.head, 3, 'ASM', 0);
  const leader = await account(chain.leader, DEMO_ESS_LOGINS.leader, 2, 'SUPERVISOR', head);
  await account(chain.agent, DEMO_ESS_LOGINS.agent, 1, 'STAFF', leader);
  if (chain.sub !== null)
    await tx.execute(sql`
      INSERT INTO manager_sub_departments (user_id, sub_department_id) VALUES (${head}, ${chain.sub})
      ON CONFLICT DO NOTHING`);
}
