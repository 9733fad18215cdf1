import * as calls from '@hris/domain/calls/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { routesFor } from '../../lib/calls';
import { rawReply } from '../../lib/wire';
import { listAudit, recordHistory } from './audit.service';

export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = routesFor(app, ['audit']);
  route(calls.auditListCall, async (req) => rawReply(await listAudit(db, req.query)));
  route(calls.recordHistoryCall, async (req) =>
    rawReply(await recordHistory(db, req.params.entity, req.params.id, req.query)),
  );
};
