import { SENDER_PASSWORD_AGAIN } from '@hris/domain/accounts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, errorsOf, expectGuarded, json, type TestApp, testApp } from '../../../test/app';
import { passwordForms, startSmtp, type TestSmtp } from '../../../test/smtp';
import { createMailer } from '../../plugins/mail';
import { notificationConfig } from '../../plugins/mail.tables';

/**
 * The Notification Config's sender through the API: its saved password goes only to the server it was
 * saved for, never in clear text unless HR allows it, and never to a host on a private network unless
 * the operator allows those (this app does, as HRIS_SMTP_ALLOW_PRIVATE would: the test servers are on
 * loopback; `strict` is an app that does not).
 */
let t: TestApp;
let strict: TestApp;
let tls: TestSmtp;
let plain: TestSmtp;
const PASSWORD = 'Mailbox-Secret-2026';
const SENDER = 'hris@bpo-demo.ph';

beforeAll(async () => {
  [tls, plain] = await Promise.all([startSmtp(), startSmtp({ starttls: false })]);
  t = await testApp({
    mailer: (db, box) =>
      createMailer(db, { box, allowPrivateHosts: true, tls: { ca: tls.ca }, log: () => {} }),
  });
  strict = await testApp();
  await createUser(t.db, { name: 'hr.reset', role_id: 5, email: 'reset@bpo-demo.ph' });
});
afterAll(async () => {
  await Promise.all([t.close(), strict.close()]);
  await Promise.all([tls.close(), plain.close()]);
});

