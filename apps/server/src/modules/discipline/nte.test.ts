import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { NTE_MESSAGES } from '@hris/domain/discipline';
import {
  NTE_ACKNOWLEDGED_STAYS,
  NTE_APPROVAL_STATUSES,
  NTE_CHAIN_PENDING,
  NTE_DECISION_STATUSES,
  NTE_EMPLOYEE_STATUSES,
  NTE_LOCKED,
  NTE_NOT_SERVED,
  nteStage,
} from '@hris/domain/nte-status';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  errorsOf,
  expectGuarded,
  json,
  type TestApp,
  testApp,
  tokenFor,
} from '../../../test/app';
import { hireVia, makeOrg, type Org } from '../../../test/fixtures';
import { samplePdf, signaturePng } from '../../db/seed/sample-files';
import { files } from '../../plugins/files/files.tables';
import { localStorage } from '../../plugins/files/local-storage';
import { storeBytes } from '../../plugins/files/store-bytes';
import { nteAttachments, nteOccurrences, nteRequests } from './discipline.tables';

/** The company clock the app reads: moved by the tests, never slept on. */
let now = new Date('2026-03-02T09:00:00+08:00');
const at = (manila: string) => {
  now = new Date(`${manila}+08:00`);
};

let t: TestApp;
let org: Org;
let uploads: string;
let emp: number;
beforeAll(async () => {
  uploads = await mkdtemp(path.join(os.tmpdir(), 'hris-nte-test-'));
  t = await testApp({ clock: () => now, storage: localStorage(uploads) });
  org = await makeOrg(t);
  emp = await hireVia(t, org, { first_name: 'Nestor', last_name: 'Tamayo' });
});
afterAll(async () => {
  await t.close();
  await rm(uploads, { recursive: true, force: true });
});

// ---- requests

type Part = { name: string; bytes: Buffer; type?: string; field?: string };
const pdf = (name = 'incident-report.pdf'): Part => ({
  name,
  bytes: samplePdf('Incident report', ['Left the floor at 10:00.']),
  type: 'application/pdf',
});
const png = (name = 'cctv.png', seed = 1): Part => ({ name, bytes: signaturePng(seed), type: 'image/png' });

/** A multipart request as a browser's FormData sends it: text fields, then `files[n]`. */
async function multipart(
  method: 'POST',
  url: string,
  fields: Record<string, unknown>,
  parts: Part[] = [],
  token: string | null = t.hrToken,
): Promise<LightMyRequestResponse> {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v !== undefined) fd.append(k, typeof v === 'string' ? v : JSON.stringify(v));
  }
  parts.forEach((p, i) => {
    fd.append(p.field ?? `files[${i}]`, new Blob([new Uint8Array(p.bytes)], { type: p.type ?? '' }), p.name);
  });
  const encoded = new Response(fd);
  return t.app.inject({
    method,
    url,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: {
      'content-type': encoded.headers.get('content-type')!,
      ...(token && { authorization: `Bearer ${token}` }),
    },
  });
}

const filing = (o: Record<string, unknown> = {}) => ({
  employee_id: String(emp),
  requested_by: 'Ana Reyes',
  date_request: '2026-03-02',
  date_incident: '2026-02-27',
  type_of_infraction: 'iv',
  action_to_be_taken: 'VW',
  details_of_infraction: 'Left the production floor for two hours without notice.',
  details_occurence: [{ date: '2026-02-27', details: 'Away from 10:00 to 12:00' }],
  ...o,
});
const review = (o: Record<string, unknown> = {}) => ({
  date_request: '2026-03-02',
  date_incident: '2026-02-27',
  type_of_infraction: 'iv',
  action_to_be_taken: 'VW',
  details_of_infraction: 'Left the production floor for two hours without notice.',
  hr_status: 'approved',
  occurence: [{ date: '2026-02-27', details: 'Away from 10:00 to 12:00' }],
  ...o,
});

async function file(o: Record<string, unknown> = {}, parts: Part[] = []): Promise<number> {
  const res = await multipart('POST', '/api/nterequestbyhr/add', filing(o), parts);
  const body = json(res);
  expect(body.message).toBe(NTE_MESSAGES.sent);
  return body.data.id;
}
const update = (id: number, o: Record<string, unknown> = {}, parts: Part[] = []) =>
  multipart('POST', `/api/nterequest/approval/update/${id}`, review(o), parts);
