import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DOCUMENT_MESSAGES } from '@hris/domain/documents';
import { EMPTY_UPLOAD } from '@hris/domain/files';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsOf, expectGuarded, json, type TestApp, testApp } from '../../../test/app';
import { hireVia, makeOrg, type Org } from '../../../test/fixtures';
import { docx, exe, multipart, pdf } from '../../../test/sample-files';
import { localStorage } from '../../plugins/files/local-storage';
import { ackKeyOf, ackToken } from './ack-links';
import { recipientsPage } from './documents.service';

let t: TestApp;
let org: Org;
let uploads: string;
/** Active members of CD-HW (org.subA), one who left it, and one of VA-US (org.subB). */
let members: number[];
let resigned: number;
let other: number;

beforeAll(async () => {
  uploads = await mkdtemp(path.join(os.tmpdir(), 'hris-documents-test-'));
  t = await testApp({ storage: localStorage(uploads), publicUrl: 'https://hris.example.ph' });
  org = await makeOrg(t);
  members = [
    await hireVia(t, org, { first_name: 'Ana', last_name: 'Cruz', status: 'regular' }),
    await hireVia(t, org, { first_name: 'Ben', last_name: 'Dizon', status: 'probationary' }),
    await hireVia(t, org, { first_name: 'Cora', last_name: 'Espino' }),
  ];
  // a record from before e-mail addresses were required: assigned, not mailed
  await t.db.execute(sql`UPDATE employees SET email_address = '' WHERE id = ${members[2]}`);
  resigned = await hireVia(t, org, { first_name: 'Dan', last_name: 'Fajardo' });
  await t.db.execute(
    sql`UPDATE employees SET status = 'resigned', resignation_date = '2025-10-01' WHERE id = ${resigned}`,
  );
  other = await hireVia(t, org, { first_name: 'Eva', last_name: 'Gomez', sub_department_id: org.subB });
});
afterAll(async () => {
  await t.close();
  await rm(uploads, { recursive: true, force: true });
});

