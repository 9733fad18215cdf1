import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import { hireVia, makeOrg, type Org } from '../../../test/fixtures';
import { companyPeriod } from '../../db/clock';
import { scheduledJobs } from '../../jobs';
import { startJobs } from '../../plugins/jobs';
import { runAccrual } from './accrual';

let t: TestApp;
let org: Org;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await testApp();
  org = await makeOrg(t);
  const post = async (url: string, body: object) =>
    expect((await t.call('POST', url, body)).statusCode).toBe(200);
  await post(`/api/credits/config/update/${org.subA}`, { monthly_earn: 1.25, leave_refresh: 'yearly' });
  await post(`/api/credits/config/update/${org.subB}`, { monthly_earn: 1, leave_refresh: 'monthly' });
  ids.yearly = await hireVia(t, org, { sub_department_id: org.subA });
  ids.monthly = await hireVia(t, org, { sub_department_id: org.subB });
  ids.gone = await hireVia(t, org, { sub_department_id: org.subA });
  ids.fresh = await hireVia(t, org, { sub_department_id: org.subA });
  await post('/api/register/credits', { employee_id: ids.yearly, leave_credit_balance: 3 });
  await post('/api/register/credits', {
    employee_id: ids.monthly,
    leave_credit_balance: 2,
    leave_credit_used: 1,
  });
  await post('/api/register/credits', { employee_id: ids.gone, leave_credit_balance: 4 });
  await post(`/api/jobinformation/update/inactive/${ids.gone}`, {
    status: 'resigned',
    resignation_date: '2025-10-01',
  });
  // registered long before the months these tests run
  await t.db.execute(sql`UPDATE leave_credit_ledger SET created_at = '2020-01-01'`);
});
afterAll(() => t.close());

/**
 * A clean restart of the app on the given day: what main.ts does at start, jobs and their catch-up
 * of the month included. It must change nothing that already ran.
 */
async function restartOn(day: string) {
  const jobs = await startJobs(
    t.tdb.url,
    t.db,
    scheduledJobs,
    () => {},
    () => new Date(`${day}T12:00:00+08:00`),
  );
  await jobs.stop();
}

/** Restarts after a step, on a day of the month that step ran, and finds the balances unchanged. */
async function expectRestartChangesNothing(day: string) {
  const before = await balances();
  const rows = await ledgerCount();
  await restartOn(day);
  expect(await balances()).toEqual(before);
  expect(await ledgerCount()).toBe(rows);
}

async function balances() {
  const { rows } = await t.db.execute<{ employee_id: number; b: string; u: string }>(
    sql`SELECT employee_id, leave_credit_balance::text AS b, leave_credit_used::text AS u FROM leave_credits`,
  );
  const by = new Map(rows.map((r) => [r.employee_id, `${r.b}/${r.u}`]));
  return Object.fromEntries(Object.entries(ids).map(([k, id]) => [k, by.get(id) ?? 'none']));
}
const ledgerCount = async () =>
  (await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM leave_credit_ledger`)).rows[0]!.n;

describe('monthly accrual and refresh', () => {
  it('earns per sub-department, lapses monthly-refresh balances first, skips the separated, and opens credits', async () => {
    await runAccrual(t.db, '2026-11');
    expect(await balances()).toEqual({
      yearly: '4.25/0.00',
      monthly: '1.00/0.00',
      gone: '4.00/0.00',
      fresh: '1.25/0.00',
    });
    await expectRestartChangesNothing('2026-11-20');
  });

  it('changes nothing when the same month runs again', async () => {
    const before = await ledgerCount();
    const again = await runAccrual(t.db, '2026-11');
    expect(again).toMatchObject({ refreshed: 0, earned: 0, alreadyRan: true });
    expect(await ledgerCount()).toBe(before);
    expect(await balances()).toEqual({
      yearly: '4.25/0.00',
      monthly: '1.00/0.00',
      gone: '4.00/0.00',
      fresh: '1.25/0.00',
    });
  });

  it('applies a month once when two nodes run it at the same time', async () => {
    await Promise.all([
      runAccrual(t.db, '2026-12'),
      runAccrual(t.db, '2026-12'),
      runAccrual(t.db, '2026-12'),
    ]);
    expect(await balances()).toEqual({
      yearly: '5.50/0.00',
      monthly: '1.00/0.00',
      gone: '4.00/0.00',
      fresh: '2.50/0.00',
    });
    await expectRestartChangesNothing('2026-12-01');
  });

  it('lapses yearly-refresh balances on January 1, before the earning', async () => {
    await runAccrual(t.db, '2027-01');
    expect(await balances()).toEqual({
      yearly: '1.25/0.00',
      monthly: '1.00/0.00',
      gone: '4.00/0.00',
      fresh: '1.25/0.00',
    });
    await expectRestartChangesNothing('2027-01-31');
  });

  it('rolls a run that fails half way back whole, and a rerun applies it once', async () => {
    const before = await balances();
    await expect(
      runAccrual(t.db, '2027-02', {
        afterRefresh: async () => {
          throw new Error('node crashed');
        },
      }),
    ).rejects.toThrow('node crashed');
    expect(await balances()).toEqual(before);
    // the restart after the crash catches the month up
    await restartOn('2027-02-01');
    await runAccrual(t.db, '2027-02');
    expect(await balances()).toEqual({
      yearly: '2.50/0.00',
      monthly: '1.00/0.00',
      gone: '4.00/0.00',
      fresh: '2.50/0.00',
    });
  });

  it('survives its database session being killed mid-run', async () => {
    const before = await balances();
    // Hold one credits row so the run stops half way (after the refresh), then kill its session.
    const holder = new pg.Client(t.tdb.url);
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT 1 FROM leave_credits WHERE employee_id = $1 FOR UPDATE', [ids.fresh]);
    const run = runAccrual(t.db, '2027-03').then(
      () => 'finished',
      (err: Error) => err.message,
    );
    const killer = new pg.Client(t.tdb.url);
    await killer.connect();
    let killed = 0;
    for (let i = 0; i < 100 && !killed; i++) {
      await new Promise((r) => setTimeout(r, 50));
      const res = await killer.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND wait_event_type = 'Lock' AND application_name = 'hris'`,
      );
      killed = res.rowCount ?? 0;
    }
    expect(killed).toBe(1);
    expect(await run).not.toBe('finished');
    await holder.query('ROLLBACK');
    await holder.end();
    await killer.end();
    expect(await balances()).toEqual(before);
    await runAccrual(t.db, '2027-03');
    expect(await balances()).toEqual({
      yearly: '3.75/0.00',
      monthly: '1.00/0.00',
      gone: '4.00/0.00',
      fresh: '3.75/0.00',
    });
    await expectRestartChangesNothing('2027-03-02');
  });

  it('keeps every balance equal to the sum of its ledger', async () => {
    const { rows } = await t.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM leave_credits c WHERE c.leave_credit_balance <>
        (SELECT coalesce(sum(delta), 0) FROM leave_credit_ledger x WHERE x.employee_id = c.employee_id AND x.field = 'balance')`);
    expect(rows[0]!.n).toBe(0);
  });

  it('refuses a malformed period', async () => {
    await expect(runAccrual(t.db, '2026-13')).rejects.toThrow(/Bad accrual period/);
  });
});

describe('the schedule', () => {
  it('registers the monthly run at 00:00 Asia/Manila and catches up the current month at start', async () => {
    const messages: string[] = [];
    const jobs = await startJobs(t.tdb.url, t.db, scheduledJobs, (m) => messages.push(m));
    try {
      const { rows } = await t.db.execute<{ cron: string; timezone: string }>(
        sql`SELECT cron, timezone FROM pgboss.schedule WHERE name = 'leave-accrual'`,
      );
      expect(rows).toEqual([{ cron: '0 0 1 * *', timezone: 'Asia/Manila' }]);
      const { rows: done } = await t.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM leave_accrual_runs WHERE period = ${companyPeriod()}`,
      );
      expect(done[0]!.n).toBe(1);
    } finally {
      await jobs.stop();
    }
  });

  it('names the month in Asia/Manila', () => {
    expect(companyPeriod(new Date('2026-11-30T16:30:00Z'))).toBe('2026-12');
    expect(companyPeriod(new Date('2026-11-30T15:30:00Z'))).toBe('2026-11');
  });
});

