import { resetBody, resetRequestBody } from '@hris/domain/accounts';
import { currentUserReply, loginBody, loginErrorReply, loginReply } from '@hris/domain/auth';
import { successReply } from '@hris/domain/replies';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { done } from '../../lib/replies';
import type { SecretBox } from '../../lib/secret-box';
import { actorOf } from '../../plugins/audit';
import type { Mailer } from '../../plugins/mail';
import { PUBLIC_BODY_LIMIT, rateLimitMessage } from '../../plugins/public-limits';
import { RESET_REPLY, requestReset, resetPassword } from '../accounts/passwords.service';
import { currentUser, login, logout } from './auth.service';

/** Per address: enough for people who mistype, too few to probe or to flood someone's mailbox. */
const RESET_LIMIT = { max: 10, timeWindow: '15 minutes' };

/**
 * Per address, whatever the names tried: a cap on the password checks one address can ask for, beside
 * the lockout after 10 failures. Its 429 carries `error` as login's other refusals do.
 */
const LOGIN_LIMIT = {
  max: 20,
  timeWindow: '1 minute',
  errorResponseBuilder: (_req: unknown, ctx: Parameters<typeof rateLimitMessage>[0]) =>
    new AppError(ctx.statusCode, rateLimitMessage(ctx), undefined, { error: rateLimitMessage(ctx) }),
};

export const authRoutes: FastifyPluginAsyncZod<{
  db: Db;
  box: SecretBox;
  mailer: Mailer;
  publicUrl: string;
}> = async (app, { db, box, mailer, publicUrl }) => {
  app.post(
    '/login',
    {
      config: { public: true, rateLimit: LOGIN_LIMIT },
      bodyLimit: PUBLIC_BODY_LIMIT,
      schema: {
        tags: ['auth'],
        summary: 'Log in (HR only)',
        body: loginBody,
        response: { 200: loginReply, 401: loginErrorReply, 403: loginErrorReply, 429: loginErrorReply },
      },
    },
    async (req) => login(db, box, req.body, { ip: req.ip, userAgent: req.headers['user-agent'] }),
  );

  app.get(
    '/user',
    { schema: { tags: ['auth'], summary: 'The logged-in user', response: { 200: currentUserReply } } },
    async (req) => currentUser(db, req.user!.id),
  );

  app.post(
    '/logout',
    { schema: { tags: ['auth'], summary: 'Revoke the current token', response: { 200: successReply } } },
    async (req) => {
      await logout(db, actorOf(req), req.user!.tokenHash);
      return done('You have been logged out.');
    },
  );

  app.post(
    '/create',
    {
      config: { public: true, rateLimit: RESET_LIMIT },
      bodyLimit: PUBLIC_BODY_LIMIT,
      schema: {
        tags: ['auth'],
        summary: 'Request a password reset link (same reply for any address)',
        body: resetRequestBody,
        response: { 200: successReply },
      },
    },
    async (req) => {
      // Everything that depends on the address happens after the reply, so neither the reply nor
      // its timing tells whether the address has an account.
      const { email } = req.body;
      const { ip } = req;
      setImmediate(() => void requestReset(db, mailer, publicUrl, email, ip, (m) => req.log.warn(m)));
      return done(RESET_REPLY);
    },
  );
  app.post(
    '/reset',
    {
      config: { public: true, rateLimit: RESET_LIMIT },
      bodyLimit: PUBLIC_BODY_LIMIT,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset token',
        body: resetBody,
        response: { 200: successReply },
      },
    },
    async (req) => {
      await resetPassword(db, req.body, req.ip);
      return done('Your password has been reset. You can log in with it now.');
    },
  );
};
