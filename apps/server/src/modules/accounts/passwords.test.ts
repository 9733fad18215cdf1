import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  errorsOf,
  expectGuarded,
  json,
  PASSWORD,
  type TestApp,
  testApp,
  tokenFor,
} from '../../../test/app';
import { bodyOf, startSmtp } from '../../../test/smtp';
import { secretBox } from '../../lib/secret-box';
import { createMailer } from '../../plugins/mail';
import { mailOutbox } from '../../plugins/mail.tables';
import { users } from '../auth/auth.tables';
import { passwordResets } from './accounts.tables';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await testApp({
    mailer: (db, box) => createMailer(db, { smtpUrl: smtp.url, box, tls: { ca: smtp.ca }, log: () => {} }),
    publicUrl: 'https://hris.example.ph',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const login = (name: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { name, password } });
const change = (token: string, body: object) => t.call('POST', '/api/login/pwdchange', body, token);

describe('change password', () => {
  it('needs the current password, applies the rules, and logs the user out everywhere', async () => {
    const u = await createUser(t.db, { name: 'hr.changer', role_id: 5 });
    const [a, b] = [await tokenFor(t.db, u.id), await tokenFor(t.db, u.id)];
    expect(
      errorsOf(
        await change(a, {
          current_password: 'wrong',
          new_password: 'Brand-new-pass-1',
          confirm_password: 'Brand-new-pass-1',
        }),
      ).current_password,
    ).toEqual(['The current password is incorrect.']);
    const rules: [string, string][] = [
      ['short', 'The password must be at least 8 characters.'],
      ['x'.repeat(129), 'The password may not be greater than 128 characters.'],
      ['HR.Changer', 'The password may not be the same as the username.'],
      ['password1', 'This password is too common. Choose one that is harder to guess.'],
      ['Sunshine', 'This password is too common. Choose one that is harder to guess.'],
      ['password123', 'This password is too common. Choose one that is harder to guess.'],
      ['Qwerty123', 'This password is too common. Choose one that is harder to guess.'],
      ['hrhrhrhr', 'The password may not be one short pattern repeated. Choose one that is harder to guess.'],
      [
        'abcdabcdabcd',
        'The password may not be one short pattern repeated. Choose one that is harder to guess.',
      ],
      [PASSWORD, 'The new password must be different from the current one.'],
    ];
    for (const [pw, message] of rules) {
      expect(
        errorsOf(await change(a, { current_password: PASSWORD, new_password: pw, confirm_password: pw }))
          .new_password,
        pw,
      ).toEqual([message]);
    }
    expect(
      errorsOf(
        await change(a, {
          current_password: PASSWORD,
          new_password: 'Brand-new-pass-1',
          confirm_password: 'other',
        }),
      ).confirm_password,
    ).toEqual(['The password confirmation does not match.']);
    json(
      await change(a, {
        current_password: PASSWORD,
        new_password: 'Brand-new-pass-1',
        confirm_password: 'Brand-new-pass-1',
      }),
    );
    for (const token of [a, b])
      expect((await t.call('GET', '/api/user', undefined, token)).statusCode).toBe(401);
    expect((await login('hr.changer', PASSWORD)).statusCode).toBe(401);
    expect((await login('hr.changer', 'Brand-new-pass-1')).statusCode).toBe(200);
  });

  it('is guarded', () =>
    expectGuarded(t, 'POST', '/api/login/pwdchange', {
      current_password: 'a',
      new_password: 'b',
      confirm_password: 'b',
    }));
});

describe('password reset by e-mail', () => {
  it('mails a single-use link to a known address, which sets the password and revokes every token', async () => {
    const u = await createUser(t.db, { name: 'hr.forgetful', role_id: 5, email: 'forgetful@company.ph' });
    const old = await tokenFor(t.db, u.id);
    const before = smtp.inbox.length;
    const res = json(
      await t.app.inject({ method: 'POST', url: '/api/create', payload: { email: 'Forgetful@Company.ph' } }),
    );
    expect(res.response).toBe('success');
    const inbox = await smtp.waitFor(before + 1);
    const mail = inbox[inbox.length - 1]!;
    expect(mail.to).toEqual(['forgetful@company.ph']);
    const link = /https:\/\/hris\.example\.ph\/new\/password\/([A-Za-z0-9_-]{43})/.exec(bodyOf(mail));
    expect(link, bodyOf(mail)).not.toBeNull();
    const token = link![1]!;
    // the database keeps only a hash
    const rows = await t.db.select().from(passwordResets).where(eq(passwordResets.user_id, u.id));
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    const reset = (body: object) => t.app.inject({ method: 'POST', url: '/api/reset', payload: body });
    const body = {
      token,
      email: 'forgetful@company.ph',
      new_password: 'Fresh-start-2026',
      confirm_password: 'Fresh-start-2026',
    };
    expect(errorsOf(await reset({ ...body, email: 'someone.else@company.ph' })).token).toBeDefined();
    expect(
      errorsOf(await reset({ ...body, new_password: '12345678', confirm_password: '12345678' })).new_password,
    ).toBeDefined();
    json(await reset(body));
    expect((await t.call('GET', '/api/user', undefined, old)).statusCode).toBe(401);
    expect((await login('hr.forgetful', 'Fresh-start-2026')).statusCode).toBe(200);
    // single use
    expect(
      errorsOf(
        await reset({ ...body, new_password: 'Another-one-2026', confirm_password: 'Another-one-2026' }),
      ).token,
    ).toEqual(['This reset link is invalid or has expired. Ask for a new one.']);
    const outbox = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to_address, 'forgetful@company.ph'));
    expect(outbox.map((m) => m.status)).toEqual(['sent']);
    // once sent, the outbox keeps neither the text nor the link
    expect(outbox[0]).toMatchObject({ kind: 'password_reset', body_enc: null, link_enc: null });
  });

  it("leads an employee's account to self-service's page, whose login is theirs", async () => {
    await createUser(t.db, { name: 'agent.forgetful', role_id: 1, email: 'agent.forgetful@company.ph' });
    const before = smtp.inbox.length;
    json(
      await t.app.inject({
        method: 'POST',
        url: '/api/create',
        payload: { email: 'agent.forgetful@company.ph' },
      }),
    );
    const mail = (await smtp.waitFor(before + 1))[before]!;
    const link = /https:\/\/hris\.example\.ph\/ess\/new\/password\/([A-Za-z0-9_-]{43})/.exec(bodyOf(mail));
    expect(link, bodyOf(mail)).not.toBeNull();
    const pass = 'Agent-chose-this-2026';
    const body = {
      token: link![1],
      email: 'agent.forgetful@company.ph',
      new_password: pass,
      confirm_password: pass,
    };
    json(await t.app.inject({ method: 'POST', url: '/api/reset', payload: body }));
  });

  it('refuses an expired link, and a used one when two resets race', async () => {
    const u = await createUser(t.db, { name: 'hr.racer', role_id: 5, email: 'racer@company.ph' });
    const before = smtp.inbox.length;
    json(await t.app.inject({ method: 'POST', url: '/api/create', payload: { email: 'racer@company.ph' } }));
    const mail = (await smtp.waitFor(before + 1))[before]!;
    const token = /new\/password\/([A-Za-z0-9_-]{43})/.exec(bodyOf(mail))![1]!;
    const body = (pw: string) => ({
      token,
      email: 'racer@company.ph',
      new_password: pw,
      confirm_password: pw,
    });
    const results = await Promise.all(
      ['Racer-pass-one-1', 'Racer-pass-two-2', 'Racer-pass-three-3'].map((pw) =>
        t.app.inject({ method: 'POST', url: '/api/reset', payload: body(pw) }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422, 422]);
    // an expired one
    json(await t.app.inject({ method: 'POST', url: '/api/create', payload: { email: 'racer@company.ph' } }));
    const mail2 = (await smtp.waitFor(before + 2))[before + 1]!;
    const token2 = /new\/password\/([A-Za-z0-9_-]{43})/.exec(bodyOf(mail2))![1]!;
    await t.db
      .update(passwordResets)
      .set({ expires_at: sql`now() - interval '1 minute'` })
      .where(eq(passwordResets.user_id, u.id));
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/reset',
      payload: { ...body('Racer-late-pass-4'), token: token2 },
    });
    expect(errorsOf(late).token).toBeDefined();
  });

  it('answers an unknown address exactly like a known one, before either is looked up, and sends nothing', async () => {
    await createUser(t.db, { name: 'hr.known', role_id: 5, email: 'known@company.ph' });
    const ask = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/create',
        payload: { email },
        remoteAddress: `10.7.${Math.floor(Math.random() * 200)}.1`,
      });
    const before = smtp.inbox.length;
    // Another session holds the users table, so no reply can wait on a lookup of the address: each
    // comes from the same code before it, and takes as long whoever the address belongs to.
    const holder = new pg.Client(t.tdb.url);
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
    try {
      for (let i = 0; i < 5; i++) {
        const k = await ask('known@company.ph');
        const u = await ask(`nobody${i}@company.ph`);
        expect(u.statusCode).toBe(k.statusCode);
        expect(u.body).toBe(k.body);
      }
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
    await smtp.waitFor(before + 5);
    expect(smtp.inbox.slice(before).every((m) => m.to[0] === 'known@company.ph')).toBe(true);
  });

  it('replies before it looks the address up, so the reply cannot wait on it', async () => {
    await createUser(t.db, { name: 'hr.blocked', role_id: 5, email: 'blocked@company.ph' });
    const before = smtp.inbox.length;
    // Another session holds the users table: any lookup of the address would wait for it.
    const holder = new pg.Client(t.tdb.url);
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
    try {
      // the reply comes while the table is held: it did not wait for the lookup
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/create',
        payload: { email: 'blocked@company.ph' },
        remoteAddress: '10.8.0.1',
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
    // the link still goes out once the table is free
    const mail = (await smtp.waitFor(before + 1))[before]!;
    expect(mail.to).toEqual(['blocked@company.ph']);
  });

  it('keeps mail in the outbox, sealed, and out of the log when no sender is set up', async () => {
    const logged: string[] = [];
    const plain = await testApp();
    try {
      const box = secretBox(randomBytes(32));
      const mailer = createMailer(plain.db, { box, log: (m) => logged.push(m) });
      const url = 'https://x/new/password/abc';
      const expiresAt = new Date(Date.now() + 3_600_000);
      expect(
        await mailer.send({
          to: 'a@b.ph',
          subject: 'Hello',
          text: `link: ${url}`,
          link: { url, kind: 'password_reset', expiresAt },
        }),
      ).toBe('logged');
      expect(logged.join('\n')).toContain('kept in the outbox');
      expect(logged.join('\n')).not.toContain(url);
      const [row] = await plain.db.select().from(mailOutbox);
      expect(row).toMatchObject({ to_address: 'a@b.ph', status: 'logged', kind: 'password_reset' });
      expect(box.open(row!.body_enc!)).toBe(`link: ${url}`);
      expect(box.open(row!.link_enc!)).toBe(url);
      const { rows } = await plain.db.execute<{ same: boolean }>(
        sql`SELECT expires_at = ${expiresAt.toISOString()}::timestamptz AS same FROM mail_outbox`,
      );
      expect(rows[0]?.same).toBe(true);
    } finally {
      await plain.close();
    }
  });
});

describe('HR resets a user password', () => {
  it('sets it and logs the user out', async () => {
    const u = await createUser(t.db, { name: 'staff.locked', role_id: 1 });
    const token = await tokenFor(t.db, u.id);
    expect(
      errorsOf(await t.call('POST', `/api/resetpassword/update/${u.id}`, { new_password: 'password' }))
        .new_password,
    ).toBeDefined();
    json(await t.call('POST', `/api/resetpassword/update/${u.id}`, { new_password: 'Given-by-hr-2026' }));
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    const { rows } = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM access_tokens WHERE user_id = ${u.id} AND revoked_at IS NULL`,
    );
    expect(rows[0]!.n).toBe(0);
    expect(token).toBeTruthy();
    expect(
      (await t.call('POST', '/api/resetpassword/update/99999', { new_password: 'Given-by-hr-2026' }))
        .statusCode,
    ).toBe(404);
  });

  it('is guarded', () =>
    expectGuarded(t, 'POST', '/api/resetpassword/update/1', { new_password: 'Given-by-hr-2026' }));
});
