import {
  ATTENDANCE_TIMES,
  type AttendanceDay,
  type AttendanceLogRow,
  type AttendanceRange,
  type DayStatus,
  daysOf,
  type LogTimes,
  lateMinutes,
  NO_TIME,
  overbreakSeconds,
} from '@hris/domain/attendance';
import { type DayEvent, type DayKind, dayKind, HOLIDAY_EVENT, REST_DAY_EVENT } from '@hris/domain/calendar';
import { type DayFigures, dayFigures } from '@hris/domain/payroll';
import { type SQL, sql } from 'drizzle-orm';
import { pgArray } from '../../db/arrays';
import type { Db } from '../../db/client';
import { readPrepared } from '../../db/prepared';
import { notFound } from '../../lib/errors';
import { employeeAlias } from '../employees/employees.sql';
import { type ShiftSegment, shiftSegmentsQuery } from '../schedule/shifts.service';

/**
 * The one place the attendance screens, the exports and the payroll read a range of days from: for a
 * set of employees, their logs, shifts, approved leave, approved undertime and the calendar's
 * holidays and rest days, each read once for the whole set (one statement however many employees),
 * then each day's status by the domain's `attendanceDayStatus`.
 */

const e = employeeAlias('e');

/** An employee as the grid, the exports and the payroll head their rows. */
export type EmployeeHead = {
  id: number;
  emp_id: string;
  full_name: string;
  department_name: string | null;
  position_name: string | null;
  sub_department_id: number | null;
  rest_days_from_calendar: boolean;
  employment_date: string | null;
  resignation_date: string | null;
};

export type EmployeeFilter = {
  subDepartmentId: number;
  q?: string | undefined;
  range: AttendanceRange;
  /** One employee, whatever their status (the employee modal). */
  employeeId?: number;
};

/**
 * Who the range concerns: the employees with the company, and those who left during or after it
 * (their last days are still paid), of one sub-department or all.
 */
function whoConditions(f: EmployeeFilter): SQL {
  if (f.employeeId) return sql`${e('id')} = ${f.employeeId}`;
  return sql.join(
    [sql`(${e.isActive} OR ${e('resignation_date')} >= ${f.range.startDate}::date)`, ...hiredAndFound(f)],
    sql` AND `,
  );
}

/** Hired by the range's last day, of the sub-department and found by the search, when given. */
function hiredAndFound(f: EmployeeFilter): SQL[] {
  const conds = [
    sql`(${e('employment_date')} IS NULL OR ${e('employment_date')} <= ${f.range.lastDate}::date)`,
  ];
  if (f.subDepartmentId) conds.push(sql`${e('sub_department_id')} = ${f.subDepartmentId}`);
  const search = e.search(f.q);
  if (search) conds.push(search);
  return conds;
}

/**
 * How many employees `whoConditions` finds, counted as those with the company plus those who left
 * during or after the range: two ranges of employees_cut_off_idx (status, hiring, leaving) instead of
 * a test of every employee's row in another index (at 50,000 employees, 3 ms instead of 8).
 */
function whoCount(f: EmployeeFilter): SQL {
  if (f.employeeId) return sql`SELECT count(*)::int FROM ${e.table} WHERE ${whoConditions(f)}`;
  const rest = hiredAndFound(f);
  return sql`SELECT ((SELECT count(*) FROM ${e.table} WHERE ${sql.join([e.isActive, ...rest], sql` AND `)})
    + (SELECT count(*) FROM ${e.table} WHERE ${sql.join(
      [sql`NOT ${e.isActive}`, sql`${e('resignation_date')} >= ${f.range.startDate}::date`, ...rest],
      sql` AND `,
    )}))::int`;
}

/**
 * A page (or a batch) of the employees of a range, by name, and how many there are in all. The page's
 * ids are read in name order from employees_attendance_idx alone, then only their rows are joined;
 * the count (from the same index) comes with them, or is skipped when `count` is false (an export).
 */
