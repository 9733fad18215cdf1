import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays, companyDate } from '@hris/domain/company-clock';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SHEET_TYPES } from '../../src/lib/sheet-writer';
import { type TestApp, testApp } from '../app';
import { datasheet, makeOrg } from '../fixtures';
import { walk as routeTable } from './route-table';

/**
 * Formula injection (OWASP "CSV injection"): a cell of a CSV or XLSX file that begins with `=`, `+`,
 * `-`, `@`, a tab or a carriage return (or their full-width forms) is run as a formula by Excel,
 * LibreOffice or Google Sheets. Every text column the exports write is seeded with such text (straight
 * into the tables: the forms check names, but a name may also come from an import or an older version),
 * then the route table is walked:
 * - every GET route is called as HR with a request built from its own schemas, and any reply that is a
 *   spreadsheet must come from a route that declares it (`sheetReply` of lib/sheet-writer.ts), so that
 *   a new export cannot escape this test;
 * - every route that declares it is called in each of its formats, and each file is parsed (csv-parse,
 *   exceljs): no cell may begin with a formula trigger and no XLSX cell may be a formula;
 * - and no source file but lib/sheet-writer.ts writes CSV or XLSX itself.
 */

const HOSTILE = [
  '=HYPERLINK("http://x","y")',
  '@SUM(A1)',
  '+1+1',
  '-2+3',
  '\t=1',
  '\r=1',
  '\uFF1D1+1', // full-width =
  '\uFF20SUM(A1)', // full-width @
];
/** What a spreadsheet runs as a formula when a cell begins with it. */
const TRIGGER = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
/** A number as CSV writes one (a negative one begins with "-" and is still a number). */
const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Exports that write only fixed text (no stored text to seed): each other export must show at least
 * one of the seeded texts, disarmed, or the seeding has not reached it and the test proves nothing.
 */
const FIXED_TEXT = new Set(['GET /api/import/:kind/template']);

/** The company's month the requests ask for (the attendance range, the payroll cut-off). */
let first = '';
let last = '';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  const today = companyDate(new Date());
  first = `${today.slice(0, 8)}01`;
  last = addDays(first, 27);
  const org = await makeOrg(t);
  for (const [i, text] of HOSTILE.entries()) {
    const post = async (url: string, body: object) => {
      const res = await t.call('POST', url, body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.id as number;
    };
    const dep = await post('/api/departments/add', { department_name: `Department ${i}` });
    const pos = await post('/api/positions/add', { position_name: `Designation ${i}`, department_id: dep });
    const sub = await post('/api/subdepartments/add', { sub_department_name: `Sub ${i}` });
    const employee = await post(
      '/api/employees/add',
      datasheet(org, { first_name: 'Placeholder', position_id: pos, sub_department_id: sub }),
    );
    await t.db.execute(sql`UPDATE departments SET department_name = ${text} WHERE id = ${dep}`);
    await t.db.execute(sql`UPDATE positions SET pos_name = ${text} WHERE id = ${pos}`);
    await t.db.execute(sql`UPDATE sub_departments SET sub_department_name = ${text} WHERE id = ${sub}`);
    await t.db.execute(
      sql`UPDATE employees SET first_name = ${text}, last_name = ${text} WHERE id = ${employee}`,
    );
  }
});
afterAll(() => t.close());

// ---- requests built from a route's schemas

type Def = { type: string; innerType?: unknown; in?: unknown; entries?: Record<string, string> };
const defOf = (s: unknown): Def => (s as { _zod: { def: Def } })._zod.def;

/** The values of an enum field (behind optional, default, preprocess), or null. */
function enumValues(field: unknown): string[] | null {
  let s = field;
  for (let i = 0; i < 5 && s; i++) {
    const def = defOf(s);
    if (def.type === 'enum') return Object.values(def.entries ?? {});
    s = def.innerType ?? def.in;
    if (def.type === 'pipe') s = defOf(s).type === 'transform' ? undefined : s;
  }
  return null;
}

const shapeOf = (schema: unknown): Record<string, z.ZodType> =>
  schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};

