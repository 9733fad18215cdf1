import type { AccountType, UserRow, UserUpdateBody, usersQuery } from '@hris/domain/accounts';
import type { ListArgs, SortOf } from '@hris/domain/paging';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { pageOf } from '../../db/paging';
import { write } from '../../db/write';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/audit';
import { roles, users } from '../auth/auth.tables';
import { e } from '../employees/employees.sql';
import { employees } from '../employees/employees.tables';
import { revokeAllTokens } from './passwords.service';

/** Username and e-mail are unique (case-insensitive): a duplicate is a 422 on its field. */
export const USER_UNIQUE = {
  users_name_lower_key: ['name', 'The username has already been taken.'],
  users_email_lower_key: ['email', 'The email has already been taken.'],
} as const;

// ---- users

const userSorts = {
  name: sql`u.name`,
  full_name: e('full_name'),
  created_at: sql`u.created_at`,
  role_id: sql`u.role_id`,
} satisfies Record<SortOf<typeof usersQuery>, SQL>;

/** The user `u`'s employee `e`, when the account has one. */
export const userEmployee = sql`LEFT JOIN ${e.table} ON ${e('id')} = u.employee_id`;

/**
 * The search box of the user lists: a case-insensitive substring of the username (and e-mail, when
 * asked), on the lower-cased copies PostgreSQL keeps, or the employee search (`e.search`: the name's
 * words in any order, or the employee id), looked up only for the users the first tests did not match.
 */
export function userSearch(q: string | undefined, opts: { email: boolean }): SQL | undefined {
  const employee = e.search(q);
  if (!q || !employee) return undefined;
  const text = sql`(SELECT lower(${q}))`;
  return sql`(strpos(u.search_name, ${text}) > 0${opts.email ? sql` OR strpos(u.search_email, ${text}) > 0` : sql``}
    OR EXISTS (SELECT 1 FROM ${e.table} WHERE ${e('id')} = u.employee_id AND ${employee}))`;
}

export function listUsers(db: Db, a: ListArgs<typeof usersQuery>) {
  return pageOf<UserRow>(db, {
    select: sql`u.id, u.role_id, r.roles_name, u.name, u.email, ${e('full_name')}, u.employee_id, u.status, u.account_type, u.created_at,
      EXISTS (SELECT 1 FROM two_factor tf WHERE tf.user_id = u.id AND tf.enabled_at IS NOT NULL) AS two_factor`,
    from: sql`users u`,
    joins: sql`${userEmployee} JOIN roles r ON r.id = u.role_id`,
    where: [userSearch(a.q, { email: true }), a.role_id ? sql`u.role_id = ${a.role_id}` : undefined],
    sort: userSorts[a.sort],
    order: a.order,
    tieBreak: sql`u.id`,
    page: a.page,
    perPage: a.per_page,
  });
}

export async function lockUser(tx: Tx, id: number) {
  const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!user) throw notFound('The user');
  return user;
}

export async function checkRole(tx: Tx, roleId: number) {
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
  if (!role) throw fieldError('role_id', 'The selected role does not exist.');
}

export function updateUser(db: Db, actor: Actor, id: number, body: UserUpdateBody) {
  return write(
    db,
    actor,
    async ({ tx, audit }) => {
      const before = await lockUser(tx, id);
      await checkRole(tx, body.role_id);
      // A new role brings its account type and starts a fresh reporting line (docs/rules.md#account-types): HR then places the
      // user on the access screens (a supervisor for staff, the sub-departments of a manager).
      const place = before.role_id !== body.role_id ? placement(body.role_id, 0) : {};
      const [after] = await tx
        .update(users)
        .set({ role_id: body.role_id, name: body.name, email: body.email, ...place, updated_at: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      if (before.employee_id && before.role_id !== body.role_id) {
        await tx.update(employees).set({ role_id: body.role_id }).where(eq(employees.id, before.employee_id));
      }
      await audit({ action: 'update', entity: 'user', entityId: id, before, after: after! });
      return { id };
    },
    USER_UNIQUE,
  );
}

/** `api/updateStatus`: '1' active, '0' inactive; a deactivated user loses every token at once. */
export async function setUserStatus(db: Db, actor: Actor, id: number, status: '1' | '0') {
  return write(db, actor, async ({ tx, audit }) => {
    const before = await lockUser(tx, id);
    if (status === '0' && id === actor.userId)
      throw new AppError(409, 'You cannot deactivate your own account.');
    const next: 'active' | 'inactive' = status === '1' ? 'active' : 'inactive';
    await tx.update(users).set({ status: next, updated_at: sql`now()` }).where(eq(users.id, id));
    if (next === 'inactive') await revokeAllTokens(tx, id);
    await audit({
      action: 'update',
      entity: 'user',
      entityId: id,
      before: { status: before.status },
      after: { status: next },
    });
    return { id, status: next };
  });
}

/** The account type and superior a role implies on creation. */
export function placement(
  roleId: number,
  belongsTo: number,
): { account_type: AccountType; belongs_to: number } {
  if (roleId === 1) return { account_type: belongsTo ? 'STAFF' : 'ADMIN', belongs_to: belongsTo };
  if (roleId === 2) return { account_type: 'SUPERVISOR', belongs_to: belongsTo };
  if (roleId === 3) return { account_type: 'ASM', belongs_to: 0 };
  return { account_type: 'ADMIN', belongs_to: 0 };
}
