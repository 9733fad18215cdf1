import { bigint, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../../modules/auth/auth.tables';

/**
 * Every uploaded file, under the name the server gave it (`file_name`, the key in the storage); the
 * name it was uploaded with is kept for the download. Other areas reference a file by its id. A
 * stored object without a row here is never served.
 */
export const files = pgTable(
  'files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    file_name: varchar('file_name', { length: 64 }).notNull().unique(),
    original_name: varchar('original_name', { length: 255 }).notNull(),
    mime_type: varchar('mime_type', { length: 100 }).notNull(),
    size_bytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** Null for a file sent through a signed public link (a signature), not by a user. */
    created_by: integer('created_by').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('files_created_by_idx').on(t.created_by)],
);
