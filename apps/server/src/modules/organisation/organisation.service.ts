import type {
  Department,
  DepartmentBody,
  Designation,
  departmentsQuery,
  PositionBody,
  PositionOption,
  positionsQuery,
  SubDepartment,
  SubDepartmentBody,
  SubDepartmentOption,
  subDepartmentsQuery,
  Timezone,
} from '@hris/domain/organisation';
import type { ListArgs, SortOf } from '@hris/domain/paging';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { likePattern, pageOf, whereAll } from '../../db/paging';
import { readPrepared } from '../../db/prepared';
import { write } from '../../db/write';
import { fieldError, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/audit';
import { e } from '../employees/employees.sql';
import { departments, positions, subDepartments } from './organisation.tables';

/**
 * Inserts or updates one row and audits it, turning a duplicate name (checked by the unique
 * index, so two HR users racing cannot both win) into a 422 on the form's field.
 */
async function save<T extends Record<string, unknown>>(
  db: Db,
  actor: Actor,
  opts: {
    entity: string;
    uniqueIndex: string;
    field: string;
    duplicate: string;
    write: (tx: Tx) => Promise<{ before?: T; after: T & { id: number } }>;
  },
): Promise<T & { id: number }> {
  return write(
    db,
    actor,
    async ({ tx, audit }) => {
      const { before, after } = await opts.write(tx);
      await audit({
        action: before ? 'update' : 'create',
        entity: opts.entity,
        entityId: after.id,
        ...(before && { before }),
        after,
      });
      return after;
    },
    { [opts.uniqueIndex]: [opts.field, opts.duplicate] },
  );
}

// ---- Departments

const departmentSorts = {
  department: sql`d.department_name`,
  designations: sql`designations`,
  employees: sql`employees`,
  created_at: sql`d.created_at`,
} satisfies Record<SortOf<typeof departmentsQuery>, SQL>;

/**
 * Head counts per row: each is read from the (position_id, status) or (sub_department_id, status)
 * index of employees alone, for the rows of the page (or every row when sorted by the count).
 */
export function listDepartments(db: Db, a: ListArgs<typeof departmentsQuery>) {
  return pageOf<Department>(db, {
    select: sql`d.id AS dep_id, d.department_name AS department, d.functionality,
      (SELECT count(*)::int FROM positions p WHERE p.department_id = d.id) AS designations,
      (SELECT count(*)::int FROM positions p JOIN ${e.table} ON ${e('position_id')} = p.id
        WHERE p.department_id = d.id AND ${e.isActive}) AS employees,
      d.created_at, d.updated_at`,
    from: sql`departments d`,
    where: [a.q ? sql`d.department_name ILIKE ${likePattern(a.q)}` : undefined],
    sort: departmentSorts[a.sort],
    order: a.order,
    tieBreak: sql`d.id`,
    page: a.page,
    perPage: a.per_page,
  });
}

export function saveDepartment(db: Db, actor: Actor, body: DepartmentBody, id?: number) {
  const values = { department_name: body.department_name, functionality: body.functionality };
  return save(db, actor, {
    entity: 'department',
    uniqueIndex: 'departments_name_lower_key',
    field: 'department_name',
    duplicate: 'The department name has already been taken.',
    write: async (tx) => {
      if (id === undefined) return { after: (await tx.insert(departments).values(values).returning())[0]! };
      const [before] = await tx.select().from(departments).where(eq(departments.id, id)).for('update');
      if (!before) throw notFound('The department');
      const [after] = await tx
        .update(departments)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(departments.id, id))
        .returning();
      return { before, after: after! };
    },
  });
}

// ---- Designations (positions)

const positionSorts = {
  pos_name: sql`p.pos_name`,
  dep_name: sql`d.department_name`,
  emp: sql`emp`,
  created_at: sql`p.created_at`,
  updated_at: sql`p.updated_at`,
} satisfies Record<SortOf<typeof positionsQuery>, SQL>;

export function listPositions(db: Db, a: ListArgs<typeof positionsQuery>) {
  return pageOf<Designation>(db, {
    select: sql`p.id AS pos_id, p.pos_name, d.id AS dep_id, d.department_name AS dep_name,
      (SELECT count(*)::int FROM ${e.table} WHERE ${e('position_id')} = p.id AND ${e.isActive}) AS emp,
      p.created_at, p.updated_at`,
    from: sql`positions p`,
    joins: sql`JOIN departments d ON d.id = p.department_id`,
    where: [
      a.q ? sql`p.pos_name ILIKE ${likePattern(a.q)}` : undefined,
      a.department_id ? sql`p.department_id = ${a.department_id}` : undefined,
    ],
    sort: positionSorts[a.sort],
    order: a.order,
    tieBreak: sql`p.id`,
    page: a.page,
    perPage: a.per_page,
  });
}

