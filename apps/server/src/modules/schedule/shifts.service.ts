import type { EmployeeOption, EmployeeOptionsQuery } from '@hris/domain/employee';
import type { ListArgs, SortOf } from '@hris/domain/paging';
import type {
  CurrentShift,
  ShiftHistoryRow,
  ShiftSource,
  WorkShiftAddBody,
  WorkShiftRow,
  WorkShiftUpdateBody,
  workShiftListQuery,
} from '@hris/domain/schedule';
import { type ShiftGroup, shiftWindow } from '@hris/domain/shifts';
import { type SQL, sql } from 'drizzle-orm';
import { pgArray } from '../../db/arrays';
import type { Db, Tx } from '../../db/client';
import { pageOf, whereAll } from '../../db/paging';
import { readPrepared } from '../../db/prepared';
import { type Writer, write } from '../../db/write';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/audit';
import { employeeOptions } from '../employees/employees.options';
import { e } from '../employees/employees.sql';

/**
 * Work shifts, effective-dated (shift_history): each row is an employee's shift from its
 * `effective_from` until the next row's date, and the row in force on a day is the employee's latest
 * row on or before it (the unique index on (employee_id, effective_from) finds it in one probe).
 * Every write records a row and then brings the employee record (schedule, time, timezone_id) in step
 * with the row in force today, in the same transaction; `runShiftSync` (the daily job of
 * schedule.jobs.ts) does the same for rows dated in the future once their day comes.
 */

/** A shift as the history holds it: all three null for "no shift". */
export type Shift = { schedule: ShiftGroup | null; time: string | null; timezone_id: number | null };

/** The history row of employee `employee` (an SQL expression) in force on `date`, as a LATERAL subquery. */
const rowInForce = (employee: SQL, date: SQL | string) => sql`(
  SELECT h.id, h.schedule, h.time, h.timezone_id, h.effective_from FROM shift_history h
  WHERE h.employee_id = ${employee} AND h.effective_from <= ${date}::date
  ORDER BY h.effective_from DESC LIMIT 1)`;

/** The employee's history row in force on `date`, or null when none is. */
export async function shiftOn(
  db: Db | Tx,
  employeeId: number,
  date: string,
): Promise<(Shift & { id: number; effective_from: string }) | null> {
  const { rows } = await db.execute<Shift & { id: number; effective_from: string }>(
    sql`SELECT c.* FROM ${rowInForce(sql`${employeeId}::int`, date)} c`,
  );
  return rows[0] ?? null;
}

// ---- the list and the selects

/**
 * The list and the selects read the employee record, which mirrors the history row in force today
 * (every write brings it in step; the daily job does for rows dated in the future once their day
 * comes), so they count and sort on the employees' own indexes; the row's id and date are read from
 * the history for the page's rows only.
 */
const hasShift = sql`(${e('schedule')} IS NOT NULL AND ${e('time')} IS NOT NULL)`;
/** The same negated, as the partial index employees_no_shift_idx is written. */
const noShift = sql`(${e('schedule')} IS NULL OR ${e('time')} IS NULL)`;
/**
 * A column of the row the record mirrors (in force today, or on the employment date of someone not yet
 * started), as a subquery: PostgreSQL runs it after the sort, for the page's rows only.
 */
const todays = (column: 'id' | 'effective_from', today: string) =>
  sql`(SELECT c.${sql.raw(column)} FROM ${rowInForce(e('id'), sql`greatest(${today}::date, ${e('employment_date')})`)} c)`;

const sortsOn = (today: string) =>
  ({
    full_name: e('full_name'),
    emp_id: e('emp_id'),
    schedule: e('schedule'),
    time: e('time'),
    timezone_name: sql`(SELECT tz.timezone_name FROM timezones tz WHERE tz.id = ${e('timezone_id')})`,
    effective_from: todays('effective_from', today),
  }) satisfies Record<SortOf<typeof workShiftListQuery>, SQL>;

/**
 * Work Shifts: every employee with a shift today; `id` is the history row in force today, which
 * update and delete take. Searched on the name, filtered by shift group, paged on the server.
 */
