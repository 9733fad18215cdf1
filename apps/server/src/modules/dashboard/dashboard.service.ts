import type { Anniversary, Celebrant, DashboardCounts } from '@hris/domain/dashboard';
import { ACTIVE_STATUSES, SUPERVISOR_ROLE_IDS } from '@hris/domain/employee';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyToday } from '../../db/clock';
import { readPrepared } from '../../db/prepared';
import { e } from '../employees/employees.sql';

/** "This month" and "today" are the company's: Asia/Manila, computed once per query (an InitPlan). */
const thisMonth = sql`(SELECT extract(month FROM ${companyToday}))`;
const thisYear = sql`(SELECT extract(year FROM ${companyToday}))`;

export async function dashboardCounts(db: Db): Promise<DashboardCounts> {
  // One index-only scan of (status, ..., role_id): counts per status, and the supervisors among them.
  const rows = await readPrepared<{ status: string; n: number; supervisors: number }>(
    db,
    sql`
    SELECT ${e('status')}, count(*)::int AS n,
      count(*) FILTER (WHERE ${e('role_id')} IN (${sql.join(
        SUPERVISOR_ROLE_IDS.map((r) => sql`${r}`),
        sql`, `,
      )}))::int AS supervisors
    FROM ${e.table} GROUP BY ${e('status')}`,
  );
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

/**
 * Active employees whose birthday falls in this month, by day (thousands of rows at 50,000 employees:
 * written as JSON by PostgreSQL, read from the index of the month alone).
 */
export function celebrants(db: Db): Promise<Celebrant[]> {
  return readPrepared<Celebrant>(
    db,
    sql`
    SELECT ${e.cols('id', 'full_name')}, p.pos_name AS position_name, ${e('birthdate')},
      extract(day FROM ${e('birthdate')})::int AS day
    FROM ${e.table} ${e.joinPosition('p')}
    WHERE ${e.isActive} AND extract(month FROM ${e('birthdate')}) = ${thisMonth}
    ORDER BY day, ${e('full_name')}`,
  );
}

/** Active employees whose work anniversary (one year or more) falls in this month. */
export function anniversaries(db: Db): Promise<Anniversary[]> {
  return readPrepared<Anniversary>(
    db,
    sql`
    SELECT ${e.cols('id', 'full_name')}, p.pos_name AS position_name, ${e('employment_date')},
      (${thisYear} - extract(year FROM ${e('employment_date')}))::int AS years
    FROM ${e.table} ${e.joinPosition('p')}
    WHERE ${e.isActive} AND extract(month FROM ${e('employment_date')}) = ${thisMonth}
      AND extract(year FROM ${e('employment_date')}) < ${thisYear}
    ORDER BY extract(day FROM ${e('employment_date')}), ${e('full_name')}`,
  );
}
