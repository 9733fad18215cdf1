import { IMPORT_COLUMNS, type ImportKind, MAX_IMPORT_FILE_ROWS } from '@hris/domain/imports';
import { fieldError } from '../../lib/errors';
import { cellText, readTableFile } from '../../lib/table-file';

/** A data row of an import file: its line in the spreadsheet and its cells by the body field they fill. */
export type SheetRow = { line: number; values: Record<string, string> };

const squash = (s: string) =>
  s
    .toLowerCase()
    .replace(/[\s._-]+/g, ' ')
    .trim();

/**
 * Reads an import file: the first non-blank row names the columns (the template's headers, or the
 * field names, in any order and case); every later non-blank row is a record. A required column that
 * is missing stops the import before any row is read.
 */
export async function readImportFile(kind: ImportKind, name: string, bytes: Buffer): Promise<SheetRow[]> {
  const columns = IMPORT_COLUMNS[kind];
  const byHeader = new Map<string, string>();
  for (const c of columns) {
    byHeader.set(squash(c.header), c.field);
    byHeader.set(squash(c.field), c.field);
  }
  let fields: (string | undefined)[] | null = null;
  const rows: SheetRow[] = [];
  await readTableFile(name, bytes, 'records', (line, cells) => {
    const texts = cells.map((c) => cellText(c).trim());
    if (texts.every((t) => t === '')) return;
    if (!fields) {
      fields = texts.map((t) => byHeader.get(squash(t)));
      const missing = columns.filter((c) => c.required && !fields!.includes(c.field));
      if (missing.length)
        throw fieldError(
          'file',
          `The file has no ${missing.map((c) => `"${c.header}"`).join(', ')} column${missing.length > 1 ? 's' : ''}. Start from the template.`,
        );
      return;
    }
    if (rows.length >= MAX_IMPORT_FILE_ROWS)
      throw fieldError(
        'file',
        `The file may not hold more than ${MAX_IMPORT_FILE_ROWS.toLocaleString('en-US')} rows.`,
      );
    const values: Record<string, string> = {};
    fields.forEach((field, i) => {
      if (field) values[field] = texts[i] ?? '';
    });
    rows.push({ line, values });
  });
  if (!fields) throw fieldError('file', 'The file is empty.');
  return rows;
}

/**
 * A date as a cell holds it, as YYYY-MM-DD: an Excel date ("2024-03-04 00:00:00"), YYYY-MM-DD, or
 * MM/DD/YYYY as HR types it; anything else is left for the schema to refuse with its message.
 */
export function dateCell(text: string): string {
  const iso = /^(\d{4}-\d{2}-\d{2})(?:[ T]00:00:00(?:\.000)?Z?)?$/.exec(text);
  if (iso) return iso[1]!;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (us) return `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}`;
  return text;
}

/** The choice of `options` that `text` names, whatever its case; otherwise the text (the schema refuses it). */
export function choiceCell(text: string, options: readonly string[]): string {
  return options.find((o) => o.toLowerCase() === text.toLowerCase()) ?? text;
}
