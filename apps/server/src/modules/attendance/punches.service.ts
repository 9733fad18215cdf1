import { ATTENDANCE_TIMES, type LogTimes, type PunchSource } from '@hris/domain/attendance';
import { addDays } from '@hris/domain/company-clock';
import type { ImportChange } from '@hris/domain/punches';
import { logFromPunches, type Punch, punchDay } from '@hris/domain/punches';
import { sql } from 'drizzle-orm';
import { pgArray } from '../../db/arrays';
import type { Tx } from '../../db/client';
import { type ShiftSegment, shiftSegmentsQuery } from '../schedule/shifts.service';

/**
 * Punches in (a file or a terminal), logs out: each punch is stored once (employee and instant), and
 * the days it touches are rebuilt from all their punches by the domain's `punchDay` and
 * `logFromPunches`. A log HR edited by hand keeps HR's times; its punches are still kept.
 */

export type IncomingPunch = {
  employee_id: number;
  /** The company's wall clock, "YYYY-MM-DDTHH:MM:SS". */
  at: string;
  type: number | null;
  source: PunchSource;
  device_id?: number | null;
};

export type PunchOutcome = {
  punches_new: number;
  punches_known: number;
  logs_created: number;
  logs_updated: number;
  logs_kept: number;
  employees: number;
  /** The first days changed (or that would be), for the import preview. */
  changed: {
    employee_id: number;
    att_date: string;
    action: ImportChange['action'];
    before: LogTimes | null;
    after: LogTimes;
  }[];
};

const ZONE = 'Asia/Manila';
/** The first key of the advisory locks that serialize the rebuild of one employee's logs. */
const PUNCH_LOCK = 727300;
const wall = sql.raw(`to_char(punched_at AT TIME ZONE '${ZONE}', 'YYYY-MM-DD"T"HH24:MI:SS')`);
const key = (employee: number, day: string) => `${employee}|${day}`;

/** How many changed days an outcome lists. */
const LISTED_CHANGES = 50;

/**
 * Stores `punches` and rebuilds the logs of the days they belong to, in the caller's transaction.
 * With `dryRun` nothing is written: the outcome says what would be (the import preview).
 */
