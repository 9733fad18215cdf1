import { defineCall } from '../call';
import {
  essFiledReply,
  essLeaveBody,
  essLeaveListReply,
  essLeaveQuery,
  essRequestsQuery,
  essRequestsReply,
} from '../ess-filing';
import { successReply } from '../replies';
import type { RequestKind } from '../request-kind';
import { ADJUSTMENT_KIND, UNDERTIME_KIND } from '../schedule';
import { idParams } from './params';

/**
 * What an employee files for themselves (docs/self-service.md): leave, and each request kind at the
 * path its declaration names. Filing answers 201 with the new request.
 */

export const essLeaveListCall = defineCall({
  method: 'GET',
  path: 'ess/me/leave',
  summary: "The employee's own leave requests of a year, newest first",
  audience: 'ess',
  query: essLeaveQuery,
  reply: essLeaveListReply,
});

export const essFileLeaveCall = defineCall({
  method: 'POST',
  path: 'ess/me/leave',
  summary: 'File a leave (pending until the approvers and HR act)',
  audience: 'ess',
  body: essLeaveBody,
  reply: essFiledReply,
  replies: { 201: essFiledReply },
});

/** Only while nobody has acted on it: a 409 once anyone has. */
export const essCancelLeaveCall = defineCall({
  method: 'POST',
  path: 'ess/me/leave/:id/cancel',
  summary: 'Cancel one of my leave requests while nobody has acted on it',
  audience: 'ess',
  params: idParams('id'),
  reply: successReply,
});

/** The self-service filing of a request kind, at its `paths.file`. */
export function fileRequestCall<K extends RequestKind>(kind: K) {
  return defineCall({
    method: 'POST',
    path: kind.paths.file,
    summary: `File a ${kind.noun} (pending until the approvers and HR act)`,
    audience: 'ess',
    body: kind.schemas.fileBody as K['schemas']['fileBody'],
    reply: essFiledReply,
    replies: { 201: essFiledReply },
  });
}

export const essFileAdjustmentCall = fileRequestCall(ADJUSTMENT_KIND);
export const essFileUndertimeCall = fileRequestCall(UNDERTIME_KIND);

export const essRequestsCall = defineCall({
  method: 'GET',
  path: 'ess/me/requests',
  summary: "All of the employee's requests (leave, schedule adjustments, undertime), newest first",
  audience: 'ess',
  query: essRequestsQuery,
  reply: essRequestsReply,
});
