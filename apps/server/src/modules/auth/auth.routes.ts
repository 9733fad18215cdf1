import * as calls from '@hris/domain/calls/auth';
import * as essCalls from '@hris/domain/calls/ess';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { routesFor } from '../../lib/calls';
import { AppError } from '../../lib/errors';
import { done } from '../../lib/replies';
import type { SecretBox } from '../../lib/secret-box';
import { actorOf } from '../../plugins/audit';
import { ownEmployee } from '../../plugins/auth';
import type { Mailer } from '../../plugins/mail';
import { PUBLIC_BODY_LIMIT, rateLimitMessage } from '../../plugins/public-limits';
import { RESET_REPLY, requestReset, resetPassword } from '../accounts/passwords.service';
import { currentUser, essLogin, login, logout } from './auth.service';

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
  const route = routesFor(app, ['auth']);

  route(
    calls.loginCall,
    async (req) => login(db, box, req.body, { ip: req.ip, userAgent: req.headers['user-agent'] }),
    { config: { public: true, rateLimit: LOGIN_LIMIT }, bodyLimit: PUBLIC_BODY_LIMIT },
  );

  route(calls.currentUserCall, async (req) => currentUser(db, req.user!.id));

  route(calls.logoutCall, async (req) => {
    await logout(db, actorOf(req), req.user!.tokenHash);
    return done('You have been logged out.');
  });

  // Employee self-service signs in here too: the same accounts, the same attempts counted (the
  // database's per-account and per-address lockout), a token that opens self-service only.
  route(
    essCalls.essLoginCall,
    async (req) => essLogin(db, box, req.body, { ip: req.ip, userAgent: req.headers['user-agent'] }),
    { config: { public: true, rateLimit: LOGIN_LIMIT }, bodyLimit: PUBLIC_BODY_LIMIT },
  );

  route(essCalls.essLogoutCall, async (req) => {
    ownEmployee(req);
    await logout(db, actorOf(req), req.user!.tokenHash);
    return done('You have been logged out.');
  });

  route(
    calls.requestResetCall,
    async (req) => {
      // Everything that depends on the address happens after the reply, so neither the reply nor
      // its timing tells whether the address has an account.
      const { email } = req.body;
      const { ip } = req;
      setImmediate(() => void requestReset(db, mailer, publicUrl, email, ip, (m) => req.log.warn(m)));
      return done(RESET_REPLY);
    },
    { config: { public: true, rateLimit: RESET_LIMIT }, bodyLimit: PUBLIC_BODY_LIMIT },
  );
  route(
    calls.resetPasswordCall,
    async (req) => {
      await resetPassword(db, req.body, req.ip);
      return done('Your password has been reset. You can log in with it now.');
    },
    { config: { public: true, rateLimit: RESET_LIMIT }, bodyLimit: PUBLIC_BODY_LIMIT },
  );
};
