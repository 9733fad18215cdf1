import { resetBody, resetRequestBody } from '../accounts';
import { currentUserReply, loginBody, loginErrorReply, loginReply } from '../auth';
import { defineCall } from '../call';
import { successReply } from '../replies';
import {
  passwordCodeBody,
  passwordConfirmBody,
  recoveryCodesReply,
  sessionsReply,
  twoFactorEnableBody,
  twoFactorSetupReply,
  twoFactorStatusReply,
} from '../security';
import { idParams } from './params';

/**
 * The calls of signing in and out, the password reset, and each user's two-factor authentication and
 * sessions (the Security screen). The login screen loads these with its form's rules, after its first
 * paint, so that zod stays out of the app's first load (apps/web/src/app/public/login-resolver.ts).
 */

export const loginCall = defineCall({
  method: 'POST',
  path: 'login',
  summary: 'Log in (HR only)',
  public: true,
  body: loginBody,
  reply: loginReply,
  replies: { 401: loginErrorReply, 403: loginErrorReply, 429: loginErrorReply },
});

export const currentUserCall = defineCall({
  method: 'GET',
  path: 'user',
  summary: 'The logged-in user',
  reply: currentUserReply,
});

export const logoutCall = defineCall({
  method: 'POST',
  path: 'logout',
  summary: 'Revoke the current token',
  reply: successReply,
});

export const requestResetCall = defineCall({
  method: 'POST',
  path: 'create',
  summary: 'Request a password reset link (same reply for any address)',
  public: true,
  body: resetRequestBody,
  reply: successReply,
});

export const resetPasswordCall = defineCall({
  method: 'POST',
  path: 'reset',
  summary: 'Set a new password with a reset token',
  public: true,
  body: resetBody,
  reply: successReply,
});

// ---- two-factor authentication

export const twoFactorStatusCall = defineCall({
  method: 'GET',
  path: 'account/two-factor',
  summary: 'My two-factor authentication',
  reply: twoFactorStatusReply,
});

export const startTwoFactorCall = defineCall({
  method: 'POST',
  path: 'account/two-factor/setup',
  summary: 'Start adding an authenticator app: a secret and its QR code',
  body: passwordConfirmBody,
  reply: twoFactorSetupReply,
});

export const enableTwoFactorCall = defineCall({
  method: 'POST',
  path: 'account/two-factor/enable',
  summary: "Turn two-factor on with the app's first code; the recovery codes, shown once",
  body: twoFactorEnableBody,
  reply: recoveryCodesReply,
});

export const renewRecoveryCodesCall = defineCall({
  method: 'POST',
  path: 'account/two-factor/recovery-codes',
  summary: 'New recovery codes (password and a code; the old ones stop working)',
  body: passwordCodeBody,
  reply: recoveryCodesReply,
});

export const disableTwoFactorCall = defineCall({
  method: 'POST',
  path: 'account/two-factor/disable',
  summary: 'Turn two-factor off (password and a code)',
  body: passwordCodeBody,
  reply: successReply,
});

export const resetTwoFactorCall = defineCall({
  method: 'POST',
  path: 'users/:id/two-factor/reset',
  summary: "Turn off another user's two-factor (lost phone and recovery codes; the resetter's password)",
  params: idParams('id'),
  body: passwordConfirmBody,
  reply: successReply,
});

// ---- sessions

export const sessionsCall = defineCall({
  method: 'GET',
  path: 'account/sessions',
  summary: 'My sessions, newest first',
  reply: sessionsReply,
});

export const endSessionCall = defineCall({
  method: 'DELETE',
  path: 'account/sessions/:id',
  summary: 'End one of my sessions',
  params: idParams('id'),
  reply: successReply,
});

export const endOtherSessionsCall = defineCall({
  method: 'POST',
  path: 'account/sessions/revoke-others',
  summary: 'End all my other sessions',
  reply: successReply,
});
