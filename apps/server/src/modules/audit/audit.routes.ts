import * as calls from '@hris/domain/calls/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { routesFor } from '../../lib/calls';
import { listAudit, recordHistory } from './audit.service';

export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = routesFor(app, ['audit']);
  route(calls.auditListCall, (req) => listAudit(db, req.query));
  route(calls.recordHistoryCall, (req) => recordHistory(db, req.params.entity, req.params.id, req.query));
};
