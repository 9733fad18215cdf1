import { companyDate } from '@hris/domain/company-clock';
import { computeQuery, computeReply } from '@hris/domain/contributions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
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
};
