import type { EventEmitter } from 'node:events';
import { PassThrough, Readable, type Writable } from 'node:stream';
import {
  type AttendanceExportQuery,
  type AttendanceRange,
  DAY_STATUS_LABELS,
  type DayStatus,
  daysOf,
  hasTime,
  minutesAndSeconds,
} from '@hris/domain/attendance';
import { PAYROLL_FIGURE_LABELS, PAYROLL_FIGURES, type PayrollExportQuery } from '@hris/domain/payroll';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { type ComputedDay, computeDays, type EmployeeHead, employeeHeads } from './days';
import { payrollRowOf } from './payroll.service';

/**
 * The streamed exports of the month grid (CSV, XLSX, PDF) and of the payroll cut-off (CSV, XLSX).
 * Employees are read a batch at a time (`employeeHeads` + `computeDays`, the same reads as the
 * screens) and each batch is written out before the next is read; every writer waits while the
 * client is slower than the database, so a month of 5,000 employees never sits in memory. Nothing
 * is read until the body is first read (or `opened`): what fails before the first byte (an unknown
 * sub-department, 404) rejects `opened`, a failure later destroys the body (the client sees a cut
 * transfer), and a client that goes away stops the reads.
 */

export type Download = { body: Readable; fileName: string; contentType: string };

/** Employees read (and written) at a time. */
const BATCH = 250;

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;
type Kind = keyof typeof CONTENT_TYPES;

/** GET api/exportdata (csv, or xlsx with format=xlsx) and GET api/downloadpdfadmin (pdf). */
export function attendanceExport(
  db: Db,
  q: AttendanceExportQuery,
  today: string,
  kind: 'csv' | 'xlsx' | 'pdf',
): Download {
  const range = { startDate: q.startDate, lastDate: q.lastDate };
  const source: Source = { db, subDepartmentId: q.subDepartmentId, range, today };
  const write = kind === 'pdf' ? gridPdf : kind === 'xlsx' ? gridXlsx : gridCsv;
  return download(`attendance_${range.startDate}_${range.lastDate}`, kind, (out) => write(out, source));
}

/** GET api/payroll/export */
export function payrollExport(db: Db, q: PayrollExportQuery, today: string): Download {
  const range = { startDate: q.startDate, lastDate: q.lastDate };
  const source: Source = { db, subDepartmentId: q.sub_department, range, today };
  const kind = q.format === 'xlsx' ? 'xlsx' : 'csv';
  return download(`payroll_${range.startDate}_${range.lastDate}`, kind, (out) =>
    (kind === 'xlsx' ? payrollXlsx : payrollCsv)(out, source),
  );
}

// ---- the plumbing: a lazily started producer writing with backpressure

/** Thrown by a writer when the body was destroyed (the client went away): it just stops. */
const ABORTED = Symbol('aborted');

function download(base: string, kind: Kind, produce: (out: PassThrough) => Promise<void>): Download {
  return { body: streamed(produce), fileName: `${base}.${kind}`, contentType: CONTENT_TYPES[kind] };
}

/** How to start each body's producer and wait for its first bytes (`opened`). */
const openers = new WeakMap<Readable, () => Promise<void>>();

/**
 * A body whose bytes `produce` writes into `out`. The producer starts on the body's first read (or
 * on `opened`); it must wait (`put`, `room`) while `out` is full. Its failure destroys the body with
 * the error; the body's end or destruction destroys `out`, which makes a waiting producer stop.
 */
function streamed(produce: (out: PassThrough) => Promise<void>): Readable {
  const out = new PassThrough({ highWaterMark: 64 * 1024 });
  // The consumer of `out` (the body below) takes its failure from its state; with none attached
  // yet, the error event alone must not bring the process down.
  out.on('error', () => {});
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    produce(out).then(
      () => {},
      (err: unknown) => out.destroy(err === ABORTED ? undefined : (err as Error)),
    );
  };
  async function* chunks() {
    start();
    yield* out;
  }
  const body = Readable.from(chunks(), { objectMode: false, highWaterMark: 64 * 1024 });
  body.once('close', () => out.destroy());
  openers.set(body, () => {
    start();
    return firstBytes(out);
  });
  return body;
}

/** Resolves when `out` has bytes to read (or has ended); rejects when it fails first. */
function firstBytes(out: PassThrough): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (err?: unknown) => {
      out.off('readable', ready);
      out.off('close', ready);
      out.off('error', failed);
      if (err) reject(err);
      else resolve();
    };
    const ready = () => settle();
    const failed = (err: unknown) => settle(err);
    if (out.errored) return reject(out.errored);
    if (out.readableLength > 0 || out.destroyed) return resolve();
    out.on('readable', ready);
    out.on('close', ready);
    out.on('error', failed);
  });
}

