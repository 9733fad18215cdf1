import { NO_TIME } from '@hris/domain/attendance';
import { pageMeta } from '@hris/domain/paging';
import { type PayrollDay, type PayrollQuery, type PayrollRow, payrollFigures } from '@hris/domain/payroll';
import type { Db } from '../../db/client';
import { type ComputedDay, computeDays, type EmployeeHead, employeeHeads, oneHead } from './days';

/** The payroll row of one employee from their computed days. */
export const payrollRowOf = (h: EmployeeHead, days: readonly ComputedDay[]): PayrollRow => ({
  employee_id: h.id,
  emp_id: h.emp_id,
  full_name: h.full_name,
  department_name: h.department_name,
  position_name: h.position_name,
  ...payrollFigures(days.map((d) => d.figures)),
});

/** `GET api/payroll`: a page of the cut-off's payroll rows. */
export async function payrollPage(db: Db, q: PayrollQuery, today: string) {
  const range = { startDate: q.startDate, lastDate: q.lastDate };
  const { rows, total } = await employeeHeads(
    db,
    { subDepartmentId: q.sub_department, q: q.q, range },
    q.per_page,
    (q.page - 1) * q.per_page,
  );
  const days = await computeDays(db, rows, range, today);
  return {
    data: rows.map((h) => payrollRowOf(h, days.get(h.id) ?? [])),
    meta: pageMeta(q.page, q.per_page, total),
  };
}

/** `GET api/payroll/days/{employee_id}`: the days behind an employee's figures. */
export async function payrollDays(
  db: Db,
  employeeId: number,
  range: { startDate: string; lastDate: string },
  today: string,
): Promise<PayrollDay[]> {
  const head = await oneHead(db, employeeId, range);
  const days = (await computeDays(db, [head], range, today)).get(head.id) ?? [];
  return days.map((d) => ({
    date: d.date,
    status: d.status,
    shift: d.shift,
    time_in: d.log?.time_in ?? NO_TIME,
    time_out: d.log?.time_out ?? NO_TIME,
    late_minutes: d.figures.late_minutes,
    undertime_approved_minutes: d.figures.undertime_approved_minutes,
    undertime_unexplained_minutes: d.figures.undertime_unexplained_minutes,
    overbreak_seconds: d.figures.overbreak_seconds,
    night_diff_seconds: d.figures.night_diff_seconds,
    regular_holiday_worked: d.figures.regular_holidays_worked > 0,
    special_holiday_worked: d.figures.special_holidays_worked > 0,
  }));
}
