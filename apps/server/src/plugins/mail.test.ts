import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoLinksInOutbox } from '../../test/app';
import { freshDatabase, type TestDb } from '../../test/db';
import { bodyOf, passwordForms, startSmtp, type TestSmtp } from '../../test/smtp';
import { secretBox } from '../lib/secret-box';
import { createMailer, type Mail, type Mailer } from './mail';
import { notificationConfig } from './mail.tables';
import { privateAddressKind } from './mail-host';

let tdb: TestDb;
let smtp: TestSmtp;
let plainSmtp: TestSmtp;
let mailer: Mailer;
const box = secretBox(randomBytes(32));
const logged: string[] = [];
beforeAll(async () => {
  tdb = await freshDatabase();
  [smtp, plainSmtp] = await Promise.all([startSmtp(), startSmtp({ starttls: false })]);
  mailer = createMailer(tdb.db, { smtpUrl: smtp.url, box, tls: { ca: smtp.ca }, log: (m) => logged.push(m) });
});
afterAll(async () => {
  await Promise.all([smtp.close(), plainSmtp.close()]);
  try {
    await expectNoLinksInOutbox(tdb.db);
  } finally {
    await tdb.drop();
  }
});

const statuses = async () =>
  (
    await tdb.db.execute<{ to_address: string; status: string }>(
      sql`SELECT to_address, status FROM mail_outbox ORDER BY id`,
    )
  ).rows;
const rowOf = async (to: string) =>
  (
    await tdb.db.execute<{
      id: number;
      status: string;
      error: string | null;
      body_enc: string | null;
      link_enc: string | null;
    }>(sql`SELECT id, status, error, body_enc, link_enc FROM mail_outbox WHERE to_address = ${to}`)
  ).rows[0];
const mail = (to: string): Mail => ({
  to,
  subject: `For ${to}`,
  text: `Hello ${to}, ñ and "quotes": https://hris.example.ph/acknowledge/1.2.${'x'.repeat(43)}`,
  link: {
    url: `https://hris.example.ph/acknowledge/1.2.${'x'.repeat(43)}`,
    kind: 'acknowledgement',
    expiresAt: new Date(Date.now() + 3_600_000),
  },
});

