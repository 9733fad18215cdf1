import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ATTACHMENT_TYPES, DOCUMENT_TYPES, EMPTY_UPLOAD, fileLinkReply } from '@hris/domain/files';
import { doneReply } from '@hris/domain/replies';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type TestApp, testApp } from '../../../test/app';
import { startS3, type TestS3 } from '../../../test/s3';
import * as sample from '../../../test/sample-files';
import type { Db } from '../../db/client';
import { write } from '../../db/write';
import { AppError } from '../../lib/errors';
import { done } from '../../lib/replies';
import { actorOf } from '../audit';
import { createStorage } from './files';
import { signedPath } from './links';

const uploadedReply = doneReply(z.strictObject({ note: z.string(), files: z.array(fileLinkReply) }));
const fields = z.object({
  note: z.string().min(1, 'The note is required.'),
  fail: z.enum(['after-record', 'without-record']).optional(),
});

/**
 * Two upload routes as a later area would write them, registered only in this test: attachments
 * (the defaults: 10 files of 10 MB) and documents (2 files of 64 KB). `fail` makes the work fail
 * after the files' rows are written, or return without writing them.
 */
function uploadRoutes(app: FastifyInstance, db: Db) {
  app.register(async (scope) => {
    const schema = { response: { 200: uploadedReply } };
    const route =
      (allow: typeof ATTACHMENT_TYPES | typeof DOCUMENT_TYPES, limits = {}) =>
      (req: FastifyRequest) =>
        app.files.saveUploads(req, { allow, ...limits }, async (upload) => {
          const body = upload.parse(fields);
          if (body.fail === 'without-record') return done('Not kept.', { note: body.note, files: [] });
          return write(db, actorOf(req), async (w) => {
            const rows = await upload.record(w);
            if (body.fail === 'after-record') throw new AppError(409, 'The work said no.');
            return done('Uploaded.', { note: body.note, files: rows.map(app.files.linkOf) });
          });
        });
    scope.post('/api/test-uploads/attachments', { schema }, route(ATTACHMENT_TYPES));
    scope.post(
      '/api/test-uploads/documents',
      { schema },
      route(DOCUMENT_TYPES, { maxFiles: 2, maxBytes: 64 * 1024 }),
    );
  });
}

let t: TestApp;
let dir: string;
let uploads: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'hris-files-'));
  uploads = path.join(dir, 'uploads');
  // What a path from a URL would reach if it ever got to the disk.
  await writeFile(path.join(dir, 'secret.key'), 'TOP-SECRET-KEY');
  t = await testApp({ storage: await createStorage({ driver: 'local', dir: uploads }) });
  uploadRoutes(t.app, t.db);
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

type Part = Parameters<typeof sample.multipart>[0][number];

function post(url: string, parts: Part[], token: string | null = t.hrToken) {
  const { payload, headers } = sample.multipart(parts);
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, ...(token && { authorization: `Bearer ${token}` }) },
  });
}
const attach = (parts: Part[], token?: string | null) => post('/api/test-uploads/attachments', parts, token);
const documents = (parts: Part[]) => post('/api/test-uploads/documents', parts);

const get = (url: string, token: string | null = null, extra: InjectOptions = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    ...(token && { headers: { authorization: `Bearer ${token}` } }),
    ...extra,
  });

