import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import { hireVia, makeOrg, type Org } from '../../../test/fixtures';
import { startJobs } from '../../plugins/jobs';
import { manilaPeriod, runAccrual } from './accrual';

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
});
afterAll(() => t.close());

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
  });

  it('changes nothing when the same month runs again', async () => {
    const before = await ledgerCount();
    const again = await runAccrual(t.db, '2026-11');
    expect(again).toMatchObject({ refreshed: 0, earned: 0 });
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
  });

  it('lapses yearly-refresh balances on January 1, before the earning', async () => {
    await runAccrual(t.db, '2027-01');
    expect(await balances()).toEqual({
      yearly: '1.25/0.00',
      monthly: '1.00/0.00',
      gone: '4.00/0.00',
      fresh: '1.25/0.00',
    });
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
    await runAccrual(t.db, '2027-02');
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
    const jobs = await startJobs(t.tdb.url, t.db, (m) => messages.push(m));
    try {
      const { rows } = await t.db.execute<{ cron: string; timezone: string }>(
        sql`SELECT cron, timezone FROM pgboss.schedule WHERE name = 'leave-accrual'`,
      );
      expect(rows).toEqual([{ cron: '0 0 1 * *', timezone: 'Asia/Manila' }]);
      const { rows: done } = await t.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM leave_credit_ledger WHERE period = ${manilaPeriod()} AND reason = 'accrual'`,
      );
      expect(done[0]!.n).toBeGreaterThan(0);
    } finally {
      await jobs.stop();
    }
  });

  it('names the month in Asia/Manila', () => {
    expect(manilaPeriod(new Date('2026-11-30T16:30:00Z'))).toBe('2026-12');
    expect(manilaPeriod(new Date('2026-11-30T15:30:00Z'))).toBe('2026-11');
  });
});
