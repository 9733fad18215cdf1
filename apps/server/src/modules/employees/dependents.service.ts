import type {
  DependentRegistration,
  DependentRow,
  DependentsBody,
  dependentsQuery,
} from '@hris/domain/dependents';
import type { EmployeeOptionsQuery } from '@hris/domain/employee';
import type { ListArgs, SortOf } from '@hris/domain/paging';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { pageOf, whereAll } from '../../db/paging';
import { write } from '../../db/write';
import { fieldError, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/audit';
import { employeeOptions } from './employees.options';
import { e } from './employees.sql';
import { lockChosenEmployee, lockEmployee } from './employees.status';
import { employeeDependents, employeeSeniors } from './employees.tables';
import { writeDependents } from './profile';

/** An employee is registered when they have at least one dependent or senior citizen. */
export const hasDependents = sql`(EXISTS (SELECT 1 FROM employee_dependents x WHERE x.employee_id = ${e('id')})
  OR EXISTS (SELECT 1 FROM employee_seniors x WHERE x.employee_id = ${e('id')}))`;

const sorts = {
  full_name: e('full_name'),
  dependents: sql`dependents`,
  updated_at: sql`updated_at`,
} satisfies Record<SortOf<typeof dependentsQuery>, SQL>;

/**
 * Each row reads its dependents once (count, names, last change) and its senior citizens once, in
 * two lateral subqueries over the employee_id indexes.
 */
/**
 * The registered employees are the ids in either table (each an employee's, by its foreign key):
 * those with dependents, plus those with only senior citizens, counted from the two employee_id
 * indexes (and the search as a condition on the ids) without reading the employees.
 */
function registeredCount(q: string | undefined) {
  return sql`SELECT ((SELECT count(DISTINCT d.employee_id) FROM employee_dependents d
      ${whereAll([e.searchIds(sql`d.employee_id`, q)])})
    + (SELECT count(DISTINCT s.employee_id) FROM employee_seniors s ${whereAll([
      sql`NOT EXISTS (SELECT 1 FROM employee_dependents d WHERE d.employee_id = s.employee_id)`,
      e.searchIds(sql`s.employee_id`, q),
    ])}))::int`;
}

export function listDependents(db: Db, a: ListArgs<typeof dependentsQuery>) {
  const id = e('id');
  return pageOf<DependentRow>(db, {
    select: sql`${e.cols('id', 'emp_id', 'full_name')}, p.pos_name AS position_name,
      dep.n AS dependents, sen.n AS seniors, dep.names, greatest(dep.updated_at, sen.updated_at) AS updated_at`,
    from: e.table,
    joins: sql`${e.joinPosition('p')}
      CROSS JOIN LATERAL (SELECT count(*)::int AS n, max(x.updated_at) AS updated_at,
          string_agg(x.name || ' (' || x.relationship || ')', ', ' ORDER BY x.id) AS names
        FROM employee_dependents x WHERE x.employee_id = ${id}) dep
      CROSS JOIN LATERAL (SELECT count(*)::int AS n, max(x.updated_at) AS updated_at
        FROM employee_seniors x WHERE x.employee_id = ${id}) sen`,
    // Registered: the row's own dependents or senior citizens, already read for its columns (the
    // count below does not need this: it starts from those tables).
    where: [sql`(dep.n > 0 OR sen.n > 0)`, e.search(a.q)],
    count: registeredCount(a.q),
    sort: sorts[a.sort],
    order: a.order,
    tieBreak: id,
    page: a.page,
    perPage: a.per_page,
  });
}

export async function getDependents(db: Db | Tx, employeeId: number): Promise<DependentRegistration> {
  const { rows } = await db.execute<{ emp_id: string; full_name: string; position_name: string }>(sql`
    SELECT ${e.cols('emp_id', 'full_name')}, p.pos_name AS position_name FROM ${e.table} ${e.joinPosition('p')}
    WHERE ${e('id')} = ${employeeId}`);
  const emp = rows[0];
  if (!emp) throw notFound('The employee');
  const [dependents, seniors] = await Promise.all([
    db
      .select({
        id: employeeDependents.id,
        name: employeeDependents.name,
        relationship: employeeDependents.relationship,
        age: employeeDependents.age,
        phic_no: employeeDependents.phic_no,
      })
      .from(employeeDependents)
      .where(eq(employeeDependents.employee_id, employeeId))
      .orderBy(employeeDependents.id),
    db
      .select({
        id: employeeSeniors.id,
        senior_citizen: employeeSeniors.senior_citizen,
        middle_initial: employeeSeniors.middle_initial,
        senior_citizen_no: employeeSeniors.senior_citizen_no,
      })
      .from(employeeSeniors)
      .where(eq(employeeSeniors.employee_id, employeeId))
      .orderBy(employeeSeniors.id),
  ]);
  return { employee_id: employeeId, ...emp, dependents, seniors } as DependentRegistration;
}

/**
 * Register (first time) or replace (update) an employee's dependents. The employee row is locked so
 * that two HR users registering the same person at once cannot both "register".
 */
export async function saveDependents(
  db: Db,
  actor: Actor,
  employeeId: number,
  body: DependentsBody,
  mode: 'register' | 'update',
) {
  return write(db, actor, async ({ tx, audit }) => {
    await (mode === 'register' ? lockChosenEmployee(tx, employeeId) : lockEmployee(tx, employeeId));
    const before = await getDependents(tx, employeeId);
    const registered = before.dependents.length + before.seniors.length > 0;
    if (mode === 'register' && registered) {
      throw fieldError(
        'employee_id',
        'This employee already has registered dependents. Update them instead.',
      );
    }
    if (mode === 'update' && !registered) throw notFound('The dependents registration');
    await writeDependents(tx, employeeId, body);
    await audit({
      action: mode === 'register' ? 'create' : 'update',
      entity: 'dependents',
      entityId: employeeId,
      before: { dependents: before.dependents, seniors: before.seniors },
      after: body,
    });
    return { employee_id: employeeId };
  });
}

export async function deleteDependents(db: Db, actor: Actor, employeeId: number) {
  return write(db, actor, async ({ tx, audit }) => {
    await lockEmployee(tx, employeeId);
    const before = await getDependents(tx, employeeId);
    if (before.dependents.length + before.seniors.length === 0) throw notFound('The dependents registration');
    await writeDependents(tx, employeeId, { dependents: [], seniors: [] });
    await audit({
      action: 'delete',
      entity: 'dependents',
      entityId: employeeId,
      before: { ...before },
    });
    return { employee_id: employeeId };
  });
}

/** `GET api/employeenodependent`: the employee select of Register Dependent. */
export const employeesWithoutDependents = (db: Db, query: EmployeeOptionsQuery) =>
  employeeOptions(db, query, sql`NOT ${hasDependents}`);
