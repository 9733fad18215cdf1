import { ACTIVE_STATUSES } from '@hris/domain/employee';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';

const ACTIVE = sql.raw(ACTIVE_STATUSES.map((s) => `'${s}'`).join(', '));

/** The Asia/Manila month of a moment, "YYYY-MM": the company's calendar. */
export function manilaPeriod(at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Manila',
    year: 'numeric',
    month: '2-digit',
  }).format(at);
}

export type AccrualResult = { period: string; refreshed: number; earned: number };

/**
 * The first-of-the-month credit run for one period ("2026-11"), all in one transaction:
 * 1. refresh: for sub-departments refreshing monthly, and yearly ones in January, the unused balance
 *    lapses (and `used` starts again from 0), before the month's earning;
 * 2. accrual: every active employee earns the monthly_earn of their sub-department.
 * Each (employee, period, reason, field) is a ledger row under a unique index, and runs of one period
 * take turns on an advisory lock: running a month twice, on two nodes at once, or again after a crash
 * (which rolls the whole run back) leaves every balance as if it ran once.
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
    const refreshed = await tx.execute(sql`
      WITH targets AS (
        SELECT c.employee_id, c.leave_credit_balance AS bal, c.leave_credit_used AS used
        FROM leave_credits c JOIN employees e ON e.id = c.employee_id
          JOIN leave_credit_config k ON k.sub_department_id = e.sub_department_id
        WHERE e.status IN (${ACTIVE}) AND (k.leave_refresh = 'monthly' OR (k.leave_refresh = 'yearly' AND ${january}))
        FOR UPDATE OF c),
      changes AS (
        SELECT employee_id, 'balance' AS field, -bal AS delta FROM targets
        UNION ALL SELECT employee_id, 'used', -used FROM targets WHERE used <> 0),
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
    return { period, refreshed: refreshed.rowCount ?? 0, earned: earned.rowCount ?? 0 };
  });
}