const save = (app: TestApp, body: object) => app.call('POST', '/api/notificationconfig/update', body);
/** A password reset link mailed to reset@bpo-demo.ph (the mail goes after the reply). */
async function mailSomething(server: TestSmtp) {
  const before = server.inbox.length;
  json(
    await t.app.inject({
      method: 'POST',
      url: '/api/create',
      payload: { email: 'reset@bpo-demo.ph' },
      remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.1`,
    }),
  );
  await server.waitFor(before + 1);
  return server.inbox.slice(before);
}
const noPasswordIn = (wire: string) => {
  for (const form of passwordForms(SENDER, PASSWORD)) expect(wire).not.toContain(form);
};

describe('the sender password', () => {
  it('goes through STARTTLS to the server it was saved for', async () => {
    const saved = json(
      await save(t, { email: SENDER, password: PASSWORD, smtp_host: '127.0.0.1', smtp_port: tls.port }),
    );
    expect(saved.data).toMatchObject({ smtp_port: tls.port, has_password: true, allow_plain_text: false });
    expect(await mailSomething(tls)).toHaveLength(1);
    expect(tls.logins).toEqual([{ username: SENDER, password: PASSWORD, secure: true }]);
    noPasswordIn(tls.wire());
  });

  it('is kept when the sender stays the same, and must be given again when it moves', async () => {
    const [first] = await t.db.select().from(notificationConfig);
    // the same server, spelt as it was: kept
    json(await save(t, { email: SENDER, smtp_host: '127.0.0.1', smtp_port: tls.port }));
    const [before] = await t.db.select().from(notificationConfig);
    expect(before?.password_enc).toBe(first?.password_enc);
    // another port (another server), another host, another sender e-mail: refused without the password
    for (const moved of [
      { email: SENDER, smtp_host: '127.0.0.1', smtp_port: plain.port },
      { email: SENDER, smtp_host: '127.0.0.2', smtp_port: tls.port },
      { email: 'other@bpo-demo.ph', smtp_host: '127.0.0.1', smtp_port: tls.port },
      { email: SENDER, smtp_host: '', smtp_port: tls.port },
    ])
      expect(errorsOf(await save(t, moved)).password).toEqual([SENDER_PASSWORD_AGAIN.moved]);
    const [after] = await t.db.select().from(notificationConfig);
    expect(after).toEqual(before);
    // so the saved password never reaches the other server
    const wire = plain.wire().length;
    await mailSomething(tls);
    expect(plain.wire().length).toBe(wire);
    expect(plain.logins).toEqual([]);
  });

  it('must be given again to allow plain text, which then sends it as HR allowed', async () => {
    expect(
      errorsOf(
        await save(t, { email: SENDER, smtp_host: '127.0.0.1', smtp_port: tls.port, allow_plain_text: true }),
      ).password,
    ).toEqual([SENDER_PASSWORD_AGAIN.plainText]);
    // with the password, to the server without encryption
    const saved = json(
      await save(t, {
        email: SENDER,
        password: PASSWORD,
        smtp_host: '127.0.0.1',
        smtp_port: plain.port,
        allow_plain_text: true,
      }),
    );
    expect(saved.data).toMatchObject({ allow_plain_text: true });
    expect(json(await t.call('GET', '/api/notificationconfig'))).toMatchObject({ allow_plain_text: true });
    expect(await mailSomething(plain)).toHaveLength(1);
    expect(plain.logins).toEqual([{ username: SENDER, password: PASSWORD, secure: false }]);
    // turned off again: no password needed, and nothing more in clear text
    json(await save(t, { email: SENDER, smtp_host: '127.0.0.1', smtp_port: plain.port }));
    const wire = plain.wire().length;
    const lastReset = async () =>
      (
        await t.db.execute<{ id: number; status: string }>(
          sql`SELECT id, status FROM mail_outbox WHERE to_address = 'reset@bpo-demo.ph' ORDER BY id DESC LIMIT 1`,
        )
      ).rows[0];
    const earlier = (await lastReset())?.id ?? 0;
    json(
      await t.app.inject({
        method: 'POST',
        url: '/api/create',
        payload: { email: 'reset@bpo-demo.ph' },
        remoteAddress: '10.9.251.1',
      }),
    );
    // the mail made after the reply has been handled (sent or kept): all it said to a server is said
    await vi.waitUntil(
      async () => {
        const mail = await lastReset();
        return !!mail && mail.id > earlier && mail.status !== 'queued' && mail.status !== 'sending';
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(plain.logins).toHaveLength(1);
    noPasswordIn(plain.wire().slice(wire));
  });

  it('refuses a host that is not a host name or an address', async () => {
    for (const smtp_host of [
      'smtp gmail com',
      'smtp.gmail.com:587',
      'http://smtp.gmail.com',
      '-bad-.ph',
      'a_b.ph',
    ])
      expect(
        errorsOf(await save(strict, { email: SENDER, password: PASSWORD, smtp_host })).smtp_host,
      ).toEqual(['The SMTP host must be a host name such as smtp.company.ph, or an IP address.']);
  });

  it('refuses allow_plain_text that is not true or false', async () => {
    expect(
      errorsOf(await save(t, { email: SENDER, password: PASSWORD, allow_plain_text: 'yes' }))
        .allow_plain_text,
    ).toBeDefined();
  });
});

describe('removing the sender', () => {
  it('deletes it with its password; mail then waits in the outbox, and a second removal is a 409', async () => {
    json(
      await save(strict, { email: SENDER, password: PASSWORD, smtp_host: '203.0.114.10', smtp_port: 587 }),
    );
    const removed = json(await strict.call('POST', '/api/notificationconfig/remove'));
    expect(removed).toMatchObject({
      message: 'The mail sender is removed.',
      data: { email: '', has_password: false, allow_plain_text: false, updated_at: null },
    });
    expect(await strict.db.select().from(notificationConfig)).toEqual([]);
    expect(json(await strict.call('POST', '/api/notificationconfig/remove'), 409).message).toBe(
      'No mail sender is saved.',
    );
  });

  it('is guarded', () => expectGuarded(strict, 'POST', '/api/notificationconfig/remove'));
});

describe('hosts on private networks', () => {
  it.each([
    '127.0.0.1',
    'localhost',
    '10.0.0.25',
    '192.168.1.10',
    '172.20.0.3',
    '100.64.1.1',
    '169.254.169.254',
    '0.0.0.0',
    '::1',
    '[::1]',
    '::ffff:127.0.0.1',
    'fd00::25',
  ])('refuses %s without the operator’s leave', async (host) => {
    const errors = errorsOf(await save(strict, { email: SENDER, password: PASSWORD, smtp_host: host }));
    expect(errors.smtp_host?.[0]).toMatch(/mail goes only to a public mail server/);
  });

  it('accepts a public address, and a name it cannot resolve now (sending checks it again)', async () => {
    json(
      await save(strict, { email: SENDER, password: PASSWORD, smtp_host: '203.0.114.10', smtp_port: 587 }),
    );
    json(
      await save(strict, {
        email: SENDER,
        password: PASSWORD,
        smtp_host: 'smtp.no-such-domain.invalid',
        smtp_port: 587,
      }),
    );
  });
});
