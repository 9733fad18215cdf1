import { ROLES } from '@hris/domain/auth';
import { companyDate } from '@hris/domain/company-clock';
import { sql } from 'drizzle-orm';
import type { FileStorage } from '../../plugins/files/storage';
import type { Db } from '../client';
import { seedEssAccounts } from './accounts';
import { seedBulkAttendance } from './attendance';
import { seedAuditHistory } from './audit';
import { seedContributions } from './contributions';
import { insertEmployees } from './demo';
import { seedDiscipline } from './discipline';
import { seedBulkDocuments } from './documents';
import { makeEmployee, type Placement, type SeededEmployee } from './employees';
import { seedCreditConfig, seedLeaveHistory } from './leave';
import { rng } from './random';
import { seedSchedule } from './schedule';

/** Per year at most 999 employee ids (####-###): hiring is spread from 2010 so 10,000 fit. */
export const MAX_BULK = 10_000;
const SINCE = '2010-01-04';

// Mostly regulars; new hires (trainees, probationary) are a small share, since their hiring dates
// crowd into the last months and a year holds at most 999 employee ids.
const STATUS_MIX = [
  ...Array(28).fill('regular'),
  ...Array(2).fill('probationary'),
  'trainee',
  ...Array(2).fill('promoted'),
  ...Array(4).fill('resigned'),
  'awol',
  ...Array(2).fill('terminated'),
] as string[];

/**
 * Adds `count` employees (with experience, requirements, dependents and contacts) to the existing
 * organisation: agents in the accounts with a team leader per fifteen or so, the rest in support;
 * with a year of leave, NTEs, coaching records and evaluations, and their shifts, schedule adjustments
 * and undertime requests, a year of monthly contribution records, and `months` months of day logs
 * up to yesterday (2 unless said).
 * Deterministic for a given count and starting size. Returns the logs written.
 */
export async function seedBulkEmployees(
  db: Db,
  count: number,
  opts: { today?: string; months?: number; storage?: FileStorage } = {},
): Promise<{ logs: number }> {
  const today = opts.today ?? new Date().toISOString().slice(0, 10);
  const places = await db.execute<{
    pos_id: number;
    pos_name: string;
    sub_id: number | null;
    zone_id: number;
  }>(sql`
    SELECT p.id AS pos_id, p.pos_name, s.id AS sub_id,
      (SELECT id FROM timezones WHERE timezone_name = 'Asia/Manila') AS zone_id
    FROM positions p CROSS JOIN sub_departments s ORDER BY p.id, s.id`);
  if (!places.rows.length)
    throw new Error('Add at least one designation and one sub-department first (or seed the demo).');
  const { rows: existing } = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM employees`);
  const r = rng(5000 + (existing[0]?.n ?? 0));
  const agentsOnly = places.rows.filter((p) =>
    /Representative|Virtual Assistant|Collections Agent/.test(p.pos_name),
  );
  const leaders = places.rows.filter((p) => p.pos_name === 'Team Leader');
  const toPlacement = (p: (typeof places.rows)[number]): Placement => ({
    positionId: p.pos_id,
    positionName: p.pos_name,
    subDepartmentId: p.sub_id,
    timezoneId: p.zone_id,
  });

  const { rows: years } = await db.execute<{ y: string; n: number }>(
    sql`SELECT left(emp_id, 4) AS y, max(right(emp_id, 3)::int)::int AS n FROM employees GROUP BY 1`,
  );
  const startAt = Object.fromEntries(years.map((y) => [y.y, y.n]));
  const people: SeededEmployee[] = [];
  for (let i = 0; i < count; i++) {
    const roll = r.next();
    const pool =
      roll < 0.06 && leaders.length ? leaders : roll < 0.85 && agentsOnly.length ? agentsOnly : places.rows;
    people.push(makeEmployee(r, i + 1, r.pick(STATUS_MIX), toPlacement(r.pick(pool)), today, SINCE));
  }
  const logs = await db.transaction(async (tx) => {
    const ids = await insertEmployees(tx, people, startAt);
    // New agents report to a team leader of their account.
    await tx.execute(sql`
      UPDATE employees e SET belong = (
        SELECT x.id FROM employees x JOIN positions xp ON xp.id = x.position_id
        WHERE xp.pos_name = 'Team Leader' AND x.sub_department_id = e.sub_department_id AND x.id <> e.id
        ORDER BY (x.id + e.id) % 7, x.id LIMIT 1)
      WHERE e.belong IS NULL AND e.role_id = 1
        AND e.position_id IN (SELECT id FROM positions WHERE pos_name IN ('Customer Service Representative', 'Virtual Assistant', 'Collections Agent'))`);
    await seedEssAccounts(tx);
    await seedCreditConfig(tx);
    await seedLeaveHistory(tx, today, 5000 + count);
    // A year of NTEs, coaching records and evaluations for the new employees (no files: fast).
    await seedDiscipline(tx, {
      today,
      seed: 7000 + count,
      fromEmployeeId: Math.min(...ids),
      days: 365,
      rates: { nte: 0.5, coaching: 1, evaluation: 1 },
    });
    await seedSchedule(tx, { today, seed: 9000 + count, fromEmployeeId: Math.min(...ids) });
    // A year of memos to every group and to all (files go where the app keeps them).
    if (opts.storage) {
      const { rows: hr } = await tx.execute<{ id: number }>(
        sql`SELECT id FROM users WHERE role_id = ${ROLES.hr} ORDER BY id LIMIT 1`,
      );
      if (hr[0]) await seedBulkDocuments(tx, { today, storage: opts.storage, createdBy: hr[0].id });
    }
    // A year of the audit trail: HR's views and edits, about 150 entries an employee.
    await seedAuditHistory(tx, { rows: 150 * count, employees: Math.max(...ids) });
    // A year of monthly contribution records, computed from the statutory tables.
    await seedContributions(tx, { today, createdBy: null, fromEmployeeId: Math.min(...ids) });
    // Their day logs, set-based (no punches: see seedBulkAttendance).
    return seedBulkAttendance(tx, {
      today: opts.today ?? companyDate(new Date()),
      months: opts.months ?? 2,
      seed: 11_000 + count,
      fromEmployeeId: Math.min(...ids),
    });
  });
  // Fresh visibility map and statistics, so counts can use index-only scans.
  await db.execute(sql`VACUUM ANALYZE`);
  return { logs };
}
