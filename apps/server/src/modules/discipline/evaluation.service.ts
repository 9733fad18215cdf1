import type { EvaluationDetail, EvaluationRow, evaluationListQuery } from '@hris/domain/evaluation';
import type { ListArgs, SortOf } from '@hris/domain/paging';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { COMPANY_TIME_ZONE } from '../../db/clock';
import { pageOf, whereAll } from '../../db/paging';
import { notFound } from '../../lib/errors';
import { e } from '../employees/employees.sql';
import type { LinkOf } from './nte.service';

/** Evaluations are the self-service system's; HR reads them (Employee Evaluation and its print). */

const sorts = {
  created_at: sql`v.created_at`,
  fullname: e('full_name'),
  overall_rating: sql`v.overall_rating`,
} satisfies Record<SortOf<typeof evaluationListQuery>, SQL>;

const employeeOfEvaluation = sql`JOIN ${e.table} ON ${e('id')} = v.employee_id`;
const rowColumns = sql`v.id, v.employee_id, ${e('full_name')} AS fullname, ${e('emp_id')} AS employee_no,
  p.pos_name AS position, d.department_name AS department, v.description, v.overall_rating::float8 AS overall_rating,
  v.supervisor_comments, v.requester_role_id, v.tl_status, v.asm_status, v.employee_status, v.created_at`;

/** The first moment of a company year, as a timestamptz. */
const yearStart = (year: number) =>
  sql`(${`${year}-01-01`}::timestamp AT TIME ZONE ${sql.raw(`'${COMPANY_TIME_ZONE}'`)})`;

/**
 * Employee Evaluation: by the company year the evaluation was made, searched on the employee's name,
 * paged on the server.
 */
export function listEvaluations(db: Db, a: ListArgs<typeof evaluationListQuery>) {
  const filters = [
    a.year
      ? sql`v.created_at >= ${yearStart(a.year)} AND v.created_at < ${yearStart(a.year + 1)}`
      : undefined,
  ];
  return pageOf<EvaluationRow>(db, {
    select: rowColumns,
    from: sql`evaluations v`,
    joins: sql`${employeeOfEvaluation} ${e.joinPosition('p', 'd')}`,
    where: [...filters, e.search(a.q)],
    count: sql`SELECT count(*)::int FROM evaluations v ${whereAll([...filters, e.searchIds(sql`v.employee_id`, a.q)])}`,
    sort: sorts[a.sort],
    order: a.order,
    tieBreak: sql`v.id`,
    page: a.page,
    perPage: a.per_page,
  });
}

type DetailRow = Omit<EvaluationDetail, 'supervisor_signature' | 'employee_signature'> & {
  supervisor_signature: string | null;
  employee_signature: string | null;
};

/**
 * `GET api/evaluation/{id}/{employee_id}`: the evaluation of that employee as the printable details
 * show it, with its action plans and the signatures as signed links. `GET api/evaluation/{id}`
 * (`employeeId` null) reads the employee from the evaluation: the details' own address,
 * performancedetails/{id}, names only the evaluation.
 */
export async function getEvaluation(
  db: Db,
  id: number,
  employeeId: number | null,
  linkOf: LinkOf,
): Promise<EvaluationDetail> {
  const { rows } = await db.execute<DetailRow>(sql`
    SELECT ${rowColumns}, v.supervisor_name, v.department_head, ${e('employment_date')} AS hire_date, v.others,
      v.performance, v.performance_comments, v.communication, v.communication_comments, v.adherence,
      v.adherence_comments, v.aplus_value, v.aplus_value_comments,
      coalesce((SELECT json_agg(json_build_object('action_item', a.action_item,
          'messure_of_success', a.messure_of_success) ORDER BY a.position)
        FROM evaluation_action_plans a WHERE a.evaluation_id = v.id), '[]') AS action_plans,
      v.employee_comments,
      (SELECT f.file_name FROM files f WHERE f.id = v.supervisor_signature_file_id) AS supervisor_signature,
      (SELECT f.file_name FROM files f WHERE f.id = v.employee_signature_file_id) AS employee_signature,
      v.supervisor_date_sign, v.employee_date_sign
    FROM evaluations v ${employeeOfEvaluation} ${e.joinPosition('p', 'd')}
    WHERE v.id = ${id} ${employeeId === null ? sql`` : sql`AND v.employee_id = ${employeeId}`}`);
  const row = rows[0];
  if (!row) throw notFound('The evaluation');
  return {
    ...row,
    supervisor_signature: row.supervisor_signature ? linkOf(row.supervisor_signature) : null,
    employee_signature: row.employee_signature ? linkOf(row.employee_signature) : null,
  };
}
