import type { BulkDecisionBody } from '@hris/domain/bulk';
import type { ListArgs, SortOf } from '@hris/domain/paging';
import type {
  ApprovalBody,
  ApprovalReply,
  UndertimeAddBody,
  UndertimeDetail,
  UndertimeRow,
  UndertimeUpdateBody,
  undertimeListQuery,
} from '@hris/domain/schedule';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { pageOf, whereAll } from '../../db/paging';
import { write } from '../../db/write';
import { notFound } from '../../lib/errors';
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
import { undertimeRequests } from './schedule.tables';

const sorts = {
  date_filled: sql`r.date_filled`,
  date_of_undertime: sql`r.date_of_undertime`,
  full_name: e('full_name'),
  hr_status: sql`r.hr_status`,
} satisfies Record<SortOf<typeof undertimeListQuery>, SQL>;

const rowColumns = sql`r.id, r.employee_id, ${e.cols('emp_id', 'full_name')}, p.pos_name AS position_name,
  r.date_filled, r.date_of_undertime, r.total_hours, r.purpose, r.tl_status, r.asm_status, r.hr_status, r.created_at`;

/** Undertime: searched on the employee's name, filtered by HR's status and the year filed; the count reads the requests alone. */
export function listUndertime(db: Db, a: ListArgs<typeof undertimeListQuery>) {
  const filters = requestFilters(a);
  return pageOf<UndertimeRow>(db, {
    select: rowColumns,
    from: sql`undertime_requests r`,
    joins: sql`${employeeOfRequest} ${e.joinPosition('p')}`,
    where: [...filters, e.search(a.q)],
    count: sql`SELECT count(*)::int FROM undertime_requests r ${whereAll([...filters, e.searchIds(sql`r.employee_id`, a.q)])}`,
    sort: sorts[a.sort],
    order: a.order,
    tieBreak: sql`r.id`,
    page: a.page,
    perPage: a.per_page,
  });
}

/** `GET api/undertimerequest/get/{id}`. */
export async function getUndertime(db: Db, id: number): Promise<UndertimeDetail> {
  const { rows } = await db.execute<UndertimeDetail>(sql`
    SELECT ${rowColumns}, d.department_name, r.tl_date_approved, r.asm_date_approved, r.hr_date_approved,
      r.hr_reason_to_declined, r.updated_at
    FROM undertime_requests r ${employeeOfRequest} ${e.joinPosition('p', 'd')}
    WHERE r.id = ${id}`);
  if (!rows[0]) throw notFound('The undertime request');
  return rows[0];
}

/**
 * `POST api/undertimerequest/add` (the add form and manual encode): filed by HR, so the supervisor's
 * and department head's approvals are given; HR's decision is pending.
 */
export function addUndertime(db: Db, actor: Actor, body: UndertimeAddBody, today: string) {
  return write(db, actor, async ({ tx, audit }) => {
    await chosenEmployeeExists(tx, body.employee_id);
    const date_filled = body.date_filled ?? today;
    const [row] = await tx
      .insert(undertimeRequests)
      .values({
        ...body,
        date_filled,
        ...hrFiled(date_filled),
        hr_status: 'pending',
        created_by: actor.userId,
      })
      .returning();
    await audit({ action: 'create', entity: 'undertime_request', entityId: row!.id, after: row! });
    return { id: row!.id };
  });
}

const byId = (id: number) => eq(undertimeRequests.id, id);
const stillPending = (id: number) => and(byId(id), eq(undertimeRequests.hr_status, 'pending'));

/** `POST api/undertimerequest/update/{id}` (the edit form): only while HR's decision is pending (409 otherwise). */
export function updateUndertime(db: Db, actor: Actor, id: number, body: UndertimeUpdateBody) {
  return write(db, actor, async ({ tx, audit }) => {
    const [before] = await tx.select().from(undertimeRequests).where(byId(id));
    if (!before) throw notFound('The undertime request');
    const [after] = await tx
      .update(undertimeRequests)
      .set({ ...body, date_filled: body.date_filled ?? before.date_filled, updated_at: sql`now()` })
      .where(stillPending(id))
      .returning();
    if (!after) throw notPending();
    await audit({ action: 'update', entity: 'undertime_request', entityId: id, before, after });
    return { id };
  });
}

/**
 * `POST api/undertime/approval/{id}`: HR's decision, once, as for adjustments (a guarded UPDATE: of
 * two HR users deciding at once one succeeds, the other gets the 409). It changes no shift.
 */
export function decideUndertime(
  db: Db,
  actor: Actor,
  id: number,
  body: ApprovalBody,
  today: string,
): Promise<ApprovalReply> {
  return write(db, actor, async ({ tx, audit }) => {
    const [after] = await tx
      .update(undertimeRequests)
      .set({ ...decisionValues(body, today), updated_at: sql`now()` })
      .where(stillPending(id))
      .returning();
    if (!after) {
      const [exists] = await tx.select({ id: undertimeRequests.id }).from(undertimeRequests).where(byId(id));
      throw exists ? alreadyDecided() : notFound('The undertime request');
    }
    await audit(decisionAudit('undertime_request', id, after));
    return approvalReply(after.hr_status);
  });
}

/** `POST api/undertime/approval/bulk`: Approve selected and Decline selected, each by `decideUndertime`. */
export function decideUndertimes(
  db: Db,
  actor: Actor,
  body: BulkDecisionBody,
  today: string,
  log: FastifyBaseLogger,
) {
  return decideRequests(
    db,
    'undertime_requests',
    body,
    (id, approval) => decideUndertime(db, actor, id, approval, today),
    log,
  );
}

/** `DELETE api/undertimerequest/delete/{id}`. */
export function deleteUndertime(db: Db, actor: Actor, id: number) {
  return write(db, actor, async ({ tx, audit }) => {
    const [before] = await tx.delete(undertimeRequests).where(byId(id)).returning();
    if (!before) throw notFound('The undertime request');
    await audit({ action: 'delete', entity: 'undertime_request', entityId: id, before });
  });
}
