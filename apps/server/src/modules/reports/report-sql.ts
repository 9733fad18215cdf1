// The pieces every report's statement is built from (reports.service.ts, attendance.report.ts).
import type { ReportRow } from '@hris/domain/reports';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * A report's rows. Not a prepared statement: each report is planned for its own period and
 * sub-department, which a generic plan is blind to; planning costs a millisecond.
 */
export async function readReport<T extends Record<string, unknown> = ReportRow>(
  db: Db,
  query: SQL,
): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

/** A report's period as dates: the first day of `from`, the day after the end of `to`, and today. */
export type Period = { from: string; to: string; first: string; end: string; today: string };

/**
 * A date of the period written into the statement, not sent as a parameter: the planner then knows how
 * many months and days the report covers (with parameters it guessed a thousand, and the attendance
 * report took sixteen seconds instead of a quarter of one). Only a checked YYYY-MM-DD is written.
 */
export function day(d: string): SQL {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) throw new Error(`Not a date: ${d}`);
  return sql.raw(`'${d}'::date`);
}

/** Employees of one sub-department (their present one), or all. */
export const ofSubDepartment = (column: SQL, subDepartmentId: number | undefined) =>
  subDepartmentId === undefined ? sql`true` : sql`${column} = ${subDepartmentId}`;