export async function employeeHeads(
  db: Db,
  f: EmployeeFilter,
  limit: number,
  offset: number,
  { count = true }: { count?: boolean } = {},
): Promise<{ rows: EmployeeHead[]; total: number }> {
  const where = whoConditions(f);
  const total = whoCount(f);
  const rows = await readPrepared<EmployeeHead & { total?: number }>(
    db,
    sql`
    WITH page AS (
      SELECT ${e('id')} AS id, ${e('full_name')} AS full_name FROM ${e.table} WHERE ${where}
      ORDER BY ${e('full_name')}, ${e('id')} LIMIT ${limit} OFFSET ${offset})
    SELECT ${e('id')} AS id, ${e('emp_id')} AS emp_id, ${e('full_name')} AS full_name,
      d.department_name, p.pos_name AS position_name, ${e('sub_department_id')} AS sub_department_id,
      coalesce(s.rest_days_from_calendar, false) AS rest_days_from_calendar,
      ${e('employment_date')}::text AS employment_date, ${e('resignation_date')}::text AS resignation_date
      ${count ? sql`, (${total}) AS total` : sql``}
    FROM page JOIN ${e.table} ON ${e('id')} = page.id
    LEFT JOIN positions p ON p.id = ${e('position_id')}
    LEFT JOIN departments d ON d.id = p.department_id
    LEFT JOIN sub_departments s ON s.id = ${e('sub_department_id')}
    ORDER BY page.full_name, page.id`,
  );
  if (!count) return { rows, total: offset + rows.length };
  if (rows[0]) return { rows: rows.map(({ total: _, ...head }) => head), total: rows[0].total ?? 0 };
  // A page past the end: the count alone.
  const [c] = await readPrepared<{ total: number }>(db, sql`SELECT (${total}) AS total`);
  return { rows: [], total: c?.total ?? 0 };
}

/** One employee as the grid heads them, whatever their status (the modal of someone who left). */
export async function oneHead(db: Db, employeeId: number, range: AttendanceRange): Promise<EmployeeHead> {
  const { rows } = await employeeHeads(db, { subDepartmentId: 0, range, employeeId }, 1, 0);
  if (!rows[0]) throw notFound('The employee');
  return rows[0];
}

/** A stored log as read, its times as HH:MM:SS or null. */
export type StoredLog = LogTimes & {
  id: number;
  employee_id: number;
  att_date: string;
  remarks: string | null;
  update_reason: string | null;
  edited_by_name: string | null;
  edited_at: string | null;
  updated_at: string;
};

const LOG_COLUMNS = sql.raw(
  [
    'l.id',
    'l.employee_id',
    'l.att_date::text AS att_date',
    ...ATTENDANCE_TIMES.map((f) => `l.${f}::text AS ${f}`),
    'l.remarks',
    'l.update_reason',
    'coalesce(ue.full_name, u.name) AS edited_by_name',
    `to_char(l.edited_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS edited_at`,
    `to_char(l.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS updated_at`,
  ].join(', '),
);

const logsQuery = (where: SQL) => sql`SELECT ${LOG_COLUMNS} FROM attendance_logs l
    LEFT JOIN users u ON u.id = l.edited_by
    LEFT JOIN employees ue ON ue.id = u.employee_id
    WHERE ${where}`;

/** The logs of some employees over a range; or one log by id. */
export function readLogs(db: Db, where: SQL): Promise<StoredLog[]> {
  return readPrepared<StoredLog>(db, sql`${logsQuery(where)} ORDER BY l.employee_id, l.att_date`);
}

type Leave = { employee_id: number; start_date: string; end_date: string; remarks: string };
type Undertime = { employee_id: number; day: string; hours: number };
type DaySources = {
  logs: StoredLog[];
  segments: ShiftSegment[];
  leaves: Leave[];
  events: DayEvent[];
  undertime: Undertime[];
};

/**
 * Everything that decides the days of some employees over a range, in one statement (a round trip
 * costs more than any of these reads): each source a JSON array of its rows, in no particular order.
 */
async function daySources(db: Db, ids: readonly number[], start: string, last: string): Promise<DaySources> {
  const of = (column: string) => sql`${sql.raw(column)} = ANY(${pgArray('int', ids)})`;
  const rows = (query: SQL) => sql`(SELECT coalesce(json_agg(q), '[]') FROM (${query}) q)`;
  const [row] = await readPrepared<DaySources>(
    db,
    sql`SELECT
      ${rows(logsQuery(sql`${of('l.employee_id')} AND l.att_date BETWEEN ${start}::date AND ${last}::date`))} AS logs,
      ${rows(shiftSegmentsQuery(start, last, ids))} AS segments,
      ${rows(sql`SELECT employee_id, start_date::text AS start_date, end_date::text AS end_date, remarks
        FROM leave_requests WHERE status = 'approved' AND ${of('employee_id')}
          AND start_date <= ${last}::date AND end_date >= ${start}::date`)} AS leaves,
      ${rows(sql`SELECT date_event::text AS date_event, event_type, holiday_type, sub_department_id
        FROM calendar_events WHERE date_event BETWEEN ${start}::date AND ${last}::date
          AND event_type IN (${HOLIDAY_EVENT}, ${REST_DAY_EVENT})`)} AS events,
      ${rows(sql`SELECT employee_id, date_of_undertime::text AS day, sum(total_hours)::int AS hours
        FROM undertime_requests WHERE hr_status = 'approved' AND ${of('employee_id')}
          AND date_of_undertime BETWEEN ${start}::date AND ${last}::date
        GROUP BY employee_id, date_of_undertime`)} AS undertime`,
  );
  return row!;
}

