import { companyPeriod } from '../../db/clock';
import type { ScheduledJob } from '../../plugins/jobs';
import { runAccrual } from './accrual';

/** The leave credit run at 00:00 on the first of every month, and at every start for a missed one. */
export const leaveJobs: ScheduledJob[] = [
  {
    name: 'leave-accrual',
    cron: '0 0 1 * *',
    catchUp: true,
    run: async (db, at) => {
      const r = await runAccrual(db, companyPeriod(at));
      return r.alreadyRan ? null : `leave credits ${r.period}: ${r.refreshed} refreshed, ${r.earned} earned`;
    },
  },
];