describe('the queued outbox', () => {
  it('keeps queued mail only if its transaction commits, sealed, then sends each once and drops its text', async () => {
    await tdb.db
      .transaction(async (tx) => {
        await mailer.queue(tx, [mail('gone@example.ph')]);
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(await statuses()).toEqual([]);
    await tdb.db.transaction((tx) => mailer.queue(tx, [mail('a@example.ph'), mail('b@example.ph')]));
    expect((await statuses()).map((r) => r.status)).toEqual(['queued', 'queued']);
    // waiting, the text and the link are sealed with the app's key
    const waiting = await rowOf('a@example.ph');
    expect(waiting?.body_enc).toMatch(/^v1:/);
    expect(box.open(waiting!.body_enc!)).toContain('Hello a@example.ph, ñ');
    expect(box.open(waiting!.link_enc!)).toMatch(/\/acknowledge\//);
    // two nodes at once: each message claimed by one of them
    const handled = await Promise.all([mailer.deliverQueued(), mailer.deliverQueued()]);
    expect(handled[0] + handled[1]).toBe(2);
    expect((await statuses()).map((r) => r.status)).toEqual(['sent', 'sent']);
    const inbox = await smtp.waitFor(2);
    expect(inbox.map((m) => m.to[0]).sort()).toEqual(['a@example.ph', 'b@example.ph']);
    expect(bodyOf(inbox[0]!)).toContain('Hello');
    expect(await mailer.deliverQueued()).toBe(0);
    // sent: neither the text nor the link is kept
    expect(await rowOf('a@example.ph')).toMatchObject({ body_enc: null, link_enc: null });
  });

  it('takes again a claim a stopped node left, but not a fresh one', async () => {
    await tdb.db.execute(sql`
      INSERT INTO mail_outbox (to_address, subject, body_enc, status, claimed_at) VALUES
        ('stale@example.ph', 'Stale', ${box.seal('text')}, 'sending', now() - interval '11 minutes'),
        ('fresh@example.ph', 'Fresh', ${box.seal('text')}, 'sending', now())`);
    expect(await mailer.deliverQueued()).toBe(1);
    const rows = await statuses();
    expect(rows.find((r) => r.to_address === 'stale@example.ph')?.status).toBe('sent');
    expect(rows.find((r) => r.to_address === 'fresh@example.ph')?.status).toBe('sending');
  });

  it('keeps many in the outbox at once when no sender is set up, and logs no text', async () => {
    const quiet = createMailer(tdb.db, { box, log: (m) => logged.push(m) });
    expect(await quiet.hasSender()).toBe(false);
    const many = Array.from({ length: 250 }, (_, i) => mail(`n${i}@example.ph`));
    await tdb.db.transaction((tx) => quiet.queue(tx, many));
    expect(await quiet.deliverQueued()).toBe(250);
    const { rows } = await tdb.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'logged' AND to_address LIKE 'n%' AND body_enc IS NOT NULL`,
    );
    expect(rows[0]?.n).toBe(250);
    expect(logged.some((l) => l.includes('messages kept in the outbox'))).toBe(true);
    expect(logged.join('\n')).not.toContain('/acknowledge/');
  });

  it('drops the text of an unsent mail once its link has expired, and never sends it', async () => {
    await tdb.db.transaction((tx) =>
      mailer.queue(tx, [
        {
          ...mail('late@example.ph'),
          link: { ...mail('late@example.ph').link!, expiresAt: new Date(Date.now() - 1000) },
        },
      ]),
    );
    await tdb.db.execute(
      sql`UPDATE mail_outbox SET expires_at = now() - interval '1 second' WHERE to_address = 'n0@example.ph'`,
    );
    expect(await mailer.deliverQueued()).toBe(0);
    expect(await mailer.dropExpired()).toBe(2);
    expect(await rowOf('late@example.ph')).toMatchObject({
      status: 'failed',
      error: 'Not sent: its link expired before it could be sent.',
      body_enc: null,
      link_enc: null,
    });
    // a kept one stays kept, without its text
    expect(await rowOf('n0@example.ph')).toMatchObject({ status: 'logged', body_enc: null, link_enc: null });
    expect(await mailer.dropExpired()).toBe(0);
  });
});

// ---- no password in clear text

const PASSWORD = 'Mailbox-Secret-2026';
const USER = 'hris@bpo-demo.ph';

/** The Notification Config's sender, pointed at a test server. */
async function sender(server: TestSmtp, values: { host?: string; allow_plain_text?: boolean } = {}) {
  const row = {
    id: 1,
    email: USER,
    password_enc: box.seal(PASSWORD),
    smtp_host: values.host ?? '127.0.0.1',
    smtp_port: server.port,
    allow_plain_text: values.allow_plain_text ?? false,
  };
  await tdb.db
    .insert(notificationConfig)
    .values(row)
    .onConflictDoUpdate({ target: notificationConfig.id, set: row });
}
const configMailer = (opts: { allowPrivateHosts?: boolean; ca?: string } = {}) =>
  createMailer(tdb.db, {
    box,
    allowPrivateHosts: opts.allowPrivateHosts ?? true,
    ...(opts.ca && { tls: { ca: opts.ca } }),
    log: (m) => logged.push(m),
  });
const notice = (to: string): Mail => ({ to, subject: 'Notice', text: 'Hello' });
/** Nothing of the password crossed the wire in clear text (since `from` characters of it). */
const expectNoPasswordOnWire = (server: TestSmtp, from: number) => {
  const wire = server.wire().slice(from);
  for (const form of passwordForms(USER, PASSWORD)) expect(wire).not.toContain(form);
};

describe('the Notification Config sender never sends its password in clear text', () => {
  afterEach(async () => {
    await tdb.db.delete(notificationConfig);
  });

  it('sends no AUTH at all to a server that offers no encryption, and says why the mail failed', async () => {
    await sender(plainSmtp);
    const before = plainSmtp.inbox.length;
    const from = plainSmtp.wire().length;
    expect(await configMailer().send(notice('clear1@example.ph'))).toBe('failed');
    expect(plainSmtp.logins).toEqual([]);
    expect(plainSmtp.wire().slice(from)).toMatch(/EHLO/);
    expect(plainSmtp.wire().slice(from)).not.toMatch(/AUTH/i);
    expectNoPasswordOnWire(plainSmtp, from);
    expect(plainSmtp.inbox.length).toBe(before);
    const row = await rowOf('clear1@example.ph');
    expect(row?.status).toBe('failed');
    expect(row?.error).toMatch(/Encryption .* could not be set up, so nothing was sent/);
    // the text stays sealed for a retry
    expect(row?.body_enc).toMatch(/^v1:/);
  });

  it('upgrades with STARTTLS before AUTH, and the mail goes', async () => {
    await sender(smtp);
    const before = smtp.inbox.length;
    const from = smtp.wire().length;
    expect(await configMailer({ ca: smtp.ca }).send(notice('tls1@example.ph'))).toBe('sent');
    expect(smtp.logins).toEqual([{ username: USER, password: PASSWORD, secure: true }]);
    expect(smtp.wire().slice(from)).toMatch(/STARTTLS/);
    expectNoPasswordOnWire(smtp, from);
    expect((await smtp.waitFor(before + 1)).at(-1)?.to).toEqual(['tls1@example.ph']);
  });

  it('refuses a server whose certificate it cannot trust (nothing sent, no password)', async () => {
    await sender(smtp);
    const logins = smtp.logins.length;
    expect(await configMailer().send(notice('untrusted@example.ph'))).toBe('failed');
    expect(smtp.logins.length).toBe(logins);
    expect((await rowOf('untrusted@example.ph'))?.error).toMatch(/certificate/i);
  });

  it('sends in plain text only when the config allows it', async () => {
    await sender(plainSmtp, { allow_plain_text: true });
    expect(await configMailer().send(notice('plain1@example.ph'))).toBe('sent');
    expect(plainSmtp.logins).toEqual([{ username: USER, password: PASSWORD, secure: false }]);
  });

  it('refuses a private host, by address or by a name that resolves to one, unless the operator allows it', async () => {
    for (const host of ['127.0.0.1', 'localhost']) {
      await sender(smtp, { host });
      const wire = smtp.wire().length;
      expect(
        await configMailer({ allowPrivateHosts: false, ca: smtp.ca }).send(notice(`p-${host}@example.ph`)),
      ).toBe('failed');
      expect((await rowOf(`p-${host}@example.ph`))?.error).toMatch(
        /127\.0\.0\.1.*loopback.*public mail server/,
      );
      // not even a connection
      expect(smtp.wire().length).toBe(wire);
    }
    const quiet = configMailer({ allowPrivateHosts: false });
    expect(await quiet.hostProblem('10.1.2.3')).toMatch(/private network/);
    expect(await quiet.hostProblem('no-such-host.invalid')).toBeNull();
    expect(await configMailer({ allowPrivateHosts: true }).hostProblem('10.1.2.3')).toBeNull();
  });

  it('a queued batch to a refused host fails as one, each with the reason', async () => {
    await sender(smtp);
    await tdb.db.transaction((tx) =>
      mailer.queue(tx, [notice('batch1@example.ph'), notice('batch2@example.ph')]),
    );
    expect(await configMailer({ allowPrivateHosts: false }).deliverQueued()).toBe(2);
    for (const to of ['batch1@example.ph', 'batch2@example.ph'])
      expect(await rowOf(to)).toMatchObject({ status: 'failed', error: expect.stringMatching(/loopback/) });
  });
});

describe('SMTP_URL, the operator’s relay', () => {
  const withAuth = (server: TestSmtp, query = '') =>
    `smtp://${encodeURIComponent(USER)}:${PASSWORD}@127.0.0.1:${server.port}${query}`;

  it('needs STARTTLS too: no AUTH to a relay without it', async () => {
    const relay = createMailer(tdb.db, { smtpUrl: withAuth(plainSmtp), box, log: () => {} });
    const logins = plainSmtp.logins.length;
    const from = plainSmtp.wire().length;
    expect(await relay.send(notice('relay1@example.ph'))).toBe('failed');
    expect(plainSmtp.logins.length).toBe(logins);
    expectNoPasswordOnWire(plainSmtp, from);
  });

  it('authenticates after STARTTLS', async () => {
    const relay = createMailer(tdb.db, { smtpUrl: withAuth(smtp), box, tls: { ca: smtp.ca }, log: () => {} });
    const logins = smtp.logins.length;
    expect(await relay.send(notice('relay2@example.ph'))).toBe('sent');
    expect(smtp.logins.slice(logins)).toEqual([{ username: USER, password: PASSWORD, secure: true }]);
  });

  it('sends in plain text when the URL says so', async () => {
    const relay = createMailer(tdb.db, {
      smtpUrl: withAuth(plainSmtp, '?requireTLS=false'),
      box,
      log: () => {},
    });
    expect(await relay.send(notice('relay3@example.ph'))).toBe('sent');
  });
});

describe('private addresses', () => {
  it.each([
    ['127.0.0.1', 'a loopback address'],
    ['127.8.9.10', 'a loopback address'],
    ['10.0.0.5', 'a private network address'],
    ['172.16.0.1', 'a private network address'],
    ['172.31.255.255', 'a private network address'],
    ['192.168.1.1', 'a private network address'],
    ['100.64.0.1', 'a carrier-grade NAT address'],
    ['100.127.255.254', 'a carrier-grade NAT address'],
    ['169.254.169.254', 'a link-local address'],
    ['0.0.0.0', 'an unspecified address'],
    ['224.0.0.1', 'a multicast address'],
    ['255.255.255.255', 'a reserved address'],
    ['::', 'an unspecified address'],
    ['::1', 'a loopback address'],
    ['fe80::1', 'a link-local address'],
    ['fe80::1%eth0', 'a link-local address'],
    ['fc00::1', 'a private network address'],
    ['fd12:3456::1', 'a private network address'],
    ['::ffff:127.0.0.1', 'a loopback address'],
    ['::ffff:7f00:1', 'a loopback address'],
    ['::ffff:10.0.0.1', 'a private network address'],
    ['::ffff:a9fe:a9fe', 'a link-local address'],
    ['::127.0.0.1', 'a loopback address'],
    ['64:ff9b::10.0.0.1', 'a private network address'],
    ['2002:c0a8:0101::1', 'a private network address'],
    ['ff02::1', 'a multicast address'],
  ])('%s is %s', (ip, kind) => {
    expect(privateAddressKind(ip)).toBe(kind);
  });

  it.each([
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '192.169.0.1',
    '2607:f8b0:4004:c07::6c',
    '::ffff:8.8.8.8',
    '2002:0808:0808::1',
  ])('%s is public', (ip) => {
    expect(privateAddressKind(ip)).toBeNull();
  });
});
