import { PgBoss } from 'pg-boss';
import type { Db } from '../db/client';
import { COMPANY_TIME_ZONE } from '../db/clock';

/** Work a module schedules; each module lists its own in `<area>.jobs.ts`, and `jobs.ts` lists those. */
export type ScheduledJob = {
  /** The pg-boss queue, unique across modules. */
  name: string;
  /** When, as cron in the company's time zone. */
  cron: string;
  /** One tick's work, for the moment `at`; it must be idempotent. Returns a line for the log, if any. */
  run: (db: Db, at: Date) => Promise<string | null>;
  /** Run it at every start too, for a tick missed while no node was up. */
  catchUp?: boolean;
};

export type Jobs = { stop: () => Promise<void> };

/**
 * Scheduled work on pg-boss (its tables live in the `pgboss` schema of our database). pg-boss sends
 * each cron tick once across all app nodes; a tick missed while every node was down is sent once on
 * the next start, and jobs that ask for it run at start as well. `clock` is the moment a run is for.
 */
export async function startJobs(
  url: string,
  db: Db,
  jobs: readonly ScheduledJob[],
  log: (msg: string) => void,
  clock: () => Date = () => new Date(),
): Promise<Jobs> {
  const boss = new PgBoss({ connectionString: url, application_name: 'hris-jobs' });
  boss.on('error', (err: Error) => log(`jobs: ${err.message}`));
  await boss.start();
  const say = (line: string | null) => line && log(line);
  for (const job of jobs) {
    await boss.createQueue(job.name);
    await boss.schedule(job.name, job.cron, null, { tz: COMPANY_TIME_ZONE, missed: 'once' });
    await boss.work(job.name, async () => say(await job.run(db, clock())));
  }
  for (const job of jobs) if (job.catchUp) say(await job.run(db, clock()));
  return { stop: () => boss.stop({ graceful: true, timeout: 10_000 }) };
}
