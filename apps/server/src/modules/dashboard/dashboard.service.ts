import type { Anniversary, Celebrant, DashboardCounts } from '@hris/domain/dashboard';
import { ACTIVE_STATUSES, SUPERVISOR_ROLE_IDS } from '@hris/domain/employee';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyToday } from '../../db/clock';
import { isActiveEmployee } from '../employees/employees.sql';

/** "This month" and "today" are the company's: Asia/Manila. */

export async function dashboardCounts(db: Db): Promise<DashboardCounts> {
  // One index-only scan of (status, ..., role_id): counts per status, and the supervisors among them.
  const { rows } = await db.execute<{ status: string; n: number; supervisors: number }>(sql`
    SELECT e.status, count(*)::int AS n,
      count(*) FILTER (WHERE e.role_id IN (${sql.join(
        SUPERVISOR_ROLE_IDS.map((r) => sql`${r}`),
        sql`, `,
      )}))::int AS supervisors
    FROM employees e GROUP BY e.status`);
  const by = (status: string) => rows.find((r) => r.status === status);
  const active = rows.filter((r) => (ACTIVE_STATUSES as readonly string[]).includes(r.status));
  return {
    employees: active.reduce((sum, r) => sum + r.n, 0),
    regular: by('regular')?.n ?? 0,
    probationary: by('probationary')?.n ?? 0,
    trainee: by('trainee')?.n ?? 0,
    supervisor: active.reduce((sum, r) => sum + r.supervisors, 0),
    resigned: by('resigned')?.n ?? 0,
    awol: by('awol')?.n ?? 0,
    terminated: by('terminated')?.n ?? 0,
  };
}

/** Active employees whose birthday falls in this month, by day. */
export async function celebrants(db: Db): Promise<Celebrant[]> {
  const { rows } = await db.execute<Celebrant>(sql`
    SELECT e.id, e.full_name, p.pos_name AS position_name, e.birthdate, extract(day FROM e.birthdate)::int AS day
    FROM employees e JOIN positions p ON p.id = e.position_id
    WHERE ${isActiveEmployee} AND extract(month FROM e.birthdate) = extract(month FROM ${companyToday})
    ORDER BY day, e.full_name`);
  return rows;
}

/** Active employees whose work anniversary (one year or more) falls in this month. */
export async function anniversaries(db: Db): Promise<Anniversary[]> {
  const { rows } = await db.execute<Anniversary>(sql`
    SELECT e.id, e.full_name, p.pos_name AS position_name, e.employment_date,
      (extract(year FROM ${companyToday}) - extract(year FROM e.employment_date))::int AS years
    FROM employees e JOIN positions p ON p.id = e.position_id
    WHERE ${isActiveEmployee} AND extract(month FROM e.employment_date) = extract(month FROM ${companyToday})
      AND extract(year FROM e.employment_date) < extract(year FROM ${companyToday})
    ORDER BY extract(day FROM e.employment_date), e.full_name`);
  return rows;
}
