import type { ListArgs, SortOf } from '@hris/domain/paging';
import {
  CHANGE_FIELDS,
  CHANGE_LABELS,
  type ChangeField,
  type MyProfileRequest,
  type myProfileRequestsQuery,
  NOTHING_CHANGED,
  ONE_PENDING,
  PROFILE_REQUEST_DECIDED,
  type ProfileChangeBody,
  type ProfileRequestDetail,
  type ProfileRequestRow,
  type ProfileValues,
  type profileRequestsQuery,
} from '@hris/domain/profile-requests';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isoTimestampSql, pageOf, whereAll } from '../../db/paging';
import { type Writer, write } from '../../db/write';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/audit';
import { e } from '../employees/employees.sql';
import { applyProfileChange, profileValuesOf } from '../employees/profile';
import { notify } from '../notifications/notify';

/** The fields a request changes, in the form's order. */
const fieldsOf = (changes: ProfileValues): ChangeField[] =>
  CHANGE_FIELDS.filter((f) => changes[f] !== undefined);

/** Values compared as the JSON they are kept as (lists row by row, in order). */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const labelsOf = (fields: readonly ChangeField[]) => {
  const names = fields.map((f) => CHANGE_LABELS[f].toLowerCase());
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]!;
};

/**
 * `POST api/ess/me/profile-requests`: keeps only the fields that differ from the record, with the
 * record's values beside them; nothing different is a 422. One pending request per employee: a
 * second, also one racing the first, is a 409 (the partial unique index decides).
 */
export function fileProfileRequest(db: Db, actor: Actor, employeeId: number, body: ProfileChangeBody) {
  const asked = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as ProfileValues;
  const sent = fieldsOf(asked);
  return write(
    db,
    actor,
    async ({ tx, audit }) => {
      const now = await profileValuesOf(tx, employeeId, sent);
      if (!now) throw notFound('The employee');
      const changed = sent.filter((f) => !same(asked[f], now[f]));
      if (changed.length === 0) throw fieldError(sent[0]!, NOTHING_CHANGED);
      const changes = Object.fromEntries(changed.map((f) => [f, asked[f]]));
      const before = Object.fromEntries(changed.map((f) => [f, now[f]]));
      const { rows } = await tx.execute<{ id: number }>(sql`
        INSERT INTO profile_requests (employee_id, requested_by, changes, before)
        VALUES (${employeeId}, ${actor.userId}, ${JSON.stringify(changes)}::jsonb, ${JSON.stringify(before)}::jsonb)
        RETURNING id`);
      const id = rows[0]!.id;
      await audit({
        action: 'create',
        entity: 'profile_request',
        entityId: id,
        after: { employeeId, changes, before },
      });
      return { id };
    },
    { profile_requests_one_pending_key: new AppError(409, ONE_PENDING) },
  );
}

const requestColumns = sql`r.id, r.status, r.changes, ${isoTimestampSql('r.created_at')} AS created_at,
  ${isoTimestampSql('r.decided_at')} AS decided_at, r.reason_declined`;

type Stored = { changes: ProfileValues };
const withFields = <T extends Stored>(row: T) => ({ ...row, fields: fieldsOf(row.changes) });
/** HR's row names the fields; the values are the detail's. */
const listed = <T extends Stored>({ changes, ...row }: T) => ({ ...row, fields: fieldsOf(changes) });

/** `GET api/ess/me/profile-requests`: the employee's own, newest first. */
export async function myProfileRequests(
  db: Db,
  employeeId: number,
  a: ListArgs<typeof myProfileRequestsQuery>,
) {
  const page = await pageOf<Omit<MyProfileRequest, 'fields'>>(db, {
    select: requestColumns,
    from: sql`profile_requests r`,
    where: [sql`r.employee_id = ${employeeId}`],
    sort: sql`r.created_at`,
    order: a.order,
    tieBreak: sql`r.id`,
    page: a.page,
    perPage: a.per_page,
  });
  return { ...page, data: page.data.map(withFields) };
}

// ---- HR's screen

const sorts = {
  created_at: sql`r.created_at`,
  full_name: e('full_name'),
  status: sql`r.status`,
} satisfies Record<SortOf<typeof profileRequestsQuery>, SQL>;

const rowColumns = sql`${requestColumns}, r.employee_id, ${e.cols('emp_id', 'full_name')}, p.pos_name AS position_name`;
const employeeOfRequest = sql`JOIN ${e.table} ON ${e('id')} = r.employee_id`;

