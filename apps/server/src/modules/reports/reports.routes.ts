import { companyDate } from '@hris/domain/company-clock';
import { reportExportQuery, reportParams, reportQuery, reportReply } from '@hris/domain/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { sendFile } from '../../lib/send-file';
import { sheetReply } from '../../lib/sheet-writer';
import { exportReport } from './reports.export';
import { runReport } from './reports.service';

const tags = ['reports'];

export const reportsRoutes: FastifyPluginAsyncZod<{ db: Db; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  const today = () => companyDate(clock());
  app.get(
    '/reports/:report',
    {
      schema: {
        tags,
        summary:
          'A report (headcount, turnover, leave, attendance, nte, contributions) for a period of months and a sub-department',
        params: reportParams,
        querystring: reportQuery,
        response: { 200: reportReply },
      },
    },
    (req) => runReport(db, req.params.report, req.query, today()),
  );
  app.get(
    '/reports/:report/export',
    {
      schema: {
        tags,
        summary: 'A report as XLSX (format=xlsx, the default) or CSV',
        params: reportParams,
        querystring: reportExportQuery,
        response: sheetReply,
      },
    },
    async (req, reply) => {
      const report = await runReport(db, req.params.report, req.query, today());
      return sendFile(reply, await exportReport(report, req.query.format));
    },
  );
};
