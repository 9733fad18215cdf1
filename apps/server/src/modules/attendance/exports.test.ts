import { Readable } from 'node:stream';
import { inflateSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsOf, expectGuarded, json, type TestApp, testApp } from '../../../test/app';
import { hireVia, makeOrg, type Org } from '../../../test/fixtures';
import type { Db } from '../../db/client';
import { type Download, opened } from '../../lib/download';
import { AppError } from '../../lib/errors';
import { attendanceExport, payrollExport } from './exports.service';
import { payrollPage } from './payroll.service';

/** The company's date: the day after the cut-off, so every day of it is due. */
const TODAY = '2026-11-26';
const RANGE = { startDate: '2026-11-11', lastDate: '2026-11-25' };
/** Enough employees in sub-department A for the PDF's second page (45 rows a page). */
const FILLERS = 50;
/** Aa, Ab, ... Bx: names take letters only. */
const filler = (i: number) => String.fromCharCode(65 + Math.floor(i / 26), 97 + (i % 26));

let t: TestApp;
let org: Org;
let amparo: { id: number; emp_id: string };
let nino: { id: number; emp_id: string };

const codeOf = async (id: number) =>
  (await t.db.execute<{ emp_id: string }>(sql`SELECT emp_id FROM employees WHERE id = ${id}`)).rows[0]!
    .emp_id;

beforeAll(async () => {
  t = await testApp({ clock: () => new Date(`${TODAY}T09:00:00+08:00`) });
  org = await makeOrg(t);
  const { rows } = await t.db.execute<{ id: number }>(sql`SELECT id FROM timezones ORDER BY id LIMIT 1`);
  const tz = rows[0]!.id;
  const a = await hireVia(t, org, { first_name: 'Amparo', last_name: 'Dizon', sub_department_id: org.subA });
  const n = await hireVia(t, org, {
    first_name: 'Niño',
    last_name: 'Peña',
    sub_department_id: org.subB,
    position_id: org.hrPos,
  });
  amparo = { id: a, emp_id: await codeOf(a) };
  nino = { id: n, emp_id: await codeOf(n) };
  for (let i = 0; i < FILLERS; i += 10)
    await Promise.all(
      Array.from({ length: Math.min(10, FILLERS - i) }, (_, k) =>
        hireVia(t, org, {
          first_name: 'Zamora',
          last_name: `Filler ${filler(i + k)}`,
          sub_department_id: org.subA,
        }),
      ),
    );
  json(
    await t.call('POST', '/api/workshifts/add', {
      employee_id: a,
      schedule: 'Day-Shift',
      time: '8AM-5PM',
      timezone_id: tz,
      effective_from: '2026-06-01',
    }),
  );
  // A regular holiday for everyone on Monday Nov 16.
  json(
    await t.call('POST', '/api/calendar/add', {
      calendar_content: [
        { name: 'Bonifacio Day (moved)', start: '2026-11-16', type: 2, h_type: 1, display: 0 },
      ],
    }),
  );
  await t.db.execute(sql`INSERT INTO leave_requests (employee_id, date_filled, leave_type, no_of_days, start_date, end_date, remarks, status)
    VALUES (${a}, '2026-11-01', 'Vacation Leave', 1, '2026-11-13', '2026-11-13', 'With Pay', 'approved'),
           (${a}, '2026-11-01', 'Vacation Leave', 1, '2026-11-17', '2026-11-17', 'Without Pay', 'approved')`);
  // Nov 11: a full day with a lunch of 80 minutes (20 minutes over); Nov 18: a time in, no time out.
  await t.db.execute(sql`INSERT INTO attendance_logs (employee_id, att_date, time_in, lunch_break_out, lunch_break_in, time_out)
    VALUES (${a}, '2026-11-11', '08:02:00', '12:00:00', '13:20:00', '17:05:00'),
           (${a}, '2026-11-18', '08:10:00', NULL, NULL, NULL)`);
});
afterAll(() => t.close());

