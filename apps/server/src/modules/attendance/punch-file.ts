import { PATTERNS } from '@hris/domain/masks';
import {
  type ImportProblem,
  MAX_IMPORT_ROWS,
  type PunchYears,
  punchType,
  readPunchStamp,
} from '@hris/domain/punches';
import { fieldError } from '../../lib/errors';
import { cellText, readTableFile } from '../../lib/table-file';

/**
 * A file of punches (CSV or XLSX) read row by row: an employee id (####-###), a timestamp (or a date
 * and a time column) and an optional punch type. A header row names the columns (any order); without
 * one the columns are taken in that order. Every row is checked; a bad row is a problem with its line,
 * a punch dated outside the years a punch may be (2000 to next year) among them.
 */

export type FileRow = { row: number; emp_id: string; at: string; type: number | null };
export type ReadPunches = { rows: FileRow[]; problems: ImportProblem[]; count: number };

const HEADERS = {
  emp_id: /^(emp(loyee)?[\s_-]*(id|no\.?|number|code)?|pin|user[\s_-]*id|ac[\s_-]*no\.?)$/,
  timestamp:
    /^(timestamp|date[\s_-]*time|punched[\s_-]*at|punch[\s_-]*time|check[\s_-]*time|time[\s_-]*stamp)$/,
  date: /^(date|punch[\s_-]*date)$/,
  time: /^(time|punch[\s_-]*clock)$/,
  type: /^(punch[\s_-]*type|type|status|state|check[\s_-]*type)$/,
} as const;
type Column = keyof typeof HEADERS;

/** An XLSX time-only cell (a fraction of a day, or a Date on 1899-12-30) as HH:MM:SS. */
function timeText(v: unknown): string {
  if (v instanceof Date && v.getUTCFullYear() < 1901) return v.toISOString().slice(11, 19);
  return cellText(v)
    .trim()
    .replace(/^\d{4}-\d{2}-\d{2}[ T]/, '');
}

class RowReader {
  private columns: Partial<Record<Column, number>> | null = null;
  readonly rows: FileRow[] = [];
  readonly problems: ImportProblem[] = [];
  count = 0;

  constructor(private readonly years: PunchYears) {}

  add(line: number, cells: unknown[]): void {
    const texts = cells.map((c) => cellText(c).trim());
    if (texts.every((t) => t === '')) return;
    if (!this.columns) {
      const named: Partial<Record<Column, number>> = {};
      texts.forEach((t, i) => {
        const name = t.toLowerCase();
        for (const [col, re] of Object.entries(HEADERS) as [Column, RegExp][])
          if (named[col] === undefined && re.test(name)) named[col] = i;
      });
      if (named.emp_id !== undefined && (named.timestamp !== undefined || named.date !== undefined)) {
        this.columns = named;
        return;
      }
      this.columns = { emp_id: 0, timestamp: 1, type: 2 };
    }
    this.count++;
    if (this.count > MAX_IMPORT_ROWS)
      throw fieldError(
        'file',
        `The file may not hold more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows.`,
      );
    const c = this.columns;
    const at = (i: number | undefined) => (i === undefined ? '' : (texts[i] ?? ''));
    const problem = (message: string) =>
      this.problems.push({ row: line, message: `Row ${line}: ${message}` });

    const empId = at(c.emp_id);
    if (!PATTERNS.emp_id.test(empId))
      return void problem(`"${empId.slice(0, 20)}" is not an employee id (####-###).`);
    const stamp =
      c.timestamp !== undefined
        ? at(c.timestamp)
        : `${at(c.date).slice(0, 10)} ${timeText(cells[c.time ?? -1])}`;
    const read = readPunchStamp(stamp, this.years);
    if (!('at' in read)) return void problem(read.problem);
    const type = punchType(at(c.type));
    if (type === undefined)
      return void problem(
        `"${at(c.type).slice(0, 20)}" is not a punch type (0 to 5, in, out, break out, break in).`,
      );
    this.rows.push({ row: line, emp_id: empId, at: read.at, type });
  }
}

/** Reads an uploaded punch file (CSV or XLSX). */
export async function readPunchFile(name: string, bytes: Buffer, years: PunchYears): Promise<ReadPunches> {
  const reader = new RowReader(years);
  await readTableFile(name, bytes, 'punches', (line, cells) => reader.add(line, cells));
  return { rows: reader.rows, problems: reader.problems, count: reader.count };
}
