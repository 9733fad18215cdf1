import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { LEGACY_GROUPS } from '@hris/domain/documents';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachingRecords, evaluations } from '../../src/modules/discipline/discipline.tables';
import { extensionOf, FILE_KINDS } from '../../src/plugins/files/file-types';
import { signedPath } from '../../src/plugins/files/links';
import { localStorage } from '../../src/plugins/files/local-storage';
import { s3Storage } from '../../src/plugins/files/s3-storage';
import { STORED_NAME } from '../../src/plugins/files/storage';
import { createUser, essAccount, type TestApp, testApp, tokenFor } from '../app';
import { hireVia, makeOrg } from '../fixtures';
import { startS3, type TestS3 } from '../s3';
import * as sample from '../sample-files';
import { isEssPath } from './route-table';

/**
 * Attacks on the files, through every multipart route of the route table and GET /upload/{file_name}:
 * hostile names, disguised and polyglot contents, zip bombs, a 2 GB stream cut off on a real socket
 * (local folder and S3), a hundred uploads at once, and links and tokens that must not open a file.
 * After every refused request nothing is stored: the folder the storage lives in and the row count
 * of every table are as they were. No request may be answered with a 5xx.
 */
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** The routes that take files, as the route table names them: a new one fails here until it is attacked too. */
const UPLOAD_ROUTES = [
  'POST /api/nterequestbyhr/add',
  'POST /api/ntestoremanually/add',
  'POST /api/nterequest/approval/update/:id',
  'POST /api/assignmemos/all',
  'POST /api/assigncontracts/all',
  ...LEGACY_GROUPS.map((g) => `POST /api/assignmemos/${g.api}`),
  'POST /api/assignmemos/sub/:id',
  'POST /api/uploadmemoscontracts/multiple',
  'POST /api/wfh/responsibility/hr/add',
  'POST /api/import/:kind',
  'POST /api/attendance/import',
  'POST /api/ess/me/nte/:id/explanation',
  'POST /api/ess/me/coaching/:id/acknowledge',
  'POST /api/ess/me/evaluations/:id/acknowledge',
  'POST /api/ess/me/responsibility/:id/confirm',
  'POST /api/ess/me/wfh',
].sort();

const now = new Date('2026-03-02T09:00:00+08:00');
const SECRET = 'TOP-SECRET-KEY';
/** A file in the storage folder with a stored file's name but no row: never served. */
const ORPHAN = `${'0'.repeat(32)}.pdf`;
const MB = 1024 * 1024;

let t: TestApp;
let dir: string;
let uploads: string;
let port: number;
let emp: number;
let nteId: number;
let subId: number;
let employeeCsv: string;
let punchCsv: string;
/** The employee's self-service token, and what they sign: an NTE served on them, a coaching record, ... */
let essToken: string;
const signs = { nte: 0, coaching: 0, evaluation: 0, form: 0 };
/** Every reply of 500 or more, with its cause. */
const serverErrors: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'hris-file-attacks-'));
  uploads = path.join(dir, 'uploads');
  await writeFile(path.join(dir, 'secret.key'), SECRET);
  t = await testApp({ storage: localStorage(uploads), clock: () => now });
  recordServerErrors(t);
  const org = await makeOrg(t);
  // Every legacy group a memo can go to, with an active member (makeOrg made CD-HW and VA-US).
  for (const g of LEGACY_GROUPS) {
    const made = { 'CD-HW': org.subA, 'VA-US': org.subB }[g.name as string];
    const id =
      made ??
      (await t.call('POST', '/api/subdepartments/add', { sub_department_name: g.name })).json().data.id;
    await hireVia(t, org, { sub_department_id: id });
  }
  subId = org.subA;
  emp = await hireVia(t, org, { first_name: 'Nestor', last_name: 'Tamayo' });
  const code = (await t.call('GET', `/api/updateemployeeinfo/get/${emp}`)).json().emp_id as string;
  nteId = (await send(target('POST /api/nterequestbyhr/add'), [])).json().data.id;
  essToken = (await essAccount(t, emp)).token;
  signs.nte = (await send(target('POST /api/nterequestbyhr/add'), [])).json().data.id;
  await t.db.execute(
    sql`UPDATE nte_requests SET hr_status = 'approved', hr_date_approved = '2026-03-02' WHERE id = ${signs.nte}`,
  );
  signs.coaching = (
    await t.db
      .insert(coachingRecords)
      .values({ employee_id: emp, date_coaching: '2026-03-01', superior_name: 'Carlo Leader' })
      .returning()
  )[0]!.id;
  signs.evaluation = (
    await t.db
      .insert(evaluations)
      .values({
        employee_id: emp,
        description: 'Annual Review',
        performance: 3,
        communication: 3,
        adherence: 3,
        aplus_value: 3,
        overall_rating: '3.00',
        requester_role_id: 2,
        tl_status: 'approved',
        asm_status: 'approved',
      })
      .returning()
  )[0]!.id;
  signs.form = (
    await t.call('POST', '/api/manualresponsibility/add', {
      employee_id: emp,
      responsibility: [{ name: 'Headset', quantity: 1 }],
    })
  ).json().data.id;
  employeeCsv = (await t.call('GET', '/api/import/employees/template?format=csv')).body;
  punchCsv = `emp_id,timestamp,punch_type\n${code},2026-03-02 07:58:12,\n`;
  await mkdir(uploads);
  await writeFile(path.join(uploads, ORPHAN), `${SECRET} in the folder`);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

/** Records every 5xx with its cause (the reply only says "Something went wrong"). */
function recordServerErrors(app: TestApp) {
  const causes = new Map<string, string>();
  app.app.addHook('onError', async (req, _reply, err) => {
    // The driver's own error (drizzle wraps it with the whole statement) and where our code met it.
    const cause = ((err as { cause?: Error }).cause ?? err).message.slice(0, 300);
    const at = err.stack?.split('\n').find((l) => l.includes('/src/')) ?? '';
    causes.set(req.id, `${cause} ${at.trim()}`);
  });
  app.app.addHook('onResponse', async (req, reply) => {
    if (reply.statusCode >= 500)
      serverErrors.push(`${req.method} ${req.url} → ${reply.statusCode}: ${causes.get(req.id) ?? '?'}`);
    causes.delete(req.id);
  });
}

