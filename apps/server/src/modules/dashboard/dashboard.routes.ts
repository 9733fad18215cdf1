import { anniversariesReply, celebrantsReply, dashboardCountsReply } from '@hris/domain/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { rawReply } from '../../lib/wire';
import { anniversaries, celebrants, dashboardCounts } from './dashboard.service';

const tags = ['dashboard'];

export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/dashboardCounter',
    { schema: { tags, summary: 'Head counts by status', response: { 200: dashboardCountsReply } } },
    () => dashboardCounts(db),
  );
  app.get(
    '/celebrant',
    { schema: { tags, summary: 'Birthdays this month', response: { 200: celebrantsReply } } },
    async () => rawReply(await celebrants(db)),
  );
  app.get(
    '/anniversary/all',
    { schema: { tags, summary: 'Work anniversaries this month', response: { 200: anniversariesReply } } },
    async () => rawReply(await anniversaries(db)),
  );
};
