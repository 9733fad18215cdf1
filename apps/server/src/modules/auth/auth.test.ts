import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, expectGuarded, PASSWORD, type TestApp, testApp, tokenFor } from '../../../test/app';
import { auditLog } from '../../plugins/audit.tables';
import { accessTokens, loginFailures, users } from './auth.tables';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const login = (name: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { name, password }, remoteAddress: ip });

describe('POST api/login', () => {
  it('gives an HR user a 12-hour token', async () => {
    const res = await login('hr.tester', PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user_type).toBe(5);
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const hours = (Date.parse(body.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    // stored hashed, never in clear
    const rows = await t.db.select().from(accessTokens);
    expect(rows.some((r) => r.token_hash === body.access_token)).toBe(false);
    const me = await t.call('GET', '/api/user', undefined, body.access_token);
    expect(me.json().name).toBe('hr.tester');
  });

  it('accepts the e-mail address as the name, in any case', async () => {
    const res = await login('HR.TESTER@example.com', PASSWORD);
    expect(res.statusCode).toBe(200);
  });

  it('answers 401 with an error for a wrong password or an unknown user', async () => {
    for (const res of [await login('hr.tester', 'wrong password'), await login('nobody', PASSWORD)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('The username or password you entered is incorrect.');
      expect(res.json().access_token).toBeUndefined();
    }
  });

  it('refuses a non-HR user with "Access Denied !" and no token', async () => {
    const before = await t.db.$count(accessTokens);
    const res = await login('staff.tester', PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'Access Denied !' });
    expect(res.json().access_token).toBeUndefined();
    expect(await t.db.$count(accessTokens)).toBe(before);
  });

  it('refuses a deactivated HR user', async () => {
    await createUser(t.db, { name: 'hr.gone', role_id: 5, status: 'inactive' });
    const res = await login('hr.gone', PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().access_token).toBeUndefined();
  });

  it('answers 422 per field when name or password is missing', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: {} });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['name', 'password']);
    const blank = await login('   ', '');
    expect(blank.json().errors.name).toEqual(['The username field is required.']);
  });

  it('locks a user out for 15 minutes after 10 failures, even with the right password', async () => {
    const target = await createUser(t.db, { name: 'hr.target', role_id: 5 });
    for (let i = 0; i < 10; i++) {
      // from different addresses, so only the per-user count trips
      expect((await login('hr.target', `bad ${i}`, `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const res = await login('hr.target', PASSWORD, '10.2.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatch(/Too many failed logins\. Please try again after .+ \(in 15 minutes\)/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(890);
    // once the failures are older than the window, the right password works again
    await t.db
      .update(loginFailures)
      .set({ created_at: sql`now() - interval '16 minutes'` })
      .where(eq(loginFailures.name_key, `user:${target.id}`));
    expect((await login('hr.target', PASSWORD, '10.2.0.1')).statusCode).toBe(200);
  });

  it('locks the account out whichever of its names is typed', async () => {
    await createUser(t.db, { name: 'hr.both', role_id: 5, email: 'Both.Names@example.com' });
    for (let i = 0; i < 5; i++) await login('hr.both', 'bad', `10.5.0.${i}`);
    for (let i = 5; i < 10; i++) await login('both.names@example.com', 'bad', `10.5.0.${i}`);
    expect((await login('BOTH.NAMES@example.com', PASSWORD, '10.5.1.1')).statusCode).toBe(429);
    expect((await login('hr.both', PASSWORD, '10.5.1.2')).statusCode).toBe(429);
  });

  it('checks at most 10 of 60 concurrent guesses from 60 addresses', async () => {
    const u = await createUser(t.db, { name: 'hr.flood', role_id: 5 });
    const replies = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        login(i % 2 ? 'hr.flood' : 'hr.flood@example.com', `guess ${i}`, `10.6.${i}.1`),
      ),
    );
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(50);
    const checked = await t.db.$count(loginFailures, eq(loginFailures.name_key, `user:${u.id}`));
    expect(checked).toBe(10);
  });

  it('locks an address out after 10 failures over any names', async () => {
    for (let i = 0; i < 10; i++) await login(`guess${i}`, 'x', '10.9.9.9');
    expect((await login('hr.tester', PASSWORD, '10.9.9.9')).statusCode).toBe(429);
    expect((await login('hr.tester', PASSWORD, '10.9.9.8')).statusCode).toBe(200);
  });

  it("clears the user's failures on success, so 9 typos do not linger", async () => {
    await createUser(t.db, { name: 'hr.typo', role_id: 5 });
    for (let i = 0; i < 9; i++) await login('hr.typo', 'oops', `10.3.0.${i}`);
    expect((await login('hr.typo', PASSWORD, '10.3.1.1')).statusCode).toBe(200);
    expect((await login('hr.typo', 'oops', '10.3.1.2')).statusCode).toBe(401);
    expect((await login('hr.typo', PASSWORD, '10.3.1.3')).statusCode).toBe(200);
  });
});

describe('GET api/user', () => {
  it('returns the current user with role_id', async () => {
    const res = await t.call('GET', '/api/user');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'hr.tester', email: 'hr.tester@example.com', role_id: 5 });
    expect(res.json().password_hash).toBeUndefined();
  });

  it('is guarded', () => expectGuarded(t, 'GET', '/api/user'));

  it('rejects an expired token', async () => {
    const [hr] = await t.db.select().from(users).where(eq(users.name, 'hr.tester'));
    const old = await tokenFor(t.db, hr!.id, new Date(Date.now() - 1000));
    expect((await t.call('GET', '/api/user', undefined, old)).statusCode).toBe(401);
  });

  it('ends a session idle for 30 minutes, and keeps a used one alive', async () => {
    const [hr] = await t.db.select().from(users).where(eq(users.name, 'hr.tester'));
    const idle = await tokenFor(t.db, hr!.id);
    const busy = await tokenFor(t.db, hr!.id);
    const setLastUse = (token: string, minutesAgo: number) =>
      t.db.execute(sql`UPDATE access_tokens SET last_used_at = now() - make_interval(mins => ${minutesAgo})
        WHERE token_hash = encode(sha256(${token}::bytea), 'hex')`);
    await setLastUse(idle, 31);
    await setLastUse(busy, 29);
    expect((await t.call('GET', '/api/user', undefined, idle)).statusCode).toBe(401);
    expect((await t.call('GET', '/api/user', undefined, busy)).statusCode).toBe(200);
    // the request counted as use: the session has 30 minutes again
    const { rows } = await t.db.execute<{ idle: number }>(sql`
      SELECT extract(epoch FROM now() - last_used_at)::int AS idle FROM access_tokens
      WHERE token_hash = encode(sha256(${busy}::bytea), 'hex')`);
    expect(rows[0]!.idle).toBeLessThan(5);
  });

  it('rejects the token of a user deactivated after logging in', async () => {
    const u = await createUser(t.db, { name: 'hr.leaving', role_id: 5 });
    const token = await tokenFor(t.db, u.id);
    expect((await t.call('GET', '/api/user', undefined, token)).statusCode).toBe(200);
    await t.db.update(users).set({ status: 'inactive' }).where(eq(users.id, u.id));
    expect((await t.call('GET', '/api/user', undefined, token)).statusCode).toBe(401);
  });
});

describe('POST api/logout', () => {
  it('revokes the token it was called with, and only that one', async () => {
    const a = (await login('hr.tester', PASSWORD, '10.4.0.1')).json().access_token;
    const b = (await login('hr.tester', PASSWORD, '10.4.0.2')).json().access_token;
    const res = await t.call('POST', '/api/logout', undefined, a);
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toBe('success');
    expect((await t.call('GET', '/api/user', undefined, a)).statusCode).toBe(401);
    expect((await t.call('GET', '/api/user', undefined, b)).statusCode).toBe(200);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'logout'));
    expect(audit.length).toBeGreaterThan(0);
  });

  it('is guarded', () => expectGuarded(t, 'POST', '/api/logout'));
});

describe('password reset request', () => {
  it('validates the e-mail with a 422', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/create',
      payload: { email: 'not-an-email' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toBeDefined();
  });
});

describe('the API surface', () => {
  it('answers an unknown /api path with a JSON 404, with or without a token', async () => {
    for (const token of [null, t.hrToken]) {
      const res = await t.call('GET', '/api/no-such-thing', undefined, token);
      expect(res.statusCode).toBe(404);
      expect(res.json().response).toBe('error');
    }
    expect((await t.call('POST', '/api/no-such-thing', {}, null)).statusCode).toBe(404);
  });

  it('serves the API docs generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toContain('/api/login');
    expect(paths).toContain('/api/departments/update/{dep_id}');
  });
});
