import { companyDate } from '@hris/domain/company-clock';
import {
  type activeEmployeesQuery,
  type EmployeeBody,
  type EmployeeDetail,
  type EmployeeOptionsQuery,
  type EmployeeRow,
  type EmployeeUpdateBody,
  type EmploymentStatus,
  type ExperienceItem,
  type InactiveEmployeeRow,
  type inactiveEmployeesQuery,
  type JobInformation,
  type JobInformationRow,
  type jobInformationQuery,
  needsOtherAmount,
  OTHER_AMOUNT_REQUIRED,
  SUPERVISOR_ROLE_IDS,
  type SupervisorInfo,
  trainingProblem,
} from '@hris/domain/employee';
import type { ListArgs, SortOf } from '@hris/domain/paging';
import { type ShiftGroup, shiftProblem } from '@hris/domain/shifts';
import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { pageOf, whereAll } from '../../db/paging';
import { type Writer, write } from '../../db/write';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/audit';
import { positions, subDepartments, timezones } from '../organisation/organisation.tables';
import { recordShift } from '../schedule/shifts.service';
import { employeeOptions } from './employees.options';
import {
  activeList,
  type EmployeeColumn,
  e,
  employeeJoins,
  inactiveList,
  jobInformationList,
  m,
  sup,
} from './employees.sql';
import { type Employee, lockEmployee, planStatusChange } from './employees.status';
import { employeeExperience, employeeRequirements, employees } from './employees.tables';

const eqIf = (column: SQL, value: number | string | undefined) =>
  value === undefined ? undefined : sql`${column} = ${value}`;

/** The sorts of the three employee lists (each list's schema allows its own subset). */
const rowSorts = {
  full_name: e('full_name'),
  emp_id: e('emp_id'),
  position_name: sql`p.pos_name`,
  department_name: sql`d.department_name`,
  employment_date: e('employment_date'),
  resignation_date: e('resignation_date'),
  status: e('status'),
} satisfies Record<
  | SortOf<typeof activeEmployeesQuery>
  | SortOf<typeof inactiveEmployeesQuery>
  | SortOf<typeof jobInformationQuery>,
  SQL
>;

function employeePage<T>(
  db: Db,
  a: ListArgs<typeof activeEmployeesQuery | typeof inactiveEmployeesQuery | typeof jobInformationQuery>,
  list: { columns: SQL; joins: SQL },
  conds: (SQL | undefined)[],
) {
  // A name found by its trigrams (hundreds to thousands at 50,000 employees, each on a page of its
  // own): their rows are read once, for both the page (by name) and the count, instead of twice.
  if (e.byTrigram(a.q) && a.sort === 'full_name') {
    return pageOf<T>(db, {
      with: sql`found AS MATERIALIZED (SELECT ${e('id')} AS id, ${e('full_name')} AS full_name
        FROM ${e.table} ${whereAll([...conds, e.search(a.q)])})`,
      select: list.columns,
      from: sql`found f JOIN ${e.table} ON ${e('id')} = f.id`,
      joins: list.joins,
      where: [],
      count: sql`SELECT count(*)::int FROM found`,
      sort: sql`f.full_name`,
      order: a.order,
      tieBreak: sql`f.id`,
      page: a.page,
      perPage: a.per_page,
    });
  }
  return pageOf<T>(db, {
    select: list.columns,
    from: e.table,
    joins: list.joins,
    where: [...conds, e.search(a.q)],
    sort: rowSorts[a.sort],
    order: a.order,
    tieBreak: e('id'),
    page: a.page,
    perPage: a.per_page,
  });
}

/** Active Employees: everyone still with the company. */
export function listActive(db: Db, a: ListArgs<typeof activeEmployeesQuery>) {
  return employeePage<EmployeeRow>(db, a, activeList, [
    e.isActive,
    eqIf(e('position_id'), a.position_id),
    eqIf(e('sub_department_id'), a.sub_department_id),
    eqIf(e('status'), a.status),
  ]);
}

/** Inactive Employees: resigned, AWOL and terminated, with the dates the view modal shows. */
export function listInactive(db: Db, a: ListArgs<typeof inactiveEmployeesQuery>) {
  return employeePage<InactiveEmployeeRow>(db, a, inactiveList, [
    e.isInactive,
    eqIf(e('position_id'), a.position_id),
    eqIf(e('status'), a.status),
  ]);
}

