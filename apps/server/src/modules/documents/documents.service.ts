import {
  type AckPageReply,
  acknowledgedPercent,
  DOCUMENT_MESSAGES,
  type DocumentEmployeeRow,
  type DocumentEmployeesQuery,
  type DocumentKind,
  type documentEmployeesQuery,
  type EmployeeDocumentsReply,
  type RecipientRow,
  type RecipientsQuery,
  type SentDocumentRow,
  type SentDocumentsQuery,
  type sentDocumentsQuery,
} from '@hris/domain/documents';
import type { MailOutcome } from '@hris/domain/mail';
import { type Paged, pageMeta, type SortOf } from '@hris/domain/paging';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { isoTimestampSql, pageOf, whereAll } from '../../db/paging';
import { readPrepared } from '../../db/prepared';
import { type Writer, write } from '../../db/write';
import { AppError, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/audit';
import type { FileRow, Files, Upload } from '../../plugins/files/files';
import type { Mail, Mailer } from '../../plugins/mail';
import { e } from '../employees/employees.sql';
import { chosenEmployeeExists } from '../employees/employees.status';
import { type Notice, notify } from '../notifications/notify';
import { ackExpiry, ackToken, checkAckToken } from './ack-links';
import { acknowledgeCopy, employeeCopies } from './copies';

export type DocumentsDeps = {
  db: Db;
  files: Files;
  mailer: Mailer;
  /** The app's address as employees reach it, for the links in the mails. */
  publicUrl: string;
  ackKey: Buffer;
  log: (msg: string) => void;
};

/** A group: a sub-department, by its id (or the legacy slug's name). */
export type Group = { id: number; name: string };

// ---- the employee lists

const employeeSorts = {
  full_name: e('full_name'),
  emp_id: e('emp_id'),
  employment_date: e('employment_date'),
  position: sql`p.pos_name`,
  status: e('status'),
} satisfies Record<SortOf<typeof documentEmployeesQuery>, SQL>;

/** Each employee's documents, counted from their copies alone (employee_documents_employee_idx). */
const copyCounts = sql`LEFT JOIN LATERAL (
  SELECT count(*) FILTER (WHERE ed.document_type = 'contract')::int AS contracts,
    count(*) FILTER (WHERE ed.document_type = 'memo')::int AS memos,
    count(*) FILTER (WHERE ed.status = 'unacknowledged')::int AS unacknowledged
  FROM employee_documents ed WHERE ed.employee_id = ${e('id')}) c ON true`;

const yearOf = (year: number | undefined) =>
  year === undefined
    ? undefined
    : sql`${e('employment_date')} >= make_date(${year}::int, 1, 1) AND ${e('employment_date')} < make_date(${year}::int + 1, 1, 1)`;

/**
 * `GET api/contractsmemo` (everyone, any status: a former employee's contract stays on file) and the
 * group lists (the group's active members, who receive what is sent to it).
 */
export function employeeList(db: Db, q: DocumentEmployeesQuery, group?: Group) {
  return pageOf<DocumentEmployeeRow>(db, {
    select: sql`${e.cols('id', 'emp_id', 'full_name')}, p.pos_name AS position, d.department_name,
      s.sub_department_name, ${e.cols('employment_date', 'status')}, c.contracts, c.memos, c.unacknowledged`,
    from: e.table,
    joins: sql`${e.joinPosition('p', 'd')} ${e.joinSubDepartment('s')} ${copyCounts}`,
    where: [
      group ? sql`${e('sub_department_id')} = ${group.id} AND ${e.isActive}` : undefined,
      yearOf(q.year),
      e.search(q.q),
    ],
    sort: employeeSorts[q.sort],
    order: q.order,
    tieBreak: e('id'),
    page: q.page,
    perPage: q.per_page,
  });
}

/** A group list's reply: the members' page, and the group with how many active members it has. */
export async function groupMembers(db: Db, q: DocumentEmployeesQuery, group: Group) {
  const [page, [count]] = await Promise.all([
    employeeList(db, q, group),
    readPrepared<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM ${e.table} WHERE ${e('sub_department_id')} = ${group.id} AND ${e.isActive}`,
    ),
  ]);
  return { ...page, group: { id: group.id, name: group.name, members: count?.n ?? 0 } };
}

/** The sub-department a legacy group stands for (by name), or one by id; 404 when there is none. */
export async function findGroup(db: Db, by: { name: string } | { id: number }): Promise<Group> {
  const [row] = await readPrepared<Group>(
    db,
    'name' in by
      ? sql`SELECT id, sub_department_name AS name FROM sub_departments WHERE lower(sub_department_name) = lower(${by.name})`
      : sql`SELECT id, sub_department_name AS name FROM sub_departments WHERE id = ${by.id}`,
  );
  if (row) return row;
  throw new AppError(
    404,
    'name' in by ? DOCUMENT_MESSAGES.groupMissing(by.name) : 'The sub-department was not found.',
  );
}

// ---- one employee's documents

/** `GET api/contractsmemo/getinfo/{id}` (or getcontractinfo, getmemoinfo: `kind` only), newest first. */
export async function employeeDocuments(
  db: Db,
  files: Files,
  employeeId: number,
  kind?: DocumentKind,
): Promise<EmployeeDocumentsReply> {
  const [employee] = await readPrepared<EmployeeDocumentsReply['employee']>(
    db,
    sql`SELECT ${e.cols('id', 'emp_id', 'full_name')}, p.pos_name AS position, d.department_name,
      s.sub_department_name, ${e('employment_date')}::text AS employment_date, ${e('status')},
      nullif(${e('email_address')}, '') AS email
    FROM ${e.table} LEFT JOIN positions p ON p.id = ${e('position_id')} LEFT JOIN departments d ON d.id = p.department_id
    ${e.joinSubDepartment('s')} WHERE ${e('id')} = ${employeeId}`,
  );
  if (!employee) throw notFound('The employee');
  return { employee, documents: await employeeCopies(db, files, employeeId, kind) };
}

// ---- sending

/** Who an assignment goes to. */
export type Target =
  | { audience: 'employee'; employeeId: number }
  | { audience: 'group'; group: Group }
  | { audience: 'all' };

const targetText = (t: Target) =>
  t.audience === 'employee'
    ? `employee ${t.employeeId}`
    : t.audience === 'group'
      ? `group ${t.group.id}`
      : 'all';

/** The recipients of a target, as the condition on employees `e`: a group's or everyone's active members. */
function recipientsOf(t: Target): SQL {
  if (t.audience === 'employee') return sql`${e('id')} = ${t.employeeId}`;
  if (t.audience === 'group') return sql`${e('sub_department_id')} = ${t.group.id} AND ${e.isActive}`;
  return e.isActive;
}

const RESEND_WINDOW = '10 minutes';

/**
 * Sends the request's files, each as one document, to the target: every recipient gets a copy of
 * each, all in one transaction (every member gets them or none does), each file stored once. Each
 * copy's recipient is e-mailed a personal acknowledgement link through the outbox (queued in the same
 * transaction, sent once it has committed). Assignments to one target take turns (an advisory lock),
 * and the same file (name and size) sent to the same target within 10 minutes is a 409: a double
 * submit does not send everyone every memo twice.
 */
export async function assign(
  deps: DocumentsDeps,
  actor: Actor,
  upload: Upload,
  kind: DocumentKind,
  target: Target,
) {
  const result = await write(deps.db, actor, async (w) => {
    await w.tx.execute(sql`SELECT pg_advisory_xact_lock(727301, hashtext(${targetText(target)}))`);
    if (target.audience === 'employee')
      await chosenEmployeeExists(w.tx, target.employeeId, 'Please select an employee.');
    const stored = await upload.record(w);
    const sentAt = new Date().toISOString();
    const documents: { id: number; original_name: string }[] = [];
    let recipients = 0;
    const mails: Mail[] = [];
    for (const file of stored) {
      await refuseResend(w.tx, file, kind, target);
      const id = await insertDocument(w, file, kind, target, sentAt);
      const copies = await insertCopies(w.tx, id, kind, target, sentAt);
      if (copies.length === 0)
        throw new AppError(
          409,
          target.audience === 'employee' ? 'The employee was not found.' : DOCUMENT_MESSAGES.noMembers,
        );
      await w.tx.execute(sql`UPDATE documents SET recipients = ${copies.length} WHERE id = ${id}`);
      await w.audit({
        action: 'send',
        entity: 'documents',
        entityId: id,
        after: {
          document_type: kind,
          audience: target.audience,
          target: targetText(target),
          file_id: file.id,
          recipients: copies.length,
        },
      });
      documents.push({ id, original_name: file.original_name });
      recipients = copies.length;
      mails.push(...copyMails(deps, copies, kind, file.original_name, sentAt));
      const notices = copies.map((c) => assignedNotice(c.employee_id, kind, file.original_name));
      await notify(w.tx, notices, { mailed: true });
    }
    await deps.mailer.queue(w.tx, mails);
    return { documents, recipients, mailed: mails.length };
  });
  return { ...result, mail: await deliverSoon(deps) };
}

/**
 * Sends what was queued, after the reply (a failure is logged, and the outbox job tries again), and
 * says what the reply may promise: the mails are being sent, or kept for want of a sender.
 */
async function deliverSoon(deps: DocumentsDeps): Promise<MailOutcome> {
  deps.mailer.deliverQueued().catch((err: Error) => deps.log(`mail: delivery failed: ${err.message}`));
  return (await deps.mailer.hasSender()) ? 'queued' : 'no_sender';
}

async function refuseResend(tx: Tx, file: FileRow, kind: DocumentKind, t: Target): Promise<void> {
  const { rows } = await tx.execute<{ at: string }>(sql`
    SELECT to_char(doc.sent_at AT TIME ZONE 'Asia/Manila', 'HH12:MI AM') AS at
    FROM documents doc JOIN files f ON f.id = doc.file_id
    WHERE doc.sent_at > now() - ${RESEND_WINDOW}::interval AND doc.document_type = ${kind}
      AND doc.audience = ${t.audience} AND f.original_name = ${file.original_name} AND f.size_bytes = ${file.size_bytes}
      AND f.id <> ${file.id}
      ${t.audience === 'group' ? sql`AND doc.sub_department_id = ${t.group.id}` : sql``}
      ${t.audience === 'employee' ? sql`AND EXISTS (SELECT 1 FROM employee_documents ed WHERE ed.document_id = doc.id AND ed.employee_id = ${t.employeeId})` : sql``}
    LIMIT 1`);
  if (rows[0])
    throw new AppError(
      409,
      `${file.original_name} was already sent to ${t.audience === 'group' ? t.group.name : t.audience === 'all' ? 'everyone' : 'this employee'} at ${rows[0].at}. Wait a few minutes to send the same file again.`,
    );
}

async function insertDocument(w: Writer, file: FileRow, kind: DocumentKind, t: Target, sentAt: string) {
  const { rows } = await w.tx.execute<{ id: number }>(sql`
    INSERT INTO documents (file_id, document_type, audience, sub_department_id, group_name, sent_by, sent_at, recipients)
    VALUES (${file.id}, ${kind}, ${t.audience}, ${t.audience === 'group' ? t.group.id : null},
      ${t.audience === 'group' ? t.group.name : null}, ${w.actor.userId}, ${sentAt}, 0)
    RETURNING id`);
  return rows[0]!.id;
}

type Copy = { id: number; employee_id: number; full_name: string; email: string | null };

/** One copy for each recipient (set-based), with whom to e-mail. */
async function insertCopies(
  tx: Tx,
  documentId: number,
  kind: DocumentKind,
  t: Target,
  sentAt: string,
): Promise<Copy[]> {
  const { rows } = await tx.execute<Copy>(sql`
    WITH made AS (
      INSERT INTO employee_documents (document_id, employee_id, document_type, date_sent)
      SELECT ${documentId}, ${e('id')}, ${kind}, ${sentAt} FROM ${e.table} WHERE ${recipientsOf(t)}
      RETURNING id, employee_id)
    SELECT made.id, made.employee_id, ${e('full_name')} AS full_name,
      nullif(trim(${e('email_address')}), '') AS email
    FROM made JOIN ${e.table} ON ${e('id')} = made.employee_id`);
  return rows;
}

/** A copy's notification in self-service; its e-mail is the acknowledgement link's (copyMails). */
function assignedNotice(employeeId: number, kind: DocumentKind, name: string): Notice {
  const what = kind === 'contract' ? 'contract' : 'memo';
  return {
    employeeId,
    kind: 'document_assigned',
    title: `Please acknowledge the ${what} "${name}"`,
    body: `HR has sent you a ${what}: "${name}". Please open it and acknowledge that you have received and read it.`,
    link: '/ess/documents',
  };
}

/** The mails of some copies: each its own link. */
function copyMails(
  deps: DocumentsDeps,
  copies: readonly Copy[],
  kind: DocumentKind,
  name: string,
  sentAt: string,
  reminder = false,
): Mail[] {
  const what = kind === 'contract' ? 'contract' : 'memo';
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Manila',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(sentAt));
  const now = Date.now();
  const expiresAt = new Date(ackExpiry(now) * 1000);
  return copies
    .filter((c): c is Copy & { email: string } => !!c.email)
    .map((c) => {
      const link = `${deps.publicUrl}/acknowledge/${ackToken(deps.ackKey, c.id, now)}`;
      return {
        to: c.email,
        subject: `${reminder ? 'Reminder: please acknowledge' : 'Please acknowledge'} the ${what} "${name}"`,
        text:
          `Hello ${c.full_name},\n\n` +
          `${reminder ? `HR sent you a ${what} on ${day} that you have not acknowledged yet` : `HR has sent you a ${what}`}: "${name}".\n` +
          `Please open it and acknowledge that you have received and read it:\n\n` +
          `${link}\n\n` +
          'The link is yours alone and works for 30 days.\n',
        link: { url: link, kind: 'acknowledgement' as const, expiresAt },
      };
    });
}

// ---- what was sent, and its acknowledgements

const sentSorts = {
  sent_at: sql`doc.sent_at`,
  original_name: sql`f.original_name`,
  acknowledged_percent: sql`(doc.acknowledged::float8 / greatest(doc.recipients, 1))`,
} satisfies Record<SortOf<typeof sentDocumentsQuery>, SQL>;

type SentRow = Omit<SentDocumentRow, 'file' | 'acknowledged_percent'> &
  Pick<FileRow, 'file_name' | 'original_name' | 'mime_type' | 'size_bytes'> & {
    file_id: number;
    total: number;
  };

/** `GET api/documents`: the documents sent, with how many of their recipients acknowledged. */
export async function sentDocuments(
  db: Db,
  files: Files,
  q: SentDocumentsQuery,
): Promise<Paged<SentDocumentRow>> {
  const where = whereAll([
    q.document_type ? sql`doc.document_type = ${q.document_type}` : undefined,
    q.audience ? sql`doc.audience = ${q.audience}` : undefined,
    q.sub_department_id ? sql`doc.sub_department_id = ${q.sub_department_id}` : undefined,
    q.q ? sql`strpos(lower(f.original_name), lower(${q.q})) > 0` : undefined,
  ]);
  const dir = sql.raw(q.order === 'desc' ? 'DESC' : 'ASC');
  const [rows, [counted]] = await Promise.all([
    readPrepared<SentRow>(
      db,
      sql`SELECT doc.id, doc.document_type, doc.audience, doc.sub_department_id,
      coalesce(s.sub_department_name, doc.group_name) AS sub_department_name,
      CASE WHEN doc.audience = 'employee' THEN (SELECT x.full_name FROM employee_documents ed
        JOIN employees x ON x.id = ed.employee_id WHERE ed.document_id = doc.id LIMIT 1) END AS employee_name,
      ${isoTimestampSql('doc.sent_at')} AS sent_at, coalesce(ue.full_name, u.name) AS sent_by,
      doc.recipients, doc.acknowledged, ${isoTimestampSql('doc.last_reminded_at')} AS last_reminded_at,
      f.id AS file_id, f.file_name, f.original_name, f.mime_type, f.size_bytes
    FROM documents doc JOIN files f ON f.id = doc.file_id
    LEFT JOIN sub_departments s ON s.id = doc.sub_department_id
    LEFT JOIN users u ON u.id = doc.sent_by LEFT JOIN employees ue ON ue.id = u.employee_id
    ${where}
    ORDER BY ${sentSorts[q.sort]} ${dir}, doc.id ${dir}
    LIMIT ${q.per_page} OFFSET ${(q.page - 1) * q.per_page}`,
    ),
    readPrepared<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM documents doc ${q.q ? sql`JOIN files f ON f.id = doc.file_id` : sql``} ${where}`,
    ),
  ]);
  return {
    data: rows.map(({ file_id, file_name, mime_type, size_bytes, ...r }) => ({
      ...r,
      acknowledged_percent: acknowledgedPercent(r.acknowledged, r.recipients),
      file: files.linkOf({ id: file_id, file_name, original_name: r.original_name, mime_type, size_bytes }),
    })),
    meta: pageMeta(q.page, q.per_page, counted?.n ?? 0),
  };
}

