import { timestamp } from 'drizzle-orm/pg-core';

/** created_at / updated_at on every table, as ISO strings on the wire. */
export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
};
