import { companyDate } from '@hris/domain/company-clock';
import type { ScheduledJob } from '../../plugins/jobs';
import { runShiftSync } from './shifts.service';

/**
 * At 00:00 in the company's zone, and at every start for a day missed: the employee records whose
 * schedule, time or time zone differ from the shift history's row in force today (a change dated in
 * the future has come into force) are brought in step. Idempotent: a second run finds none.
 */
export const scheduleJobs: ScheduledJob[] = [
  {
    name: 'shift-sync',
    cron: '0 0 * * *',
    catchUp: true,
    run: async (db, at) => {
      const today = companyDate(at);
      const n = await runShiftSync(db, today);
      return n ? `shifts ${today}: ${n} employee records brought in step with their shift history` : null;
    },
  },
];
