import type { CoachingDetail, CoachingRow, coachedListQuery } from '@hris/domain/coaching';
import type { ListArgs, SortOf } from '@hris/domain/paging';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageOf, whereAll } from '../../db/paging';
import { notFound } from '../../lib/errors';
import { e } from '../employees/employees.sql';
import type { LinkOf } from './nte.service';

/** Coaching records are the self-service system's; HR reads them (Employee Coached and its print). */

const sorts = {
  date_coaching: sql`c.date_coaching`,
  full_name: e('full_name'),
  superior_name: sql`c.superior_name`,
} satisfies Record<SortOf<typeof coachedListQuery>, SQL>;

const employeeOfRecord = sql`JOIN ${e.table} ON ${e('id')} = c.employee_id`;
const rowColumns = sql`c.id AS coach_id, c.employee_id, c.date_coaching, ${e.cols('full_name', 'emp_id')},
  p.pos_name AS position_name, c.performance, c.superior_name, c.employee_status`;

/** Employee Coached: by the year coached, searched on the employee's name, paged on the server. */
export function listCoached(db: Db, a: ListArgs<typeof coachedListQuery>) {
  const filters = [
    a.year
      ? sql`c.date_coaching >= ${`${a.year}-01-01`}::date AND c.date_coaching < ${`${a.year + 1}-01-01`}::date`
      : undefined,
  ];
  return pageOf<CoachingRow>(db, {
    select: rowColumns,
    from: sql`coaching_records c`,
    joins: sql`${employeeOfRecord} ${e.joinPosition('p')}`,
    where: [...filters, e.search(a.q)],
    count: sql`SELECT count(*)::int FROM coaching_records c ${whereAll([...filters, e.searchIds(sql`c.employee_id`, a.q)])}`,
    sort: sorts[a.sort],
    order: a.order,
    tieBreak: sql`c.id`,
    page: a.page,
    perPage: a.per_page,
  });
}

/** `GET api/employee/coaching/get/{id}`: the record as the printable details show it. */
export async function getCoaching(db: Db, id: number, linkOf: LinkOf): Promise<CoachingDetail> {
  const { rows } = await db.execute<CoachingDetail>(sql`
    SELECT ${rowColumns}, ${e.cols('first_name', 'last_name', 'status', 'employment_date')}, d.department_name,
      c.agreement, c.strength, c.client, c.employee, c.team, c.company, c.employee_commitment, c.expected_result,
      (SELECT f.file_name FROM files f WHERE f.id = c.employee_signature_file_id) AS employee_signature
    FROM coaching_records c ${employeeOfRecord} ${e.joinPosition('p', 'd')}
    WHERE c.id = ${id}`);
  const row = rows[0];
  if (!row) throw notFound('The coaching record');
  return { ...row, employee_signature: row.employee_signature ? linkOf(row.employee_signature) : null };
}
