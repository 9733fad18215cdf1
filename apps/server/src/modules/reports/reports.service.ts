import { CONTRIBUTION_AMOUNTS } from '@hris/domain/contributions';
import { INFRACTION_TYPES, type InfractionType } from '@hris/domain/infractions';
import {
  defaultPeriod,
  periodProblem,
  type ReportKey,
  type ReportQuery,
  type ReportReply,
  type ReportRow,
} from '@hris/domain/reports';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { COMPANY_TIME_ZONE } from '../../db/clock';
import { fieldError } from '../../lib/errors';
import { e } from '../employees/employees.sql';
import { attendanceReport } from './attendance.report';
import { day, ofSubDepartment, type Period, readReport } from './report-sql';

/** The period asked for (or the report's default ending this month), checked; a 422 when it is not right. */
export function periodOf(report: ReportKey, q: ReportQuery, today: string): Period {
  const dflt = defaultPeriod(report, today.slice(0, 7));
  const from = q.from ?? (q.to && q.to < dflt.from ? q.to : dflt.from);
  const to = q.to ?? (from > dflt.to ? from : dflt.to);
  const problem = periodProblem(report, from, to);
  if (problem) throw fieldError(problem.field, problem.message);
  const [y, m] = to.split('-').map(Number) as [number, number];
  const end = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  return { from, to, first: `${from}-01`, end, today };
}

/**
 * The day an employee left: the resignation date, or, for one marked inactive without it, the day the
 * record last changed. They worked that day, so they count up to it and not after.
 */
const leftOn = sql`coalesce(e.resignation_date, CASE WHEN ${e.isInactive} THEN (e.updated_at AT TIME ZONE ${sql.raw(`'${COMPANY_TIME_ZONE}'`)})::date END)`;

/** The months of the period, each with its first day and the day its figures are read at (its last, or today). */
const monthsOf = (p: Period) => sql`
  SELECT to_char(m, 'YYYY-MM') AS month, m::date AS first,
    least((m + interval '1 month' - interval '1 day')::date, ${day(p.today)}) AS at
  FROM generate_series(${day(p.first)}, (${day(p.end)} - 1), interval '1 month') m
  WHERE m::date <= ${day(p.today)}`;

/**
 * Head count at each month's end by department and status. The record keeps the milestones, not a
 * status history: regular from the regularization date (or throughout, for a regular without one),
 * trainee until the training ends (or while the present status is trainee), probationary otherwise.
 */
function headcount(db: Db, p: Period, sub: number | undefined) {
  return readReport(
    db,
    sql`
    WITH months AS (${monthsOf(p)}),
    staff AS (
      SELECT e.employment_date, ${leftOn} AS left_on, e.regularization_date, e.training_end, e.status,
        d.department_name
      FROM employees e JOIN positions pos ON pos.id = e.position_id JOIN departments d ON d.id = pos.department_id
      WHERE ${ofSubDepartment(sql`e.sub_department_id`, sub)} AND e.employment_date < ${day(p.end)}),
    counted AS (
      SELECT mo.month, s.department_name,
        CASE WHEN s.regularization_date <= mo.at THEN 'regular'
          WHEN s.regularization_date IS NULL AND s.status IN ('regular', 'promoted') THEN 'regular'
          WHEN s.training_end >= mo.at OR (s.regularization_date IS NULL AND s.status = 'trainee') THEN 'trainee'
          ELSE 'probationary' END AS st
      FROM months mo JOIN staff s ON s.employment_date <= mo.at AND (s.left_on IS NULL OR s.left_on > mo.at))
    SELECT month, department_name,
      count(*) FILTER (WHERE st = 'trainee')::int AS trainee,
      count(*) FILTER (WHERE st = 'probationary')::int AS probationary,
      count(*) FILTER (WHERE st = 'regular')::int AS regular,
      count(*)::int AS total
    FROM counted GROUP BY month, department_name ORDER BY month, department_name`,
  );
}

/**
 * Hires and separations per month. Head count at the start of the month (before its first day) plus
 * hires minus separations is the head count at its end; the turnover rate is separations over the
 * average of the two, in percent.
 */
function turnover(db: Db, p: Period, sub: number | undefined) {
  return readReport(
    db,
    sql`
    WITH months AS (${monthsOf(p)}),
    staff AS (
      SELECT e.employment_date AS hired, ${leftOn} AS left_on FROM employees e
      WHERE ${ofSubDepartment(sql`e.sub_department_id`, sub)} AND e.employment_date < ${day(p.end)}),
    figures AS (
      SELECT mo.month,
        count(*) FILTER (WHERE s.hired < mo.first AND (s.left_on IS NULL OR s.left_on >= mo.first))::int AS headcount_start,
        count(*) FILTER (WHERE s.hired BETWEEN mo.first AND mo.at)::int AS hires,
        count(*) FILTER (WHERE s.left_on BETWEEN mo.first AND mo.at)::int AS separations,
        count(*) FILTER (WHERE s.hired <= mo.at AND (s.left_on IS NULL OR s.left_on > mo.at))::int AS headcount_end
      FROM months mo LEFT JOIN staff s ON s.hired <= mo.at AND (s.left_on IS NULL OR s.left_on >= mo.first)
      GROUP BY mo.month)
    SELECT *, CASE WHEN headcount_start + headcount_end = 0 THEN 0
        ELSE round(separations * 200.0 / (headcount_start + headcount_end), 2)::float8 END AS turnover_rate
    FROM figures ORDER BY month`,
  );
}

