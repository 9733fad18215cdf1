import { passwordProblem } from '@hris/domain/accounts';
import { ROLES } from '@hris/domain/auth';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { type Writer, write } from '../../db/write';
import { isCommonPassword } from '../../lib/common-passwords';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import type { Actor } from '../../plugins/audit';
import type { Mailer } from '../../plugins/mail';
import { accessTokens, users } from '../auth/auth.tables';
import { passwordResets } from './accounts.tables';

export const RESET_TTL_MINUTES = 60;
export const RESET_REPLY =
  'If that address belongs to an account, a password reset link is on its way. It is valid for 60 minutes.';

/** The password rules (docs/security.md#passwords-and-accounts), as a 422 on `field`. */
export function checkNewPassword(password: string, username: string | null, field = 'new_password'): void {
  const problem =
    passwordProblem(password, username) ??
    (isCommonPassword(password) ? 'This password is too common. Choose one that is harder to guess.' : null);
  if (problem) throw fieldError(field, problem);
}

/** Every token of the user stops working at once (password changed or reset, account deactivated). */
export async function revokeAllTokens(tx: Db | Tx, userId: number): Promise<void> {
  await tx
    .update(accessTokens)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(accessTokens.user_id, userId), isNull(accessTokens.revoked_at)));
}

/** The new password, every token revoked, and the audit row, as `as` (by default the writer's actor). */
async function setPassword(w: Writer, userId: number, password: string, action: string, as?: Actor) {
  await w.tx
    .update(users)
    .set({ password_hash: await hashPassword(password), updated_at: sql`now()` })
    .where(eq(users.id, userId));
  await revokeAllTokens(w.tx, userId);
  await w.audit({ action, entity: 'user', entityId: userId }, as);
}

/** `POST api/login/pwdchange`: needs the current password; logs the user out everywhere. */
export async function changePassword(
  db: Db,
  actor: Actor & { userId: number },
  body: { current_password: string; new_password: string },
) {
  return write(db, actor, async (w) => {
    const [user] = await w.tx.select().from(users).where(eq(users.id, actor.userId)).for('update');
    if (!user) throw notFound('The user');
    if (!(await verifyPassword(user.password_hash, body.current_password))) {
      throw fieldError('current_password', 'The current password is incorrect.');
    }
    if (await verifyPassword(user.password_hash, body.new_password)) {
      throw fieldError('new_password', 'The new password must be different from the current one.');
    }
    checkNewPassword(body.new_password, user.name);
    await setPassword(w, user.id, body.new_password, 'password_change');
  });
}

/**
 * `POST api/resetpassword/update/{id}`: HR sets a user's password. Never their own: that is Change
 * Password, which asks for the current one, so a session left open cannot take the account over.
 */
export async function adminSetPassword(db: Db, actor: Actor, userId: number, password: string) {
  if (userId === actor.userId)
    throw new AppError(
      403,
      'Change your own password on the Change Password page: it asks for your current password first.',
    );
  return write(db, actor, async (w) => {
    const [user] = await w.tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound('The user');
    checkNewPassword(password, user.name);
    await setPassword(w, user.id, password, 'password_reset_by_hr');
  });
}

/**
 * A new single-use link for a user, valid `minutes`, and when it stops working. Only the token's
 * hash is stored; earlier unused links of the user stop working. An HR account's link opens the HR
 * app's page; any other account's, self-service's, whose way back is the self-service login.
 */
export async function issueResetLink(
  db: Db | Tx,
  userId: number,
  publicUrl: string,
  minutes = RESET_TTL_MINUTES,
) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + minutes * 60_000);
  await db
    .update(passwordResets)
    .set({ used_at: sql`now()` })
    .where(and(eq(passwordResets.user_id, userId), isNull(passwordResets.used_at)));
  await db.insert(passwordResets).values({
    user_id: userId,
    token_hash: hashToken(token),
    expires_at: expiresAt.toISOString(),
  });
  const [user] = await db.select({ role_id: users.role_id }).from(users).where(eq(users.id, userId));
  const app = user?.role_id === ROLES.hr ? '' : '/ess';
  return { url: `${publicUrl}${app}/new/password/${token}`, expiresAt };
}

/**
 * The account a link of `issueResetLink` sets the password of, and whether it still works (not used,
 * not replaced by a newer one, not expired); null for a link that is not one.
 */
export async function resetLinkHolder(db: Db | Tx, url: string) {
  const token = /\/new\/password\/([^/?#]+)$/.exec(url)?.[1];
  if (!token) return null;
  const [row] = await db
    .select({
      user_id: passwordResets.user_id,
      works: sql<boolean>`${passwordResets.used_at} IS NULL AND ${passwordResets.expires_at} > now()`,
    })
    .from(passwordResets)
    .where(eq(passwordResets.token_hash, hashToken(token)));
  return row ?? null;
}

/**
 * `POST api/create`, after its reply (which is the same for any address): issues the link, in one
 * transaction with voiding the older ones, and mails it. Never throws: failures are logged.
 */
export async function requestReset(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  email: string,
  ip: string,
  log: (m: string) => void,
): Promise<void> {
  try {
    const [user] = await db
      .select({ id: users.id, name: users.name, email: users.email, status: users.status })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
      .limit(1);
    if (user?.status !== 'active') return;
    const link = await write(db, { userId: null, ip }, async ({ tx, audit }) => {
      const issued = await issueResetLink(tx, user.id, publicUrl);
      await audit({ action: 'password_reset_link', entity: 'user', entityId: user.id });
      return issued;
    });
    await mailer.send({
      to: user.email,
      subject: 'Reset your HRIS password',
      text: `Hello ${user.name},\n\nSomeone asked to reset the password of your HRIS account. To choose a new password, open this link within ${RESET_TTL_MINUTES} minutes:\n\n${link.url}\n\nThe link works once. If you did not ask for it, ignore this message: your password stays as it is.\n`,
      link: { ...link, kind: 'password_reset' },
    });
  } catch (err) {
    log(`password reset for a requested address failed: ${(err as Error).message}`);
  }
}

/** `POST api/reset`: a valid, unused, unexpired token for that address sets the password, once. */
export async function resetPassword(
  db: Db,
  body: { token: string; email: string; new_password: string },
  ip: string,
) {
  return write(db, { userId: null, ip }, async (w) => {
    const { tx } = w;
    const invalid = () =>
      fieldError('token', 'This reset link is invalid or has expired. Ask for a new one.');
    const [reset] = await tx
      .select({
        id: passwordResets.id,
        user_id: passwordResets.user_id,
        email: users.email,
        name: users.name,
      })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.user_id))
      .where(
        and(
          eq(passwordResets.token_hash, hashToken(body.token)),
          isNull(passwordResets.used_at),
          gt(passwordResets.expires_at, sql`now()`),
        ),
      )
      .for('update');
    if (!reset || reset.email.toLowerCase() !== body.email.trim().toLowerCase()) throw invalid();
    checkNewPassword(body.new_password, reset.name);
    const used = await tx
      .update(passwordResets)
      .set({ used_at: sql`now()` })
      .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.used_at)))
      .returning({ id: passwordResets.id });
    if (!used.length) throw invalid();
    await setPassword(w, reset.user_id, body.new_password, 'password_reset', { userId: reset.user_id, ip });
  });
}
