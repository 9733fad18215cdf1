import type { Anniversary, Celebrant, DashboardCounts } from '@hris/domain/dashboard';
import { SUPERVISOR_ROLE_IDS } from '@hris/domain/employee';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isActiveEmployee } from '../employees/employees.sql';

/** "This month" and "today" are the company's: Asia/Manila. */
const manilaToday = sql`(now() AT TIME ZONE 'Asia/Manila')::date`;

export async function dashboardCounts(db: Db): Promise<DashboardCounts> {
  const { rows } = await db.execute<DashboardCounts>(sql`
    SELECT count(*) FILTER (WHERE ${isActiveEmployee})::int AS employees,
      count(*) FILTER (WHERE e.status = 'regular')::int AS regular,
      count(*) FILTER (WHERE e.status = 'probationary')::int AS probationary,
      count(*) FILTER (WHERE e.status = 'trainee')::int AS trainee,
      count(*) FILTER (WHERE ${isActiveEmployee} AND e.role_id IN (${sql.join(
        SUPERVISOR_ROLE_IDS.map((r) => sql`${r}`),
        sql`, `,
      )}))::int AS supervisor,
      count(*) FILTER (WHERE e.status = 'resigned')::int AS resigned,
      count(*) FILTER (WHERE e.status = 'awol')::int AS awol,
      count(*) FILTER (WHERE e.status = 'terminated')::int AS terminated
    FROM employees e`);
  return rows[0]!;
}

/** Active employees whose birthday falls in this month, by day. */
export async function celebrants(db: Db): Promise<Celebrant[]> {
  const { rows } = await db.execute<Celebrant>(sql`
    SELECT e.id, e.full_name, p.pos_name AS position_name, e.birthdate, extract(day FROM e.birthdate)::int AS day
    FROM employees e JOIN positions p ON p.id = e.position_id
    WHERE ${isActiveEmployee} AND extract(month FROM e.birthdate) = extract(month FROM ${manilaToday})
    ORDER BY day, e.full_name`);
  return rows;
}

/** Active employees whose work anniversary (one year or more) falls in this month. */
export async function anniversaries(db: Db): Promise<Anniversary[]> {
  const { rows } = await db.execute<Anniversary>(sql`
    SELECT e.id, e.full_name, p.pos_name AS position_name, e.employment_date,
      (extract(year FROM ${manilaToday}) - extract(year FROM e.employment_date))::int AS years
    FROM employees e JOIN positions p ON p.id = e.position_id
    WHERE ${isActiveEmployee} AND extract(month FROM e.employment_date) = extract(month FROM ${manilaToday})
      AND extract(year FROM e.employment_date) < extract(year FROM ${manilaToday})
    ORDER BY extract(day FROM e.employment_date), e.full_name`);
  return rows;
}
