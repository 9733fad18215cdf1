import * as calls from '@hris/domain/calls/ess-notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesFor } from '../../lib/calls';
import { done } from '../../lib/replies';
import { ownEmployee } from '../../plugins/auth';
import * as notices from '../notifications/notifications.service';
import type { EssDeps } from './deps';

/** The employee's notifications: read, and marked read. */
export const notificationRoutes: FastifyPluginAsyncZod<EssDeps> = async (app, { db }) => {
  const route = routesFor(app, ['self-service']);

  route(calls.myNotificationsCall, (req) => notices.myNotifications(db, ownEmployee(req), req.query));
  route(calls.readNotificationCall, async (req) =>
    done('Marked as read.', await notices.readNotification(db, ownEmployee(req), req.params.id)),
  );
  route(calls.readAllNotificationsCall, async (req) =>
    done('All marked as read.', await notices.readAllNotifications(db, ownEmployee(req))),
  );
};
