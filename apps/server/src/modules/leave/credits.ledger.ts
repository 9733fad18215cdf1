import { CREDIT_FIELDS, type CreditField, type LedgerReason } from '@hris/domain/leave';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { leaveCreditLedger } from './leave.tables';

export type CreditChange = {
  employeeId: number;
  field: CreditField;
  /** Days, positive to add, negative to take. */
  delta: number;
  reason: LedgerReason;
  leaveId?: number | null;
  period?: string | null;
  note?: string;
  userId?: number | null;
};

const LABELS: Record<CreditField, string> = {
  balance: 'leave credits',
  used: 'used credits',
  bereavement: 'bereavement credits',
  solo_parents: 'solo parent credits',
  maternity: 'maternity credits',
  paternity: 'paternity credits',
};

/** A deduction the credits cannot cover (409), or a change for someone without credits. */
export class CreditError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/**
 * Applies one change to one credit field: the balance column moves and a ledger row says why, in the
 * caller's transaction. A deduction is guarded in the UPDATE itself (`... AND field + delta >= 0`), so
 * two approvals racing for the same credits cannot both pass: the second sees the first's result.
 */
export async function applyCredit(
  tx: Tx,
  c: CreditChange,
  guard = c.delta < 0 && c.field !== 'used',
): Promise<void> {
  if (c.delta === 0) return;
  const col = sql.raw(`"${CREDIT_FIELDS[c.field]}"`);
  const { rows } = await tx.execute<{ value: string }>(sql`
    UPDATE leave_credits SET ${col} = ${col} + ${c.delta}, updated_at = now()
    WHERE employee_id = ${c.employeeId} ${guard ? sql`AND ${col} + ${c.delta} >= 0` : sql``}
    RETURNING ${col} AS value`);
  if (!rows[0]) {
    const { rows: have } = await tx.execute<{ value: string }>(
      sql`SELECT ${col} AS value FROM leave_credits WHERE employee_id = ${c.employeeId}`,
    );
    if (!have[0])
      throw new CreditError(
        'This employee has no leave credits registered yet. Register their credits first.',
      );
    throw new CreditError(
      `Insufficient ${LABELS[c.field]}: ${days(Number(have[0].value))} left, and this leave needs ${days(-c.delta)}.`,
    );
  }
  await tx.insert(leaveCreditLedger).values({
    employee_id: c.employeeId,
    field: c.field,
    delta: String(c.delta),
    reason: c.reason,
    leave_id: c.leaveId ?? null,
    period: c.period ?? null,
    note: c.note ?? '',
    created_by: c.userId ?? null,
  });
}

/** What a leave draws, and what it should draw now. */
export type Draw = { field: CreditField | null; days: number };

/**
 * Moves the credits of one leave from what it has taken (`held`) to what it should take (`want`):
 * gives the old days back and takes the new ones, with `used` following the balance. No change, no rows.
 */
export async function redraw(
  tx: Tx,
  ctx: { employeeId: number; leaveId: number; note: string; userId: number | null },
  held: Draw,
  want: Draw,
): Promise<void> {
  if (held.field === want.field && held.days === want.days) return;
  const base = { employeeId: ctx.employeeId, leaveId: ctx.leaveId, note: ctx.note, userId: ctx.userId };
  if (held.field && held.days > 0) {
    await applyCredit(tx, { ...base, field: held.field, delta: held.days, reason: 'return' });
    if (held.field === 'balance')
      await applyCredit(tx, { ...base, field: 'used', delta: -held.days, reason: 'return' });
  }
  if (want.field && want.days > 0) {
    await applyCredit(tx, { ...base, field: want.field, delta: -want.days, reason: 'deduction' });
    if (want.field === 'balance')
      await applyCredit(tx, { ...base, field: 'used', delta: want.days, reason: 'deduction' });
  }
}