/**
 * The values a request gives a field: every value of an enum that picks the file (a route parameter,
 * `format`), nothing for another optional field, and for a required one the first of a few plausible
 * values its schema takes (the month's first or last day, an id, a year).
 */
function valuesOf(key: string, field: z.ZodType, inPath: boolean): (string | undefined)[] {
  const values = enumValues(field);
  if (values && (inPath || key === 'format')) return values;
  if (field.safeParse(undefined).success) return [undefined];
  const dates = /last|end|to$/i.test(key) ? [last, first] : [first, last];
  const candidates = [...(values ?? []), ...dates, first.slice(0, 7), '1', first.slice(0, 4), 'x'];
  return [candidates.find((c) => field.safeParse(c).success) ?? '1'];
}

/** Every combination of the values of each field. */
function combinations(fields: [string, (string | undefined)[]][]): Record<string, string>[] {
  let out: Record<string, string>[] = [{}];
  for (const [key, values] of fields)
    out = out.flatMap((o) => values.map((v) => (v === undefined ? o : { ...o, [key]: v })));
  return out;
}

/** The requests a GET route is called with. */
function requestsOf(route: RouteOptions): string[] {
  const schema = route.schema ?? {};
  const params = Object.entries(shapeOf(schema.params)).map(
    ([k, f]) => [k, valuesOf(k, f, true)] as [string, (string | undefined)[]],
  );
  const query = Object.entries(shapeOf(schema.querystring)).map(
    ([k, f]) => [k, valuesOf(k, f, false)] as [string, (string | undefined)[]],
  );
  const urls: string[] = [];
  for (const p of combinations(params)) {
    // A parameter the schema does not name (a wildcard) is 1.
    const path = route.url.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(p[name] ?? '1'));
    for (const q of combinations(query)) {
      const search = new URLSearchParams(q).toString();
      urls.push(search ? `${path}?${search}` : path);
    }
  }
  return urls;
}

// ---- spreadsheets

const ZIP = Buffer.from('PK\u0003\u0004', 'latin1');

type Reply = { status: number; type: string; body: Buffer };
/** A spreadsheet by its type, or a workbook by its bytes whatever type it was sent as. */
const isCsv = (r: Reply) => r.type.startsWith('text/csv');
const isXlsx = (r: Reply) =>
  r.type.startsWith(SHEET_TYPES.xlsx) ||
  (r.body.subarray(0, 4).equals(ZIP) && r.body.includes('xl/workbook.xml'));

/** The reply types a route declares for its 200 (`sheetReply` declares the sheet types). */
function declaredTypes(route: RouteOptions): string[] {
  const ok = (route.schema?.response as Record<number, { content?: object }> | undefined)?.[200];
  return Object.keys(ok?.content ?? {});
}
const declaresSheet = (route: RouteOptions) =>
  declaredTypes(route).some((type) => Object.values(SHEET_TYPES).some((s) => s.startsWith(type)));

type Found = { cells: number; disarmed: string[]; armed: string[] };

/** The cells of a CSV: none may begin with a formula trigger unless it is a number. */
function csvCells(body: Buffer, found: Found): void {
  expect(body.subarray(0, 3).toString('latin1'), 'a CSV begins with the UTF-8 byte order mark').toBe(
    '\xEF\xBB\xBF',
  );
  const rows = parse(body, { bom: true, relax_column_count: true }) as string[][];
  for (const row of rows)
    for (const cell of row) {
      found.cells++;
      if (TRIGGER.test(cell) && !NUMBER.test(cell)) found.armed.push(JSON.stringify(cell));
      if (cell.startsWith("'") && HOSTILE.includes(cell.slice(1))) found.disarmed.push(cell);
    }
}

/** The cells of a workbook: no formula, and no text that begins with a formula trigger. */
async function xlsxCells(body: Buffer, found: Found): Promise<void> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  for (const sheet of book.worksheets)
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        found.cells++;
        const where = `${sheet.name}!${cell.address}`;
        if (cell.type === ExcelJS.ValueType.Formula || cell.formula)
          found.armed.push(`${where}: a formula (${cell.formula})`);
        const text =
          typeof cell.value === 'string'
            ? cell.value
            : cell.type === ExcelJS.ValueType.RichText
              ? cell.text
              : null;
        if (text === null) return;
        if (TRIGGER.test(text)) found.armed.push(`${where}: ${JSON.stringify(text)}`);
        if (text.startsWith("'") && HOSTILE.includes(text.slice(1))) found.disarmed.push(text);
      }),
    );
}

