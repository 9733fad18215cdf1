import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT, type TwoFactorSetup, type TwoFactorStatus } from '@hris/domain/security';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Db, Tx } from '../../db/client';
import { write } from '../../db/write';
import { AppError, fieldError } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import type { SecretBox } from '../../lib/secret-box';
import { hashToken } from '../../lib/tokens';
import type { Actor } from '../../plugins/audit';
import { recoveryCodes, twoFactor, users } from './auth.tables';
import { endOtherSessions } from './sessions.service';

/** The name an authenticator app shows above the code. */
const ISSUER = 'HRIS';
/** One 30-second step either side: a phone's clock a little off still works. */
const TOLERANCE_SECONDS = 30;
/** Recovery codes: letters and digits that cannot be mistaken for one another. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

type UserActor = Actor & { userId: number };
/** The signed-in user and the session making the request. */
type SessionActor = UserActor & { tokenId: number };

/** Recovery codes are compared without spaces, dashes or case. */
const normalize = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

async function checkPassword(tx: Tx, userId: number, password: string) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.password_hash, password)))
    throw fieldError('password', 'The password is incorrect.');
  return user;
}

/** A fresh set of recovery codes in place of the old ones; the codes, to show this once. */
async function replaceRecoveryCodes(tx: Tx, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
  await tx
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ user_id: userId, code_hash: hashToken(normalize(code)) })));
  return codes;
}

/**
 * A sealed secret opened with this server's key. A data folder restored without the old key (see the
 * docs/backups.md) cannot open it: say what to do instead of failing.
 */
function openSecret(box: SecretBox, sealed: string): string {
  try {
    return box.open(sealed);
  } catch {
    throw new AppError(
      409,
      "Your two-factor secret cannot be read with this server's key (HRIS_SECRET_KEY or secret.key). Ask another HR user to reset your two-factor authentication.",
    );
  }
}

/** The TOTP time step a code is valid at, or null. */
async function validStep(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep !== null && { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

export async function isEnrolled(db: Db | Tx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ enabled_at: twoFactor.enabled_at })
    .from(twoFactor)
    .where(eq(twoFactor.user_id, userId));
  return Boolean(row?.enabled_at);
}

/**
 * Uses up a second factor of an enrolled user: a TOTP code not used before (each time step is
 * taken once, by a guarded update, so a code seen over someone's shoulder or sent twice at once
 * fails the second time), or an unused recovery code. False when neither.
 */
export async function useSecondFactor(db: Db | Tx, box: SecretBox, userId: number, code: string) {
  const typed = normalize(code);
  if (/^\d{6}$/.test(typed)) {
    const [row] = await db.select().from(twoFactor).where(eq(twoFactor.user_id, userId));
    if (!row?.secret || !row.enabled_at) return false;
    const step = await validStep(openSecret(box, row.secret), typed, row.last_step);
    if (step === null) return false;
    const taken = await db
      .update(twoFactor)
      .set({ last_step: step, updated_at: sql`now()` })
      .where(
        and(
          eq(twoFactor.user_id, userId),
          sql`(${twoFactor.last_step} IS NULL OR ${twoFactor.last_step} < ${step})`,
        ),
      )
      .returning({ user_id: twoFactor.user_id });
    return taken.length === 1;
  }
  const used = await db
    .update(recoveryCodes)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.user_id, userId),
        eq(recoveryCodes.code_hash, hashToken(typed)),
        isNull(recoveryCodes.used_at),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}

/** `GET api/account/two-factor` */
export async function twoFactorStatus(db: Db, userId: number): Promise<TwoFactorStatus> {
  const { rows } = await db.execute<TwoFactorStatus>(sql`
    SELECT tf.enabled_at IS NOT NULL AS enabled, tf.enabled_at,
      (SELECT count(*)::int FROM recovery_codes rc WHERE rc.user_id = ${userId} AND rc.used_at IS NULL)
        AS recovery_codes_left
    FROM (SELECT 1) one LEFT JOIN two_factor tf ON tf.user_id = ${userId}`);
  const row = rows[0]!;
  return { ...row, enabled: Boolean(row.enabled), enabled_at: row.enabled_at ?? null };
}

/**
 * `POST api/account/two-factor/setup`: a new secret, kept pending until the first code from the app
 * proves it was added. Asking again replaces a pending secret; an enrolled user turns it off first.
 */
