import * as calls from '@hris/domain/calls/mail';
import { MAIL_MESSAGES } from '@hris/domain/mail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { routesFor } from '../../lib/calls';
import { done } from '../../lib/replies';
import type { SecretBox } from '../../lib/secret-box';
import { actorOf } from '../../plugins/audit';
import type { Mailer } from '../../plugins/mail';
import * as svc from './outbox.service';

/** Accounts → Mail Outbox: what the app mailed, and HR's Retry, Cancel and Copy link. */
export const outboxRoutes: FastifyPluginAsyncZod<{ db: Db; box: SecretBox; mailer: Mailer }> = async (
  app,
  { db, box, mailer },
) => {
  const route = routesFor(app, ['mail']);
  route(calls.mailOutboxCall, (req) => svc.listOutbox(db, req.query));
  route(calls.retryMailCall, async (req) => {
    const data = await svc.retryMail(db, actorOf(req), req.params.id);
    mailer.deliverQueued().catch((err: Error) => req.log.warn(`mail: delivery failed: ${err.message}`));
    return done((await mailer.hasSender()) ? MAIL_MESSAGES.retried : MAIL_MESSAGES.retriedNoSender, data);
  });
  route(calls.cancelMailCall, async (req) =>
    done(MAIL_MESSAGES.cancelled, await svc.cancelMail(db, actorOf(req), req.params.id)),
  );
  route(calls.copyMailLinkCall, async (req) =>
    done(MAIL_MESSAGES.copied, await svc.copyMailLink(db, box, actorOf(req), req.params.id)),
  );
};
