import { type CurrentUser, type LoginBody, type LoginReply, ROLES, TOKEN_TTL_MS } from '@hris/domain/auth';
import type { Audience } from '@hris/domain/call';
import type { EssLoginReply } from '@hris/domain/ess';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { companyTime } from '../../db/clock';
import { write } from '../../db/write';
import { AppError } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import type { SecretBox } from '../../lib/secret-box';
import { hashToken, newToken } from '../../lib/tokens';
import type { Actor } from '../../plugins/audit';
import { accessTokens, loginFailures, users } from './auth.tables';
import { isEnrolled, useSecondFactor } from './two-factor.service';

export const LOGIN_WINDOW_MINUTES = 15;
export const LOGIN_MAX_FAILURES = 10;

/** When a throttled account or address may try again, or null when it is not throttled. */
async function throttledUntil(tx: Tx, key: string, ip: string): Promise<Date | null> {
  // The 10th most recent failure within the window: once it ages out, fewer than 10 remain.
  const { rows } = await tx.execute<{ until: Date | null }>(sql`
    SELECT max(until) AS until FROM (
      (SELECT created_at + make_interval(mins => ${LOGIN_WINDOW_MINUTES}) AS until FROM login_failures
        WHERE name_key = ${key} AND created_at > now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES})
        ORDER BY created_at DESC OFFSET ${LOGIN_MAX_FAILURES - 1} LIMIT 1)
      UNION ALL
      (SELECT created_at + make_interval(mins => ${LOGIN_WINDOW_MINUTES}) FROM login_failures
        WHERE ip = ${ip} AND created_at > now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES})
        ORDER BY created_at DESC OFFSET ${LOGIN_MAX_FAILURES - 1} LIMIT 1)
    ) t`);
  const until = rows[0]?.until;
  return until ? new Date(until) : null;
}

/** Login replies carry `error` (the legacy clients read it) as well as `message`. */
const loginError = (status: number, text: string, headers?: Record<string, string>) =>
  new AppError(status, text, undefined, { error: text }, headers);
/** The password was right and the account has two-factor on: the code is asked for (again). */
const secondFactorError = (text: string) =>
  new AppError(401, text, undefined, { error: text, two_factor_required: true });

/**
 * Takes one of the account's (and the address's) ten attempts, or says when to try again. Check and
 * record are one step, under advisory locks held for two short queries (never during the password
 * check): concurrent guesses take turns, and at most ten are ever checked. The attempt is recorded
 * as a failure up front; a login that succeeds removes it.
 */
async function takeAttempt(db: Db, key: string, ip: string): Promise<number> {
  const outcome = await db.transaction(async (tx): Promise<{ attempt: number } | { until: Date }> => {
    // always the account first, then the address: no two logins wait on each other in a cycle
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727200, hashtext(${key}))`);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727201, hashtext(${ip}))`);
    const until = await throttledUntil(tx, key, ip);
    if (until) return { until };
    const [row] = await tx.insert(loginFailures).values({ name_key: key, ip }).returning();
    return { attempt: row!.id };
  });
  if ('attempt' in outcome) return outcome.attempt;
  const seconds = Math.max(1, Math.ceil((outcome.until.getTime() - Date.now()) / 1000));
  throw loginError(
    429,
    `Too many failed logins. Please try again after ${companyTime(outcome.until)} (in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}).`,
    { 'Retry-After': String(seconds) },
  );
}

/** Where a login comes from: its address, and its browser for the Sessions list. */
export type LoginOrigin = { ip: string; userAgent: string | undefined };

/** Signs in to the HR app: HR accounts only. */
export const login = (db: Db, box: SecretBox, body: LoginBody, origin: LoginOrigin): Promise<LoginReply> =>
  signIn(db, box, body, origin, 'hr').then(({ employee_id: _, ...reply }) => reply);