describe('credits registered after the month began', () => {
  let u: TestApp;
  let o: Org;
  const ledgerOf = async (employeeId: number) =>
    (
      await u.db.execute<{ reason: string; field: string; delta: string; period: string | null }>(
        sql`SELECT reason, field, delta::text, period FROM leave_credit_ledger WHERE employee_id = ${employeeId} ORDER BY id`,
      )
    ).rows;
  const balanceOf = async (employeeId: number) =>
    (
      await u.db.execute<{ b: string }>(
        sql`SELECT leave_credit_balance::text AS b FROM leave_credits WHERE employee_id = ${employeeId}`,
      )
    ).rows[0]?.b;
  const restart = async () => (await startJobs(u.tdb.url, u.db, scheduledJobs, () => {})).stop();

  beforeAll(async () => {
    u = await testApp();
    o = await makeOrg(u);
    const res = await u.call('POST', `/api/credits/config/update/${o.subB}`, {
      monthly_earn: 0,
      leave_refresh: 'monthly',
    });
    expect(res.statusCode).toBe(200);
  });
  afterAll(() => u.close());

  it('are not lapsed by a restart after the month ran', async () => {
    await restart(); // the month's run, as at any start
    const id = await hireVia(u, o, { sub_department_id: o.subB });
    const reg = await u.call('POST', '/api/register/credits', { employee_id: id, leave_credit_balance: 5 });
    expect(reg.statusCode, reg.body).toBe(200);
    await restart();
    await restart();
    expect(await ledgerOf(id)).toEqual([
      { reason: 'register', field: 'balance', delta: '5.00', period: null },
    ]);
    expect(await balanceOf(id)).toBe('5.00');
  });

  it('are not lapsed by a month whose run comes late', async () => {
    const id = await hireVia(u, o, { sub_department_id: o.subB });
    await u.call('POST', '/api/register/credits', { employee_id: id, leave_credit_balance: 4 });
    const next = companyPeriod(new Date(Date.now() + 40 * 86_400_000));
    // the next month's run, had it been late: the 4 days were registered before it began, so they lapse
    await runAccrual(u.db, next);
    expect(await balanceOf(id)).toBe('0.00');
    // while credits registered after a month began (this month's, which ran at the first restart) stay
    const late = await hireVia(u, o, { sub_department_id: o.subB });
    await u.call('POST', '/api/register/credits', { employee_id: late, leave_credit_balance: 2 });
    await u.db.execute(sql`DELETE FROM leave_accrual_runs WHERE period = ${companyPeriod()}`);
    await runAccrual(u.db, companyPeriod());
    expect(await balanceOf(late)).toBe('2.00');
  });
});
