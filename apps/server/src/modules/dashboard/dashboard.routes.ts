import * as calls from '@hris/domain/calls/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { routesFor } from '../../lib/calls';
import { anniversaries, celebrants, dashboardCounts } from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = routesFor(app, ['dashboard']);
  route(calls.dashboardCountsCall, () => dashboardCounts(db));
  route(calls.celebrantsCall, () => celebrants(db));
  route(calls.anniversariesCall, () => anniversaries(db));
};