/** What is stored: the files in the folder and the rows in the table. */
async function stored() {
  const onDisk = (await readdir(uploads).catch(() => [])).sort();
  const rows = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM files`);
  return { onDisk, rows: rows.rows[0]!.n };
}

/** A request that must be refused with `status`, naming the file, and leave nothing stored. */
async function expectRefused(send: () => ReturnType<typeof post>, status: number, message: RegExp) {
  const before = await stored();
  const res = await send();
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body.response).toBe('error');
  expect(body.message).toMatch(message);
  expect(Object.values(body.errors ?? {}).flat()).toContain(body.message);
  expect(await stored()).toEqual(before);
  return body;
}

describe('uploads', () => {
  it('stores real files of every allowed kind under new names and keeps their names', async () => {
    const before = await stored();
    const res = await attach([
      ['note', 'six kinds'],
      ['files[0]', 'Explanation.pdf', sample.pdf()],
      ['files[1]', 'Incident photo.PNG', sample.png()],
      ['files[2]', 'cctv.jpg', sample.jpg()],
      ['files[3]', 'cctv.jpeg', sample.jpg()],
      ['files[4]', 'Statement.docx', sample.docx()],
      ['files[5]', 'Old form.doc', sample.doc()],
      ['files[6]', 'map.gif', sample.gif()],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.note).toBe('six kinds');
    expect(data.files.map((f: { original_name: string }) => f.original_name)).toEqual([
      'Explanation.pdf',
      'Incident photo.PNG',
      'cctv.jpg',
      'cctv.jpeg',
      'Statement.docx',
      'Old form.doc',
      'map.gif',
    ]);
    expect(data.files.map((f: { mime_type: string }) => f.mime_type)).toEqual([
      'application/pdf',
      'image/png',
      'image/jpeg',
      'image/jpeg',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/msword',
      'image/gif',
    ]);
    expect(data.files[0].size_bytes).toBe(sample.pdf().length);
    const after = await stored();
    expect(after.rows).toBe(before.rows + 7);
    const added = after.onDisk.filter((f) => !before.onDisk.includes(f));
    expect(added).toHaveLength(7);
    for (const name of added) expect(name).toMatch(/^[0-9a-f]{32}\.(pdf|png|jpg|jpeg|docx|doc|gif)$/);
    const rows = await t.db.execute<{ created_by: number; user: string }>(
      sql`SELECT f.created_by, u.name AS user FROM files f JOIN users u ON u.id = f.created_by`,
    );
    expect(new Set(rows.rows.map((r) => r.user))).toEqual(new Set(['hr.tester']));
    const audited = await t.db.execute(
      sql`SELECT 1 FROM audit_log WHERE entity = 'files' AND action = 'upload'`,
    );
    expect(audited.rows.length).toBeGreaterThanOrEqual(7);
  });

  it('takes files sent as files[] or files, and skips a file input left empty', async () => {
    const res = await attach([
      ['files[]', 'a.pdf', sample.pdf()],
      ['files', 'b.pdf', sample.pdf()],
      ['files[]', '', Buffer.alloc(0)],
      ['note', 'n'],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.files).toHaveLength(2);
  });

  it('refuses a program disguised as a pdf (415), naming it', async () => {
    await expectRefused(
      () =>
        attach([
          ['note', 'n'],
          ['files[0]', 'explanation.pdf', sample.exe()],
        ]),
      415,
      /^explanation\.pdf is not an allowed file type: its content is not that of a \.pdf file\.$/,
    );
  });

  it('refuses an extension that is not allowed (415), naming the file and the types allowed', async () => {
    const body = await expectRefused(
      () =>
        attach([
          ['note', 'n'],
          ['files[0]', 'report.exe', sample.exe()],
        ]),
      415,
      /^report\.exe is not an allowed file type: use \.doc, \.docx, \.pdf, \.jpg, \.jpeg, \.png or \.gif\.$/,
    );
    expect(body.errors).toEqual({ files: [body.message] });
    await expectRefused(
      () =>
        attach([
          ['note', 'n'],
          ['files[0]', 'page.html', sample.html()],
        ]),
      415,
      /^page\.html/,
    );
    await expectRefused(
      () =>
        attach([
          ['note', 'n'],
          ['files[0]', 'logo.svg', sample.svg()],
        ]),
      415,
      /^logo\.svg/,
    );
    await expectRefused(
      () =>
        attach([
          ['note', 'n'],
          ['files[0]', 'noextension', sample.pdf()],
        ]),
      415,
      /^noextension/,
    );
    await expectRefused(
      () =>
        documents([
          ['note', 'n'],
          ['files[0]', 'photo.png', sample.png()],
        ]),
      415,
      /^photo\.png is not an allowed file type: use \.doc, \.docx or \.pdf\.$/,
    );
  });

  it('refuses a zip, a spreadsheet or an old .doc named .docx, and a png named .jpg', async () => {
    for (const bytes of [sample.plainZip(), sample.xlsx(), sample.doc(), sample.exe()]) {
      await expectRefused(
        () =>
          attach([
            ['note', 'n'],
            ['files[0]', 'statement.docx', bytes],
          ]),
        415,
        /^statement\.docx/,
      );
    }
    await expectRefused(
      () =>
        attach([
          ['note', 'n'],
          ['files[0]', 'photo.jpg', sample.png()],
        ]),
      415,
      /^photo\.jpg/,
    );
  });

  it('refuses a file over the size limit (413), naming it', async () => {
    const big = Buffer.concat([sample.pdf(), Buffer.alloc(64 * 1024, 0x20)]);
    await expectRefused(
      () =>
        documents([
          ['note', 'n'],
          ['files[0]', 'Contract 2026.pdf', big],
        ]),
      413,
      /^Contract 2026\.pdf is larger than 64 KB, the largest file allowed\.$/,
    );
    // exactly at the limit is fine
    const fits = Buffer.concat([sample.pdf(), Buffer.alloc(64 * 1024 - sample.pdf().length, 0x20)]);
    const ok = await documents([
      ['note', 'n'],
      ['files[0]', 'fits.pdf', fits],
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.files[0].size_bytes).toBe(64 * 1024);
  });

  it('refuses more files than allowed (413)', async () => {
    await expectRefused(
      () =>
        documents([
          ['note', 'n'],
          ['files[0]', 'a.pdf', sample.pdf()],
          ['files[1]', 'b.pdf', sample.pdf()],
          ['files[2]', 'c.pdf', sample.pdf()],
        ]),
      413,
      /^Too many files: at most 2 a request\.$/,
    );
    const eleven = Array.from({ length: 11 }, (_, i): Part => [`files[${i}]`, `${i}.pdf`, sample.pdf()]);
    await expectRefused(() => attach([['note', 'n'], ...eleven]), 413, /at most 10 a request/);
  });

  it('refuses a request without a file (422, "Please upload at least one document")', async () => {
    const body = await expectRefused(
      () => attach([['note', 'n']]),
      422,
      /^Please upload at least one document$/,
    );
    expect(body).toEqual({
      response: 'error',
      message: EMPTY_UPLOAD.message,
      errors: { files: [EMPTY_UPLOAD.message] },
    });
    await expectRefused(
      () =>
        attach([
          ['note', 'n'],
          ['files[]', '', Buffer.alloc(0)],
        ]),
      422,
      /at least one document/,
    );
    await expectRefused(() => attach([]), 422, /at least one document/);
    await expectRefused(
      () =>
        attach([
          ['note', 'n'],
          ['files[0]', 'blank.pdf', Buffer.alloc(0)],
        ]),
      422,
      /^blank\.pdf is empty\.$/,
    );
  });

  it('leaves nothing behind when a later file of the request is refused', async () => {
    await expectRefused(
      () =>
        attach([
          ['note', 'n'],
          ['files[0]', 'good.pdf', sample.pdf()],
          ['files[1]', 'good.png', sample.png()],
          ['files[2]', 'bad.pdf', sample.exe()],
          ['files[3]', 'never-read.pdf', sample.pdf()],
        ]),
      415,
      /^bad\.pdf/,
    );
  });

  it('leaves no file and no row when the work fails after writing the rows, or never writes them', async () => {
    const before = await stored();
    const failed = await attach([
      ['note', 'n'],
      ['fail', 'after-record'],
      ['files[0]', 'a.pdf', sample.pdf()],
    ]);
    expect(failed.statusCode, failed.body).toBe(409);
    expect(await stored()).toEqual(before);
    const unkept = await attach([
      ['note', 'n'],
      ['fail', 'without-record'],
      ['files[0]', 'a.pdf', sample.pdf()],
    ]);
    expect(unkept.statusCode, unkept.body).toBe(200);
    expect(await stored()).toEqual(before);
  });

  it('checks the text fields with the route schema (422 per field), keeping nothing', async () => {
    const before = await stored();
    const res = await attach([['files[0]', 'a.pdf', sample.pdf()]]);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toHaveProperty('note');
    const nul = await attach([
      ['note', 'a\u0000b'],
      ['files[0]', 'a.pdf', sample.pdf()],
    ]);
    expect(nul.statusCode, nul.body).toBe(422);
    expect(nul.json().errors).toHaveProperty('note');
    expect(await stored()).toEqual(before);
  });

  it('refuses a body that is not multipart, or a file in a text field', async () => {
    const json = await t.call('POST', '/api/test-uploads/attachments', { note: 'n' });
    expect(json.statusCode, json.body).toBe(415);
    expect(json.json()).toEqual({ response: 'error', message: 'Send the files as multipart/form-data.' });
    await expectRefused(
      () => attach([['note', 'n', sample.pdf()]]),
      422,
      /^The note field does not take a file\.$/,
    );
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/test-uploads/attachments',
      headers: { authorization: `Bearer ${t.hrToken}`, 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    expect(broken.statusCode, broken.body).toBe(400);
    expect(broken.json().response).toBe('error');
  });

  it('is guarded like every /api route', async () => {
    const none = await attach([['files[0]', 'a.pdf', sample.pdf()]], null);
    expect(none.statusCode).toBe(401);
    const staff = await attach([['files[0]', 'a.pdf', sample.pdf()]], t.staffToken);
    expect(staff.statusCode).toBe(403);
  });
});

describe('GET /upload/{file_name}', () => {
  let pdfUrl: string;
  let docxUrl: string;
  let pngName: string;
  let pdfName: string;

  beforeAll(async () => {
    const res = await attach([
      ['note', 'to serve'],
      ['files[0]', 'Paliwanag ni Niño "final".pdf', sample.pdf('served')],
      ['files[1]', 'Statement.docx', sample.docx()],
      ['files[2]', 'photo.png', sample.png()],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    [pdfUrl, docxUrl] = res.json().data.files.map((f: { url: string }) => f.url);
    pdfName = pdfUrl.split('?')[0]!.slice('/upload/'.length);
    pngName = res.json().data.files[2].url.split('?')[0].slice('/upload/'.length);
  });

  it('serves a file by its signed link, with its type, its name and no caching', async () => {
    expect(pdfUrl).toMatch(/^\/upload\/[0-9a-f]{32}\.pdf\?expires=\d+&signature=[\w-]{43}$/);
    const res = await get(pdfUrl);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.equals(sample.pdf('served'))).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(sample.pdf('served').length));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="Paliwanag ni Nino _final_.pdf"; filename*=UTF-8''Paliwanag%20ni%20Ni%C3%B1o%20%22final%22.pdf`,
    );
    const docx = await get(docxUrl);
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(docx.headers['content-disposition']).toBe(
      `attachment; filename="Statement.docx"; filename*=UTF-8''Statement.docx`,
    );
  });

  it('serves a file to an HR token, refuses office staff (403) and no credentials (401)', async () => {
    const hr = await get(`/upload/${pngName}`, t.hrToken);
    expect(hr.statusCode).toBe(200);
    expect(hr.headers['content-type']).toBe('image/png');
    expect(hr.headers['content-disposition']).toMatch(/^inline; filename="photo\.png"/);
    const staff = await get(`/upload/${pngName}`, t.staffToken);
    expect(staff.statusCode).toBe(403);
    expect(staff.json()).toEqual({ response: 'error', message: 'Access Denied !' });
    const bad = await get(`/upload/${pngName}`, 'not-a-token');
    expect(bad.statusCode).toBe(401);
    const none = await get(`/upload/${pngName}`);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ response: 'error', message: 'Unauthenticated.' });
    expect(none.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses an expired, a tampered or a borrowed link (403)', async () => {
    const expired = signedPath(t.app.files.linkKey, pdfName, 60, Date.now() - 120_000);
    const res = await get(expired);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      response: 'error',
      message: 'This link has expired: open the file again from its page.',
    });
    const [pathPart, query] = pdfUrl.split('?') as [string, string];
    const params = new URLSearchParams(query);
    const sig = params.get('signature')!;
    const tampered = `${pathPart}?expires=${params.get('expires')}&signature=${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    expect((await get(tampered)).statusCode).toBe(403);
    const later = `${pathPart}?expires=${Number(params.get('expires')) + 3600}&signature=${sig}`;
    expect((await get(later)).statusCode).toBe(403);
    // another file's name with this file's signature
    expect((await get(`/upload/${pngName}?${query}`)).statusCode).toBe(403);
    expect((await get(`${pathPart}?expires=${params.get('expires')}`)).statusCode).toBe(403);
    expect((await get(`${pathPart}?expires=abc&signature=${sig}`)).statusCode).toBe(403);
    // a link made with another key
    const foreign = signedPath(Buffer.alloc(32, 7), pdfName);
    expect((await get(foreign)).statusCode).toBe(403);
    // a token still opens it whatever the link says
    expect((await get(expired, t.hrToken)).statusCode).toBe(200);
  });

  it('answers 404 for a name that is not a stored file, and never reads outside the folder', async () => {
    const unknown = `${'ab'.repeat(16)}.pdf`;
    expect((await get(`/upload/${unknown}`, t.hrToken)).statusCode).toBe(404);
    expect((await get(signedPath(t.app.files.linkKey, unknown))).statusCode).toBe(404);
    const attempts = [
      '/upload/../secret.key',
      '/upload/..%2fsecret.key',
      '/upload/..%2Fsecret.key',
      '/upload/%2e%2e%2fsecret.key',
      '/upload/%2e%2e/secret.key',
      '/upload/%252e%252e%252fsecret.key',
      '/upload/..%5csecret.key',
      '/upload/..\\secret.key',
      '/upload/uploads%2f..%2f..%2fsecret.key',
      `/upload/${pdfName}%00.key`,
      `/upload/${pdfName}%2f..%2f..%2fsecret.key`,
      '/upload/%00',
      '/upload/secret.key',
      '/upload/',
      `/upload/${pdfName.toUpperCase()}`,
      `/upload/${pdfName}.part`,
    ];
    for (const url of attempts) {
      for (const token of [t.hrToken, null]) {
        const res = await get(url, token);
        expect([400, 401, 404], `${url} → ${res.statusCode}`).toContain(res.statusCode);
        expect(res.body).not.toContain('TOP-SECRET-KEY');
        expect(res.json().message, url).toBeTruthy();
      }
      // a link signed for the very text of the attempt reaches the name check, not the disk
      const raw = decodeURIComponent(url.slice('/upload/'.length));
      const signed = signedPath(t.app.files.linkKey, raw).split('?')[1];
      const res = await get(`${url}?${signed}`);
      expect([400, 403, 404], `${url} signed → ${res.statusCode}`).toContain(res.statusCode);
      expect(res.body).not.toContain('TOP-SECRET-KEY');
    }
  });

  it('answers 404 when the row exists but the stored file is gone', async () => {
    await t.app.files.storage.delete(pngName);
    expect((await get(`/upload/${pngName}`, t.hrToken)).statusCode).toBe(404);
  });

  it('deletes files by id: rows, audit and stored objects', async () => {
    const res = await attach([
      ['note', 'n'],
      ['files[0]', 'gone.pdf', sample.pdf()],
    ]);
    const [file] = res.json().data.files;
    const name = file.url.split('?')[0].slice('/upload/'.length);
    expect((await readdir(uploads)).includes(name)).toBe(true);
    const hr = await t.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE name = 'hr.tester'`);
    await t.app.files.deleteFiles(t.db, { userId: hr.rows[0]!.id, ip: '127.0.0.1' }, [file.id]);
    expect((await readdir(uploads)).includes(name)).toBe(false);
    expect((await get(file.url)).statusCode).toBe(404);
    const audited = await t.db.execute(
      sql`SELECT 1 FROM audit_log WHERE entity = 'files' AND action = 'delete' AND entity_id = ${String(file.id)}`,
    );
    expect(audited.rows).toHaveLength(1);
  });
});

