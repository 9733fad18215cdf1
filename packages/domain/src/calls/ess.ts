import { loginBody, loginErrorReply } from '../auth';
import { defineCall } from '../call';
import { essLoginReply } from '../ess';
import { successReply } from '../replies';

/**
 * Signing in and out of employee self-service. The other self-service calls are declared beside this
 * file, one file per part (`ess-*.ts`); all of them live under `ess/` and take a self-service token.
 */

export const essLoginCall = defineCall({
  method: 'POST',
  path: 'ess/login',
  summary: 'Log in to self-service (any account linked to an employee)',
  public: true,
  audience: 'ess',
  body: loginBody,
  reply: essLoginReply,
  replies: { 401: loginErrorReply, 403: loginErrorReply, 429: loginErrorReply },
});

export const essLogoutCall = defineCall({
  method: 'POST',
  path: 'ess/logout',
  summary: 'Revoke the current self-service token',
  audience: 'ess',
  reply: successReply,
});
