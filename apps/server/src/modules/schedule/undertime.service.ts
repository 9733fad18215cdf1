import { UNDERTIME_KIND } from '@hris/domain/schedule';
import { sql } from 'drizzle-orm';
import { requestService } from './request-kind';
import { undertimeRequests } from './schedule.tables';

/**
 * Undertime requests (`api/undertimerequest...`, `api/undertime/approval...`): the shared request
 * with the day and the hours; deciding one changes no shift (attendance reads the approved ones).
 */
export const undertime = requestService({
  kind: UNDERTIME_KIND,
  table: undertimeRequests,
  columns: sql`r.date_of_undertime, r.total_hours, r.purpose`,
  sorts: { date_of_undertime: sql`r.date_of_undertime` },
});