export function listWorkShifts(db: Db, a: ListArgs<typeof workShiftListQuery>, today: string) {
  const filters = [hasShift, a.schedule ? sql`${e('schedule')} = ${a.schedule}` : undefined];
  const sorts = sortsOn(today);
  return pageOf<WorkShiftRow>(db, {
    select: sql`${todays('id', today)} AS id, ${e('id')} AS employee_id, ${e.cols('emp_id', 'full_name')},
      p.pos_name AS position_name, ${e.cols('schedule', 'time', 'status', 'timezone_id')},
      ${sorts.timezone_name} AS timezone_name, ${sorts.effective_from} AS effective_from`,
    from: sql`${e.table}`,
    joins: e.joinPosition('p'),
    where: [...filters, e.search(a.q)],
    count: sql`SELECT count(*)::int FROM ${e.table} ${whereAll([...filters, e.searchIds(e('id'), a.q)])}`,
    sort: sorts[a.sort],
    order: a.order,
    tieBreak: e('id'),
    page: a.page,
    perPage: a.per_page,
  });
}

/** `GET api/employeeworkshift`: employees with a shift today, for a select. */
export const employeesWithShift = (db: Db, a: EmployeeOptionsQuery): Promise<EmployeeOption[]> =>
  employeeOptions(db, a, hasShift);

/** `GET api/employeenosched`: active employees without a shift today (the work-shift add modal's select). */
export const employeesWithoutShift = (db: Db, a: EmployeeOptionsQuery): Promise<EmployeeOption[]> =>
  employeeOptions(db, { ...a, include_inactive: undefined }, noShift, { few: true });

// ---- one employee's shift

async function employeeExists(db: Db | Tx, id: number): Promise<boolean> {
  const { rows } = await db.execute(sql`SELECT 1 FROM employees WHERE id = ${id}`);
  return rows.length > 0;
}

/**
 * `GET api/getcurrentshift/get/{employee_id}?date=`: the shift in force on `date`, with when it
 * starts and ends (a night shift ends on the next day). All null when the employee had none.
 */
export async function currentShift(db: Db, employeeId: number, date: string): Promise<CurrentShift> {
  const rows = await readPrepared<Shift & { effective_from: string | null; timezone_name: string | null }>(
    db,
    sql`SELECT c.schedule, c.time, c.timezone_id, tz.timezone_name, c.effective_from
      FROM employees x LEFT JOIN LATERAL ${rowInForce(sql`x.id`, date)} c ON true
      LEFT JOIN timezones tz ON tz.id = c.timezone_id
      WHERE x.id = ${employeeId}`,
  );
  const row = rows[0];
  if (!row) throw notFound('The employee');
  const none = { schedule: null, time: null, timezone_id: null, timezone_name: null, effective_from: null };
  const shift = row.schedule && row.time ? row : none;
  const window = shift.time ? shiftWindow(date, shift.time) : null;
  return {
    employee_id: employeeId,
    date,
    schedule: shift.schedule,
    time: shift.time,
    timezone_id: shift.timezone_id,
    timezone_name: shift.timezone_name,
    effective_from: shift.effective_from,
    starts_at: window?.starts_at ?? null,
    ends_at: window?.ends_at ?? null,
  };
}

/** `GET api/workshifts/history/{employee_id}`: every row of the employee's shift history, newest first. */
export async function shiftHistory(db: Db, employeeId: number): Promise<ShiftHistoryRow[]> {
  if (!(await employeeExists(db, employeeId))) throw notFound('The employee');
  const { rows } = await db.execute<ShiftHistoryRow>(sql`
    SELECT h.id, h.effective_from, h.schedule, h.time, tz.timezone_name, h.source, h.adjustment_id, h.created_at
    FROM shift_history h LEFT JOIN timezones tz ON tz.id = h.timezone_id
    WHERE h.employee_id = ${employeeId} ORDER BY h.effective_from DESC`);
  return rows;
}

// ---- writing the history

/**
 * Locks the employee's row for the rest of the transaction, so that writes of one employee's shift
 * take turns (each then reads the history with the other's row in it). Null when there is none.
 */
export async function lockShiftOwner(
  tx: Tx,
  employeeId: number,
): Promise<{ id: number; timezone_id: number | null } | null> {
  const { rows } = await tx.execute<{ id: number; timezone_id: number | null }>(
    sql`SELECT id, timezone_id FROM employees WHERE id = ${employeeId} FOR UPDATE`,
  );
  return rows[0] ?? null;
}

async function checkTimezone(tx: Tx, id: number | null) {
  if (id === null) return;
  const { rows } = await tx.execute(sql`SELECT 1 FROM timezones WHERE id = ${id}`);
  if (!rows.length) throw fieldError('timezone_id', 'The selected time zone does not exist.');
}

export type ShiftEntry = Shift & {
  employee_id: number;
  effective_from: string;
  source: ShiftSource;
  adjustment_id?: number | null;
};

