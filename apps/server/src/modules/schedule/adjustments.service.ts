import type { BulkDecisionBody } from '@hris/domain/bulk';
import type { ListArgs, SortOf } from '@hris/domain/paging';
import {
  type AdjustmentAddBody,
  type AdjustmentDetail,
  type AdjustmentRow,
  type AdjustmentUpdateBody,
  type ApprovalBody,
  type ApprovalReply,
  type adjustmentListQuery,
  sameShiftProblem,
} from '@hris/domain/schedule';
import { requestedShift, shiftText } from '@hris/domain/shifts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { pageOf, whereAll } from '../../db/paging';
import { write } from '../../db/write';
import { fieldError, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/audit';
import { e } from '../employees/employees.sql';
import { chosenEmployeeExists } from '../employees/employees.status';
import {
  alreadyDecided,
  approvalReply,
  decideRequests,
  decisionAudit,
  decisionValues,
  employeeOfRequest,
  hrFiled,
  notPending,
  requestFilters,
} from './requests';
import { scheduleAdjustments } from './schedule.tables';
import { lockShiftOwner, recordShift, shiftOn } from './shifts.service';

const sorts = {
  date_filled: sql`r.date_filled`,
  date_of_request: sql`r.date_of_request`,
  full_name: e('full_name'),
  hr_status: sql`r.hr_status`,
} satisfies Record<SortOf<typeof adjustmentListQuery>, SQL>;

const rowColumns = sql`r.id, r.employee_id, ${e.cols('emp_id', 'full_name')}, p.pos_name AS position_name,
  r.date_filled, r.date_of_request, r.current_shift, r.requested_shift, r.reason_for_change,
  r.tl_status, r.asm_status, r.hr_status, r.created_at`;

/**
 * Schedule Adjustment: searched on the employee's name, filtered by HR's status and the year filed,
 * paged on the server; the count reads the adjustments alone.
 */
export function listAdjustments(db: Db, a: ListArgs<typeof adjustmentListQuery>) {
  const filters = requestFilters(a);
  return pageOf<AdjustmentRow>(db, {
    select: rowColumns,
    from: sql`schedule_adjustments r`,
    joins: sql`${employeeOfRequest} ${e.joinPosition('p')}`,
    where: [...filters, e.search(a.q)],
    count: sql`SELECT count(*)::int FROM schedule_adjustments r ${whereAll([...filters, e.searchIds(sql`r.employee_id`, a.q)])}`,
    sort: sorts[a.sort],
    order: a.order,
    tieBreak: sql`r.id`,
    page: a.page,
    perPage: a.per_page,
  });
}

/** `GET api/scheduleadjustment/get/{id}`. */
export async function getAdjustment(db: Db, id: number): Promise<AdjustmentDetail> {
  const { rows } = await db.execute<AdjustmentDetail>(sql`
    SELECT ${rowColumns}, d.department_name, r.tl_date_approved, r.asm_date_approved, r.hr_date_approved,
      r.hr_reason_to_declined, r.hr_reason_to_declined AS reason_to_declined, r.updated_at
    FROM schedule_adjustments r ${employeeOfRequest} ${e.joinPosition('p', 'd')}
    WHERE r.id = ${id}`);
  if (!rows[0]) throw notFound('The schedule adjustment');
  return rows[0];
}

/**
 * The employee's shift on the day of the request, as the request records it ("" for none). A request
 * for that very shift changes nothing: a 422 on the requested shift.
 */
async function currentShiftText(
  tx: Tx,
  employeeId: number,
  body: { date_of_request: string; requested_shift: string },
): Promise<string> {
  const shift = await shiftOn(tx, employeeId, body.date_of_request);
  const same = sameShiftProblem(body.requested_shift, shift, body.date_of_request);
  if (same) throw fieldError('requested_shift', same);
  return shiftText(shift?.schedule, shift?.time);
}

/**
 * `POST api/scheduleadjustment/add`: HR files an adjustment (the adjustment form). `current_shift` is
 * the employee's shift on the date of request; the supervisor's and department head's approvals are
 * given, HR's decision is pending.
 */
export function addAdjustment(db: Db, actor: Actor, body: AdjustmentAddBody, today: string) {
  return write(db, actor, async ({ tx, audit }) => {
    await chosenEmployeeExists(tx, body.employee_id);
    const date_filled = body.date_filled ?? today;
    const [row] = await tx
      .insert(scheduleAdjustments)
      .values({
        ...body,
        date_filled,
        current_shift: await currentShiftText(tx, body.employee_id, body),
        ...hrFiled(date_filled),
        hr_status: 'pending',
        created_by: actor.userId,
      })
      .returning();
    await audit({ action: 'create', entity: 'schedule_adjustment', entityId: row!.id, after: row! });
    return { id: row!.id };
  });
}

const byId = (id: number) => eq(scheduleAdjustments.id, id);
const stillPending = (id: number) => and(byId(id), eq(scheduleAdjustments.hr_status, 'pending'));

/** `POST api/scheduleadjustment/update/{id}` (the edit form): only while HR's decision is pending (409 otherwise). */
export function updateAdjustment(db: Db, actor: Actor, id: number, body: AdjustmentUpdateBody) {
  return write(db, actor, async ({ tx, audit }) => {
    const [before] = await tx.select().from(scheduleAdjustments).where(byId(id));
    if (!before) throw notFound('The schedule adjustment');
    if (before.hr_status !== 'pending') throw notPending();
    const [after] = await tx
      .update(scheduleAdjustments)
      .set({
        ...body,
        date_filled: body.date_filled ?? before.date_filled,
        current_shift: await currentShiftText(tx, before.employee_id, body),
        updated_at: sql`now()`,
      })
      .where(stillPending(id))
      .returning();
    if (!after) throw notPending();
    await audit({ action: 'update', entity: 'schedule_adjustment', entityId: id, before, after });
    return { id };
  });
}

/**
 * `POST api/adjustment/approval/{id}`: HR's decision, once. The UPDATE is guarded on the request
 * still being pending, so of two HR users deciding at once exactly one succeeds and the other gets
 * the 409. Approving makes the requested shift the employee's from the date of request on: a
 * shift_history row (source 'adjustment', upserting that day's row) with the employee's time zone of
 * that day, and the employee record brought in step, in the same transaction.
 */
export function decideAdjustment(
  db: Db,
  actor: Actor,
  id: number,
  body: ApprovalBody,
  today: string,
): Promise<ApprovalReply> {
  return write(db, actor, async (w) => {
    const { tx } = w;
    const [after] = await tx
      .update(scheduleAdjustments)
      .set({ ...decisionValues(body, today), updated_at: sql`now()` })
      .where(stillPending(id))
      .returning();
    if (!after) {
      const [exists] = await tx
        .select({ id: scheduleAdjustments.id })
        .from(scheduleAdjustments)
        .where(byId(id));
      throw exists ? alreadyDecided() : notFound('The schedule adjustment');
    }
    await w.audit(decisionAudit('schedule_adjustment', id, after));
    if (after.hr_status === 'approved') {
      const shift = requestedShift(after.requested_shift)!;
      const employee = await lockShiftOwner(tx, after.employee_id);
      if (!employee) throw notFound('The employee');
      const then = await shiftOn(tx, after.employee_id, after.date_of_request);
      await recordShift(
        w,
        {
          employee_id: after.employee_id,
          effective_from: after.date_of_request,
          schedule: shift.schedule,
          time: shift.time,
          // the time zone of the shift in force that day; the employee's own when none was
          timezone_id: then?.timezone_id ?? employee.timezone_id,
          source: 'adjustment',
          adjustment_id: id,
        },
        today,
      );
    }
    return approvalReply(after.hr_status);
  });
}

/** `POST api/adjustment/approval/bulk`: Approve selected and Decline selected, each by `decideAdjustment`. */
export function decideAdjustments(
  db: Db,
  actor: Actor,
  body: BulkDecisionBody,
  today: string,
  log: FastifyBaseLogger,
) {
  return decideRequests(
    db,
    'schedule_adjustments',
    body,
    (id, approval) => decideAdjustment(db, actor, id, approval, today),
    log,
  );
}

/**
 * `DELETE api/scheduleadjustment/delete/{id}`: removes the request. An approved adjustment's shift
 * stays in the shift history (its row keeps the shift and loses only the link to the request, by
 * the foreign key's ON DELETE SET NULL): the employee worked that shift, and undoing it is a change
 * of shift, not a deletion of paperwork.
 */
export function deleteAdjustment(db: Db, actor: Actor, id: number) {
  return write(db, actor, async ({ tx, audit }) => {
    const [before] = await tx.delete(scheduleAdjustments).where(byId(id)).returning();
    if (!before) throw notFound('The schedule adjustment');
    await audit({ action: 'delete', entity: 'schedule_adjustment', entityId: id, before });
  });
}
