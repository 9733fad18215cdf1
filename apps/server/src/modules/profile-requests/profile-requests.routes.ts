import * as calls from '@hris/domain/calls/profile-requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { routesFor } from '../../lib/calls';
import { done } from '../../lib/replies';
import { actorOf } from '../../plugins/audit';
import type { Mailer } from '../../plugins/mail';
import { mailNotices } from '../notifications/notifications.service';
import * as requests from './profile-requests.service';

type Deps = { db: Db; mailer: Mailer; publicUrl: string };

/** HR's Profile Requests: the employees' change requests, decided here. */
export const profileRequestRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, mailer, publicUrl }) => {
  const route = routesFor(app, ['profile-requests']);
  /** The decision's e-mail leaves after the reply (the notice-mail job sends what a failure left). */
  const mailSoon = () =>
    mailNotices(db, mailer, publicUrl).catch((err: Error) =>
      app.log.error(`notification mail: ${err.message}`),
    );

  route(calls.profileRequestsCall, (req) => requests.listProfileRequests(db, req.query));
  route(calls.profileRequestCall, (req) => requests.getProfileRequest(db, req.params.id));
  route(calls.approveProfileRequestCall, async (req) => {
    const data = await requests.approveProfileRequest(db, actorOf(req), req.params.id);
    void mailSoon();
    return done('The change request has been approved and the record updated.', data);
  });
  route(calls.declineProfileRequestCall, async (req) => {
    const data = await requests.declineProfileRequest(db, actorOf(req), req.params.id, req.body.reason);
    void mailSoon();
    return done('The change request has been declined.', data);
  });
};
