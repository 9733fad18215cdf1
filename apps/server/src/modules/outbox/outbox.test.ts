import { MAIL_MESSAGES } from '@hris/domain/mail';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, errorsOf, expectGuarded, json, type TestApp, testApp } from '../../../test/app';
import { lockWaiters } from '../../../test/locks';
import { auditLog } from '../../plugins/audit.tables';
import { createMailer, type Mail, type Mailer } from '../../plugins/mail';

let t: TestApp;
/** The app's own mailer (no sender set up: mail is kept in the outbox), with the app's box. */
let mailer: Mailer;
beforeAll(async () => {
  t = await testApp({
    mailer: (db, box) => {
      mailer = createMailer(db, { box, log: () => {} });
      return mailer;
    },
  });
});
afterAll(() => t.close());

const LINK = (n: number) => `https://hris.example.ph/acknowledge/${n}.1999999999.${'A1b'.repeat(14)}x`;
const ack = (to: string, n: number, expiresAt = new Date(Date.now() + 3_600_000)): Mail => ({
  to,
  subject: `Please acknowledge the memo "Policy ${n}"`,
  text: `Hello,\n\n${LINK(n)}\n`,
  link: { url: LINK(n), kind: 'acknowledgement', expiresAt },
});
/** Queues mails as a send does (in a transaction), and lets the outbox set them aside. */
async function kept(...mails: Mail[]): Promise<number[]> {
  await t.db.transaction((tx) => mailer.queue(tx, mails));
  await mailer.deliverQueued();
  const { rows } = await t.db.execute<{ id: number }>(
    sql`SELECT id FROM mail_outbox ORDER BY id DESC LIMIT ${mails.length}`,
  );
  return rows.map((r) => r.id).reverse();
}
const statusOf = async (id: number) =>
  (
    await t.db.execute<{ status: string; body_enc: string | null; link_enc: string | null }>(
      sql`SELECT status, body_enc, link_enc FROM mail_outbox WHERE id = ${id}`,
    )
  ).rows[0];
/**
 * Two requests that reach the mail at the same moment: another session holds the row while both
 * start, so both wait at their guarded update and are let go together.
 */
async function atOnce<T>(request: () => Promise<T>, id: number): Promise<T[]> {
  const holder = new pg.Client(t.tdb.url);
  await holder.connect();
  try {
    await holder.query('BEGIN');
    await holder.query('SELECT 1 FROM mail_outbox WHERE id = $1 FOR UPDATE', [id]);
    const both = Promise.all([request(), request()]);
    await lockWaiters(holder, 2, '%UPDATE mail_outbox%');
    await holder.query('COMMIT');
    return await both;
  } finally {
    await holder.end();
  }
}
const list = (query = '') => t.call('GET', `/api/mailoutbox${query}`);

describe('the list', () => {
  it('shows every mail newest first, with what each allows, filtered and searched, in pages', async () => {
    const [first, second] = await kept(ack('ana.cruz@bpo.ph', 1), ack('ben.dizon@bpo.ph', 2));
    await t.db.execute(sql`
      INSERT INTO mail_outbox (to_address, subject, status, sent_at)
      VALUES ('cora@bpo.ph', 'Reset your HRIS password', 'sent', now())`);
    const page = json(await list());
    expect(page.meta).toMatchObject({ page: 1, per_page: 20, total: 3 });
    expect(page.data.map((r: { to_address: string }) => r.to_address)).toEqual([
      'cora@bpo.ph',
      'ben.dizon@bpo.ph',
      'ana.cruz@bpo.ph',
    ]);
    expect(page.data[1]).toEqual({
      id: second,
      to_address: 'ben.dizon@bpo.ph',
      subject: 'Please acknowledge the memo "Policy 2"',
      kind: 'acknowledgement',
      status: 'logged',
      error: null,
      created_at: expect.stringMatching(/Z$/),
      sent_at: null,
      expires_at: expect.stringMatching(/Z$/),
      can_retry: true,
      can_cancel: true,
      can_copy_link: true,
    });
    expect(page.data[0]).toMatchObject({
      status: 'sent',
      can_retry: false,
      can_cancel: false,
      can_copy_link: false,
    });
    // filters
    expect(json(await list('?status=sent')).data.map((r: { id: number }) => r.id)).not.toContain(first);
    expect(json(await list('?q=ANA.CRUZ')).data.map((r: { id: number }) => r.id)).toEqual([first]);
    expect(json(await list('?q=policy 2')).data.map((r: { id: number }) => r.id)).toEqual([second]);
    expect(json(await list('?q=100%')).data).toEqual([]);
    const paged = json(await list('?per_page=2&page=2&order=asc'));
    expect(paged.meta).toMatchObject({ page: 2, per_page: 2, total: 3, last_page: 2 });
  });

  it('refuses a bad filter, sort or page with a 422 on its field', async () => {
    expect(errorsOf(await list('?status=lost')).status).toBeDefined();
    expect(errorsOf(await list('?sort=to_address')).sort).toBeDefined();
    expect(errorsOf(await list('?per_page=501')).per_page).toBeDefined();
    expect(errorsOf(await list('?page=0')).page).toBeDefined();
  });
});

