import * as calls from '@hris/domain/calls/ess-profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesFor } from '../../lib/calls';
import { done } from '../../lib/replies';
import { actorOf } from '../../plugins/audit';
import { ownEmployee } from '../../plugins/auth';
import { fileProfileRequest, myProfileRequests } from '../profile-requests/profile-requests.service';
import type { EssDeps } from './deps';

/** The employee's profile change requests: filed here, decided by HR (profile-requests module). */
export const profileRequestRoutes: FastifyPluginAsyncZod<EssDeps> = async (app, { db }) => {
  const route = routesFor(app, ['self-service']);

  route(calls.fileProfileRequestCall, async (req) =>
    done(
      'Your request has been sent to HR. Your profile changes once HR approves it.',
      await fileProfileRequest(db, actorOf(req), ownEmployee(req), req.body),
    ),
  );
  route(calls.myProfileRequestsCall, (req) => myProfileRequests(db, ownEmployee(req), req.query));
};
