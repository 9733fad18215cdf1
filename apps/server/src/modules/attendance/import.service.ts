import { ATTENDANCE_TIMES, type LogTimes, NO_TIME } from '@hris/domain/attendance';
import { type ImportReply, MAX_LISTED_PROBLEMS, punchYears } from '@hris/domain/punches';
import { sql } from 'drizzle-orm';
import { pgArray } from '../../db/arrays';
import type { Db } from '../../db/client';
import { write } from '../../db/write';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../plugins/audit';
import { readPunchFile } from './punch-file';
import { applyPunches, type IncomingPunch, type PunchOutcome } from './punches.service';

const wireTimes = (log: LogTimes | null) =>
  log && (Object.fromEntries(ATTENDANCE_TIMES.map((f) => [f, log[f] ?? NO_TIME])) as Record<string, string>);

/**
 * `POST api/attendance/import`: a preview (nothing written) or, with `commit`, all rows or none. A row
 * with an unknown employee id or a bad timestamp (or one outside 2000 to the end of next year, `today`
 * being the company's) is a problem; a commit with any problem is a 422.
 */
export async function importPunches(
  db: Db,
  actor: Actor,
  file: { name: string; bytes: Buffer },
  commit: boolean,
  today: string,
): Promise<ImportReply> {
  const read = await readPunchFile(file.name, file.bytes, punchYears(today));
  if (read.count === 0)
    throw new AppError(422, 'The file holds no punches.', { file: ['The file holds no punches.'] });

  // Employee ids to employees, in one query.
  const codes = [...new Set(read.rows.map((r) => r.emp_id))];
  const { rows: known } = await db.execute<{ id: number; emp_id: string; full_name: string }>(
    sql`SELECT id, emp_id, full_name FROM employees WHERE emp_id = ANY(${pgArray('text', codes)})`,
  );
  const byCode = new Map(known.map((e) => [e.emp_id, e]));
  const byId = new Map(known.map((e) => [e.id, e]));
  const problems = [...read.problems];
  const punches: IncomingPunch[] = [];
  for (const r of read.rows) {
    const employee = byCode.get(r.emp_id);
    if (!employee)
      problems.push({ row: r.row, message: `Row ${r.row}: no employee has the id ${r.emp_id}.` });
    else punches.push({ employee_id: employee.id, at: r.at, type: r.type, source: 'import' });
  }
  problems.sort((a, b) => a.row - b.row);

  if (commit && problems.length > 0) {
    const listed = problems.slice(0, 20).map((p) => p.message);
    throw new AppError(422, `Nothing was imported: ${problems.length} row(s) have problems.`, {
      file: listed,
    });
  }
  const run = (dryRun: boolean) => async (tx: Parameters<typeof applyPunches>[0]) =>
    applyPunches(tx, punches, { dryRun });
  const outcome: PunchOutcome = commit
    ? await write(db, actor, async ({ tx, audit }) => {
        const o = await run(false)(tx);
        const { changed: _, ...counts } = o;
        await audit({
          action: 'import',
          entity: 'attendance_punches',
          entityId: null,
          after: { file: file.name, rows: read.count, ...counts },
        });
        return o;
      })
    : await db.transaction(async (tx) => run(true)(tx));

  const { changed, ...counts } = outcome;
  const message = commit
    ? `${counts.punches_new} punch(es) imported; ${counts.logs_created} log(s) created and ${counts.logs_updated} updated.`
    : problems.length
      ? `${problems.length} row(s) have problems: correct the file and preview it again.`
      : `Ready to import ${counts.punches_new} new punch(es).`;
  return {
    response: 'success',
    message,
    committed: commit,
    rows: read.count,
    ...counts,
    problem_count: problems.length,
    problems: problems.slice(0, MAX_LISTED_PROBLEMS),
    changes: changed.map((c) => ({
      emp_id: byId.get(c.employee_id)?.emp_id ?? '',
      full_name: byId.get(c.employee_id)?.full_name ?? '',
      att_date: c.att_date,
      action: c.action,
      before: wireTimes(c.before),
      after: wireTimes(c.after)!,
    })),
  };
}
