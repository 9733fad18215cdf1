import { z } from 'zod';
import { coachingDetailReply } from './coaching';
import { nteDetailReply, nteRow } from './discipline';
import { employeeDocumentRow } from './documents';
import { evaluationDetailReply } from './evaluation';
import type { FileExtension } from './files';
import { decisionOpensOn, NTE_NOT_SERVED, type NteStatuses } from './nte-status';
import { doneReply, wireCount, wireDate } from './replies';
import { responsibilityDetailReply, wfhDetailReply } from './responsibility';
import { optionalText, requiredDate, requiredText } from './text';

/**
 * What an employee reads, signs and acknowledges in self-service (docs/self-service.md): contracts
 * and memos, the NTEs served on them, coaching records and evaluations, responsibility forms and the
 * work-from-home undertaking.
 */

// ---- the drawn signature

/** A signature is drawn on screen and sent as a PNG, as the multipart field `signature`. */
export const SIGNATURE_FIELD = 'signature';
export const SIGNATURE_TYPES = ['png'] as const satisfies readonly FileExtension[];
/** A drawn signature is a few tens of KB; anything near this is not one. */
export const SIGNATURE_MAX_BYTES = 512 * 1024;
export const SIGNATURE_REQUIRED = 'Please sign in the box before you submit.';

export const SIGNING_MESSAGES = {
  documentAcknowledged: 'Thank you: your acknowledgement has been recorded.',
  explained: 'Your explanation has been sent to HR.',
  explainedAlready: 'You have already answered this NTE.',
  decided: 'HR has decided this NTE: it can no longer be answered.',
  acknowledged: 'Thank you: your acknowledgement has been recorded.',
  acknowledgedAlready: 'You have already acknowledged this.',
  confirmed: 'Thank you: you have confirmed that you received these items.',
  confirmedAlready: 'You have already confirmed receipt of these items.',
  wfhSigned: 'Your work-from-home undertaking has been signed.',
  wfhInForce: 'You have already signed a work-from-home undertaking that is still in force.',
} as const;

// ---- contracts and memos

/** `GET ess/me/documents`: the employee's contracts and memos, newest first, each with a link that opens it. */
export const essDocumentsReply = z.strictObject({
  data: z.array(employeeDocumentRow),
  unacknowledged: wireCount,
});
export type EssDocumentsReply = z.infer<typeof essDocumentsReply>;
export const essDocumentAckReply = doneReply(employeeDocumentRow);

// ---- NTE

/** Where the employee stands with a served NTE: the day to answer by, and whether an answer is still taken. */
const answering = {
  /** Five calendar days from the day it was served (docs/rules.md#five-day-rule). */
  answer_by: wireDate,
  /** Served, not answered, not decided: the explanation form is open (after `answer_by` too, until HR decides). */
  can_explain: z.boolean(),
};

/** The last day to answer an NTE served on `servedOn`: five calendar days on, when HR's decision opens. */
export const answerBy = (servedOn: string): string => decisionOpensOn(servedOn);

/**
 * Why the employee may not answer an NTE (a 409), or null: it must be served (HR approved) and
 * neither answered nor decided. The five days do not close it: until HR decides, a late answer is
 * taken (docs/rules.md#five-day-rule: after them HR may decide without it).
 */
export function nteAnswerProblem(
  nte: Pick<NteStatuses, 'hr_status' | 'employee_status' | 'hr_decision_status'>,
) {
  if (nte.hr_decision_status === 'decided') return SIGNING_MESSAGES.decided;
  if (nte.hr_status !== 'approved') return NTE_NOT_SERVED;
  if (nte.employee_status === 'acknowledged') return SIGNING_MESSAGES.explainedAlready;
  return null;
}

/** `GET ess/me/nte`: the NTEs served on the employee, newest first. */
export const essNteRow = nteRow
  .pick({
    id: true,
    requested_by: true,
    date_request: true,
    date_incident: true,
    type_of_infraction: true,
    action_to_be_taken: true,
    details_of_infraction: true,
    employee_status: true,
    hr_decision_status: true,
  })
  .extend({ served_on: wireDate, ...answering });
export type EssNteRow = z.infer<typeof essNteRow>;
export const essNteListReply = z.strictObject({ data: z.array(essNteRow) });

/** `GET ess/me/nte/{id}`: the notice as HR served it, with the employee's answer once given. */
export const essNteDetailReply = nteDetailReply.extend(answering);
export type EssNteDetail = z.infer<typeof essNteDetailReply>;

/** `POST ess/me/nte/{id}/explanation` (multipart: these fields and the drawn `signature`). */
export const nteExplanationFields = z.object({
  plan_for_improvement: requiredText('explanation', 5000),
  employees_commitment: requiredText('employee commitment', 5000),
});
export type NteExplanationFields = z.output<typeof nteExplanationFields>;

// ---- coaching records and evaluations

/** `POST ess/me/coaching/{id}/acknowledge` and `ess/me/evaluations/{id}/acknowledge` (multipart, with `signature`). */
export const acknowledgementFields = z.object({
  employee_comments: optionalText('comments', 5000).transform((v) => v ?? ''),
});
export type AcknowledgementFields = z.output<typeof acknowledgementFields>;

/** `GET ess/me/coaching`: the employee's coaching records as the printed form shows them, newest first. */
export const essCoachingReply = z.strictObject({
  data: z.array(coachingDetailReply.extend({ employee_comments: z.string() })),
  unacknowledged: wireCount,
});
export type EssCoachingReply = z.infer<typeof essCoachingReply>;

/**
 * `GET ess/me/evaluations`: the evaluations addressed to the employee (the supervisor and the
 * department head have approved them), newest first.
 */
export const essEvaluationsReply = z.strictObject({
  data: z.array(evaluationDetailReply),
  unacknowledged: wireCount,
});
export type EssEvaluationsReply = z.infer<typeof essEvaluationsReply>;

// ---- responsibility forms and the work-from-home undertaking

/** `GET ess/me/responsibility`: the employee's form (one at most), with when they confirmed receipt. */
export const essResponsibilityReply = z.strictObject({
  data: z.array(responsibilityDetailReply.extend({ confirmed_at: z.iso.datetime().nullable() })),
  unconfirmed: wireCount,
});
export type EssResponsibilityReply = z.infer<typeof essResponsibilityReply>;

/** `GET ess/me/wfh`: the employee's signed undertakings, the newest first. */
export const essWfhReply = z.strictObject({ data: z.array(wfhDetailReply) });
export type EssWfhReply = z.infer<typeof essWfhReply>;

/** `POST ess/me/wfh` (multipart: the date working from home ends, and the drawn `signature`). */
export const wfhSignFields = z.object({
  until_date: requiredDate('work-from-home end date', { min: '2019-01-01' }),
});
export type WfhSignFields = z.output<typeof wfhSignFields>;