/**
 * Records an employee's shift from `effective_from` on, in the caller's write (the caller has locked
 * the employee with `lockShiftOwner` or `lockEmployee`): one row per employee and day, so a second
 * change the same day replaces that day's row (a first assignment stays an assignment). Audited, and
 * the employee record is brought in step with the row in force on `today`.
 */
export async function recordShift(w: Writer, entry: ShiftEntry, today: string): Promise<{ id: number }> {
  const { tx } = w;
  const { rows: before } = await tx.execute(
    sql`SELECT * FROM shift_history WHERE employee_id = ${entry.employee_id} AND effective_from = ${entry.effective_from}::date`,
  );
  const { rows } = await tx.execute<{ id: number } & Record<string, unknown>>(sql`
    INSERT INTO shift_history AS s (employee_id, effective_from, schedule, time, timezone_id, source, adjustment_id, created_by)
    VALUES (${entry.employee_id}, ${entry.effective_from}::date, ${entry.schedule}, ${entry.time}, ${entry.timezone_id},
      ${entry.source}, ${entry.adjustment_id ?? null}, ${w.actor.userId})
    ON CONFLICT (employee_id, effective_from) DO UPDATE SET schedule = excluded.schedule, time = excluded.time,
      timezone_id = excluded.timezone_id, adjustment_id = excluded.adjustment_id, created_by = excluded.created_by,
      created_at = now(),
      source = CASE WHEN s.source = 'assignment' AND excluded.source = 'change' THEN s.source ELSE excluded.source END
    RETURNING *`);
  const row = rows[0]!;
  await w.audit({
    action: before.length ? 'update' : 'create',
    entity: 'shift_history',
    entityId: row.id,
    ...(before[0] && { before: before[0] }),
    after: row,
  });
  await syncEmployeeShifts(tx, today, entry.employee_id);
  return { id: row.id };
}

/**
 * Brings employee records (one, or all) in step with their shift history: schedule, time and
 * timezone_id become those of the row in force on `today`, or, for someone not yet started, on their
 * employment date (the shift they start with). Employees with no row in force by then keep what they
 * have. Set-based and idempotent: only records that differ are written. Returns how many were.
 */
export async function syncEmployeeShifts(
  db: Db | Tx,
  today: string,
  employees?: number | number[],
): Promise<number> {
  const one =
    employees === undefined
      ? sql``
      : typeof employees === 'number'
        ? sql`AND x.id = ${employees}`
        : sql`AND x.id = ANY(${pgArray('int', employees)})`;
  const { rowCount } = await db.execute(sql`
    UPDATE employees e SET schedule = c.schedule, time = c.time, timezone_id = c.timezone_id, updated_at = now()
    FROM (SELECT x.id, c.schedule, c.time, c.timezone_id FROM employees x
      CROSS JOIN LATERAL ${rowInForce(sql`x.id`, sql`greatest(${today}::date, x.employment_date)`)} c
      WHERE true ${one}) c
    WHERE e.id = c.id AND (e.schedule, e.time, e.timezone_id) IS DISTINCT FROM (c.schedule, c.time, c.timezone_id)`);
  return rowCount ?? 0;
}

/**
 * The daily run: every employee record whose shift differs from the row in force today (a row dated
 * in the future has come into force) is brought in step. The records that differ are locked first
 * (in id order, as writers lock one employee), then computed again on a fresh snapshot, so a shift
 * written meanwhile is not overwritten with an older reading.
 */
export async function runShiftSync(db: Db, today: string): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: number }>(sql`
      SELECT e.id FROM employees e
      CROSS JOIN LATERAL ${rowInForce(e('id'), sql`greatest(${today}::date, ${e('employment_date')})`)} c
      WHERE (${e('schedule')}, ${e('time')}, ${e('timezone_id')}) IS DISTINCT FROM (c.schedule, c.time, c.timezone_id)
      ORDER BY e.id FOR UPDATE OF e`);
    return rows.length
      ? syncEmployeeShifts(
          tx,
          today,
          rows.map((r) => r.id),
        )
      : 0;
  });
}

// ---- the work-shift calls

/** `POST api/workshifts/add`: a shift for an employee who has none today, from `effective_from` or today. */
export function addWorkShift(db: Db, actor: Actor, body: WorkShiftAddBody, today: string) {
  return write(db, actor, async (w) => {
    if (!(await lockShiftOwner(w.tx, body.employee_id)))
      throw fieldError('employee_id', 'The selected employee does not exist.');
    const current = await shiftOn(w.tx, body.employee_id, today);
    if (current?.schedule)
      throw fieldError('employee_id', 'This employee already has a shift: change it from the list instead.');
    await checkTimezone(w.tx, body.timezone_id);
    return recordShift(
      w,
      {
        employee_id: body.employee_id,
        effective_from: body.effective_from ?? today,
        schedule: body.schedule,
        time: body.time,
        timezone_id: body.timezone_id,
        source: 'assignment',
      },
      today,
    );
  });
}

