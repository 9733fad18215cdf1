import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsOf, essAccount, json, type TestApp, testApp } from '../../../test/app';
import { hireVia, makeOrg, type Org } from '../../../test/fixtures';
import { multipart, pdf } from '../../../test/sample-files';
import { localStorage } from '../../plugins/files/local-storage';
import { createMailer, type Mailer } from '../../plugins/mail';
import { mailNotices } from './notifications.service';

const PUBLIC = 'https://hris.example.ph';
let t: TestApp;
let org: Org;
let mailer: Mailer;
let uploads: string;
beforeAll(async () => {
  uploads = await mkdtemp(path.join(os.tmpdir(), 'hris-notifications-test-'));
  t = await testApp({
    storage: localStorage(uploads),
    publicUrl: PUBLIC,
    mailer: (db, box) => {
      mailer = createMailer(db, { box, log: () => {} });
      return mailer;
    },
  });
  org = await makeOrg(t);
});
afterAll(async () => {
  await t.close();
  await rm(uploads, { recursive: true, force: true });
});

let seq = 0;
/** An employee with their own e-mail address and a self-service account. */
async function employee() {
  const email = `notice.${++seq}@example.com`;
  const id = await hireVia(t, org, { email_address: email });
  return { id, email, ...(await essAccount(t, id)) };
}