/** Job Information: every employee, any status. */
export function listJobInformation(db: Db, a: ListArgs<typeof jobInformationQuery>) {
  return employeePage<JobInformationRow>(db, a, jobInformationList, [
    eqIf(e('position_id'), a.position_id),
    eqIf(e('status'), a.status),
  ]);
}

/** `GET api/employeenotregistered`: the employee select of Create Account. */
export const employeesWithoutAccount = (db: Db, query: EmployeeOptionsQuery) =>
  employeeOptions(db, query, sql`NOT ${e('has_account')}`);

async function experienceOf(db: Db | Tx, id: number) {
  return db
    .select({
      id: employeeExperience.id,
      employeer: employeeExperience.employeer,
      company_address: employeeExperience.company_address,
      job_title: employeeExperience.job_title,
      start_date: employeeExperience.start_date,
      end_date: employeeExperience.end_date,
      previous_salary: employeeExperience.previous_salary,
      reason_for_leaving: employeeExperience.reason_for_leaving,
    })
    .from(employeeExperience)
    .where(eq(employeeExperience.employee_id, id))
    .orderBy(sql`${employeeExperience.start_date} DESC NULLS LAST`, employeeExperience.id);
}

/**
 * Every column of the 201 file, but what PostgreSQL keeps for itself: the search key beside the name
 * and the flags of the requirements and accounts filters (employeeDetailReply is the contract).
 */
const INTERNAL_COLUMNS: readonly EmployeeColumn[] = [
  'search_name',
  'ids_complete',
  'docs_complete',
  'has_account',
];
const recordColumns = e.cols(
  ...(Object.keys(getTableColumns(employees)) as EmployeeColumn[]).filter(
    (c) => !INTERNAL_COLUMNS.includes(c),
  ),
);

/** The whole 201 record with experience and the members this employee supervises. */
export async function getEmployee(db: Db, id: number): Promise<EmployeeDetail> {
  const { rows } = await db.execute<EmployeeDetail>(sql`
    SELECT ${recordColumns}, p.pos_name AS position_name, d.department_name, s.sub_department_name,
      t.timezone_name, ${sup('full_name')} AS superior_name
    FROM ${e.table} ${employeeJoins} LEFT JOIN timezones t ON t.id = ${e('timezone_id')}
    WHERE ${e('id')} = ${id}`);
  const emp = rows[0];
  if (!emp) throw notFound('The employee');
  const [experience, subordinates] = await Promise.all([
    experienceOf(db, id),
    db.execute<EmployeeDetail['subordinates'][number]>(sql`
      SELECT ${m.cols('id', 'emp_id', 'full_name')}, p.pos_name AS position_name, ${m('status')}
      FROM ${m.table} ${m.joinPosition('p')}
      WHERE ${m('belong')} = ${id} ORDER BY ${m('full_name')}`),
  ]);
  return { ...emp, experience: experience as EmployeeDetail['experience'], subordinates: subordinates.rows };
}

/** Job information of one employee: its own columns (jobInformationReply), not a list's. */
export async function getJobInformation(db: Db, id: number): Promise<JobInformation> {
  const { rows } = await db.execute<JobInformation>(sql`
    SELECT ${e.cols('id', 'emp_id', 'full_name', 'first_name', 'last_name', 'middle_name')},
      d.department_name, p.pos_name AS position_name, s.sub_department_name,
      ${e.cols('employment_date', 'date_signed', 'training_start', 'training_end', 'training_date')},
      ${e.cols('regularization_date', 'promoted_date', 'resignation_date')},
      ${e.cols('basic_salary', 'monthly_allowance', 'other_amount', 'status', 'note')},
      ${sup('full_name')} AS superior_name, ${e.activeMembers(m)} AS members
    FROM ${e.table} ${employeeJoins} WHERE ${e('id')} = ${id}`);
  const row = rows[0];
  if (!row) throw notFound('The employee');
  return { ...row, experience: (await experienceOf(db, id)) as JobInformation['experience'] };
}

