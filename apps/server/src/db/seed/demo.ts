import { ROLES } from '@hris/domain/auth';
import { companyDate } from '@hris/domain/company-clock';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../modules/auth/auth.tables';
import {
  employeeDependents,
  employeeExperience,
  employeeRequirements,
  employeeSeniors,
  employees,
} from '../../modules/employees/employees.tables';
import {
  departments,
  positions,
  subDepartments,
  timezones,
} from '../../modules/organisation/organisation.tables';
import type { FileStorage } from '../../plugins/files/storage';
import type { Tx } from '../client';
import { seedEssAccounts } from './accounts';
import { seedAttendance } from './attendance';
import { seedContributions } from './contributions';
import { seedDiscipline, storedSeedFiles } from './discipline';
import { seedDocuments } from './documents';
import { makeEmployee, type Placement, type SeededEmployee } from './employees';
import { seedEssLogins } from './ess-logins';
import { seedCreditConfig, seedLeaveHistory } from './leave';
import { DEPARTMENTS, SUB_DEPARTMENTS } from './organisation';
import { seedProfileRequests } from './profile-requests';
import { rng } from './random';
import { seedResponsibility } from './responsibility';
import { seedCalendar, seedSchedule } from './schedule';

const AGENT_STATUSES = [
  ...Array(8).fill('regular'),
  ...Array(4).fill('probationary'),
  'trainee',
  'trainee',
  'promoted',
  'resigned',
  'resigned',
  'awol',
  'terminated',
] as string[];

const ACCOUNT_AGENT: Record<string, string> = {
  'VA-NZ-AU': 'Virtual Assistant',
  'VA-US': 'Virtual Assistant',
  Collections: 'Collections Agent',
};

/** Support staff per department: designation and head count, all in the Admin sub-department. */
const SUPPORT: [string, number][] = [
  ['HR Manager', 1],
  ['HR Generalist', 2],
  ['HR Assistant', 2],
  ['Recruitment Specialist', 1],
  ['Payroll Specialist', 2],
  ['Accountant', 1],
  ['Finance Manager', 1],
  ['IT Support Specialist', 3],
  ['Network Administrator', 1],
  ['Software Developer', 1],
  ['Admin Assistant', 2],
  ['Facilities Coordinator', 1],
  ['Office Manager', 1],
  ['Quality Analyst', 3],
  ['QA Team Lead', 1],
  ['Trainer', 3],
  ['Training Manager', 1],
  ['Workforce Analyst', 2],
  ['Real-Time Analyst', 2],
  ['Business Development Manager', 1],
  ['Sales Associate', 1],
  ['Operations Supervisor', 2],
  ['Operations Manager', 1],
];

