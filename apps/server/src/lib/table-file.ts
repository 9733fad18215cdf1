import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { AppError, fieldError } from './errors';
import { inspectZip, ZIP_MAX_RATIO, ZipRefused } from './zip-check';

/**
 * An uploaded table (CSV or the first sheet of an XLSX) read row by row, for every import: `onRow`
 * gets each row's line number and its cells (XLSX cells as exceljs gives them: text, numbers, Dates).
 * The file's name decides the kind; an XLSX must be a ZIP and a CSV must hold no NUL byte.
 */

const XLSX_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/**
 * What a workbook may unpack to before exceljs reads it (its shared strings are kept in memory):
 * 20,000 employees of every column take about 60 MB. A zip bomb is refused before it is read.
 */
const XLSX_MAX_INFLATED = 200 * 1024 * 1024;

export async function readTableFile(
  name: string,
  bytes: Buffer,
  what: string,
  onRow: (line: number, cells: unknown[]) => void,
): Promise<void> {
  const ext = name.toLowerCase().split('.').pop();
  if (ext === 'xlsx') {
    if (!XLSX_MAGIC.every((b, i) => bytes[i] === b))
      throw fieldError('file', 'The file is not an Excel workbook (.xlsx).');
    try {
      await inspectZip(bytes, XLSX_MAX_INFLATED);
    } catch (err) {
      if (!(err instanceof ZipRefused)) throw err;
      throw fieldError(
        'file',
        err.reason === 'bomb'
          ? `The Excel file unpacks to more than ${ZIP_MAX_RATIO} times its size, or to more than 200 MB: it is refused as a possible zip bomb.`
          : 'The Excel file could not be read.',
      );
    }
    try {
      const book = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(bytes), {
        sharedStrings: 'cache',
        hyperlinks: 'ignore',
        styles: 'cache',
        worksheets: 'emit',
      });
      for await (const sheet of book) {
        for await (const row of sheet) onRow(row.number, (row.values as unknown[]).slice(1));
        break; // the first sheet
      }
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw fieldError('file', 'The Excel file could not be read.');
    }
  } else if (ext === 'csv' || ext === 'txt') {
    if (bytes.includes(0)) throw fieldError('file', 'The file is not a text (CSV) file.');
    try {
      const parser = Readable.from([bytes]).pipe(
        parse({
          bom: true,
          relax_column_count: true,
          skip_empty_lines: true,
          delimiter: [',', ';', '\t'],
          info: true,
        }),
      );
      for await (const rec of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>)
        onRow(rec.info.lines, rec.record);
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw fieldError('file', `The CSV file could not be read: ${(err as Error).message.slice(0, 200)}`);
    }
  } else {
    throw new AppError(415, `Please upload a CSV or an Excel (.xlsx) file of ${what}.`);
  }
}

/** A cell as text: XLSX dates (exceljs gives the wall clock as UTC) as "YYYY-MM-DD HH:MM:SS". */
export function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date)
    return Number.isNaN(v.getTime()) ? '' : v.toISOString().slice(0, 19).replace('T', ' ');
  if (typeof v === 'object') {
    const o = v as { text?: unknown; result?: unknown; richText?: { text: string }[] };
    if (o.richText) return o.richText.map((r) => r.text).join('');
    if (o.result !== undefined) return cellText(o.result);
    if (o.text !== undefined) return cellText(o.text);
    return '';
  }
  return String(v);
}