const detail = async (id: number) => json(await t.call('GET', `/api/nterequestbyhr/get/${id}`));
const decide = (id: number, text = 'A verbal warning is given.', token?: string) =>
  t.call('POST', `/api/notice/for/decision/${id}`, { id, notice_for_decision: text }, token);

/** Filed and approved by HR on the clock's day: served. */
async function served(o: Record<string, unknown> = {}): Promise<number> {
  const id = await file(o);
  json(await update(id, { ...o, hr_status: 'approved' }));
  return id;
}

/** What the self-service system writes when the employee acknowledges: the answer and a signature. */
async function acknowledge(id: number, explanation = 'I was unwell and could not call in.') {
  const f = await storeBytes(t.db, t.app.files.storage, {
    bytes: signaturePng(id),
    ext: 'png',
    original: 'signature.png',
  });
  await t.db
    .update(nteRequests)
    .set({
      employee_status: 'acknowledged',
      plan_for_improvement: explanation,
      employees_commitment: 'I will inform my team leader ahead of time.',
      signature_file_id: f.id,
      acknowledged_at: sql`now()`,
    })
    .where(eq(nteRequests.id, id));
}

const stored = async () => (await readdir(uploads)).filter((n) => !n.startsWith('.'));
const counts = async () => {
  const { rows } = await t.db.execute<{ ntes: number; files: number; occ: number }>(sql`
    SELECT (SELECT count(*)::int FROM nte_requests) AS ntes, (SELECT count(*)::int FROM files) AS files,
      (SELECT count(*)::int FROM nte_occurrences) AS occ`);
  return { ...rows[0]!, stored: (await stored()).length };
};
const open = (url: string) => t.app.inject({ method: 'GET', url });

// ---- tests

describe('the guard on every discipline call', () => {
  it('answers 401 without a token and 403 for office staff', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/nterequestbyhr'],
      ['GET', '/api/nterequestbyhr/2026'],
      ['GET', '/api/nterequestbyhr/get/1'],
      ['DELETE', '/api/nterequest/delete/1'],
      ['POST', '/api/nterequestbyhr/add', {}],
      ['POST', '/api/ntestoremanually/add', {}],
      ['POST', '/api/nterequest/approval/update/1', {}],
      ['POST', '/api/notice/for/decision/1', { notice_for_decision: 'x' }],
      ['POST', '/api/infraction/find', { id: 1, type_of_infraction: 'i' }],
      ['GET', '/api/employee/coached/all'],
      ['GET', '/api/employee/coached/all/2026'],
      ['GET', '/api/employee/coaching/get/1'],
      ['GET', '/api/evaluation/all'],
      ['GET', '/api/evaluation/all/2026'],
      ['GET', '/api/evaluation/1/1'],
    ] as const)
      await expectGuarded(t, method, url, body);
  });

  it('stores nothing for a multipart request without a token', async () => {
    const before = await counts();
    const res = await multipart('POST', '/api/nterequestbyhr/add', filing(), [pdf()], null);
    expect(res.statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });
});