/** Rows by their employee. */
function groupBy<T extends { employee_id: number }>(rows: readonly T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) {
    const list = out.get(r.employee_id);
    if (list) list.push(r);
    else out.set(r.employee_id, [r]);
  }
  return out;
}

/** A day of one employee with everything that decides it. */
export type ComputedDay = {
  date: string;
  kind: DayKind;
  status: DayStatus;
  shift: string | null;
  log: StoredLog | null;
  figures: DayFigures;
};

/**
 * The days of `range` for each of `heads`, computed against `today` (the company's date). Days before
 * the employee started or after they left are blank.
 */
export async function computeDays(
  db: Db,
  heads: readonly EmployeeHead[],
  range: AttendanceRange,
  today: string,
): Promise<Map<number, ComputedDay[]>> {
  const out = new Map<number, ComputedDay[]>();
  if (heads.length === 0) return out;
  const ids = heads.map((h) => h.id);
  const { startDate: start, lastDate: last } = range;
  const { logs, segments, leaves, events, undertime } = await daySources(db, ids, start, last);

  const key = (id: number, day: string) => `${id}|${day}`;
  const logOf = new Map(logs.map((l) => [key(l.employee_id, l.att_date), l]));
  const undertimeOf = new Map(undertime.map((u) => [key(u.employee_id, u.day), u.hours]));
  const days = daysOf(start, last);
  // What a date is depends on the sub-department and its rest-day setting only: once per pair and day.
  const kinds = new Map<string, DayKind>();
  const kindOf = (date: string, sub: number | null, fromCalendar: boolean) => {
    const k = `${date}|${sub}|${fromCalendar}`;
    let kind = kinds.get(k);
    if (!kind) {
      kind = dayKind(date, sub, events, { restDaysFromCalendar: fromCalendar });
      kinds.set(k, kind);
    }
    return kind;
  };
  const segmentsOf = groupBy(segments);
  const leavesOf = groupBy(leaves);
  for (const h of heads) {
    const mySegments = segmentsOf.get(h.id) ?? [];
    const myLeaves = leavesOf.get(h.id) ?? [];
    const rows: ComputedDay[] = [];
    for (const date of days) {
      const log = logOf.get(key(h.id, date)) ?? null;
      const shift = mySegments.find((s) => s.from <= date && date <= s.to)?.time ?? null;
      const leave = myLeaves.find((l) => l.start_date <= date && date <= l.end_date);
      const employed =
        (!h.employment_date || h.employment_date <= date) &&
        (!h.resignation_date || date <= h.resignation_date);
      const kind = kindOf(date, h.sub_department_id, h.rest_days_from_calendar);
      const input = {
        date,
        // A day outside the employment is not due: shown blank like a future day.
        today: employed ? today : '0000-00-00',
        kind,
        leave: leave
          ? leave.remarks === 'With Pay'
            ? ('with_pay' as const)
            : ('without_pay' as const)
          : null,
        timeIn: log?.time_in ?? null,
        log,
        shiftTime: shift,
        approvedUndertimeHours: undertimeOf.get(key(h.id, date)) ?? 0,
      };
      const figures = dayFigures(input);
      rows.push({ date, kind, status: figures.status, shift, log, figures });
    }
    out.set(h.id, rows);
  }
  return out;
}

/** A stored log on the wire (docs/api.md#attendance): 00:00:00 for no entry, its status and event of the day. */
export function logRow(
  log: StoredLog,
  day: Pick<ComputedDay, 'status' | 'shift' | 'kind'>,
): AttendanceLogRow {
  const times = Object.fromEntries(ATTENDANCE_TIMES.map((f) => [f, log[f] ?? NO_TIME])) as Record<
    (typeof ATTENDANCE_TIMES)[number],
    string
  >;
  return {
    id: log.id,
    att_date: log.att_date,
    ...times,
    idle_time: overbreakSeconds(log),
    late_minutes: lateMinutes(log.time_in, day.shift),
    status: day.status,
    event_type: day.kind === 'rest_day' ? 'restday' : day.kind === 'working_day' ? null : 'holiday',
    remarks: log.remarks,
    update_reason: log.update_reason,
    edited_by_name: log.edited_by_name,
    edited_at: log.edited_at,
    updated_at: log.updated_at,
  };
}

/** A day of the grid. */
export const gridDay = (d: ComputedDay): AttendanceDay => ({
  date: d.date,
  status: d.status,
  shift: d.shift,
  log_id: d.log?.id ?? null,
  edited: !!d.log?.edited_by_name || !!d.log?.update_reason,
});