/**
 * Starts an export and waits for its first bytes, so that what fails before them (an unknown
 * sub-department, the database out of reach) rejects here, before the route has set any header,
 * and is answered as any other error (404, 503) instead of as a broken download.
 */
export async function opened(d: Download): Promise<Download> {
  await openers.get(d.body)?.();
  return d;
}

/** Resolves on `event` of `emitter`, or when `out` closes (the client went away). */
function until(emitter: EventEmitter, event: string, out: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      emitter.off(event, done);
      out.off('close', done);
      resolve();
    };
    emitter.on(event, done);
    out.on('close', done);
  });
}

/** Writes a chunk, then waits while `out` is full. */
async function put(out: Writable, chunk: string | Buffer): Promise<void> {
  if (out.destroyed) throw ABORTED;
  if (!out.write(chunk)) await until(out, 'drain', out);
  if (out.destroyed) throw ABORTED;
}

/** Waits until `out` has room (a writer that writes to `out` itself, as pdfkit does through pipe). */
async function room(out: Writable): Promise<void> {
  if (out.writableNeedDrain) await until(out, 'drain', out);
  if (out.destroyed) throw ABORTED;
}

// ---- the rows

type Source = { db: Db; subDepartmentId: number; range: AttendanceRange; today: string };
type Person = { head: EmployeeHead; days: ComputedDay[] };

/** The sub-department's name ("All" for 0); a 404 for one that does not exist. */
async function subDepartmentName(db: Db, id: number): Promise<string> {
  if (!id) return 'All';
  const { rows } = await db.execute<{ name: string }>(
    sql`SELECT sub_department_name AS name FROM sub_departments WHERE id = ${id}`,
  );
  if (!rows[0]) throw notFound('The sub-department');
  return rows[0].name;
}

/**
 * The employees of the export by name, a batch at a time, each with the range's days. The next
 * batch is read while the current one is written.
 */
async function* people(s: Source): AsyncGenerator<Person[]> {
  const read = async (offset: number): Promise<Person[]> => {
    const { rows } = await employeeHeads(
      s.db,
      { subDepartmentId: s.subDepartmentId, range: s.range },
      BATCH,
      offset,
      { count: false },
    );
    const days = await computeDays(s.db, rows, s.range, s.today);
    return rows.map((head) => ({ head, days: days.get(head.id) ?? [] }));
  };
  let next: Promise<Person[]> | null = read(0);
  for (let offset = 0; next; offset += BATCH) {
    const batch: Person[] = await next;
    next = batch.length === BATCH ? read(offset + BATCH) : null;
    // Read ahead; should the writer stop (the client went away), its failure is nobody's concern.
    next?.catch(() => {});
    if (batch.length) yield batch;
  }
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** "Nov 11 Wed": a day's column. */
export function dayHeader(date: string): string {
  const d = utc(date);
  return `${MONTHS[d.getUTCMonth()]} ${date.slice(8, 10)} ${WEEKDAYS[d.getUTCDay()]}`;
}

/** "Nov 11 2026" (the design's MMM DD YYYY). */
const longDate = (date: string) =>
  `${MONTHS[utc(date).getUTCMonth()]} ${date.slice(8, 10)} ${date.slice(0, 4)}`;

const hhmm = (t: string) => t.slice(0, 5);

/** A day's cell: its status and, when it has a time in, the times ("Present 08:02-17:05"). */
export function dayCell(d: ComputedDay): string {
  const label = DAY_STATUS_LABELS[d.status];
  const log = d.log;
  if (!log || !hasTime(log.time_in)) return label;
  const times = `${hhmm(log.time_in)}-${hasTime(log.time_out) ? hhmm(log.time_out) : ''}`;
  return label ? `${label} ${times}` : times;
}

/** The totals columns of the grid, by status, then the overbreak. */
const TOTAL_STATUSES = [
  'present',
  'absent',
  'holiday',
  'leave_with_pay',
  'leave_without_pay',
  'day_off',
] as const satisfies readonly DayStatus[];

function totalsOf(days: readonly ComputedDay[]) {
  const counts: Record<DayStatus, number> = {
    present: 0,
    absent: 0,
    holiday: 0,
    leave_with_pay: 0,
    leave_without_pay: 0,
    day_off: 0,
    blank: 0,
  };
  let overbreak = 0;
  for (const d of days) {
    counts[d.status]++;
    overbreak += d.figures.overbreak_seconds;
  }
  return { counts, overbreak };
}

const HEAD_LABELS = ['Employee ID', 'Name', 'Department', 'Position'];
const headCells = (h: EmployeeHead) => [
  h.emp_id,
  h.full_name,
  h.department_name ?? '',
  h.position_name ?? '',
];

function gridHeader(dates: readonly string[]): string[] {
  return [
    ...HEAD_LABELS,
    ...dates.map(dayHeader),
    ...TOTAL_STATUSES.map((s) => DAY_STATUS_LABELS[s]),
    'Overbreak',
  ];
}

function gridRow(p: Person): (string | number)[] {
  const { counts, overbreak } = totalsOf(p.days);
  return [
    ...headCells(p.head),
    ...p.days.map(dayCell),
    ...TOTAL_STATUSES.map((s) => counts[s]),
    minutesAndSeconds(overbreak),
  ];
}

const payrollHeader = () => [...HEAD_LABELS, ...PAYROLL_FIGURES.map((f) => PAYROLL_FIGURE_LABELS[f])];

function payrollCells(p: Person): (string | number)[] {
  const row = payrollRowOf(p.head, p.days);
  return [...headCells(p.head), ...PAYROLL_FIGURES.map((f) => row[f])];
}

// ---- CSV

/**
 * UTF-8 with a byte order mark (so Excel reads ñ), CRLF lines, and text that Excel would take for a
 * formula (=, +, -, @ first) quoted with a leading apostrophe.
 */
const CSV_OPTIONS = { record_delimiter: 'windows', escape_formulas: true } as const;
const BOM = '\uFEFF';

async function csv(
  out: PassThrough,
  s: Source,
  header: string[],
  cells: (p: Person) => (string | number)[],
): Promise<void> {
  await subDepartmentName(s.db, s.subDepartmentId);
  await put(out, BOM + stringify([header], CSV_OPTIONS));
  for await (const batch of people(s)) await put(out, stringify(batch.map(cells), CSV_OPTIONS));
  out.end();
}

const gridCsv = (out: PassThrough, s: Source) =>
  csv(out, s, gridHeader(daysOf(s.range.startDate, s.range.lastDate)), gridRow);
const payrollCsv = (out: PassThrough, s: Source) => csv(out, s, payrollHeader(), payrollCells);

// ---- XLSX

const argb = (rgb: string): Partial<ExcelJS.Style> => ({
  fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: `FF${rgb}` } },
});

