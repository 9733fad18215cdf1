import { z } from 'zod';
import { defineCall } from '../call';
import {
  acknowledgementFields,
  essCoachingReply,
  essDocumentAckReply,
  essDocumentsReply,
  essEvaluationsReply,
  essNteDetailReply,
  essNteListReply,
  essResponsibilityReply,
  essWfhReply,
  nteExplanationFields,
  wfhSignFields,
} from '../ess-signing';
import { doneIdReply } from '../replies';
import { idParams } from './params';

/**
 * What employees read, sign and acknowledge in self-service (docs/self-service.md). Every call reads
 * or writes the token's own employee; a record of anyone else's is a 404. The signing calls are
 * multipart: their text fields, and the signature drawn on screen as a PNG in the `signature` field.
 */

const id = idParams('id');

// ---- contracts and memos

export const essDocumentsCall = defineCall({
  method: 'GET',
  path: 'ess/me/documents',
  summary: "The employee's contracts and memos, acknowledged or not, each with a link that opens it",
  audience: 'ess',
  reply: essDocumentsReply,
});

export const essAcknowledgeDocumentCall = defineCall({
  method: 'POST',
  path: 'ess/me/documents/:id/acknowledge',
  summary: 'Acknowledge a contract or memo (as the e-mailed link does); a second time is a 409',
  audience: 'ess',
  params: id,
  reply: essDocumentAckReply,
});

// ---- NTE

export const essNteListCall = defineCall({
  method: 'GET',
  path: 'ess/me/nte',
  summary: 'The NTEs served on the employee, with the day to answer by',
  audience: 'ess',
  reply: essNteListReply,
});

export const essNteCall = defineCall({
  method: 'GET',
  path: 'ess/me/nte/:id',
  summary: 'One NTE as served, the day to answer by and whether an explanation is still taken',
  audience: 'ess',
  params: id,
  reply: essNteDetailReply,
});

export const essNteExplanationCall = defineCall({
  method: 'POST',
  path: 'ess/me/nte/:id/explanation',
  summary:
    "Answer an NTE (multipart: plan_for_improvement, employees_commitment, the drawn signature as a PNG): it is acknowledged, and HR's decision opens",
  audience: 'ess',
  params: id,
  multipart: nteExplanationFields,
  reply: doneIdReply,
});

// ---- coaching records and evaluations

export const essCoachingCall = defineCall({
  method: 'GET',
  path: 'ess/me/coaching',
  summary: "The employee's coaching records, acknowledged or not",
  audience: 'ess',
  reply: essCoachingReply,
});

export const essAcknowledgeCoachingCall = defineCall({
  method: 'POST',
  path: 'ess/me/coaching/:id/acknowledge',
  summary: 'Acknowledge a coaching record (multipart: employee_comments, the drawn signature as a PNG)',
  audience: 'ess',
  params: id,
  multipart: acknowledgementFields,
  reply: doneIdReply,
});

export const essEvaluationsCall = defineCall({
  method: 'GET',
  path: 'ess/me/evaluations',
  summary: 'The evaluations addressed to the employee (approved by the supervisor and the department head)',
  audience: 'ess',
  reply: essEvaluationsReply,
});

export const essAcknowledgeEvaluationCall = defineCall({
  method: 'POST',
  path: 'ess/me/evaluations/:id/acknowledge',
  summary: 'Acknowledge an evaluation (multipart: employee_comments, the drawn signature as a PNG)',
  audience: 'ess',
  params: id,
  multipart: acknowledgementFields,
  reply: doneIdReply,
});

// ---- responsibility forms and the work-from-home undertaking

export const essResponsibilityCall = defineCall({
  method: 'GET',
  path: 'ess/me/responsibility',
  summary: "The employee's responsibility form (company property held) and whether receipt is confirmed",
  audience: 'ess',
  reply: essResponsibilityReply,
});

export const essConfirmResponsibilityCall = defineCall({
  method: 'POST',
  path: 'ess/me/responsibility/:id/confirm',
  summary:
    'Confirm receipt of the items of a responsibility form, signing it (multipart: the drawn signature)',
  audience: 'ess',
  params: id,
  multipart: z.object({}),
  reply: doneIdReply,
});

export const essWfhCall = defineCall({
  method: 'GET',
  path: 'ess/me/wfh',
  summary: "The employee's signed work-from-home undertakings",
  audience: 'ess',
  reply: essWfhReply,
});

export const essSignWfhCall = defineCall({
  method: 'POST',
  path: 'ess/me/wfh',
  summary: 'Sign the work-from-home undertaking (multipart: until_date, the drawn signature as a PNG)',
  audience: 'ess',
  multipart: wfhSignFields,
  reply: doneIdReply,
});
