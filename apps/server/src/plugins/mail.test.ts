import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDb } from '../../test/db';
import { bodyOf, startSmtp } from '../../test/smtp';
import { secretBox } from '../lib/secret-box';
import { createMailer, type Mailer } from './mail';

let tdb: TestDb;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let mailer: Mailer;
const logged: string[] = [];
beforeAll(async () => {
  tdb = await freshDatabase();
  smtp = await startSmtp();
  mailer = createMailer(tdb.db, {
    smtpUrl: smtp.url,
    box: secretBox(randomBytes(32)),
    log: (m) => logged.push(m),
  });
});
afterAll(async () => {
  await smtp.close();
  await tdb.drop();
});

const statuses = async () =>
  (
    await tdb.db.execute<{ to_address: string; status: string }>(
      sql`SELECT to_address, status FROM mail_outbox ORDER BY id`,
    )
  ).rows;
const mail = (to: string) => ({ to, subject: `For ${to}`, text: `Hello ${to}, ñ and "quotes"` });

describe('the queued outbox', () => {
  it('keeps queued mail only if its transaction commits, then sends each once', async () => {
    await tdb.db
      .transaction(async (tx) => {
        await mailer.queue(tx, [mail('gone@example.ph')]);
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(await statuses()).toEqual([]);
    await tdb.db.transaction((tx) => mailer.queue(tx, [mail('a@example.ph'), mail('b@example.ph')]));
    expect((await statuses()).map((r) => r.status)).toEqual(['queued', 'queued']);
    // two nodes at once: each message claimed by one of them
    const handled = await Promise.all([mailer.deliverQueued(), mailer.deliverQueued()]);
    expect(handled[0] + handled[1]).toBe(2);
    expect((await statuses()).map((r) => r.status)).toEqual(['sent', 'sent']);
    const inbox = await smtp.waitFor(2);
    expect(inbox.map((m) => m.to[0]).sort()).toEqual(['a@example.ph', 'b@example.ph']);
    expect(bodyOf(inbox[0]!)).toContain('Hello');
    expect(await mailer.deliverQueued()).toBe(0);
  });

  it('takes again a claim a stopped node left, but not a fresh one', async () => {
    await tdb.db.execute(sql`
      INSERT INTO mail_outbox (to_address, subject, body_text, status, claimed_at) VALUES
        ('stale@example.ph', 'Stale', 'text', 'sending', now() - interval '11 minutes'),
        ('fresh@example.ph', 'Fresh', 'text', 'sending', now())`);
    expect(await mailer.deliverQueued()).toBe(1);
    const rows = await statuses();
    expect(rows.find((r) => r.to_address === 'stale@example.ph')?.status).toBe('sent');
    expect(rows.find((r) => r.to_address === 'fresh@example.ph')?.status).toBe('sending');
  });

  it('keeps many in the outbox at once when no SMTP is configured', async () => {
    const quiet = createMailer(tdb.db, { box: secretBox(randomBytes(32)), log: (m) => logged.push(m) });
    const many = Array.from({ length: 250 }, (_, i) => mail(`n${i}@example.ph`));
    await tdb.db.transaction((tx) => quiet.queue(tx, many));
    expect(await quiet.deliverQueued()).toBe(250);
    const { rows } = await tdb.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'logged' AND to_address LIKE 'n%'`,
    );
    expect(rows[0]?.n).toBe(250);
    expect(logged.some((l) => l.includes('messages kept in the outbox'))).toBe(true);
  });
});
