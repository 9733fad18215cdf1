import type { EventEmitter } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { ABORTED, type Download, put, streamed, until } from './download';
import type { MadeFile } from './send-file';

/**
 * The one writer of every CSV and XLSX file the app makes (the reports, the attendance grid, the
 * payroll cut-off, the import templates): a sheet's header row, then rows of cells. Text that a
 * spreadsheet would run as a formula gets a leading apostrophe in both formats (`safeText`); numbers
 * and dates stay typed. A CSV is UTF-8 with a byte order mark (so Excel reads ñ) and CRLF lines; an
 * XLSX is written by exceljs's streaming writer. Either waits while its output is full, so a streamed
 * export holds at most the batch it is writing.
 */

export type SheetFormat = 'csv' | 'xlsx';

export const SHEET_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const satisfies Record<SheetFormat, string>;

/**
 * The declared reply of every route that answers a spreadsheet: the API docs show its types, and the
 * exports guard (test/guards/exports.test.ts) finds the route by it and checks its files.
 */
export const sheetReply = {
  200: {
    content: {
      'text/csv': { schema: z.string() },
      [SHEET_TYPES.xlsx]: { schema: z.string() },
    },
  },
};

/**
 * The first characters that make Excel, LibreOffice or Google Sheets read a cell as a formula
 * (OWASP's CSV injection list, and the full-width forms some of them normalise to it).
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** Text as a cell may hold it: a leading apostrophe before what would start a formula. */
export const safeText = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** A cell: text (made safe), a number or a date (kept typed), or nothing. */
export type Cell = string | number | Date | null | undefined;
export type CellStyle = Partial<ExcelJS.Style>;
export type SheetColumn = { header: string; width?: number; numFmt?: string };
export type SheetSpec = {
  name: string;
  columns: readonly SheetColumn[];
  /** Columns kept in view when scrolling sideways (the header row always is). */
  frozenColumns?: number;
  headerHeight?: number;
  autoFilter?: boolean;
};

export interface SheetWriter {
  /** Starts a sheet with its header row (a CSV holds one sheet). */
  sheet(spec: SheetSpec): Promise<void>;
  /** Writes rows into the current sheet; resolves when the output has room for more. */
  rows(
    rows: readonly (readonly Cell[])[],
    style?: (row: number, column: number) => CellStyle | undefined,
  ): Promise<void>;
  /** Ends the file. */
  end(): Promise<void>;
}

export function sheetWriter(out: Writable, format: SheetFormat, title?: string): SheetWriter {
  return format === 'csv' ? csvWriter(out) : xlsxWriter(out, title);
}

/** A streamed download of a sheet file (the producer writes with `sheetWriter`). */
export function sheetDownload(
  base: string,
  format: SheetFormat,
  produce: (w: SheetWriter, out: PassThrough) => Promise<void>,
  title?: string,
): Download {
  return {
    body: streamed((out) => produce(sheetWriter(out, format, title), out)),
    fileName: `${base}.${format}`,
    contentType: SHEET_TYPES[format],
  };
}

/** A small sheet file made whole in memory (a report, a template). */
export async function sheetFile(
  base: string,
  format: SheetFormat,
  produce: (w: SheetWriter) => Promise<void>,
  title?: string,
): Promise<MadeFile> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    out.once('end', resolve);
    out.once('error', reject);
  });
  // A producer that fails first is the failure to report, not the output it leaves unfinished.
  ended.catch(() => {});
  await produce(sheetWriter(out, format, title));
  await ended;
  return { body: Buffer.concat(chunks), fileName: `${base}.${format}`, contentType: SHEET_TYPES[format] };
}

// ---- CSV

/** A date as the wall clock it holds (exceljs's convention: the time as UTC). */
const dateText = (d: Date) =>
  Number.isNaN(d.getTime()) ? '' : d.toISOString().slice(0, 19).replace('T', ' ');

function csvText(v: Cell): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  if (v instanceof Date) return dateText(v);
  return safeText(v);
}

