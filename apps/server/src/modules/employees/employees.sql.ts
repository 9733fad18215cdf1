import { INACTIVE_STATUSES } from '@hris/domain/employee';
import { sql } from 'drizzle-orm';

/** SQL condition: the employee aliased `e` is still with the company. */
export const isActiveEmployee = sql.raw(
  `e.status NOT IN (${INACTIVE_STATUSES.map((s) => `'${s}'`).join(', ')})`,
);