/** Approved leave by the month it starts and its type: requests, days, and days with and without pay. */
function leave(db: Db, p: Period, sub: number | undefined) {
  return readReport(
    db,
    sql`
    SELECT to_char(l.start_date, 'YYYY-MM') AS month, l.leave_type, count(*)::int AS requests,
      sum(l.no_of_days)::int AS days,
      coalesce(sum(l.no_of_days) FILTER (WHERE l.remarks = 'With Pay'), 0)::int AS with_pay_days,
      coalesce(sum(l.no_of_days) FILTER (WHERE l.remarks <> 'With Pay'), 0)::int AS without_pay_days
    FROM leave_requests l ${sub === undefined ? sql`` : sql`JOIN employees e ON e.id = l.employee_id`}
    WHERE l.status = 'approved' AND l.start_date >= ${day(p.first)} AND l.start_date < ${day(p.end)}
      AND ${ofSubDepartment(sql`e.sub_department_id`, sub)}
    GROUP BY 1, 2 ORDER BY 1, 2`,
  );
}

/** NTEs requested in the period (not those HR rejected) by type of infraction and corrective action. */
async function nte(db: Db, p: Period, sub: number | undefined) {
  const rows = await readReport<{
    type_of_infraction: InfractionType;
    action_to_be_taken: string;
    count: number;
  }>(
    db,
    sql`
    SELECT n.type_of_infraction, n.action_to_be_taken, count(*)::int AS count
    FROM nte_requests n ${sub === undefined ? sql`` : sql`JOIN employees e ON e.id = n.employee_id`}
    WHERE n.date_request >= ${day(p.first)} AND n.date_request < ${day(p.end)} AND n.hr_status <> 'rejected'
      AND ${ofSubDepartment(sql`e.sub_department_id`, sub)}
    GROUP BY 1, 2
    ORDER BY array_position(ARRAY['i','ii','iii','iv','v','vi','vii','viii','ix','x','xi','xii','xiii','xiv']::text[], n.type_of_infraction::text),
      array_position(ARRAY['VW','NTE 1','NTE 2','NTE 3','3 Days Suspension','10 Days Suspension','15 Days Suspension','Dismissal']::text[], n.action_to_be_taken::text)`,
  );
  // The infraction's name is a label of the aggregated row, not a figure.
  return rows.map((r) => ({
    type_of_infraction: r.type_of_infraction.toUpperCase(),
    infraction: INFRACTION_TYPES[r.type_of_infraction],
    action_to_be_taken: r.action_to_be_taken,
    count: r.count,
  }));
}

/** The totals of each month's contribution records (money as "1234.50"). */
function contributions(db: Db, p: Period, sub: number | undefined) {
  const sums = sql.raw(CONTRIBUTION_AMOUNTS.map((a) => `sum(c.${a})::text AS ${a}`).join(', '));
  const total = sql.raw(`sum(${CONTRIBUTION_AMOUNTS.map((a) => `c.${a}`).join(' + ')})::text AS total`);
  return readReport(
    db,
    sql`
    SELECT to_char(c.date_covered, 'YYYY-MM') AS month, count(*)::int AS employees, ${sums}, ${total}
    FROM contributions c ${sub === undefined ? sql`` : sql`JOIN employees e ON e.id = c.employee_id`}
    WHERE c.date_covered >= ${day(p.first)} AND c.date_covered < ${day(p.end)}
      AND ${ofSubDepartment(sql`e.sub_department_id`, sub)}
    GROUP BY 1 ORDER BY 1`,
  );
}

const RUNNERS: Record<ReportKey, (db: Db, p: Period, sub: number | undefined) => Promise<ReportRow[]>> = {
  headcount,
  turnover,
  leave,
  attendance: attendanceReport,
  nte,
  contributions,
};

/** `GET api/reports/{report}`: the rows of one report for a period and a sub-department. */
export async function runReport(
  db: Db,
  report: ReportKey,
  q: ReportQuery,
  today: string,
): Promise<ReportReply> {
  const p = periodOf(report, q, today);
  if (q.sub_department_id !== undefined) await subDepartmentExists(db, q.sub_department_id);
  const rows = await RUNNERS[report](db, p, q.sub_department_id);
  return { report, from: p.from, to: p.to, sub_department_id: q.sub_department_id ?? null, rows };
}

async function subDepartmentExists(db: Db, id: number) {
  const { rows } = await db.execute(sql`SELECT 1 FROM sub_departments WHERE id = ${id}`);
  if (!rows[0]) throw fieldError('sub_department_id', 'The selected sub-department does not exist.');
}