/** `GET api/profile-requests`: searched on the employee's name, filtered by status; the count reads the requests alone. */
export async function listProfileRequests(db: Db, a: ListArgs<typeof profileRequestsQuery>) {
  const filters = a.status ? [sql`r.status = ${a.status}`] : [];
  const page = await pageOf<Omit<ProfileRequestRow, 'fields'> & Stored>(db, {
    select: rowColumns,
    from: sql`profile_requests r`,
    joins: sql`${employeeOfRequest} ${e.joinPosition('p')}`,
    where: [...filters, e.search(a.q)],
    count: sql`SELECT count(*)::int FROM profile_requests r ${whereAll([...filters, e.searchIds(sql`r.employee_id`, a.q)])}`,
    sort: sorts[a.sort],
    order: a.order,
    tieBreak: sql`r.id`,
    page: a.page,
    perPage: a.per_page,
  });
  return { ...page, data: page.data.map(listed) };
}

/** `GET api/profile-requests/{id}`: what was on record when filed, what is now, and what is asked. */
export async function getProfileRequest(db: Db, id: number): Promise<ProfileRequestDetail> {
  const { rows } = await db.execute<Omit<ProfileRequestDetail, 'fields' | 'current'>>(sql`
    SELECT ${rowColumns}, d.department_name, r.before, rb.name AS requested_by, db.name AS decided_by
    FROM profile_requests r ${employeeOfRequest} ${e.joinPosition('p', 'd')}
    LEFT JOIN users rb ON rb.id = r.requested_by LEFT JOIN users db ON db.id = r.decided_by
    WHERE r.id = ${id}`);
  const row = rows[0];
  if (!row) throw notFound('The profile request');
  const fields = fieldsOf(row.changes);
  const current = (await profileValuesOf(db, row.employee_id, fields)) ?? {};
  return { ...row, fields, current };
}

/**
 * Moves a pending request to `approved` or `declined` once (the guarded UPDATE): of two HR users
 * deciding at once one wins, the other gets the 409. A missing request is a 404.
 */
async function decide(w: Writer, id: number, status: 'approved' | 'declined', reason: string | null) {
  const { rows } = await w.tx.execute<{ employee_id: number; changes: ProfileValues }>(sql`
    UPDATE profile_requests SET status = ${status}, decided_by = ${w.actor.userId}, decided_at = now(),
      reason_declined = ${reason}, updated_at = now()
    WHERE id = ${id} AND status = 'pending'
    RETURNING employee_id, changes`);
  const row = rows[0];
  if (!row) {
    const { rows: found } = await w.tx.execute(sql`SELECT 1 FROM profile_requests WHERE id = ${id}`);
    throw found.length ? new AppError(409, PROFILE_REQUEST_DECIDED) : notFound('The profile request');
  }
  await w.audit({
    action: status === 'approved' ? 'approve' : 'decline',
    entity: 'profile_request',
    entityId: id,
    before: { status: 'pending' },
    after: { status, ...(reason && { reason_declined: reason }) },
  });
  return row;
}

/**
 * `POST api/profile-requests/{id}/approve`: the request's fields are written to the record in the same
 * transaction, as this HR user's update of the employee, even when the record changed on those fields
 * since the request was filed (the detail shows HR both; the employee's latest word is the one asked).
 */
export function approveProfileRequest(db: Db, actor: Actor, id: number) {
  return write(db, actor, async (w) => {
    const { employee_id, changes } = await decide(w, id, 'approved', null);
    await applyProfileChange(w, employee_id, changes);
    await notify(w.tx, [
      {
        employeeId: employee_id,
        kind: 'profile_decided',
        title: 'Your profile change was approved',
        body: `HR approved your request to change your ${labelsOf(fieldsOf(changes))}. Your record now shows the new details.`,
        link: '/ess/profile',
      },
    ]);
    return { id };
  });
}

/** `POST api/profile-requests/{id}/decline`: the record stays as it is; the employee reads the reason. */
export function declineProfileRequest(db: Db, actor: Actor, id: number, reason: string) {
  return write(db, actor, async (w) => {
    const { employee_id, changes } = await decide(w, id, 'declined', reason);
    await notify(w.tx, [
      {
        employeeId: employee_id,
        kind: 'profile_decided',
        title: 'Your profile change was declined',
        body: `HR declined your request to change your ${labelsOf(fieldsOf(changes))}: ${reason}`,
        link: '/ess/profile/request',
      },
    ]);
    return { id };
  });
}
