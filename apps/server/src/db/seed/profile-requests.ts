import { sql } from 'drizzle-orm';
import type { Tx } from '../client';

/**
 * Profile change requests in each status, filed by employees other than the demo self-service logins
 * (whose own requests stay free to try): a contact change waiting for HR, an approved civil status
 * and a declined address. Each keeps the values on record beside the asked ones, as filing does.
 */
export async function seedProfileRequests(tx: Tx, opts: { decidedBy: number }): Promise<void> {
  const { rows } = await tx.execute<{
    id: number;
    contact: string;
    civil_status: string;
    current_address: string;
  }>(sql`
    SELECT e.id, e.contact, e.civil_status, e.current_address FROM employees e
    WHERE e.role_id = 1 AND e.status IN ('trainee', 'probationary', 'regular', 'promoted')
      AND NOT EXISTS (SELECT 1 FROM users u WHERE u.employee_id = e.id AND u.name LIKE 'ess.%')
    ORDER BY e.id LIMIT 3`);
  const [pending, approved, declined] = rows;
  if (!pending || !approved || !declined) return;
  const requested = async (
    employeeId: number,
    changes: object,
    before: object,
    decision: { status: 'approved' | 'declined'; reason?: string } | null,
  ) =>
    tx.execute(sql`
      INSERT INTO profile_requests (employee_id, requested_by, changes, before, status, decided_by, decided_at,
        reason_declined, created_at)
      VALUES (${employeeId}, (SELECT min(id) FROM users WHERE employee_id = ${employeeId}),
        ${JSON.stringify(changes)}::jsonb, ${JSON.stringify(before)}::jsonb, ${decision?.status ?? 'pending'},
        ${decision ? opts.decidedBy : null}, ${decision ? sql`now() - interval '1 day'` : null},
        ${decision?.reason ?? null}, now() - interval '2 days')`);
  await requested(pending.id, { contact: '0917-5550123' }, { contact: pending.contact }, null);
  await requested(
    approved.id,
    { civil_status: 'married' },
    { civil_status: approved.civil_status },
    { status: 'approved' },
  );
  await tx.execute(sql`UPDATE employees SET civil_status = 'married' WHERE id = ${approved.id}`);
  await requested(
    declined.id,
    { current_address: 'Blk 4 Lot 12, Mabuhay Homes, Dasmariñas City' },
    { current_address: declined.current_address },
    { status: 'declined', reason: 'Please attach a barangay certificate of the new address.' },
  );
}
