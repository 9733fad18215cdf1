import { z } from 'zod';
import { successReply, wireCount, wireId, wireTimestamp } from './replies';

/**
 * The signed-in user's own security: two-factor authentication (TOTP, RFC 6238, with single-use
 * recovery codes) and the list of their sessions. Not in the original API; the paths are ours.
 */

export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;

const password = z
  .string({ error: 'The password field is required.' })
  .min(1, 'The password field is required.')
  .max(128, 'The password may not be greater than 128 characters.');
/** The authenticator's code, spaces allowed as apps show them ("123 456"). */
const totpCode = z
  .string({ error: 'The code field is required.' })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code your authenticator app shows.'));
/** A 6-digit code or a recovery code. */
const anyCode = z
  .string({ error: 'The code field is required.' })
  .trim()
  .min(1, 'The code field is required.')
  .max(32, 'The code may not be greater than 32 characters.');

/**
 * `POST api/account/two-factor/setup` and `POST api/users/{id}/two-factor/reset`: the password of the
 * user making the change.
 */
export const passwordConfirmBody = z.object({ password });
/** `POST api/account/two-factor/enable`: the first code from the newly added authenticator. */
export const twoFactorEnableBody = z.object({ code: totpCode });
/**
 * `POST api/account/two-factor/disable` and `.../recovery-codes`: the password and a code from the
 * authenticator or an unused recovery code (which it uses up), so that a stolen session that learnt the
 * password still cannot turn the second factor off or make codes of its own.
 */
export const passwordCodeBody = z.object({ password, code: anyCode });

/** `GET api/account/two-factor` */
export const twoFactorStatusReply = z.strictObject({
  enabled: z.boolean(),
  enabled_at: wireTimestamp.nullable(),
  recovery_codes_left: wireCount,
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusReply>;

/** `POST api/account/two-factor/setup`: what the authenticator app needs, shown until enabled. */
export const twoFactorSetupReply = z.strictObject({
  secret: z.string(),
  otpauth_url: z.string(),
  /** The otpauth URL as a QR code: an SVG `data:` URL for an `<img>`. */
  qr_code: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupReply>;

/** Enable and new recovery codes: the codes, shown this once. */
export const recoveryCodesReply = successReply.extend({ recovery_codes: z.array(z.string()) });
export type RecoveryCodesReply = z.infer<typeof recoveryCodesReply>;

/** `GET api/account/sessions`: the user's live sessions, newest first. */
export const sessionRow = z.strictObject({
  id: wireId,
  created_at: wireTimestamp,
  last_used_at: wireTimestamp,
  expires_at: wireTimestamp,
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** The session making this request. */
  current: z.boolean(),
});
export type SessionRow = z.infer<typeof sessionRow>;
export const sessionsReply = z.strictObject({ data: z.array(sessionRow) });
