import { defineCall } from '../call';
import { coachedListQuery, coachedYearParams, coachingDetailReply, coachingRow } from '../coaching';
import {
  infractionFindBody,
  infractionFindReply,
  nteAddBody,
  nteDecisionBody,
  nteDeletedReply,
  nteDetailReply,
  nteListQuery,
  nteManualBody,
  nteRow,
  nteSavedReply,
  nteUpdateBody,
  nteYearParams,
} from '../discipline';
import {
  evaluationDetailReply,
  evaluationListQuery,
  evaluationParams,
  evaluationRow,
  evaluationYearParams,
} from '../evaluation';
import { pagedReply } from '../replies';
import { idParams } from './params';

/**
 * The calls of discipline and performance: the NTE Tracker (an NTE's attachments are multipart files,
 * `files[0]`, `files[1]`, ...; the text fields as `multipart` says), Employee Coached, Employee Evaluation.
 */

const nteListReply = pagedReply(nteRow);

export const nteListCall = defineCall({
  method: 'GET',
  path: 'nterequestbyhr',
  summary: 'NTE Tracker',
  query: nteListQuery,
  reply: nteListReply,
});

export const nteYearListCall = defineCall({
  method: 'GET',
  path: 'nterequestbyhr/:year',
  summary: 'NTE Tracker of one year',
  params: nteYearParams,
  query: nteListQuery.omit({ year: true }),
  reply: nteListReply,
});

export const nteDetailCall = defineCall({
  method: 'GET',
  path: 'nterequestbyhr/get/:id',
  summary: 'One NTE, with its occurrences, attachments and signature',
  params: idParams('id'),
  reply: nteDetailReply,
});

export const deleteNteCall = defineCall({
  method: 'DELETE',
  path: 'nterequest/delete/:id',
  summary: 'Delete an NTE (not once decided)',
  params: idParams('id'),
  reply: nteDeletedReply,
});

export const addNteCall = defineCall({
  method: 'POST',
  path: 'nterequestbyhr/add',
  summary: 'File an NTE (multipart: the fields, attachments as files[n])',
  multipart: nteAddBody,
  reply: nteSavedReply,
});

export const manualNteCall = defineCall({
  method: 'POST',
  path: 'ntestoremanually/add',
  summary: 'Encode a decided NTE from paper (multipart, attachments as files[n])',
  multipart: nteManualBody,
  reply: nteSavedReply,
});

export const updateNteCall = defineCall({
  method: 'POST',
  path: 'nterequest/approval/update/:id',
  summary: "HR's review or update of an NTE (multipart, new attachments as files[n])",
  params: idParams('id'),
  multipart: nteUpdateBody,
  reply: nteSavedReply,
});

export const decideNteCall = defineCall({
  method: 'POST',
  path: 'notice/for/decision/:id',
  summary: "HR's notice of decision (locks the NTE)",
  params: idParams('id'),
  body: nteDecisionBody,
  reply: nteSavedReply,
});

export const findInfractionsCall = defineCall({
  method: 'POST',
  path: 'infraction/find',
  summary: "An employee's earlier NTEs of a type, and the next corrective action",
  body: infractionFindBody,
  reply: infractionFindReply,
});

const coachedListReply = pagedReply(coachingRow);

export const coachedListCall = defineCall({
  method: 'GET',
  path: 'employee/coached/all',
  summary: 'Employee Coached',
  query: coachedListQuery,
  reply: coachedListReply,
});

export const coachedYearListCall = defineCall({
  method: 'GET',
  path: 'employee/coached/all/:year',
  summary: 'Employee Coached of one year',
  params: coachedYearParams,
  query: coachedListQuery.omit({ year: true }),
  reply: coachedListReply,
});

export const coachingDetailCall = defineCall({
  method: 'GET',
  path: 'employee/coaching/get/:id',
  summary: 'One coaching record',
  params: idParams('id'),
  reply: coachingDetailReply,
});

const evaluationListReply = pagedReply(evaluationRow);

export const evaluationListCall = defineCall({
  method: 'GET',
  path: 'evaluation/all',
  summary: 'Employee Evaluation',
  query: evaluationListQuery,
  reply: evaluationListReply,
});

export const evaluationYearListCall = defineCall({
  method: 'GET',
  path: 'evaluation/all/:year',
  summary: 'Employee Evaluation of one year',
  params: evaluationYearParams,
  query: evaluationListQuery.omit({ year: true }),
  reply: evaluationListReply,
});

export const evaluationOfEmployeeCall = defineCall({
  method: 'GET',
  path: 'evaluation/:id/:employee_id',
  summary: 'One evaluation of an employee',
  params: evaluationParams,
  reply: evaluationDetailReply,
});

export const evaluationCall = defineCall({
  method: 'GET',
  path: 'evaluation/:id',
  summary: 'One evaluation, whoever its employee (the printable details by the evaluation alone)',
  params: evaluationParams.pick({ id: true }),
  reply: evaluationDetailReply,
});
