import {
  countsForLadder,
  type InfractionFindBody,
  type InfractionFindReply,
  NTE_ATTACHMENT_MESSAGES,
  NTE_MAX_FILES,
  type NteAddBody,
  type NteAttachmentType,
  type NteDecisionBody,
  type NteDetail,
  type NteManualBody,
  type NteRow,
  type NteUpdateBody,
  nteAttachmentTypeOf,
  type nteListQuery,
  type Occurrence,
} from '@hris/domain/discipline';
import { type CorrectiveAction, infractionLabel, nextCorrectiveAction } from '@hris/domain/infractions';
import {
  decisionCheck,
  decisionOpens,
  decisionOpensOn,
  HR_FILED_NTE_STATUSES,
  MANUAL_NTE_STATUSES,
  movesInto,
  type NteApproval,
  type NteStatuses,
  nteDeleteProblem,
  nteUpdateProblem,
} from '@hris/domain/nte-status';
import type { ListArgs, SortOf } from '@hris/domain/paging';
import { shownDate } from '@hris/domain/text';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { pageOf, whereAll } from '../../db/paging';
import { type Writer, write } from '../../db/write';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/audit';
import { e, employeeAlias } from '../employees/employees.sql';
import { chosenEmployeeExists } from '../employees/employees.status';
import { notify } from '../notifications/notify';
import { nteAttachments, nteOccurrences, nteRequests } from './discipline.tables';

type Nte = typeof nteRequests.$inferSelect;

/** A stored file as the NTE's replies name it, before its signed link is added. */
export type StoredFileRef = { file_name: string; original_name: string };
/** The signed link of a stored file (`/upload/{file_name}?...`). */
export type LinkOf = (fileName: string) => string;

// ---- the tracker

const sorts = {
  date_request: sql`n.date_request`,
  full_name: e('full_name'),
  requested_by: sql`n.requested_by`,
  type_of_infraction: sql`n.type_of_infraction`,
  created_at: sql`n.created_at`,
} satisfies Record<SortOf<typeof nteListQuery>, SQL>;

const employeeOfNte = sql`JOIN ${e.table} ON ${e('id')} = n.employee_id`;
const rowColumns = sql`n.id, n.employee_id, ${e.cols('full_name', 'emp_id')}, p.pos_name AS position_name,
  n.requested_by, n.date_request, n.date_incident, n.type_of_infraction, n.action_to_be_taken,
  n.details_of_infraction, n.tl_status, n.asm_status, n.hr_status, n.employee_status, n.hr_decision_status,
  n.created_at`;

const yearRange = (column: SQL, year: number | undefined) =>
  year ? sql`${column} >= ${`${year}-01-01`}::date AND ${column} < ${`${year + 1}-01-01`}::date` : undefined;

/**
 * The NTE Tracker: filtered by the request's year and the NTE's stage (a column PostgreSQL keeps),
 * searched on the employee's name, paged on the server. The count reads the NTEs alone.
 */
export function listNtes(db: Db, a: ListArgs<typeof nteListQuery>) {
  const filters = [yearRange(sql`n.date_request`, a.year), a.status ? sql`n.stage = ${a.status}` : undefined];
  return pageOf<NteRow>(db, {
    select: rowColumns,
    from: sql`nte_requests n`,
    joins: sql`${employeeOfNte} ${e.joinPosition('p')}`,
    where: [...filters, e.search(a.q)],
    count: sql`SELECT count(*)::int FROM nte_requests n ${whereAll([...filters, e.searchIds(sql`n.employee_id`, a.q)])}`,
    sort: sorts[a.sort],
    order: a.order,
    tieBreak: sql`n.id`,
    page: a.page,
    perPage: a.per_page,
  });
}

// ---- one NTE

const sup = employeeAlias('sup');

type DetailRow = Omit<NteDetail, 'data_files' | 'signature' | 'decision_opens_on'> & {
  data_files: StoredFileRef[];
  signature: string | null;
};

/**
 * `GET api/nterequestbyhr/get/{id}`: the NTE with its employee, occurrences and attachments, the
 * files as signed links, and the day a decision opens on the company's `today` (`decisionOpens`: the
 * rule the notice of decision enforces).
 */
