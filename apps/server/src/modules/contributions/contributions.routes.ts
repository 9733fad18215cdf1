import * as calls from '@hris/domain/calls/contributions';
import { companyDate } from '@hris/domain/company-clock';
import { CONTRIBUTION_MESSAGES } from '@hris/domain/contributions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { routesFor } from '../../lib/calls';
import { done } from '../../lib/replies';
import { actorOf } from '../../plugins/audit';
import * as records from './contributions.service';
import * as statutory from './statutory.service';

export const contributionsRoutes: FastifyPluginAsyncZod<{ db: Db; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  const route = routesFor(app, ['contributions']);

  route(calls.computeSharesCall, (req) => statutory.compute(db, req.query, companyDate(clock())));
  route(calls.contributionListCall, (req) => records.listContributions(db, req.query));
  route(calls.contributionYearListCall, (req) =>
    records.listContributions(db, { ...req.query, year: req.params.year }),
  );
  route(calls.contributionDetailCall, (req) =>
    records.contributionDetail(db, req.params.id, req.params.employee_id),
  );
  route(calls.createContributionCall, async (req) => {
    const saved = await records.createContribution(db, actorOf(req), req.body, companyDate(clock()));
    return done(CONTRIBUTION_MESSAGES.saved, { id: saved.id });
  });
  route(calls.removeContributionCall, async (req) => {
    await records.removeContribution(db, actorOf(req), req.params.id);
    return done(CONTRIBUTION_MESSAGES.deleted);
  });
  route(calls.generateMonthCall, async (req) => {
    const today = companyDate(clock());
    const month = req.body.date_covered ?? `${today.slice(0, 7)}-01`;
    const made = await records.generateMonth(db, actorOf(req), month);
    return done(`${made.created} records made for ${month.slice(0, 7)}`, made);
  });
};
