import * as calls from '@hris/domain/calls/ess-filing';
import { companyDate } from '@hris/domain/company-clock';
import { ESS_FILING_MESSAGES } from '@hris/domain/ess-filing';
import type { RequestKind } from '@hris/domain/request-kind';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { routesFor } from '../../lib/calls';
import { done } from '../../lib/replies';
import { actorOf } from '../../plugins/audit';
import { ownEmployee } from '../../plugins/auth';
import { eachRequestKind, type RequestService } from '../schedule/request-kinds';
import type { EssDeps } from './deps';
import * as filing from './filing.service';

/** The employee files leave and the request kinds, cancels a leave nobody has acted on, and reads them back. */
export const filingRoutes: FastifyPluginAsyncZod<EssDeps> = async (app, { db, clock }) => {
  const route = routesFor(app, ['self-service']);
  const today = () => companyDate(clock());
  /** The account filing: the guard let only a self-service token of an account through. */
  const filer = (req: Parameters<typeof actorOf>[0]) => ({ ...actorOf(req), userId: req.user!.id });

  route(calls.essLeaveListCall, (req) =>
    filing.ownLeaves(db, ownEmployee(req), req.query.year ?? Number(today().slice(0, 4))),
  );
  route(calls.essFileLeaveCall, async (req, reply) => {
    const filed = await filing.fileOwnLeave(db, filer(req), ownEmployee(req), req.body, today());
    return reply.code(201).send(filed);
  });
  route(calls.essCancelLeaveCall, async (req) => {
    await filing.cancelOwnLeave(db, actorOf(req), ownEmployee(req), req.params.id);
    return done(ESS_FILING_MESSAGES.cancelled);
  });
  route(calls.essRequestsCall, (req) => filing.ownRequests(db, ownEmployee(req), req.query));

  /** A request kind filed at the path its declaration names. */
  const fileRoute = <K extends RequestKind>(service: RequestService<K>) =>
    route(calls.fileRequestCall(service.kind), async (req, reply) => {
      // the body is the kind's schema's output (validated by the route), which the types cannot follow for a generic kind
      const body = req.body as z.output<K['schemas']['fileBody']>;
      const row = await service.file(db, filer(req), ownEmployee(req), body, today());
      return reply.code(201).send({
        response: 'success',
        message: ESS_FILING_MESSAGES.requestFiled,
        id: row.id,
        status: 'pending',
        tl_status: row.tl_status,
        asm_status: row.asm_status,
      });
    });
  eachRequestKind(fileRoute);
};