export async function getNte(db: Db, id: number, linkOf: LinkOf, today: string): Promise<NteDetail> {
  const { rows } = await db.execute<DetailRow>(sql`
    SELECT ${rowColumns}, ${e('emp_no')}, d.department_name, ${sup('full_name')} AS superior_name,
      coalesce((SELECT json_agg(json_build_object('date', o.date, 'details', o.details) ORDER BY o.position)
        FROM nte_occurrences o WHERE o.nte_id = n.id), '[]') AS details_occurence,
      coalesce((SELECT json_agg(json_build_object('file_name', f.file_name, 'original_name', f.original_name) ORDER BY a.id)
        FROM nte_attachments a JOIN files f ON f.id = a.file_id WHERE a.nte_id = n.id), '[]') AS data_files,
      n.plan_for_improvement, n.employees_commitment, n.hr_notice_for_decision,
      (SELECT f.file_name FROM files f WHERE f.id = n.signature_file_id) AS signature,
      n.hr_date_approved, n.hr_date_decided, n.updated_at
    FROM nte_requests n ${employeeOfNte} ${e.joinPosition('p', 'd')} ${e.joinSupervisor(sup)}
    WHERE n.id = ${id}`);
  const row = rows[0];
  if (!row) throw notFound('The NTE');
  return {
    ...row,
    data_files: row.data_files.map((f) => ({
      file_name: f.file_name,
      // the stored name carries the extension the upload was checked against
      file_type: nteAttachmentTypeOf(f.file_name) as NteAttachmentType,
      original_name: f.original_name,
      url: linkOf(f.file_name),
    })),
    signature: row.signature ? linkOf(row.signature) : null,
    decision_opens_on: decisionOpens(row, today),
  };
}

const statusesOf = (n: Nte): NteStatuses => n;

// ---- filing, encoding and updating

async function saveOccurrences(tx: Tx, nteId: number, rows: Occurrence[]) {
  await tx.delete(nteOccurrences).where(eq(nteOccurrences.nte_id, nteId));
  if (rows.length)
    await tx.insert(nteOccurrences).values(rows.map((o, position) => ({ nte_id: nteId, position, ...o })));
}

/**
 * The files a request brought, written in the caller's write (`upload.record` of the files layer:
 * their rows and audit rows); none for a request without files.
 */
export type RecordFiles = (w: Writer) => Promise<{ id: number }[]>;

async function attach(w: Writer, nteId: number, record: RecordFiles): Promise<number[]> {
  const ids = (await record(w)).map((f) => f.id);
  if (ids.length)
    await w.tx.insert(nteAttachments).values(ids.map((file_id) => ({ nte_id: nteId, file_id })));
  return ids;
}

/**
 * `POST api/nterequestbyhr/add` and `api/ntestoremanually/add`: a new NTE with its occurrences and
 * attachments (`files`: what the request brought, stored by the files layer). HR's own NTE waits for HR's
 * review (HR_FILED_NTE_STATUSES); one encoded from paper is stored served, answered and decided on
 * the request's date (MANUAL_NTE_STATUSES).
 */
export async function addNte(
  db: Db,
  actor: Actor,
  body: NteAddBody | NteManualBody,
  files: RecordFiles,
  today: string,
): Promise<{ id: number }> {
  const manual = 'hr_notice_for_decision' in body;
  return write(db, actor, async (w) => {
    const { tx, audit } = w;
    await chosenEmployeeExists(tx, body.employee_id);
    const { details_occurence, ...fields } = body;
    const [row] = await tx
      .insert(nteRequests)
      .values({
        ...fields,
        ...(manual
          ? {
              ...MANUAL_NTE_STATUSES,
              tl_date_approved: body.date_request,
              asm_date_approved: body.date_request,
              hr_date_approved: body.date_request,
              acknowledged_at: sql`now()`,
              hr_date_decided: today,
              decided_at: sql`now()`,
            }
          : { ...HR_FILED_NTE_STATUSES, tl_date_approved: today, asm_date_approved: today }),
        created_by: actor.userId,
      })
      .returning();
    await saveOccurrences(tx, row!.id, details_occurence);
    const fileIds = await attach(w, row!.id, files);
    await audit({
      action: manual ? 'encode' : 'create',
      entity: 'nte',
      entityId: row!.id,
      after: { ...row!, details_occurence, file_ids: fileIds },
    });
    return { id: row!.id };
  });
}

/**
 * The guard of HR's update in SQL: what nteUpdateProblem checks, on the row as it is when the
 * UPDATE reaches it (not decided, a move docs/rules.md#nte-statuses allows, an acknowledged NTE stays approved, a review
 * needs the supervisor's and department head's approvals).
 */
function updateGuard(to: NteApproval): SQL {
  return and(
    inArray(nteRequests.hr_decision_status, movesInto('hr_decision_status', 'undecided')),
    inArray(nteRequests.hr_status, movesInto('hr_status', to)),
    to === 'approved' ? undefined : eq(nteRequests.employee_status, 'unacknowledged'),
    to === 'pending'
      ? undefined
      : and(eq(nteRequests.tl_status, 'approved'), eq(nteRequests.asm_status, 'approved')),
  )!;
}