/** The employee of a history row named in the path, locked; 404 when the row does not exist. */
async function ownerOfRow(tx: Tx, rowId: number): Promise<number> {
  const { rows } = await tx.execute<{ employee_id: number }>(
    sql`SELECT employee_id FROM shift_history WHERE id = ${rowId}`,
  );
  if (!rows[0]) throw notFound('The work shift');
  await lockShiftOwner(tx, rows[0].employee_id);
  return rows[0].employee_id;
}

/** `POST api/workshifts/update/{id}`: the employee of history row `id` gets a new shift from `effective_from` or today. */
export function updateWorkShift(db: Db, actor: Actor, id: number, body: WorkShiftUpdateBody, today: string) {
  return write(db, actor, async (w) => {
    const employeeId = await ownerOfRow(w.tx, id);
    await checkTimezone(w.tx, body.timezone_id);
    return recordShift(
      w,
      {
        employee_id: employeeId,
        effective_from: body.effective_from ?? today,
        schedule: body.schedule,
        time: body.time,
        timezone_id: body.timezone_id,
        source: 'change',
      },
      today,
    );
  });
}

/**
 * `DELETE api/workshifts/delete/{id}`: the employee of history row `id` has no shift from today on (a
 * removal row); the history before it stays. 409 when the employee has no shift today.
 */
export function deleteWorkShift(db: Db, actor: Actor, id: number, today: string) {
  return write(db, actor, async (w) => {
    const employeeId = await ownerOfRow(w.tx, id);
    if (!(await shiftOn(w.tx, employeeId, today))?.schedule)
      throw new AppError(409, 'This employee has no shift to remove.');
    return recordShift(
      w,
      {
        employee_id: employeeId,
        effective_from: today,
        schedule: null,
        time: null,
        timezone_id: null,
        source: 'removal',
      },
      today,
    );
  });
}

// ---- for the attendance module

export type ShiftSegment = Shift & { employee_id: number; from: string; to: string };

/**
 * Every employee's shifts over the days `start` to `end` (inclusive) in one query: each history row
 * in force on any of those days, clipped to the range (`from`, `to`: its first and last day in it).
 * The rows read are those dated within the range (shift_history_effective_idx) and, for each
 * employee, the one in force on `start` (one probe of the (employee_id, effective_from) index); a
 * row's end is the day before the employee's next row (lead over the employee's rows). Rows without
 * a schedule (no shift on those days) are included, so the days they cover read as "no shift".
 * A prepared statement, planned once per connection.
 */
export function shiftSegments(
  db: Db,
  start: string,
  end: string,
  employeeIds?: readonly number[],
): Promise<ShiftSegment[]> {
  return readPrepared<ShiftSegment>(
    db,
    sql`${shiftSegmentsQuery(start, end, employeeIds)} ORDER BY s.employee_id, s.effective_from`,
  );
}

/** The query of `shiftSegments`, unordered: a part of a larger statement (the attendance days). */
export function shiftSegmentsQuery(start: string, end: string, employeeIds?: readonly number[]): SQL {
  // Of some employees only (a page of the grid, a batch of an export), or of everyone.
  const of = (column: SQL) =>
    employeeIds ? sql`AND ${column} = ANY(${pgArray('int', employeeIds)})` : sql``;
  return sql`
    SELECT s.employee_id, greatest(s.effective_from, ${start}::date)::text AS "from",
      (coalesce(s.next_from - 1, ${end}::date))::text AS "to", s.schedule, s.time, s.timezone_id
    FROM (
      SELECT r.*, lead(r.effective_from) OVER (PARTITION BY r.employee_id ORDER BY r.effective_from) AS next_from
      FROM (
        SELECT h.employee_id, h.effective_from, h.schedule, h.time, h.timezone_id FROM shift_history h
        WHERE h.effective_from > ${start}::date AND h.effective_from <= ${end}::date ${of(sql`h.employee_id`)}
        UNION ALL
        SELECT x.id, c.effective_from, c.schedule, c.time, c.timezone_id FROM employees x
        CROSS JOIN LATERAL ${rowInForce(sql`x.id`, start)} c
        WHERE true ${of(sql`x.id`)}
      ) r
    ) s`;
}
