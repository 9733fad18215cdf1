import type { EmployeeOptionsQuery } from '@hris/domain/employee';
import {
  CREDIT_FIELDS,
  type CreditConfigBody,
  type CreditConfigRow,
  type CreditField,
  type creditsQuery,
  type LeaveCredits,
  type LedgerRow,
  type ledgerQuery,
  type RegisterCreditsBody,
  type UpdateCreditsBody,
} from '@hris/domain/leave';
import type { ListArgs, SortOf } from '@hris/domain/paging';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageOf, whereAll } from '../../db/paging';
import { readPrepared } from '../../db/prepared';
import { write } from '../../db/write';
import { fieldError, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/audit';
import { employeeOptions } from '../employees/employees.options';
import { e } from '../employees/employees.sql';
import { lockChosenEmployee } from '../employees/employees.status';
import { applyCredit } from './credits.ledger';
import { leaveCreditConfig, leaveCredits } from './leave.tables';

const creditColumns = sql`c.employee_id, ${e.cols('emp_id', 'full_name')}, p.pos_name AS position_name,
  c.leave_credit_balance::text, c.leave_credit_used::text, c.leave_credit_bereavement::text,
  c.leave_credit_solo_parents::text, c.leave_credit_maternity::text, c.leave_credit_paternity::text, c.updated_at`;

/** An employee's credits, or null when none are registered. */
export async function findCredits(db: Db, employeeId: number): Promise<LeaveCredits | null> {
  const rows = await readPrepared<LeaveCredits>(
    db,
    sql`SELECT ${creditColumns} FROM leave_credits c JOIN ${e.table} ON ${e('id')} = c.employee_id
      ${e.joinPosition('p')} WHERE c.employee_id = ${employeeId}`,
  );
  return rows[0] ?? null;
}

export async function getCredits(db: Db, employeeId: number): Promise<LeaveCredits> {
  const credits = await findCredits(db, employeeId);
  if (!credits) throw notFound('The leave credits of this employee');
  return credits;
}

const sorts = {
  full_name: e('full_name'),
  leave_credit_balance: sql`c.leave_credit_balance`,
  updated_at: sql`c.updated_at`,
} satisfies Record<SortOf<typeof creditsQuery>, SQL>;

export function listCredits(db: Db, a: ListArgs<typeof creditsQuery>) {
  return pageOf<LeaveCredits>(db, {
    select: creditColumns,
    from: sql`leave_credits c`,
    joins: sql`JOIN ${e.table} ON ${e('id')} = c.employee_id ${e.joinPosition('p')}`,
    where: [e.search(a.q)],
    // Every credits record has its employee (a foreign key): the count reads the credits alone, the
    // search as a condition on their employee ids.
    count: sql`SELECT count(*)::int FROM leave_credits c ${whereAll([e.searchIds(sql`c.employee_id`, a.q)])}`,
    sort: sorts[a.sort],
    order: a.order,
    tieBreak: sql`c.employee_id`,
    page: a.page,
    perPage: a.per_page,
  });
}

/**
 * `GET api/employee/nocredits`: the employee select of Register Credits. Once the monthly run has
 * opened credits for everyone, few employees are without: they are found first (one anti-join of
 * the two primary keys), then searched, rather than testing every employee the search finds against
 * the credits' ids (at 50,000 employees and a one-letter search: 8 ms instead of 16).
 */
export const employeesWithoutCredits = (db: Db, query: EmployeeOptionsQuery) =>
  employeeOptions(
    db,
    query,
    sql`${e('id')} IN (SELECT x.id FROM employees x WHERE NOT EXISTS (SELECT 1 FROM leave_credits c WHERE c.employee_id = x.id))`,
    { few: true },
  );

/** Register credits: the starting values, each a ledger row. An employee has one credits record. */
export async function registerCredits(db: Db, actor: Actor, body: RegisterCreditsBody) {
  return write(db, actor, async ({ tx, audit }) => {
    await lockChosenEmployee(tx, body.employee_id);
    const inserted = await tx
      .insert(leaveCredits)
      .values({ employee_id: body.employee_id })
      .onConflictDoNothing()
      .returning();
    if (!inserted.length)
      throw fieldError('employee_id', 'This employee already has leave credits. Update them instead.');
    for (const [field, column] of Object.entries(CREDIT_FIELDS) as [
      CreditField,
      keyof RegisterCreditsBody,
    ][]) {
      const value = Number(body[column]);
      if (value)
        await applyCredit(tx, {
          employeeId: body.employee_id,
          field,
          delta: value,
          reason: 'register',
          userId: actor.userId,
        });
    }
    await audit({
      action: 'create',
      entity: 'leave_credits',
      entityId: body.employee_id,
      after: body,
    });
    return { employee_id: body.employee_id };
  });
}

/** Update Credits: each changed field moves by the difference, as a manual_update ledger row. */
export async function updateCredits(db: Db, actor: Actor, employeeId: number, body: UpdateCreditsBody) {
  return write(db, actor, async ({ tx, audit }) => {
    const [before] = await tx
      .select()
      .from(leaveCredits)
      .where(eq(leaveCredits.employee_id, employeeId))
      .for('update');
    if (!before) throw notFound('The leave credits of this employee');
    if (
      body.leave_credit_balance !== undefined &&
      body.leave_credit_balance !== Number(before.leave_credit_balance)
    ) {
      throw fieldError(
        'leave_credit_balance',
        'The balance changes only through leave, accrual and refresh.',
      );
    }
    for (const [field, column] of Object.entries(CREDIT_FIELDS) as [CreditField, keyof typeof before][]) {
      const next = body[column as keyof UpdateCreditsBody];
      if (field === 'balance' || next === undefined) continue;
      const delta = Math.round((Number(next) - Number(before[column])) * 100) / 100;
      await applyCredit(
        tx,
        { employeeId, field, delta, reason: 'manual_update', userId: actor.userId },
        false,
      );
    }
    const [after] = await tx.select().from(leaveCredits).where(eq(leaveCredits.employee_id, employeeId));
    await audit({
      action: 'update',
      entity: 'leave_credits',
      entityId: employeeId,
      before,
      after: after!,
    });
    return { employee_id: employeeId };
  });
}

/** An employee's ledger, newest first: every line that explains the balances. */
export function listLedger(db: Db, employeeId: number, a: ListArgs<typeof ledgerQuery>) {
  return pageOf<LedgerRow>(db, {
    select: sql`x.id, x.field, x.delta::text, x.reason, x.leave_id, x.period, x.note, u.name AS created_by, x.created_at`,
    from: sql`leave_credit_ledger x`,
    joins: sql`LEFT JOIN users u ON u.id = x.created_by`,
    where: [sql`x.employee_id = ${employeeId}`],
    sort: sql`x.created_at`,
    order: a.order,
    tieBreak: sql`x.id`,
    page: a.page,
    perPage: a.per_page,
  });
}

/**
 * One row per sub-department; one without a saved configuration earns nothing ("0.00", the column's
 * two places) and refreshes yearly.
 */
export function listCreditConfig(db: Db): Promise<CreditConfigRow[]> {
  return readPrepared<CreditConfigRow>(
    db,
    sql`
    SELECT s.id AS sub_id, s.sub_department_name, coalesce(k.monthly_earn, 0)::numeric(5,2)::text AS monthly_earn,
      coalesce(k.leave_refresh, 'yearly') AS leave_refresh, coalesce(k.description, '') AS description
    FROM sub_departments s LEFT JOIN leave_credit_config k ON k.sub_department_id = s.id
    ORDER BY s.sub_department_name`,
  );
}

export async function updateCreditConfig(db: Db, actor: Actor, subId: number, body: CreditConfigBody) {
  return write(db, actor, async ({ tx, audit }) => {
    const { rows } = await tx.execute<{ id: number }>(
      sql`SELECT id FROM sub_departments WHERE id = ${subId} FOR UPDATE`,
    );
    if (!rows[0]) throw notFound('The sub-department');
    const [before] = await tx
      .select()
      .from(leaveCreditConfig)
      .where(eq(leaveCreditConfig.sub_department_id, subId));
    const values = {
      monthly_earn: body.monthly_earn.toFixed(2),
      leave_refresh: body.leave_refresh,
      description: body.description,
    };
    const [after] = await tx
      .insert(leaveCreditConfig)
      .values({ sub_department_id: subId, ...values })
      .onConflictDoUpdate({
        target: leaveCreditConfig.sub_department_id,
        set: { ...values, updated_at: sql`now()` },
      })
      .returning();
    await audit({
      action: before ? 'update' : 'create',
      entity: 'leave_credit_config',
      entityId: subId,
      ...(before && { before }),
      after: after!,
    });
    return { sub_id: subId };
  });
}