/** One style object per look: exceljs's style table finds a shared object at once. */
const XLSX_STYLES = {
  plain: {} as Partial<ExcelJS.Style>,
  header: {
    font: { bold: true },
    alignment: { vertical: 'middle', wrapText: true },
  } as Partial<ExcelJS.Style>,
  status: {
    present: argb('C6EFCE'),
    absent: argb('FFC7CE'),
    holiday: argb('E4DFEC'),
    leave_with_pay: argb('B7E1DD'),
    leave_without_pay: argb('FCD5B4'),
    day_off: argb('E7E6E6'),
    blank: {},
  } as Record<DayStatus, Partial<ExcelJS.Style>>,
};

/** The part of exceljs's streaming worksheet the backpressure looks at (not in its types). */
type SheetStream = { stream?: { pipes?: Writable[] } };

/**
 * exceljs writes each committed row into the sheet's zip entry without waiting; wait until what a
 * batch wrote has gone on into the zip (which waits for `out`), so that at most a batch is held.
 */
async function sheetFlushed(sheet: ExcelJS.Worksheet, out: Writable): Promise<void> {
  for (const pipe of (sheet as unknown as SheetStream).stream?.pipes ?? [])
    if (pipe.writableNeedDrain) await until(pipe, 'drain', out);
  if (out.destroyed) throw ABORTED;
}

async function xlsx(
  out: PassThrough,
  s: Source,
  sheetName: string,
  header: string[],
  widths: number[],
  row: (p: Person, r: ExcelJS.Row) => void,
): Promise<void> {
  await subDepartmentName(s.db, s.subDepartmentId);
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const zip = (book as unknown as { zip: EventEmitter }).zip;
  let zipError: Error | null = null;
  zip.on('error', (err: Error) => {
    zipError = err;
    out.destroy(err);
  });
  book.creator = 'HRIS';
  const sheet = book.addWorksheet(sheetName, { views: [{ state: 'frozen', xSplit: 2, ySplit: 1 }] });
  sheet.columns = widths.map((width) => ({ width }));
  const top = sheet.addRow(header);
  top.height = 30;
  top.eachCell((c) => {
    c.style = XLSX_STYLES.header;
  });
  top.commit();
  for await (const batch of people(s)) {
    for (const p of batch) {
      const r = sheet.addRow([]);
      row(p, r);
      r.commit();
    }
    await sheetFlushed(sheet, out);
  }
  sheet.commit();
  const committed = book.commit();
  // A body destroyed meanwhile never finishes: stop waiting then (and take no failure of it).
  committed.catch(() => {});
  await Promise.race([committed, until(out, 'finish', out)]);
  if (zipError) throw zipError;
  if (out.destroyed && !out.writableFinished) throw ABORTED;
}