// ---- the routes

type Target = {
  route: string;
  url: string;
  /** Extensions the route takes. */
  allow: readonly string[];
  maxFiles: number;
  /** The field of the i-th file. */
  field: (i: number) => string;
  /** Text fields that make the request valid. */
  fields: () => Record<string, string>;
  /** Whether it keeps its files in the storage (imports read theirs and keep none). */
  stores: boolean;
};

const NTE = ['doc', 'docx', 'pdf', 'jpg', 'jpeg', 'png', 'gif'] as const;
const DOCS = ['doc', 'docx', 'pdf'] as const;
const filesField = (i: number) => `files[${i}]`;
const filing = () => ({
  employee_id: String(emp),
  requested_by: 'Ana Reyes',
  date_request: '2026-03-02',
  date_incident: '2026-02-27',
  type_of_infraction: 'iv',
  action_to_be_taken: 'VW',
  details_of_infraction: 'Left the production floor for two hours without notice.',
  details_occurence: JSON.stringify([{ date: '2026-02-27', details: 'Away from 10:00 to 12:00' }]),
});

function target(route: string): Target {
  const stored = (url: string, allow: readonly string[], fields = () => ({})): Target => ({
    route,
    url,
    allow,
    maxFiles: 10,
    field: filesField,
    fields,
    stores: true,
  });
  const imported = (url: string, allow: readonly string[]): Target => ({
    route,
    url,
    allow,
    maxFiles: 1,
    field: () => 'file',
    fields: () => ({}),
    stores: false,
  });
  /** A self-service signing route: one PNG drawn on screen, as `signature`. */
  const signature = (url: string, fields = () => ({})): Target => ({
    ...stored(url, ['png'], fields),
    maxFiles: 1,
    field: () => 'signature',
  });
  switch (route) {
    case 'POST /api/nterequestbyhr/add':
      return stored('/api/nterequestbyhr/add', NTE, filing);
    case 'POST /api/ntestoremanually/add':
      return stored('/api/ntestoremanually/add', NTE, () => ({
        ...filing(),
        plan_for_improvement: 'I overslept.',
        employees_commitment: 'I will set two alarms.',
        hr_notice_for_decision: 'A verbal warning is given.',
      }));
    case 'POST /api/nterequest/approval/update/:id':
      return stored(`/api/nterequest/approval/update/${nteId}`, NTE, () => {
        const { employee_id: _, requested_by: __, details_occurence, ...rest } = filing();
        return { ...rest, hr_status: 'pending', occurence: details_occurence };
      });
    case 'POST /api/assignmemos/sub/:id':
      return stored(`/api/assignmemos/sub/${subId}`, DOCS);
    case 'POST /api/uploadmemoscontracts/multiple':
      return stored('/api/uploadmemoscontracts/multiple', DOCS, () => ({
        employee_id: String(emp),
        document_type: 'memo',
      }));
    case 'POST /api/wfh/responsibility/hr/add':
      return {
        ...stored('/api/wfh/responsibility/hr/add', ['png', 'jpg', 'jpeg'], () => ({
          employee_id: String(emp),
          until_date: '2026-12-31',
          date_sign: '2026-03-01',
        })),
        maxFiles: 1,
      };
    case 'POST /api/import/:kind':
      return imported('/api/import/employees', ['csv', 'xlsx']);
    case 'POST /api/attendance/import':
      return imported('/api/attendance/import', ['csv', 'xlsx']);
    case 'POST /api/ess/me/nte/:id/explanation':
      return signature(`/api/ess/me/nte/${signs.nte}/explanation`, () => ({
        plan_for_improvement: 'I overslept.',
        employees_commitment: 'I will set two alarms.',
      }));
    case 'POST /api/ess/me/coaching/:id/acknowledge':
      return signature(`/api/ess/me/coaching/${signs.coaching}/acknowledge`);
    case 'POST /api/ess/me/evaluations/:id/acknowledge':
      return signature(`/api/ess/me/evaluations/${signs.evaluation}/acknowledge`);
    case 'POST /api/ess/me/responsibility/:id/confirm':
      return signature(`/api/ess/me/responsibility/${signs.form}/confirm`);
    case 'POST /api/ess/me/wfh':
      return signature('/api/ess/me/wfh', () => ({ until_date: '2026-12-31' }));
    default:
      if (route.startsWith('POST /api/assign')) return stored(route.slice('POST '.length), DOCS);
      throw new Error(`No attacks are written for ${route}: add it to UPLOAD_ROUTES and target().`);
  }
}

const targets = () => UPLOAD_ROUTES.map(target);

/** The target for a request that is to succeed: an NTE's update on an NTE of its own (it keeps 10 files at most). */
async function ready(tg: Target): Promise<Target> {
  // What the employee signs is signed once: unsigned again for each request that is to succeed.
  const unsign = {
    'POST /api/ess/me/nte/:id/explanation': sql`UPDATE nte_requests SET employee_status = 'unacknowledged' WHERE id = ${signs.nte}`,
    'POST /api/ess/me/coaching/:id/acknowledge': sql`UPDATE coaching_records SET employee_status = 'unacknowledged' WHERE id = ${signs.coaching}`,
    'POST /api/ess/me/evaluations/:id/acknowledge': sql`UPDATE evaluations SET employee_status = 'pending' WHERE id = ${signs.evaluation}`,
    'POST /api/ess/me/responsibility/:id/confirm': sql`UPDATE responsibility_forms SET confirmed_at = NULL WHERE id = ${signs.form}`,
    'POST /api/ess/me/wfh': sql`DELETE FROM wfh_undertakings WHERE employee_id = ${emp}`,
  }[tg.route];
  if (unsign) await t.db.execute(unsign);
  if (tg.route !== 'POST /api/nterequest/approval/update/:id') return tg;
  const res = await send(target('POST /api/nterequestbyhr/add'), []);
  expect(res.statusCode, res.body).toBe(200);
  return { ...tg, url: `/api/nterequest/approval/update/${res.json().data.id}` };
}

