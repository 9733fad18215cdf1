import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, expectGuarded, PASSWORD, type TestApp, testApp, tokenFor } from '../../../test/app';
import { hireVia, makeOrg } from '../../../test/fixtures';
import { auditLog } from '../../plugins/audit.tables';
import { recoveryCodes, twoFactor, users } from './auth.tables';

let t: TestApp;
let userId = 0;
let token = '';
beforeAll(async () => {
  t = await testApp();
  userId = (await createUser(t.db, { name: 'hr.twofactor', role_id: 5 })).id;
  token = await tokenFor(t.db, userId);
});
afterAll(() => t.close());

const login = (code?: string, ip = '10.9.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { name: 'hr.twofactor', password: PASSWORD, ...(code !== undefined && { code }) },
    remoteAddress: ip,
  });
/** The code of the authenticator app `steps` 30-second steps from now. */
const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
const me = (method: 'GET' | 'POST', url: string, body?: unknown) => t.call(method, url, body, token);

let secret = '';
let codes: string[] = [];
/** The code that turned two-factor on: used, whatever the clock says by the time it is tried again. */
let enabledWith = '';

describe('enrolling an authenticator', () => {
  it('starts off, and asks for the password before it shows a secret', async () => {
    expect((await me('GET', '/api/account/two-factor')).json()).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
    });
    const wrong = await me('POST', '/api/account/two-factor/setup', { password: 'not it' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ['The password is incorrect.'] });
    expect(await t.db.select().from(twoFactor).where(eq(twoFactor.user_id, userId))).toEqual([]);
  });

  it('gives a secret with its QR code, kept sealed and pending until the first code', async () => {
    const res = await me('POST', '/api/account/two-factor/setup', { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    secret = body.secret;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(body.otpauth_url).toContain(`secret=${secret}`);
    expect(body.otpauth_url).toMatch(/^otpauth:\/\/totp\/HRIS:hr\.twofactor\?/);
    expect(Buffer.from(body.qr_code.split(',')[1], 'base64').toString()).toContain('<svg');
    const [row] = await t.db.select().from(twoFactor).where(eq(twoFactor.user_id, userId));
    expect(row!.pending_secret).toMatch(/^v1:/);
    expect(row!.pending_secret).not.toContain(secret);
    expect(row!.enabled_at).toBeNull();
    // not yet required at login
    expect((await login()).statusCode).toBe(200);
  });

  it('refuses a wrong code, then turns on with the right one and shows ten recovery codes once', async () => {
    // a session opened with the password alone, which turning two-factor on ends
    const other = (await login()).json().access_token;
    expect((await t.call('GET', '/api/user', undefined, other)).statusCode).toBe(200);
    const wrong = await me('POST', '/api/account/two-factor/enable', { code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toBeDefined();
    expect((await me('POST', '/api/account/two-factor/enable', { code: '12ab' })).statusCode).toBe(422);
    enabledWith = await codeAt(secret);
    const res = await me('POST', '/api/account/two-factor/enable', { code: enabledWith });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/your other sessions have ended/);
    // every other session ended with it, this one goes on
    expect((await t.call('GET', '/api/user', undefined, other)).statusCode).toBe(401);
    expect((await me('GET', '/api/user')).statusCode).toBe(200);
    codes = res.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const status = (await me('GET', '/api/account/two-factor')).json();
    expect(status).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    // only hashes are kept
    const stored = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
    expect(stored.some((r) => codes.includes(r.code_hash))).toBe(false);
    // a second set-up needs the first turned off
    expect((await me('POST', '/api/account/two-factor/setup', { password: PASSWORD })).statusCode).toBe(409);
    expect(
      (await me('POST', '/api/account/two-factor/enable', { code: await codeAt(secret) })).statusCode,
    ).toBe(409);
  });
});

describe('logging in with two-factor on', () => {
  it('asks for the code after a right password, and says so', async () => {
    const res = await login();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      response: 'error',
      two_factor_required: true,
      message: 'Enter the 6-digit code from your authenticator app.',
    });
    // a wrong password still says nothing about a second factor
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { name: 'hr.twofactor', password: 'wrong', code: '123456' },
      remoteAddress: '10.9.0.2',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().two_factor_required).toBeUndefined();
  });

  it('refuses a wrong code and a code already used (the one that enabled it)', async () => {
    const wrong = await login('999999');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().two_factor_required).toBe(true);
    // (the code of this moment is another one once a 30-second step has passed since)
    expect((await login(enabledWith)).statusCode).toBe(401);
  });

  it('takes the next code once, even from two logins at the same moment', async () => {
    const next = await codeAt(secret, 1);
    const replies = await Promise.all([
      login(next, '10.9.1.1'),
      login(next, '10.9.1.2'),
      login(next, '10.9.1.3'),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 401, 401]);
    const ok = replies.find((r) => r.statusCode === 200)!;
    expect((await t.call('GET', '/api/user', undefined, ok.json().access_token)).statusCode).toBe(200);
  });

  it('takes a recovery code, written any way, once', async () => {
    const typed = ` ${codes[0]!.toUpperCase().replace('-', ' ')} `;
    expect((await login(typed)).statusCode).toBe(200);
    expect((await login(codes[0])).statusCode).toBe(401);
    expect((await me('GET', '/api/account/two-factor')).json().recovery_codes_left).toBe(9);
  });

  it('asks self-service for the same second factor', async () => {
    const employee = await hireVia(t, await makeOrg(t));
    await t.db.update(users).set({ employee_id: employee }).where(eq(users.id, userId));
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/ess/login',
      payload: { name: 'hr.twofactor', password: PASSWORD },
      remoteAddress: '10.9.0.7',
    });
    expect(asked.statusCode).toBe(401);
    expect(asked.json()).toMatchObject({ two_factor_required: true });
    expect(asked.json().access_token).toBeUndefined();
  });

  it('counts wrong codes as failed logins: the tenth locks the account for a while', async () => {
    const other = await createUser(t.db, { name: 'hr.locked2fa', role_id: 5 });
    await t.db
      .insert(twoFactor)
      .values({ user_id: other.id, secret: 'v1:x', enabled_at: new Date().toISOString() });
    const attempt = (i: number, code = `abcde-${i}`) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { name: 'hr.locked2fa', password: PASSWORD, code },
        remoteAddress: `10.8.0.${i}`,
      });
    // ('v1:x' is no secret this server's key opens: a folder restored without its key says so)
    const unreadable = await attempt(100, '123456');
    expect(unreadable.statusCode).toBe(409);
    expect(unreadable.json().message).toMatch(/cannot be read with this server's key/);
    for (let i = 0; i < 9; i++) expect((await attempt(i)).statusCode).toBe(401);
    expect((await attempt(11)).statusCode).toBe(429);
  });
});