/** Writes the cells of a row, each with a shared style object. */
function fill(r: ExcelJS.Row, values: readonly (string | number)[]) {
  for (let i = 0; i < values.length; i++) {
    const c = r.getCell(i + 1);
    const v = values[i]!;
    c.value = v === '' ? null : v;
    c.style = XLSX_STYLES.plain;
  }
}

function gridXlsx(out: PassThrough, s: Source): Promise<void> {
  const dates = daysOf(s.range.startDate, s.range.lastDate);
  const widths = [12, 28, 20, 24, ...dates.map(() => 19), 9, 9, 9, 9, 9, 9, 11];
  const first = HEAD_LABELS.length + 1;
  return xlsx(out, s, 'Attendance', gridHeader(dates), widths, (p, r) => {
    fill(r, gridRow(p));
    p.days.forEach((d, i) => {
      r.getCell(first + i).style = XLSX_STYLES.status[d.status];
    });
  });
}

function payrollXlsx(out: PassThrough, s: Source): Promise<void> {
  const widths = [12, 28, 20, 24, ...PAYROLL_FIGURES.map(() => 14)];
  return xlsx(out, s, 'Payroll', payrollHeader(), widths, (p, r) => fill(r, payrollCells(p)));
}

// ---- PDF

/** The short code of a status in the PDF's narrow day columns. */
export const DAY_STATUS_CODES: Record<DayStatus, string> = {
  present: 'P',
  absent: 'A',
  holiday: 'H',
  leave_with_pay: 'LWP',
  leave_without_pay: 'LWOP',
  day_off: 'D',
  blank: '',
};

const LEGEND = (['present', 'absent', 'holiday', 'leave_with_pay', 'leave_without_pay', 'day_off'] as const)
  .map((s) => `${DAY_STATUS_CODES[s]} ${DAY_STATUS_LABELS[s]}`)
  .join('   ');

/** A4 landscape, in points. */
const PAGE = { width: 841.89, height: 595.28, margin: 24 } as const;
const ROW_H = 11;
const HEADER_H = 18;
const TABLE_TOP = PAGE.margin + 20;
const ROWS_PER_PAGE = Math.floor((PAGE.height - PAGE.margin - 14 - TABLE_TOP - HEADER_H) / ROW_H);
const TEXT = { lineBreak: false } as const;
const INK = '#000000';
const ABSENT_INK = '#c00000';
const RULE = '#b0b0b0';
const STRIPE = '#f0f0f0';

/** The columns of the PDF table: x of each, and the size the day codes fit in. */
function pdfColumns(dayCount: number) {
  const idW = 50;
  const nameW = 128;
  const totalW = 20;
  const left = PAGE.margin;
  const dayArea = PAGE.width - 2 * PAGE.margin - idW - nameW - 2 * totalW;
  const dayW = Math.min(36, dayArea / Math.max(1, dayCount));
  const daysX = left + idW + nameW;
  const totalsX = daysX + dayW * dayCount;
  // "LWOP" is 2.945 em wide in Helvetica: the codes' size is what fits the column, at most 6.5 pt.
  const codeSize = Math.min(6.5, (dayW - 2) / 2.945);
  return { left, idW, nameW, dayW, daysX, totalW, totalsX, right: totalsX + 2 * totalW, codeSize };
}