const bytesOf = async (body: Readable) => Buffer.concat(await body.toArray());
const grid = (kind: 'csv' | 'xlsx' | 'pdf', subDepartmentId = 0, db: Db = t.db) =>
  attendanceExport(db, { ...RANGE, subDepartmentId, format: kind === 'xlsx' ? 'xlsx' : 'csv' }, TODAY, kind);
const payroll = (format: 'csv' | 'xlsx', sub_department = 0) =>
  payrollExport(t.db, { ...RANGE, sub_department, format }, TODAY);

/** A workbook read back with exceljs, straight from the body. */
async function workbook(body: Readable) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.read(body);
  return book;
}

const csvRows = async (d: Download) => {
  const bytes = await bytesOf(d.body);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parse(bytes, { bom: true, columns: true }) as Record<string, string>[];
};

/** What Amparo's fortnight shows, column by column. */
const AMPARO_DAYS = {
  'Nov 11 Wed': 'Present 08:02-17:05',
  'Nov 12 Thu': 'Absent',
  'Nov 13 Fri': 'Leave With Pay',
  'Nov 14 Sat': 'Day-off',
  'Nov 15 Sun': 'Day-off',
  'Nov 16 Mon': 'Holiday',
  'Nov 17 Tue': 'Leave Without Pay',
  'Nov 18 Wed': 'Present 08:10-',
  'Nov 25 Wed': 'Absent',
};
const AMPARO_TOTALS = {
  Present: '2',
  Absent: '6',
  Holiday: '1',
  'Leave With Pay': '1',
  'Leave Without Pay': '1',
  'Day-off': '4',
  Overbreak: '20m 00s',
};

describe('the attendance CSV (GET api/exportdata)', () => {
  it('has a row per employee by name, each day as HR sees it, and the totals', async () => {
    const d = grid('csv');
    expect(d.fileName).toBe('attendance_2026-11-11_2026-11-25.csv');
    expect(d.contentType).toBe('text/csv; charset=utf-8');
    const rows = await csvRows(d);
    expect(rows).toHaveLength(2 + FILLERS);
    expect(Object.keys(rows[0]!)).toEqual([
      'Employee ID',
      'Name',
      'Department',
      'Position',
      ...'Wed Thu Fri Sat Sun Mon Tue Wed Thu Fri Sat Sun Mon Tue Wed'
        .split(' ')
        .map((weekday, i) => `Nov ${11 + i} ${weekday}`),
      'Present',
      'Absent',
      'Holiday',
      'Leave With Pay',
      'Leave Without Pay',
      'Day-off',
      'Overbreak',
    ]);
    expect(rows[0]).toMatchObject({
      'Employee ID': amparo.emp_id,
      Name: 'Amparo Dizon',
      Department: 'Operations',
      Position: 'Customer Service Representative',
      ...AMPARO_DAYS,
      ...AMPARO_TOTALS,
    });
    // Sorted by name: Niño Peña before the Zamoras, his ñ intact.
    expect(rows[1]).toMatchObject({
      'Employee ID': nino.emp_id,
      Name: 'Niño Peña',
      Department: 'Human Resources',
      'Nov 11 Wed': 'Absent',
      Present: '0',
      Absent: '10',
      Holiday: '1',
      Overbreak: '0m 00s',
    });
    expect(rows.slice(2).map((r) => r.Name)).toEqual(
      Array.from({ length: FILLERS }, (_, i) => `Zamora Filler ${filler(i)}`),
    );
  });

  it('takes one sub-department', async () => {
    const rows = await csvRows(grid('csv', org.subB));
    expect(rows.map((r) => r['Employee ID'])).toEqual([nino.emp_id]);
    expect(await csvRows(grid('csv', org.subA))).toHaveLength(1 + FILLERS);
  });
});