/** A real file of `ext` (for an import, a file the import at `url` reads). */
function valid(ext: string, tag = '', url = ''): Buffer {
  switch (ext) {
    case 'pdf':
      return sample.pdf(`valid ${tag}`);
    case 'docx':
      return sample.docx();
    case 'doc':
      return sample.doc();
    case 'png':
      return sample.png();
    case 'jpg':
    case 'jpeg':
      return sample.jpg();
    case 'gif':
      return sample.gif();
    case 'csv':
      return Buffer.from(url.includes('attendance') ? punchCsv : employeeCsv);
    default:
      throw new Error(`no sample .${ext}`);
  }
}

type Part = { name: string; bytes: Buffer; type?: string; disposition?: string };

/** A multipart request as a browser sends it: text fields, then the files. */
function body(tg: Target, parts: Part[], fields = tg.fields()) {
  const boundary = `----hris${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  parts.forEach((p, i) => {
    const name = p.name.replace(/["\\]/g, '\\$&');
    const disposition = p.disposition ?? `form-data; name="${tg.field(i)}"; filename="${name}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`,
        'utf8',
      ),
      p.bytes,
      Buffer.from('\r\n'),
    );
  });
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function send(tg: Target, parts: Part[], fields?: Record<string, string>) {
  const { payload, contentType } = body(tg, parts, fields);
  return t.app.inject({
    method: 'POST',
    url: tg.url,
    payload,
    headers: {
      'content-type': contentType,
      authorization: `Bearer ${isEssPath(tg.url) ? essToken : t.hrToken}`,
    },
  });
}

// ---- what is stored

/** Every path under the test's folder (the storage folder and beside it), sorted. */
async function tree(root = dir): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

let countAll: string | undefined;
/** The row count of every table. */
async function counts(): Promise<Record<string, number>> {
  if (!countAll) {
    const tables = await t.db.execute<{ name: string }>(
      sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
    );
    countAll = tables.rows
      .map((r) => `SELECT '${r.name}' AS name, count(*)::int AS n FROM "${r.name}"`)
      .join(' UNION ALL ');
  }
  const res = await t.db.execute<{ name: string; n: number }>(sql.raw(countAll));
  return Object.fromEntries(res.rows.map((r) => [r.name, r.n]));
}

const snapshot = async () => ({ files: await tree(), rows: await counts() });

/** A request that must be refused with one of `statuses` and leave nothing stored. */
async function expectRefused(
  what: string,
  request: () => Promise<LightMyRequestResponse>,
  statuses: number[],
): Promise<LightMyRequestResponse> {
  const before = await snapshot();
  const res = await request();
  expect(statuses, `${what}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
  expect(res.json().response, what).toBe('error');
  expect(await snapshot(), `${what} left something behind`).toEqual(before);
  return res;
}

/** Files rows newer than `afterId`. */
async function filesAfter(afterId: number) {
  const res = await t.db.execute<{ id: number; file_name: string; original_name: string; mime_type: string }>(
    sql`SELECT id, file_name, original_name, mime_type FROM files WHERE id > ${afterId} ORDER BY id`,
  );
  return res.rows;
}
const lastFileId = async () =>
  (await t.db.execute<{ n: number }>(sql`SELECT coalesce(max(id), 0)::int AS n FROM files`)).rows[0]!.n;

// ---- opening files

let address = 0;
/**
 * GET /upload/... by inject, each from its own address: the files route has a rate limit per
 * address, which these many checks are not about.
 */
function open(url: string, token?: string | null, extra: InjectOptions = {}) {
  address++;
  return t.app.inject({
    method: 'GET',
    url,
    remoteAddress: `10.77.${address >> 8}.${address & 255}`,
    ...(token && { headers: { authorization: `Bearer ${token}` } }),
    ...extra,
  });
}

/**
 * A request written byte for byte on a socket (no client tidies its path), and the reply; the request
 * says `Connection: close`, so the server ends the connection after it.
 */
function raw(request: string): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no reply to ${request.split('\r\n')[0]}`)));
    socket.on('data', (d) => {
      text += d.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), head, body: rest.join('\r\n\r\n') });
    });
    // Not end(): Node drops a request whose client half-closes before the reply (httpAllowHalfOpen).
    socket.write(request);
  });
}

// ---- bombs

/** The XML around a Word document's text, and around a workbook's shared strings. */
const W_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>';
const W_CLOSE = '</w:t></w:r></w:p></w:body></w:document>';

/** 2 GB of text in a 2 MB .docx, its sizes declared as they are. */
let docxBomb: sample.PackedEntry;

/** A workbook whose shared strings unpack to 2 GB: exceljs keeps them all in memory. */
function xlsxBomb(): Buffer {
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const strings = sample.deflatedRepeat(
    '<si><t>a</t></si>',
    2 * 1024 * MB,
    `<?xml version="1.0"?><sst xmlns="${ns}">`,
    '</sst>',
  );
  return sample.zip([
    [
      '[Content_Types].xml',
      `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `<?xml version="1.0"?><workbook xmlns="${ns}" xmlns:r="${rel}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ],
    ['xl/sharedStrings.xml', strings],
    [
      'xl/worksheets/sheet1.xml',
      `<?xml version="1.0"?><worksheet xmlns="${ns}"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData></worksheet>`,
    ],
  ]);
}

/** Samples the resident memory while `work` runs (the collector every 250 ms), in MB over the start. */
async function memoryGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  gc();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const collector = setInterval(gc, 250);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, growth: (peak - before) / MB };
  } finally {
    clearInterval(sampler);
    clearInterval(collector);
  }
}

describe('the upload routes', () => {
  it('are every multipart route of the route table, each attacked below', () => {
    const found = t.app.routeTable
      .filter((r) => r.config?.multipart !== undefined)
      .flatMap((r) => [r.method].flat().map((m) => `${m} ${r.url}`))
      .sort();
    expect(found).toEqual(UPLOAD_ROUTES);
  });
});

