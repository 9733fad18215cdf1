// The shape of one kind of import (employees.import.ts and its siblings), which imports.service.ts runs.
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Writer } from '../../db/write';
import type { SheetRow } from './import-file';

/** A row that passed its own checks: its line and the body the screen's schema made of it. */
export type Checked<B> = { line: number; body: B };

/**
 * One kind of import: how a row's cells become the input of the screen's schema (names looked up,
 * dates and choices read), the checks across rows and against the database, and the commit.
 */
export type ImportSpec<B, L> = {
  schema: z.ZodType<B>;
  /** What the rows need from the database (names to ids), read once per file. */
  lookups: (db: Db, rows: SheetRow[]) => Promise<L>;
  /** The schema's input from a row; problems of a cell the schema cannot see (an unknown name). */
  input: (
    values: Record<string, string>,
    lookups: L,
  ) => { input: Record<string, unknown>; problems: Problem[] };
  /** Problems between rows (a duplicate) and with the records already there. */
  crossCheck: (db: Db, rows: Checked<B>[], lookups: L) => Promise<LineProblem[]>;
  /** Writes every row in the import's transaction; returns how many records it made. */
  commit: (w: Writer, rows: Checked<B>[], lookups: L) => Promise<number>;
  /**
   * The unique indexes the commit may meet although the preview found nothing: a record written since
   * by someone else (another import of the same rows, the screen's own form): index name → the message
   * of the 422 on the file that answers it.
   */
  unique: Record<string, string>;
};
export type Problem = { field: string; message: string };
export type LineProblem = Problem & { line: number };

/**
 * Rows that repeat an earlier row's `key` (the same employee id, the same employee and month): a
 * problem on each later one, naming the first; and the first row of each key, for the checks against
 * the database.
 */
export function repeatedRows<B>(
  rows: Checked<B>[],
  key: (body: B) => string,
  field: string,
  message: (body: B, firstLine: number) => string,
): { problems: LineProblem[]; first: Map<string, Checked<B>> } {
  const problems: LineProblem[] = [];
  const first = new Map<string, Checked<B>>();
  for (const r of rows) {
    const k = key(r.body);
    const earlier = first.get(k);
    if (earlier) problems.push({ line: r.line, field, message: message(r.body, earlier.line) });
    else first.set(k, r);
  }
  return { problems, first };
}
