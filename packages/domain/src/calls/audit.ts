import { auditHistoryParams, auditHistoryQuery, auditListQuery, auditListReply } from '../audit';
import { defineCall } from '../call';

/** The calls of the Audit Log and of a record's History. */

export const auditListCall = defineCall({
  method: 'GET',
  path: 'audit',
  summary: 'Audit Log: who changed or viewed what, when and from where, newest first',
  query: auditListQuery,
  reply: auditListReply,
});

export const recordHistoryCall = defineCall({
  method: 'GET',
  path: 'audit/:entity/:id',
  summary: "One record's History: its audit rows, newest first",
  params: auditHistoryParams,
  query: auditHistoryQuery,
  reply: auditListReply,
});