// ---- the walk

type Call = { route: string; url: string; reply: Reply };
let calls: Call[] = [];

async function walk(): Promise<Call[]> {
  if (calls.length) return calls;
  const out: Call[] = [];
  for (const { route } of routeTable(t.app).filter((r) => r.method === 'GET')) {
    for (const url of requestsOf(route)) {
      const res = await t.call('GET', url);
      out.push({
        route: `GET ${route.url}`,
        url,
        reply: {
          status: res.statusCode,
          type: String(res.headers['content-type'] ?? ''),
          body: res.rawPayload,
        },
      });
    }
  }
  calls = out;
  return out;
}

const routesDeclaringSheets = () => t.app.routeTable.filter((r) => declaresSheet(r));

describe('the spreadsheets of the route table', () => {
  it('come only from routes that declare them, and each such route answers in each of its formats', async () => {
    const all = await walk();
    const sheets = all.filter((c) => isCsv(c.reply) || isXlsx(c.reply));
    const declared = new Set(routesDeclaringSheets().map((r) => `GET ${r.url}`));
    expect(
      sheets.filter((c) => !declared.has(c.route)).map((c) => c.url),
      'spreadsheets from routes that do not declare sheetReply',
    ).toEqual([]);
    // The exports of today, found by the walk: a new one joins them the day it declares its reply.
    expect(declared.size).toBeGreaterThanOrEqual(4);
    for (const route of declared) {
      const mine = all.filter((c) => c.route === route);
      expect(
        mine.filter((c) => c.reply.status !== 200).map((c) => `${c.url}: ${c.reply.status} ${c.reply.body}`),
        `${route}: every format answers`,
      ).toEqual([]);
      expect(mine.some((c) => isCsv(c.reply))).toBe(true);
      expect(mine.some((c) => isXlsx(c.reply))).toBe(true);
    }
  });

  it('hold no formula and no text that a spreadsheet would run as one', async () => {
    const all = await walk();
    const byRoute = new Map<string, Found>();
    for (const c of all) {
      const csv = isCsv(c.reply);
      if (!csv && !isXlsx(c.reply)) continue;
      const found = byRoute.get(c.route) ?? { cells: 0, disarmed: [], armed: [] };
      byRoute.set(c.route, found);
      const before = found.armed.length;
      if (csv) csvCells(c.reply.body, found);
      else await xlsxCells(c.reply.body, found);
      found.armed.splice(before, Infinity, ...found.armed.slice(before).map((a) => `${c.url}: ${a}`));
    }
    expect(byRoute.size).toBeGreaterThanOrEqual(4);
    const armed = [...byRoute.values()].flatMap((f) => f.armed);
    expect(armed, 'cells a spreadsheet would run').toEqual([]);
    for (const [route, found] of byRoute) {
      expect(found.cells, route).toBeGreaterThan(0);
      if (!FIXED_TEXT.has(route))
        expect(found.disarmed.length, `${route}: the seeded text reaches the file`).toBeGreaterThan(0);
    }
    // Every seeded text was met (and disarmed) in some export.
    const met = new Set([...byRoute.values()].flatMap((f) => f.disarmed.map((d) => d.slice(1))));
    expect([...met].sort()).toEqual([...HOSTILE].sort());
  });

  it('are written by lib/sheet-writer.ts alone', async () => {
    const src = fileURLToPath(new URL('../../src', import.meta.url));
    const writes = /csv-stringify|WorkbookWriter|new ExcelJS\.Workbook\(|\.xlsx\.write/;
    const writers: string[] = [];
    for (const file of await readdir(src, { recursive: true })) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      if (writes.test(await readFile(path.join(src, file), 'utf8'))) writers.push(file);
    }
    expect(writers).toEqual([path.join('lib', 'sheet-writer.ts')]);
  });
});
