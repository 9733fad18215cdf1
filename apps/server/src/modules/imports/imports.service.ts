import { createHash } from 'node:crypto';
import {
  IMPORT_COLUMNS,
  IMPORT_TITLES,
  type ImportKind,
  type ImportReply,
  MAX_LISTED_PROBLEMS,
  type RowProblem,
} from '@hris/domain/imports';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { write } from '../../db/write';
import { AppError, StaleReference } from '../../lib/errors';
import type { Actor } from '../../plugins/audit';
import { contributionsImport } from './contributions.import';
import { creditsImport } from './credits.import';
import { employeesImport } from './employees.import';
import { readImportFile } from './import-file';
import type { Checked, ImportSpec } from './import-spec';
import { imports } from './imports.tables';

const SPECS: Record<ImportKind, ImportSpec<never, never>> = {
  employees: employeesImport as unknown as ImportSpec<never, never>,
  'leave-credits': creditsImport as unknown as ImportSpec<never, never>,
  contributions: contributionsImport as unknown as ImportSpec<never, never>,
};

type Upload = { name: string; bytes: Buffer };

async function importedBefore(db: Db, kind: ImportKind, sha256: string) {
  const { rows } = await db.execute<{ at: string; by: string | null }>(sql`
    SELECT to_char(i.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, u.name AS by
    FROM imports i LEFT JOIN users u ON u.id = i.created_by WHERE i.kind = ${kind} AND i.sha256 = ${sha256}`);
  return rows[0] ?? null;
}

/**
 * `POST api/import/{kind}`: reads the file, checks every row with the screen's rules and the
 * records already there, and, with `commit`, writes every row in one transaction, or none when any row
 * has a problem or this very file was imported before.
 */
export async function runImport(
  db: Db,
  actor: Actor,
  kind: ImportKind,
  upload: Upload,
  commit: boolean,
): Promise<ImportReply> {
  const spec = SPECS[kind];
  const headers = new Map(IMPORT_COLUMNS[kind].map((c) => [c.field, c.header]));
  const sheet = await readImportFile(kind, upload.name, upload.bytes);
  const sha256 = createHash('sha256').update(upload.bytes).digest('hex');
  const lookups = await spec.lookups(db, sheet);

  const problems: RowProblem[] = [];
  const bad = new Set<number>();
  const note = (line: number, field: string, message: string) => {
    bad.add(line);
    problems.push({ row: line, column: headers.get(field) ?? field, message });
  };
  const checked: Checked<never>[] = [];
  for (const row of sheet) {
    const { input, problems: own } = spec.input(row.values, lookups);
    for (const p of own) note(row.line, p.field, p.message);
    const parsed = spec.schema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'row');
        // a lookup's own problem already names the cell
        if (!own.some((p) => p.field === field)) note(row.line, field, issue.message);
      }
    } else if (own.length === 0) checked.push({ line: row.line, body: parsed.data });
  }
  for (const p of await spec.crossCheck(db, checked, lookups)) note(p.line, p.field, p.message);
  problems.sort((a, b) => a.row - b.row);
  const valid = checked.filter((r) => !bad.has(r.line));
  const before = await importedBefore(db, kind, sha256);

  const reply = (created: number, committed: boolean): ImportReply => ({
    kind,
    file_name: upload.name,
    rows: sheet.length,
    valid: valid.length,
    problem_count: problems.length,
    problems: problems.slice(0, MAX_LISTED_PROBLEMS),
    created,
    committed,
    imported_before: before,
  });
  if (!commit) return reply(0, false);

  if (before)
    throw refused(
      `This file was already imported (${before.at.slice(0, 10)}${before.by ? `, by ${before.by}` : ''}). Nothing was imported again.`,
    );
  if (sheet.length === 0) throw refused('The file has no rows to import.');
  if (problems.length) {
    const first = problems[0]!;
    throw new AppError(
      422,
      `Nothing was imported: ${problems.length} problem${problems.length > 1 ? 's' : ''} in the file. Row ${first.row}, ${first.column}: ${first.message}`,
      Object.fromEntries(
        problems.slice(0, MAX_LISTED_PROBLEMS).map((p) => [`${p.row}.${p.column}`, [p.message]]),
      ),
    );
  }
  const created = await write(
    db,
    actor,
    async (w) => {
      await w.tx.insert(imports).values({
        kind,
        sha256,
        file_name: upload.name.slice(0, 255),
        rows: valid.length,
        created_by: actor.userId,
      });
      const n = await spec.commit(w, valid, lookups);
      await w.audit({
        action: 'import',
        entity: 'import',
        entityId: null,
        after: { kind: IMPORT_TITLES[kind], file_name: upload.name, rows: n },
      });
      return n;
    },
    {
      imports_kind_sha256_key: refused(
        'This file was just imported by someone else. Nothing was imported again.',
      ),
      ...Object.fromEntries(Object.entries(spec.unique).map(([index, message]) => [index, refused(message)])),
    },
  ).catch((err: unknown) => {
    throw err instanceof StaleReference ? refused(REMOVED_MEANWHILE) : err;
  });
  return reply(created, true);
}

/** A commit whose rows refer to a record removed since the checks (an employee, a designation). */
const REMOVED_MEANWHILE =
  'Nothing was imported: a record the rows refer to (an employee, a designation or a sub-department) was removed meanwhile. Preview the file again.';

/** A refusal of the whole file, as a 422 on its field. */
const refused = (message: string) => new AppError(422, message, { file: [message] });
