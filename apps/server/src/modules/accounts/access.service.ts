import {
  type AccessRow,
  type AccountType,
  type accessQuery,
  keepsMembers,
  MANAGER_SUBSTITUTE_REQUIRED,
} from '@hris/domain/accounts';
import { SUBSTITUTE_REQUIRED } from '@hris/domain/employee';
import type { ListArgs, SortOf } from '@hris/domain/paging';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { pageOf, whereAll } from '../../db/paging';
import { readPrepared } from '../../db/prepared';
import { write } from '../../db/write';
import { fieldError, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/audit';
import { users } from '../auth/auth.tables';
import { e, employeeAlias } from '../employees/employees.sql';
import { managerSubDepartments } from './accounts.tables';
import { lockUser, userEmployee, userSearch } from './users.service';

/** A superior must be an active user of the role above: a supervisor for staff, a manager for a supervisor. */
export async function checkSuperior(tx: Tx, belongsTo: number, role: 2 | 3, field = 'belongs_to') {
  const [sup] = await tx
    .select({ role_id: users.role_id, status: users.status })
    .from(users)
    .where(eq(users.id, belongsTo));
  if (sup?.status !== 'active' || sup.role_id !== role) {
    throw fieldError(
      field,
      role === 2 ? 'Please select an active supervisor.' : 'Please select an active manager.',
    );
  }
}

export async function setSubDepartments(tx: Tx, userId: number, ids: number[]) {
  await tx.delete(managerSubDepartments).where(eq(managerSubDepartments.user_id, userId));
  if (!ids.length) return;
  const found = await tx.execute<{ id: number }>(
    sql`SELECT id FROM sub_departments WHERE id IN ${sql`(${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`}`,
  );
  if (found.rows.length !== new Set(ids).size)
    throw fieldError('subordinates', 'One of the selected sub-departments does not exist.');
  await tx
    .insert(managerSubDepartments)
    .values([...new Set(ids)].map((s) => ({ user_id: userId, sub_department_id: s })));
}

// ---- access lists (docs/screens.md#accounts, docs/rules.md#account-types)

const accessSorts = { full_name: sql`u.full_name`, name: sql`u.name`, belong: sql`belong` } satisfies Record<
  SortOf<typeof accessQuery>,
  SQL
>;
/** The employee of the superior user `su`. */
const se = employeeAlias('se');

/**
 * Staff (role 1), supervisory (2) or managerial (3) users with their superior, members and subordinates.
 * Only the name the list sorts on is joined; what else a row shows is a subquery, which PostgreSQL
 * evaluates after the sort, for the rows of the page only.
 *
 * Staff sorted by name (the screen's default): staff are most accounts, so the users with an employee
 * are read in the order of the employees' name index, as far as the page reaches, and those without one
 * (whose name is null, last in ascending order) apart; a left join from users would join and sort them
 * all first. Supervisors and managers are a few: joining and sorting them is cheaper than walking the
 * employees to find them.
 */
export function listAccess(db: Db, roleId: 1 | 2 | 3, a: ListArgs<typeof accessQuery>) {
  // The role is written into the query (one statement each): staff are most users, supervisors and
  // managers a few, and each needs its own plan.
  const conds = [sql.raw(`u.role_id = ${Number(roleId)}`), userSearch(a.q, { email: false })];
  const columns = sql`u.id, u.name, u.belongs_to, u.module_access, u.account_type, u.status`;
  const dir = sql.raw(a.order === 'desc' ? 'DESC' : 'ASC');
  const reach = a.page * a.per_page;
  const from =
    a.sort === 'full_name' && roleId === 1
      ? sql`((SELECT ${columns}, ${e.cols('full_name', 'position_id')} FROM ${e.table} JOIN users u ON u.employee_id = ${e('id')}
            ${whereAll(conds)} ORDER BY ${e('full_name')} ${dir}, u.id ${dir} LIMIT ${reach})
          UNION ALL (SELECT ${columns}, NULL, NULL FROM users u ${whereAll([sql`u.employee_id IS NULL`, ...conds])}
            ORDER BY u.id ${dir} LIMIT ${reach})) u`
      : sql`(SELECT ${columns}, ${e.cols('full_name', 'position_id')} FROM users u ${userEmployee} ${whereAll(conds)}) u`;
  return pageOf<AccessRow>(db, {
    select: sql`u.id, u.name, u.full_name,
      (SELECT p.pos_name FROM positions p WHERE p.id = u.position_id) AS position_name,
      (SELECT coalesce(${se('full_name')}, su.name) FROM users su LEFT JOIN ${se.table} ON ${se('id')} = su.employee_id
        WHERE su.id = u.belongs_to) AS superior_name,
      u.belongs_to, (SELECT count(*)::int FROM users m WHERE m.belongs_to = u.id) AS belong,
      u.module_access::int AS module_access, u.account_type, u.status,
      coalesce((SELECT json_agg(x.sub_department_id ORDER BY x.sub_department_id) FROM manager_sub_departments x WHERE x.user_id = u.id), '[]') AS subordinates`,
    from,
    where: [],
    count: sql`SELECT count(*)::int FROM users u ${whereAll(conds)}`,
    sort: accessSorts[a.sort],
    order: a.order,
    tieBreak: sql`u.id`,
    page: a.page,
    perPage: a.per_page,
  });
}

/** Active users of one role, for a select (supervisors, managers). */
export function usersOfRole(db: Db, roleId: number, exclude?: number) {
  // Every active supervisor is thousands of rows at 50,000 employees: PostgreSQL writes them as JSON,
  // each name read by its employee's key (a join would hash every employee for a twentieth of them).
  return readPrepared<{ id: number; name: string; full_name: string }>(
    db,
    sql`
    SELECT u.id, u.name, coalesce((SELECT ${e('full_name')} FROM ${e.table} WHERE ${e('id')} = u.employee_id), u.name) AS full_name
    FROM users u
    WHERE ${sql.raw(`u.role_id = ${Number(roleId)}`)} AND u.status = 'active' ${exclude ? sql`AND u.id <> ${exclude}` : sql``}
    ORDER BY full_name`,
  );
}

/** The users who belong to one user, with their active flag ('1'/'0'). */
export async function membersOf(db: Db, id: number) {
  const { rows } = await db.execute<{
    id: number;
    name: string;
    full_name: string | null;
    status: 'active' | 'inactive';
    active: '1' | '0';
  }>(sql`
    SELECT u.id, u.name, ${e('full_name')}, u.status, CASE WHEN u.status = 'active' THEN '1' ELSE '0' END AS active
    FROM users u ${userEmployee} WHERE u.belongs_to = ${id} ORDER BY ${e('full_name')}, u.name`);
  return rows;
}

export async function superiorName(db: Db, id: number) {
  const { rows } = await db.execute<{ superior_name: string | null }>(sql`
    SELECT coalesce(${se('full_name')}, su.name) AS superior_name FROM users u
    LEFT JOIN users su ON su.id = u.belongs_to LEFT JOIN ${se.table} ON ${se('id')} = su.employee_id WHERE u.id = ${id}`);
  if (!rows[0]) throw notFound('The user');
  return rows[0];
}

/**
 * `belongsto/update`: staff belong to a supervisor; ADMIN and ASM belong to 0; a supervisor keeps the
 * manager they report to (the original rules say both "SUPERVISOR belongs to 0" and "supervisors belong to a manager":
 * the reporting line wins, and is set where supervisors are placed, at account creation).
 */
export async function updateBelongsTo(
  db: Db,
  actor: Actor,
  id: number,
  body: { account_type: AccountType; belongs_to: number },
) {
  return write(db, actor, async ({ tx, audit }) => {
    const before = await lockUser(tx, id);
    const belongsTo =
      body.account_type === 'STAFF'
        ? body.belongs_to
        : body.account_type === 'SUPERVISOR'
          ? before.belongs_to
          : 0;
    if (body.account_type === 'STAFF') {
      if (!belongsTo)
        throw fieldError('belongs_to', 'Please select the supervisor this staff member belongs to.');
      if (belongsTo === id) throw fieldError('belongs_to', 'A user cannot belong to themselves.');
      await checkSuperior(tx, belongsTo, 2);
    }
    await tx
      .update(users)
      .set({ account_type: body.account_type, belongs_to: belongsTo, updated_at: sql`now()` })
      .where(eq(users.id, id));
    await audit({
      action: 'update',
      entity: 'user',
      entityId: id,
      before: { account_type: before.account_type, belongs_to: before.belongs_to },
      after: { account_type: body.account_type, belongs_to: belongsTo },
    });
    return { id };
  });
}

/** `subordinates/update`: the sub-departments a manager handles, and their module access. */
export async function updateSubordinates(
  db: Db,
  actor: Actor,
  body: { id: number; subordinates: number[]; module_access?: '1' | '0' | undefined },
) {
  return write(db, actor, async ({ tx, audit }) => {
    const before = await lockUser(tx, body.id);
    if (before.role_id !== 3) throw fieldError('id', 'Only managers (role 3) handle sub-departments.');
    await setSubDepartments(tx, body.id, body.subordinates);
    if (body.module_access) {
      await tx
        .update(users)
        .set({ module_access: body.module_access === '1', updated_at: sql`now()` })
        .where(eq(users.id, body.id));
    }
    await audit({
      action: 'update',
      entity: 'user',
      entityId: body.id,
      before: { module_access: before.module_access },
      after: { subordinates: body.subordinates, module_access: body.module_access ?? before.module_access },
    });
    return { id: body.id };
  });
}

/**
 * `supervisoraccess/update`: change a user's account type (Change Access of the Supervisory and
 * Managerial Levels). Someone who still has members and stops leading them must first hand them to a
 * substitute of their own level, a supervisor's staff to a supervisor and a manager's supervisors to a
 * manager (they move in the same transaction); becoming STAFF, the user belongs to the chosen supervisor.
 */
export async function updateSupervisorAccess(
  db: Db,
  actor: Actor,
  id: number,
  body: { account_type: AccountType; sup_subtitute_id: number; supervisor_choosen_id: number },
) {
  return write(db, actor, async ({ tx, audit }) => {
    const before = await lockUser(tx, id);
    const members = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.belongs_to, id))
      .for('update');
    const manager = before.role_id === 3;
    if (members.length && !keepsMembers(before.role_id, body.account_type)) {
      if (!body.sup_subtitute_id)
        throw fieldError('sup_subtitute_id', manager ? MANAGER_SUBSTITUTE_REQUIRED : SUBSTITUTE_REQUIRED);
      if (body.sup_subtitute_id === id)
        throw fieldError(
          'sup_subtitute_id',
          `A ${manager ? 'manager' : 'supervisor'} cannot substitute for themselves.`,
        );
      await checkSuperior(tx, body.sup_subtitute_id, manager ? 3 : 2, 'sup_subtitute_id');
      await tx
        .update(users)
        .set({ belongs_to: body.sup_subtitute_id, updated_at: sql`now()` })
        .where(
          and(
            eq(users.belongs_to, id),
            inArray(
              users.id,
              members.map((m) => m.id),
            ),
          ),
        );
    }
    // A supervisor keeps the manager they report to; ADMIN and ASM belong to no one (docs/rules.md#account-types).
    let belongsTo = body.account_type === 'SUPERVISOR' ? before.belongs_to : 0;
    if (body.account_type === 'STAFF') {
      if (!body.supervisor_choosen_id)
        throw fieldError('supervisor_choosen_id', 'Please select the supervisor this user belongs to.');
      await checkSuperior(tx, body.supervisor_choosen_id, 2, 'supervisor_choosen_id');
      belongsTo = body.supervisor_choosen_id;
    }
    await tx
      .update(users)
      .set({ account_type: body.account_type, belongs_to: belongsTo, updated_at: sql`now()` })
      .where(eq(users.id, id));
    await audit({
      action: 'update',
      entity: 'user',
      entityId: id,
      before: {
        account_type: before.account_type,
        belongs_to: before.belongs_to,
        members: members.map((m) => m.id),
      },
      after: {
        account_type: body.account_type,
        belongs_to: belongsTo,
        members_to: body.sup_subtitute_id || null,
      },
    });
    return { id };
  });
}
