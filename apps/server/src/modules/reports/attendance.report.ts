import { BREAK_ALLOWANCE_MINUTES } from '@hris/domain/attendance';
import { HOLIDAY_EVENT, REST_DAY_EVENT } from '@hris/domain/calendar';
import type { ReportRow } from '@hris/domain/reports';
import { shiftHours } from '@hris/domain/shifts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readPrepared } from '../../db/prepared';
import { e } from '../employees/employees.sql';
import { shiftSegmentsQuery } from '../schedule/shifts.service';
import { day, ofSubDepartment, type Period, readReport } from './report-sql';

/**
 * Absences, lates and overbreaks per cut-off and sub-department, by the rules the grid and the payroll
 * apply a day at a time (`attendanceDayStatus`, `dayFigures` of the domain), written as sets:
 *
 * - a day is a regular or special holiday, a rest day (the weekend, or the calendar's rest days for a
 *   sub-department that keeps them there) or a working day, per sub-department (`kinds`);
 * - an absence is a working day before today, within the employment, without approved leave and
 *   without a time in: the working days, less those on leave, less those present;
 * - a late or an overbreak counts on a day worked: a time in on a working day without leave, or on a
 *   holiday; minutes late are against the start of the shift in force that day.
 *
 * Who counts is who the payroll lists: still with the company, or left during or after the cut-off.
 * `attendance.report.test.ts` checks the figures against the payroll's own on the same days.
 */

const hasTime = (column: string) => sql.raw(`(${column} IS NOT NULL AND ${column} <> '00:00:00')`);

/** Seconds past the allowance of one break, as `overbreakSeconds` counts them. */
function over(out: string, back: string, minutes: number): SQL {
  return sql.raw(
    `CASE WHEN l.${out} IS NOT NULL AND l.${out} <> '00:00:00' AND l.${back} IS NOT NULL AND l.${back} <> '00:00:00'
      THEN greatest(0, ((date_part('epoch', l.${back} - l.${out})::int + 86400) % 86400) - ${minutes * 60}) ELSE 0 END`,
  );
}

const overbreak = sql`(${over('first_break_out', 'first_break_in', BREAK_ALLOWANCE_MINUTES.first)}
  + ${over('lunch_break_out', 'lunch_break_in', BREAK_ALLOWANCE_MINUTES.lunch)}
  + ${over('second_break_out', 'second_break_in', BREAK_ALLOWANCE_MINUTES.second)})`;

/**
 * The start of each shift label in use, in minutes, read by the domain's `shiftHours` (the labels are
 * a handful of texts, "8AM-5PM", however many employees): a VALUES list the statement joins.
 */
export async function shiftStarts(db: Db): Promise<SQL> {
  const labels = await readPrepared<{ time: string }>(
    db,
    sql`SELECT DISTINCT time FROM shift_history WHERE time IS NOT NULL`,
  );
  const known = labels.flatMap(({ time }) => {
    const hours = shiftHours(time);
    return hours ? [sql`(${time}::text, ${hours.start}::int)`] : [];
  });
  return known.length
    ? sql`VALUES ${sql.join(known, sql`, `)}`
    : sql`SELECT NULL::text, NULL::int WHERE false`;
}

export async function attendanceReport(db: Db, p: Period, sub: number | undefined): Promise<ReportRow[]> {
  return readReport(db, attendanceReportQuery(p, sub, await shiftStarts(db)));
}

