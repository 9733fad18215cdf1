import {
  MAIL_MESSAGES,
  mailActionReply,
  mailLinkReply,
  mailOutboxQuery,
  mailOutboxReply,
  mailParams,
} from '@hris/domain/mail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { done } from '../../lib/replies';
import type { SecretBox } from '../../lib/secret-box';
import { rawReply } from '../../lib/wire';
import { actorOf } from '../../plugins/audit';
import type { Mailer } from '../../plugins/mail';
import * as svc from './outbox.service';

const tags = ['mail'];

/** Accounts → Mail Outbox: what the app mailed, and HR's Retry, Cancel and Copy link. */
export const outboxRoutes: FastifyPluginAsyncZod<{ db: Db; box: SecretBox; mailer: Mailer }> = async (
  app,
  { db, box, mailer },
) => {
  app.get(
    '/mailoutbox',
    {
      schema: {
        tags,
        summary: 'Mail Outbox: every queued, sent, failed, kept and cancelled mail, newest first',
        querystring: mailOutboxQuery,
        response: { 200: mailOutboxReply },
      },
    },
    async (req) => rawReply(await svc.listOutbox(db, req.query)),
  );
  app.post(
    '/mailoutbox/:id/retry',
    {
      schema: {
        tags,
        summary: 'Queue a failed or kept mail again',
        params: mailParams,
        response: { 200: mailActionReply },
      },
    },
    async (req) => {
      const data = await svc.retryMail(db, actorOf(req), req.params.id);
      mailer.deliverQueued().catch((err: Error) => req.log.warn(`mail: delivery failed: ${err.message}`));
      return done((await mailer.hasSender()) ? MAIL_MESSAGES.retried : MAIL_MESSAGES.retriedNoSender, data);
    },
  );
  app.post(
    '/mailoutbox/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a mail not sent yet (its text and link are dropped)',
        params: mailParams,
        response: { 200: mailActionReply },
      },
    },
    async (req) => done(MAIL_MESSAGES.cancelled, await svc.cancelMail(db, actorOf(req), req.params.id)),
  );
  app.post(
    '/mailoutbox/:id/link',
    {
      schema: {
        tags,
        summary: "Reveal an unsent mail's link, to send it another way (audited)",
        params: mailParams,
        response: { 200: mailLinkReply },
      },
    },
    async (req) => done(MAIL_MESSAGES.copied, await svc.copyMailLink(db, box, actorOf(req), req.params.id)),
  );
};
