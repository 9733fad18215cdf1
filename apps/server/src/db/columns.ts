import { type SQL, sql } from 'drizzle-orm';
import { date, timestamp } from 'drizzle-orm/pg-core';

/** A date column, as the wire's YYYY-MM-DD string. */
export const day = (name: string) => date(name, { mode: 'string' });

/** A timestamptz column, as an ISO string. */
export const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** created_at / updated_at on every table, as ISO strings on the wire. */
export const timestamps = {
  created_at: moment('created_at').notNull().defaultNow(),
  updated_at: moment('updated_at').notNull().defaultNow(),
};

/** A CHECK that a column holds one of the domain's values (statuses, types). */
export const oneOf = (column: SQL, values: readonly (string | number)[]) =>
  sql`${column} IN (${sql.raw(values.map((v) => (typeof v === 'number' ? String(v) : `'${v}'`)).join(', '))})`;
