import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsOf, json, type TestApp, testApp } from '../../../test/app';
import { hireVia, makeOrg } from '../../../test/fixtures';
import { multipart } from '../../../test/sample-files';

/**
 * Punches dated where no punch can be: a terminal whose clock was reset (1969, 2000), a file with a
 * typo (0001, 9999, 2099). Both ways in, the file import and a terminal's push, take only punches from
 * 2000-01-01 to the end of next year (the company's): a file's row outside is a problem of its own,
 * a terminal's line is skipped and counted, and neither ever answers 500.
 */

/** The app's clock: Friday 2026-03-20, 09:00 in Manila; next year ends 2027-12-31. */
const now = new Date('2026-03-20T09:00:00+08:00');
const SN = 'YEARS0001';

/** The stamps refused, and the neighbours of the window's two ends taken. */
const OUTSIDE = [
  '0000-01-01 08:00:00',
  '0001-01-01 08:00:00',
  '9999-12-31 23:59:59',
  '1969-12-31 08:00:00',
  '2099-01-01 08:00:00',
  '1999-12-31 23:59:59',
  '2028-01-01 00:00:00',
];
const INSIDE = ['2000-01-01 00:00:00', '2027-12-31 23:59:59'];

let t: TestApp;
let code: string;
let employee: number;

beforeAll(async () => {
  t = await testApp({ clock: () => now });
  const org = await makeOrg(t);
  employee = await hireVia(t, org, { first_name: 'Amparo', last_name: 'Dizon' });
  code = (await t.db.execute<{ emp_id: string }>(sql`SELECT emp_id FROM employees WHERE id = ${employee}`))
    .rows[0]!.emp_id;
  json(await t.call('POST', '/api/attendance/devices/add', { serial_number: SN, name: 'Lobby' }));
});
afterAll(() => t.close());

const punches = async () =>
  (
    await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM attendance_punches WHERE employee_id = ${employee}`,
    )
  ).rows[0]!.n;

const upload = (name: string, bytes: Buffer, commit = false) => {
  const { payload, headers } = multipart([
    ['commit', String(commit)],
    ['file', name, bytes],
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/attendance/import',
    payload,
    headers: { ...headers, authorization: `Bearer ${t.hrToken}` },
  });
};

const problem = (row: number, stamp: string) =>
  `Row ${row}: the timestamp "${stamp}" is outside 2000 to 2027.`;

describe('POST api/attendance/import', () => {
  const csv = () =>
    Buffer.from(['emp_id,timestamp', ...[...OUTSIDE, ...INSIDE].map((s) => `${code},${s}`)].join('\n'));

  it('lists each punch outside 2000 to next year as a problem of its row, and commits none of them', async () => {
    const preview = json(await upload('punches.csv', csv()));
    expect(preview.problems).toEqual(OUTSIDE.map((s, i) => ({ row: i + 2, message: problem(i + 2, s) })));
    expect(preview.punches_new).toBe(INSIDE.length);
    const refused = await upload('punches.csv', csv(), true);
    expect(errorsOf(refused).file).toEqual(OUTSIDE.map((s, i) => problem(i + 2, s)));
    expect(await punches()).toBe(0);
  });

  it('takes the two ends of the window', async () => {
    const inside = Buffer.from(['emp_id,timestamp', ...INSIDE.map((s) => `${code},${s}`)].join('\n'));
    expect(json(await upload('inside.csv', inside, true)).punches_new).toBe(2);
    expect(await punches()).toBe(2);
  });

  it('reads Excel date cells of such years the same way', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Punches');
    sheet.addRow(['emp_id', 'timestamp']);
    // exceljs takes a Date as the wall clock in UTC, as Excel holds it.
    for (const stamp of ['1969-07-20 20:17:00', '2099-01-01 08:00:00', '9999-12-31 08:00:00'])
      sheet.addRow([code, new Date(`${stamp.replace(' ', 'T')}Z`)]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const preview = json(await upload('punches.xlsx', bytes));
    expect(preview.problems.map((p: { message: string }) => p.message)).toEqual([
      problem(2, '1969-07-20 20:17:00'),
      problem(3, '2099-01-01 08:00:00'),
      problem(4, '9999-12-31 08:00:00'),
    ]);
  });
});

describe('a terminal’s push (POST /iclock/cdata?table=ATTLOG)', () => {
  const push = (lines: string[]) =>
    t.app.inject({
      method: 'POST',
      url: `/iclock/cdata?SN=${SN}&table=ATTLOG&Stamp=9999`,
      payload: lines.join('\n'),
      headers: { 'content-type': 'text/plain' },
    });

  it('skips and counts the lines dated outside 2000 to next year, stores the others, and shows them to HR', async () => {
    const before = await punches();
    const lines = [
      ...OUTSIDE.map((s) => `${code}\t${s}\t0\t1`),
      `${code.replace('-', '')}\t2026-03-19 08:01:00\t0\t1`,
    ];
    const res = await push(lines);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(`OK: ${lines.length}`);
    expect(await punches()).toBe(before + 1);
    const device = json(await t.call('GET', '/api/attendance/devices')).data[0];
    expect(device).toMatchObject({
      stamps_refused: OUTSIDE.length,
      last_stamp_refused: OUTSIDE[OUTSIDE.length - 1],
    });
    expect(device.last_stamp_refused_at).not.toBeNull();
    // Sent again (a terminal resends what it thinks was lost): counted again, nothing stored.
    expect((await push(lines.slice(0, 2))).body).toBe('OK: 2');
    expect(json(await t.call('GET', '/api/attendance/devices')).data[0].stamps_refused).toBe(
      OUTSIDE.length + 2,
    );
    expect(await punches()).toBe(before + 1);
  });

  it('answers a push of good lines as before', async () => {
    const res = await push([`${code}\t2026-03-18 08:00:00\t0\t1`]);
    expect(res.body).toBe('OK: 1');
  });
});
