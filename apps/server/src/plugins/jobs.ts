import { PgBoss } from 'pg-boss';
import type { Db } from '../db/client';
import { manilaPeriod, runAccrual } from '../modules/leave/accrual';

const ACCRUAL_QUEUE = 'leave-accrual';

export type Jobs = { stop: () => Promise<void> };

/**
 * Scheduled work on pg-boss (its tables live in the `pgboss` schema of our database): the leave
 * credit run at 00:00 Asia/Manila on the first of every month. pg-boss sends each cron tick once
 * across all app nodes; a tick missed while every node was down is sent once on the next start, and
 * the current month is checked at start as well. The run itself is idempotent (see accrual.ts).
 */
export async function startJobs(url: string, db: Db, log: (msg: string) => void): Promise<Jobs> {
  const boss = new PgBoss({ connectionString: url, application_name: 'hris-jobs' });
  boss.on('error', (err: Error) => log(`jobs: ${err.message}`));
  await boss.start();
  await boss.createQueue(ACCRUAL_QUEUE);
  await boss.schedule(ACCRUAL_QUEUE, '0 0 1 * *', null, { tz: 'Asia/Manila', missed: 'once' });
  await boss.work(ACCRUAL_QUEUE, async () => {
    const r = await runAccrual(db, manilaPeriod());
    log(`leave credits ${r.period}: ${r.refreshed} refreshed, ${r.earned} earned`);
  });
  const now = await runAccrual(db, manilaPeriod());
  if (now.earned || now.refreshed)
    log(`leave credits ${now.period}: ${now.refreshed} refreshed, ${now.earned} earned (catch-up)`);
  return { stop: () => boss.stop({ graceful: true, timeout: 10_000 }) };
}