/**
 * `POST api/nterequest/approval/update/{id}`: HR's review or update. The status moves as docs/rules.md#nte-statuses allows
 * (409 otherwise); approving serves the NTE on the company's `today` (kept when it was served
 * already), declining withdraws it. Occurrences are replaced; `existing_files`, when sent, names the
 * attachments to keep and the others are removed (their file ids are returned for the files layer to
 * delete once this has committed); the request's `files` are added.
 */
export async function updateNte(
  db: Db,
  actor: Actor,
  id: number,
  body: NteUpdateBody,
  files: RecordFiles,
  today: string,
): Promise<{ id: number; removedFileIds: number[] }> {
  return write(db, actor, async (w) => {
    const { tx, audit } = w;
    const [before] = await tx.select().from(nteRequests).where(eq(nteRequests.id, id));
    if (!before) throw notFound('The NTE');
    const problem = nteUpdateProblem(statusesOf(before), body.hr_status);
    if (problem) throw new AppError(409, problem);
    const { occurence, existing_files, ...fields } = body;
    const [after] = await tx
      .update(nteRequests)
      .set({
        ...fields,
        hr_date_approved:
          body.hr_status === 'approved'
            ? sql`CASE WHEN ${nteRequests.hr_status} = 'approved' THEN ${nteRequests.hr_date_approved} ELSE ${today}::date END`
            : null,
        updated_at: sql`now()`,
      })
      .where(and(eq(nteRequests.id, id), updateGuard(body.hr_status)))
      .returning();
    if (!after) throw await changedMeanwhile(tx, id, (n) => nteUpdateProblem(statusesOf(n), body.hr_status));
    if (after.hr_status === 'approved' && before.hr_status !== 'approved')
      await notify(tx, [
        {
          employeeId: after.employee_id,
          kind: 'nte_served',
          title: 'You have been served a notice to explain',
          body: `HR has served you a notice to explain (${infractionLabel(after.type_of_infraction)}). Please give your explanation by ${shownDate(decisionOpensOn(after.hr_date_approved!))}.`,
          link: `/ess/nte/${id}`,
        },
      ]);

    const { rows: current } = await tx.execute<{ id: number; file_id: number; file_name: string }>(sql`
      SELECT a.id, a.file_id, f.file_name FROM nte_attachments a JOIN files f ON f.id = a.file_id
      WHERE a.nte_id = ${id} ORDER BY a.id`);
    let removed: typeof current = [];
    if (existing_files) {
      const names = new Set(current.map((f) => f.file_name));
      const unknown = existing_files.find((name) => !names.has(name));
      if (unknown) throw fieldError('existing_files', `${unknown} is not one of the files of this NTE.`);
      removed = current.filter((f) => !existing_files.includes(f.file_name));
    }
    if (removed.length)
      await tx.delete(nteAttachments).where(
        inArray(
          nteAttachments.id,
          removed.map((f) => f.id),
        ),
      );
    const fileIds = await attach(w, id, files);
    if (current.length - removed.length + fileIds.length > NTE_MAX_FILES)
      throw fieldError('files', NTE_ATTACHMENT_MESSAGES.count);
    await saveOccurrences(tx, id, occurence);
    await audit({
      action: 'update',
      entity: 'nte',
      entityId: id,
      before,
      after: {
        ...after,
        occurence,
        ...(removed.length && { removed_files: removed.map((f) => f.file_name) }),
        ...(fileIds.length && { added_file_ids: fileIds }),
      },
    });
    return { id, removedFileIds: removed.map((f) => f.file_id) };
  });
}

// ---- the notice of decision

/**
 * `POST api/notice/for/decision/{id}`: HR's decision, which locks the NTE. Refused (409) unless it is
 * served and undecided and the employee has answered, or five calendar days have passed since it
 * was served (`decisionCheck`, on the company's `today`). The update is guarded on what the check
 * read, so of two HR users deciding at once exactly one succeeds; the other gets the lock's 409.
 */