async function gridPdf(out: PassThrough, s: Source): Promise<void> {
  const sub = await subDepartmentName(s.db, s.subDepartmentId);
  const dates = daysOf(s.range.startDate, s.range.lastDate);
  const range = `${longDate(s.range.startDate)} to ${longDate(s.range.lastDate)}`;
  const title = `Time and Attendance — ${sub} — ${range}`;
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    autoFirstPage: false,
    info: { Title: title, Creator: 'HRIS' },
  });
  doc.on('error', (err: Error) => out.destroy(err));
  doc.pipe(out);

  const col = pdfColumns(dates.length);
  const codeWidth = new Map<string, number>();
  doc.font('Helvetica').fontSize(col.codeSize);
  for (const code of Object.values(DAY_STATUS_CODES)) codeWidth.set(code, doc.widthOfString(code));

  let page = 0;
  let rows = 0;

  const startPage = () => {
    doc.addPage();
    page++;
    rows = 0;
    doc.fillColor(INK).font('Helvetica-Bold').fontSize(11).text(title, col.left, PAGE.margin, TEXT);
    const y = TABLE_TOP;
    doc.fontSize(7);
    doc.text('Employee ID', col.left + 2, y + 6, TEXT);
    doc.text('Name', col.left + col.idW + 2, y + 6, TEXT);
    const centred = (text: string, x: number, w: number, ty: number) =>
      doc.text(text, x + (w - doc.widthOfString(text)) / 2, ty, TEXT);
    centred('P', col.totalsX, col.totalW, y + 6);
    centred('A', col.totalsX + col.totalW, col.totalW, y + 6);
    doc.fontSize(Math.min(6.5, col.codeSize + 0.5));
    dates.forEach((date, i) => {
      const x = col.daysX + i * col.dayW;
      centred(date.slice(8, 10), x, col.dayW, y + 2);
      centred(WEEKDAYS[utc(date).getUTCDay()]!.slice(0, 2), x, col.dayW, y + 10);
    });
    const foot = PAGE.height - PAGE.margin - 2;
    doc.font('Helvetica').fontSize(6.5).text(LEGEND, col.left, foot, TEXT);
    const label = `Page ${page}`;
    doc.text(label, col.right - doc.widthOfString(label), foot, TEXT);
  };

  /** The rules of the page's table, once its rows are known. */
  const endPage = () => {
    const top = TABLE_TOP;
    const bottom = TABLE_TOP + HEADER_H + rows * ROW_H;
    doc.lineWidth(0.4).strokeColor(RULE);
    for (const y of [top, top + HEADER_H, bottom]) doc.moveTo(col.left, y).lineTo(col.right, y);
    const xs = [col.left, col.left + col.idW, col.daysX];
    for (let i = 1; i <= dates.length; i++) xs.push(col.daysX + i * col.dayW);
    xs.push(col.totalsX + col.totalW, col.right);
    for (const x of xs) doc.moveTo(x, top).lineTo(x, bottom);
    doc.stroke();
  };

  const nameOf = (name: string) => {
    if (doc.widthOfString(name) <= col.nameW - 4) return name;
    let n = name.length;
    while (n > 1 && doc.widthOfString(`${name.slice(0, n)}…`) > col.nameW - 4) n--;
    return `${name.slice(0, n)}…`;
  };

  const writeRow = (p: Person) => {
    const y = TABLE_TOP + HEADER_H + rows * ROW_H;
    if (rows % 2 === 1)
      doc
        .rect(col.left, y, col.right - col.left, ROW_H)
        .fill(STRIPE)
        .fillColor(INK);
    const ty = y + 3;
    doc.font('Helvetica').fontSize(6.5);
    doc.text(p.head.emp_id, col.left + 2, ty, TEXT);
    doc.text(nameOf(p.head.full_name), col.left + col.idW + 2, ty, TEXT);
    doc.fontSize(col.codeSize);
    const cty = y + (ROW_H - col.codeSize) / 2;
    let present = 0;
    let absent = 0;
    p.days.forEach((d, i) => {
      if (d.status === 'present') present++;
      const code = DAY_STATUS_CODES[d.status];
      if (!code) return;
      const x = col.daysX + i * col.dayW + (col.dayW - codeWidth.get(code)!) / 2;
      if (d.status === 'absent') {
        absent++;
        doc.fillColor(ABSENT_INK).text(code, x, cty, TEXT).fillColor(INK);
      } else doc.text(code, x, cty, TEXT);
    });
    doc.fontSize(6.5);
    for (const [i, n] of [present, absent].entries()) {
      const text = String(n);
      doc.text(text, col.totalsX + i * col.totalW + (col.totalW - doc.widthOfString(text)) / 2, ty, TEXT);
    }
    rows++;
  };

  for await (const batch of people(s)) {
    for (const p of batch) {
      if (page === 0 || rows === ROWS_PER_PAGE) {
        if (page > 0) {
          endPage();
          // pdfkit writes a page out when the next one starts: wait while the client is behind.
          await room(out);
        }
        startPage();
      }
      writeRow(p);
    }
  }
  if (page === 0) {
    startPage();
    doc
      .font('Helvetica')
      .fontSize(8)
      .text('No employees in this range.', col.left + 2, TABLE_TOP + HEADER_H + 3, TEXT);
  }
  endPage();
  doc.end();
}
