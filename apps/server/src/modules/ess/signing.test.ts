import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DOCUMENT_MESSAGES } from '@hris/domain/documents';
import { SIGNATURE_REQUIRED, SIGNING_MESSAGES } from '@hris/domain/ess-signing';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsOf, essAccount, json, type TestApp, testApp } from '../../../test/app';
import { hireVia, makeOrg } from '../../../test/fixtures';
import { pdf } from '../../../test/sample-files';
import { signaturePng } from '../../db/seed/sample-files';
import { localStorage } from '../../plugins/files/local-storage';
import { coachingRecords, evaluations } from '../discipline/discipline.tables';

/** The company clock the app reads: moved by the tests, never slept on. */
let now = new Date('2026-03-02T09:00:00+08:00');
const at = (manila: string) => {
  now = new Date(`${manila}+08:00`);
};

let t: TestApp;
let uploads: string;
let ana: number;
let ben: number;
let anaToken: string;
let benToken: string;
beforeAll(async () => {
  uploads = await mkdtemp(path.join(os.tmpdir(), 'hris-ess-signing-'));
  t = await testApp({ clock: () => now, storage: localStorage(uploads) });
  const org = await makeOrg(t);
  ana = await hireVia(t, org, { first_name: 'Ana', last_name: 'Signer' });
  ben = await hireVia(t, org, { first_name: 'Benjamin', last_name: 'Other' });
  anaToken = (await essAccount(t, ana)).token;
  benToken = (await essAccount(t, ben)).token;
});
afterAll(async () => {
  await t.close();
  await rm(uploads, { recursive: true, force: true });
});

// ---- requests

type FilePart = { name: string; bytes: Buffer; type?: string; field?: string };
const signature = (seed = 1): FilePart => ({
  name: 'signature.png',
  bytes: signaturePng(seed),
  type: 'image/png',
});

/** A multipart request as the self-service screen's FormData sends it: text fields, then `signature`. */
async function send(
  url: string,
  fields: Record<string, string>,
  parts: FilePart[] = [signature()],
  token: string | null = anaToken,
): Promise<LightMyRequestResponse> {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  for (const p of parts)
    fd.append(p.field ?? 'signature', new Blob([new Uint8Array(p.bytes)], { type: p.type ?? '' }), p.name);
  const encoded = new Response(fd);
  return t.app.inject({
    method: 'POST',
    url,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: {
      'content-type': encoded.headers.get('content-type')!,
      ...(token && { authorization: `Bearer ${token}` }),
    },
  });
}

const count = async (table: string) =>
  (await t.db.execute<{ n: number }>(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))).rows[0]!.n;

/** Statuses of racing requests: exactly one of them 200, the others 409. */
const oneWins = (replies: LightMyRequestResponse[]) => {
  const codes = replies.map((r) => r.statusCode).sort();
  expect(codes, replies.map((r) => r.body).join('\n')).toEqual([200, ...replies.slice(1).map(() => 409)]);
};

/** Every self-service call refuses an HR token (403) and a request without one (401). */
async function expectEssOnly(method: 'GET' | 'POST', url: string) {
  const none = await t.call(method, url, undefined, null);
  expect(none.statusCode, `${method} ${url} without a token`).toBe(401);
  const hr = await t.call(method, url, undefined, t.hrToken);
  expect(hr.statusCode, `${method} ${url} with an HR token`).toBe(403);
}

/** A signature that is not what it says, or too big, is refused before anything is stored. */
async function expectBadSignaturesRefused(url: string, fields: Record<string, string>) {
  const fileCount = await count('files');
  const stored = (await readdir(uploads)).length;
  const asPdf = await send(url, fields, [
    { name: 'signature.png', bytes: pdf('Not a picture'), type: 'image/png' },
  ]);
  expect(asPdf.statusCode, asPdf.body).toBe(415);
  const jpeg = await send(url, fields, [
    { name: 'signature.jpg', bytes: signaturePng(2), type: 'image/jpeg' },
  ]);
  expect(jpeg.statusCode, jpeg.body).toBe(415);
  const huge = Buffer.concat([signaturePng(3), Buffer.alloc(600 * 1024)]);
  const big = await send(url, fields, [{ name: 'signature.png', bytes: huge, type: 'image/png' }]);
  expect(big.statusCode, big.body).toBe(413);
  const two = await send(url, fields, [signature(4), signature(5)]);
  expect(two.statusCode, two.body).toBe(413);
  const elsewhere = await send(url, fields, [{ ...signature(6), field: 'files[0]' }]);
  expect(elsewhere.statusCode, elsewhere.body).toBe(422);
  const none = await send(url, fields, []);
  expect(errorsOf(none)).toEqual({ signature: [SIGNATURE_REQUIRED] });
  expect(await count('files')).toBe(fileCount);
  expect((await readdir(uploads)).length).toBe(stored);
}

