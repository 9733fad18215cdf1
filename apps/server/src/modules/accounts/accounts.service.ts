import { randomBytes } from 'node:crypto';
import type {
  AccessRow,
  AccountType,
  NotificationConfig,
  RegisterBody,
  Role,
  RoleBody,
  UserRow,
  UserUpdateBody,
} from '@hris/domain/accounts';
import { SUBSTITUTE_REQUIRED } from '@hris/domain/employee';
import type { Order } from '@hris/domain/paging';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { likePattern, pageOf } from '../../db/paging';
import { AppError, fieldError, isUniqueViolation, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import type { SecretBox } from '../../lib/secret-box';
import { type Actor, writeAudit } from '../../plugins/audit';
import type { Mailer } from '../../plugins/mail';
import { roles, users } from '../auth/auth.tables';
import { employees } from '../employees/employees.tables';
import { managerSubDepartments, notificationConfig, settings } from './accounts.tables';
import { checkNewPassword, issueResetLink, revokeAllTokens } from './passwords.service';

type Page = { q?: string | undefined; page: number; per_page: number; order: Order };

/** Username and e-mail are unique (case-insensitive): a duplicate is a 422 on its field. */
function duplicateUser(err: unknown): never {
  if (isUniqueViolation(err, 'users_name_lower_key'))
    throw fieldError('name', 'The username has already been taken.');
  if (isUniqueViolation(err, 'users_email_lower_key'))
    throw fieldError('email', 'The email has already been taken.');
  throw err;
}

// ---- users

const userSorts = {
  name: sql`u.name`,
  full_name: sql`e.full_name`,
  created_at: sql`u.created_at`,
  role_id: sql`u.role_id`,
};

export function listUsers(db: Db, a: Page & { sort: keyof typeof userSorts; role_id?: number | undefined }) {
  const q = a.q ? likePattern(a.q) : undefined;
  return pageOf<UserRow>(db, {
    select: sql`u.id, u.role_id, r.roles_name, u.name, u.email, e.full_name, u.employee_id, u.status, u.account_type, u.created_at`,
    from: sql`users u`,
    filterJoins: sql`LEFT JOIN employees e ON e.id = u.employee_id`,
    joins: sql`JOIN roles r ON r.id = u.role_id`,
    where: [
      q ? sql`(u.name ILIKE ${q} OR u.email ILIKE ${q} OR e.full_name ILIKE ${q})` : undefined,
      a.role_id ? sql`u.role_id = ${a.role_id}` : undefined,
    ],
    sort: userSorts[a.sort],
    order: a.order,
    tieBreak: sql`u.id`,
    page: a.page,
    perPage: a.per_page,
  });
}

async function lockUser(tx: Tx, id: number) {
  const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!user) throw notFound('The user');
  return user;
}

async function checkRole(tx: Tx, roleId: number) {
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
  if (!role) throw fieldError('role_id', 'The selected role does not exist.');
}

export async function updateUser(db: Db, actor: Actor, id: number, body: UserUpdateBody) {
  try {
    return await db.transaction(async (tx) => {
      const before = await lockUser(tx, id);
      await checkRole(tx, body.role_id);
      // A new role brings its account type and starts a fresh reporting line (§6): HR then places the
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
      await writeAudit(tx, actor, { action: 'update', entity: 'user', entityId: id, before, after: after! });
      return { id };
    });
  } catch (err) {
    duplicateUser(err);
  }
}

/** `api/updateStatus`: '1' active, '0' inactive; a deactivated user loses every token at once. */
export async function setUserStatus(db: Db, actor: Actor, id: number, status: '1' | '0') {
  return db.transaction(async (tx) => {
    const before = await lockUser(tx, id);
    if (status === '0' && id === actor.userId)
      throw new AppError(409, 'You cannot deactivate your own account.');
    const next = status === '1' ? 'active' : 'inactive';
    await tx.update(users).set({ status: next, updated_at: sql`now()` }).where(eq(users.id, id));
    if (next === 'inactive') await revokeAllTokens(tx, id);
    await writeAudit(tx, actor, {
      action: 'update',
      entity: 'user',
      entityId: id,
      before: { status: before.status },
      after: { status: next },
    });
    return { id, status: next };
  });
}

