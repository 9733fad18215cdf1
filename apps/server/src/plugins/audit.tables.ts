import { bigint, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Who changed what, when and from where; written in the same transaction as the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id'),
    action: varchar('action', { length: 32 }).notNull(),
    entity: varchar('entity', { length: 64 }).notNull(),
    entity_id: varchar('entity_id', { length: 64 }),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: varchar('ip', { length: 64 }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  // A record's History and the Audit Log read newest first (created_at, then id) within a period: each
  // filter has an index that ends in the time, so a page and its (capped) count are short range scans.
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entity_id, t.created_at),
    index('audit_log_entity_time_idx').on(t.entity, t.created_at),
    index('audit_log_user_idx').on(t.user_id, t.created_at),
    index('audit_log_created_at_idx').on(t.created_at),
  ],
);
