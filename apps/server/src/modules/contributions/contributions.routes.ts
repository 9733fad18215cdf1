import { companyDate } from '@hris/domain/company-clock';
import {
  CONTRIBUTION_MESSAGES,
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
} from '@hris/domain/contributions';
import { doneIdReply, successReply } from '@hris/domain/replies';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { done, idParam } from '../../lib/replies';
import { rawReply } from '../../lib/wire';
import { actorOf } from '../../plugins/audit';
import * as records from './contributions.service';
import * as statutory from './statutory.service';

const tags = ['contributions'];

export const contributionsRoutes: FastifyPluginAsyncZod<{ db: Db; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  app.get(
    '/contributions/compute',
    {
      schema: {
        tags,
        summary: "The employee's monthly SSS, PhilHealth, Pag-IBIG and withholding tax of a basic salary",
        querystring: computeQuery,
        response: { 200: computeReply },
      },
    },
    (req) => statutory.compute(db, req.query, companyDate(clock())),
  );

  app.get(
    '/contributions',
    {
      schema: {
        tags,
        summary: 'Loan & Contributions: the monthly records, newest month first',
        querystring: contributionListQuery,
        response: { 200: contributionListReply },
      },
    },
    async (req) => rawReply(await records.listContributions(db, req.query)),
  );
  app.get(
    '/contributions/:year',
    {
      schema: {
        tags,
        summary: 'Loan & Contributions of the months of a year',
        params: contributionYearParams,
        querystring: contributionListQuery.omit({ year: true }),
        response: { 200: contributionListReply },
      },
    },
    async (req) => rawReply(await records.listContributions(db, { ...req.query, year: req.params.year })),
  );
  app.get(
    '/contributions/:id/:employee_id',
    {
      schema: {
        tags,
        summary: "A record with the employee's TIN, PhilHealth, Pag-IBIG and SSS numbers",
        params: contributionParams,
        response: { 200: contributionDetailReply },
      },
    },
    (req) => records.contributionDetail(db, req.params.id, req.params.employee_id),
  );
  app.post(
    '/contributions/create',
    {
      schema: {
        tags,
        summary: "An employee's record of a month (one per month; zero for items not included)",
        body: contributionBody,
        response: { 200: doneIdReply, 422: contributionErrorReply },
      },
    },
    async (req) => {
      const saved = await records.createContribution(db, actorOf(req), req.body, companyDate(clock()));
      return done(CONTRIBUTION_MESSAGES.saved, { id: saved.id });
    },
  );
  app.delete(
    '/contributions/remove/:id',
    { schema: { tags, summary: 'Delete a record', params: idParam('id'), response: { 200: successReply } } },
    async (req) => {
      await records.removeContribution(db, actorOf(req), req.params.id);
      return done(CONTRIBUTION_MESSAGES.deleted);
    },
  );
  app.post(
    '/contributions/generate',
    {
      schema: {
        tags,
        summary:
          "A month's records for every active employee without one, computed from the statutory tables",
        body: contributionGenerateBody,
        response: { 200: contributionGenerateReply },
      },
    },
    async (req) => {
      const today = companyDate(clock());
      const month = req.body.date_covered ?? `${today.slice(0, 7)}-01`;
      const made = await records.generateMonth(db, actorOf(req), month);
      return done(`${made.created} records made for ${month.slice(0, 7)}`, made);
    },
  );
};