export function positionOptions(db: Db, departmentId?: number): Promise<PositionOption[]> {
  return readPrepared<PositionOption>(
    db,
    sql`
    SELECT p.id AS pos_id, p.pos_name, d.id AS dep_id, d.department_name AS dep_name
    FROM positions p JOIN departments d ON d.id = p.department_id
    ${whereAll([departmentId ? sql`p.department_id = ${departmentId}` : undefined])}
    ORDER BY d.department_name, p.pos_name`,
  );
}

export function savePosition(db: Db, actor: Actor, body: PositionBody, id?: number) {
  const values = { pos_name: body.position_name, department_id: body.department_id };
  return save(db, actor, {
    entity: 'position',
    uniqueIndex: 'positions_department_name_lower_key',
    field: 'position_name',
    duplicate: 'This department already has a designation with that name.',
    write: async (tx) => {
      const [dep] = await tx
        .select({ id: departments.id })
        .from(departments)
        .where(eq(departments.id, values.department_id));
      if (!dep) throw fieldError('department_id', 'The selected department does not exist.');
      if (id === undefined) return { after: (await tx.insert(positions).values(values).returning())[0]! };
      const [before] = await tx.select().from(positions).where(eq(positions.id, id)).for('update');
      if (!before) throw notFound('The designation');
      const [after] = await tx
        .update(positions)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(positions.id, id))
        .returning();
      return { before, after: after! };
    },
  });
}

// ---- Sub-departments

const subDepartmentSorts = {
  sub_department_name: sql`s.sub_department_name`,
  employees: sql`employees`,
  created_at: sql`s.created_at`,
} satisfies Record<SortOf<typeof subDepartmentsQuery>, SQL>;

export function listSubDepartments(db: Db, a: ListArgs<typeof subDepartmentsQuery>) {
  return pageOf<SubDepartment>(db, {
    select: sql`s.id, s.sub_department_name, s.description, s.rest_days_from_calendar,
      (SELECT count(*)::int FROM ${e.table} WHERE ${e('sub_department_id')} = s.id AND ${e.isActive}) AS employees,
      s.created_at, s.updated_at`,
    from: sql`sub_departments s`,
    where: [a.q ? sql`s.sub_department_name ILIKE ${likePattern(a.q)}` : undefined],
    sort: subDepartmentSorts[a.sort],
    order: a.order,
    tieBreak: sql`s.id`,
    page: a.page,
    perPage: a.per_page,
  });
}

export function subDepartmentOptions(db: Db): Promise<SubDepartmentOption[]> {
  return readPrepared<SubDepartmentOption>(
    db,
    sql`SELECT id, sub_department_name FROM sub_departments ORDER BY sub_department_name`,
  );
}

export function saveSubDepartment(db: Db, actor: Actor, body: SubDepartmentBody, id?: number) {
  const values = {
    sub_department_name: body.sub_department_name,
    description: body.description,
    ...(body.rest_days_from_calendar !== undefined && {
      rest_days_from_calendar: body.rest_days_from_calendar,
    }),
  };
  return save(db, actor, {
    entity: 'sub_department',
    uniqueIndex: 'sub_departments_name_lower_key',
    field: 'sub_department_name',
    duplicate: 'The sub department name has already been taken.',
    write: async (tx) => {
      if (id === undefined)
        return { after: (await tx.insert(subDepartments).values(values).returning())[0]! };
      const [before] = await tx.select().from(subDepartments).where(eq(subDepartments.id, id)).for('update');
      if (!before) throw notFound('The sub-department');
      const [after] = await tx
        .update(subDepartments)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(subDepartments.id, id))
        .returning();
      return { before, after: after! };
    },
  });
}

// ---- Time zones

/**
 * The offset is the zone's wall clock now minus UTC's, so it follows daylight saving. (Joining
 * pg_timezone_names would read every zone file of the system on each call, some 40 ms.)
 */
export function listTimezones(db: Db): Promise<Timezone[]> {
  return readPrepared<Timezone>(
    db,
    sql`
    SELECT t.id, t.timezone_name,
      CASE WHEN n.utc_offset < interval '0' THEN '-' ELSE '+' END || to_char(abs(extract(epoch FROM n.utc_offset)) * interval '1 second', 'HH24:MI') AS utc_offset
    FROM timezones t
      CROSS JOIN LATERAL (SELECT (now() AT TIME ZONE t.timezone_name) - (now() AT TIME ZONE 'UTC') AS utc_offset) n
    ORDER BY n.utc_offset DESC, t.timezone_name`,
  );
}
