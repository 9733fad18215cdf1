import type { PassThrough } from 'node:stream';
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
import { sql } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import type { Db } from '../../db/client';
import { type Download, room, streamed } from '../../lib/download';
import { notFound } from '../../lib/errors';
import { type Cell, type SheetColumn, type SheetWriter, sheetDownload } from '../../lib/sheet-writer';
import { type ComputedDay, computeDays, type EmployeeHead, employeeHeads } from './days';
import { payrollRowOf } from './payroll.service';

/**
 * The streamed exports of the month grid (CSV, XLSX, PDF) and of the payroll cut-off (CSV, XLSX).
 * Employees are read a batch at a time (`employeeHeads` + `computeDays`, the same reads as the
 * screens) and each batch is written out before the next is read (lib/download.ts: the writers wait
 * while the client is slower than the database), so a month of 5,000 employees never sits in
 * memory. The sheets go through lib/sheet-writer.ts, which every CSV and XLSX of the app shares.
 */

/** Employees read (and written) at a time. */
const BATCH = 250;

/** GET api/exportdata (csv, or xlsx with format=xlsx) and GET api/downloadpdfadmin (pdf). */
export function attendanceExport(
  db: Db,
  q: AttendanceExportQuery,
  today: string,
  kind: 'csv' | 'xlsx' | 'pdf',
): Download {
  const range = { startDate: q.startDate, lastDate: q.lastDate };
  const source: Source = { db, subDepartmentId: q.subDepartmentId, range, today };
  const base = `attendance_${range.startDate}_${range.lastDate}`;
  if (kind === 'pdf')
    return {
      body: streamed((out) => gridPdf(out, source)),
      fileName: `${base}.pdf`,
      contentType: 'application/pdf',
    };
  return sheetDownload(base, kind, (w) => gridSheet(w, source));
}

/** GET api/payroll/export */
export function payrollExport(db: Db, q: PayrollExportQuery, today: string): Download {
  const range = { startDate: q.startDate, lastDate: q.lastDate };
  const source: Source = { db, subDepartmentId: q.sub_department, range, today };
  return sheetDownload(`payroll_${range.startDate}_${range.lastDate}`, q.format, (w) =>
    payrollSheet(w, source),
  );
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

/** The employee's columns of both files, and their widths in the workbook. */
const HEAD_COLUMNS: SheetColumn[] = [
  { header: 'Employee ID', width: 12 },
  { header: 'Name', width: 28 },
  { header: 'Department', width: 20 },
  { header: 'Position', width: 24 },
];
const headCells = (h: EmployeeHead): Cell[] => [h.emp_id, h.full_name, h.department_name, h.position_name];

function gridColumns(dates: readonly string[]): SheetColumn[] {
  return [
    ...HEAD_COLUMNS,
    ...dates.map((d) => ({ header: dayHeader(d), width: 19 })),
    ...TOTAL_STATUSES.map((s) => ({ header: DAY_STATUS_LABELS[s], width: 9 })),
    { header: 'Overbreak', width: 11 },
  ];
}

function gridRow(p: Person): Cell[] {
  const { counts, overbreak } = totalsOf(p.days);
  return [
    ...headCells(p.head),
    ...p.days.map(dayCell),
    ...TOTAL_STATUSES.map((s) => counts[s]),
    minutesAndSeconds(overbreak),
  ];
}

const PAYROLL_COLUMNS: SheetColumn[] = [
  ...HEAD_COLUMNS,
  ...PAYROLL_FIGURES.map((f) => ({ header: PAYROLL_FIGURE_LABELS[f], width: 14 })),
];

function payrollCells(p: Person): Cell[] {
  const row = payrollRowOf(p.head, p.days);
  return [...headCells(p.head), ...PAYROLL_FIGURES.map((f) => row[f])];
}

// ---- the sheets (CSV or XLSX, lib/sheet-writer.ts)

const fill = (rgb: string): Partial<ExcelJS.Style> => ({
  fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: `FF${rgb}` } },
});

/** The day cells of the workbook coloured by status (one shared style object each). */
const STATUS_STYLES: Record<DayStatus, Partial<ExcelJS.Style> | undefined> = {
  present: fill('C6EFCE'),
  absent: fill('FFC7CE'),
  holiday: fill('E4DFEC'),
  leave_with_pay: fill('B7E1DD'),
  leave_without_pay: fill('FCD5B4'),
  day_off: fill('E7E6E6'),
  blank: undefined,
};

async function gridSheet(w: SheetWriter, s: Source): Promise<void> {
  await subDepartmentName(s.db, s.subDepartmentId);
  const dates = daysOf(s.range.startDate, s.range.lastDate);
  const first = HEAD_COLUMNS.length;
  await w.sheet({ name: 'Attendance', columns: gridColumns(dates), frozenColumns: 2, headerHeight: 30 });
  for await (const batch of people(s))
    await w.rows(batch.map(gridRow), (row, column) => {
      const day = batch[row]!.days[column - first];
      return day && column >= first ? STATUS_STYLES[day.status] : undefined;
    });
  await w.end();
}

async function payrollSheet(w: SheetWriter, s: Source): Promise<void> {
  await subDepartmentName(s.db, s.subDepartmentId);
  await w.sheet({ name: 'Payroll', columns: PAYROLL_COLUMNS, frozenColumns: 2, headerHeight: 30 });
  for await (const batch of people(s)) await w.rows(batch.map(payrollCells));
  await w.end();
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