describe('recovery codes and turning off', () => {
  it('renews the recovery codes after the password and a code; the old ones stop working', async () => {
    const renew = (body: object) => me('POST', '/api/account/two-factor/recovery-codes', body);
    // the password alone is not enough
    expect((await renew({ password: PASSWORD })).json().errors).toEqual({
      code: ['The code field is required.'],
    });
    expect((await renew({ password: PASSWORD, code: '111111' })).json().errors).toEqual({
      code: ['The code is incorrect or has expired.'],
    });
    // a wrong password does not use up the code it came with
    expect((await renew({ password: 'no', code: codes[1] })).json().errors).toEqual({
      password: ['The password is incorrect.'],
    });
    expect((await me('GET', '/api/account/two-factor')).json().recovery_codes_left).toBe(9);
    const res = await renew({ password: PASSWORD, code: codes[1] });
    expect(res.statusCode).toBe(200);
    const fresh: string[] = res.json().recovery_codes;
    expect(fresh).toHaveLength(10);
    expect((await login(codes[2])).statusCode).toBe(401);
    codes = fresh;
    // a code from the app works too, once (its last step long past, as after the next 30 seconds)
    await t.db.update(twoFactor).set({ last_step: null }).where(eq(twoFactor.user_id, userId));
    const next = await codeAt(secret);
    const again = await renew({ password: PASSWORD, code: next });
    expect(again.statusCode).toBe(200);
    codes = again.json().recovery_codes;
    expect((await renew({ password: PASSWORD, code: next })).statusCode).toBe(422);
  });

  it('turns off with the password and a code, and the login asks for no code again', async () => {
    const noCode = await me('POST', '/api/account/two-factor/disable', {
      password: PASSWORD,
      code: '111111',
    });
    expect(noCode.statusCode).toBe(422);
    expect(noCode.json().errors.code).toBeDefined();
    const res = await me('POST', '/api/account/two-factor/disable', { password: PASSWORD, code: codes[2] });
    expect(res.statusCode).toBe(200);
    expect((await me('GET', '/api/account/two-factor')).json()).toMatchObject({
      enabled: false,
      recovery_codes_left: 0,
    });
    expect((await login()).statusCode).toBe(200);
    expect(
      (await me('POST', '/api/account/two-factor/disable', { password: PASSWORD, code: codes[3] }))
        .statusCode,
    ).toBe(409);
    const actions = (
      await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entity_id, String(userId)))
    ).map((r) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'two_factor_setup',
        'two_factor_enable',
        'recovery_codes_renew',
        'two_factor_disable',
      ]),
    );
  });

  it("lets another HR user reset the second factor of someone who lost it, with the resetter's password, not their own", async () => {
    await t.db
      .insert(twoFactor)
      .values({ user_id: userId, secret: 'v1:x', enabled_at: new Date().toISOString() });
    expect((await login()).statusCode).toBe(401);
    const listed = async () => (await t.call('GET', '/api/users?q=hr.twofactor')).json().data[0].two_factor;
    expect(await listed()).toBe(true);
    const reset = (body?: object, as = t.hrToken, id = userId) =>
      t.call('POST', `/api/users/${id}/two-factor/reset`, body, as);
    // the resetter's password, not a session left open
    expect((await reset()).statusCode).toBe(422);
    expect((await reset({})).json().errors).toEqual({ password: ['The password field is required.'] });
    expect((await reset({ password: 'not it' })).json().errors).toEqual({
      password: ['The password is incorrect.'],
    });
    expect(await listed()).toBe(true);
    const res = await reset({ password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(await listed()).toBe(false);
    expect((await login()).statusCode).toBe(200);
    expect((await reset({ password: PASSWORD })).statusCode).toBe(409);
    expect((await reset({ password: PASSWORD }, token)).statusCode).toBe(403);
    expect((await reset({ password: PASSWORD }, t.hrToken, 99999999)).statusCode).toBe(409);
  });

  it('counts password guesses on the reset like the other calls that check one: the eleventh is a 429', async () => {
    const guess = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/users/${userId}/two-factor/reset`,
        payload: { password: `guess ${i}` },
        headers: { authorization: `Bearer ${t.hrToken}` },
        remoteAddress: '10.6.0.1',
      });
    for (let i = 0; i < 10; i++) expect((await guess(i)).statusCode).toBe(422);
    expect((await guess(10)).statusCode).toBe(429);
  });
});

describe('my sessions', () => {
  const loginAs = (agent: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { name: 'hr.sessions', password: PASSWORD },
      headers: { 'user-agent': agent },
      remoteAddress: '10.7.0.1',
    });

  it('lists my live sessions with their browser and marks this one; I end one, then all others', async () => {
    await createUser(t.db, { name: 'hr.sessions', role_id: 5 });
    const a = (await loginAs('Mozilla/5.0 (Windows NT 10.0) Chrome/131.0')).json().access_token;
    const b = (await loginAs('Mozilla/5.0 (Macintosh) Safari/605.1')).json().access_token;
    const c = (await loginAs('Mozilla/5.0 (X11; Linux) Firefox/133.0')).json().access_token;
    const list = await t.call('GET', '/api/account/sessions', undefined, a);
    expect(list.statusCode).toBe(200);
    const rows = list.json().data;
    expect(rows).toHaveLength(3);
    expect(rows.filter((r: { current: boolean }) => r.current)).toHaveLength(1);
    const mine = rows.find((r: { current: boolean }) => r.current);
    expect(mine.user_agent).toContain('Windows');
    expect(mine.ip).toBe('10.7.0.1');
    // another user's list does not show them, nor can they end them
    expect(
      (await t.call('GET', '/api/account/sessions'))
        .json()
        .data.some((r: { id: number }) => r.id === mine.id),
    ).toBe(false);
    expect((await t.call('DELETE', `/api/account/sessions/${mine.id}`)).statusCode).toBe(404);
    // end b's session from a
    const safari = rows.find((r: { user_agent: string }) => r.user_agent.includes('Safari'));
    expect((await t.call('DELETE', `/api/account/sessions/${safari.id}`, undefined, a)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/user', undefined, b)).statusCode).toBe(401);
    expect((await t.call('DELETE', `/api/account/sessions/${safari.id}`, undefined, a)).statusCode).toBe(404);
    // all the others
    const others = await t.call('POST', '/api/account/sessions/revoke-others', undefined, a);
    expect(others.json().message).toBe('1 other session has ended.');
    expect((await t.call('GET', '/api/user', undefined, c)).statusCode).toBe(401);
    expect((await t.call('GET', '/api/user', undefined, a)).statusCode).toBe(200);
    // ending this one logs out
    expect((await t.call('DELETE', `/api/account/sessions/${mine.id}`, undefined, a)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/user', undefined, a)).statusCode).toBe(401);
  });

  it('refuses hostile ids with 422', async () => {
    for (const id of ['abc', '0', '99999999999999999999', '1.5'])
      expect((await t.call('DELETE', `/api/account/sessions/${id}`)).statusCode).toBe(422);
  });

  it('is guarded', async () => {
    await expectGuarded(t, 'GET', '/api/account/sessions');
    await expectGuarded(t, 'GET', '/api/account/two-factor');
    await expectGuarded(t, 'POST', '/api/account/two-factor/setup', { password: PASSWORD });
    await expectGuarded(t, 'POST', '/api/users/1/two-factor/reset', { password: PASSWORD });
    await expectGuarded(t, 'POST', '/api/account/two-factor/recovery-codes', {
      password: PASSWORD,
      code: '1',
    });
  });
});
