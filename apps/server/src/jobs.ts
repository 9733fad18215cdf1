import { leaveJobs } from './modules/leave/leave.jobs';
import { scheduleJobs } from './modules/schedule/schedule.jobs';
import type { ScheduledJob } from './plugins/jobs';

/** Every module's scheduled work: a module adds its own `<area>.jobs.ts` here. */
export const scheduledJobs: readonly ScheduledJob[] = [...leaveJobs, ...scheduleJobs];
