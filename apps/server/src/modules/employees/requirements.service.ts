import { GOV_ID_FIELDS } from '@hris/domain/employee';
import type { ListArgs, SortOf } from '@hris/domain/paging';
import {
  DOCUMENT_KEYS,
  type RequirementBody,
  type RequirementRow,
  type requirementsQuery,
} from '@hris/domain/requirements';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageOf } from '../../db/paging';
import { write } from '../../db/write';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/audit';
import { e } from './employees.sql';
import { employeeRequirements, employees } from './employees.tables';

/** A document's status; an employee without a requirements record yet has submitted none. */
const col = (name: string) => sql.raw(`coalesce(r."${name}", 'none')`);

/**
 * Completeness (docs/rules.md#requirements): employees.ids_complete and employees.docs_complete (which follows the generated
 * employee_requirements.docs_complete), both on the employees' status index, so the filter and its
 * count read no requirements rows.
 */
const complete = sql`${e('ids_complete')} AND ${e('docs_complete')}`;
const submittedCount = sql.join(
  DOCUMENT_KEYS.map((d) => sql`(${col(d)} = 'submitted')::int`),
  sql` + `,
);

const sorts = {
  full_name: e('full_name'),
  position_name: sql`p.pos_name`,
  updated_at: sql`r.updated_at`,
} satisfies Record<SortOf<typeof requirementsQuery>, SQL>;

/**
 * The Requirements Tracker: active employees with their documents. The filters are all on the
 * employee, so the count reads employees' indexes only and the requirements rows are joined for the
 * page's rows.
 */
export function listRequirements(db: Db, a: ListArgs<typeof requirementsQuery>) {
  return pageOf<RequirementRow>(db, {
    select: sql`${e.cols('id', 'emp_id', 'full_name')}, p.pos_name AS position_name,
      ${e.cols('sss_no', 'hdmf_no', 'mid_no', 'tin_no', 'phic_no')}, coalesce(r.note, '') AS note,
      coalesce(r.updated_at, ${e('updated_at')}) AS updated_at,
      ${sql.join(
        DOCUMENT_KEYS.map((d) => sql`${col(d)} AS ${sql.identifier(d)}`),
        sql`, `,
      )},
      ${submittedCount} AS submitted,
      CASE WHEN ${complete} THEN 'Completed' ELSE 'Lacking' END AS requirement_status`,
    from: e.table,
    joins: sql`LEFT JOIN employee_requirements r ON r.employee_id = ${e('id')} ${e.joinPosition('p')}`,
    where: [
      e.isActive,
      e.search(a.q),
      a.position_id ? sql`${e('position_id')} = ${a.position_id}` : undefined,
      a.status === 'submitted' ? sql`(${complete})` : undefined,
      a.status === 'notsubmitted' ? sql`NOT (${complete})` : undefined,
    ],
    sort: sorts[a.sort],
    order: a.order,
    tieBreak: e('id'),
    page: a.page,
    perPage: a.per_page,
  });
}

/** Saves document statuses and the note; government numbers given here are written to the employee. */
export async function updateRequirements(db: Db, actor: Actor, id: number, body: RequirementBody) {
  const docs = Object.fromEntries(
    Object.entries(body).filter(([k]) => (DOCUMENT_KEYS as string[]).includes(k) || k === 'note'),
  );
  const ids = Object.fromEntries(
    Object.entries(body).filter(([k]) => (GOV_ID_FIELDS as readonly string[]).includes(k)),
  );
  return write(db, actor, async ({ tx, audit }) => {
    const [before] = await tx
      .select()
      .from(employeeRequirements)
      .where(eq(employeeRequirements.employee_id, id))
      .for('update');
    if (!before) throw notFound('The employee');
    const [after] = await tx
      .update(employeeRequirements)
      .set({ ...docs, updated_at: sql`now()` })
      .where(eq(employeeRequirements.employee_id, id))
      .returning();
    if (Object.keys(ids).length) {
      const [emp] = await tx
        .select({
          sss_no: employees.sss_no,
          hdmf_no: employees.hdmf_no,
          mid_no: employees.mid_no,
          tin_no: employees.tin_no,
          phic_no: employees.phic_no,
        })
        .from(employees)
        .where(eq(employees.id, id));
      await tx
        .update(employees)
        .set({ ...ids, updated_at: sql`now()` })
        .where(eq(employees.id, id));
      await audit({
        action: 'update',
        entity: 'employee',
        entityId: id,
        before: emp!,
        after: { ...emp!, ...ids },
      });
    }
    await audit({
      action: 'update',
      entity: 'requirements',
      entityId: id,
      before,
      after: after!,
    });
    return { id };
  });
}