/** Signs in to employee self-service: any active account linked to an employee, of any role. */
export const essLogin = (
  db: Db,
  box: SecretBox,
  body: LoginBody,
  origin: LoginOrigin,
): Promise<EssLoginReply> =>
  signIn(db, box, body, origin, 'ess').then((reply) => ({ ...reply, employee_id: reply.employee_id! }));

/**
 * Signs in to one app. Both apps count against the same attempts (one account, one counter), and
 * the token opens that app's routes only (plugins/auth.ts).
 */
async function signIn(
  db: Db,
  box: SecretBox,
  body: LoginBody,
  { ip, userAgent }: LoginOrigin,
  audience: Audience,
): Promise<LoginReply & { employee_id: number | null }> {
  const typed = body.name.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.name}) = ${typed} OR lower(${users.email}) = ${typed}`)
    .limit(1);
  // The account, whichever of its names was typed; an unknown name counts on its own.
  const key = user ? `user:${user.id}` : `name:${typed}`.slice(0, 190);
  const attempt = await takeAttempt(db, key, ip);
  if (!(await verifyPassword(user?.password_hash ?? null, body.password)) || !user)
    throw loginError(401, 'The username or password you entered is incorrect.');
  const mayEnter = audience === 'hr' ? user.role_id === ROLES.hr : user.employee_id !== null;
  if (user.status !== 'active' || !mayEnter) {
    await db.delete(loginFailures).where(eq(loginFailures.id, attempt));
    if (user.status !== 'active')
      throw loginError(403, 'This account is deactivated. Please ask HR to activate it.');
    throw loginError(403, 'Access Denied !');
  }
  // A wrong second factor stays a failed attempt, so codes are throttled as passwords are; a
  // missing one is not a guess.
  if (await isEnrolled(db, user.id)) {
    if (!body.code) {
      await db.delete(loginFailures).where(eq(loginFailures.id, attempt));
      throw secondFactorError('Enter the 6-digit code from your authenticator app.');
    }
    if (!(await useSecondFactor(db, box, user.id, body.code)))
      throw secondFactorError(
        'The code is incorrect or has already been used. Enter the code the app shows now.',
      );
  }
  await db.delete(loginFailures).where(eq(loginFailures.id, attempt));

  const token = newToken();
  const expiresAt = new Date(Date.now() + TOKEN_TTL_MS).toISOString();
  await write(db, { userId: user.id, ip }, async ({ tx, audit }) => {
    await tx.delete(loginFailures).where(eq(loginFailures.name_key, key));
    await tx
      .update(users)
      .set(audience === 'hr' ? { last_login_at: sql`now()` } : { last_ess_login_at: sql`now()` })
      .where(eq(users.id, user.id));
    await tx.insert(accessTokens).values({
      user_id: user.id,
      token_hash: hashToken(token),
      expires_at: expiresAt,
      ip,
      user_agent: userAgent?.slice(0, 255) ?? null,
      audience,
    });
    await audit({ action: audience === 'hr' ? 'login' : 'ess_login', entity: 'user', entityId: user.id });
  });
  return {
    access_token: token,
    expires_at: expiresAt,
    user_type: user.role_id,
    employee_id: user.employee_id,
  };
}

export async function logout(db: Db, actor: Actor, tokenHash: string): Promise<void> {
  await write(db, actor, async ({ tx, audit }) => {
    await tx
      .update(accessTokens)
      .set({ revoked_at: sql`now()` })
      .where(and(eq(accessTokens.token_hash, tokenHash), sql`${accessTokens.revoked_at} IS NULL`));
    await audit({ action: 'logout', entity: 'user', entityId: actor.userId });
  });
}

export async function currentUser(db: Db, userId: number): Promise<CurrentUser & { created_at: string }> {
  const { rows } = await db.execute<CurrentUser & { created_at: string }>(sql`
    SELECT u.id, u.name, u.email, u.role_id, e.full_name, u.employee_id, u.created_at
    FROM users u LEFT JOIN employees e ON e.id = u.employee_id WHERE u.id = ${userId}`);
  const row = rows[0];
  if (!row) throw new AppError(401, 'Unauthenticated.');
  return row;
}
