import { z } from 'zod';
import { wireCount, wireDate, wireId } from './replies';

/** `GET api/dashboardCounter` (docs/rules.md#dashboard-counts): employees means active employees. */
export const dashboardCountsReply = z.strictObject({
  employees: wireCount,
  regular: wireCount,
  probationary: wireCount,
  trainee: wireCount,
  supervisor: wireCount,
  resigned: wireCount,
  awol: wireCount,
  terminated: wireCount,
});
export type DashboardCounts = z.infer<typeof dashboardCountsReply>;

/** `GET api/celebrant`: birthdays of this month, by day. */
export const celebrantsReply = z.array(
  z.strictObject({
    id: wireId,
    full_name: z.string(),
    position_name: z.string(),
    birthdate: wireDate,
    day: z.number().int().min(1).max(31),
  }),
);
export type Celebrant = z.infer<typeof celebrantsReply>[number];

/** `GET api/anniversary/all`: work anniversaries (one year or more) of this month. */
export const anniversariesReply = z.array(
  z.strictObject({
    id: wireId,
    full_name: z.string(),
    position_name: z.string(),
    employment_date: wireDate,
    years: z.number().int().positive(),
  }),
);
export type Anniversary = z.infer<typeof anniversariesReply>[number];
