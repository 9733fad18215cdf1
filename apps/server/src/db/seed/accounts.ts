import { randomBytes } from 'node:crypto';
import { ACTIVE_STATUSES } from '@hris/domain/employee';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import type { Tx } from '../client';

/**
 * Self-service (ESS) accounts for most active employees, as the employees' own system would have
 * made them: username first.last plus the employee number, role from the employee, belonging to the
 * supervisor's account. They share one unusable random password (HR resets it when someone needs in),
 * so seeding thousands costs one hash. About one in ten has no account yet ("No ESS Account").
 */
export async function seedEssAccounts(tx: Tx): Promise<void> {
  const hash = await hashPassword(randomBytes(24).toString('base64url'));
  await tx.execute(sql`
    INSERT INTO users (role_id, name, email, password_hash, employee_id, account_type)
    SELECT e.role_id,
      lower(regexp_replace(e.first_name, '[^A-Za-z]', '', 'g') || '.' || regexp_replace(e.last_name, '[^A-Za-z]', '', 'g')) || coalesce(e.emp_no, e.id::text),
      lower(regexp_replace(e.first_name, '[^A-Za-z]', '', 'g') || '.' || regexp_replace(e.last_name, '[^A-Za-z]', '', 'g')) || coalesce(e.emp_no, e.id::text) || '@company.ph',
      ${hash}, e.id,
      CASE e.role_id WHEN 2 THEN 'SUPERVISOR' WHEN 3 THEN 'ASM' ELSE 'STAFF' END
    FROM employees e
    WHERE e.status IN (${sql.raw(ACTIVE_STATUSES.map((s) => `'${s}'`).join(', '))}) AND e.id % 10 <> 3 AND e.role_id <> 5
      AND NOT EXISTS (SELECT 1 FROM users u WHERE u.employee_id = e.id)
    ON CONFLICT DO NOTHING`);
  // Staff belong to their supervisor's account, supervisors to their manager's; staff with no
  // supervisor are admin staff (docs/rules.md#account-types).
  await tx.execute(sql`
    UPDATE users u SET belongs_to = su.id FROM employees e JOIN users su ON su.employee_id = e.belong
    WHERE u.employee_id = e.id AND u.belongs_to = 0 AND u.role_id IN (1, 2) AND su.role_id = u.role_id + 1`);
  await tx.execute(
    sql`UPDATE users SET account_type = 'ADMIN' WHERE role_id = 1 AND belongs_to = 0 AND account_type = 'STAFF'`,
  );
}
