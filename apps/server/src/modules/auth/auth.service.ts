import { type CurrentUser, type LoginBody, type LoginReply, ROLES, TOKEN_TTL_MS } from '@hris/domain/auth';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyTime } from '../../db/clock';
import { AppError } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { type Actor, writeAudit } from '../../plugins/audit';
import { accessTokens, loginFailures, users } from './auth.tables';

export const LOGIN_WINDOW_MINUTES = 15;
export const LOGIN_MAX_FAILURES = 10;

/** When a throttled name or address may try again, or null when it is not throttled. */
async function throttledUntil(db: Db, nameKey: string, ip: string): Promise<Date | null> {
  // The 10th most recent failure within the window: once it ages out, fewer than 10 remain.
  const { rows } = await db.execute<{ until: Date | null }>(sql`
    SELECT max(until) AS until FROM (
      (SELECT created_at + make_interval(mins => ${LOGIN_WINDOW_MINUTES}) AS until FROM login_failures
        WHERE name_key = ${nameKey} AND created_at > now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES})
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

export async function login(db: Db, body: LoginBody, ip: string): Promise<LoginReply> {
  const nameKey = body.name.trim().toLowerCase();
  const until = await throttledUntil(db, nameKey, ip);
  if (until) {
    const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
    throw loginError(
      429,
      `Too many failed logins. Please try again after ${companyTime(until)} (in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}).`,
      { 'Retry-After': String(seconds) },
    );
  }
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.name}) = ${nameKey} OR lower(${users.email}) = ${nameKey}`)
    .limit(1);
  if (!(await verifyPassword(user?.password_hash ?? null, body.password)) || !user) {
    await db.insert(loginFailures).values({ name_key: nameKey, ip });
    throw loginError(401, 'The username or password you entered is incorrect.');
  }
  if (user.status !== 'active')
    throw loginError(403, 'This account is deactivated. Please ask HR to activate it.');
  if (user.role_id !== ROLES.hr) throw loginError(403, 'Access Denied !');

  const token = newToken();
  const expiresAt = new Date(Date.now() + TOKEN_TTL_MS).toISOString();
  await db.transaction(async (tx) => {
    await tx.delete(loginFailures).where(eq(loginFailures.name_key, nameKey));
    await tx
      .insert(accessTokens)
      .values({ user_id: user.id, token_hash: hashToken(token), expires_at: expiresAt, ip });
    await writeAudit(tx, { userId: user.id, ip }, { action: 'login', entity: 'user', entityId: user.id });
  });
  return { access_token: token, expires_at: expiresAt, user_type: user.role_id };
}

export async function logout(db: Db, actor: Actor, tokenHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(accessTokens)
      .set({ revoked_at: sql`now()` })
      .where(and(eq(accessTokens.token_hash, tokenHash), sql`${accessTokens.revoked_at} IS NULL`));
    await writeAudit(tx, actor, { action: 'logout', entity: 'user', entityId: actor.userId });
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