export async function startSetup(
  db: Db,
  box: SecretBox,
  actor: UserActor,
  password: string,
): Promise<TwoFactorSetup> {
  const secret = generateSecret();
  const user = await write(db, actor, async ({ tx, audit }) => {
    const user = await checkPassword(tx, actor.userId, password);
    if (await isEnrolled(tx, actor.userId))
      throw new AppError(
        409,
        'Two-factor authentication is already on. Turn it off first to set up another device.',
      );
    await tx
      .insert(twoFactor)
      .values({ user_id: actor.userId, pending_secret: box.seal(secret) })
      .onConflictDoUpdate({
        target: twoFactor.user_id,
        set: { pending_secret: box.seal(secret), updated_at: sql`now()` },
      });
    await audit({ action: 'two_factor_setup', entity: 'user', entityId: actor.userId });
    return user;
  });
  const otpauth = generateURI({ issuer: ISSUER, label: user.name, secret });
  const svg = await QRCode.toString(otpauth, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return {
    secret,
    otpauth_url: otpauth,
    qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * `POST api/account/two-factor/enable`: the first code turns it on; the recovery codes, shown once.
 * Every other session of the user ends in the same transaction: one opened with the password alone
 * (perhaps by whoever made two-factor necessary) does not outlive the change.
 */
export async function enableTwoFactor(db: Db, box: SecretBox, actor: SessionActor, code: string) {
  return write(db, actor, async ({ tx, audit }) => {
    const [row] = await tx.select().from(twoFactor).where(eq(twoFactor.user_id, actor.userId)).for('update');
    if (row?.enabled_at) throw new AppError(409, 'Two-factor authentication is already on.');
    if (!row?.pending_secret)
      throw new AppError(409, 'Start the set-up again: no authenticator is being added.');
    const secret = openSecret(box, row.pending_secret);
    const step = await validStep(secret, code, null);
    if (step === null)
      throw fieldError('code', 'The code is incorrect or has expired. Enter the code the app shows now.');
    await tx
      .update(twoFactor)
      .set({
        secret: row.pending_secret,
        pending_secret: null,
        enabled_at: sql`now()`,
        last_step: step,
        updated_at: sql`now()`,
      })
      .where(eq(twoFactor.user_id, actor.userId));
    const codes = await replaceRecoveryCodes(tx, actor.userId);
    const ended = await endOtherSessions(tx, actor.userId, actor.tokenId);
    await audit({
      action: 'two_factor_enable',
      entity: 'user',
      entityId: actor.userId,
      after: { sessions_ended: ended },
    });
    return codes;
  });
}

/**
 * `POST api/account/two-factor/recovery-codes`: new codes; the old ones stop working. The password and
 * a code (from the app, or an unused recovery code, used up here) as for turning it off: a session
 * someone took over with the password alone cannot make codes of its own.
 */
export async function renewRecoveryCodes(
  db: Db,
  box: SecretBox,
  actor: UserActor,
  body: { password: string; code: string },
) {
  return write(db, actor, async ({ tx, audit }) => {
    await checkPassword(tx, actor.userId, body.password);
    if (!(await isEnrolled(tx, actor.userId)))
      throw new AppError(409, 'Two-factor authentication is off: there are no recovery codes to renew.');
    if (!(await useSecondFactor(tx, box, actor.userId, body.code)))
      throw fieldError('code', 'The code is incorrect or has expired.');
    const codes = await replaceRecoveryCodes(tx, actor.userId);
    await audit({ action: 'recovery_codes_renew', entity: 'user', entityId: actor.userId });
    return codes;
  });
}

/** `POST api/account/two-factor/disable`: the password and a code (or recovery code) turn it off. */
export async function disableTwoFactor(
  db: Db,
  box: SecretBox,
  actor: UserActor,
  body: { password: string; code: string },
) {
  await write(db, actor, async ({ tx, audit }) => {
    await checkPassword(tx, actor.userId, body.password);
    if (!(await isEnrolled(tx, actor.userId)))
      throw new AppError(409, 'Two-factor authentication is already off.');
    if (!(await useSecondFactor(tx, box, actor.userId, body.code)))
      throw fieldError('code', 'The code is incorrect or has expired.');
    await turnOff(tx, actor.userId);
    await audit({ action: 'two_factor_disable', entity: 'user', entityId: actor.userId });
  });
}

/** Removes a user's second factor and recovery codes. */
export async function turnOff(tx: Tx, userId: number) {
  await tx.delete(twoFactor).where(eq(twoFactor.user_id, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
}

/**
 * `POST api/users/{id}/two-factor/reset`: another HR user turns off the second factor of someone
 * who lost both their phone and their recovery codes; they log in with the password and enrol again.
 * The resetter types their own password: a session left open is not enough to strip a colleague's.
 */
export async function resetTwoFactor(db: Db, actor: UserActor, userId: number, password: string) {
  await write(db, actor, async ({ tx, audit }) => {
    if (userId === actor.userId)
      throw new AppError(403, 'Turn off your own two-factor authentication on the Security page.');
    await checkPassword(tx, actor.userId, password);
    if (!(await isEnrolled(tx, userId)))
      throw new AppError(409, 'This user has no two-factor authentication to reset.');
    await turnOff(tx, userId);
    await audit({ action: 'two_factor_reset', entity: 'user', entityId: userId });
  });
}
