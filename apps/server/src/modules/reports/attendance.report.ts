import { BREAK_ALLOWANCE_MINUTES } from '@hris/domain/attendance';
import { HOLIDAY_EVENT, REST_DAY_EVENT } from '@hris/domain/calendar';
import type { ReportRow } from '@hris/domain/reports';
import { shiftHours } from '@hris/domain/shifts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readPrepared } from '../../db/prepared';
import { shiftSegmentsQuery } from '../schedule/shifts.service';
import { ofSubDepartment, type Period } from './reports.service';

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
      THEN greatest(0, ((extract(epoch FROM l.${back} - l.${out})::int + 86400) % 86400) - ${minutes * 60}) ELSE 0 END`,
  );
}

const overbreak = sql`(${over('first_break_out', 'first_break_in', BREAK_ALLOWANCE_MINUTES.first)}
  + ${over('lunch_break_out', 'lunch_break_in', BREAK_ALLOWANCE_MINUTES.lunch)}
  + ${over('second_break_out', 'second_break_in', BREAK_ALLOWANCE_MINUTES.second)})`;

/**
 * The start of each shift label in use, in minutes, read by the domain's `shiftHours` (the labels are
 * a handful of texts, "8AM-5PM", however many employees): a VALUES list the statement joins.
 */
async function shiftStarts(db: Db): Promise<SQL> {
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
  const starts = await shiftStarts(db);
  // The days of the period's cut-offs: the 11th of its first month to the 10th after its last (or today).
  const nextMonth = new Date(`${p.end}T00:00:00Z`);
  const spanLast = [`${nextMonth.toISOString().slice(0, 7)}-10`, p.today].sort()[0]!;
  const holiday = sql.raw(String(HOLIDAY_EVENT));
  const restDay = sql.raw(String(REST_DAY_EVENT));
  return readPrepared<ReportRow>(
    db,
    sql`
    WITH cut AS (
      SELECT c.start, least(c.last, ${p.today}::date) AS last,
        to_char(c.start, 'Mon DD') || ' - ' || to_char(c.last, 'Mon DD YYYY') AS cutoff
      FROM generate_series(${p.first}::date, (${p.end}::date - 1), interval '1 month') m
      CROSS JOIN LATERAL (VALUES (m::date + 10, m::date + 24),
        (m::date + 25, (m + interval '1 month')::date + 9)) c(start, last)
      WHERE c.start <= ${p.today}::date),
    span AS (SELECT min(start) AS first, max(last) AS last FROM cut),
    people AS (
      SELECT e.id, coalesce(e.sub_department_id, 0) AS sub_id, coalesce(s.rest_days_from_calendar, false) AS rdc,
        e.employment_date AS hired, e.resignation_date AS left_on
      FROM employees e LEFT JOIN sub_departments s ON s.id = e.sub_department_id, span
      WHERE (e.status NOT IN ('resigned', 'awol', 'terminated') OR e.resignation_date >= span.first)
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
    days AS (
      SELECT c.cutoff, c.start, p.id, p.sub_id, k.day, k.kind
      FROM cut c JOIN kinds k ON k.day BETWEEN c.start AND c.last
      JOIN people p ON p.sub_id = k.sub_id AND p.rdc = k.rdc
        AND (p.hired IS NULL OR p.hired <= k.day) AND (p.left_on IS NULL OR k.day <= p.left_on)),
    on_leave AS (
      SELECT DISTINCT l.employee_id, d::date AS day
      FROM leave_requests l JOIN people p ON p.id = l.employee_id, span,
        generate_series(greatest(l.start_date, span.first), least(l.end_date, span.last), interval '1 day') d
      WHERE l.status = 'approved' AND l.start_date <= span.last AND l.end_date >= span.first),
    segments AS (${shiftSegmentsQuery(`${p.from}-11`, spanLast)}),
    starts(time, start_min) AS (${starts}),
    figures AS (
      SELECT dy.cutoff, dy.start, dy.id, dy.sub_id,
        (dy.kind = 'working_day' AND dy.day < ${p.today}::date AND lv.employee_id IS NULL
          AND NOT coalesce(${hasTime('l.time_in')}, false)) AS absent,
        (coalesce(${hasTime('l.time_in')}, false) AND dy.day <= ${p.today}::date
          AND (dy.kind IN ('regular_holiday', 'special_holiday') OR (dy.kind = 'working_day' AND lv.employee_id IS NULL))) AS worked,
        l.time_in, st.start_min, ${overbreak} AS over_s
      FROM days dy
      LEFT JOIN attendance_logs l ON l.employee_id = dy.id AND l.att_date = dy.day
      LEFT JOIN on_leave lv ON lv.employee_id = dy.id AND lv.day = dy.day
      LEFT JOIN segments sg ON sg.employee_id = dy.id AND dy.day BETWEEN sg."from"::date AND sg."to"::date
      LEFT JOIN starts st ON st.time = sg.time),
    per_day AS (
      SELECT f.*, CASE WHEN f.worked AND f.start_min IS NOT NULL THEN
          greatest(0, floor((CASE
            WHEN extract(epoch FROM f.time_in)::int - f.start_min * 60 < -4 * 3600 THEN extract(epoch FROM f.time_in)::int - f.start_min * 60 + 86400
            WHEN extract(epoch FROM f.time_in)::int - f.start_min * 60 > 20 * 3600 THEN extract(epoch FROM f.time_in)::int - f.start_min * 60 - 86400
            ELSE extract(epoch FROM f.time_in)::int - f.start_min * 60 END) / 60.0))::int
        ELSE 0 END AS late_min
      FROM figures f)
    SELECT d.cutoff, coalesce(sd.sub_department_name, 'No sub-department') AS sub_department_name,
      count(DISTINCT d.id)::int AS employees,
      count(*) FILTER (WHERE d.absent)::int AS absences,
      count(*) FILTER (WHERE d.late_min > 0)::int AS lates,
      coalesce(sum(d.late_min), 0)::int AS late_minutes,
      count(*) FILTER (WHERE d.worked AND d.over_s > 0)::int AS overbreaks,
      round(coalesce(sum(d.over_s) FILTER (WHERE d.worked), 0) / 60.0)::int AS overbreak_minutes
    FROM per_day d LEFT JOIN sub_departments sd ON sd.id = d.sub_id
    GROUP BY d.start, d.cutoff, sd.sub_department_name
    ORDER BY d.start, sub_department_name`,
  );
}
