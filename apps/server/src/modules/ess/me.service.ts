import type { AttendanceRange } from '@hris/domain/attendance';
import { monthViewRange } from '@hris/domain/calendar';
import { addDays } from '@hris/domain/company-clock';
import type {
  EssContributions,
  EssCredits,
  EssMe,
  EssShift,
  essCalendarQuery,
  essCreditsQuery,
} from '@hris/domain/ess-me';
import type { ListArgs } from '@hris/domain/paging';
import { shiftWindow } from '@hris/domain/shifts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { readPrepared } from '../../db/prepared';
import { AppError, notFound } from '../../lib/errors';
import { computeDays, oneHead } from '../attendance/days';
import { employeeLogs } from '../attendance/logs.service';
import { allCalendar } from '../calendar/calendar.service';
import { listContributions } from '../contributions/contributions.service';
import { compute } from '../contributions/statutory.service';
import { e } from '../employees/employees.sql';
import { type ChainRow, chainColumns, chainJoins, chainOf } from '../leave/approval-chain';
import { findCredits, listLedger } from '../leave/credits.service';
import { currentShift } from '../schedule/shifts.service';

/**
 * What self-service shows an employee about themselves (docs/self-service.md). Every function takes
 * the token's own employee and reads through the HR modules' own services, so the employee sees what
 * HR sees of them: one rule, one place.
 */

type Profile = Omit<EssMe, 'supervisor' | 'department_head'>;

/**
 * `GET api/ess/me`: the profile, and the supervisor and department head a request goes through, in
 * one statement (the chain's columns are the approval chain's own).
 */
export async function myProfile(db: Db, employeeId: number): Promise<EssMe> {
  const [row] = await readPrepared<Profile & ChainRow>(
    db,
    sql`SELECT ${e.cols('emp_id', 'full_name')}, p.pos_name AS position_name, d.department_name,
      s.sub_department_name, ${e.cols('employment_date', 'status', 'contact', 'email_address', 'current_address')},
      ${e.cols('permanent_address', 'contact_person', 'relationship', 'emergency_no', 'civil_status')}, ${chainColumns}
    FROM ${e.table} ${e.joinPosition('p', 'd')} ${e.joinSubDepartment('s')} ${chainJoins}
    WHERE ${e('id')} = ${employeeId}`,
  );
  if (!row) throw notFound('The employee');
  const { chain_role_id, chain_user_id, chain_supervisor, chain_head, chain_belong, ...profile } = row;
  const chain = chainOf(row);
  return { ...profile, supervisor: chain.supervisor, department_head: chain.department_head };
}

/** `GET api/ess/me/credits`: the balances (null until registered) and a page of the ledger. */
export async function myCredits(
  db: Db,
  employeeId: number,
  q: ListArgs<typeof essCreditsQuery>,
): Promise<EssCredits> {
  const [credits, ledger] = await Promise.all([findCredits(db, employeeId), listLedger(db, employeeId, q)]);
  return { ...ledger, credits };
}

/** The days `GET api/ess/me/shift` shows: the date and the six after it. */
const WEEK = 7;

/**
 * `GET api/ess/me/shift`: the shift in force on `date` as HR's work shift reads it, and the week from
 * `date`, each day's kind and shift as the attendance grid decides them.
 */
export async function myShift(db: Db, employeeId: number, date: string, today: string): Promise<EssShift> {
  const range = { startDate: date, lastDate: addDays(date, WEEK - 1) };
  const [shift, days] = await Promise.all([
    currentShift(db, employeeId, date),
    oneHead(db, employeeId, range).then((head) => computeDays(db, [head], range, today)),
  ]);
  return {
    ...shift,
    days: (days.get(employeeId) ?? []).map((d) => {
      const window = d.shift ? shiftWindow(d.date, d.shift) : null;
      return {
        date: d.date,
        kind: d.kind,
        time: d.shift,
        starts_at: window?.starts_at ?? null,
        ends_at: window?.ends_at ?? null,
      };
    }),
  };
}

/**
 * `GET api/ess/me/calendar`: the month view's events that reach the employee: everyone's, and their
 * sub-department's own (everyone's only, for an employee without one).
 */
export async function myCalendar(
  db: Db,
  employeeId: number,
  q: z.output<typeof essCalendarQuery>,
  today: string,
) {
  const [me] = await readPrepared<{ sub_department_id: number | null }>(
    db,
    sql`SELECT ${e.cols('sub_department_id')} FROM ${e.table} WHERE ${e('id')} = ${employeeId}`,
  );
  if (!me) throw notFound('The employee');
  const range = monthViewRange(q, today);
  const events = await allCalendar(db, { ...range, sub_department_id: me.sub_department_id ?? undefined });
  return me.sub_department_id === null ? events.filter((ev) => ev.sub_department_id === 0) : events;
}

/** `GET api/ess/me/attendance`: the employee's days, exactly as HR's employee modal reads them. */
export const myAttendance = (db: Db, employeeId: number, range: AttendanceRange, today: string) =>
  employeeLogs(db, employeeId, range, today);

/** A year's records: at most one a month. */
const MONTHS = 12;

/**
 * `GET api/ess/me/contributions`: the year's records, newest month first, and the shares the
 * employee's basic salary gives today, each explained (null when a statutory table is missing: HR's
 * compute answers 409 then).
 */
export async function myContributions(
  db: Db,
  employeeId: number,
  year: number,
  today: string,
): Promise<EssContributions> {
  const [records, computed] = await Promise.all([
    listContributions(db, {
      employee_id: employeeId,
      year,
      q: undefined,
      page: 1,
      per_page: MONTHS,
      sort: 'date_covered',
      order: 'desc',
    }),
    compute(db, { employee_id: employeeId, basic_salary: null, date: null }, today).catch((err) => {
      if (err instanceof AppError && err.statusCode === 409) return null;
      throw err;
    }),
  ]);
  return { year, data: records.data, computed };
}