describe('hostile file names', () => {
  const tag = randomBytes(4).toString('hex');
  /** Names a file is sent with; `kept` when the file is stored (under a name of the server's). */
  const names = (ext: string): { name: string; kept: boolean; disposition?: string }[] => [
    { name: `../../../../../../tmp/hris-evil-${tag}.${ext}`, kept: true },
    { name: `..\\..\\..\\hris-evil-${tag}.${ext}`, kept: true },
    { name: `/etc/hris-evil-${tag}.${ext}`, kept: true },
    { name: `C:\\Windows\\System32\\hris-evil-${tag}.${ext}`, kept: true },
    { name: `%2e%2e%2f%2e%2e%2fhris-evil-${tag}.${ext}`, kept: true },
    { name: `....//....//hris-evil-${tag}.${ext}`, kept: true },
    { name: `evil.exe\u0000.${ext}`, kept: true },
    { name: `${'a'.repeat(5000)}.${ext}`, kept: true },
    { name: `harmless\u202eexe.${ext}`, kept: true },
    { name: `evil"; filename="evil.exe.${ext}`, kept: true },
    {
      name: `..%2F..%2Fhris-evil-${tag}.${ext}`,
      kept: true,
      disposition: `form-data; name="{field}"; filename*=UTF-8''..%2F..%2F..%2Ftmp%2Fhris-evil-${tag}.${ext}`,
    },
    // A line break ends the part's header: what is left of the name has no extension.
    { name: `evil\r\nX-Injected: yes.${ext}`, kept: false },
    { name: `evil.${ext}\u0000.exe`, kept: false },
    { name: `invoice\u202e${[...ext].reverse().join('')}.exe`, kept: false },
    { name: `evil\uff0e${ext}`, kept: false },
  ];
  /** Where a server that joined the name to its folder would have written it. */
  const naive = (name: string) =>
    [name, name.replaceAll('\\', '/'), decodeURIComponent(name.replace(/%(?![0-9a-f]{2})/gi, ''))].map((n) =>
      path.resolve(uploads, n.replace(/\0/g, '')),
    );

  it('are text only: every upload route keeps a clean name, writes nothing outside its folder', {
    timeout: 120_000,
  }, async () => {
    for (const [r, tg] of targets().entries()) {
      const ext = tg.allow.includes('pdf') ? 'pdf' : tg.allow.includes('csv') ? 'csv' : tg.allow[0]!;
      const all = names(ext);
      const before = await lastFileId();
      const kept = all.filter((n) => n.kept);
      for (let i = 0; i < kept.length; i += tg.maxFiles) {
        const batch = kept.slice(i, i + tg.maxFiles).map((n, j) => ({
          name: n.name,
          // Each of its own size: a document refuses a name and size sent to the same people just before.
          bytes: valid(ext, 'x'.repeat(r * 20 + i + j), tg.url),
          ...(n.disposition && { disposition: n.disposition.replace('{field}', tg.field(j)) }),
        }));
        const res = await send(await ready(tg), batch);
        expect(res.statusCode, `${tg.route} ${batch.map((b) => b.name.slice(0, 40))}: ${res.body}`).toBe(200);
      }
      for (const n of all.filter((n) => !n.kept)) {
        await expectRefused(
          `${tg.route} ${JSON.stringify(n.name)}`,
          () => send(tg, [{ name: n.name, bytes: valid(ext, '', tg.url) }]),
          [415],
        );
      }
      const rows = await filesAfter(before);
      expect(rows.length, tg.route).toBe(tg.stores ? kept.length : 0);
      for (const row of rows) {
        expect(row.file_name).toMatch(STORED_NAME);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what must be gone
        expect(row.original_name).not.toMatch(/[/\\\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/);
        expect(row.original_name.length).toBeLessThanOrEqual(255);
        expect(extensionOf(row.original_name)).toBe(ext);
        expect(row.file_name.endsWith(`.${ext}`)).toBe(true);
      }
      for (const n of all) for (const p of naive(n.name)) expect(existsSync(p), p).toBe(false);
    }
    // Only the server's names in the storage folder, and nothing beside it but what the test put there.
    const files = await tree();
    expect(files.filter((f) => !f.startsWith(`uploads${path.sep}`))).toEqual(['secret.key']);
    for (const f of files.filter((f) => f.startsWith('uploads')))
      expect(path.basename(f)).toMatch(STORED_NAME);
    expect(existsSync(`/tmp/hris-evil-${tag}.pdf`)).toBe(false);
  });

  it('are served back in a header that cannot be split, with their extension', async () => {
    const rows = (await filesAfter(0)).filter((r) => /evil/.test(r.original_name));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows.slice(0, 20)) {
      const res = await open(t.app.files.signedUrl(row.file_name));
      expect(res.statusCode, row.original_name).toBe(200);
      expect(res.headers['x-injected']).toBeUndefined();
      const disposition = String(res.headers['content-disposition']);
      expect(disposition).toMatch(
        /^(inline|attachment); filename="[^"\\\r\n]*"; filename\*=UTF-8''[\w%.!~-]+$/,
      );
      expect(disposition).toMatch(new RegExp(`\\.${extensionOf(row.original_name)}$`));
    }
  });
});

