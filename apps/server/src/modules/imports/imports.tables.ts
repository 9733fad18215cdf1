import { index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * The files imported, by their SHA-256: the same bytes are imported once per kind (a second commit of
 * the same file is refused, whoever sends it, however the two race).
 */
export const imports = pgTable(
  'imports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar('kind', { length: 16 }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    file_name: varchar('file_name', { length: 255 }).notNull(),
    rows: integer('rows').notNull(),
    created_by: integer('created_by'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('imports_kind_sha256_key').on(t.kind, t.sha256),
    index('imports_created_at_idx').on(t.created_at),
  ],
);
