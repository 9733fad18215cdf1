import { ROLES } from '@hris/domain/auth';
import { companyDate } from '@hris/domain/company-clock';
import { sql } from 'drizzle-orm';
import type { FileStorage } from '../../plugins/files/storage';
import type { Db, Tx } from '../client';
import { seedEssAccounts } from './accounts';
import { seedBulkAttendance } from './attendance';
import { seedAuditHistory } from './audit';
import { seedContributions } from './contributions';
import { insertEmployees } from './demo';
import { seedDiscipline } from './discipline';
import { seedBulkDocuments } from './documents';
import { makeEmployee, type Placement, type SeededEmployee } from './employees';
import { hiringPlan } from './hiring';
import { seedCreditConfig, seedLeaveHistory } from './leave';
import { rng } from './random';
import { seedSchedule } from './schedule';

/**
 * At most 999 employee ids a year (####-###): hiring is spread from 2010, or as far back as the count
 * needs (from 1970 for 50,000; see hiring.ts).
 */
export const MAX_BULK = 50_000;

// Mostly regulars; new hires (trainees, probationary) are a small share, since their hiring dates
// crowd into the last months and a year holds at most 999 employee ids.
export const STATUS_MIX = [
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
  opts: { today?: string; months?: number; storage?: FileStorage; log?: (line: string) => void } = {},
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
  const plan = hiringPlan(r, { count, today, taken: startAt });
  const people: SeededEmployee[] = [];
  for (let i = 0; i < count; i++) {
    const roll = r.next();
    const pool =
      roll < 0.06 && leaders.length ? leaders : roll < 0.85 && agentsOnly.length ? agentsOnly : places.rows;
    const status = plan.status(r.pick(STATUS_MIX));
    people.push(makeEmployee(r, i + 1, status, toPlacement(r.pick(pool)), today, plan.since, plan.hire));
  }
  // Each step's time, for the operator of a large seed.
  const step = async <T>(name: string, run: () => Promise<T>, tx?: Tx): Promise<T> => {
    const started = performance.now();
    const value = await run();
    // Statistics of the new rows, or the next step's joins are planned for the few rows there were
    // (a join of 50,000 employees planned as a nested loop over 150 ran for hours).
    if (tx) await tx.execute(sql`ANALYZE`);
    opts.log?.(`  ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return value;
  };
  const logs = await db.transaction(async (tx) => {
    const ids = await step(
      `${count} employees with their records`,
      () => insertEmployees(tx, people, startAt),
      tx,
    );
    const first = ids.reduce((a, b) => Math.min(a, b));
    const last = ids.reduce((a, b) => Math.max(a, b));
    await step(
      'team leaders, accounts, credit config',
      async () => {
        // New agents report to a team leader of their account, spread over them all (one join: a
        // subquery per agent reads every employee again, hours at 50,000).
        await tx.execute(sql`
        WITH leaders AS (
          SELECT x.sub_department_id AS sub, array_agg(x.id ORDER BY x.id) AS ids
          FROM employees x JOIN positions xp ON xp.id = x.position_id
          WHERE xp.pos_name = 'Team Leader' GROUP BY 1)
        UPDATE employees e SET belong = l.ids[1 + e.id % cardinality(l.ids)]
        FROM leaders l
        WHERE l.sub = e.sub_department_id AND e.belong IS NULL AND e.role_id = 1
          AND e.position_id IN (SELECT id FROM positions WHERE pos_name IN ('Customer Service Representative', 'Virtual Assistant', 'Collections Agent'))`);
        await seedEssAccounts(tx);
        await seedCreditConfig(tx);
      },
      tx,
    );
    await step('a year of leave and credits', () => seedLeaveHistory(tx, today, 5000 + count), tx);
    // A year of NTEs, coaching records and evaluations for the new employees (no files: fast).
    await step(
      'a year of NTEs, coaching, evaluations',
      () =>
        seedDiscipline(tx, {
          today,
          seed: 7000 + count,
          fromEmployeeId: first,
          days: 365,
          rates: { nte: 0.5, coaching: 1, evaluation: 1 },
        }),
      tx,
    );
    await step(
      'shifts, adjustments, undertime',
      () => seedSchedule(tx, { today, seed: 9000 + count, fromEmployeeId: first }),
      tx,
    );
    // A year of memos to every group and to all (files go where the app keeps them).
    const storage = opts.storage;
    if (storage)
      await step(
        'a year of memos',
        async () => {
          const { rows: hr } = await tx.execute<{ id: number }>(
            sql`SELECT id FROM users WHERE role_id = ${ROLES.hr} ORDER BY id LIMIT 1`,
          );
          if (hr[0]) await seedBulkDocuments(tx, { today, storage, createdBy: hr[0].id });
        },
        tx,
      );
    // A year of the audit trail: HR's views and edits, about 150 entries an employee.
    await step(
      'a year of the audit trail',
      () => seedAuditHistory(tx, { rows: 150 * count, employees: last }),
      tx,
    );
    // A year of monthly contribution records, computed from the statutory tables.
    await step(
      'a year of contributions',
      () => seedContributions(tx, { today, createdBy: null, fromEmployeeId: first }),
      tx,
    );
    // Their day logs, set-based (no punches: see seedBulkAttendance).
    return step(`${opts.months ?? 2} months of attendance logs`, () =>
      seedBulkAttendance(tx, {
        today: opts.today ?? companyDate(new Date()),
        months: opts.months ?? 2,
        seed: 11_000 + count,
        fromEmployeeId: first,
      }),
    );
  });
  // Fresh visibility map and statistics, so counts can use index-only scans.
  await step('vacuum and analyse', () => db.execute(sql`VACUUM ANALYZE`));
  return { logs };
}
