import type { BulkDecision, BulkDecisionBody } from '@hris/domain/bulk';
import {
  type CreditField,
  canMoveLeave,
  type HrLeaveUpdateBody,
  LEAVE_DECISION_MESSAGES,
  type LeaveDetail,
  type LeaveRemarks,
  type LeaveRow,
  type LeaveStatus,
  type LeaveToday,
  type LeaveType,
  leaveDays,
  type leaveListQuery,
  type ManualLeaveBody,
} from '@hris/domain/leave';
import type { ListArgs, SortOf } from '@hris/domain/paging';
import { shownDate } from '@hris/domain/text';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { pgArray } from '../../db/arrays';
import type { Db, Tx } from '../../db/client';
import { companyToday } from '../../db/clock';
import { pageOf, whereAll } from '../../db/paging';
import { readPrepared } from '../../db/prepared';
import { type Writer, write } from '../../db/write';
import { decideEach } from '../../lib/bulk';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/audit';
import { e } from '../employees/employees.sql';
import { decidedNotice, notify } from '../notifications/notify';
import { CreditError, type Draw, redraw } from './credits.ledger';
import { findCredits } from './credits.service';
import { fileLeave, noteOf, wanted } from './leave.filing';
import { leaveRequests } from './leave.tables';

type Leave = typeof leaveRequests.$inferSelect;

const todayText = async (tx: Db | Tx) =>
  (await tx.execute<{ d: string }>(sql`SELECT ${companyToday}::text AS d`)).rows[0]!.d;

const sorts = {
  date_filled: sql`l.date_filled`,
  start_date: sql`l.start_date`,
  full_name: e('full_name'),
  no_of_days: sql`l.no_of_days`,
  status: sql`l.status`,
} satisfies Record<SortOf<typeof leaveListQuery>, SQL>;

/** The leave's employee `e`. */
const employeeOfLeave = sql`JOIN ${e.table} ON ${e('id')} = l.employee_id`;
const rowColumns = sql`l.id, l.user_id, l.employee_id, ${e.cols('full_name', 'emp_id')}, p.pos_name AS position_name,
  d.department_name, l.date_filled, l.leave_type, l.no_of_days, l.start_date, l.end_date, l.reason, l.remarks,
  l.status, l.tl_status, l.asm_status, l.ceo_status, l.roles,
  (l.status = 'pending' AND l.hr_date_recived IS NULL) AS is_new`;
const rowJoins = e.joinPosition('p', 'd');

/** Leave Management: filtered and paged on the server; the year is the year the leave starts. */
export function listLeaves(db: Db, a: ListArgs<typeof leaveListQuery>) {
  const filters = [
    a.year
      ? sql`l.start_date >= ${`${a.year}-01-01`} AND l.start_date < ${`${a.year + 1}-01-01`}`
      : undefined,
    a.status ? sql`l.status = ${a.status}` : undefined,
    a.leave_type ? sql`l.leave_type = ${a.leave_type}` : undefined,
  ];
  return pageOf<LeaveRow>(db, {
    select: rowColumns,
    from: sql`leave_requests l`,
    joins: sql`${employeeOfLeave} ${rowJoins}`,
    where: [...filters, e.search(a.q)],
    // The search counted on the leave's employee id alone, without joining the employees.
    count: a.q
      ? sql`SELECT count(*)::int FROM leave_requests l ${whereAll([...filters, e.searchIds(sql`l.employee_id`, a.q)])}`
      : undefined,
    sort: sorts[a.sort],
    order: a.order,
    tieBreak: sql`l.id`,
    page: a.page,
    perPage: a.per_page,
  });
}

export async function getLeave(db: Db, id: number): Promise<LeaveDetail> {
  const { rows } = await db.execute<Omit<LeaveDetail, 'credits'>>(sql`
    SELECT ${rowColumns}, l.reason_to_declined, l.tl_date_approved, l.asm_date_approved, l.hr_date_approved,
      l.hr_date_recived, l.supervisor, l.department_head, l.belongs_to, l.credit_field, l.credit_days,
      l.created_at, l.updated_at
    FROM leave_requests l ${employeeOfLeave} ${rowJoins} WHERE l.id = ${id}`);
  const leave = rows[0];
  if (!leave) throw notFound('The leave request');
  const credits = await findCredits(db, leave.employee_id);
  return { ...leave, credits };
}

async function lockLeave(tx: Tx, id: number): Promise<Leave> {
  const [row] = await tx.select().from(leaveRequests).where(eq(leaveRequests.id, id)).for('update');
  if (!row) throw notFound('The leave request');
  return row;
}