/**
 * `GET api/documents/{id}/recipients`: those who have (or have not yet) acknowledged, counted from the
 * document's own figures unless a search narrows them. When they are many (a memo to everyone), the
 * employees are read in name order and each probed for its copy, a page's worth; when few, their copies
 * are read and sorted. The shape is chosen here, from the figures, not left to statistics that do not
 * know a document sent a minute ago.
 */
export async function recipients(db: Db, id: number, q: RecipientsQuery): Promise<Paged<RecipientRow>> {
  const [doc] = await readPrepared<{ recipients: number; acknowledged: number }>(
    db,
    sql`SELECT recipients, acknowledged FROM documents WHERE id = ${id}`,
  );
  if (!doc) throw notFound('The document');
  const total = q.status === 'acknowledged' ? doc.acknowledged : doc.recipients - doc.acknowledged;
  return recipientsPage(db, id, q, total, total > 500);
}

/** A page of recipients read either way (`many`: from the employees); both give the same rows. */
export async function recipientsPage(
  db: Db,
  id: number,
  q: RecipientsQuery,
  total: number,
  many: boolean,
): Promise<Paged<RecipientRow>> {
  const copy = sql`SELECT ed.status, ed.acknowledged_at FROM employee_documents ed
    WHERE ed.employee_id = ${e('id')} AND ed.document_id = ${id} AND ed.status = ${q.status}`;
  // OFFSET 0 keeps the probe a subquery run for each employee in turn, never merged into a join.
  const from = many
    ? sql`FROM ${e.table} CROSS JOIN LATERAL (${copy} OFFSET 0) ed`
    : sql`FROM employee_documents ed JOIN ${e.table} ON ${e('id')} = ed.employee_id
        AND ed.document_id = ${id} AND ed.status = ${q.status}`;
  const sorts = { full_name: e('full_name'), emp_id: e('emp_id'), acknowledged_at: sql`ed.acknowledged_at` };
  const dir = sql.raw(q.order === 'desc' ? 'DESC' : 'ASC');
  const page = sql`SELECT ${e('id')} AS employee_id, ${e.cols('emp_id', 'full_name')},
      nullif(${e('email_address')}, '') AS email, ed.status, ${isoTimestampSql('ed.acknowledged_at')} AS acknowledged_at
    ${from} ${whereAll([e.search(q.q)])}
    ORDER BY ${sorts[q.sort]} ${dir}, ${e('id')} ${dir}
    LIMIT ${q.per_page} OFFSET ${(q.page - 1) * q.per_page}`;
  const rows = await readPrepared<RecipientRow>(db, page);
  if (!q.q) return { data: rows, meta: pageMeta(q.page, q.per_page, total) };
  const [c] = await readPrepared<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n ${from} ${whereAll([e.search(q.q)])}`,
  );
  return { data: rows, meta: pageMeta(q.page, q.per_page, c?.n ?? 0) };
}

/**
 * `POST api/documents/{id}/remind`: a new link to each recipient who has not acknowledged, at most once
 * in 24 hours a document (the claim is a guarded update, so two HR users at once send it once).
 */
export async function remind(deps: DocumentsDeps, actor: Actor, id: number) {
  const reminded = await write(deps.db, actor, async (w) => {
    const { rows } = await w.tx.execute<{
      document_type: DocumentKind;
      original_name: string;
      sent_at: string;
      pending: number;
      due: boolean;
    }>(sql`
      SELECT doc.document_type, f.original_name, doc.sent_at, doc.recipients - doc.acknowledged AS pending,
        doc.last_reminded_at IS NULL OR doc.last_reminded_at <= now() - interval '24 hours' AS due
      FROM documents doc JOIN files f ON f.id = doc.file_id WHERE doc.id = ${id} FOR UPDATE OF doc`);
    const doc = rows[0];
    if (!doc) throw notFound('The document');
    if (doc.pending <= 0) throw new AppError(409, DOCUMENT_MESSAGES.allAcknowledged);
    if (!doc.due)
      throw new AppError(429, DOCUMENT_MESSAGES.remindedToday, undefined, undefined, {
        'retry-after': '86400',
      });
    await w.tx.execute(
      sql`UPDATE documents SET last_reminded_at = now(), updated_at = now() WHERE id = ${id}`,
    );
    const { rows: copies } = await w.tx.execute<Copy>(sql`
      SELECT ed.id, ${e('full_name')} AS full_name, nullif(trim(${e('email_address')}), '') AS email
      FROM employee_documents ed JOIN ${e.table} ON ${e('id')} = ed.employee_id
      WHERE ed.document_id = ${id} AND ed.status = 'unacknowledged'`);
    const mails = copyMails(
      deps,
      copies,
      doc.document_type,
      doc.original_name,
      new Date(doc.sent_at).toISOString(),
      true,
    );
    await deps.mailer.queue(w.tx, mails);
    await w.audit({ action: 'remind', entity: 'documents', entityId: id, after: { reminded: mails.length } });
    return mails.length;
  });
  return { reminded, mail: await deliverSoon(deps) };
}

// ---- the employee's link

type OpenCopy = {
  id: number;
  document_id: number;
  employee_name: string;
  document_type: DocumentKind;
  status: 'unacknowledged' | 'acknowledged';
  date_sent: string;
  acknowledged_at: string | null;
} & Pick<FileRow, 'file_name' | 'original_name' | 'mime_type' | 'size_bytes'> & { file_id: number };

/** The copy a link names, or the 403 a person can act on. */
async function copyOfLink(db: Db | Tx, key: Buffer, token: string): Promise<OpenCopy> {
  const check = checkAckToken(key, token);
  if (check.state === 'invalid') throw new AppError(403, DOCUMENT_MESSAGES.linkInvalid);
  if (check.state === 'expired') throw new AppError(403, DOCUMENT_MESSAGES.linkExpired);
  const { rows } = await db.execute<OpenCopy>(sql`
    SELECT ed.id, ed.document_id, x.full_name AS employee_name, doc.document_type, ed.status,
      ${isoTimestampSql('ed.date_sent')} AS date_sent, ${isoTimestampSql('ed.acknowledged_at')} AS acknowledged_at,
      f.id AS file_id, f.file_name, f.original_name, f.mime_type, f.size_bytes
    FROM employee_documents ed JOIN documents doc ON doc.id = ed.document_id
    JOIN employees x ON x.id = ed.employee_id JOIN files f ON f.id = doc.file_id
    WHERE ed.id = ${check.copyId}`);
  // A valid link to a copy that is gone (the employee's record was removed).
  if (!rows[0]) throw new AppError(403, DOCUMENT_MESSAGES.linkInvalid);
  return rows[0];
}

const pageOfCopy = (files: Files, c: OpenCopy): AckPageReply => ({
  employee_name: c.employee_name,
  document_type: c.document_type,
  original_name: c.original_name,
  date_sent: c.date_sent,
  status: c.status,
  acknowledged_at: c.acknowledged_at,
  file: files.linkOf({
    id: c.file_id,
    file_name: c.file_name,
    original_name: c.original_name,
    mime_type: c.mime_type,
    size_bytes: c.size_bytes,
  }),
});

/** `GET api/acknowledge/{token}`: the document the link names. */
export async function openLink(deps: DocumentsDeps, token: string): Promise<AckPageReply> {
  return pageOfCopy(deps.files, await copyOfLink(deps.db, deps.ackKey, token));
}

/**
 * `POST api/acknowledge/{token}`: records the acknowledgement once (a guarded update: a second press,
 * or two at once, is a 409), and counts it on the document in the same transaction.
 */
export async function acknowledge(deps: DocumentsDeps, ip: string, token: string): Promise<AckPageReply> {
  return write(deps.db, { userId: null, ip }, async (w) => {
    const copy = await copyOfLink(w.tx, deps.ackKey, token);
    const acknowledged_at = await acknowledgeCopy(w, copy, 'link');
    return pageOfCopy(deps.files, { ...copy, status: 'acknowledged', acknowledged_at });
  });
}
