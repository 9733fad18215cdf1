import { ACTIVE_STATUSES } from '@hris/domain/employee';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { periodStart } from '../../db/clock';
import { leaveAccrualRuns } from './leave.tables';

const ACTIVE = sql.raw(ACTIVE_STATUSES.map((s) => `'${s}'`).join(', '));

export type AccrualResult = { period: string; refreshed: number; earned: number; alreadyRan: boolean };

/**
 * What a credit field held when the period began: the rows of earlier periods' runs, and every other
 * row written before the period's first moment. A refresh lapses no more than that, so credits
 * registered, returned or corrected after the month began are never taken back, however late it runs.
 */
const heldAtStart = (field: string, period: string) => sql`(
  SELECT coalesce(sum(x.delta), 0) FROM leave_credit_ledger x
  WHERE x.employee_id = c.employee_id AND x.field = ${field}
    AND (x.period < ${period} OR (x.period IS NULL AND x.created_at < ${periodStart(period)})))`;

/**
 * The first-of-the-month credit run for one period ("2026-11"), all in one transaction:
 * 1. refresh: for sub-departments refreshing monthly, and yearly ones in January, what was unused when
 *    the month began lapses (and `used` starts again from 0), before the month's earning;
 * 2. accrual: every active employee earns the monthly_earn of their sub-department.
 * A period runs once (`leave_accrual_runs`); runs of one period take turns on an advisory lock, so
 * running a month twice, on two nodes at once, at every restart or again after a crash (which rolls
 * the whole run back) leaves every balance as if it ran once. The ledger's unique index on
 * (employee, period, reason, field) is a second guard.
 */
export async function runAccrual(
  db: Db,
  period: string,
  hooks: { afterRefresh?: (tx: Tx) => Promise<void> } = {},
): Promise<AccrualResult> {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(period)) throw new Error(`Bad accrual period ${period}`);
  const january = period.endsWith('-01');
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727100, ${Number(period.replace('-', ''))})`);
    const done = await tx.select().from(leaveAccrualRuns).where(sql`period = ${period}`);
    if (done.length) return { period, refreshed: 0, earned: 0, alreadyRan: true };
    const refreshed = await tx.execute(sql`
      WITH targets AS (
        SELECT c.employee_id,
          least(c.leave_credit_balance, greatest(${heldAtStart('balance', period)}, 0)) AS bal,
          least(c.leave_credit_used, greatest(${heldAtStart('used', period)}, 0)) AS used
        FROM leave_credits c JOIN employees e ON e.id = c.employee_id
          JOIN leave_credit_config k ON k.sub_department_id = e.sub_department_id
        WHERE e.status IN (${ACTIVE}) AND (k.leave_refresh = 'monthly' OR (k.leave_refresh = 'yearly' AND ${january}))
        FOR UPDATE OF c),
      changes AS (
        SELECT employee_id, 'balance' AS field, -bal AS delta FROM targets WHERE bal > 0
        UNION ALL SELECT employee_id, 'used', -used FROM targets WHERE used > 0),
      ins AS (
        INSERT INTO leave_credit_ledger (employee_id, field, delta, reason, period, note)
        SELECT employee_id, field, delta, 'refresh', ${period}, 'Unused credits lapse' FROM changes
        ON CONFLICT (employee_id, period, reason, field) WHERE period IS NOT NULL DO NOTHING
        RETURNING employee_id, field, delta),
      sums AS (
        SELECT employee_id, coalesce(sum(delta) FILTER (WHERE field = 'balance'), 0) AS b,
          coalesce(sum(delta) FILTER (WHERE field = 'used'), 0) AS u
        FROM ins GROUP BY employee_id)
      UPDATE leave_credits c SET leave_credit_balance = c.leave_credit_balance + sums.b,
        leave_credit_used = c.leave_credit_used + sums.u, updated_at = now()
      FROM sums WHERE c.employee_id = sums.employee_id`);
    await hooks.afterRefresh?.(tx);
    const earners = sql`SELECT e.id AS employee_id, k.monthly_earn FROM employees e
      JOIN leave_credit_config k ON k.sub_department_id = e.sub_department_id
      WHERE e.status IN (${ACTIVE}) AND k.monthly_earn > 0`;
    await tx.execute(
      sql`INSERT INTO leave_credits (employee_id) SELECT employee_id FROM (${earners}) x ON CONFLICT DO NOTHING`,
    );
    const earned = await tx.execute(sql`
      WITH ins AS (
        INSERT INTO leave_credit_ledger (employee_id, field, delta, reason, period, note)
        SELECT employee_id, 'balance', monthly_earn, 'accrual', ${period}, 'Monthly earning' FROM (${earners}) x
        ON CONFLICT (employee_id, period, reason, field) WHERE period IS NOT NULL DO NOTHING
        RETURNING employee_id, delta)
      UPDATE leave_credits c SET leave_credit_balance = c.leave_credit_balance + ins.delta, updated_at = now()
      FROM ins WHERE c.employee_id = ins.employee_id`);
    const result = { period, refreshed: refreshed.rowCount ?? 0, earned: earned.rowCount ?? 0 };
    await tx.insert(leaveAccrualRuns).values(result);
    return { ...result, alreadyRan: false };
  });
}