const held = (l: Leave): Draw => ({
  field: l.credit_field as CreditField | null,
  days: Number(l.credit_days),
});

/**
 * HR's decision on, or update of, one locked leave: the move is checked against docs/rules.md#leave-statuses, and the credits
 * are redrawn to match the result, in the caller's transaction, so twenty approvals at once deduct
 * once, and a deduction the credits cannot cover leaves everything as it was.
 */
async function review({ tx, actor, audit }: Writer, before: Leave, body: HrLeaveUpdateBody) {
  const id = before.id;
  const from = before.status as LeaveStatus;
  if (!canMoveLeave(from, body.status)) {
    throw new AppError(409, `A ${from} leave cannot be changed to ${body.status}.`);
  }
  const today = await todayText(tx);
  const days = leaveDays(body.start_date, body.end_date);
  const want = wanted(body.status, body.leave_type, body.remarks, days);
  const note = noteOf({ ...body, id });
  await redraw(
    tx,
    { employeeId: before.employee_id, leaveId: id, note, userId: actor.userId },
    held(before),
    want,
  );
  const [after] = await tx
    .update(leaveRequests)
    .set({
      date_filled: body.date_filled,
      leave_type: body.leave_type,
      remarks: body.remarks,
      start_date: body.start_date,
      end_date: body.end_date,
      no_of_days: days,
      reason: body.reason,
      status: body.status,
      reason_to_declined: body.status === 'rejected' ? body.reason_to_declined : '',
      hr_date_recived: body.hr_date_recived ?? before.hr_date_recived ?? today,
      hr_date_approved: body.status === 'approved' ? (before.hr_date_approved ?? today) : null,
      ...(body.tl_status && { tl_status: body.tl_status, tl_date_approved: body.tl_date_approved }),
      ...(body.asm_status && { asm_status: body.asm_status, asm_date_approved: body.asm_date_approved }),
      ...(body.ceo_status && { ceo_status: body.ceo_status }),
      credit_field: want.field,
      credit_days: String(want.days),
      updated_at: sql`now()`,
    })
    .where(eq(leaveRequests.id, id))
    .returning();
  await audit({ action: 'update', entity: 'leave', entityId: id, before, after: after! });
  if (from === 'pending' && after!.status !== 'pending')
    await notify(tx, [
      decidedNotice(
        after!.employee_id,
        'leave_decided',
        `${after!.leave_type} leave for ${shownDate(after!.start_date)} to ${shownDate(after!.end_date)}`,
        after!.status === 'approved',
        after!.reason_to_declined || null,
        '/ess/leave',
      ),
    ]);
  return after!;
}

/** HR's decision on, or update of, one leave (`leaveabsences/update/hr`), on the locked leave row. */
export function hrUpdateLeave(db: Db, actor: Actor, id: number, body: HrLeaveUpdateBody) {
  return write(db, actor, async (w) => review(w, await lockLeave(w.tx, id), body));
}

/**
 * HR's decision on one pending leave as filed (the bulk decision of Leave Management): the same locked
 * review as the approval screen's, with the leave's own fields. A leave no longer pending is a 409.
 */
export function decideLeave(db: Db, actor: Actor, id: number, decision: BulkDecision, reason: string) {
  return write(db, actor, async (w) => {
    const before = await lockLeave(w.tx, id);
    if (before.status !== 'pending') {
      const now = before.status === 'approved' ? 'approved' : 'declined';
      throw new AppError(409, `This leave request has already been ${now}.`);
    }
    await review(w, before, {
      date_filled: before.date_filled,
      leave_type: before.leave_type as LeaveType,
      remarks: before.remarks as LeaveRemarks,
      start_date: before.start_date,
      end_date: before.end_date,
      reason: before.reason,
      status: decision,
      reason_to_declined: decision === 'rejected' ? reason : '',
      hr_date_recived: null,
      tl_date_approved: null,
      asm_date_approved: null,
    });
    return LEAVE_DECISION_MESSAGES[decision];
  });
}

/** Leave Management's Approve selected and Decline selected: each leave decided alone (`decideLeave`). */
export async function decideLeaves(db: Db, actor: Actor, body: BulkDecisionBody, log: FastifyBaseLogger) {
  const { rows } = await db.execute<{ id: number; full_name: string }>(sql`
    SELECT l.id, ${e('full_name')} FROM leave_requests l ${employeeOfLeave}
    WHERE l.id = ANY(${pgArray('int', body.ids)})`);
  const names = new Map(rows.map((r) => [r.id, r.full_name]));
  return decideEach(
    body.ids,
    body.decision,
    names,
    (id) => decideLeave(db, actor, id, body.decision, body.reason),
    log,
  );
}