/** The report's one statement (apart, so that it can be explained on a large company). */
export function attendanceReportQuery(p: Period, sub: number | undefined, starts: SQL): SQL {
  // The days of the period's cut-offs: the 11th of its first month to the 10th after its last (or today).
  const nextMonth = new Date(`${p.end}T00:00:00Z`);
  const spanLast = [`${nextMonth.toISOString().slice(0, 7)}-10`, p.today].sort()[0]!;
  const holiday = sql.raw(String(HOLIDAY_EVENT));
  const restDay = sql.raw(String(REST_DAY_EVENT));
  return sql`
    WITH cut AS (
      SELECT c.start, least(c.last, ${day(p.today)}) AS last,
        to_char(c.start, 'Mon DD') || ' - ' || to_char(c.last, 'Mon DD YYYY') AS cutoff
      FROM generate_series(${day(p.first)}, (${day(p.end)} - 1), interval '1 month') m
      CROSS JOIN LATERAL (VALUES (m::date + 10, m::date + 24),
        (m::date + 25, (m + interval '1 month')::date + 9)) c(start, last)
      WHERE c.start <= ${day(p.today)}),
    span AS (SELECT min(start) AS first, max(last) AS last FROM cut),
    people AS (
      SELECT e.id, coalesce(e.sub_department_id, 0) AS sub_id, coalesce(s.rest_days_from_calendar, false) AS rdc,
        e.employment_date AS hired, e.resignation_date AS left_on
      FROM employees e LEFT JOIN sub_departments s ON s.id = e.sub_department_id, span
      WHERE (${e.isActive} OR e.resignation_date >= span.first)
        AND (e.employment_date IS NULL OR e.employment_date <= span.last)
        AND ${ofSubDepartment(sql`e.sub_department_id`, sub)}),
    kinds AS (
      SELECT g.sub_id, g.rdc, d::date AS day,
        CASE WHEN bool_or(ev.event_type = ${holiday} AND ev.holiday_type = 1) THEN 'regular_holiday'
          WHEN bool_or(ev.event_type = ${holiday}) THEN 'special_holiday'
          WHEN (g.rdc AND bool_or(ev.event_type = ${restDay}))
            OR (NOT g.rdc AND extract(isodow FROM d) IN (6, 7)) THEN 'rest_day'
          ELSE 'working_day' END AS kind
      FROM (SELECT DISTINCT sub_id, rdc FROM people) g CROSS JOIN span
      CROSS JOIN generate_series(span.first, span.last, interval '1 day') d
      LEFT JOIN calendar_events ev ON ev.date_event = d::date
        AND ev.event_type IN (${holiday}, ${restDay})
        AND (coalesce(ev.sub_department_id, 0) = 0 OR ev.sub_department_id = g.sub_id)
      GROUP BY g.sub_id, g.rdc, d),
    -- Working days before today, counted along each (sub-department, rest-day rule): an employee's in
    -- a span is the count at its end less the count before its start.
    cum AS (
      SELECT sub_id, rdc, day, count(*) FILTER (WHERE kind = 'working_day' AND day < ${day(p.today)})
        OVER (PARTITION BY sub_id, rdc ORDER BY day) AS wd
      FROM kinds),
    due AS (
      SELECT c.cutoff, c.start, p.id, p.sub_id, p.rdc,
        greatest(c.start, coalesce(p.hired, c.start)) AS lo, least(c.last, coalesce(p.left_on, c.last)) AS hi
      FROM cut c CROSS JOIN people p
      WHERE coalesce(p.hired, c.start) <= c.last AND coalesce(p.left_on, c.last) >= c.start),
    working AS (
      SELECT d.*, coalesce(h.wd, 0) - coalesce(l.wd, 0) AS n
      FROM due d
      LEFT JOIN cum h ON h.sub_id = d.sub_id AND h.rdc = d.rdc AND h.day = d.hi
      LEFT JOIN cum l ON l.sub_id = d.sub_id AND l.rdc = d.rdc AND l.day = d.lo - 1),
    on_leave AS (
      SELECT DISTINCT l.employee_id, d::date AS day
      FROM leave_requests l JOIN people p ON p.id = l.employee_id CROSS JOIN span
      CROSS JOIN generate_series(greatest(l.start_date, span.first), least(l.end_date, span.last), interval '1 day') d
      WHERE l.status = 'approved' AND l.start_date <= span.last AND l.end_date >= span.first),
    -- Working days before today on leave, within the employment.
    leave_days AS (
      SELECT c.start, p.sub_id, count(*)::int AS n
      FROM on_leave lv JOIN people p ON p.id = lv.employee_id
      JOIN kinds k ON k.sub_id = p.sub_id AND k.rdc = p.rdc AND k.day = lv.day AND k.kind = 'working_day'
      JOIN cut c ON lv.day BETWEEN c.start AND c.last
      WHERE lv.day < ${day(p.today)} AND (p.hired IS NULL OR lv.day >= p.hired) AND (p.left_on IS NULL OR lv.day <= p.left_on)
      GROUP BY c.start, p.sub_id),
    starts(time, start_min) AS (${starts}),
    -- Each shift of the span with the minute it starts (a few thousand rows, joined once).
    segments AS MATERIALIZED (
      SELECT sg.employee_id, sg."from"::date AS first, sg."to"::date AS last, st.start_min
      FROM (${shiftSegmentsQuery(`${p.from}-11`, spanLast)}) sg JOIN starts st ON st.time = sg.time),
    -- The days worked: a time in, within the employment, on a holiday or on a working day without leave.
    worked AS (
      SELECT c.start, p.sub_id, k.kind, l.att_date, ${overbreak} AS over_s,
        -- lateMinutes: a time in read against the shift's start, within 4 hours before to 20 after
        CASE WHEN x.diff IS NULL THEN 0 ELSE greatest(0, floor((CASE WHEN x.diff < -4 * 3600 THEN x.diff + 86400
          WHEN x.diff > 20 * 3600 THEN x.diff - 86400 ELSE x.diff END) / 60.0))::int END AS late_min
      FROM attendance_logs l JOIN people p ON p.id = l.employee_id
      JOIN cut c ON l.att_date BETWEEN c.start AND c.last
      JOIN kinds k ON k.sub_id = p.sub_id AND k.rdc = p.rdc AND k.day = l.att_date
      LEFT JOIN on_leave lv ON lv.employee_id = l.employee_id AND lv.day = l.att_date
      LEFT JOIN segments sg ON sg.employee_id = l.employee_id AND l.att_date BETWEEN sg.first AND sg.last
      CROSS JOIN LATERAL (SELECT date_part('epoch', l.time_in)::int - sg.start_min * 60 AS diff) x
      WHERE l.att_date BETWEEN ${day(`${p.from}-11`)} AND ${day(spanLast)} AND ${hasTime('l.time_in')}
        AND (p.hired IS NULL OR l.att_date >= p.hired) AND (p.left_on IS NULL OR l.att_date <= p.left_on)
        AND (k.kind IN ('regular_holiday', 'special_holiday') OR (k.kind = 'working_day' AND lv.employee_id IS NULL))),
    -- Working days less leave less days present is an employee's absences; the three are disjoint
    -- sets of the same working days, so they add up per sub-department as they do per employee.
    worked_by_sub AS (
      SELECT start, sub_id,
        count(*) FILTER (WHERE kind = 'working_day' AND att_date < ${day(p.today)})::int AS present,
        count(*) FILTER (WHERE late_min > 0)::int AS lates, sum(late_min)::int AS late_minutes,
        count(*) FILTER (WHERE over_s > 0)::int AS overbreaks, sum(over_s)::int AS over_s
      FROM worked GROUP BY start, sub_id),
    working_by_sub AS (
      SELECT start, cutoff, sub_id, count(*)::int AS employees, sum(n)::int AS n FROM working GROUP BY start, cutoff, sub_id)
    SELECT w.cutoff, coalesce(sd.sub_department_name, 'No sub-department') AS sub_department_name,
      w.employees,
      (w.n - coalesce(ld.n, 0) - coalesce(ws.present, 0))::int AS absences,
      coalesce(ws.lates, 0) AS lates,
      coalesce(ws.late_minutes, 0) AS late_minutes,
      coalesce(ws.overbreaks, 0) AS overbreaks,
      round(coalesce(ws.over_s, 0) / 60.0)::int AS overbreak_minutes
    FROM working_by_sub w
    LEFT JOIN leave_days ld ON ld.start = w.start AND ld.sub_id = w.sub_id
    LEFT JOIN worked_by_sub ws ON ws.start = w.start AND ws.sub_id = w.sub_id
    LEFT JOIN sub_departments sd ON sd.id = w.sub_id
    ORDER BY w.start, sub_department_name`;
}