describe('the attendance XLSX (GET api/exportdata?format=xlsx)', () => {
  it('is a workbook with a bold, frozen header, the days coloured by status and the totals as numbers', async () => {
    const d = grid('xlsx');
    expect(d.fileName).toBe('attendance_2026-11-11_2026-11-25.xlsx');
    expect(d.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const sheet = (await workbook(d.body)).getWorksheet('Attendance')!;
    expect(sheet.rowCount).toBe(1 + 2 + FILLERS);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', xSplit: 2, ySplit: 1 });
    const header = sheet.getRow(1);
    expect(header.getCell(1).value).toBe('Employee ID');
    expect(header.getCell(1).font?.bold).toBe(true);
    expect(header.getCell(5).value).toBe('Nov 11 Wed');
    expect(header.getCell(19).value).toBe('Nov 25 Wed');
    expect(header.getCell(26).value).toBe('Overbreak');
    expect(sheet.getColumn(2).width).toBeGreaterThanOrEqual(20);
    const row = sheet.getRow(2);
    const byHeader = (name: string) => row.getCell((header.values as ExcelJS.CellValue[]).indexOf(name));
    expect(row.getCell(1).value).toBe(amparo.emp_id);
    expect(row.getCell(2).value).toBe('Amparo Dizon');
    for (const [day, text] of Object.entries(AMPARO_DAYS)) expect(byHeader(day).value, day).toBe(text);
    expect(byHeader('Nov 11 Wed').fill).toMatchObject({ pattern: 'solid', fgColor: { argb: 'FFC6EFCE' } });
    expect(byHeader('Nov 12 Thu').fill).toMatchObject({ fgColor: { argb: 'FFFFC7CE' } });
    expect(byHeader('Present').value).toBe(2);
    expect(byHeader('Absent').value).toBe(6);
    expect(byHeader('Overbreak').value).toBe('20m 00s');
    expect(sheet.getRow(3).getCell(2).value).toBe('Niño Peña');
  });

  it('takes one sub-department', async () => {
    const sheet = (await workbook(grid('xlsx', org.subB).body)).getWorksheet('Attendance')!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe(nino.emp_id);
  });
});

/** The text a PDF shows: pdfkit writes each string as hex glyph codes (WinAnsi) in deflated streams. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[([^\]]*)\] TJ/g))
      texts.push(
        [...tj[1]!.matchAll(/<([0-9a-f]*)>/g)]
          .map((h) => Buffer.from(h[1]!, 'hex').toString('latin1'))
          .join(''),
      );
  }
  return texts.join('\n');
}
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page(?!s)/g)?.length ?? 0;

describe('the attendance PDF (GET api/downloadpdfadmin)', () => {
  it('is an A4 landscape table, a page per 45 employees, numbered', async () => {
    const d = grid('pdf');
    expect(d.fileName).toBe('attendance_2026-11-11_2026-11-25.pdf');
    expect(d.contentType).toBe('application/pdf');
    const pdf = await bytesOf(d.body);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    expect(pageCount(pdf)).toBe(2);
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
    const text = pdfText(pdf);
    expect(text).toContain('Time and Attendance \x97 All \x97 Nov 11 2026 to Nov 25 2026');
    expect(text).toContain('Page 1');
    expect(text).toContain('Page 2');
    expect(text).toContain('Amparo Dizon');
    expect(text).toContain('Ni\xf1o Pe\xf1a');
    for (const code of ['P', 'A', 'H', 'LWP', 'LWOP', 'D']) expect(text.split('\n')).toContain(code);
  });

  it('takes one sub-department, its name in the title', async () => {
    const pdf = await bytesOf(grid('pdf', org.subB).body);
    expect(pageCount(pdf)).toBe(1);
    const text = pdfText(pdf);
    expect(text).toContain('Time and Attendance \x97 VA-US \x97');
    expect(text).not.toContain('Amparo Dizon');
  });
});

describe('the payroll export (GET api/payroll/export)', () => {
  it('gives the figures of the payroll screen, as CSV and as XLSX', async () => {
    const screen = await payrollPage(t.db, { ...RANGE, sub_department: 0, page: 1, per_page: 500 }, TODAY);
    const mine = screen.data.find((r) => r.employee_id === amparo.id)!;
    expect(mine).toMatchObject({ days_present: 2, absences: 6, late_minutes: 12, overbreak_minutes: 20 });

    const d = payroll('csv');
    expect(d.fileName).toBe('payroll_2026-11-11_2026-11-25.csv');
    const rows = await csvRows(d);
    expect(rows).toHaveLength(screen.meta.total);
    expect(rows[0]).toEqual({
      'Employee ID': amparo.emp_id,
      Name: 'Amparo Dizon',
      Department: 'Operations',
      Position: 'Customer Service Representative',
      'Days Present': '2',
      Absences: '6',
      'Leave With Pay': '1',
      'Leave Without Pay': '1',
      'Regular Holidays Worked': '0',
      'Special Holidays Worked': '0',
      'Minutes Late': '12',
      'Approved Undertime (hours)': '0',
      'Unexplained Undertime (hours)': String(mine.undertime_unexplained_hours),
      'Overbreak (minutes)': '20',
      'Night Differential (hours)': '0',
    });

    const x = payroll('xlsx');
    expect(x.fileName).toBe('payroll_2026-11-11_2026-11-25.xlsx');
    const sheet = (await workbook(x.body)).getWorksheet('Payroll')!;
    expect(sheet.getRow(1).getCell(5).value).toBe('Days Present');
    expect(sheet.getRow(2).getCell(1).value).toBe(amparo.emp_id);
    expect(sheet.getRow(2).getCell(5).value).toBe(2);
    expect(sheet.getRow(2).getCell(11).value).toBe(12);
    expect(sheet.rowCount).toBe(1 + screen.meta.total);

    const one = await csvRows(payroll('csv', org.subB));
    expect(one.map((r) => r['Employee ID'])).toEqual([nino.emp_id]);
  });
});

describe('failures', () => {
  it('fails an unknown sub-department with a 404 before the first byte', async () => {
    for (const d of [
      grid('csv', 999_999),
      grid('xlsx', 999_999),
      grid('pdf', 999_999),
      payroll('csv', 999_999),
    ]) {
      const chunks: Buffer[] = [];
      d.body.on('data', (c: Buffer) => chunks.push(c));
      const err = await new Promise<unknown>((resolve) => d.body.once('error', resolve));
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).statusCode).toBe(404);
      expect(chunks).toEqual([]);
    }
  });

  it('lets the route wait for the first bytes, so a failure before them is a plain error reply', async () => {
    for (const d of [grid('csv', 999_999), grid('pdf', 999_999), payroll('xlsx', 999_999)])
      await expect(opened(d)).rejects.toMatchObject({
        statusCode: 404,
        message: 'The sub-department was not found.',
      });
    const d = await opened(grid('csv', org.subB));
    expect((await csvRows(d)).map((r) => r.Name)).toEqual(['Niño Peña']);
    const x = await opened(payroll('xlsx', org.subB));
    expect((await workbook(x.body)).getWorksheet('Payroll')!.rowCount).toBe(2);
  });

  it('destroys the body when the database fails mid-stream', async () => {
    // The read fails once the first bytes have gone out (the file's start is written before the rows).
    let firstBytesOut = Promise.resolve();
    const failing = Object.assign(Object.create(t.db) as Db, {
      $client: {
        connect: async () => {
          await firstBytesOut;
          throw new Error('connection terminated unexpectedly');
        },
      },
    });
    for (const kind of ['csv', 'xlsx', 'pdf'] as const) {
      let out = () => {};
      firstBytesOut = new Promise<void>((resolve) => (out = resolve));
      const d = grid(kind, 0, failing);
      const chunks: Buffer[] = [];
      d.body.on('data', (c: Buffer) => {
        chunks.push(c);
        out();
      });
      const err = await new Promise<Error>((resolve) => d.body.once('error', resolve));
      expect(err.message, kind).toBe('connection terminated unexpectedly');
      expect(d.body.destroyed).toBe(true);
      const sent = Buffer.concat(chunks).toString('latin1');
      if (kind === 'csv') expect(sent).toContain('Employee ID');
      if (kind === 'pdf') expect(sent).toMatch(/^%PDF-/);
    }
  });

  it('stops when the client goes away', async () => {
    for (const kind of ['csv', 'xlsx', 'pdf'] as const) {
      const d = grid(kind);
      const first = await new Promise<Buffer>((resolve) => d.body.once('data', resolve));
      expect(first.length).toBeGreaterThan(0);
      d.body.destroy();
      await new Promise((r) => d.body.once('close', r));
    }
    // The exports left nothing running: a later one still works.
    expect(await csvRows(grid('csv', org.subB))).toHaveLength(1);
  });
});

describe('the routes', () => {
  const QUERY = `startDate=${RANGE.startDate}&lastDate=${RANGE.lastDate}`;

  it('are for HR only', async () => {
    await expectGuarded(t, 'GET', `/api/exportdata?${QUERY}`);
    await expectGuarded(t, 'GET', `/api/downloadpdfadmin?${QUERY}`);
    await expectGuarded(t, 'GET', `/api/payroll/export?${QUERY}`);
  });

  it('send each file as an attachment with its type', async () => {
    const csvRes = await t.call('GET', `/api/exportdata?${QUERY}&subDepartmentId=${org.subB}`);
    expect(csvRes.statusCode).toBe(200);
    expect(csvRes.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csvRes.headers['content-disposition']).toContain(
      'filename="attendance_2026-11-11_2026-11-25.csv"',
    );
    const rows = parse(csvRes.rawPayload, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.Name)).toEqual(['Niño Peña']);

    const xlsxRes = await t.call('GET', `/api/exportdata?${QUERY}&format=xlsx`);
    expect(xlsxRes.statusCode).toBe(200);
    expect(xlsxRes.headers['content-disposition']).toContain('attendance_2026-11-11_2026-11-25.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.read(Readable.from([xlsxRes.rawPayload]));
    expect(book.getWorksheet('Attendance')!.rowCount).toBe(1 + 2 + FILLERS);

    const pdfRes = await t.call('GET', `/api/downloadpdfadmin?${QUERY}&subDepartmentId=${org.subA}`);
    expect(pdfRes.statusCode).toBe(200);
    expect(pdfRes.headers['content-type']).toBe('application/pdf');
    expect(pdfRes.headers['content-disposition']).toContain('attendance_2026-11-11_2026-11-25.pdf');
    expect(pageCount(pdfRes.rawPayload)).toBe(2);

    const payRes = await t.call('GET', `/api/payroll/export?${QUERY}&sub_department=${org.subA}&format=xlsx`);
    expect(payRes.statusCode).toBe(200);
    expect(payRes.headers['content-disposition']).toContain('payroll_2026-11-11_2026-11-25.xlsx');
  });

  it('answer 422 for a bad range or format', async () => {
    expect(
      errorsOf(await t.call('GET', '/api/exportdata?startDate=2026-11-25&lastDate=2026-11-11')).lastDate,
    ).toBeDefined();
    expect(errorsOf(await t.call('GET', `/api/exportdata?${QUERY}&format=pdf`)).format).toBeDefined();
    expect(
      errorsOf(await t.call('GET', '/api/downloadpdfadmin?lastDate=2026-11-11')).startDate,
    ).toBeDefined();
    expect(
      errorsOf(await t.call('GET', `/api/payroll/export?${QUERY}&sub_department=x`)).sub_department,
    ).toBeDefined();
  });

  it('answers 404 with a message, not a cut file, for an unknown sub-department', async () => {
    for (const url of [
      `/api/exportdata?${QUERY}&subDepartmentId=999999`,
      `/api/downloadpdfadmin?${QUERY}&subDepartmentId=999999`,
      `/api/payroll/export?${QUERY}&sub_department=999999&format=xlsx`,
    ]) {
      const res = await t.call('GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ response: 'error', message: 'The sub-department was not found.' });
    }
  });
});
