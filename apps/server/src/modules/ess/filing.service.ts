import {
  CANCELLED_BY_EMPLOYEE,
  ESS_FILING_MESSAGES,
  type EssFiledReply,
  type EssLeaveBody,
  type EssLeaveRow,
  type EssRequestRow,
  essLeaveApprovals,
  type essRequestsQuery,
} from '@hris/domain/ess-filing';
import { leaveUndecided } from '@hris/domain/leave';
import type { ListArgs } from '@hris/domain/paging';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageOf } from '../../db/paging';
import { write } from '../../db/write';
import { AppError, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/audit';
import { fileLeave } from '../leave/leave.filing';
import { leaveRequests } from '../leave/leave.tables';

/**
 * What an employee files for themselves and reads back (docs/self-service.md). Filing goes through
 * the leave module's `fileLeave` (HR's encode: the chain, the credits) and each request kind's `file`;
 * every statement here is bounded by the token's own employee.
 */

/** The employee files a leave: today, pending, the chain named as of today, filed by their account. */
export function fileOwnLeave(
  db: Db,
  actor: Actor & { userId: number },
  employeeId: number,
  body: EssLeaveBody,
  today: string,
): Promise<EssFiledReply> {
  return write(db, actor, async (w) => {
    const row = await fileLeave(w, {
      ...body,
      employee_id: employeeId,
      user_id: actor.userId,
      date_filled: today,
      status: 'pending',
      approvals: essLeaveApprovals,
      hr_date_recived: null,
      hr_date_approved: null,
    });
    return {
      response: 'success',
      message: ESS_FILING_MESSAGES.leaveFiled,
      id: row.id,
      status: 'pending',
      tl_status: row.tl_status as EssFiledReply['tl_status'],
      asm_status: row.asm_status as EssFiledReply['asm_status'],
    };
  });
}

/** The employee's leave requests starting in `year`, newest filed first (a year holds a few dozen at most). */
export async function ownLeaves(db: Db, employeeId: number, year: number): Promise<EssLeaveRow[]> {
  const { rows } = await db.execute<Omit<EssLeaveRow, 'can_cancel'>>(sql`
    SELECT l.id, l.date_filled, l.leave_type, l.remarks, l.no_of_days, l.start_date, l.end_date, l.reason,
      l.status, l.reason_to_declined, l.roles, l.supervisor, l.department_head, l.tl_status, l.tl_date_approved,
      l.asm_status, l.asm_date_approved, l.hr_date_approved
    FROM leave_requests l
    WHERE l.employee_id = ${employeeId}
      AND l.start_date >= ${`${year}-01-01`}::date AND l.start_date < ${`${year + 1}-01-01`}::date
    ORDER BY l.date_filled DESC, l.id DESC`);
  return rows.map((r) => ({ ...r, can_cancel: leaveUndecided(r) }));
}

/**
 * The employee withdraws a leave nobody has acted on (`leaveUndecided`): one guarded UPDATE, so of
 * the employee's cancel and an approver's or HR's decision at once exactly one happens. A pending
 * leave has taken no credits, so none come back. Another employee's leave is a 404.
 */
export function cancelOwnLeave(db: Db, actor: Actor, employeeId: number, id: number) {
  const own = and(eq(leaveRequests.id, id), eq(leaveRequests.employee_id, employeeId));
  return write(db, actor, async ({ tx, audit }) => {
    const [before] = await tx.select().from(leaveRequests).where(own).for('update');
    if (!before) throw notFound('The leave request');
    const [after] = await tx
      .update(leaveRequests)
      .set({ status: 'rejected', reason_to_declined: CANCELLED_BY_EMPLOYEE, updated_at: sql`now()` })
      .where(
        and(
          own,
          eq(leaveRequests.status, 'pending'),
          eq(leaveRequests.asm_status, 'pending'),
          or(eq(leaveRequests.roles, 2), eq(leaveRequests.tl_status, 'pending')),
        ),
      )
      .returning();
    if (!after) throw new AppError(409, ESS_FILING_MESSAGES.notCancellable);
    await audit({ action: 'cancel', entity: 'leave', entityId: id, before, after });
  });
}

/**
 * Every request of the employee, whatever its kind, newest filed first: one UNION ALL of the
 * employee's rows of each table (each read by its `employee_id` index), paged by `pageOf`.
 */
export function ownRequests(db: Db, employeeId: number, a: ListArgs<typeof essRequestsQuery>) {
  const dir = sql.raw(a.order === 'desc' ? 'DESC' : 'ASC');
  return pageOf<EssRequestRow>(db, {
    select: sql`r.*`,
    from: sql`(
      SELECT 'leave' AS kind, l.id, l.date_filled, l.start_date, l.end_date, l.leave_type, l.remarks,
        l.no_of_days, NULL::text AS current_shift, NULL::text AS requested_shift, NULL::int AS total_hours,
        l.reason, l.roles::int AS roles, l.status, l.tl_status, l.tl_date_approved, l.asm_status,
        l.asm_date_approved, l.hr_date_approved, NULLIF(l.reason_to_declined, '') AS reason_to_declined,
        l.created_at
      FROM leave_requests l WHERE l.employee_id = ${employeeId}
      UNION ALL
      SELECT 'adjustment', a.id, a.date_filled, a.date_of_request, a.date_of_request, NULL, NULL, NULL,
        a.current_shift, a.requested_shift, NULL, a.reason_for_change, 1, a.hr_status, a.tl_status,
        a.tl_date_approved, a.asm_status, a.asm_date_approved, a.hr_date_approved, a.hr_reason_to_declined,
        a.created_at
      FROM schedule_adjustments a WHERE a.employee_id = ${employeeId}
      UNION ALL
      SELECT 'undertime', u.id, u.date_filled, u.date_of_undertime, u.date_of_undertime, NULL, NULL, NULL,
        NULL, NULL, u.total_hours, u.purpose, 1, u.hr_status, u.tl_status, u.tl_date_approved, u.asm_status,
        u.asm_date_approved, u.hr_date_approved, u.hr_reason_to_declined, u.created_at
      FROM undertime_requests u WHERE u.employee_id = ${employeeId}
    ) r`,
    where: [],
    sort: sql`r.date_filled`,
    order: a.order,
    // the filing moment, then the kind: two requests of one day keep one order on every page
    tieBreak: sql`r.created_at ${dir}, r.kind ${dir}, r.id`,
    page: a.page,
    perPage: a.per_page,
  });
}