// ---- roles

export function listRoles(db: Db, a: Page & { sort: 'id' | 'roles_name' }) {
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

export async function allRoles(db: Db) {
  return db
    .select({ id: roles.id, roles_name: roles.roles_name, description: roles.description })
    .from(roles)
    .orderBy(roles.id);
}

const roleExists = () => new AppError(409, 'Already exist', undefined, { response: 'exist' });

/** `userroles/add`: a duplicate name answers `exist` (§7). */
export async function addRole(db: Db, actor: Actor, body: RoleBody) {
  try {
    return await db.transaction(async (tx) => {
      const [dup] = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(sql`lower(${roles.roles_name}) = lower(${body.roles_name})`);
      if (dup) throw roleExists();
      const [row] = await tx.insert(roles).values(body).returning();
      await writeAudit(tx, actor, { action: 'create', entity: 'role', entityId: row!.id, after: row! });
      return { id: row!.id };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw roleExists();
    throw err;
  }
}

/** `userroles/update`: nothing changed answers `noupdate`, a name taken by another role `exist`. */
export async function updateRole(db: Db, actor: Actor, id: number, body: RoleBody) {
  try {
    return await db.transaction(async (tx) => {
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
      await writeAudit(tx, actor, { action: 'update', entity: 'role', entityId: id, before, after: after! });
      return { id };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw roleExists();
    throw err;
  }
}

// ---- account creation (§5, §6)

/** The account type and superior a role implies on creation. */
function placement(roleId: number, belongsTo: number): { account_type: AccountType; belongs_to: number } {
  if (roleId === 1) return { account_type: belongsTo ? 'STAFF' : 'ADMIN', belongs_to: belongsTo };
  if (roleId === 2) return { account_type: 'SUPERVISOR', belongs_to: belongsTo };
  if (roleId === 3) return { account_type: 'ASM', belongs_to: 0 };
  return { account_type: 'ADMIN', belongs_to: 0 };
}

/** A superior must be an active user of the role above: a supervisor for staff, a manager for a supervisor. */
async function checkSuperior(tx: Tx, belongsTo: number, role: 2 | 3, field = 'belongs_to') {
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

async function setSubDepartments(tx: Tx, userId: number, ids: number[]) {
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

/**
 * `POST api/register`: an account for an employee who has none. Without a password, the new user
 * gets an e-mail link (valid three days) to choose one.
 */
export async function registerAccount(
  db: Db,
  actor: Actor,
  mailer: Mailer,
  publicUrl: string,
  body: RegisterBody,
  log: (m: string) => void,
) {
  if (body.password) checkNewPassword(body.password, body.name, 'password');
  let link: string | null = null;
  const result = await db
    .transaction(async (tx) => {
      const [emp] = await tx
        .select({ id: employees.id, status: employees.status })
        .from(employees)
        .where(eq(employees.id, body.employee_id))
        .for('update');
      if (!emp) throw fieldError('employee_id', 'The selected employee does not exist.');
      const [has] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.employee_id, body.employee_id));
      if (has) throw fieldError('employee_id', 'This employee already has an account.');
      await checkRole(tx, body.role_id);
      const place = placement(body.role_id, body.belongs_to);
      if (body.role_id === 1 && body.belongs_to) await checkSuperior(tx, body.belongs_to, 2);
      if (body.role_id === 2 && body.belongs_to) await checkSuperior(tx, body.belongs_to, 3);
      const [user] = await tx
        .insert(users)
        .values({
          role_id: body.role_id,
          name: body.name,
          email: body.email,
          employee_id: body.employee_id,
          password_hash: await hashPassword(body.password ?? randomBytes(24).toString('base64url')),
          ...place,
        })
        .returning();
      if (body.role_id === 3) await setSubDepartments(tx, user!.id, body.subordinates);
      await tx.update(employees).set({ role_id: body.role_id }).where(eq(employees.id, body.employee_id));
      if (!body.password) link = await issueResetLink(tx, user!.id, publicUrl, 3 * 24 * 60);
      await writeAudit(tx, actor, {
        action: 'create',
        entity: 'user',
        entityId: user!.id,
        after: { ...user!, subordinates: body.subordinates },
      });
      return { id: user!.id, email: user!.email, name: user!.name };
    })
    .catch(duplicateUser);
  if (link) {
    void mailer
      .send({
        to: result.email,
        subject: 'Your HRIS account',
        text: `Hello ${result.name},\n\nAn account was made for you. Choose your password with this link within three days:\n\n${link}\n`,
      })
      .catch((err: Error) => log(`account mail failed: ${err.message}`));
  }
  return { id: result.id };
}

// ---- access lists (§2, §6)

const accessSorts = { full_name: sql`e.full_name`, name: sql`u.name`, belong: sql`belong` };

/** Staff (role 1), supervisory (2) or managerial (3) users with their superior, members and subordinates. */
export function listAccess(db: Db, roleId: 1 | 2 | 3, a: Page & { sort: keyof typeof accessSorts }) {
  const q = a.q ? likePattern(a.q) : undefined;
  return pageOf<AccessRow>(db, {
    select: sql`u.id, u.name, e.full_name, p.pos_name AS position_name,
      coalesce(se.full_name, su.name) AS superior_name, u.belongs_to,
      (SELECT count(*)::int FROM users m WHERE m.belongs_to = u.id) AS belong,
      u.module_access::int AS module_access, u.account_type, u.status,
      coalesce((SELECT json_agg(x.sub_department_id ORDER BY x.sub_department_id) FROM manager_sub_departments x WHERE x.user_id = u.id), '[]') AS subordinates`,
    from: sql`users u`,
    filterJoins: sql`LEFT JOIN employees e ON e.id = u.employee_id`,
    joins: sql`LEFT JOIN positions p ON p.id = e.position_id LEFT JOIN users su ON su.id = u.belongs_to
      LEFT JOIN employees se ON se.id = su.employee_id`,
    where: [sql`u.role_id = ${roleId}`, q ? sql`(u.name ILIKE ${q} OR e.full_name ILIKE ${q})` : undefined],
    sort: accessSorts[a.sort],
    order: a.order,
    tieBreak: sql`u.id`,
    page: a.page,
    perPage: a.per_page,
  });
}

/** Active users of one role, for a select (supervisors, managers). */
export async function usersOfRole(db: Db, roleId: number, exclude?: number) {
  const { rows } = await db.execute<{ id: number; name: string; full_name: string | null }>(sql`
    SELECT u.id, u.name, coalesce(e.full_name, u.name) AS full_name FROM users u LEFT JOIN employees e ON e.id = u.employee_id
    WHERE u.role_id = ${roleId} AND u.status = 'active' ${exclude ? sql`AND u.id <> ${exclude}` : sql``}
    ORDER BY full_name`);
  return rows;
}

/** The users who belong to one user, with their active flag ('1'/'0'). */
export async function membersOf(db: Db, id: number) {
  const { rows } = await db.execute<{
    id: number;
    name: string;
    full_name: string | null;
    status: string;
    active: '1' | '0';
  }>(sql`
    SELECT u.id, u.name, e.full_name, u.status, CASE WHEN u.status = 'active' THEN '1' ELSE '0' END AS active
    FROM users u LEFT JOIN employees e ON e.id = u.employee_id WHERE u.belongs_to = ${id} ORDER BY e.full_name, u.name`);
  return rows;
}

export async function superiorName(db: Db, id: number) {
  const { rows } = await db.execute<{ superior_name: string | null }>(sql`
    SELECT coalesce(se.full_name, su.name) AS superior_name FROM users u
    LEFT JOIN users su ON su.id = u.belongs_to LEFT JOIN employees se ON se.id = su.employee_id WHERE u.id = ${id}`);
  if (!rows[0]) throw notFound('The user');
  return rows[0];
}

/**
 * `belongsto/update`: staff belong to a supervisor; ADMIN and ASM belong to 0; a supervisor keeps the
 * manager they report to (§6 says both "SUPERVISOR belongs to 0" and "supervisors belong to a manager":
 * the reporting line wins, and is set where supervisors are placed, at account creation).
 */
export async function updateBelongsTo(
  db: Db,
  actor: Actor,
  id: number,
  body: { account_type: AccountType; belongs_to: number },
) {
  return db.transaction(async (tx) => {
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
    await writeAudit(tx, actor, {
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
  return db.transaction(async (tx) => {
    const before = await lockUser(tx, body.id);
    if (before.role_id !== 3) throw fieldError('id', 'Only managers (role 3) handle sub-departments.');
    await setSubDepartments(tx, body.id, body.subordinates);
    if (body.module_access) {
      await tx
        .update(users)
        .set({ module_access: body.module_access === '1', updated_at: sql`now()` })
        .where(eq(users.id, body.id));
    }
    await writeAudit(tx, actor, {
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
 * `supervisoraccess/update`: change a user's account type. Someone who still has members must first
 * hand them to a substitute supervisor (they move in the same transaction); becoming STAFF, the user
 * belongs to the chosen supervisor.
 */
export async function updateSupervisorAccess(
  db: Db,
  actor: Actor,
  id: number,
  body: { account_type: AccountType; sup_subtitute_id: number; supervisor_choosen_id: number },
) {
  return db.transaction(async (tx) => {
    const before = await lockUser(tx, id);
    const members = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.belongs_to, id))
      .for('update');
    const staysSupervisor = body.account_type === 'SUPERVISOR' || body.account_type === 'ASM';
    if (members.length && !staysSupervisor) {
      if (!body.sup_subtitute_id) throw fieldError('sup_subtitute_id', SUBSTITUTE_REQUIRED);
      if (body.sup_subtitute_id === id)
        throw fieldError('sup_subtitute_id', 'A supervisor cannot substitute for themselves.');
      await checkSuperior(tx, body.sup_subtitute_id, 2, 'sup_subtitute_id');
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
    // A supervisor keeps the manager they report to; ADMIN and ASM belong to no one (§6).
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
    await writeAudit(tx, actor, {
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

// ---- settings and the notification sender

export async function getSettings(db: Db) {
  const [row] = await db.select().from(settings).where(eq(settings.key, 'company_domain'));
  return { company_domain: row?.value ?? 'company.ph' };
}

export async function saveSettings(db: Db, actor: Actor, body: { company_domain: string }) {
  return db.transaction(async (tx) => {
    const before = await getSettings(tx as unknown as Db);
    await tx
      .insert(settings)
      .values({ key: 'company_domain', value: body.company_domain.toLowerCase() })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: body.company_domain.toLowerCase(), updated_at: sql`now()` },
      });
    await writeAudit(tx, actor, {
      action: 'update',
      entity: 'settings',
      entityId: 'company_domain',
      before,
      after: body,
    });
    return { company_domain: body.company_domain.toLowerCase() };
  });
}

export async function getNotificationConfig(db: Db): Promise<NotificationConfig> {
  const [row] = await db.select().from(notificationConfig).where(eq(notificationConfig.id, 1));
  return {
    email: row?.email ?? '',
    smtp_host: row?.smtp_host ?? '',
    smtp_port: row?.smtp_port ?? 465,
    has_password: !!row?.password_enc,
    updated_at: row?.updated_at ?? null,
  };
}

/** Saves the sender; the password is sealed with the app's key, and kept when left empty. */
export async function saveNotificationConfig(
  db: Db,
  actor: Actor,
  box: SecretBox,
  body: { email: string; password?: string | undefined; smtp_host: string; smtp_port?: number | undefined },
) {
  return db.transaction(async (tx) => {
    const values = {
      email: body.email,
      smtp_host: body.smtp_host,
      smtp_port: body.smtp_port ?? 465,
      ...(body.password ? { password_enc: box.seal(body.password) } : {}),
    };
    await tx
      .insert(notificationConfig)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: notificationConfig.id, set: { ...values, updated_at: sql`now()` } });
    await writeAudit(tx, actor, {
      action: 'update',
      entity: 'notification_config',
      entityId: 1,
      after: {
        email: body.email,
        smtp_host: body.smtp_host,
        smtp_port: values.smtp_port,
        password_changed: !!body.password,
      },
    });
    return getNotificationConfig(tx as unknown as Db);
  });
}
