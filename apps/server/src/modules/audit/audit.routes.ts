import { auditHistoryParams, auditHistoryQuery, auditListQuery, auditListReply } from '@hris/domain/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { rawReply } from '../../lib/wire';
import { listAudit, recordHistory } from './audit.service';

const tags = ['audit'];

export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/audit',
    {
      schema: {
        tags,
        summary: 'Audit Log: who changed or viewed what, when and from where, newest first',
        querystring: auditListQuery,
        response: { 200: auditListReply },
      },
    },
    async (req) => rawReply(await listAudit(db, req.query)),
  );
  app.get(
    '/audit/:entity/:id',
    {
      schema: {
        tags,
        summary: "One record's History: its audit rows, newest first",
        params: auditHistoryParams,
        querystring: auditHistoryQuery,
        response: { 200: auditListReply },
      },
    },
    async (req) => rawReply(await recordHistory(db, req.params.entity, req.params.id, req.query)),
  );
};