/** Checks that the records an employee points to exist, as field errors. */
async function checkReferences(
  tx: Tx,
  v: { position_id?: number; sub_department_id?: number; timezone_id?: number | null },
) {
  const checks: [string, boolean, string][] = [];
  if (v.position_id !== undefined) {
    const [p] = await tx.select({ id: positions.id }).from(positions).where(eq(positions.id, v.position_id));
    checks.push(['position_id', !!p, 'The selected designation does not exist.']);
  }
  if (v.sub_department_id !== undefined) {
    const [s] = await tx
      .select({ id: subDepartments.id })
      .from(subDepartments)
      .where(eq(subDepartments.id, v.sub_department_id));
    checks.push(['sub_department_id', !!s, 'The selected sub-department does not exist.']);
  }
  if (v.timezone_id) {
    const [z] = await tx.select({ id: timezones.id }).from(timezones).where(eq(timezones.id, v.timezone_id));
    checks.push(['timezone_id', !!z, 'The selected time zone does not exist.']);
  }
  const errors = Object.fromEntries(checks.filter(([, ok]) => !ok).map(([f, , m]) => [f, [m]]));
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError(422, first, errors);
}

async function replaceExperience(tx: Tx, employeeId: number, items: ExperienceItem[]) {
  await tx.delete(employeeExperience).where(eq(employeeExperience.employee_id, employeeId));
  if (items.length)
    await tx.insert(employeeExperience).values(items.map((x) => ({ ...x, employee_id: employeeId })));
}

/** A duplicate employee id, as the datasheet's field error. */
const EMP_ID_UNIQUE = {
  employees_emp_id_unique: ['emp_id', 'The employee id has already been taken.'],
} as const;

/**
 * The New Employee datasheet: the employee, their experience and an empty requirements record; a
 * shift given is the first row of their shift history, from the employment date.
 */
export function addEmployee(
  db: Db,
  actor: Actor,
  body: EmployeeBody,
  today = companyDate(new Date()),
): Promise<{ id: number; emp_id: string }> {
  const { experience, ...values } = body;
  return write(
    db,
    actor,
    async (w) => {
      const { tx, audit } = w;
      await checkReferences(tx, values);
      const [row] = await tx
        .insert(employees)
        .values({ ...values, training_date: values.training_start })
        .returning();
      await replaceExperience(tx, row!.id, experience);
      await tx.insert(employeeRequirements).values({ employee_id: row!.id });
      if (row!.schedule && row!.time)
        await recordShift(
          w,
          {
            employee_id: row!.id,
            effective_from: row!.employment_date,
            schedule: row!.schedule as ShiftGroup,
            time: row!.time,
            timezone_id: row!.timezone_id,
            source: 'assignment',
          },
          today,
        );
      await audit({
        action: 'create',
        entity: 'employee',
        entityId: row!.id,
        after: { ...row!, experience },
      });
      return { id: row!.id, emp_id: row!.emp_id };
    },
    EMP_ID_UNIQUE,
  );
}

/** Refuses a supervisor who is the employee, inactive, or one of their own (indirect) members. */
async function checkSupervisor(tx: Tx, employeeId: number, belong: number) {
  if (belong === employeeId) throw fieldError('belong', 'An employee cannot report to themselves.');
  const { rows } = await tx.execute<{ status: string; loops: boolean }>(sql`
    WITH RECURSIVE chain(id, depth) AS (
      SELECT ${belong}::int, 0
      UNION ALL SELECT e.belong, c.depth + 1 FROM employees e JOIN chain c ON e.id = c.id
      WHERE e.belong IS NOT NULL AND c.depth < 50)
    SELECT (SELECT status FROM employees WHERE id = ${belong}) AS status,
      EXISTS (SELECT 1 FROM chain WHERE id = ${employeeId}) AS loops`);
  const r = rows[0];
  if (!r?.status) throw fieldError('belong', 'The selected supervisor does not exist.');
  if (['resigned', 'awol', 'terminated'].includes(r.status)) {
    throw fieldError('belong', 'The selected supervisor is no longer active.');
  }
  if (r.loops) throw fieldError('belong', 'The selected supervisor reports to this employee.');
}

/**
 * Every HR edit of an employee goes through here (the edit form, job information, the update and
 * status modals, the substitute modal): what is sent is checked and written in one transaction on
 * the locked row, with the status rules of employees.status.ts.
 */