type File = [name: string, bytes: Buffer];
const send = (
  url: string,
  files: File[],
  fields: [string, string][] = [],
  token: string | null = t.hrToken,
) => {
  const body = multipart([
    ...fields,
    ...files.map(([n, b], i): [string, string, Buffer] => [`files[${i}]`, n, b]),
  ]);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(token && { authorization: `Bearer ${token}` }) },
  });
};
const count = async (table: string, where = sql`true`) =>
  (
    await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${where}`,
    )
  ).rows[0]!.n;
const stored = async () => (await readdir(uploads)).filter((f) => !f.endsWith('.part')).length;
/**
 * The acknowledgement links mailed to an address, oldest first, as HR copies them from the Mail
 * Outbox (no sender is set up here: each mail is kept there, its text sealed).
 */
const linksTo = async (address: string) => {
  const mails = sql`SELECT id, status FROM mail_outbox WHERE to_address = ${address} ORDER BY id`;
  let rows: { id: number; status: string }[] = [];
  // the delivery after the reply is setting them aside
  for (let i = 0; i < 100; i++) {
    rows = (await t.db.execute<{ id: number; status: string }>(mails)).rows;
    if (rows.every((r) => r.status !== 'queued' && r.status !== 'sending')) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const links: string[] = [];
  for (const r of rows) {
    const link: string = json(await t.call('POST', `/api/mailoutbox/${r.id}/link`)).data.link;
    links.push(/^https:\/\/hris\.example\.ph\/acknowledge\/(\S+)$/.exec(link)?.[1] ?? '');
  }
  return links;
};
const emailOf = async (id: number) =>
  (await t.db.execute<{ e: string }>(sql`SELECT email_address AS e FROM employees WHERE id = ${id}`)).rows[0]!
    .e;

describe('assigning to a group', () => {
  it('sends each file once to every active member, in one go, and mails each a link', async () => {
    const filesBefore = await count('files');
    const res = await send('/api/assignmemos/cdhw', [
      ['dress-code.pdf', pdf('Dress code')],
      ['schedule-rule.docx', docx()],
    ]);
    const body = json(res);
    expect(body.message).toBe(DOCUMENT_MESSAGES.memoAssigned);
    expect(body.data).toMatchObject({ recipients: 3, mailed: 4, mail: 'no_sender' });
    expect(body.data.documents.map((d: { original_name: string }) => d.original_name)).toEqual([
      'dress-code.pdf',
      'schedule-rule.docx',
    ]);
    // each file stored once, however many receive it
    expect(await count('files')).toBe(filesBefore + 2);
    const ids = body.data.documents.map((d: { id: number }) => d.id);
    for (const id of ids) {
      const copies = await t.db.execute<{ employee_id: number; status: string }>(
        sql`SELECT employee_id, status FROM employee_documents WHERE document_id = ${id} ORDER BY employee_id`,
      );
      expect(copies.rows.map((r) => r.employee_id)).toEqual([...members].sort((a, b) => a - b));
      expect(new Set(copies.rows.map((r) => r.status))).toEqual(new Set(['unacknowledged']));
    }
    expect(await linksTo(await emailOf(members[0]!))).toHaveLength(2);
    expect(await linksTo(await emailOf(resigned))).toHaveLength(0);
    expect(await linksTo(await emailOf(other))).toHaveLength(0);
  });

  it('shows the memo on a member’s screen with a signed link, and not on others', async () => {
    const info = json(await t.call('GET', `/api/contractsmemo/getmemoinfo/${members[1]}`));
    expect(info.employee).toMatchObject({ id: members[1], full_name: expect.stringContaining('Ben') });
    expect(info.documents.map((d: { file_name: string }) => d.file_name).sort()).toEqual([
      'dress-code.pdf',
      'schedule-rule.docx',
    ]);
    const doc = info.documents.find((d: { file_type: string }) => d.file_type === 'pdf');
    expect(doc).toMatchObject({ status: 'unacknowledged', acknowledged_at: null, audience: 'group' });
    expect(doc.sub_department_name).toBe('CD-HW');
    const file = await t.app.inject({ method: 'GET', url: doc.file.url });
    expect(file.statusCode).toBe(200);
    expect(file.body.startsWith('%PDF')).toBe(true);
    expect(json(await t.call('GET', `/api/contractsmemo/getcontractinfo/${members[1]}`)).documents).toEqual(
      [],
    );
    expect(json(await t.call('GET', `/api/contractsmemo/getinfo/${other}`)).documents).toEqual([]);
    expect(json(await t.call('GET', `/api/contractsmemo/getinfo/${resigned}`)).documents).toEqual([]);
    expect((await t.call('GET', '/api/contractsmemo/getinfo/999999')).statusCode).toBe(404);
  });

  it('refuses no file (422), a wrong type (415), and stores nothing when the last file is refused', async () => {
    const empty = await send('/api/assignmemos/cdhw', []);
    expect(errorsOf(empty).files).toEqual([EMPTY_UPLOAD.message]);
    const before = { docs: await count('documents'), files: await count('files'), stored: await stored() };
    const bad = await send('/api/assignmemos/cdhw', [
      ['policy.pdf', pdf('Policy')],
      ['setup.pdf', exe()],
    ]);
    expect(bad.statusCode).toBe(415);
    expect(JSON.parse(bad.body).errors.files[0]).toContain('setup.pdf');
    const txt = await send('/api/assignmemos/cdhw', [['notes.txt', Buffer.from('hello')]]);
    expect(txt.statusCode).toBe(415);
    expect({ docs: await count('documents'), files: await count('files'), stored: await stored() }).toEqual(
      before,
    );
  });

  it('sends the same upload twice at once only once', async () => {
    const before = await count('documents');
    const file: File = ['holiday-schedule.pdf', pdf('Holiday schedule')];
    const replies = await Promise.all([
      send('/api/assignmemos/cdhw', [file]),
      send('/api/assignmemos/cdhw', [file]),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(JSON.parse(replies.find((r) => r.statusCode === 409)!.body).message).toContain(
      'holiday-schedule.pdf was already sent to CD-HW',
    );
    expect(await count('documents')).toBe(before + 1);
    expect(await count('employee_documents', sql`document_id = (SELECT max(id) FROM documents)`)).toBe(3);
  });

  it('does not give a member who joins later the memos sent before', async () => {
    const late = await hireVia(t, org, { first_name: 'Fe', last_name: 'Hizon', status: 'trainee' });
    expect(json(await t.call('GET', `/api/contractsmemo/getinfo/${late}`)).documents).toEqual([]);
    const list = json(await t.call('GET', '/api/contractsmemocdhw'));
    expect(list.group).toMatchObject({ id: org.subA, name: 'CD-HW', members: 4 });
    expect(list.data.map((r: { id: number }) => r.id)).toContain(late);
    expect(list.data.map((r: { id: number }) => r.id)).not.toContain(resigned);
  });

  it('maps the legacy groups by name and any sub-department by id', async () => {
    const vaus = json(await t.call('GET', '/api/contractsmemovaus'));
    expect(vaus.group.name).toBe('VA-US');
    expect(vaus.data.map((r: { id: number }) => r.id)).toEqual([other]);
    expect(json(await t.call('GET', `/api/contractsmemo/sub/${org.subB}`)).group.id).toBe(org.subB);
    // Mantra is not in this organisation: its legacy paths say so
    const missing = await t.call('GET', '/api/contractsmemomantra');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(DOCUMENT_MESSAGES.groupMissing('Mantra'));
    expect((await send('/api/assignmemos/mantra', [['a.pdf', pdf('A')]])).statusCode).toBe(404);
    expect((await t.call('GET', '/api/contractsmemo/sub/999999')).statusCode).toBe(404);
    const sub = json(await send(`/api/assignmemos/sub/${org.subB}`, [['va-rule.pdf', pdf('VA rule')]]));
    expect(sub.data.recipients).toBe(1);
  });
});

describe('one employee and everyone', () => {
  it('assigns a contract to one employee, then an updated one, keeping both', async () => {
    const fields = (type: string): [string, string][] => [
      ['employee_id', String(members[0])],
      ['employee_name', 'Ana Cruz'],
      ['document_type', type],
    ];
    const first = json(
      await send(
        '/api/uploadmemoscontracts/multiple',
        [['contract-2025.pdf', pdf('Contract')]],
        fields('contract'),
      ),
    );
    expect(first.message).toBe(DOCUMENT_MESSAGES.contractAssigned);
    expect(first.data.recipients).toBe(1);
    json(
      await send('/api/uploadmemoscontracts/multiple', [['contract-2026.docx', docx()]], fields('contract')),
    );
    const info = json(await t.call('GET', `/api/contractsmemo/getcontractinfo/${members[0]}`));
    expect(info.documents.map((d: { file_name: string }) => d.file_name)).toEqual([
      'contract-2026.docx',
      'contract-2025.pdf',
    ]);
    const bad = await send(
      '/api/uploadmemoscontracts/multiple',
      [['c.pdf', pdf('C')]],
      [
        ['employee_id', '999999'],
        ['document_type', 'letter'],
      ],
    );
    expect(Object.keys(errorsOf(bad)).sort()).toEqual(['document_type']);
    const nobody = await send(
      '/api/uploadmemoscontracts/multiple',
      [['c.pdf', pdf('C')]],
      [
        ['employee_id', '999999'],
        ['document_type', 'memo'],
      ],
    );
    expect(errorsOf(nobody).employee_id).toEqual(['Please select an employee.']);
  });

  it('sends a contract to every active employee', async () => {
    const res = json(
      await send('/api/assigncontracts/all', [['handbook-acknowledgement.pdf', pdf('Handbook')]]),
    );
    const active = await count(
      'employees',
      sql`status IN ('trainee', 'probationary', 'regular', 'promoted')`,
    );
    expect(res.data.recipients).toBe(active);
    expect(json(await t.call('GET', `/api/contractsmemo/getinfo/${resigned}`)).documents).toEqual([]);
  });

  it('lists every employee with their documents counted, by hiring year and search', async () => {
    const all = json(await t.call('GET', '/api/contractsmemo?q=Ana'));
    expect(all.data).toHaveLength(1);
    expect(all.data[0]).toMatchObject({ id: members[0], contracts: 3, memos: 3, unacknowledged: 6 });
    expect(json(await t.call('GET', '/api/contractsmemo/filteremployee/2025')).meta.total).toBeGreaterThan(4);
    expect(json(await t.call('GET', '/api/contractsmemo/filteremployee/2019')).meta.total).toBe(0);
    expect(errorsOf(await t.call('GET', '/api/contractsmemo/filteremployee/2018')).year).toBeDefined();
  });
});

describe('acknowledgement', () => {
  let docId: number;
  let link: string;
  beforeAll(async () => {
    const res = json(await send('/api/assignmemos/vaus', [['va-dress-code.pdf', pdf('VA dress code')]]));
    docId = res.data.documents[0].id;
    link = (await linksTo(await emailOf(other))).at(-1)!;
  });

  it('opens the document from the link without a token, and records the acknowledgement once', async () => {
    const page = json(await t.call('GET', `/api/acknowledge/${link}`, undefined, null));
    expect(page).toMatchObject({
      original_name: 'va-dress-code.pdf',
      status: 'unacknowledged',
      document_type: 'memo',
    });
    expect((await t.app.inject({ method: 'GET', url: page.file.url })).statusCode).toBe(200);
    const [a, b] = await Promise.all([
      t.call('POST', `/api/acknowledge/${link}`, undefined, null),
      t.call('POST', `/api/acknowledge/${link}`, undefined, null),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const again = await t.call('POST', `/api/acknowledge/${link}`, undefined, null);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DOCUMENT_MESSAGES.alreadyAcknowledged);
    const info = json(await t.call('GET', `/api/contractsmemo/getmemoinfo/${other}`));
    const copy = info.documents.find((d: { document_id: number }) => d.document_id === docId);
    expect(copy.status).toBe('acknowledged');
    expect(copy.acknowledged_at).toMatch(/Z$/);
  });

  it('is good for its own copy only, and not after 30 days', async () => {
    const [id, expires, sig] = link.split('.');
    const forged = [
      `${Number(id) + 1}.${expires}.${sig}`,
      `${id}.${Number(expires) + 86400}.${sig}`,
      `${id}.${expires}.${'A'.repeat(43)}`,
    ];
    for (const token of forged) {
      const res = await t.call('GET', `/api/acknowledge/${token}`, undefined, null);
      expect(res.statusCode, token).toBe(403);
      expect(res.json().message).toBe(DOCUMENT_MESSAGES.linkInvalid);
    }
    const key = ackKeyOf(t.app.files.linkKey);
    const old = ackToken(key, Number(id), Date.now() - 31 * 24 * 3600 * 1000);
    const expired = await t.call('POST', `/api/acknowledge/${old}`, undefined, null);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe(DOCUMENT_MESSAGES.linkExpired);
    for (const token of ['x', '1.2.3', `${'9'.repeat(30)}.1.${'A'.repeat(43)}`, '%00'])
      expect(
        (await t.call('GET', `/api/acknowledge/${encodeURIComponent(token)}`, undefined, null)).statusCode,
      ).toBeLessThan(500);
  });

  it('counts who acknowledged on the sent list and lists who has not', async () => {
    const sent = json(await t.call('GET', '/api/documents?audience=group&document_type=memo'));
    const cdhw = sent.data.find((d: { original_name: string }) => d.original_name === 'dress-code.pdf');
    expect(cdhw).toMatchObject({
      recipients: 3,
      acknowledged: 0,
      acknowledged_percent: 0,
      sub_department_name: 'CD-HW',
    });
    const link0 = (await linksTo(await emailOf(members[0]!)))[0]!;
    json(await t.call('POST', `/api/acknowledge/${link0}`, undefined, null));
    const after = json(await t.call('GET', `/api/documents?sub_department_id=${org.subA}&q=dress`));
    expect(after.data).toHaveLength(1);
    expect(after.data[0]).toMatchObject({ acknowledged: 1, acknowledged_percent: 33 });
    const pending = json(await t.call('GET', `/api/documents/${cdhw.id}/recipients`));
    expect(pending.data.map((r: { employee_id: number }) => r.employee_id).sort()).toEqual(
      [members[1], members[2]].sort(),
    );
    const done = json(await t.call('GET', `/api/documents/${cdhw.id}/recipients?status=acknowledged`));
    expect(done.data.map((r: { employee_id: number }) => r.employee_id)).toEqual([members[0]]);
    // read from the employees (a document to many) or from its copies: the same rows
    for (const status of ['unacknowledged', 'acknowledged'] as const)
      for (const sort of ['full_name', 'emp_id', 'acknowledged_at'] as const) {
        const q = { status, sort, order: 'desc' as const, page: 1, per_page: 2 };
        const fromCopies = await recipientsPage(t.db, cdhw.id, q, 9, false);
        expect(await recipientsPage(t.db, cdhw.id, q, 9, true)).toEqual(fromCopies);
        expect(await recipientsPage(t.db, cdhw.id, { ...q, q: 'e' }, 9, true)).toEqual(
          await recipientsPage(t.db, cdhw.id, { ...q, q: 'e' }, 9, false),
        );
      }
    const searched = json(await t.call('GET', `/api/documents/${cdhw.id}/recipients?q=ben`));
    expect(searched.data.map((r: { employee_id: number }) => r.employee_id)).toEqual([members[1]]);
    expect(searched.meta.total).toBe(1);
    expect((await t.call('GET', '/api/documents/999999/recipients')).statusCode).toBe(404);
  });

  it('reminds those who have not acknowledged, once a day', async () => {
    const sent = json(await t.call('GET', `/api/documents?q=dress-code&sub_department_id=${org.subA}`));
    const id = sent.data[0].id;
    const mailsBefore = await count('mail_outbox');
    const [a, b] = await Promise.all([
      t.call('POST', `/api/documents/${id}/remind`),
      t.call('POST', `/api/documents/${id}/remind`),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 429]);
    const ok = [a, b].find((r) => r.statusCode === 200)!;
    // two have not acknowledged; one of them has no e-mail address
    expect(ok.json()).toMatchObject({
      message: DOCUMENT_MESSAGES.remindedNoSender,
      data: { reminded: 1, mail: 'no_sender' },
    });
    expect(await count('mail_outbox')).toBe(mailsBefore + 1);
    // three memos and a contract, then the reminder
    expect((await linksTo(await emailOf(members[1]!))).length).toBe(5);
    const refused = [a, b].find((r) => r.statusCode === 429)!;
    expect(refused.json().message).toBe(DOCUMENT_MESSAGES.remindedToday);
    // everyone acknowledged: nothing to remind
    const vaus = json(await t.call('GET', `/api/documents?q=va-dress-code`)).data[0];
    expect(vaus.acknowledged_percent).toBe(100);
    const none = await t.call('POST', `/api/documents/${vaus.id}/remind`);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(DOCUMENT_MESSAGES.allAcknowledged);
  });
});

describe('guards', () => {
  it('asks every HR route for an HR token, and leaves the link public', async () => {
    for (const url of [
      '/api/contractsmemo',
      '/api/contractsmemocdhw',
      '/api/contractsmemo/filteremployee/2025',
      '/api/contractsmemo/sub/1',
      '/api/contractsmemo/getinfo/1',
      '/api/contractsmemo/getcontractinfo/1',
      '/api/contractsmemo/getmemoinfo/1',
      '/api/documents',
      '/api/documents/1/recipients',
    ])
      await expectGuarded(t, 'GET', url);
    for (const url of [
      '/api/assignmemos/all',
      '/api/assignmemos/cdhw',
      '/api/assignmemos/sub/1',
      '/api/assigncontracts/all',
      '/api/uploadmemoscontracts/multiple',
      '/api/documents/1/remind',
    ])
      await expectGuarded(t, 'POST', url);
    const staff = await send('/api/assignmemos/all', [['a.pdf', pdf('A')]], [], t.staffToken);
    expect(staff.statusCode).toBe(403);
  });
});

describe('the contract', () => {
  type Schema = {
    required?: string[];
    properties?: Record<string, Schema>;
    type?: unknown;
    nullable?: boolean;
  };
  type Operation = {
    security?: unknown[];
    responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  };
  const operation = (path: string, method: 'get' | 'post') => {
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    const op = doc.paths[path]?.[method];
    if (!op) throw new Error(`${method} ${path} is not documented`);
    return op;
  };

  it('documents a group list’s group as always there (an unknown group is a 404)', async () => {
    for (const path of ['/api/contractsmemocdhw', '/api/contractsmemo/sub/{id}']) {
      const reply = operation(path, 'get').responses['200']?.content?.['application/json']?.schema;
      expect(reply?.required).toContain('group');
      const group = reply?.properties?.group;
      expect(group?.type).toBe('object');
      expect(group?.nullable).toBeUndefined();
    }
    const missing = await t.call('GET', '/api/contractsmemo/sub/999999');
    expect(missing.statusCode).toBe(404);
  });

  it('documents the acknowledgement link as needing no bearer token', () => {
    expect(operation('/api/acknowledge/{token}', 'get').security).toEqual([]);
    expect(operation('/api/acknowledge/{token}', 'post').security).toEqual([]);
    expect(operation('/api/documents/{id}/remind', 'post').security).toBeUndefined();
  });
});