function csvWriter(out: Writable): SheetWriter {
  let started = false;
  const lines = (rows: readonly (readonly Cell[])[]) =>
    stringify(
      rows.map((r) => r.map(csvText)),
      { record_delimiter: 'windows' },
    );
  return {
    async sheet(spec) {
      if (started) throw new Error('A CSV file holds one sheet.');
      started = true;
      await put(out, `\uFEFF${lines([spec.columns.map((c) => c.header)])}`);
    },
    async rows(rows) {
      if (!started) throw new Error('Rows before the sheet.');
      if (rows.length) await put(out, lines(rows));
    },
    async end() {
      out.end();
    },
  };
}

// ---- XLSX

/** One style object per look: exceljs's style table finds a shared object at once. */
const PLAIN: CellStyle = {};
const HEADER: CellStyle = { font: { bold: true }, alignment: { vertical: 'middle', wrapText: true } };
const numberFormats = new Map<string, CellStyle>();
const formatted = (numFmt: string | undefined): CellStyle => {
  if (!numFmt) return PLAIN;
  const style = numberFormats.get(numFmt) ?? { numFmt };
  numberFormats.set(numFmt, style);
  return style;
};

/** Excel refuses these characters in a sheet's name, and more than 31 of them. */
const sheetName = (name: string) =>
  name
    .replace(/[\\/?*[\]:&]/g, ' ')
    .trim()
    .slice(0, 31) || 'Sheet';

function xlsxValue(v: Cell): ExcelJS.CellValue {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (v instanceof Date) return v;
  return safeText(v);
}

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

function xlsxWriter(out: Writable, title?: string): SheetWriter {
  // Made with the first sheet: the workbook writes its first entries at once, and a producer that
  // fails before its first sheet (an unknown sub-department) must leave the output empty.
  let book: ExcelJS.stream.xlsx.WorkbookWriter | null = null;
  let zipError: Error | null = null;
  const open = () => {
    const made = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    made.creator = 'HRIS';
    if (title) made.title = title;
    (made as unknown as { zip: EventEmitter }).zip.on('error', (err: Error) => {
      zipError = err;
      out.destroy(err);
    });
    return made;
  };
  let sheet: ExcelJS.Worksheet | null = null;
  let styles: CellStyle[] = [];
  return {
    async sheet(spec) {
      book ??= open();
      sheet?.commit();
      const frozen = spec.frozenColumns ? { xSplit: spec.frozenColumns } : {};
      sheet = book.addWorksheet(sheetName(spec.name), {
        views: [{ state: 'frozen', ySplit: 1, ...frozen }],
      });
      styles = spec.columns.map((c) => formatted(c.numFmt));
      sheet.columns = spec.columns.map((c, i) => ({
        width: c.width ?? Math.max(12, c.header.length + 2),
        ...(c.numFmt && { style: styles[i] }),
      }));
      if (spec.autoFilter)
        sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: spec.columns.length } };
      const top = sheet.addRow(spec.columns.map((c) => safeText(c.header)));
      if (spec.headerHeight) top.height = spec.headerHeight;
      top.eachCell((c) => {
        c.style = HEADER;
      });
      top.commit();
    },
    async rows(rows, style) {
      if (!sheet) throw new Error('Rows before the sheet.');
      for (const [i, values] of rows.entries()) {
        const r = sheet.addRow([]);
        for (const [j, v] of values.entries()) {
          const c = r.getCell(j + 1);
          c.value = xlsxValue(v);
          c.style = style?.(i, j) ?? styles[j] ?? PLAIN;
        }
        r.commit();
      }
      await sheetFlushed(sheet, out);
    },
    async end() {
      if (!book) throw new Error('A workbook needs a sheet.');
      sheet?.commit();
      const committed = book.commit();
      // A body destroyed meanwhile never finishes: stop waiting then (and take no failure of it).
      committed.catch(() => {});
      await Promise.race([committed, until(out, 'finish', out)]);
      if (zipError) throw zipError;
      if (out.destroyed && !out.writableFinished) throw ABORTED;
    },
  };
}