describe('filing an NTE (api/nterequestbyhr/add)', () => {
  it('stores it with its occurrences and attachments, for HR to review; the links open the files', async () => {
    const attachment = pdf();
    const picture = png();
    const id = await file({}, [attachment, picture]);
    const d = await detail(id);
    expect(d).toMatchObject({
      id,
      employee_id: emp,
      full_name: 'Nestor Tamayo',
      position_name: 'Customer Service Representative',
      department_name: 'Operations',
      requested_by: 'Ana Reyes',
      date_request: '2026-03-02',
      date_incident: '2026-02-27',
      type_of_infraction: 'iv',
      action_to_be_taken: 'VW',
      tl_status: 'approved',
      asm_status: 'approved',
      hr_status: 'pending',
      employee_status: 'unacknowledged',
      hr_decision_status: 'undecided',
      details_occurence: [{ date: '2026-02-27', details: 'Away from 10:00 to 12:00' }],
      plan_for_improvement: '',
      employees_commitment: '',
      hr_notice_for_decision: '',
      signature: null,
      hr_date_approved: null,
      hr_date_decided: null,
      decision_opens_on: null,
    });
    expect(nteStage(d)).toBe('review');
    expect(d.data_files).toEqual([
      expect.objectContaining({ file_type: 'pdf', original_name: 'incident-report.pdf' }),
      expect.objectContaining({ file_type: 'png', original_name: 'cctv.png' }),
    ]);
    for (const [i, f] of d.data_files.entries()) {
      expect(f.url).toMatch(new RegExp(`^/upload/${f.file_name}\\?expires=\\d+&signature=`));
      const got = await open(f.url);
      expect(got.statusCode, got.body).toBe(200);
      expect(got.rawPayload.equals([attachment, picture][i]!.bytes)).toBe(true);
      expect(got.headers['content-type']).toBe(i === 0 ? 'application/pdf' : 'image/png');
      expect(got.headers['x-content-type-options']).toBe('nosniff');
    }
    // without the signature, a stored name alone opens nothing
    expect((await open(`/upload/${d.data_files[0].file_name}`)).statusCode).toBe(401);
  });

  it('needs no attachment and no occurrence; the blank row the form keeps is not stored', async () => {
    const id = await file({ details_occurence: JSON.stringify([{ date: '', details: '' }]) });
    const d = await detail(id);
    expect(d.data_files).toEqual([]);
    expect(d.details_occurence).toEqual([]);
  });

  it('answers 422 per field, and stores nothing', async () => {
    const before = await counts();
    const res = await multipart('POST', '/api/nterequestbyhr/add', { employee_id: String(emp) }, [pdf()]);
    expect(Object.keys(errorsOf(res)).sort()).toEqual([
      'action_to_be_taken',
      'date_incident',
      'date_request',
      'details_of_infraction',
      'requested_by',
      'type_of_infraction',
    ]);
    expect(
      errorsOf(
        await multipart('POST', '/api/nterequestbyhr/add', filing({ date_incident: '2026-03-03' }), [pdf()]),
      ),
    ).toEqual({ date_incident: ['The date of incident must not be after the date of request.'] });
    expect(
      errorsOf(
        await multipart(
          'POST',
          '/api/nterequestbyhr/add',
          filing({ details_occurence: [{ date: '2026-02-30', details: 'x' }] }),
        ),
      ),
    ).toEqual({ 'details_occurence.0.date': ['The occurrence date is not a valid date.'] });
    expect(
      errorsOf(
        await multipart('POST', '/api/nterequestbyhr/add', filing({ employee_id: '999999' }), [pdf()]),
      ),
    ).toEqual({ employee_id: ['The selected employee does not exist.'] });
    expect(await counts()).toEqual(before);
  });

  it('refuses a file that is not an allowed type, by name or by content, and keeps nothing of the request', async () => {
    const before = await counts();
    const exe = await multipart('POST', '/api/nterequestbyhr/add', filing(), [
      pdf(),
      { name: 'tool.exe', bytes: Buffer.from('MZ\x90\x00'), type: 'application/octet-stream' },
    ]);
    expect(exe.statusCode, exe.body).toBe(415);
    // a PNG named .pdf: the extension is allowed, the content is not a PDF
    const disguised = await multipart('POST', '/api/nterequestbyhr/add', filing(), [
      png(),
      { ...png('report.pdf'), type: 'application/pdf' },
    ]);
    expect(disguised.statusCode, disguised.body).toBe(415);
    expect(disguised.json().message).toContain('report.pdf');
    const tooMany = await multipart(
      'POST',
      '/api/nterequestbyhr/add',
      filing(),
      Array.from({ length: 11 }, (_, i) => png(`p${i}.png`, i)),
    );
    expect(tooMany.statusCode).toBe(413);
    // a file part without a filename parameter (FormData leaves it out for an empty name, and sends
    // application/octet-stream for a blob without a type)
    const nameless = await multipart('POST', '/api/nterequestbyhr/add', filing(), [
      pdf(),
      { ...pdf(), name: '', type: '' },
    ]);
    expect(nameless.statusCode, nameless.body).toBe(415);
    expect(await counts()).toEqual(before);
  });

  it('refuses a JSON body: the call is multipart', async () => {
    const res = await t.call('POST', '/api/nterequestbyhr/add', filing());
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('encoding an NTE from paper (api/ntestoremanually/add)', () => {
  const paper = (o: Record<string, unknown> = {}) =>
    filing({
      plan_for_improvement: 'I overslept.',
      employees_commitment: 'I will set two alarms.',
      hr_notice_for_decision: 'A verbal warning is given.',
      ...o,
    });

  it('stores it served, acknowledged and decided, so it is locked', async () => {
    const res = await multipart('POST', '/api/ntestoremanually/add', paper(), [pdf()]);
    const id = json(res).data.id;
    expect(json(res).message).toBe(NTE_MESSAGES.saved);
    const d = await detail(id);
    expect(d).toMatchObject({
      hr_status: 'approved',
      employee_status: 'acknowledged',
      hr_decision_status: 'decided',
      plan_for_improvement: 'I overslept.',
      employees_commitment: 'I will set two alarms.',
      hr_notice_for_decision: 'A verbal warning is given.',
      hr_date_approved: '2026-03-02',
      decision_opens_on: null,
    });
    expect(d.data_files).toHaveLength(1);
    expect((await update(id)).statusCode).toBe(409);
    expect((await t.call('DELETE', `/api/nterequest/delete/${id}`)).statusCode).toBe(409);
  });

  it('also requires the explanation, the commitment and the decision', async () => {
    const res = await multipart(
      'POST',
      '/api/ntestoremanually/add',
      paper({ plan_for_improvement: '', employees_commitment: undefined, hr_notice_for_decision: ' ' }),
    );
    expect(Object.keys(errorsOf(res)).sort()).toEqual([
      'employees_commitment',
      'hr_notice_for_decision',
      'plan_for_improvement',
    ]);
  });
});

describe("HR's review and update (api/nterequest/approval/update/{id})", () => {
  it('serves the NTE on the company date HR approves it, and keeps that date on later edits', async () => {
    // 23:30 UTC on Mar 2 is already Mar 3 in Manila
    now = new Date('2026-03-02T23:30:00Z');
    const id = await file();
    const res = await update(id, { action_to_be_taken: 'NTE 1' });
    expect(json(res)).toEqual({ response: 'success', message: NTE_MESSAGES.updated, data: { id } });
    let d = await detail(id);
    expect(d).toMatchObject({
      hr_status: 'approved',
      hr_date_approved: '2026-03-03',
      action_to_be_taken: 'NTE 1',
    });
    expect(d.decision_opens_on).toBe('2026-03-08');
    at('2026-03-05T10:00:00');
    json(await update(id, { details_of_infraction: 'Left the floor for two hours.' }));
    d = await detail(id);
    expect(d).toMatchObject({
      hr_date_approved: '2026-03-03',
      details_of_infraction: 'Left the floor for two hours.',
    });
  });

  it('moves the status only as the rules allow (409 otherwise), nothing changed', async () => {
    at('2026-03-02T09:00:00');
    const id = await file();
    json(await update(id, { hr_status: 'pending', action_to_be_taken: 'NTE 2' }));
    json(await update(id, { hr_status: 'rejected' }));
    expect((await detail(id)).hr_status).toBe('rejected');
    const back = await update(id, { hr_status: 'pending' });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('An NTE that is rejected cannot be set to pending again.');
    json(await update(id, { hr_status: 'approved' }));
    expect(await detail(id)).toMatchObject({ hr_status: 'approved', hr_date_approved: '2026-03-02' });
    // withdrawn while the employee has not answered; served anew on approval
    json(await update(id, { hr_status: 'rejected' }));
    expect((await detail(id)).hr_date_approved).toBeNull();
    at('2026-03-04T09:00:00');
    json(await update(id, { hr_status: 'approved' }));
    expect((await detail(id)).hr_date_approved).toBe('2026-03-04');
    // once acknowledged it stays approved
    await acknowledge(id);
    const withdraw = await update(id, { hr_status: 'rejected', details_of_infraction: 'changed' });
    expect(withdraw.statusCode).toBe(409);
    expect(withdraw.json().message).toBe(NTE_ACKNOWLEDGED_STAYS);
    expect((await detail(id)).details_of_infraction).toBe(
      'Left the production floor for two hours without notice.',
    );
    json(await update(id, { hr_status: 'approved', action_to_be_taken: 'NTE 1' }));
  });

  it('reviews only what the supervisor and the department head approved', async () => {
    const id = await file();
    await t.db.update(nteRequests).set({ tl_status: 'pending' }).where(eq(nteRequests.id, id));
    const res = await update(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(NTE_CHAIN_PENDING);
    // an edit that leaves it pending is fine
    json(await update(id, { hr_status: 'pending' }));
  });

  it('replaces the occurrences, keeps the named attachments, deletes the others and adds new ones', async () => {
    const id = await file({}, [pdf('a.pdf'), png('b.png')]);
    const before = await detail(id);
    const [a, b] = before.data_files;
    const res = await update(
      id,
      {
        occurence: [
          { date: '2026-02-26', details: 'Late by 30 minutes' },
          { date: '2026-02-27', details: 'Away from 10:00 to 12:00' },
        ],
        existing_files: [a.file_name],
      },
      [png('c.png', 3)],
    );
    json(res);
    const d = await detail(id);
    expect(d.details_occurence).toEqual([
      { date: '2026-02-26', details: 'Late by 30 minutes' },
      { date: '2026-02-27', details: 'Away from 10:00 to 12:00' },
    ]);
    expect(d.data_files.map((f: { original_name: string }) => f.original_name)).toEqual(['a.pdf', 'c.png']);
    // b is gone: its row, its stored bytes, its link
    expect(await t.db.select().from(files).where(eq(files.file_name, b.file_name))).toEqual([]);
    expect(await stored()).not.toContain(b.file_name);
    expect((await open(b.url)).statusCode).toBe(404);
    // existing_files left out keeps them all
    json(await update(id, { occurence: [] }));
    expect((await detail(id)).data_files).toHaveLength(2);
    expect((await detail(id)).details_occurence).toEqual([]);
  });

  it('refuses a kept file that is not one of the NTE, and more than ten attachments, storing nothing', async () => {
    const id = await file({}, [pdf()]);
    const other = await file({}, [png()]);
    const foreign = (await detail(other)).data_files[0].file_name;
    const before = await counts();
    const res = await update(id, { existing_files: [foreign] }, [png('new.png', 9)]);
    expect(errorsOf(res)).toEqual({ existing_files: [`${foreign} is not one of the files of this NTE.`] });
    const full = await update(
      id,
      {},
      Array.from({ length: 10 }, (_, i) => png(`p${i}.png`, i)),
    );
    expect(errorsOf(full)).toEqual({ files: ['At most 10 attachments can be kept on one NTE.'] });
    expect(await counts()).toEqual(before);
    expect((await detail(id)).data_files).toHaveLength(1);
  });

  it('answers 404 for an unknown NTE and 422 for a wrong status, storing nothing', async () => {
    const before = await counts();
    expect((await update(999999, {}, [pdf()])).statusCode).toBe(404);
    const id = await file();
    const after = await counts();
    expect(errorsOf(await update(id, { hr_status: 'decided' }, [pdf()]))).toEqual({
      hr_status: ['Please choose approve, decline or pending.'],
    });
    expect(await counts()).toEqual(after);
    expect(after.files).toBe(before.files);
  });
});

describe('the notice of decision and due process (api/notice/for/decision/{id})', () => {
  it('waits five calendar days after serving unless the employee answered', async () => {
    at('2026-03-02T09:00:00');
    const id = await served();
    expect((await detail(id)).decision_opens_on).toBe('2026-03-07');
    at('2026-03-06T23:59:00');
    const early = await decide(id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'A decision on this NTE is possible from Mar 07 2026: the employee has 5 calendar days from ' +
        'Mar 02 2026, when it was served, to answer it, unless they acknowledge it with an explanation sooner.',
    );
    expect((await detail(id)).hr_decision_status).toBe('undecided');
    at('2026-03-07T00:00:00');
    const res = await decide(id, 'Suspended for three days.');
    expect(json(res)).toEqual({ response: 'success', message: NTE_MESSAGES.decided, data: { id } });
    expect(await detail(id)).toMatchObject({
      hr_decision_status: 'decided',
      hr_notice_for_decision: 'Suspended for three days.',
      hr_date_decided: '2026-03-07',
      decision_opens_on: null,
    });
  });

  it('decides at once once the employee acknowledged with an explanation, not with an empty one', async () => {
    at('2026-04-01T09:00:00');
    const id = await served();
    await acknowledge(id, '   ');
    expect((await detail(id)).decision_opens_on).toBe('2026-04-06');
    expect((await decide(id)).statusCode).toBe(409);
    await acknowledge(id, 'I was unwell.');
    // the detail tells the screen the decision is open today, by the rule the decision call enforces
    expect((await detail(id)).decision_opens_on).toBe('2026-04-01');
    json(await decide(id));
  });

  it('tells the screen when the decision opens: open (not after today) exactly when deciding succeeds', async () => {
    for (const answer of [null, 'I missed the bus.']) {
      at('2026-07-01T09:00:00');
      const id = await served();
      if (answer) await acknowledge(id, answer);
      for (let day = 2; day <= 7; day++) {
        const today = `2026-07-0${day}`;
        at(`${today}T08:00:00`);
        const opens = (await detail(id)).decision_opens_on as string;
        const open = opens <= today;
        const res = await decide(id, 'Written warning.');
        expect(res.statusCode, `${answer ? 'answered' : 'silent'}, ${today}, opens ${opens}`).toBe(
          open ? 200 : 409,
        );
        if (open) {
          expect((await detail(id)).decision_opens_on).toBeNull();
          break;
        }
      }
    }
  });

  it('refuses an NTE HR has not served, and one that is not there', async () => {
    const id = await file();
    const res = await decide(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(NTE_NOT_SERVED);
    expect((await decide(999999)).statusCode).toBe(404);
    expect(
      errorsOf(
        await t.call('POST', `/api/notice/for/decision/${id}`, { id: id + 1, notice_for_decision: 'x' }),
      ),
    ).toEqual({ id: ['The id must be the id of the NTE in the path.'] });
    expect(Object.keys(errorsOf(await t.call('POST', `/api/notice/for/decision/${id}`, { id })))).toEqual([
      'notice_for_decision',
    ]);
  });

  it('locks a decided NTE: update, a second decision and delete answer 409 and change nothing', async () => {
    at('2026-05-04T09:00:00');
    const id = await served();
    await acknowledge(id);
    json(await decide(id, 'Final warning.'));
    const before = await detail(id);
    for (const res of [
      await update(id, { action_to_be_taken: 'Dismissal' }, [pdf()]),
      await decide(id, 'Changed my mind.'),
      await t.call('DELETE', `/api/nterequest/delete/${id}`),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(NTE_LOCKED);
    }
    const after = await detail(id);
    expect({ ...after, data_files: [], signature: null }).toEqual({
      ...before,
      data_files: [],
      signature: null,
    });
  });

  it('lets exactly one of two HR users deciding at once succeed', async () => {
    const other = await createUser(t.db, { name: 'hr.second', role_id: 5 });
    const otherToken = await tokenFor(t.db, other.id);
    for (let round = 0; round < 5; round++) {
      at('2026-06-01T09:00:00');
      const id = await served();
      await acknowledge(id);
      const results = await Promise.all([
        decide(id, 'Decision of the first HR user.'),
        decide(id, 'Decision of the second HR user.', otherToken),
        decide(id, 'Decision of the first HR user, again.'),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      const winner = results.findIndex((r) => r.statusCode === 200);
      expect((await detail(id)).hr_notice_for_decision).toBe(
        [
          'Decision of the first HR user.',
          'Decision of the second HR user.',
          'Decision of the first HR user, again.',
        ][winner],
      );
      const { rows } = await t.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'nte' AND action = 'decide' AND entity_id = ${String(id)}`,
      );
      expect(rows[0]!.n).toBe(1);
    }
  });

  it('lets a decision and an update racing on one NTE end with the NTE decided and unchanged by the update', async () => {
    at('2026-06-10T09:00:00');
    const id = await served();
    await acknowledge(id);
    const [d, u] = await Promise.all([decide(id), update(id, { action_to_be_taken: 'NTE 3' })]);
    expect(d.statusCode).toBe(200);
    const after = await detail(id);
    expect(after.hr_decision_status).toBe('decided');
    if (u.statusCode === 409) expect(after.action_to_be_taken).toBe('VW');
    else expect(u.statusCode).toBe(200);
  });
});

describe('deleting an NTE (api/nterequest/delete/{id})', () => {
  it('removes the NTE, its occurrences, its attachments and their files', async () => {
    const id = await file({}, [pdf(), png()]);
    await acknowledge(id);
    const d = await detail(id);
    const names = [...d.data_files.map((f: { file_name: string }) => f.file_name)];
    const res = await t.call('DELETE', `/api/nterequest/delete/${id}`);
    expect(json(res)).toEqual({ response: 'success', message: NTE_MESSAGES.deleted });
    expect(await t.db.select().from(nteRequests).where(eq(nteRequests.id, id))).toEqual([]);
    expect(await t.db.select().from(nteOccurrences).where(eq(nteOccurrences.nte_id, id))).toEqual([]);
    expect(await t.db.select().from(nteAttachments).where(eq(nteAttachments.nte_id, id))).toEqual([]);
    for (const name of names) expect(await stored()).not.toContain(name);
    expect((await t.call('GET', `/api/nterequestbyhr/get/${id}`)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/nterequest/delete/${id}`)).statusCode).toBe(404);
  });
});

describe('the ladder (api/infraction/find)', () => {
  it('counts the served NTEs of the type and names the next corrective action', async () => {
    at('2026-07-01T09:00:00');
    const who = await hireVia(t, org, { first_name: 'Ladder', last_name: 'Climber' });
    const find = async (type = 'i', nte_id?: number) =>
      json(await t.call('POST', '/api/infraction/find', { id: who, type_of_infraction: type, nte_id }));
    expect(await find()).toEqual({ data: [], next_action: 'VW' });
    const first = await served({
      employee_id: String(who),
      type_of_infraction: 'i',
      action_to_be_taken: 'VW',
    });
    // filed but not served, declined, another type, another employee: none counts
    await file({ employee_id: String(who), type_of_infraction: 'i', action_to_be_taken: 'NTE 1' });
    const declined = await file({
      employee_id: String(who),
      type_of_infraction: 'i',
      action_to_be_taken: 'NTE 1',
    });
    json(await update(declined, { type_of_infraction: 'i', hr_status: 'rejected' }));
    await served({ employee_id: String(who), type_of_infraction: 'ii', action_to_be_taken: 'NTE 3' });
    await served({ type_of_infraction: 'i', action_to_be_taken: 'Dismissal' });
    expect(await find()).toEqual({
      data: [
        expect.objectContaining({ id: first, action_to_be_taken: 'VW', hr_decision_status: 'undecided' }),
      ],
      next_action: 'NTE 1',
    });
    expect((await find('Attendance and Punctuality')).next_action).toBe('NTE 1');
    // the NTE being edited is left out
    expect(await find('i', first)).toEqual({ data: [], next_action: 'VW' });
    // given NTE 2 at once, the next is NTE 3; after a suspension, dismissal, and it stays there
    at('2026-07-02T09:00:00');
    await served({
      employee_id: String(who),
      type_of_infraction: 'i',
      action_to_be_taken: 'NTE 2',
      date_request: '2026-07-02',
    });
    expect((await find()).next_action).toBe('NTE 3');
    await served({
      employee_id: String(who),
      type_of_infraction: 'i',
      action_to_be_taken: '10 Days Suspension',
    });
    expect((await find()).next_action).toBe('Dismissal');
    await served({ employee_id: String(who), type_of_infraction: 'i', action_to_be_taken: 'Dismissal' });
    const last = await find();
    expect(last.next_action).toBe('Dismissal');
    // newest request first, then the later filed of one day
    expect(last.data.map((r: { action_to_be_taken: string }) => r.action_to_be_taken)).toEqual([
      'NTE 2',
      'Dismissal',
      '10 Days Suspension',
      'VW',
    ]);
  });

  it('answers 422 for an unknown employee or type', async () => {
    expect(
      errorsOf(await t.call('POST', '/api/infraction/find', { id: 999999, type_of_infraction: 'i' })),
    ).toEqual({
      id: ['The selected employee does not exist.'],
    });
    expect(
      Object.keys(
        errorsOf(await t.call('POST', '/api/infraction/find', { id: emp, type_of_infraction: 'xv' })),
      ),
    ).toEqual(['type_of_infraction']);
  });
});

describe('the NTE Tracker (api/nterequestbyhr and /{year})', () => {
  let tracked: Record<string, number>;
  let who: number;
  beforeAll(async () => {
    who = await hireVia(t, org, { first_name: 'Tracy', last_name: 'Zamora' });
    const mine = (o: Record<string, unknown>) => ({ employee_id: String(who), ...o });
    at('2025-06-10T09:00:00');
    const old = await served(
      mine({ date_request: '2025-06-10', date_incident: '2025-06-09', requested_by: 'Zed' }),
    );
    at('2026-08-03T09:00:00');
    const review = await file(
      mine({ date_request: '2026-08-03', date_incident: '2026-08-01', requested_by: 'Ana' }),
    );
    const awaiting = await file(
      mine({ date_request: '2026-08-04', date_incident: '2026-08-01', requested_by: 'Bea' }),
    );
    await t.db.update(nteRequests).set({ asm_status: 'pending' }).where(eq(nteRequests.id, awaiting));
    const rejected = await file(
      mine({ date_request: '2026-08-05', date_incident: '2026-08-01', requested_by: 'Cid' }),
    );
    json(
      await update(rejected, {
        date_request: '2026-08-05',
        date_incident: '2026-08-01',
        hr_status: 'rejected',
      }),
    );
    const servedOne = await served(
      mine({ date_request: '2026-08-06', date_incident: '2026-08-01', requested_by: 'Dan' }),
    );
    const acknowledged = await served(
      mine({ date_request: '2026-08-07', date_incident: '2026-08-01', requested_by: 'Eve' }),
    );
    await acknowledge(acknowledged);
    const decided = await served(
      mine({ date_request: '2026-08-08', date_incident: '2026-08-01', requested_by: 'Fay' }),
    );
    await acknowledge(decided);
    json(await decide(decided));
    tracked = { old, review, awaiting, rejected, served: servedOne, acknowledged, decided };
  });
  const list = async (query: string) => json(await t.call('GET', `/api/nterequestbyhr${query}`));
  const ids = (page: { data: { id: number }[] }) => page.data.map((r) => r.id);

  it('shows rows with the fields of the tracker, newest request first, 200 a page', async () => {
    const page = await list('?q=tracy');
    expect(page.meta).toEqual({ page: 1, per_page: 200, total: 7, last_page: 1 });
    expect(ids(page)).toEqual([
      tracked.decided,
      tracked.acknowledged,
      tracked.served,
      tracked.rejected,
      tracked.awaiting,
      tracked.review,
      tracked.old,
    ]);
    expect(page.data[0]).toEqual({
      id: tracked.decided,
      employee_id: who,
      full_name: 'Tracy Zamora',
      emp_id: expect.stringMatching(/^\d{4}-\d{3}$/),
      position_name: 'Customer Service Representative',
      requested_by: 'Fay',
      date_request: '2026-08-08',
      date_incident: '2026-08-01',
      type_of_infraction: 'iv',
      action_to_be_taken: 'VW',
      details_of_infraction: 'Left the production floor for two hours without notice.',
      tl_status: 'approved',
      asm_status: 'approved',
      hr_status: 'approved',
      employee_status: 'acknowledged',
      hr_decision_status: 'decided',
      created_at: expect.stringMatching(/Z$/),
    });
  });

  it('filters by the stage, the year (query or path) and the name, and pages', async () => {
    for (const stage of ['awaiting', 'review', 'rejected', 'served', 'acknowledged', 'decided'] as const) {
      const page = await list(`?q=tracy&year=2026&status=${stage}`);
      expect(ids(page), stage).toEqual([tracked[stage]]);
      for (const row of page.data) expect(nteStage(row)).toBe(stage);
    }
    expect(ids(await list('/2025?q=tracy'))).toEqual([tracked.old]);
    expect(ids(await list('?q=tracy&year=2025'))).toEqual([tracked.old]);
    expect((await list('/2026?q=tracy')).meta.total).toBe(6);
    const p2 = await list('/2026?q=zamora&per_page=4&page=2&sort=requested_by&order=asc');
    expect(p2.meta).toEqual({ page: 2, per_page: 4, total: 6, last_page: 2 });
    expect(p2.data.map((r: { requested_by: string }) => r.requested_by)).toEqual(['Eve', 'Fay']);
    expect((await list('?q=nobody-by-that-name')).data).toEqual([]);
  });

  it('answers 422 for a year before 2019, an unknown stage or sort', async () => {
    expect(Object.keys(errorsOf(await t.call('GET', '/api/nterequestbyhr/2018')))).toEqual(['year']);
    expect(Object.keys(errorsOf(await t.call('GET', '/api/nterequestbyhr?status=new')))).toEqual(['status']);
    expect(Object.keys(errorsOf(await t.call('GET', '/api/nterequestbyhr?sort=stage')))).toEqual(['sort']);
  });
});

describe('the stage PostgreSQL keeps', () => {
  it('is nteStage of the five statuses, for every combination', async () => {
    const id = await file();
    for (const tl_status of NTE_APPROVAL_STATUSES)
      for (const asm_status of NTE_APPROVAL_STATUSES)
        for (const hr_status of NTE_APPROVAL_STATUSES)
          for (const employee_status of NTE_EMPLOYEE_STATUSES)
            for (const hr_decision_status of NTE_DECISION_STATUSES) {
              const s = { tl_status, asm_status, hr_status, employee_status, hr_decision_status };
              const [row] = await t.db
                .update(nteRequests)
                .set(s)
                .where(eq(nteRequests.id, id))
                .returning({ stage: nteRequests.stage });
              expect(row!.stage, JSON.stringify(s)).toBe(nteStage(s));
            }
  });
});
