import * as calls from '@hris/domain/calls/reports';
import { companyDate } from '@hris/domain/company-clock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { routesFor } from '../../lib/calls';
import { sendFile } from '../../lib/send-file';
import { exportReport } from './reports.export';
import { runReport } from './reports.service';

export const reportsRoutes: FastifyPluginAsyncZod<{ db: Db; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  const today = () => companyDate(clock());
  const route = routesFor(app, ['reports']);
  route(calls.reportCall, (req) => runReport(db, req.params.report, req.query, today()));
  route(calls.reportExportCall, async (req, reply) => {
    const report = await runReport(db, req.params.report, req.query, today());
    return sendFile(reply, await exportReport(report, req.query.format));
  });
};