export function updateEmployee(
  db: Db,
  actor: Actor,
  id: number,
  body: EmployeeUpdateBody,
  today = companyDate(new Date()),
) {
  const { experience, subtitute_id, resignation_date, status, ...fields } = body;
  return write(
    db,
    actor,
    async (w) => {
      const { tx } = w;
      const before = await lockEmployee(tx, id);
      await checkReferences(tx, fields);
      if (fields.belong) await checkSupervisor(tx, id, fields.belong);
      const merged = { ...before, ...fields };
      const training = trainingProblem(merged);
      if (training) throw fieldError('training_end', training);
      const shift = 'schedule' in fields || 'time' in fields ? shiftProblem(merged) : null;
      if (shift) throw fieldError(shift.field, shift.message);
      const moneyTouched = ['basic_salary', 'monthly_allowance', 'other_amount'].some((k) => k in fields);
      if (moneyTouched && needsOtherAmount(merged) && merged.other_amount === null) {
        throw fieldError('other_amount', OTHER_AMOUNT_REQUIRED);
      }
      const statusFields =
        status !== undefined || resignation_date !== undefined
          ? await planStatusChange(
              w,
              before,
              {
                status: status ?? (before.status as EmployeeUpdateBody['status'] & string),
                resignation_date: resignation_date === undefined ? before.resignation_date : resignation_date,
                subtitute_id,
              },
              merged.employment_date,
            )
          : {};
      const [after] = await tx
        .update(employees)
        .set({
          ...fields,
          ...statusFields,
          ...('training_start' in fields && { training_date: fields.training_start }),
          updated_at: sql`now()`,
        })
        .where(eq(employees.id, id))
        .returning();
      if (experience) await replaceExperience(tx, id, experience);
      await recordShiftChange(w, before, after!, today);
      await w.audit({
        action: 'update',
        entity: 'employee',
        entityId: id,
        before: experience ? { ...before, experience: await experienceOf(tx, id) } : before,
        after: experience ? { ...after!, experience } : after!,
      });
      return { id, emp_id: after!.emp_id, status: after!.status as EmploymentStatus };
    },
    EMP_ID_UNIQUE,
  );
}

const SHIFT_FIELDS = ['schedule', 'time', 'timezone_id'] as const;

/**
 * An edit that changed the employee's shift (group, time or time zone) records it in the shift
 * history from the company's today (from the employment date for someone not yet started): a change,
 * the first assignment, or a removal when the shift was cleared. A group without its time yet is not
 * a shift, and records nothing.
 */
async function recordShiftChange(w: Writer, before: Employee, after: Employee, today: string) {
  if (SHIFT_FIELDS.every((k) => before[k] === after[k])) return;
  const had = !!(before.schedule && before.time);
  const has = !!(after.schedule && after.time);
  if (!had && !has) return;
  await recordShift(
    w,
    {
      employee_id: after.id,
      effective_from: today > after.employment_date ? today : after.employment_date,
      schedule: has ? (after.schedule as ShiftGroup) : null,
      time: has ? after.time : null,
      timezone_id: after.timezone_id,
      source: has ? (had ? 'change' : 'assignment') : 'removal',
    },
    today,
  );
}

/**
 * What the substitute modal needs: the employee, their active members, and who may take over:
 * supervisors and managers by role, anyone already leading a team, and the members themselves.
 */
export async function supervisorInfo(db: Db, id: number): Promise<SupervisorInfo> {
  const [emp, members, candidates] = await Promise.all([
    db.execute<SupervisorInfo['employee']>(sql`
      SELECT e.id, e.emp_id, e.full_name, p.pos_name AS position_name, e.status
      FROM employees e JOIN positions p ON p.id = e.position_id WHERE e.id = ${id}`),
    db.execute<SupervisorInfo['members'][number]>(sql`
      SELECT ${e.cols('id', 'emp_id', 'full_name')}, p.pos_name AS position_name
      FROM ${e.table} ${e.joinPosition('p')}
      WHERE ${e('belong')} = ${id} AND ${e.isActive} ORDER BY ${e('full_name')}`),
    db.execute<SupervisorInfo['candidates'][number]>(sql`
      SELECT ${e.cols('id', 'full_name')}, p.pos_name AS position_name
      FROM ${e.table} ${e.joinPosition('p')}
      WHERE ${e('id')} <> ${id} AND ${e.isActive} AND (
        ${e('role_id')} IN (${sql.join(
          SUPERVISOR_ROLE_IDS.map((r) => sql`${r}`),
          sql`, `,
        )})
        OR ${e('belong')} = ${id}
        OR ${e.activeMembers(m)} > 0)
      ORDER BY ${e('full_name')}`),
  ]);
  const employee = emp.rows[0];
  if (!employee) throw notFound('The employee');
  return { employee, members: members.rows, candidates: candidates.rows };
}