/** Inserts employees with their records, numbering emp_id per hiring year in hiring order. */
export async function insertEmployees(
  tx: Tx,
  people: SeededEmployee[],
  startAt: Record<string, number> = {},
): Promise<number[]> {
  const ordered = [...people].sort((a, b) =>
    a.employee.employment_date.localeCompare(b.employee.employment_date),
  );
  const perYear: Record<string, number> = { ...startAt };
  for (const p of ordered) {
    const year = p.employee.employment_date.slice(0, 4);
    perYear[year] = (perYear[year] ?? 0) + 1;
    if (perYear[year]! > 999)
      throw new Error(`More than 999 employees hired in ${year}: the employee id format is ####-###.`);
    p.employee.emp_id = `${year}-${String(perYear[year]).padStart(3, '0')}`;
  }
  const ids: number[] = [];
  for (let i = 0; i < ordered.length; i += 500) {
    const chunk = ordered.slice(i, i + 500);
    const rows = await tx
      .insert(employees)
      .values(chunk.map((p) => p.employee))
      .returning({ id: employees.id });
    const withId = <T>(pick: (p: SeededEmployee) => T[]) =>
      chunk.flatMap((p, j) => pick(p).map((x) => ({ ...x, employee_id: rows[j]!.id })));
    const exp = withId((p) => p.experience);
    if (exp.length) await tx.insert(employeeExperience).values(exp);
    await tx
      .insert(employeeRequirements)
      .values(chunk.map((p, j) => ({ ...p.requirements, employee_id: rows[j]!.id })));
    const dependents = withId((p) => p.dependents);
    if (dependents.length) await tx.insert(employeeDependents).values(dependents);
    const seniors = withId((p) => p.seniors);
    if (seniors.length) await tx.insert(employeeSeniors).values(seniors);
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/** The demo company: organisation, about 150 employees over every status, the HR user linked to HR. */
export async function seedDemo(
  tx: Tx,
  opts: {
    adminUserId: number;
    today?: string;
    /** Where the demo's files (NTE attachments, signatures) go; without it the demo has none. */
    storage?: FileStorage;
  },
): Promise<void> {
  const r = rng(20260101);
  const today = opts.today ?? new Date().toISOString().slice(0, 10);
  const zones = new Map((await tx.select().from(timezones)).map((z) => [z.timezone_name, z.id]));
  const manila = zones.get('Asia/Manila')!;

  const positionIds = new Map<string, number>();
  for (const d of DEPARTMENTS) {
    const [dep] = await tx
      .insert(departments)
      .values({ department_name: d.name, functionality: d.functionality })
      .returning({ id: departments.id });
    const rows = await tx
      .insert(positions)
      .values(d.positions.map((p) => ({ pos_name: p, department_id: dep!.id })))
      .returning({ id: positions.id, pos_name: positions.pos_name });
    for (const p of rows) positionIds.set(p.pos_name, p.id);
  }
  const subs = await tx
    .insert(subDepartments)
    .values(SUB_DEPARTMENTS.map((s) => ({ sub_department_name: s.name, description: s.description })))
    .returning({ id: subDepartments.id, name: subDepartments.sub_department_name });
  const subId = new Map(subs.map((s) => [s.name, s.id]));

  const place = (position: string, sub: string, zone = 'Asia/Manila'): Placement => ({
    positionId: positionIds.get(position)!,
    positionName: position,
    subDepartmentId: subId.get(sub) ?? null,
    timezoneId: zones.get(zone) ?? manila,
  });

  const people: ReturnType<typeof makeEmployee>[] = [];
  let seq = 0;
  for (const account of SUB_DEPARTMENTS.filter((s) => s.name !== 'Admin')) {
    people.push(makeEmployee(r, ++seq, 'regular', place('Team Leader', account.name, account.zone), today));
    for (let i = 0; i < 18; i++) {
      const position = ACCOUNT_AGENT[account.name] ?? 'Customer Service Representative';
      people.push(
        makeEmployee(r, ++seq, r.pick(AGENT_STATUSES), place(position, account.name, account.zone), today),
      );
    }
  }
  for (const [position, count] of SUPPORT) {
    for (let i = 0; i < count; i++) {
      const status =
        /Manager/.test(position) || r.chance(0.85)
          ? 'regular'
          : r.pick(['probationary', 'promoted', 'resigned']);
      people.push(makeEmployee(r, ++seq, status, place(position, 'Admin'), today));
    }
  }
  await insertEmployees(tx, people);

  // Agents report to their account's team leader.
  await tx.execute(sql`
    UPDATE employees e SET belong = (
      SELECT l.id FROM employees l JOIN positions p ON p.id = l.position_id
      WHERE p.pos_name = 'Team Leader' AND l.sub_department_id = e.sub_department_id ORDER BY l.id LIMIT 1)
    WHERE e.role_id = ${ROLES.officeStaff} AND e.position_id IN (
      SELECT id FROM positions WHERE pos_name IN ('Customer Service Representative', 'Virtual Assistant', 'Collections Agent'))`);
  // Team leaders report to the operations manager: the department head of their agents' leave.
  await tx.execute(sql`
    UPDATE employees e SET belong = (
      SELECT m.id FROM employees m JOIN positions p ON p.id = m.position_id
      WHERE p.pos_name = 'Operations Manager' ORDER BY m.id LIMIT 1)
    WHERE e.position_id IN (SELECT id FROM positions WHERE pos_name IN ('Team Leader', 'Operations Supervisor'))`);

  const [hrManager] = await tx
    .execute<{ id: number }>(sql`
    SELECT e.id FROM employees e JOIN positions p ON p.id = e.position_id WHERE p.pos_name = 'HR Manager' LIMIT 1`)
    .then((res) => res.rows);
  if (hrManager)
    await tx.update(users).set({ employee_id: hrManager.id }).where(eq(users.id, opts.adminUserId));
  await seedEssAccounts(tx);
  await seedEssLogins(tx);
  await seedProfileRequests(tx, { decidedBy: opts.adminUserId });
  await seedCreditConfig(tx);
  await seedLeaveHistory(tx, today);
  // Three years of NTEs (every stage of the tracker among the recent ones), coaching and evaluations.
  await seedDiscipline(tx, {
    today,
    seed: 7,
    days: 3 * 365,
    rates: { nte: 0.35, coaching: 0.6, evaluation: 0.7 },
    createdBy: opts.adminUserId,
    everyStage: true,
    ...(opts.storage && { files: storedSeedFiles(opts.storage, opts.adminUserId) }),
  });
  // Every employee's shift with its history, adjustments and undertime in every status, the calendar.
  await seedSchedule(tx, { today, seed: 11, createdBy: opts.adminUserId });
  await seedCalendar(tx, { today, seed: 12, createdBy: opts.adminUserId });
  // The terminal and two months of punches up to yesterday (the company's date), made into day logs.
  await seedAttendance(tx, {
    today: opts.today ?? companyDate(new Date()),
    seed: 13,
    editedBy: opts.adminUserId,
  });
  // A year of monthly contributions computed from the statutory tables.
  await seedContributions(tx, { today, createdBy: opts.adminUserId });
  // A contract for everyone and memos to groups and to all, each partly acknowledged (files needed).
  if (opts.storage) {
    await seedDocuments(tx, { today, storage: opts.storage, createdBy: opts.adminUserId });
    // Responsibility forms with laptops, headsets and IDs; work-from-home undertakings with signatures.
    await seedResponsibility(tx, { today, storage: opts.storage, createdBy: opts.adminUserId });
  }
}
