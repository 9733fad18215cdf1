import type { BulkDecisionBody } from '@hris/domain/bulk';
import type { ListArgs } from '@hris/domain/paging';
import {
  type ApprovalBody,
  type ApprovalReply,
  type adjustmentListQuery,
  type RequestStatus,
  SCHEDULE_MESSAGES,
  type undertimeListQuery,
} from '@hris/domain/schedule';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { decideEach } from '../../lib/bulk';
import { AppError } from '../../lib/errors';
import type { AuditEntry } from '../../plugins/audit';
import { e } from '../employees/employees.sql';

/**
 * What schedule adjustments and undertime requests share: HR files them with the supervisor's and
 * department head's approvals given, HR decides once (a guarded UPDATE ... AND hr_status = 'pending'),
 * and the lists filter on the employee's name, HR's status and the year of filing.
 */

/** The list filters of a request table under alias `r`: HR's status and the year of `date_filled`. */
export function requestFilters(a: ListArgs<typeof adjustmentListQuery | typeof undertimeListQuery>): SQL[] {
  const conds: SQL[] = [];
  if (a.status) conds.push(sql`r.hr_status = ${a.status}`);
  if (a.year)
    conds.push(
      sql`r.date_filled >= ${`${a.year}-01-01`}::date AND r.date_filled < ${`${a.year + 1}-01-01`}::date`,
    );
  return conds;
}

/** The request's employee `e`, for the lists and details. */
export const employeeOfRequest = sql`JOIN ${e.table} ON ${e('id')} = r.employee_id`;

/** Filed by HR: the supervisor's and the department head's approvals are given on the day filed. */
export const hrFiled = (dateFilled: string) =>
  ({
    tl_status: 'approved',
    tl_date_approved: dateFilled,
    asm_status: 'approved',
    asm_date_approved: dateFilled,
  }) as const;

/** The columns HR's decision sets: the date defaults to the company's today; a reason only when declining. */
export function decisionValues(body: ApprovalBody, today: string) {
  const decided = body.hr_status !== 'pending';
  return {
    hr_status: body.hr_status,
    hr_date_approved: decided ? (body.hr_date_approved ?? today) : null,
    hr_reason_to_declined: body.hr_status === 'rejected' ? body.hr_reason_to_declined : null,
  };
}

/** The approval's reply (§7: `{response, title, message}`). */
export function approvalReply(status: RequestStatus): ApprovalReply {
  const replies: Record<RequestStatus, { title: string; message: string }> = {
    approved: { title: 'Approved', message: SCHEDULE_MESSAGES.approved },
    rejected: { title: 'Declined', message: SCHEDULE_MESSAGES.declined },
    pending: { title: 'Saved', message: SCHEDULE_MESSAGES.pending },
  };
  return { response: 'success', ...replies[status] };
}

/** A decided request is final: deciding it again, also by a second HR user racing the first, is this 409. */
export const alreadyDecided = () =>
  new AppError(409, SCHEDULE_MESSAGES.decided, undefined, { title: 'Already decided' });

/** Only a pending request can be edited. */
export const notPending = () => new AppError(409, SCHEDULE_MESSAGES.notPending);

/** The audit row of HR's decision on a request (`entity` its kind), written with the decision. */
export function decisionAudit(
  entity: string,
  id: number,
  after: { hr_status: RequestStatus; hr_date_approved: string | null; hr_reason_to_declined: string | null },
): AuditEntry {
  const action = { pending: 'review', approved: 'approve', rejected: 'decline' }[after.hr_status];
  const { hr_status, hr_date_approved, hr_reason_to_declined } = after;
  return {
    action,
    entity,
    entityId: id,
    before: { hr_status: 'pending' },
    after: { hr_status, hr_date_approved, hr_reason_to_declined },
  };
}

/**
 * Approve selected and Decline selected on a list of requests (`table`, the kind's): each request is
 * decided alone by `decide`, the kind's single decision (HR's date is the company's today, the reason
 * the one given for all), so a request decided meanwhile or deleted fails alone with its 409 or 404.
 */
export async function decideRequests(
  db: Db,
  table: 'schedule_adjustments' | 'undertime_requests',
  body: BulkDecisionBody,
  decide: (id: number, approval: ApprovalBody) => Promise<ApprovalReply>,
  log: FastifyBaseLogger,
) {
  const { rows } = await db.execute<{ id: number; full_name: string }>(sql`
    SELECT r.id, ${e('full_name')} FROM ${sql.identifier(table)} r ${employeeOfRequest}
    WHERE r.id = ANY(${`{${body.ids.join(',')}}`}::int[])`);
  const names = new Map(rows.map((r) => [r.id, r.full_name]));
  const approval: ApprovalBody = {
    hr_status: body.decision,
    hr_reason_to_declined: body.decision === 'rejected' ? body.reason : null,
    hr_date_approved: null,
  };
  return decideEach(body.ids, body.decision, names, async (id) => (await decide(id, approval)).message, log);
}