export async function applyPunches(
  tx: Tx,
  punches: readonly IncomingPunch[],
  { dryRun }: { dryRun: boolean },
): Promise<PunchOutcome> {
  const empty: PunchOutcome = {
    punches_new: 0,
    punches_known: 0,
    logs_created: 0,
    logs_updated: 0,
    logs_kept: 0,
    employees: 0,
    changed: [],
  };
  if (punches.length === 0) return empty;

  // Which punches are new: the same employee and instant is kept once (a file twice, a batch resent).
  const unique = new Map<string, IncomingPunch>();
  for (const p of punches) unique.set(key(p.employee_id, p.at), p);
  // In one order, so that two imports inserting the same punches wait for each other, not deadlock.
  const list = [...unique.values()].sort((a, b) => a.employee_id - b.employee_id || (a.at < b.at ? -1 : 1));
  const ids = list.map((p) => p.employee_id);
  const ats = list.map((p) => p.at);
  // The preview names the new punches; a commit counts them and rebuilds the days of all the punches
  // it was given (a day rebuilt from unchanged punches comes out the same and is not written), which
  // spares reading a hundred thousand inserted rows back.
  let fresh: IncomingPunch[];
  let added: number;
  if (dryRun) {
    const { rows } = await tx.execute<{ employee_id: number; at: string }>(sql`
      SELECT n.employee_id, n.at FROM unnest(${pgArray('int', ids)}, ${pgArray('text', ats)}) AS n(employee_id, at)
      WHERE NOT EXISTS (SELECT 1 FROM attendance_punches p
        WHERE p.employee_id = n.employee_id AND p.punched_at = (n.at::timestamp AT TIME ZONE ${ZONE}))`);
    const isNew = new Set(rows.map((r) => key(r.employee_id, r.at)));
    fresh = list.filter((p) => isNew.has(key(p.employee_id, p.at)));
    added = fresh.length;
  } else {
    const types = pgArray(
      'smallint',
      list.map((p) => p.type ?? null),
    );
    const sources = pgArray(
      'text',
      list.map((p) => p.source),
    );
    const devices = pgArray(
      'int',
      list.map((p) => p.device_id ?? null),
    );
    const res = await tx.execute(sql`
      INSERT INTO attendance_punches (employee_id, punched_at, punch_type, source, device_id)
      SELECT n.employee_id, n.at::timestamp AT TIME ZONE ${ZONE}, n.punch_type, n.source, n.device_id
      FROM unnest(${pgArray('int', ids)}, ${pgArray('text', ats)}, ${types}, ${sources}, ${devices})
        AS n(employee_id, at, punch_type, source, device_id)
      ON CONFLICT (employee_id, punched_at) DO NOTHING`);
    added = res.rowCount ?? 0;
    fresh = added > 0 ? list : [];
  }
  const outcome = { ...empty, punches_new: added, punches_known: list.length - added };
  if (fresh.length === 0) return outcome;

  // The days the new punches belong to, by each employee's shifts around them.
  const employees = [...new Set(fresh.map((p) => p.employee_id))].sort((a, b) => a - b);
  // One rebuild of an employee's days at a time: an import and a terminal's push touching the same
  // day each read the punches the other committed (the lock waits for it), so neither log loses any.
  if (!dryRun)
    await tx.execute(sql`SELECT count(pg_advisory_xact_lock(${PUNCH_LOCK}, e))
      FROM (SELECT unnest(${pgArray('int', employees)}) AS e ORDER BY 1) s`);
  const dates = fresh.map((p) => p.at.slice(0, 10)).sort();
  const from = addDays(dates[0]!, -2);
  const to = addDays(dates[dates.length - 1]!, 2);
  // In the transaction: reading through another pooled connection while holding this one starves the
  // pool when as many imports run at once as it has connections (each waits for an eleventh).
  const { rows: segments } = await tx.execute<ShiftSegment>(
    sql`${shiftSegmentsQuery(from, to, employees)} ORDER BY s.employee_id, s.effective_from`,
  );
  const shiftsOf = new Map<number, typeof segments>();
  for (const s of segments) {
    const list = shiftsOf.get(s.employee_id);
    if (list) list.push(s);
    else shiftsOf.set(s.employee_id, [s]);
  }
  const shiftOf = (employee: number) => (date: string) =>
    shiftsOf.get(employee)?.find((s) => s.from <= date && date <= s.to)?.time ?? null;
  const touched = new Set(fresh.map((p) => key(p.employee_id, punchDay(p.at, shiftOf(p.employee_id)))));

  // Every punch of those employees around those days (the new ones too: a preview adds them here).
  const { rows: stored } = await tx.execute<{ employee_id: number; at: string; type: number | null }>(sql`
    SELECT employee_id, ${wall} AS at, punch_type AS type FROM attendance_punches
    WHERE employee_id = ANY(${pgArray('int', employees)})
      AND punched_at >= (${from}::date::timestamp AT TIME ZONE ${ZONE})
      AND punched_at < ((${to}::date + 1)::timestamp AT TIME ZONE ${ZONE})`);
  const all = dryRun
    ? [...stored, ...fresh.map((p) => ({ employee_id: p.employee_id, at: p.at, type: p.type }))]
    : stored;
  const dayPunches = new Map<string, Punch[]>();
  for (const p of all) {
    const k = key(p.employee_id, punchDay(p.at, shiftOf(p.employee_id)));
    if (!touched.has(k)) continue;
    const list = dayPunches.get(k);
    if (list) list.push({ at: p.at, type: p.type });
    else dayPunches.set(k, [{ at: p.at, type: p.type }]);
  }

  // The logs those days have now.
  const days = [...touched].map((k) => k.split('|') as [string, string]);
  const dayEmployees = pgArray(
    'int',
    days.map((d) => Number(d[0])),
  );
  const dayDates = pgArray(
    'date',
    days.map((d) => d[1]),
  );
  const { rows: current } = await tx.execute<
    LogTimes & { employee_id: number; att_date: string; edited: boolean }
  >(sql`
    SELECT l.employee_id, l.att_date::text AS att_date, ${sql.raw(ATTENDANCE_TIMES.map((f) => `l.${f}::text AS ${f}`).join(', '))},
      (l.edited_by IS NOT NULL OR l.update_reason IS NOT NULL) AS edited
    FROM attendance_logs l
    JOIN unnest(${dayEmployees}, ${dayDates}) AS k(employee_id, att_date)
      ON l.employee_id = k.employee_id AND l.att_date = k.att_date
    FOR UPDATE OF l`);
  const before = new Map(current.map((l) => [key(l.employee_id, l.att_date), l]));

  const upserts: { employee_id: number; att_date: string; log: LogTimes }[] = [];
  for (const [k, ps] of dayPunches) {
    const [employee, day] = k.split('|') as [string, string];
    const after = logFromPunches(day, ps);
    const was = before.get(k);
    const wasTimes = was ? (Object.fromEntries(ATTENDANCE_TIMES.map((f) => [f, was[f]])) as LogTimes) : null;
    let action: 'create' | 'update' | 'keep';
    if (!was) action = 'create';
    else if (was.edited) action = 'keep';
    else if (ATTENDANCE_TIMES.every((f) => was[f] === after[f])) continue;
    else action = 'update';
    if (action === 'create') outcome.logs_created++;
    else if (action === 'update') outcome.logs_updated++;
    else outcome.logs_kept++;
    if (outcome.changed.length < LISTED_CHANGES)
      outcome.changed.push({ employee_id: Number(employee), att_date: day, action, before: wasTimes, after });
    if (action !== 'keep') upserts.push({ employee_id: Number(employee), att_date: day, log: after });
  }
  outcome.employees = employees.length;
  if (dryRun || upserts.length === 0) return outcome;

  const column = (f: (typeof ATTENDANCE_TIMES)[number]) =>
    pgArray(
      'time',
      upserts.map((u) => u.log[f] || null),
    );
  const upsertEmployees = pgArray(
    'int',
    upserts.map((u) => u.employee_id),
  );
  const upsertDates = pgArray(
    'date',
    upserts.map((u) => u.att_date),
  );
  await tx.execute(sql`
    INSERT INTO attendance_logs (employee_id, att_date, sub_department_id, ${sql.raw(ATTENDANCE_TIMES.join(', '))})
    SELECT n.employee_id, n.att_date, e.sub_department_id, ${sql.raw(ATTENDANCE_TIMES.map((f) => `n.${f}`).join(', '))}
    FROM unnest(${upsertEmployees}, ${upsertDates},
      ${sql.join(
        ATTENDANCE_TIMES.map(column),
        sql`, `,
      )}) AS n(employee_id, att_date, ${sql.raw(ATTENDANCE_TIMES.join(', '))})
    JOIN employees e ON e.id = n.employee_id
    ON CONFLICT (employee_id, att_date) DO UPDATE SET
      ${sql.raw(ATTENDANCE_TIMES.map((f) => `${f} = excluded.${f}`).join(', '))}, updated_at = now()
    WHERE attendance_logs.edited_by IS NULL AND attendance_logs.update_reason IS NULL`);
  return outcome;
}
