import { successReply } from '@hris/domain/replies';
import {
  passwordCodeBody,
  passwordConfirmBody,
  recoveryCodesReply,
  sessionsReply,
  twoFactorEnableBody,
  twoFactorSetupReply,
  twoFactorStatusReply,
} from '@hris/domain/security';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { done, idParam } from '../../lib/replies';
import type { SecretBox } from '../../lib/secret-box';
import { actorOf } from '../../plugins/audit';
import { listSessions, revokeOtherSessions, revokeSession } from './sessions.service';
import {
  disableTwoFactor,
  enableTwoFactor,
  renewRecoveryCodes,
  resetTwoFactor,
  startSetup,
  twoFactorStatus,
} from './two-factor.service';

const tags = ['security'];
/** Calls that check the password or a code: a stolen session cannot guess either at speed. */
const GUESS_LIMIT = { max: 10, timeWindow: '15 minutes' };

/** The signed-in user as the services need them: audit actor, user and session. */
const me = (req: FastifyRequest) => ({ ...actorOf(req), userId: req.user!.id, tokenId: req.user!.tokenId });

/** The signed-in user's two-factor authentication and sessions (Security page), and HR's reset of it. */
export const securityRoutes: FastifyPluginAsyncZod<{ db: Db; box: SecretBox }> = async (app, { db, box }) => {
  app.get(
    '/account/two-factor',
    { schema: { tags, summary: 'My two-factor authentication', response: { 200: twoFactorStatusReply } } },
    async (req) => twoFactorStatus(db, req.user!.id),
  );
  app.post(
    '/account/two-factor/setup',
    {
      config: { rateLimit: GUESS_LIMIT },
      schema: {
        tags,
        summary: 'Start adding an authenticator app: a secret and its QR code',
        body: passwordConfirmBody,
        response: { 200: twoFactorSetupReply },
      },
    },
    async (req) => startSetup(db, box, me(req), req.body.password),
  );
  app.post(
    '/account/two-factor/enable',
    {
      config: { rateLimit: GUESS_LIMIT },
      schema: {
        tags,
        summary: "Turn two-factor on with the app's first code; the recovery codes, shown once",
        body: twoFactorEnableBody,
        response: { 200: recoveryCodesReply },
      },
    },
    async (req) => ({
      ...done(
        'Two-factor authentication is on and your other sessions have ended. Keep your recovery codes somewhere safe.',
      ),
      recovery_codes: await enableTwoFactor(db, box, me(req), req.body.code),
    }),
  );
  app.post(
    '/account/two-factor/recovery-codes',
    {
      config: { rateLimit: GUESS_LIMIT },
      schema: {
        tags,
        summary: 'New recovery codes (password and a code; the old ones stop working)',
        body: passwordCodeBody,
        response: { 200: recoveryCodesReply },
      },
    },
    async (req) => ({
      ...done('New recovery codes are ready. The old ones no longer work.'),
      recovery_codes: await renewRecoveryCodes(db, box, me(req), req.body),
    }),
  );
  app.post(
    '/account/two-factor/disable',
    {
      config: { rateLimit: GUESS_LIMIT },
      schema: {
        tags,
        summary: 'Turn two-factor off (password and a code)',
        body: passwordCodeBody,
        response: { 200: successReply },
      },
    },
    async (req) => {
      await disableTwoFactor(db, box, me(req), req.body);
      return done('Two-factor authentication is off.');
    },
  );
  app.post(
    '/users/:id/two-factor/reset',
    {
      config: { rateLimit: GUESS_LIMIT },
      schema: {
        tags,
        summary:
          "Turn off another user's two-factor (lost phone and recovery codes; the resetter's password)",
        params: idParam('id'),
        body: passwordConfirmBody,
        response: { 200: successReply },
      },
    },
    async (req) => {
      await resetTwoFactor(db, me(req), req.params.id, req.body.password);
      return done('Two-factor authentication is off for this user. They can log in with their password.');
    },
  );

  app.get(
    '/account/sessions',
    { schema: { tags, summary: 'My sessions, newest first', response: { 200: sessionsReply } } },
    async (req) => ({ data: await listSessions(db, me(req), app.sessionIdleMinutes) }),
  );
  app.delete(
    '/account/sessions/:id',
    {
      schema: {
        tags,
        summary: 'End one of my sessions',
        params: idParam('id'),
        response: { 200: successReply },
      },
    },
    async (req) => {
      await revokeSession(db, me(req), req.params.id, app.sessionIdleMinutes);
      return done('The session has ended.');
    },
  );
  app.post(
    '/account/sessions/revoke-others',
    { schema: { tags, summary: 'End all my other sessions', response: { 200: successReply } } },
    async (req) => {
      const n = await revokeOtherSessions(db, me(req));
      return done(n === 1 ? '1 other session has ended.' : `${n} other sessions have ended.`);
    },
  );
};