describe('disguised contents', () => {
  beforeAll(() => {
    docxBomb = sample.deflatedRepeat(' ', 2 * 1024 * MB, W_OPEN, W_CLOSE);
  });

  /** What a route must refuse: [what, name, bytes, statuses]. */
  function attacks(tg: Target): [string, string, Buffer, number[]][] {
    if (!tg.stores) {
      return [
        ['a program with a double extension', 'punches.csv.exe', sample.exe(), [415]],
        ['a program named .csv', 'punches.exe.csv', sample.exe(), [422]],
        ['a web page named .xlsx', 'punches.xlsx', sample.html(), [422]],
        ['a Word document named .xlsx', 'punches.xlsx', sample.docx(), [422]],
        ['a zip bomb named .xlsx', 'punches.xlsx', xlsxBomb(), [413, 422]],
      ];
    }
    const ext = tg.allow[0]!;
    const other = tg.allow.includes('png') ? (ext === 'png' ? sample.jpg() : sample.png()) : sample.gif();
    const list: [string, string, Buffer, number[]][] = [
      ['a program with a double extension', `cv.${ext}.exe`, sample.exe(), [415]],
      ['a document with a double extension', `cv.${ext}.exe`, valid(ext), [415]],
      ['a PHP script named .php.ext', `x.php.${ext}`, Buffer.from('<?php system($_GET["c"]); ?>'), [415]],
      ['a web page', `page.${ext}`, sample.html(), [415]],
      ['an SVG with a script', `logo.${ext}`, sample.svg(), [415]],
      ['a program', `report.${ext}`, sample.exe(), [415]],
      ['a file of another kind', `photo.${ext}`, other, [415]],
      ['a GIF that is also a script', `x.${ext}`, gifScript(), [415]],
      [
        'a web page with a PDF header further on',
        `x.${ext}`,
        Buffer.concat([sample.html(), sample.pdf()]),
        [415],
      ],
      ['an SVG', 'logo.svg', sample.svg(), [415]],
      ['a web page', 'page.html', sample.html(), [415]],
      ['an empty file', `blank.${ext}`, Buffer.alloc(0), [422]],
    ];
    if (tg.allow.includes('docx')) {
      list.push(
        ['a macro-enabled document named .docx', 'memo.docx', sample.docm(), [415]],
        ['a spreadsheet named .docx', 'memo.docx', sample.xlsx(), [415]],
        ['a zip bomb', 'memo.docx', sample.docx(docxBomb), [413]],
        [
          'a zip bomb that lies about its size',
          'memo.docx',
          sample.docx({ ...docxBomb, declaredSize: 4096 }),
          [413],
        ],
        [
          'a zip bomb with its sizes after its data',
          'memo.docx',
          sample.docx({ ...docxBomb, descriptor: true }),
          [413],
        ],
      );
    }
    return list;
  }

  it('are refused by every upload route, leaving nothing stored', { timeout: 120_000 }, async () => {
    let refused = 0;
    for (const tg of targets()) {
      for (const [what, name, bytes, statuses] of attacks(tg)) {
        await expectRefused(`${tg.route}: ${what} (${name})`, () => send(tg, [{ name, bytes }]), statuses);
        refused++;
      }
      // A refused file after good ones: the good ones are not kept either.
      if (tg.maxFiles > 1) {
        const ext = tg.allow.includes('pdf') ? 'pdf' : tg.allow[0]!;
        await expectRefused(
          `${tg.route}: good files, then a program`,
          () =>
            send(tg, [
              { name: `a.${ext}`, bytes: valid(ext) },
              { name: `b.${ext}`, bytes: valid(ext) },
              { name: `c.${ext}`, bytes: sample.exe() },
            ]),
          [415],
        );
        refused++;
      }
    }
    expect(refused).toBeGreaterThan(200);
  });

  it('a 2 GB zip bomb in a .docx is refused without inflating it all, memory flat', async () => {
    const tg = target('POST /api/nterequestbyhr/add');
    const bombs = [
      sample.docx(docxBomb),
      sample.docx({ ...docxBomb, declaredSize: 4096 }),
      sample.docx({ ...docxBomb, descriptor: true }),
    ];
    const started = Date.now();
    const { result, growth } = await memoryGrowth(() =>
      Promise.all(bombs.map((bytes) => send(tg, [{ name: 'Statement.docx', bytes }]))),
    );
    const ms = Date.now() - started;
    for (const res of result) {
      expect(res.statusCode, res.body).toBe(413);
      expect(res.json().message).toBe(
        'Statement.docx unpacks to more than 100 times its size: it is refused as a zip bomb.',
      );
    }
    console.log(
      `three .docx bombs of ${(bombs[0]!.length / MB).toFixed(1)} MB (2 GB inside): refused in ${ms} ms, resident memory +${growth.toFixed(1)} MB`,
    );
    // not inflated whole: lib/zip-check.test.ts counts the bytes a bomb costs
    expect(growth).toBeLessThan(50);
  });

  it('an .xlsx zip bomb sent to an import is refused before exceljs reads it, memory flat', async () => {
    const bytes = xlsxBomb();
    const started = Date.now();
    const { result, growth } = await memoryGrowth(() =>
      send(target('POST /api/import/:kind'), [{ name: 'employees.xlsx', bytes }]),
    );
    expect(result.statusCode, result.body).toBe(422);
    expect(result.json().errors.file[0]).toMatch(/zip bomb/);
    console.log(
      `an .xlsx bomb of ${(bytes.length / MB).toFixed(1)} MB (2 GB of shared strings): refused in ${Date.now() - started} ms, resident memory +${growth.toFixed(1)} MB`,
    );
    expect(growth).toBeLessThan(50);
  });
});

/** `GIF89a` that a browser would also run as a script, were it served as one. */
const gifScript = () =>
  Buffer.concat([Buffer.from('GIF89a/*'), sample.gif().subarray(8), Buffer.from('*/=1;alert(1);')]);

describe('files of an allowed kind that are also something else', () => {
  /** Each with the route's name in it: a document group refuses the same file twice in a few minutes. */
  const polyglots: Record<string, (tag: string) => Buffer> = {
    pdf: (tag) =>
      Buffer.concat([
        Buffer.from('%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n'),
        sample.pdf(tag).subarray(9),
      ]),
    jpg: (tag) => Buffer.concat([sample.jpg(), Buffer.from(`<html><script>alert("${tag}")</script></html>`)]),
    png: (tag) => Buffer.concat([sample.png(), Buffer.from(`<svg onload="alert('${tag}')"/>`)]),
    gif: (tag) => Buffer.concat([gifScript(), Buffer.from(`// ${tag}`)]),
  };

  it('are stored as their kind and served so that no browser runs them', { timeout: 60_000 }, async () => {
    let served = 0;
    for (const tg of targets().filter((x) => x.stores)) {
      const kinds = Object.keys(polyglots).filter((k) => tg.allow.includes(k));
      const before = await lastFileId();
      for (let i = 0; i < kinds.length; i += tg.maxFiles) {
        const parts = kinds.slice(i, i + tg.maxFiles).map((k) => ({
          name: `evidence.${k}`,
          bytes: polyglots[k]!(tg.url),
          // What the sender claims is never what the file is served as.
          type: 'text/html',
        }));
        const res = await send(await ready(tg), parts);
        expect(res.statusCode, `${tg.route}: ${res.body}`).toBe(200);
      }
      for (const row of await filesAfter(before)) {
        const ext = extensionOf(row.file_name) as keyof typeof FILE_KINDS;
        const res = await open(t.app.files.signedUrl(row.file_name));
        expect(res.statusCode).toBe(200);
        expect(res.rawPayload.equals(polyglots[ext]!(tg.url))).toBe(true);
        expectServedSafely(res, ext);
        served++;
      }
    }
    expect(served).toBeGreaterThan(10);
  });

  it('a Word document is downloaded, never shown', async () => {
    const tg = target('POST /api/uploadmemoscontracts/multiple');
    const before = await lastFileId();
    expect(
      (await send(tg, [{ name: 'Contract.docx', bytes: sample.docx(), type: 'text/html' }])).statusCode,
    ).toBe(200);
    const [row] = await filesAfter(before);
    const res = await open(t.app.files.signedUrl(row!.file_name));
    expectServedSafely(res, 'docx');
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
  });
});