/** What the employee was told, and what was mailed to them once the notice-mail run has gone. */
async function told(who: { id: number; email: string }) {
  await mailNotices(t.db, mailer, PUBLIC);
  // A route may be mailing the same notices right after its reply: the rows it has claimed are
  // skipped above, and its mails are queued when its transaction commits, the claim with them.
  await expect
    .poll(async () => {
      const { rows } = await t.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM notifications WHERE employee_id = ${who.id} AND mail_pending`,
      );
      return rows[0]!.n;
    })
    .toBe(0);
  const { rows: notes } = await t.db.execute<{ kind: string; title: string; body: string; link: string }>(
    sql`SELECT kind, title, body, link FROM notifications WHERE employee_id = ${who.id} ORDER BY id`,
  );
  const { rows: mails } = await t.db.execute<{ subject: string }>(
    sql`SELECT subject FROM mail_outbox WHERE to_address = ${who.email} ORDER BY id`,
  );
  return { notes, mails: mails.map((m) => m.subject) };
}

describe('each event tells the employee once, in self-service and by e-mail', () => {
  it('a leave decided by HR', async () => {
    const me = await employee();
    json(await t.call('POST', '/api/register/credits', { employee_id: me.id, leave_credit_balance: 10 }));
    const leave = json(
      await t.call('POST', '/api/manualleave/add', {
        employee_id: me.id,
        date_filled: '2026-03-01',
        leave_type: 'Vacation',
        remarks: 'With Pay',
        start_date: '2026-03-10',
        end_date: '2026-03-12',
        reason: 'Family trip',
        status: 'pending',
      }),
    ).data.id;
    expect((await told(me)).notes).toEqual([]);
    json(await t.call('POST', '/api/leaveabsences/bulk', { ids: [leave], decision: 'approved' }));
    const { notes, mails } = await told(me);
    expect(notes).toEqual([
      {
        kind: 'leave_decided',
        title: 'Your Vacation leave was approved',
        body: 'HR approved your Vacation leave for Mar 10 2026 to Mar 12 2026.',
        link: '/ess/leave',
      },
    ]);
    expect(mails).toEqual(['Your Vacation leave was approved']);
    // a second run mails nothing again
    expect((await told(me)).mails).toHaveLength(1);
  });

  it('a schedule adjustment and an undertime request decided by HR', async () => {
    const me = await employee();
    const adj = json(
      await t.call('POST', '/api/scheduleadjustment/add', {
        employee_id: me.id,
        date_of_request: '2026-03-10',
        requested_shift: '8AM - 5PM',
        reason_for_change: 'Evening classes.',
        date_filled: '2026-03-02',
      }),
    ).data.id;
    json(
      await t.call('POST', `/api/adjustment/approval/${adj}`, {
        hr_status: 'rejected',
        hr_reason_to_declined: 'The account needs full coverage.',
      }),
    );
    const ut = json(
      await t.call('POST', '/api/undertimerequest/add', {
        employee_id: me.id,
        date_of_undertime: '2026-03-05',
        total_hours: 2,
        purpose: 'Medical check-up',
        date_filled: '2026-03-04',
      }),
    ).data.id;
    json(await t.call('POST', `/api/undertime/approval/${ut}`, { hr_status: 'approved' }));
    const { notes, mails } = await told(me);
    expect(notes).toEqual([
      {
        kind: 'adjustment_decided',
        title: 'Your schedule adjustment was declined',
        body: 'HR declined your schedule adjustment filed on Mar 02 2026: The account needs full coverage.',
        link: '/ess/requests',
      },
      {
        kind: 'undertime_decided',
        title: 'Your undertime request was approved',
        body: 'HR approved your undertime request filed on Mar 04 2026.',
        link: '/ess/requests',
      },
    ]);
    expect(mails).toEqual(['Your schedule adjustment was declined', 'Your undertime request was approved']);
  });

  it('an NTE served', async () => {
    const me = await employee();
    const form = (fields: [string, string][]) => {
      const body = multipart([...fields, ['files[0]', 'report.pdf', pdf('Incident report')]]);
      return { payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${t.hrToken}` } };
    };
    const nte = {
      date_request: '2026-03-02',
      date_incident: '2026-02-27',
      type_of_infraction: 'iv',
      action_to_be_taken: 'VW',
      details_of_infraction: 'Left the production floor for two hours without notice.',
    };
    const id = json(
      await t.app.inject({
        method: 'POST',
        url: '/api/nterequestbyhr/add',
        ...form([
          ...Object.entries(nte),
          ['employee_id', String(me.id)],
          ['requested_by', 'Ana Reyes'],
          ['details_occurence', JSON.stringify([{ date: '2026-02-27', details: 'Away' }])],
        ]),
      }),
    ).data.id;
    expect((await told(me)).notes).toEqual([]);
    json(
      await t.app.inject({
        method: 'POST',
        url: `/api/nterequest/approval/update/${id}`,
        ...form([
          ...Object.entries(nte),
          ['hr_status', 'approved'],
          ['occurence', JSON.stringify([{ date: '2026-02-27', details: 'Away' }])],
        ]),
      }),
    );
    const { notes, mails } = await told(me);
    expect(notes).toEqual([
      expect.objectContaining({
        kind: 'nte_served',
        title: 'You have been served a notice to explain',
        link: `/ess/nte/${id}`,
      }),
    ]);
    expect(notes[0]!.body).toMatch(
      /^HR has served you a notice to explain \(iv\. Neglect of Duty\)\. Please give your explanation by \w{3} \d{2} \d{4}\.$/,
    );
    expect(mails).toEqual(['You have been served a notice to explain']);
  });

  it('a memo assigned: its acknowledgement link is the one e-mail', async () => {
    const me = await employee();
    const body = multipart([
      ['employee_id', String(me.id)],
      ['employee_name', 'Maria Reyes'],
      ['document_type', 'memo'],
      ['files[0]', 'dress-code.pdf', pdf('Dress code')],
    ]);
    json(
      await t.app.inject({
        method: 'POST',
        url: '/api/uploadmemoscontracts/multiple',
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${t.hrToken}` },
      }),
    );
    const { notes, mails } = await told(me);
    expect(notes).toEqual([
      {
        kind: 'document_assigned',
        title: 'Please acknowledge the memo "dress-code.pdf"',
        body: 'HR has sent you a memo: "dress-code.pdf". Please open it and acknowledge that you have received and read it.',
        link: '/ess/documents',
      },
    ]);
    expect(mails).toEqual(['Please acknowledge the memo "dress-code.pdf"']);
  });

  it('a profile request decided', async () => {
    const me = await employee();
    const id = json(
      await t.call('POST', '/api/ess/me/profile-requests', { contact: '0917-0001111' }, me.token),
    ).data.id;
    json(
      await t.call('POST', `/api/profile-requests/${id}/decline`, { reason: 'Please use your own number.' }),
    );
    const { notes, mails } = await told(me);
    expect(notes).toEqual([
      {
        kind: 'profile_decided',
        title: 'Your profile change was declined',
        body: 'HR declined your request to change your contact number: Please use your own number.',
        link: '/ess/profile/request',
      },
    ]);
    expect(mails).toEqual(['Your profile change was declined']);
  });
});

describe('api/ess/me/notifications', () => {
  async function withNotices(n: number) {
    const me = await employee();
    await t.db.execute(sql`
      INSERT INTO notifications (employee_id, kind, title, body, link, mail_pending)
      SELECT ${me.id}, 'document_assigned', 'Notice ' || i, 'Body ' || i, '/ess/documents', false
      FROM generate_series(1, ${n}) i`);
    return me;
  }
  const list = (token: string, query = '') =>
    t.call('GET', `/api/ess/me/notifications${query}`, undefined, token);

  it('lists the own notifications newest first, a page at a time, with the unread count', async () => {
    const me = await withNotices(25);
    await withNotices(3);
    const page = json(await list(me.token));
    expect(page.unread).toBe(25);
    expect(page.meta).toEqual({ page: 1, per_page: 20, total: 25, last_page: 2 });
    expect(page.data[0]).toMatchObject({ title: 'Notice 25', read_at: null });
    expect(json(await list(me.token, '?page=2')).data.map((r: { title: string }) => r.title)).toEqual([
      'Notice 5',
      'Notice 4',
      'Notice 3',
      'Notice 2',
      'Notice 1',
    ]);
    expect(errorsOf(await list(me.token, '?page=0')).page).toBeDefined();
  });

  it('marks one read, then all; another employee’s notification is not found', async () => {
    const me = await withNotices(3);
    const other = await withNotices(1);
    const [first] = json(await list(me.token)).data;
    const read = json(
      await t.call('POST', `/api/ess/me/notifications/${first.id}/read`, undefined, me.token),
    );
    expect(read.data).toEqual({ unread: 2 });
    // again: stays read, same count
    expect(
      json(await t.call('POST', `/api/ess/me/notifications/${first.id}/read`, undefined, me.token)).data,
    ).toEqual({
      unread: 2,
    });
    const theirs = json(await list(other.token)).data[0].id;
    const denied = await t.call('POST', `/api/ess/me/notifications/${theirs}/read`, undefined, me.token);
    expect(denied.statusCode).toBe(404);
    expect(denied.json().message).toBe('The notification was not found.');
    expect(json(await list(other.token)).unread).toBe(1);
    expect(
      json(await t.call('POST', '/api/ess/me/notifications/read-all', undefined, me.token)).data,
    ).toEqual({
      unread: 0,
    });
    expect(json(await list(me.token)).unread).toBe(0);
    expect(json(await list(other.token)).unread).toBe(1);
  });

  it('takes a self-service token only, and refuses hostile ids', async () => {
    const me = await withNotices(1);
    expect((await list(t.hrToken)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/ess/me/notifications', undefined, null)).statusCode).toBe(401);
    expect(
      (await t.call('POST', '/api/ess/me/notifications/read-all', undefined, t.hrToken)).statusCode,
    ).toBe(403);
    for (const id of ['2147483648', '0x10', '-1', '1e3'])
      expect(
        (await t.call('POST', `/api/ess/me/notifications/${id}/read`, undefined, me.token)).statusCode,
      ).toBe(422);
    expect(
      (await t.call('POST', '/api/ess/me/notifications/2147483647/read', undefined, me.token)).statusCode,
    ).toBe(404);
  });
});
