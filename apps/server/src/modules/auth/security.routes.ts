import * as calls from '@hris/domain/calls/auth';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { routesFor } from '../../lib/calls';
import { done } from '../../lib/replies';
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

/** Calls that check the password or a code: a stolen session cannot guess either at speed. */
const GUESS_LIMIT = { max: 10, timeWindow: '15 minutes' };

/** The signed-in user as the services need them: audit actor, user and session. */
const me = (req: FastifyRequest) => ({ ...actorOf(req), userId: req.user!.id, tokenId: req.user!.tokenId });

/** The signed-in user's two-factor authentication and sessions (Security page), and HR's reset of it. */
export const securityRoutes: FastifyPluginAsyncZod<{ db: Db; box: SecretBox }> = async (app, { db, box }) => {
  const route = routesFor(app, ['security']);
  const guessLimited = { config: { rateLimit: GUESS_LIMIT } };

  route(calls.twoFactorStatusCall, async (req) => twoFactorStatus(db, req.user!.id));
  route(
    calls.startTwoFactorCall,
    async (req) => startSetup(db, box, me(req), req.body.password),
    guessLimited,
  );
  route(
    calls.enableTwoFactorCall,
    async (req) => ({
      ...done(
        'Two-factor authentication is on and your other sessions have ended. Keep your recovery codes somewhere safe.',
      ),
      recovery_codes: await enableTwoFactor(db, box, me(req), req.body.code),
    }),
    guessLimited,
  );
  route(
    calls.renewRecoveryCodesCall,
    async (req) => ({
      ...done('New recovery codes are ready. The old ones no longer work.'),
      recovery_codes: await renewRecoveryCodes(db, box, me(req), req.body),
    }),
    guessLimited,
  );
  route(
    calls.disableTwoFactorCall,
    async (req) => {
      await disableTwoFactor(db, box, me(req), req.body);
      return done('Two-factor authentication is off.');
    },
    guessLimited,
  );
  route(
    calls.resetTwoFactorCall,
    async (req) => {
      await resetTwoFactor(db, me(req), req.params.id, req.body.password);
      return done('Two-factor authentication is off for this user. They can log in with their password.');
    },
    guessLimited,
  );

  route(calls.sessionsCall, async (req) => ({
    data: await listSessions(db, me(req), app.sessionIdleMinutes),
  }));
  route(calls.endSessionCall, async (req) => {
    await revokeSession(db, me(req), req.params.id, app.sessionIdleMinutes);
    return done('The session has ended.');
  });
  route(calls.endOtherSessionsCall, async (req) => {
    const n = await revokeOtherSessions(db, me(req));
    return done(n === 1 ? '1 other session has ended.' : `${n} other sessions have ended.`);
  });
};
