import { defineCall } from '../call';
import {
  computeQuery,
  computeReply,
  contributionBody,
  contributionDetailReply,
  contributionErrorReply,
  contributionGenerateBody,
  contributionGenerateReply,
  contributionListQuery,
  contributionListReply,
  contributionParams,
  contributionYearParams,
} from '../contributions';
import { doneIdReply, successReply } from '../replies';
import { idParams } from './params';

/** The calls of Loan & Contributions. */

export const computeSharesCall = defineCall({
  method: 'GET',
  path: 'contributions/compute',
  summary: "The employee's monthly SSS, PhilHealth, Pag-IBIG and withholding tax of a basic salary",
  query: computeQuery,
  reply: computeReply,
});

export const contributionListCall = defineCall({
  method: 'GET',
  path: 'contributions',
  summary: 'Loan & Contributions: the monthly records, newest month first',
  query: contributionListQuery,
  reply: contributionListReply,
});

export const contributionYearListCall = defineCall({
  method: 'GET',
  path: 'contributions/:year',
  summary: 'Loan & Contributions of the months of a year',
  params: contributionYearParams,
  query: contributionListQuery.omit({ year: true }),
  reply: contributionListReply,
});

export const contributionDetailCall = defineCall({
  method: 'GET',
  path: 'contributions/:id/:employee_id',
  summary: "A record with the employee's TIN, PhilHealth, Pag-IBIG and SSS numbers",
  params: contributionParams,
  reply: contributionDetailReply,
});

/** A second record of the same month is a 422 that names the record there is (`existing_id`). */
export const createContributionCall = defineCall({
  method: 'POST',
  path: 'contributions/create',
  summary: "An employee's record of a month (one per month; zero for items not included)",
  body: contributionBody,
  reply: doneIdReply,
  replies: { 422: contributionErrorReply },
});

export const removeContributionCall = defineCall({
  method: 'DELETE',
  path: 'contributions/remove/:id',
  summary: 'Delete a record',
  params: idParams('id'),
  reply: successReply,
});

export const generateMonthCall = defineCall({
  method: 'POST',
  path: 'contributions/generate',
  summary: "A month's records for every active employee without one, computed from the statutory tables",
  body: contributionGenerateBody,
  reply: contributionGenerateReply,
});
