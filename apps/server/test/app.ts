import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/client';
import { hashPassword } from '../src/lib/passwords';
import { hashToken, newToken } from '../src/lib/tokens';
import { accessTokens, users } from '../src/modules/auth/auth.tables';
import { SECRET_FIELD } from '../src/plugins/audit';
import { auditLog } from '../src/plugins/audit.tables';
import type { Mailer } from '../src/plugins/mail';
import { freshDatabase, type TestDb } from './db';

export const PASSWORD = 'correct horse battery';

export async function createUser(
  db: Db,
  values: { name: string; role_id: number; status?: string; email?: string; password?: string },
) {
  const [user] = await db
    .insert(users)
    .values({
      name: values.name,
      role_id: values.role_id,
      status: values.status ?? 'active',
      email: values.email ?? `${values.name}@example.com`,
      password_hash: await hashPassword(values.password ?? PASSWORD),
    })
    .returning();
  return user!;
}

/** A token issued straight into the table (login itself is tested in auth.test.ts). */
export async function tokenFor(db: Db, userId: number, expiresAt = new Date(Date.now() + 3_600_000)) {
  const token = newToken();
  await db
    .insert(accessTokens)
    .values({ user_id: userId, token_hash: hashToken(token), expires_at: expiresAt.toISOString() });
  return token;
}

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  tdb: TestDb;
  hrToken: string;
  staffToken: string;
  /** An injected request as the HR user (or another token), JSON body. */
  call: (
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    token?: string | null,
  ) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
};

/** A fresh database and app with one HR user and one office-staff user, each with a token. */
export async function testApp(
  opts: { mailer?: (db: Db) => Mailer; publicUrl?: string } = {},
): Promise<TestApp> {
  const tdb = await freshDatabase();
  const app = await buildApp({
    db: tdb.db,
    ...(opts.mailer && { mailer: opts.mailer(tdb.db) }),
    ...(opts.publicUrl && { publicUrl: opts.publicUrl }),
  });
  const hr = await createUser(tdb.db, { name: 'hr.tester', role_id: 5 });
  const staff = await createUser(tdb.db, { name: 'staff.tester', role_id: 1 });
  const hrToken = await tokenFor(tdb.db, hr.id);
  const staffToken = await tokenFor(tdb.db, staff.id);
  const call: TestApp['call'] = (method, url, body, token = hrToken) =>
    app.inject({
      method,
      url,
      ...(token && { headers: { authorization: `Bearer ${token}` } }),
      ...(body !== undefined && { payload: body as object }),
    });
  return {
    app,
    db: tdb.db,
    tdb,
    hrToken,
    staffToken,
    call,
    close: async () => {
      await app.close();
      try {
        await expectNoSecretsInAudit(tdb.db);
      } finally {
        await tdb.drop();
      }
    },
  };
}

/** The guard every protected route has: 401 without or with a bad token, 403 for a non-HR user. */
export async function expectGuarded(
  t: TestApp,
  method: InjectOptions['method'],
  url: string,
  body?: unknown,
) {
  const none = await t.call(method, url, body, null);
  expect(none.statusCode, `${method} ${url} without token`).toBe(401);
  expect(none.json()).toEqual({ message: 'Unauthenticated.' });
  const bad = await t.call(method, url, body, 'not-a-token');
  expect(bad.statusCode, `${method} ${url} with a bad token`).toBe(401);
  const staff = await t.call(method, url, body, t.staffToken);
  expect(staff.statusCode, `${method} ${url} as office staff`).toBe(403);
  expect(staff.json().message).toBe('Access Denied !');
}

type Reply = { statusCode: number; body: string };

/** The parsed body of a reply that must have `status` (the body is the message when it has not). */
export function json(res: Reply, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  return JSON.parse(res.body);
}

/** The per-field errors of a reply that must be a 422. */
export const errorsOf = (res: Reply) => json(res, 422).errors as Record<string, string[]>;

/** Values that are secrets whatever field they sit in: hashes, tokens and sealed text. */
const SECRET_VALUE = [
  /\$argon2/, // a password hash
  /^[0-9a-f]{64}$/, // a token's SHA-256
  /^[A-Za-z0-9_-]{43}$/, // a token itself
  /^v1:[A-Za-z0-9+/]{20,}={0,2}$/, // sealed by lib/secret-box
];

function secretsIn(value: unknown, path: string, found: string[]): void {
  if (typeof value === 'string') {
    if (value === PASSWORD || SECRET_VALUE.some((re) => re.test(value))) found.push(`${path} = ${value}`);
  } else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) secretsIn(v, `${path}[${i}]`, found);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (SECRET_FIELD.test(k)) found.push(`${path}.${k}`);
      secretsIn(v, `${path}.${k}`, found);
    }
  }
}

/**
 * Every audit row a test file wrote, read back before its database is dropped: no password, hash,
 * token or sealed secret may be in it, whichever path wrote it.
 */
export async function expectNoSecretsInAudit(db: Db): Promise<void> {
  const rows = await db.select().from(auditLog);
  const found: string[] = [];
  for (const r of rows) {
    secretsIn(r.before, `audit #${r.id} ${r.action} ${r.entity} before`, found);
    secretsIn(r.after, `audit #${r.id} ${r.action} ${r.entity} after`, found);
  }
  expect(found, 'secrets in the audit log').toEqual([]);
}
