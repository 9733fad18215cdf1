import {
  type AcknowledgementFields,
  answerBy,
  type EssCoachingReply,
  type EssEvaluationsReply,
  type EssNteDetail,
  type EssNteRow,
  type NteExplanationFields,
  nteAnswerProblem,
  SIGNING_MESSAGES,
} from '@hris/domain/ess-signing';
import type { NteApproval } from '@hris/domain/nte-status';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readPrepared } from '../../db/prepared';
import { write } from '../../db/write';
import { AppError, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/audit';
import { getCoaching } from './coaching.service';
import { coachingRecords, evaluations, nteRequests } from './discipline.tables';
import { getEvaluation } from './evaluation.service';
import { getNte, type LinkOf, type RecordFiles } from './nte.service';

/**
 * The employee's side of discipline (docs/self-service.md): the NTEs served on them and their
 * explanation, the coaching records and evaluations they acknowledge. Each reads only what belongs to
 * `employeeId`; anything else is the module's usual 404. Each write is one guarded update, so of two
 * answers at once exactly one is recorded, and records the drawn signature in the same transaction.
 */

// ---- NTE

/** Whether the explanation form is open. */
const canExplain = (n: Parameters<typeof nteAnswerProblem>[0]) => nteAnswerProblem(n) === null;

/** The NTEs served on the employee (HR approved them; the stages before are HR's), newest first. */
export async function servedNtes(db: Db, employeeId: number): Promise<EssNteRow[]> {
  const rows = await readPrepared<Omit<EssNteRow, 'answer_by' | 'can_explain'> & { hr_status: NteApproval }>(
    db,
    sql`SELECT id, requested_by, date_request, date_incident, type_of_infraction, action_to_be_taken,
      details_of_infraction, employee_status, hr_decision_status, hr_status, hr_date_approved AS served_on
    FROM nte_requests
    WHERE employee_id = ${employeeId} AND hr_status = 'approved' AND hr_date_approved IS NOT NULL
    ORDER BY hr_date_approved DESC, id DESC`,
  );
  return rows.map(({ hr_status, ...r }) => ({
    ...r,
    answer_by: answerBy(r.served_on),
    can_explain: canExplain({ ...r, hr_status }),
  }));
}

/** One NTE served on the employee, as HR reads it, with the day to answer by. */
export async function servedNte(
  db: Db,
  employeeId: number,
  id: number,
  linkOf: LinkOf,
  today: string,
): Promise<EssNteDetail> {
  const [own] = await readPrepared<{ id: number }>(
    db,
    sql`SELECT id FROM nte_requests WHERE id = ${id} AND employee_id = ${employeeId}
      AND hr_status = 'approved' AND hr_date_approved IS NOT NULL`,
  );
  if (!own) throw notFound('The NTE');
  const nte = await getNte(db, id, linkOf, today);
  return { ...nte, answer_by: answerBy(nte.hr_date_approved!), can_explain: canExplain(nte) };
}

/**
 * The employee's explanation, commitment and signature: the NTE becomes acknowledged, which opens
 * HR's notice of decision at once (`decisionCheck`). Guarded on the NTE being served, unanswered and
 * undecided as it is when the update reaches it: a second answer, or one racing HR's decision or
 * withdrawal, is a 409 and leaves no signature behind.
 */
export function answerNte(
  db: Db,
  actor: Actor,
  employeeId: number,
  id: number,
  body: NteExplanationFields,
  signature: RecordFiles,
): Promise<{ id: number }> {
  return write(db, actor, async (w) => {
    const [before] = await w.tx
      .select()
      .from(nteRequests)
      .where(
        and(
          eq(nteRequests.id, id),
          eq(nteRequests.employee_id, employeeId),
          eq(nteRequests.hr_status, 'approved'),
        ),
      );
    if (!before?.hr_date_approved) throw notFound('The NTE');
    const problem = nteAnswerProblem(before);
    if (problem) throw new AppError(409, problem);
    const [file] = await signature(w);
    const [after] = await w.tx
      .update(nteRequests)
      .set({
        ...body,
        employee_status: 'acknowledged',
        signature_file_id: file!.id,
        acknowledged_at: sql`now()`,
        updated_at: sql`now()`,
      })
      .where(
        and(
          eq(nteRequests.id, id),
          eq(nteRequests.hr_status, 'approved'),
          eq(nteRequests.employee_status, 'unacknowledged'),
          eq(nteRequests.hr_decision_status, 'undecided'),
        ),
      )
      .returning();
    if (!after) {
      const [now] = await w.tx.select().from(nteRequests).where(eq(nteRequests.id, id));
      throw new AppError(409, (now && nteAnswerProblem(now)) ?? SIGNING_MESSAGES.explainedAlready);
    }
    await w.audit({ action: 'acknowledge', entity: 'nte', entityId: id, before, after });
    return { id };
  });
}

// ---- coaching records

/** The employee's coaching records as the printed form shows them, with their comments, newest first. */
export async function coachingOf(db: Db, employeeId: number, linkOf: LinkOf): Promise<EssCoachingReply> {
  const rows = await readPrepared<{ id: number; employee_comments: string }>(
    db,
    sql`SELECT id, employee_comments FROM coaching_records WHERE employee_id = ${employeeId}
      ORDER BY date_coaching DESC, id DESC`,
  );
  const data = await Promise.all(
    rows.map(async (r) => ({
      ...(await getCoaching(db, r.id, linkOf)),
      employee_comments: r.employee_comments,
    })),
  );
  return { data, unacknowledged: data.filter((c) => c.employee_status === 'unacknowledged').length };
}

/** The employee acknowledges a coaching record once, with comments and a signature. */
export function acknowledgeCoaching(
  db: Db,
  actor: Actor,
  employeeId: number,
  id: number,
  body: AcknowledgementFields,
  signature: RecordFiles,
): Promise<{ id: number }> {
  return write(db, actor, async (w) => {
    const [before] = await w.tx
      .select()
      .from(coachingRecords)
      .where(and(eq(coachingRecords.id, id), eq(coachingRecords.employee_id, employeeId)));
    if (!before) throw notFound('The coaching record');
    if (before.employee_status !== 'unacknowledged')
      throw new AppError(409, SIGNING_MESSAGES.acknowledgedAlready);
    const [file] = await signature(w);
    const [after] = await w.tx
      .update(coachingRecords)
      .set({
        employee_comments: body.employee_comments,
        employee_status: 'acknowledged',
        employee_signature_file_id: file!.id,
        acknowledged_at: sql`now()`,
        updated_at: sql`now()`,
      })
      .where(and(eq(coachingRecords.id, id), eq(coachingRecords.employee_status, 'unacknowledged')))
      .returning();
    if (!after) throw new AppError(409, SIGNING_MESSAGES.acknowledgedAlready);
    await w.audit({ action: 'acknowledge', entity: 'coaching_records', entityId: id, before, after });
    return { id };
  });
}

// ---- evaluations

/** An evaluation reaches the employee once the supervisor and the department head have approved it. */
const addressed = sql`tl_status = 'approved' AND asm_status = 'approved'`;

/** The evaluations addressed to the employee, newest first. */
export async function evaluationsOf(
  db: Db,
  employeeId: number,
  linkOf: LinkOf,
): Promise<EssEvaluationsReply> {
  const rows = await readPrepared<{ id: number }>(
    db,
    sql`SELECT id FROM evaluations WHERE employee_id = ${employeeId} AND ${addressed}
      ORDER BY created_at DESC, id DESC`,
  );
  const data = await Promise.all(rows.map((r) => getEvaluation(db, r.id, employeeId, linkOf)));
  return { data, unacknowledged: data.filter((v) => v.employee_status === 'pending').length };
}

/**
 * The employee acknowledges (approves) an evaluation addressed to them once, with comments and a
 * signature dated on the company's `today`.
 */
export function acknowledgeEvaluation(
  db: Db,
  actor: Actor,
  employeeId: number,
  id: number,
  body: AcknowledgementFields,
  signature: RecordFiles,
  today: string,
): Promise<{ id: number }> {
  return write(db, actor, async (w) => {
    const [before] = await w.tx
      .select()
      .from(evaluations)
      .where(and(eq(evaluations.id, id), eq(evaluations.employee_id, employeeId), addressed));
    if (!before) throw notFound('The evaluation');
    if (before.employee_status !== 'pending') throw new AppError(409, SIGNING_MESSAGES.acknowledgedAlready);
    const [file] = await signature(w);
    const [after] = await w.tx
      .update(evaluations)
      .set({
        employee_comments: body.employee_comments,
        employee_status: 'approved',
        employee_signature_file_id: file!.id,
        employee_date_sign: today,
        updated_at: sql`now()`,
      })
      .where(and(eq(evaluations.id, id), eq(evaluations.employee_status, 'pending'), addressed))
      .returning();
    if (!after) throw new AppError(409, SIGNING_MESSAGES.acknowledgedAlready);
    await w.audit({ action: 'acknowledge', entity: 'evaluations', entityId: id, before, after });
    return { id };
  });
}