/** Cancel Leave Request: an approved leave becomes rejected and its days come back. */
export async function cancelLeave(db: Db, actor: Actor, id: number) {
  return write(db, actor, async ({ tx, audit }) => {
    const before = await lockLeave(tx, id);
    if (before.status !== 'approved') throw new AppError(409, 'Only an approved leave can be cancelled.');
    await redraw(
      tx,
      {
        employeeId: before.employee_id,
        leaveId: id,
        note: `${noteOf(before)} cancelled`,
        userId: actor.userId,
      },
      held(before),
      {
        field: null,
        days: 0,
      },
    );
    const [after] = await tx
      .update(leaveRequests)
      .set({
        status: 'rejected',
        reason_to_declined: before.reason_to_declined || 'Cancelled by HR',
        hr_date_approved: null,
        credit_field: null,
        credit_days: '0',
        updated_at: sql`now()`,
      })
      .where(eq(leaveRequests.id, id))
      .returning();
    await audit({ action: 'cancel', entity: 'leave', entityId: id, before, after: after! });
  });
}

/** Deletes a leave, giving back whatever it had taken. */
export async function deleteLeave(db: Db, actor: Actor, id: number) {
  return write(db, actor, async ({ tx, audit }) => {
    const before = await lockLeave(tx, id);
    await redraw(
      tx,
      {
        employeeId: before.employee_id,
        leaveId: id,
        note: `${noteOf(before)} deleted`,
        userId: actor.userId,
      },
      held(before),
      {
        field: null,
        days: 0,
      },
    );
    await tx.delete(leaveRequests).where(eq(leaveRequests.id, id));
    await audit({ action: 'delete', entity: 'leave', entityId: id, before });
  });
}

/**
 * Encode Leave Manually: a leave filed on paper, usually already approved by the team leader and
 * department head. Credits it cannot cover are a 422 on the day count (the form shows it in its "Oops" dialog).
 */
export async function addManualLeave(db: Db, actor: Actor, body: ManualLeaveBody) {
  try {
    return await write(db, actor, async (w) => {
      const today = await todayText(w.tx);
      const row = await fileLeave(w, {
        ...body,
        approvals: () => ({
          tl_status: body.tl_status,
          tl_date_approved: body.tl_date_approved,
          asm_status: body.asm_status,
          asm_date_approved: body.asm_date_approved,
        }),
        hr_date_recived: today,
        hr_date_approved: body.status === 'approved' ? (body.hr_date_approved ?? today) : null,
      });
      return { id: row.id };
    });
  } catch (err) {
    if (err instanceof CreditError) throw fieldError('no_of_days', err.message);
    throw err;
  }
}

const todayColumns = sql`l.id, l.employee_id, ${e('full_name')}, p.pos_name AS position_name, l.leave_type,
  l.start_date, l.end_date, l.no_of_days`;
/** Today, computed once per query (an InitPlan) rather than for every row it is compared with. */
const today = sql`(SELECT ${companyToday})`;

/**
 * Dashboard: approved leave covering today (Asia/Manila). The leave is found first (the approved leave
 * that has not ended, a handful of rows), then its employees: left to itself, the planner would walk
 * every employee by name looking for one on leave.
 */
export function onLeaveToday(db: Db): Promise<LeaveToday[]> {
  return readPrepared<LeaveToday>(
    db,
    sql`
    WITH l AS MATERIALIZED (
      SELECT * FROM leave_requests WHERE status = 'approved' AND end_date >= ${today} AND start_date <= ${today})
    SELECT ${todayColumns} FROM l ${employeeOfLeave} ${e.joinPosition('p')}
    ORDER BY ${e('full_name')} LIMIT 50`,
  );
}

/** Dashboard: approved leave starting within the next 30 days. */
export function incomingLeave(db: Db): Promise<LeaveToday[]> {
  return readPrepared<LeaveToday>(
    db,
    sql`
    SELECT ${todayColumns} FROM leave_requests l ${employeeOfLeave} ${e.joinPosition('p')}
    WHERE l.status = 'approved' AND l.start_date > ${today} AND l.start_date <= ${today} + 30
    ORDER BY l.start_date, ${e('full_name')} LIMIT 50`,
  );
}
