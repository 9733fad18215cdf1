import type { Role, RoleBody, rolesQuery } from '@hris/domain/accounts';
import type { ListArgs } from '@hris/domain/paging';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likePattern, pageOf } from '../../db/paging';
import { readPrepared } from '../../db/prepared';
import { write } from '../../db/write';
import { AppError, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/audit';
import { roles } from '../auth/auth.tables';

// ---- roles

export function listRoles(db: Db, a: ListArgs<typeof rolesQuery>) {
  return pageOf<Role>(db, {
    select: sql`r.id, r.roles_name, r.description, (SELECT count(*)::int FROM users u WHERE u.role_id = r.id) AS users, r.created_at, r.updated_at`,
    from: sql`roles r`,
    where: [a.q ? sql`r.roles_name ILIKE ${likePattern(a.q)}` : undefined],
    sort: a.sort === 'id' ? sql`r.id` : sql`r.roles_name`,
    order: a.order,
    tieBreak: sql`r.id`,
    page: a.page,
    perPage: a.per_page,
  });
}

export function allRoles(db: Db) {
  return readPrepared<{ id: number; roles_name: string; description: string }>(
    db,
    sql`SELECT id, roles_name, description FROM roles ORDER BY id`,
  );
}

const roleExists = () => new AppError(409, 'Already exist', undefined, { response: 'exist' });
/** Two HR users adding the same role at once: the unique index answers the second `exist` too. */
const ROLE_UNIQUE = { roles_roles_name_unique: roleExists() };

/** `userroles/add`: a duplicate name answers `exist` (docs/api.md#auth-and-accounts). */
export function addRole(db: Db, actor: Actor, body: RoleBody) {
  return write(
    db,
    actor,
    async ({ tx, audit }) => {
      const [dup] = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(sql`lower(${roles.roles_name}) = lower(${body.roles_name})`);
      if (dup) throw roleExists();
      const [row] = await tx.insert(roles).values(body).returning();
      await audit({ action: 'create', entity: 'role', entityId: row!.id, after: row! });
      return { id: row!.id };
    },
    ROLE_UNIQUE,
  );
}

/** `userroles/update`: nothing changed answers `noupdate`, a name taken by another role `exist`. */
export function updateRole(db: Db, actor: Actor, id: number, body: RoleBody) {
  return write(
    db,
    actor,
    async ({ tx, audit }) => {
      const [before] = await tx.select().from(roles).where(eq(roles.id, id)).for('update');
      if (!before) throw notFound('The role');
      if (before.roles_name === body.roles_name && before.description === body.description) {
        throw new AppError(409, 'Nothing was changed.', undefined, { response: 'noupdate' });
      }
      const [dup] = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(and(sql`lower(${roles.roles_name}) = lower(${body.roles_name})`, sql`${roles.id} <> ${id}`));
      if (dup) throw roleExists();
      const [after] = await tx
        .update(roles)
        .set({ ...body, updated_at: sql`now()` })
        .where(eq(roles.id, id))
        .returning();
      await audit({ action: 'update', entity: 'role', entityId: id, before, after: after! });
      return { id };
    },
    ROLE_UNIQUE,
  );
}