/** The stored kind's type, no sniffing, no framing, a policy without inline scripts. */
function expectServedSafely(res: LightMyRequestResponse, ext: keyof typeof FILE_KINDS) {
  expect(res.headers['content-type']).toBe(FILE_KINDS[ext].mime);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-disposition']).toMatch(FILE_KINDS[ext].inline ? /^inline;/ : /^attachment;/);
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toMatch(/frame-ancestors 'none'/);
  const scripts = csp.split(';').find((d) => d.trim().startsWith('script-src ')) ?? csp;
  expect(scripts).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  expect(res.headers['cache-control']).toBe('private, no-store');
}

// ---- streams cut off

type Cut = { sent: number; reply: string; closedByServer: boolean; ms: number };

/**
 * A multipart upload that declares a 2 GB body, written on a socket from one reused buffer as fast as
 * the server reads it, and cut (the socket destroyed) once `cutAt` bytes are out, or earlier when the
 * server has answered and closed the connection.
 */
function cutUpload(
  appPort: number,
  token: string,
  url: string,
  file: { field: string; name: string; head: Buffer },
  cutAt: number,
): Promise<Cut> {
  return new Promise((resolve) => {
    const started = Date.now();
    const boundary = `----hris${randomBytes(8).toString('hex')}`;
    const socket = net.connect(appPort, '127.0.0.1');
    let reply = '';
    let sent = 0;
    let closedByServer = false;
    socket.on('data', (d) => {
      reply += d.toString('latin1');
    });
    socket.on('error', () => {
      closedByServer = true;
    });
    socket.on('end', () => {
      closedByServer = true;
    });
    const write = (b: Buffer | string) =>
      new Promise<void>((ok) => {
        sent += Buffer.byteLength(b);
        if (socket.write(b)) return ok();
        const go = () => {
          socket.off('drain', go);
          socket.off('close', go);
          ok();
        };
        socket.once('drain', go);
        socket.once('close', go);
      });
    const filler = Buffer.alloc(256 * 1024, 0x20);
    void (async () => {
      await write(
        `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${2 * 1024 * MB}\r\n\r\n`,
      );
      await write(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      );
      await write(file.head);
      while (sent < cutAt && !closedByServer && !socket.destroyed) {
        await write(sent + filler.length <= cutAt ? filler : filler.subarray(0, cutAt - sent));
      }
      // A server that closed has said all it had to say ('data' comes before 'end'); else we cut here.
      socket.destroy();
      resolve({ sent, reply, closedByServer, ms: Date.now() - started });
    })();
  });
}