describe('retry, cancel and copy link', () => {
  it('queues a kept mail again, once even when two HR users press Retry at once', async () => {
    const [id] = await kept(ack('retry@bpo.ph', 3));
    const replies = await atOnce(() => t.call('POST', `/api/mailoutbox/${id}/retry`), id!);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const ok = replies.find((r) => r.statusCode === 200)!;
    expect(json(ok)).toEqual({
      response: 'success',
      message: MAIL_MESSAGES.retriedNoSender,
      data: { id, status: 'queued' },
    });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'mail'), eq(auditLog.action, 'retry'), eq(auditLog.entity_id, String(id))),
      );
    expect(audits).toHaveLength(1);
  });

  it('cancels a mail not sent yet and drops its text, once when two cancel at once', async () => {
    const [id] = await kept(ack('cancel@bpo.ph', 4));
    const replies = await atOnce(() => t.call('POST', `/api/mailoutbox/${id}/cancel`), id!);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await statusOf(id!)).toEqual({ status: 'cancelled', body_enc: null, link_enc: null });
    // a cancelled mail cannot be sent again nor its link copied
    expect(json(await t.call('POST', `/api/mailoutbox/${id}/retry`), 409).message).toBe(
      MAIL_MESSAGES.notRetryable,
    );
    expect(json(await t.call('POST', `/api/mailoutbox/${id}/link`), 409).message).toBe(MAIL_MESSAGES.noLink);
  });

  it('reveals the link of an unsent mail on demand, and audits who copied it (never the link)', async () => {
    const [id] = await kept(ack('copy@bpo.ph', 5));
    const reply = json(await t.call('POST', `/api/mailoutbox/${id}/link`));
    expect(reply).toEqual({
      response: 'success',
      message: MAIL_MESSAGES.copied,
      data: { link: LINK(5), expires_at: expect.stringMatching(/Z$/) },
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'copy_link'), eq(auditLog.entity_id, String(id))));
    expect(audit).toMatchObject({ entity: 'mail', after: { to_address: 'copy@bpo.ph' } });
    expect(JSON.stringify(audit)).not.toContain('acknowledge/');
  });

  it('never hands an HR user the reset link of their own account, nor a link that was used', async () => {
    /** The reset mail `api/create` keeps for an address (it is made after the reply). */
    const resetMailOf = async (email: string) => {
      expect((await t.call('POST', '/api/create', { email }, null)).statusCode).toBe(200);
      for (let i = 0; i < 200; i++) {
        const { rows } = await t.db.execute<{ id: number }>(sql`
          SELECT id FROM mail_outbox WHERE to_address = ${email} AND kind = 'password_reset'
            AND status = 'logged' ORDER BY id DESC LIMIT 1`);
        if (rows[0]) return rows[0].id;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no reset mail for ${email}`);
    };
    // A session left open (or stolen) asks a reset of its own account and copies the link: that would
    // set the password without the current one, which the reset by id refuses (403).
    const own = await resetMailOf('hr.tester@example.com');
    const refused = json(await t.call('POST', `/api/mailoutbox/${own}/link`), 403);
    expect(refused.message).toMatch(/your own account/);
    expect(JSON.stringify(refused)).not.toContain('/new/password/');
    // A colleague's link is HR's to pass on; once it is used, it is dead and is not handed out again.
    // (A colleague of this test's own: the reset ends their sessions, and staff.tester's is used below.)
    await createUser(t.db, { name: 'colleague.reset', role_id: 1 });
    const theirs = await resetMailOf('colleague.reset@example.com');
    const { link } = json(await t.call('POST', `/api/mailoutbox/${theirs}/link`)).data;
    const token = link.split('/new/password/')[1];
    const pass = 'Staff-chose-this-2026';
    json(
      await t.call(
        'POST',
        '/api/reset',
        { token, email: 'colleague.reset@example.com', new_password: pass, confirm_password: pass },
        null,
      ),
    );
    expect(json(await t.call('POST', `/api/mailoutbox/${theirs}/link`), 409).message).toBe(
      MAIL_MESSAGES.linkUsed,
    );
  });

  it('has no link to copy in a sent mail, a mail without one, or one whose link expired', async () => {
    const [notice] = await kept({ to: 'notice@bpo.ph', subject: 'Notice', text: 'Hello' });
    const [expired] = await kept(ack('expired@bpo.ph', 6, new Date(Date.now() - 1000)));
    const { rows } = await t.db.execute<{ id: number }>(
      sql`SELECT id FROM mail_outbox WHERE status = 'sent' LIMIT 1`,
    );
    for (const id of [notice, expired, rows[0]!.id])
      expect(json(await t.call('POST', `/api/mailoutbox/${id}/link`), 409).message).toBe(
        MAIL_MESSAGES.noLink,
      );
    // the expired one was never sent, and cannot be sent again: its text is dropped
    await mailer.dropExpired();
    expect(await statusOf(expired!)).toMatchObject({ status: 'failed', body_enc: null });
    expect(json(await t.call('POST', `/api/mailoutbox/${expired}/retry`), 409).message).toBe(
      MAIL_MESSAGES.textGone,
    );
  });

  it('says when a mail is being sent, or gone', async () => {
    const [id] = await kept(ack('busy@bpo.ph', 7));
    await t.db.execute(sql`UPDATE mail_outbox SET status = 'sending', claimed_at = now() WHERE id = ${id}`);
    for (const action of ['retry', 'cancel'])
      expect(json(await t.call('POST', `/api/mailoutbox/${id}/${action}`), 409).message).toBe(
        MAIL_MESSAGES.beingSent,
      );
    for (const action of ['retry', 'cancel', 'link'])
      expect((await t.call('POST', `/api/mailoutbox/2147483647/${action}`)).statusCode).toBe(404);
  });

  it('refuses an id that is not one with a 422', async () => {
    for (const id of ['0', '2147483648', '1e3', 'abc', '-1'])
      expect(errorsOf(await t.call('POST', `/api/mailoutbox/${id}/retry`)).id).toBeDefined();
  });

  it('is guarded', async () => {
    await expectGuarded(t, 'GET', '/api/mailoutbox');
    for (const action of ['retry', 'cancel', 'link'])
      await expectGuarded(t, 'POST', `/api/mailoutbox/1/${action}`);
  });
});