// ---- contracts and memos

describe('contracts and memos (ess/me/documents)', () => {
  const assign = async (employee: number, name: string, type = 'memo') => {
    const fd = new FormData();
    fd.append('employee_id', String(employee));
    fd.append('employee_name', 'Someone');
    fd.append('document_type', type);
    fd.append('files[0]', new Blob([new Uint8Array(pdf(name))], { type: 'application/pdf' }), `${name}.pdf`);
    const encoded = new Response(fd);
    json(
      await t.app.inject({
        method: 'POST',
        url: '/api/uploadmemoscontracts/multiple',
        payload: Buffer.from(await encoded.arrayBuffer()),
        headers: {
          'content-type': encoded.headers.get('content-type')!,
          authorization: `Bearer ${t.hrToken}`,
        },
      }),
    );
  };
  const mine = async (token = anaToken) =>
    json(await t.call('GET', '/api/ess/me/documents', undefined, token));
  const acknowledge = (id: number | string, token = anaToken) =>
    t.call('POST', `/api/ess/me/documents/${id}/acknowledge`, undefined, token);

  beforeAll(async () => {
    await assign(ana, 'Dress code memo');
    await assign(ben, 'Benjamin contract', 'contract');
  });

  it("lists the employee's own copies with a signed link that opens the file; /upload stays closed to the token", async () => {
    const list = await mine();
    expect(list.unacknowledged).toBe(1);
    expect(list.data).toHaveLength(1);
    const [memo] = list.data;
    expect(memo).toMatchObject({
      file_name: 'Dress code memo.pdf',
      document_type: 'memo',
      status: 'unacknowledged',
    });
    expect((await t.app.inject({ method: 'GET', url: memo.file.url })).statusCode).toBe(200);
    const bare = memo.file.url.split('?')[0];
    const withToken = await t.app.inject({
      method: 'GET',
      url: bare,
      headers: { authorization: `Bearer ${anaToken}` },
    });
    expect([401, 403]).toContain(withToken.statusCode);
    expect((await mine(benToken)).data.map((d: { file_name: string }) => d.file_name)).toEqual([
      'Benjamin contract.pdf',
    ]);
  });

  it('acknowledges once, as the e-mailed link does (HR sees it the same way); a second time is a 409', async () => {
    const [memo] = (await mine()).data;
    const ack = json(await acknowledge(memo.id));
    expect(ack.message).toBe(SIGNING_MESSAGES.documentAcknowledged);
    expect(ack.data).toMatchObject({ id: memo.id, status: 'acknowledged' });
    expect(ack.data.acknowledged_at).toEqual(expect.any(String));
    const hr = json(await t.call('GET', `/api/contractsmemo/getinfo/${ana}`));
    expect(hr.documents[0]).toMatchObject({ id: memo.id, status: 'acknowledged' });
    const { rows } = await t.db.execute<{ via: string; acknowledged: number }>(
      sql`SELECT ed.acknowledged_via AS via, d.acknowledged FROM employee_documents ed
        JOIN documents d ON d.id = ed.document_id WHERE ed.id = ${memo.id}`,
    );
    expect(rows[0]).toEqual({ via: 'self_service', acknowledged: 1 });
    const again = await acknowledge(memo.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DOCUMENT_MESSAGES.alreadyAcknowledged);
    expect((await mine()).unacknowledged).toBe(0);
  });

  it("another employee's copy, or one that does not exist, is a 404; a bad id a 422", async () => {
    const [theirs] = (await mine(benToken)).data;
    const res = await acknowledge(theirs.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('The document was not found.');
    expect((await acknowledge(2147483647)).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-1', '1e3', '99999999999', '%00'])
      expect(Object.keys(errorsOf(await acknowledge(bad)))).toEqual(['id']);
    expect((await mine(benToken)).data[0].status).toBe('unacknowledged');
  });

  it('two acknowledgements at once: one is recorded, counted once', async () => {
    await assign(ana, 'Overtime memo');
    const fresh = (await mine()).data.find((d: { status: string }) => d.status === 'unacknowledged');
    oneWins(await Promise.all([acknowledge(fresh.id), acknowledge(fresh.id), acknowledge(fresh.id)]));
    const { rows } = await t.db.execute<{ acknowledged: number }>(
      sql`SELECT acknowledged FROM documents WHERE id = ${fresh.document_id}`,
    );
    expect(rows[0]!.acknowledged).toBe(1);
  });

  it('takes a self-service token only', async () => {
    await expectEssOnly('GET', '/api/ess/me/documents');
    await expectEssOnly('POST', '/api/ess/me/documents/1/acknowledge');
    expect((await t.call('GET', `/api/contractsmemo/getinfo/${ana}`, undefined, anaToken)).statusCode).toBe(
      403,
    );
  });
});

// ---- NTE

describe('NTE (ess/me/nte)', () => {
  async function hrMultipart(url: string, fields: Record<string, unknown>) {
    const fd = new FormData();
    for (const [k, v] of Object.entries(fields)) fd.append(k, typeof v === 'string' ? v : JSON.stringify(v));
    const encoded = new Response(fd);
    return t.app.inject({
      method: 'POST',
      url,
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')!, authorization: `Bearer ${t.hrToken}` },
    });
  }
  const core = {
    date_request: '2026-03-02',
    date_incident: '2026-02-27',
    type_of_infraction: 'iv',
    action_to_be_taken: 'VW',
    details_of_infraction: 'Left the production floor for two hours without notice.',
  };
  /** Filed by HR; served (HR approved) on the clock's day unless `serve` is false. */
  async function nte(employee: number, serve = true): Promise<number> {
    const filed = json(
      await hrMultipart('/api/nterequestbyhr/add', {
        ...core,
        employee_id: String(employee),
        requested_by: 'Ana Reyes',
        details_occurence: [],
      }),
    );
    if (serve)
      json(
        await hrMultipart(`/api/nterequest/approval/update/${filed.data.id}`, {
          ...core,
          hr_status: 'approved',
          occurence: [],
        }),
      );
    return filed.data.id;
  }
  const answer = {
    plan_for_improvement: 'My child was rushed to hospital and I could not call in.',
    employees_commitment: 'I will call the team leader before leaving the floor.',
  };
  const explain = (
    id: number | string,
    fields: Record<string, string> = answer,
    parts?: FilePart[],
    token?: string,
  ) => send(`/api/ess/me/nte/${id}/explanation`, fields, parts, token);
  const decide = (id: number) =>
    t.call('POST', `/api/notice/for/decision/${id}`, { notice_for_decision: 'A verbal warning is given.' });

  let served: number;
  let unserved: number;
  let bens: number;
  beforeAll(async () => {
    at('2026-03-02T09:00:00');
    served = await nte(ana);
    unserved = await nte(ana, false);
    bens = await nte(ben);
  });

  it('lists the NTEs served on the employee only, with the day to answer by (five calendar days)', async () => {
    const list = json(await t.call('GET', '/api/ess/me/nte', undefined, anaToken));
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({
      id: served,
      served_on: '2026-03-02',
      answer_by: '2026-03-07',
      can_explain: true,
      employee_status: 'unacknowledged',
    });
    const one = json(await t.call('GET', `/api/ess/me/nte/${served}`, undefined, anaToken));
    expect(one).toMatchObject({ id: served, answer_by: '2026-03-07', can_explain: true, signature: null });
    for (const id of [unserved, bens, 2147483647]) {
      const res = await t.call('GET', `/api/ess/me/nte/${id}`, undefined, anaToken);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('The NTE was not found.');
    }
  });

  it('refuses each missing field (422), and a signature that is no PNG or too big, storing nothing', async () => {
    expect(Object.keys(errorsOf(await explain(served, {}))).sort()).toEqual([
      'employees_commitment',
      'plan_for_improvement',
    ]);
    expect(Object.keys(errorsOf(await explain(served, { ...answer, plan_for_improvement: '   ' })))).toEqual([
      'plan_for_improvement',
    ]);
    expect(
      Object.keys(errorsOf(await explain(served, { ...answer, employees_commitment: 'x'.repeat(5001) }))),
    ).toEqual(['employees_commitment']);
    expect(
      Object.keys(errorsOf(await explain(served, { ...answer, plan_for_improvement: 'a\u0000b' }))),
    ).toEqual(['plan_for_improvement']);
    await expectBadSignaturesRefused(`/api/ess/me/nte/${served}/explanation`, answer);
    expect(json(await t.call('GET', `/api/ess/me/nte/${served}`, undefined, anaToken)).can_explain).toBe(
      true,
    );
  });

  it("records the answer and signature on HR's NTE, which opens the notice of decision before the five days", async () => {
    at('2026-03-03T10:00:00');
    expect((await decide(served)).statusCode).toBe(409);
    const res = json(await explain(served));
    expect(res).toEqual({ response: 'success', message: SIGNING_MESSAGES.explained, data: { id: served } });
    const hr = json(await t.call('GET', `/api/nterequestbyhr/get/${served}`));
    expect(hr).toMatchObject({ ...answer, employee_status: 'acknowledged', decision_opens_on: '2026-03-03' });
    expect(hr.signature).toMatch(/^\/upload\/.+\.png\?expires=/);
    const mine = json(await t.call('GET', `/api/ess/me/nte/${served}`, undefined, anaToken));
    expect(mine).toMatchObject({ ...answer, can_explain: false });
    const again = await explain(served);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SIGNING_MESSAGES.explainedAlready);
    json(await decide(served));
  });

  it("another employee's NTE, an unserved one, a missing one: 404, nothing stored", async () => {
    const files = await count('files');
    for (const id of [bens, unserved, 2147483647]) expect((await explain(id)).statusCode).toBe(404);
    for (const bad of ['abc', '0', '99999999999'])
      expect(Object.keys(errorsOf(await explain(bad)))).toEqual(['id']);
    expect(await count('files')).toBe(files);
  });

  it('after the five days an answer is still taken until HR decides; a decided NTE is closed (409)', async () => {
    at('2026-03-02T09:00:00');
    const late = await nte(ana);
    const closed = await nte(ana);
    at('2026-03-10T09:00:00');
    json(await decide(closed));
    expect(json(await t.call('GET', `/api/ess/me/nte/${late}`, undefined, anaToken)).can_explain).toBe(true);
    json(await explain(late));
    const res = await explain(closed);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(SIGNING_MESSAGES.decided);
  });

  it('two answers at once: one is recorded, with one signature', async () => {
    const id = await nte(ana);
    const files = await count('files');
    oneWins(
      await Promise.all([explain(id), explain(id, { ...answer, plan_for_improvement: 'Second try.' })]),
    );
    expect(await count('files')).toBe(files + 1);
  });

  it("an answer racing HR's decision: exactly one of them stands", async () => {
    at('2026-03-02T09:00:00');
    const id = await nte(ana);
    at('2026-03-09T09:00:00');
    const [a, d] = await Promise.all([explain(id), decide(id)]);
    expect([a.statusCode, d.statusCode].sort()).toEqual([200, 409]);
  });

  it('takes a self-service token only', async () => {
    await expectEssOnly('GET', '/api/ess/me/nte');
    await expectEssOnly('GET', `/api/ess/me/nte/${served}`);
    await expectEssOnly('POST', `/api/ess/me/nte/${served}/explanation`);
  });
});

// ---- coaching records and evaluations

describe('coaching records and evaluations (ess/me/coaching, ess/me/evaluations)', () => {
  const coaching = (employee: number) => ({
    employee_id: employee,
    date_coaching: '2026-03-10',
    superior_name: 'Carlo Leader',
    performance: 'Late on 5 of the last 15 shifts.',
    employee_commitment: 'I will take the earlier shuttle.',
  });
  const evaluation = (employee: number, o: Partial<typeof evaluations.$inferInsert> = {}) => ({
    employee_id: employee,
    supervisor_name: 'Carlo Leader',
    department_head: 'Ava Head',
    description: 'Annual Review',
    performance: 4,
    communication: 3,
    adherence: 2,
    aplus_value: 5,
    overall_rating: '3.50',
    requester_role_id: 2,
    tl_status: 'approved' as const,
    asm_status: 'approved' as const,
    ...o,
  });
  const comments = { employee_comments: 'Thank you, I will work on it.' };
  let mine: number[];
  let theirs: number;
  let review: number;
  let waiting: number;
  beforeAll(async () => {
    const rows = await t.db
      .insert(coachingRecords)
      .values([coaching(ana), coaching(ana), coaching(ana), coaching(ben)])
      .returning({ id: coachingRecords.id });
    mine = rows.slice(0, 3).map((r) => r.id);
    theirs = rows[3]!.id;
    const evs = await t.db
      .insert(evaluations)
      .values([evaluation(ana), evaluation(ana, { asm_status: 'pending' })])
      .returning({ id: evaluations.id });
    review = evs[0]!.id;
    waiting = evs[1]!.id;
  });

  it('lists the coaching records, acknowledges one with comments and a signature that HR then shows', async () => {
    const list = json(await t.call('GET', '/api/ess/me/coaching', undefined, anaToken));
    expect(list.unacknowledged).toBe(3);
    expect(list.data.map((c: { coach_id: number }) => c.coach_id).sort()).toEqual([...mine].sort());
    await expectBadSignaturesRefused(`/api/ess/me/coaching/${mine[0]}/acknowledge`, comments);
    expect(
      Object.keys(
        errorsOf(
          await send(`/api/ess/me/coaching/${mine[0]}/acknowledge`, { employee_comments: 'x'.repeat(5001) }),
        ),
      ),
    ).toEqual(['employee_comments']);
    const res = json(await send(`/api/ess/me/coaching/${mine[0]}/acknowledge`, comments));
    expect(res.message).toBe(SIGNING_MESSAGES.acknowledged);
    const hr = json(await t.call('GET', `/api/employee/coaching/get/${mine[0]}`));
    expect(hr.employee_status).toBe('acknowledged');
    expect(hr.employee_signature).toMatch(/^\/upload\//);
    const after = json(await t.call('GET', '/api/ess/me/coaching', undefined, anaToken));
    expect(after.unacknowledged).toBe(2);
    expect(after.data.find((c: { coach_id: number }) => c.coach_id === mine[0]).employee_comments).toBe(
      comments.employee_comments,
    );
    const again = await send(`/api/ess/me/coaching/${mine[0]}/acknowledge`, comments);
    expect(again.statusCode).toBe(409);
    // comments are optional
    json(await send(`/api/ess/me/coaching/${mine[1]}/acknowledge`, {}));
  });

  it("another employee's coaching record is a 404; two acknowledgements at once, one wins", async () => {
    const res = await send(`/api/ess/me/coaching/${theirs}/acknowledge`, comments);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('The coaching record was not found.');
    const url = `/api/ess/me/coaching/${mine[2]}/acknowledge`;
    const files = await count('files');
    oneWins(await Promise.all([send(url, comments), send(url, comments, [signature(9)])]));
    expect(await count('files')).toBe(files + 1);
  });

  it('lists the evaluations the supervisor and department head approved, and acknowledges one, dated today', async () => {
    at('2026-04-01T10:00:00');
    const list = json(await t.call('GET', '/api/ess/me/evaluations', undefined, anaToken));
    expect(list.data.map((v: { id: number }) => v.id)).toEqual([review]);
    expect(list.unacknowledged).toBe(1);
    expect((await send(`/api/ess/me/evaluations/${waiting}/acknowledge`, comments)).statusCode).toBe(404);
    expect(
      (await send(`/api/ess/me/evaluations/${review}/acknowledge`, comments, undefined, benToken)).statusCode,
    ).toBe(404);
    await expectBadSignaturesRefused(`/api/ess/me/evaluations/${review}/acknowledge`, comments);
    const url = `/api/ess/me/evaluations/${review}/acknowledge`;
    oneWins(await Promise.all([send(url, comments), send(url, comments)]));
    const hr = json(await t.call('GET', `/api/evaluation/${review}`));
    expect(hr).toMatchObject({ employee_status: 'approved', employee_date_sign: '2026-04-01', ...comments });
    expect(hr.employee_signature).toMatch(/^\/upload\//);
    expect((await send(url, comments)).statusCode).toBe(409);
  });

  it('takes a self-service token only', async () => {
    await expectEssOnly('GET', '/api/ess/me/coaching');
    await expectEssOnly('POST', `/api/ess/me/coaching/${mine[0]}/acknowledge`);
    await expectEssOnly('GET', '/api/ess/me/evaluations');
    await expectEssOnly('POST', `/api/ess/me/evaluations/${review}/acknowledge`);
  });
});

// ---- responsibility forms and the work-from-home undertaking

describe('responsibility forms and the work-from-home undertaking', () => {
  const items = [
    { name: 'Headset', description: 'Jabra', quantity: 1, received: false },
    { name: 'Laptop', description: 'ThinkPad', quantity: 1, received: true },
  ];
  let form: number;
  let bensForm: number;
  beforeAll(async () => {
    form = json(
      await t.call('POST', '/api/manualresponsibility/add', { employee_id: ana, responsibility: items }),
    ).data.id;
    bensForm = json(
      await t.call('POST', '/api/manualresponsibility/add', { employee_id: ben, responsibility: items }),
    ).data.id;
  });
  const confirm = (id: number | string, parts?: FilePart[], token?: string) =>
    send(`/api/ess/me/responsibility/${id}/confirm`, {}, parts, token);

  it("confirms receipt once, signing the form: HR's form shows the signature, every item received", async () => {
    const list = json(await t.call('GET', '/api/ess/me/responsibility', undefined, anaToken));
    expect(list).toMatchObject({
      unconfirmed: 1,
      data: [{ res_id: form, confirmed_at: null, signature: null }],
    });
    await expectBadSignaturesRefused(`/api/ess/me/responsibility/${form}/confirm`, {});
    expect((await confirm(bensForm)).statusCode).toBe(404);
    oneWins(await Promise.all([confirm(form), confirm(form)]));
    const hr = json(await t.call('GET', `/api/responsibility/get/${form}`));
    expect(hr.signature).not.toBeNull();
    expect(hr.items.map((i: { received: boolean }) => i.received)).toEqual([true, true]);
    const again = await confirm(form);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SIGNING_MESSAGES.confirmedAlready);
    const after = json(await t.call('GET', '/api/ess/me/responsibility', undefined, anaToken));
    expect(after.unconfirmed).toBe(0);
    expect(after.data[0].confirmed_at).toEqual(expect.any(String));
  });

  it("signs the work-from-home undertaking on today's date, which HR's list then shows; one in force at a time", async () => {
    at('2026-04-01T10:00:00');
    const url = '/api/ess/me/wfh';
    expect(Object.keys(errorsOf(await send(url, {})))).toEqual(['until_date']);
    expect(Object.keys(errorsOf(await send(url, { until_date: '2026-02-30' })))).toEqual(['until_date']);
    expect(Object.keys(errorsOf(await send(url, { until_date: '2026-03-31' })))).toEqual(['until_date']);
    await expectBadSignaturesRefused(url, { until_date: '2026-06-30' });
    oneWins(
      await Promise.all([send(url, { until_date: '2026-06-30' }), send(url, { until_date: '2026-07-31' })]),
    );
    const mine = json(await t.call('GET', url, undefined, anaToken));
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]).toMatchObject({ employee_id: ana, date_sign: '2026-04-01' });
    expect(mine.data[0].wfh_signature.url).toMatch(/^\/upload\//);
    const hr = json(await t.call('GET', '/api/wfh/responsibility/hr/get'));
    expect(hr.data.map((r: { employee_id: number }) => r.employee_id)).toContain(ana);
    const again = await send(url, { until_date: '2026-12-31' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^You have already signed a work-from-home undertaking/);
    expect(json(await t.call('GET', url, undefined, benToken)).data).toEqual([]);
  });

  it('takes a self-service token only', async () => {
    await expectEssOnly('GET', '/api/ess/me/responsibility');
    await expectEssOnly('POST', `/api/ess/me/responsibility/${form}/confirm`);
    await expectEssOnly('GET', '/api/ess/me/wfh');
    await expectEssOnly('POST', '/api/ess/me/wfh');
  });
});