describe('uploads into S3 (s3rver)', () => {
  let s3: TestS3;
  let t3: TestApp;
  beforeAll(async () => {
    s3 = await startS3();
    t3 = await testApp({ storage: await createStorage(s3.config) });
    uploadRoutes(t3.app, t3.db);
  });
  afterAll(async () => {
    await t3?.close();
    await s3?.stop();
  });

  it('stores, serves and, for a refused request, keeps nothing', async () => {
    const { payload, headers } = sample.multipart([
      ['note', 'n'],
      ['files[0]', 'Statement.docx', sample.docx()],
    ]);
    const res = await t3.app.inject({
      method: 'POST',
      url: '/api/test-uploads/attachments',
      payload,
      headers: { ...headers, authorization: `Bearer ${t3.hrToken}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [file] = res.json().data.files;
    expect(await s3.keys()).toEqual([file.url.split('?')[0].slice('/upload/'.length)]);
    const served = await t3.app.inject({ method: 'GET', url: file.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(sample.docx())).toBe(true);

    const refused = sample.multipart([
      ['note', 'n'],
      ['files[0]', 'a.pdf', sample.pdf()],
      ['files[1]', 'b.pdf', sample.exe()],
    ]);
    const bad = await t3.app.inject({
      method: 'POST',
      url: '/api/test-uploads/attachments',
      payload: refused.payload,
      headers: { ...refused.headers, authorization: `Bearer ${t3.hrToken}` },
    });
    expect(bad.statusCode, bad.body).toBe(415);
    expect(await s3.keys()).toHaveLength(1);
  });
});