export async function decideNte(db: Db, actor: Actor, id: number, body: NteDecisionBody, today: string) {
  if (body.id !== undefined && body.id !== id)
    throw fieldError('id', 'The id must be the id of the NTE in the path.');
  return write(db, actor, async ({ tx, audit }) => {
    const [before] = await tx.select().from(nteRequests).where(eq(nteRequests.id, id));
    if (!before) throw notFound('The NTE');
    const check = decisionCheck({ ...statusesOf(before), ...before }, today);
    if (!check.allowed) throw new AppError(409, check.message);
    const [after] = await tx
      .update(nteRequests)
      .set({
        hr_decision_status: 'decided',
        hr_notice_for_decision: body.notice_for_decision,
        hr_date_decided: today,
        decided_at: sql`now()`,
        updated_at: sql`now()`,
      })
      .where(
        and(
          eq(nteRequests.id, id),
          inArray(nteRequests.hr_decision_status, movesInto('hr_decision_status', 'decided')),
          eq(nteRequests.hr_status, 'approved'),
          eq(nteRequests.hr_date_approved, before.hr_date_approved!),
          eq(nteRequests.employee_status, before.employee_status),
          eq(nteRequests.plan_for_improvement, before.plan_for_improvement),
        ),
      )
      .returning();
    if (!after) throw await changedMeanwhile(tx, id, (n) => decisionCheck({ ...statusesOf(n), ...n }, today));
    await audit({ action: 'decide', entity: 'nte', entityId: id, before, after });
    return { id };
  });
}

/**
 * The 409 of a guarded update that found its row changed by someone else in the meantime: why the
 * NTE as it is now refuses the change (decided, most often), or a plain "changed" message.
 */
async function changedMeanwhile(
  tx: Tx,
  id: number,
  check: (n: Nte) => { allowed: true } | { allowed: false; message: string } | string | null,
): Promise<AppError> {
  const [now] = await tx.select().from(nteRequests).where(eq(nteRequests.id, id));
  if (!now) return notFound('The NTE');
  const result = check(now);
  const message = typeof result === 'string' ? result : result && !result.allowed ? result.message : null;
  return new AppError(409, message ?? 'This NTE was changed by someone else meanwhile; open it again.');
}

// ---- delete

/** `DELETE api/nterequest/delete/{id}`: a decided NTE is locked (409). Returns its files' ids. */
export async function deleteNte(db: Db, actor: Actor, id: number): Promise<{ fileIds: number[] }> {
  return write(db, actor, async ({ tx, audit }) => {
    const [before] = await tx.select().from(nteRequests).where(eq(nteRequests.id, id));
    if (!before) throw notFound('The NTE');
    const problem = nteDeleteProblem(statusesOf(before));
    if (problem) throw new AppError(409, problem);
    const { rows: files } = await tx.execute<{ file_id: number }>(
      sql`SELECT file_id FROM nte_attachments WHERE nte_id = ${id}`,
    );
    const [gone] = await tx
      .delete(nteRequests)
      .where(
        and(
          eq(nteRequests.id, id),
          inArray(nteRequests.hr_decision_status, movesInto('hr_decision_status', 'undecided')),
        ),
      )
      .returning({ id: nteRequests.id });
    if (!gone) throw await changedMeanwhile(tx, id, (n) => nteDeleteProblem(statusesOf(n)));
    await audit({ action: 'delete', entity: 'nte', entityId: id, before });
    const fileIds = files.map((f) => f.file_id);
    if (before.signature_file_id) fileIds.push(before.signature_file_id);
    return { fileIds };
  });
}

// ---- the ladder

/**
 * `POST api/infraction/find`: the employee's earlier NTEs of the type that count on the ladder
 * (HR approved them: served, decided or not), newest first, leaving out the one being edited, and
 * the next corrective action.
 */
export async function findInfractions(db: Db, body: InfractionFindBody): Promise<InfractionFindReply> {
  const { rows: found } = await db.execute<{ id: number }>(
    sql`SELECT id FROM employees WHERE id = ${body.id}`,
  );
  if (!found.length) throw fieldError('id', 'The selected employee does not exist.');
  const { rows } = await db.execute<InfractionFindReply['data'][number] & { hr_status: string }>(sql`
    SELECT id, date_request, date_incident, type_of_infraction, action_to_be_taken, hr_decision_status, hr_status
    FROM nte_requests
    WHERE employee_id = ${body.id} AND type_of_infraction = ${body.type_of_infraction}
      AND hr_status = 'approved' ${body.nte_id ? sql`AND id <> ${body.nte_id}` : sql``}
    ORDER BY date_request DESC, id DESC`);
  const data = rows
    .filter((r) => countsForLadder(r as Pick<NteStatuses, 'hr_status'>))
    .map(({ hr_status: _, ...r }) => r);
  return {
    data,
    next_action: nextCorrectiveAction(data.map((r) => r.action_to_be_taken as CorrectiveAction)),
  };
}
