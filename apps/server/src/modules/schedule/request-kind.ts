import type { BulkDecisionBody } from '@hris/domain/bulk';
import type { Order } from '@hris/domain/paging';
import {
  DECISION_ACTIONS,
  decisionValues,
  hrFiledApprovals,
  type RequestKind,
  selfFiledApprovals,
} from '@hris/domain/request-kind';
import {
  type ApprovalBody,
  type ApprovalReply,
  type RequestStatus,
  SCHEDULE_MESSAGES,
} from '@hris/domain/schedule';
import { shownDate } from '@hris/domain/text';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { pgArray } from '../../db/arrays';
import type { Db, Tx } from '../../db/client';
import { pageOf, whereAll } from '../../db/paging';
import { type Writer, write } from '../../db/write';
import { decideEach } from '../../lib/bulk';
import { AppError, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/audit';
import { e } from '../employees/employees.sql';
import { chosenEmployeeExists } from '../employees/employees.status';
import { decidedNotice, notify } from '../notifications/notify';
import type { scheduleAdjustments, undertimeRequests } from './schedule.tables';

/**
 * One implementation of what every request kind does (`RequestKind` of the domain): its list, its
 * detail, filing by HR (the steps before HR's approved on the day filed) and by the employee (every
 * step pending), edits while HR's decision
 * is pending, HR's decision (one guarded UPDATE ... AND hr_status = 'pending', so of two HR users
 * deciding at once one succeeds and the other gets the 409), the bulk decision (each request decided
 * alone by that same decision), deletion, and the audit row of each. A kind adds its table, its own
 * columns and sorts, and the hooks below for what is truly its own.
 */

/** The tables of the request kinds: the chain's columns (approvals() of schedule.tables.ts) and the kind's own. */
type RequestTable = typeof scheduleAdjustments | typeof undertimeRequests;

/** The list's query every kind shares (a kind's schema adds its own sort keys). */
type RequestListArgs = {
  q?: string | undefined;
  status?: RequestStatus | undefined;
  year?: number | undefined;
  sort: string;
  order: Order;
  page: number;
  per_page: number;
};

type Schemas<K extends RequestKind> = K['schemas'];
type SortKey<K extends RequestKind> =
  z.output<Schemas<K>['listQuery']> extends { sort: infer S extends string } ? S : never;
/** The sorts every kind has. */
type SharedSort = 'date_filled' | 'full_name' | 'hr_status';

export type RequestKindTable<K extends RequestKind, T extends RequestTable> = {
  kind: K;
  table: T;
  /** The kind's own columns of `r` (its table), listed after `date_filled`. */
  columns: SQL;
  /** What the detail adds to the shared detail columns, before `updated_at`. */
  detailColumns?: SQL;
  /** The kind's own sort keys. */
  sorts: Record<Exclude<SortKey<K>, SharedSort>, SQL>;
  /**
   * Columns the server works out when the request is filed or edited (after the employee is known
   * to exist): a refusal here is the kind's own 422.
   */
  filed?: (
    tx: Tx,
    employeeId: number,
    body: z.output<Schemas<K>['updateBody']>,
  ) => Promise<Partial<T['$inferInsert']>>;
  /** What approving does besides the status, in the decision's transaction. */
  approved?: (w: Writer, request: T['$inferSelect'], today: string) => Promise<void>;
};

/** The request's employee `e`, for the lists and details. */
const employeeOfRequest = sql`JOIN ${e.table} ON ${e('id')} = r.employee_id`;

/** The list filters of a request table under alias `r`: HR's status and the year of `date_filled`. */
function requestFilters(a: RequestListArgs): SQL[] {
  const conds: SQL[] = [];
  if (a.status) conds.push(sql`r.hr_status = ${a.status}`);
  if (a.year)
    conds.push(
      sql`r.date_filled >= ${`${a.year}-01-01`}::date AND r.date_filled < ${`${a.year + 1}-01-01`}::date`,
    );
  return conds;
}

/** The approval's reply (`{response, title, message}`). */
function approvalReply(status: RequestStatus): ApprovalReply {
  const replies: Record<RequestStatus, { title: string; message: string }> = {
    approved: { title: 'Approved', message: SCHEDULE_MESSAGES.approved },
    rejected: { title: 'Declined', message: SCHEDULE_MESSAGES.declined },
    pending: { title: 'Saved', message: SCHEDULE_MESSAGES.pending },
  };
  return { response: 'success', ...replies[status] };
}

/** A decided request is final: deciding it again, also by a second HR user racing the first, is this 409. */
const alreadyDecided = () =>
  new AppError(409, SCHEDULE_MESSAGES.decided, undefined, { title: 'Already decided' });

/** Only a pending request can be edited. */
const notPending = () => new AppError(409, SCHEDULE_MESSAGES.notPending);

/** The service of one request kind: the calls' work, for the kind's routes. */
export function requestService<K extends RequestKind, T extends RequestTable>(d: RequestKindTable<K, T>) {
  const { kind } = d;
  const { chain } = kind;
  // Typed as one of the request tables: this code touches only the columns every one of them has.
  const table = d.table as typeof undertimeRequests;
  const what = `The ${kind.noun}`;
  const statuses = sql.raw(chain.map(({ step }) => `r.${step}_status`).join(', '));
  const dates = sql.raw(chain.map(({ step }) => `r.${step}_date_approved`).join(', '));
  const rowColumns = sql`r.id, r.employee_id, ${e.cols('emp_id', 'full_name')}, p.pos_name AS position_name,
    r.date_filled, ${d.columns}, ${statuses}, r.created_at`;
  const sorts: Record<string, SQL> = {
    date_filled: sql`r.date_filled`,
    full_name: e('full_name'),
    hr_status: sql`r.hr_status`,
    ...d.sorts,
  };
  const byId = (id: number) => eq(table.id, id);
  const stillPending = (id: number) => and(byId(id), eq(table.hr_status, 'pending'));
  const filed = async (tx: Tx, employeeId: number, body: z.output<Schemas<K>['updateBody']>) =>
    d.filed ? d.filed(tx, employeeId, body) : {};

  /** The list: searched on the employee's name, filtered by HR's status and the year filed; the count reads the requests alone. */
  function list(db: Db, query: z.output<Schemas<K>['listQuery']>) {
    const a = query as RequestListArgs;
    const filters = requestFilters(a);
    // rows as sent: what the kind's reply schema takes
    return pageOf<z.input<Schemas<K>['row']>>(db, {
      select: rowColumns,
      from: sql`${table} r`,
      joins: sql`${employeeOfRequest} ${e.joinPosition('p')}`,
      where: [...filters, e.search(a.q)],
      count: sql`SELECT count(*)::int FROM ${table} r ${whereAll([...filters, e.searchIds(sql`r.employee_id`, a.q)])}`,
      sort: sorts[a.sort]!,
      order: a.order,
      tieBreak: sql`r.id`,
      page: a.page,
      perPage: a.per_page,
    });
  }

  /** One request with its department, the chain's dates and HR's reason. */
  async function get(db: Db, id: number): Promise<z.input<Schemas<K>['detail']>> {
    const { rows } = await db.execute(sql`
      SELECT ${rowColumns}, d.department_name, ${dates},
        r.hr_reason_to_declined${d.detailColumns ? sql`, ${d.detailColumns}` : sql``}, r.updated_at
      FROM ${table} r ${employeeOfRequest} ${e.joinPosition('p', 'd')}
      WHERE r.id = ${id}`);
    if (!rows[0]) throw notFound(what);
    return rows[0] as z.input<Schemas<K>['detail']>;
  }

  /** HR files a request: the steps before HR's are approved on the day filed, HR's decision is pending. */
  function add(db: Db, actor: Actor, body: z.output<Schemas<K>['addBody']>, today: string) {
    const fields = body as { employee_id: number; date_filled?: string | null };
    return write(db, actor, async ({ tx, audit }) => {
      await chosenEmployeeExists(tx, fields.employee_id);
      const date_filled = fields.date_filled ?? today;
      const [row] = await tx
        .insert(table)
        .values({
          ...(body as object),
          date_filled,
          ...(await filed(tx, fields.employee_id, body)),
          ...hrFiledApprovals(chain, date_filled),
          hr_status: 'pending',
          created_by: actor.userId,
        } as typeof table.$inferInsert)
        .returning();
      await audit({ action: 'create', entity: kind.entity, entityId: row!.id, after: row! });
      return { id: row!.id };
    });
  }

  /**
   * The employee files their own (self-service): filed today, every step of the chain pending, the
   * kind's own columns worked out as on HR's filing (the same 422s).
   */
  function file(
    db: Db,
    actor: Actor,
    employeeId: number,
    body: z.output<Schemas<K>['fileBody']>,
    today: string,
  ) {
    return write(db, actor, async ({ tx, audit }) => {
      const [row] = await tx
        .insert(table)
        .values({
          ...(body as object),
          employee_id: employeeId,
          date_filled: today,
          ...(await filed(tx, employeeId, body as z.output<Schemas<K>['updateBody']>)),
          ...selfFiledApprovals(chain),
          created_by: actor.userId,
        } as typeof table.$inferInsert)
        .returning();
      await audit({ action: 'create', entity: kind.entity, entityId: row!.id, after: row! });
      return row!;
    });
  }

  /** An edit, only while HR's decision is pending (409 otherwise, before the kind's own checks). */
  function update(db: Db, actor: Actor, id: number, body: z.output<Schemas<K>['updateBody']>) {
    const fields = body as { date_filled?: string | null };
    return write(db, actor, async ({ tx, audit }) => {
      const [before] = await tx.select().from(table).where(byId(id));
      if (!before) throw notFound(what);
      if (before.hr_status !== 'pending') throw notPending();
      const [after] = await tx
        .update(table)
        .set({
          ...(body as object),
          date_filled: fields.date_filled ?? before.date_filled,
          ...(await filed(tx, before.employee_id, body)),
          updated_at: sql`now()`,
        })
        .where(stillPending(id))
        .returning();
      if (!after) throw notPending();
      await audit({ action: 'update', entity: kind.entity, entityId: id, before, after });
      return { id };
    });
  }

  /** HR's decision, once (the guarded UPDATE); approving runs the kind's `approved` in the same transaction. */
  function decide(
    db: Db,
    actor: Actor,
    id: number,
    body: ApprovalBody,
    today: string,
  ): Promise<ApprovalReply> {
    return write(db, actor, async (w) => {
      const [after] = await w.tx
        .update(table)
        .set({ ...decisionValues(body, today), updated_at: sql`now()` })
        .where(stillPending(id))
        .returning();
      if (!after) {
        const [exists] = await w.tx.select({ id: table.id }).from(table).where(byId(id));
        throw exists ? alreadyDecided() : notFound(what);
      }
      const { hr_status, hr_date_approved, hr_reason_to_declined } = after;
      await w.audit({
        action: DECISION_ACTIONS[hr_status],
        entity: kind.entity,
        entityId: id,
        before: { hr_status: 'pending' },
        after: { hr_status, hr_date_approved, hr_reason_to_declined },
      });
      if (hr_status === 'approved' && d.approved) await d.approved(w, after as T['$inferSelect'], today);
      if (hr_status !== 'pending')
        await notify(w.tx, [
          decidedNotice(
            after.employee_id,
            kind.entity === 'undertime_request' ? 'undertime_decided' : 'adjustment_decided',
            `${kind.noun} filed on ${shownDate(after.date_filled)}`,
            hr_status === 'approved',
            hr_reason_to_declined,
            '/ess/requests',
          ),
        ]);
      return approvalReply(hr_status);
    });
  }

  /**
   * Approve selected and Decline selected: each request is decided alone by `decide` (HR's date is the
   * company's today, the reason the one given for all), so one decided meanwhile or deleted fails
   * alone with its 409 or 404.
   */
  async function decideMany(
    db: Db,
    actor: Actor,
    body: BulkDecisionBody,
    today: string,
    log: FastifyBaseLogger,
  ) {
    const { rows } = await db.execute<{ id: number; full_name: string }>(sql`
      SELECT r.id, ${e('full_name')} FROM ${table} r ${employeeOfRequest}
      WHERE r.id = ANY(${pgArray('int', body.ids)})`);
    const names = new Map(rows.map((r) => [r.id, r.full_name]));
    const approval: ApprovalBody = {
      hr_status: body.decision,
      hr_reason_to_declined: body.decision === 'rejected' ? body.reason : null,
      hr_date_approved: null,
    };
    return decideEach(
      body.ids,
      body.decision,
      names,
      async (id) => (await decide(db, actor, id, approval, today)).message,
      log,
    );
  }

  /** Deletes the request (and writes its audit row). */
  function remove(db: Db, actor: Actor, id: number) {
    return write(db, actor, async ({ tx, audit }) => {
      const [before] = await tx.delete(table).where(byId(id)).returning();
      if (!before) throw notFound(what);
      await audit({ action: 'delete', entity: kind.entity, entityId: id, before });
    });
  }

  return { kind, list, get, add, file, update, decide, decideMany, remove };
}

export type RequestService<K extends RequestKind> = ReturnType<typeof requestService<K, RequestTable>>;
