import { randomBytes } from 'node:crypto';
import { errorReply, pagedReply, unauthenticatedReply } from '@hris/domain/replies';
import { eq, sql } from 'drizzle-orm';
import type {
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  InjectOptions,
  LightMyRequestResponse,
} from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/client';
import { hashPassword } from '../src/lib/passwords';
import { type SecretBox, secretBox } from '../src/lib/secret-box';
import { hashToken, newToken } from '../src/lib/tokens';
import { accessTokens, users } from '../src/modules/auth/auth.tables';
import { SECRET_FIELD } from '../src/plugins/audit';
import { auditLog } from '../src/plugins/audit.tables';
import type { FileStorage } from '../src/plugins/files/storage';
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

/**
 * A token issued straight into the table (login itself is tested in auth.test.ts), for the HR app or
 * for employee self-service (`ess`).
 */
export async function tokenFor(
  db: Db,
  userId: number,
  expiresAt = new Date(Date.now() + 3_600_000),
  audience: 'hr' | 'ess' = 'hr',
) {
  const token = newToken();
  await db.insert(accessTokens).values({
    user_id: userId,
    token_hash: hashToken(token),
    expires_at: expiresAt.toISOString(),
    audience,
  });
  return token;
}

/**
 * A self-service account of an employee (office staff unless `role_id` says otherwise) and its
 * self-service token.
 */
export async function essAccount(
  t: Pick<TestApp, 'db'>,
  employeeId: number,
  opts: { role_id?: number; name?: string } = {},
) {
  const user = await createUser(t.db, {
    name: opts.name ?? `ess.${employeeId}.${Math.random().toString(36).slice(2, 8)}`,
    role_id: opts.role_id ?? 1,
  });
  await t.db.update(users).set({ employee_id: employeeId }).where(eq(users.id, user.id));
  return { userId: user.id, token: await tokenFor(t.db, user.id, undefined, 'ess') };
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
  /** Replies that did not match their contract so far (`close()` fails the file when any are left). */
  drifts: string[];
  close: () => Promise<void>;
};

/** A fresh database and app with one HR user and one office-staff user, each with a token. */
export async function testApp(
  opts: {
    /** The mailer, given the app's database and the box it seals secrets with (the same one). */
    mailer?: (db: Db, box: SecretBox) => Mailer;
    publicUrl?: string;
    storage?: FileStorage;
    uploadLimits?: { maxBytes: number; maxFiles: number };
    /** The clock the app reads the company's date from (the NTE's five days). */
    clock?: () => Date;
  } = {},
): Promise<TestApp> {
  const tdb = await freshDatabase();
  const drifts: string[] = [];
  const box = secretBox(randomBytes(32));
  const app = await buildApp({
    db: tdb.db,
    box,
    instrument: (a) => checkReplies(a, drifts),
    ...(opts.mailer && { mailer: opts.mailer(tdb.db, box) }),
    ...(opts.publicUrl && { publicUrl: opts.publicUrl }),
    ...(opts.storage && { storage: opts.storage }),
    ...(opts.uploadLimits && { uploadLimits: opts.uploadLimits }),
    ...(opts.clock && { clock: opts.clock }),
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
    drifts,
    close: async () => {
      await app.close();
      try {
        expect(drifts, 'replies that drift from their declared schema').toEqual([]);
        await expectNoSecretsInAudit(tdb.db);
        await expectNoLinksInOutbox(tdb.db);
      } finally {
        await tdb.drop();
      }
    },
  };
}

/**
 * A paged list (`{ data, meta }`, db/paging.ts): a route whose query takes `page` and `per_page`, as
 * every query built with `listQuery` does. Every other /api route declares its 2xx reply schema.
 */
export function isListRoute(schema: FastifySchema | undefined): boolean {
  const query = schema?.querystring;
  return query instanceof z.ZodObject && 'page' in query.shape && 'per_page' in query.shape;
}

/** The schema a reply with this status must match, or null when the contract says nothing of it. */
function contractOf(req: FastifyRequest, status: number): z.ZodType | null {
  const schema = req.routeOptions.schema;
  const declared = schema?.response as Record<string, unknown> | undefined;
  const own = declared?.[status] ?? declared?.[`${String(status)[0]}xx`];
  if (own instanceof z.ZodType) return own;
  // Hidden routes (the probes, the docs, the web app) are not part of the API contract.
  if (schema?.hide) return null;
  if (status === 401) return unauthenticatedReply;
  if (status >= 400) return errorReply;
  if (status >= 200 && status < 300 && isListRoute(schema)) return pagedReply(z.unknown());
  return null;
}

/**
 * Parses every JSON reply of the app with the contract of packages/domain: the route's declared
 * schema for the reply's status, the shared error shape for a failure (the guard's own shape for a
 * 401), the paged shape for a list. Each mismatch is recorded with the route, the status and zod's
 * issues; `close()` fails the test file when there is any. The replies themselves go out untouched.
 */
function checkReplies(app: FastifyInstance, drifts: string[]): void {
  app.addHook('onSend', async (req, reply, payload) => {
    const status = reply.statusCode;
    const type = String(reply.getHeader('content-type') ?? '');
    if (typeof payload !== 'string' || !type.startsWith('application/json')) return payload;
    const contract = contractOf(req, status);
    if (!contract) return payload;
    const route = `${req.method} ${req.routeOptions.url ?? req.url.split('?')[0]} ${status}`;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      drifts.push(`${route}: not JSON: ${payload.slice(0, 200)}`);
      return payload;
    }
    const parsed = contract.safeParse(body);
    if (!parsed.success) {
      drifts.push(`${route}: ${z.prettifyError(parsed.error)}\n  reply: ${payload.slice(0, 500)}`);
    }
    return payload;
  });
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
  expect(none.json()).toEqual({ response: 'error', message: 'Unauthenticated.' });
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

/** A token as the app makes them (lib/tokens.ts, 256 random bits): letters of both cases and digits. */
const looksLikeToken = (run: string) => /[a-z]/.test(run) && /[A-Z]/.test(run) && /\d/.test(run);

/**
 * Every mail a test file left in the outbox: its text and link only sealed (`*_enc`, or gone), and no
 * other column holding a link or a token, so that a backup of the outbox opens no account.
 */
export async function expectNoLinksInOutbox(db: Db): Promise<void> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`SELECT * FROM mail_outbox`);
  const found: string[] = [];
  for (const row of rows)
    for (const [column, value] of Object.entries(row)) {
      if (typeof value !== 'string') continue;
      const at = `mail #${row.id} ${column} = ${value.slice(0, 120)}`;
      if (column.endsWith('_enc')) {
        if (!SECRET_VALUE[3]!.test(value)) found.push(`${at} (not sealed)`);
      } else if (
        /https?:\/\/|\/acknowledge\/|\/new\/password\//.test(value) ||
        (value.match(/[A-Za-z0-9_-]{43,}/g) ?? []).some(looksLikeToken)
      )
        found.push(at);
    }
  expect(found, 'links or tokens in the mail outbox').toEqual([]);
}