/** Waits until `check` holds (the server cleans up after a cut asynchronously), or fails with its last value. */
async function eventually<T>(read: () => Promise<T>, check: (v: T) => boolean, ms = 5_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (check(v) || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('a 2 GB upload cut off', () => {
  const cases = [
    ['an NTE attachment', 'POST /api/nterequestbyhr/add', 'files[0]', 'scan.pdf'],
    ['an import', 'POST /api/import/:kind', 'file', 'employees.csv'],
  ] as const;

  for (const [what, route, field, name] of cases) {
    it(`${what}, before its file reaches the limit: nothing stored, no part file, memory flat`, async () => {
      const tg = target(route);
      const before = await snapshot();
      const { result: cut, growth } = await memoryGrowth(() =>
        cutUpload(
          port,
          t.hrToken,
          tg.url,
          { field, name, head: valid(extensionOf(name), '', tg.url) },
          5 * MB,
        ),
      );
      expect(cut.sent).toBeGreaterThanOrEqual(5 * MB);
      expect(await eventually(snapshot, (s) => JSON.stringify(s) === JSON.stringify(before))).toEqual(before);
      expect((await raw('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).status).toBe(200);
      console.log(`${what} cut at 5 MB of 2 GB: ${cut.ms} ms, resident memory +${growth.toFixed(1)} MB`);
      expect(growth).toBeLessThan(50);
    });

    it(`${what}, sent on past the limit toward half of 2 GB: a 413, the connection closed, nothing stored`, async () => {
      const tg = target(route);
      const before = await snapshot();
      const { result: cut, growth } = await memoryGrowth(() =>
        cutUpload(
          port,
          t.hrToken,
          tg.url,
          { field, name, head: valid(extensionOf(name), '', tg.url) },
          1024 * MB,
        ),
      );
      expect(cut.reply).toMatch(/^HTTP\/1\.1 413 /);
      expect(cut.reply).toMatch(/\r\nconnection: close\r\n/i);
      // The server stopped reading at the limit and closed: the sender never got near 1 GB out.
      expect(cut.closedByServer).toBe(true);
      expect(cut.sent).toBeLessThan(64 * MB);
      expect(await eventually(snapshot, (s) => JSON.stringify(s) === JSON.stringify(before))).toEqual(before);
      console.log(
        `${what} of 2 GB sent on past the limit: 413 and closed after ${(cut.sent / MB).toFixed(1)} MB, ${cut.ms} ms, resident memory +${growth.toFixed(1)} MB`,
      );
      expect(growth).toBeLessThan(50);
    });
  }
});

describe('a 2 GB upload without a token', () => {
  it('is answered 401 and its connection closed, not read to its end', async () => {
    const before = await snapshot();
    const cut = await cutUpload(
      port,
      'not-a-token',
      '/api/nterequestbyhr/add',
      { field: 'files[0]', name: 'scan.pdf', head: sample.pdf() },
      1024 * MB,
    );
    expect(cut.reply).toMatch(/^HTTP\/1\.1 401 /);
    expect(cut.reply).toMatch(/\r\nconnection: close\r\n/i);
    expect(cut.closedByServer).toBe(true);
    expect(cut.sent).toBeLessThan(64 * MB);
    expect(await snapshot()).toEqual(before);
  });
});

describe('a 2 GB upload cut off, into S3 (s3rver)', () => {
  let s3: TestS3;
  let t3: TestApp;
  let s3Port: number;
  const commands: string[] = [];

  beforeAll(async () => {
    s3 = await startS3();
    const storage = await s3Storage(s3.config);
    // What the driver asks of S3. s3rver has no AbortMultipartUpload (it answers 405 and keeps the
    // parts in its folder), so the abort is seen here, as asked; S3 itself drops the parts.
    storage.client.middlewareStack.add(
      (next, context) => async (args) => {
        commands.push(context.commandName ?? '?');
        return next(args);
      },
      { step: 'initialize' },
    );
    t3 = await testApp({ storage, clock: () => now });
    recordServerErrors(t3);
    await t3.app.listen({ port: 0, host: '127.0.0.1' });
    s3Port = (t3.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t3?.close();
    await s3?.stop();
  });

  const fileCount = async () =>
    (await t3.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM files`)).rows[0]!.n;

  it('after a part of the multipart upload went out: aborted, nothing in the bucket, no row', async () => {
    const url = '/api/uploadmemoscontracts/multiple';
    commands.length = 0;
    // Cut at 8 MB: the driver has sent S3 one part of 5 MB.
    const cut = await cutUpload(
      s3Port,
      t3.hrToken,
      url,
      { field: 'files[0]', name: 'Contract.pdf', head: sample.pdf() },
      8 * MB,
    );
    expect(cut.closedByServer).toBe(false);
    await eventually(
      async () => commands,
      (c) => c.includes('AbortMultipartUploadCommand'),
    );
    expect(commands).toContain('CreateMultipartUploadCommand');
    expect(commands).toContain('UploadPartCommand');
    expect(commands).toContain('AbortMultipartUploadCommand');
    expect(commands).not.toContain('CompleteMultipartUploadCommand');
    expect(await s3.keys()).toEqual([]);
    expect(await fileCount()).toBe(0);

    commands.length = 0;
    const past = await cutUpload(
      s3Port,
      t3.hrToken,
      url,
      { field: 'files[0]', name: 'Contract.pdf', head: sample.pdf() },
      1024 * MB,
    );
    expect(past.reply).toMatch(/^HTTP\/1\.1 413 /);
    expect(past.sent).toBeLessThan(64 * MB);
    await eventually(
      async () => commands,
      (c) => c.includes('AbortMultipartUploadCommand'),
    );
    expect(commands).not.toContain('CompleteMultipartUploadCommand');
    expect(await s3.keys()).toEqual([]);
    expect(await fileCount()).toBe(0);
    expect(serverErrors).toEqual([]);
  });
});

// ---- many at once

describe('a hundred uploads at once', () => {
  it('through one route: each accepted file is stored whole under its row, the refused leave nothing', {
    timeout: 60_000,
  }, async () => {
    const tg = target('POST /api/nterequestbyhr/add');
    const beforeFiles = await tree();
    const beforeId = await lastFileId();
    const sent = Array.from({ length: 100 }, (_, i) => {
      const refused = i % 10 === 9;
      const bytes = refused
        ? sample.exe()
        : sample.pdf(`attachment ${i} ${randomBytes(512).toString('hex')}`);
      return { i, refused, name: `Incident ${i}.pdf`, bytes };
    });
    const started = Date.now();
    const replies = await Promise.all(
      sent.map(async (s) => {
        const { payload, contentType } = body(tg, [{ name: s.name, bytes: s.bytes }]);
        const res = await fetch(`http://127.0.0.1:${port}${tg.url}`, {
          method: 'POST',
          body: new Uint8Array(payload),
          headers: { 'content-type': contentType, authorization: `Bearer ${t.hrToken}` },
          signal: AbortSignal.timeout(60_000),
        });
        return { ...s, status: res.status, json: (await res.json()) as { data?: { id: number } } };
      }),
    );
    const ms = Date.now() - started;
    for (const r of replies)
      expect(r.status, `${r.name}: ${JSON.stringify(r.json)}`).toBe(r.refused ? 415 : 200);
    const rows = await filesAfter(beforeId);
    expect(rows).toHaveLength(90);
    const byName = new Map(sent.map((s) => [s.name, s]));
    for (const row of rows) {
      const s = byName.get(row.original_name)!;
      expect(s.refused).toBe(false);
      const stored = await readFile(path.join(uploads, row.file_name));
      expect(createHash('sha256').update(stored).digest('hex'), row.original_name).toBe(
        createHash('sha256').update(s.bytes).digest('hex'),
      );
    }
    // Each accepted NTE has its one attachment.
    const ids = replies.filter((r) => !r.refused).map((r) => r.json.data!.id);
    const attached = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM nte_attachments WHERE nte_id IN ${sql.raw(`(${ids.join(',')})`)}`,
    );
    expect(attached.rows[0]!.n).toBe(90);
    // Nothing else in the folder: no part file, no file without its row.
    const added = (await tree()).filter((f) => !beforeFiles.includes(f)).map((f) => path.basename(f));
    expect(added.sort()).toEqual(rows.map((r) => r.file_name).sort());
    console.log(`100 uploads at once (90 accepted, 10 refused): ${ms} ms`);
  });
});

// ---- opening a file

describe('GET /upload/{file_name}', () => {
  let name: string;
  let other: string;
  let link: string;

  beforeAll(async () => {
    const before = await lastFileId();
    const res = await send(target('POST /api/nterequestbyhr/add'), [
      { name: 'Explanation.pdf', bytes: sample.pdf('to open') },
      { name: 'Photo.png', bytes: sample.png() },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    [name, other] = (await filesAfter(before)).map((r) => r.file_name) as [string, string];
    link = t.app.files.signedUrl(name);
  });

  it('opens with a signed link or an HR token, and with nothing else', async () => {
    expect((await open(link)).statusCode).toBe(200);
    expect((await open(`/upload/${name}`, t.hrToken)).statusCode).toBe(200);
    const hr2 = await createUser(t.db, { name: 'hr.second', role_id: 5 });
    expect((await open(`/upload/${name}`, await tokenFor(t.db, hr2.id))).statusCode).toBe(200);

    expect((await open(`/upload/${name}`)).statusCode).toBe(401);
    expect((await open(`/upload/${name}`, 'not-a-token')).statusCode).toBe(401);
    expect((await open(`/upload/${name}`, randomBytes(32).toString('base64url'))).statusCode).toBe(401);
    const expired = await tokenFor(t.db, hr2.id, new Date(Date.now() - 1000));
    expect((await open(`/upload/${name}`, expired)).statusCode).toBe(401);
    const revoked = await tokenFor(t.db, hr2.id);
    expect((await t.call('POST', '/api/logout', undefined, revoked)).statusCode).toBe(200);
    expect((await open(`/upload/${name}`, revoked)).statusCode).toBe(401);
    // Another user's token: an office-staff account opens no HR file.
    expect((await open(`/upload/${name}`, t.staffToken)).statusCode).toBe(403);
    const staffLink = await open(`/upload/${name}`, t.staffToken, { query: {} });
    expect(staffLink.body).not.toContain('to open');
  });

  it('refuses a link tampered with, expired, or made for another file', async () => {
    const [pathPart, query] = link.split('?') as [string, string];
    const params = new URLSearchParams(query);
    const expires = params.get('expires')!;
    const signature = params.get('signature')!;
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const refused = [
      `${pathPart}?expires=${expires}&signature=${flipped}`,
      `${pathPart}?expires=${Number(expires) + 86_400}&signature=${signature}`,
      `${pathPart}?expires=${expires}`,
      `${pathPart}?signature=${signature}`,
      `${pathPart}?expires=${expires}&signature=${signature}&signature=${signature}`,
      `${pathPart}?expires=${expires}&expires=${expires}&signature=${signature}`,
      `${pathPart}?expires=${expires}&signature=${signature.slice(0, -1)}`,
      `${pathPart}?expires=${expires}&signature=${signature}%00`,
      `${pathPart}?expires=0x${Number(expires).toString(16)}&signature=${signature}`,
      `/upload/${other}?${query}`,
      `/upload/${name.toUpperCase()}?${query}`,
      signedPath(t.app.files.linkKey, name, 60, Date.now() - 120_000),
      signedPath(randomBytes(32), name),
    ];
    for (const url of refused) {
      const res = await open(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.body).not.toContain('to open');
    }
    // A valid link of a file whose row is gone (or never was) opens nothing.
    expect((await open(t.app.files.signedUrl(ORPHAN))).statusCode).toBe(404);
  });

  it('never serves what lies outside the storage, however the path is spelled', async () => {
    const secretPath = path.join(dir, 'secret.key');
    const attempts = [
      '/upload/../secret.key',
      '/upload/..%2fsecret.key',
      '/upload/..%2Fsecret.key',
      '/upload/%2e%2e%2fsecret.key',
      '/upload/%2e%2e/secret.key',
      '/upload/%252e%252e%252fsecret.key',
      '/upload/..%5csecret.key',
      '/upload/..\\secret.key',
      '/upload/%c0%ae%c0%ae%c0%afsecret.key',
      '/upload/%ef%bc%8e%ef%bc%8e%ef%bc%8fsecret.key',
      `/upload/${name}/../../secret.key`,
      `/upload/${name}%2f..%2f..%2fsecret.key`,
      `/upload/${name}%00.key`,
      `/upload/${name}%00`,
      `/upload/${encodeURIComponent(secretPath)}`,
      `/upload/${secretPath}`,
      `/upload//${secretPath}`,
      '/upload/%00',
      '/upload/',
      '/upload',
      `/upload/${'a'.repeat(10_000)}.pdf`,
      `/upload/${name}.part`,
      `/upload/${ORPHAN}`,
      `//upload/..//..//secret.key`,
      `/api/../upload/../secret.key`,
    ];
    let opened = 0;
    for (const target of attempts) {
      for (const auth of [`Authorization: Bearer ${t.hrToken}\r\n`, '']) {
        const res = await raw(
          `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${auth}Connection: close\r\n\r\n`,
        );
        if (res.status === 200) opened++;
        else expect(res.status, `${target} → ${res.status}`).toBeGreaterThanOrEqual(400);
        expect(res.status, target).toBeLessThan(500);
      }
      // A link signed for the very text of the attempt reaches the name check, never the disk.
      const text = target.replace(/^\/+upload\/?/, '');
      let decoded = text;
      try {
        decoded = decodeURIComponent(text);
      } catch {}
      const signed = signedPath(t.app.files.linkKey, decoded).split('?')[1];
      const res = await raw(
        `GET ${target}?${signed} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      );
      expect(res.body, target).not.toContain(SECRET);
      expect(res.status, target).toBeLessThan(500);
    }
    // Only a spelling of a stored file's own name opens anything (none of these is one).
    expect(opened).toBe(0);
    // The absolute form of the request line, too.
    const absolute = await raw(
      `GET http://127.0.0.1/upload/..%2f..%2fsecret.key HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${t.hrToken}\r\nConnection: close\r\n\r\n`,
    );
    expect(absolute.body).not.toContain(SECRET);
    expect(absolute.status).toBeGreaterThanOrEqual(400);
  });
});

describe('the server', () => {
  it('answered no request of this file with a 5xx', () => {
    expect(serverErrors).toEqual([]);
  });
});
