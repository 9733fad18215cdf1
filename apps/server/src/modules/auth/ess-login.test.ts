import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, essAccount, PASSWORD, type TestApp, testApp } from '../../../test/app';
import { hireVia, makeOrg } from '../../../test/fixtures';
import { accessTokens, users } from './auth.tables';

let t: TestApp;
let employee: number;
beforeAll(async () => {
  t = await testApp();
  employee = await hireVia(t, await makeOrg(t));
});
afterAll(() => t.close());

const post = (url: string, payload: object, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
const essLogin = (name: string, password = PASSWORD, ip?: string) =>
  post('/api/ess/login', { name, password }, ip);

/** An account linked to the employee, of the given role. */
async function linked(name: string, role_id: number) {
  const user = await createUser(t.db, { name, role_id });
  await t.db.update(users).set({ employee_id: employee }).where(eq(users.id, user.id));
  return user;
}

describe('POST api/ess/login', () => {
  it('lets any active account linked to an employee in, whatever its role, with a self-service token', async () => {
    for (const [name, role] of [
      ['agent.one', 1],
      ['leader.one', 2],
      ['head.one', 3],
      ['bdm.one', 4],
      ['hr.own', 5],
    ] as const) {
      await linked(name, role);
      const res = await essLogin(name);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ user_type: role, employee_id: employee });
      expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [row] = await t.db
        .select({ audience: accessTokens.audience })
        .from(accessTokens)
        .where(sql`${accessTokens.user_id} = (SELECT id FROM users WHERE name = ${name})`);
      expect(row?.audience).toBe('ess');
    }
  });

  it('notes the last self-service sign-in apart from the HR one', async () => {
    const user = await linked('agent.dates', 1);
    await essLogin('agent.dates');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.last_ess_login_at).not.toBeNull();
    expect(row?.last_login_at).toBeNull();
  });

  it('refuses an account linked to no employee, and a deactivated one, with no token', async () => {
    const before = await t.db.$count(accessTokens);
    const hr = await essLogin('hr.tester');
    expect(hr.statusCode).toBe(403);
    expect(hr.json()).toMatchObject({ message: 'Access Denied !', error: 'Access Denied !' });
    const gone = await linked('agent.gone', 1);
    await t.db.update(users).set({ status: 'inactive' }).where(eq(users.id, gone.id));
    expect((await essLogin('agent.gone')).statusCode).toBe(403);
    expect((await essLogin('agent.gone', 'wrong password')).statusCode).toBe(401);
    expect(await t.db.$count(accessTokens)).toBe(before);
  });

  it('keeps api/login for HR only: an agent is still "Access Denied !" there', async () => {
    await linked('agent.hrapp', 1);
    const res = await post('/api/login', { name: 'agent.hrapp', password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('Access Denied !');
  });

  it('counts failures of both logins against one account', async () => {
    await linked('agent.locked', 1);
    for (let i = 0; i < 5; i++) {
      expect((await essLogin('agent.locked', 'wrong', `10.9.0.${i}`)).statusCode).toBe(401);
      expect(
        (await post('/api/login', { name: 'agent.locked', password: 'wrong' }, `10.9.1.${i}`)).statusCode,
      ).toBe(401);
    }
    // ten failures in all, from twenty addresses: the account is locked for both apps
    const locked = await essLogin('agent.locked', PASSWORD, '10.9.2.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
  });

  it('validates its body as api/login does', async () => {
    const res = await post('/api/ess/login', { name: '', password: '' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['name', 'password']);
  });
});

describe('token audiences', () => {
  it('opens self-service routes with a self-service token only, and HR routes with an HR token only', async () => {
    const ess = await essAccount(t, employee, { role_id: 5 });
    // an HR account's self-service token is not an HR token
    expect((await t.call('GET', '/api/user', undefined, ess.token)).statusCode).toBe(403);
    expect((await t.call('POST', '/api/ess/logout', undefined, t.hrToken)).statusCode).toBe(403);
    const out = await t.call('POST', '/api/ess/logout', undefined, ess.token);
    expect(out.statusCode, out.body).toBe(200);
    expect((await t.call('POST', '/api/ess/logout', undefined, ess.token)).statusCode).toBe(401);
  });

  it('closes a self-service token when its account loses its employee', async () => {
    const ess = await essAccount(t, employee);
    await t.db.update(users).set({ employee_id: null }).where(eq(users.id, ess.userId));
    const res = await t.call('POST', '/api/ess/logout', undefined, ess.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Access Denied !');
  });
});
