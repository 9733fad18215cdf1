import { boolean, index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables';
import { subDepartments } from '../organisation/organisation.tables';

/** Password reset links: only a hash of the token is kept; single use, short-lived. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true, mode: 'string' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.user_id)],
);

/** The sub-departments a manager (role 3) handles: their "subordinates" (§6). */
export const managerSubDepartments = pgTable(
  'manager_sub_departments',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sub_department_id: integer('sub_department_id')
      .notNull()
      .references(() => subDepartments.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.sub_department_id] })],
);

/** Application settings as key and value (the company e-mail domain, ...). */
export const settings = pgTable('settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** The notification sender; the password is stored encrypted (lib/secret-box.ts) and never sent back. */
export const notificationConfig = pgTable('notification_config', {
  id: integer('id').primaryKey(),
  email: varchar('email', { length: 190 }).notNull(),
  password_enc: text('password_enc'),
  smtp_host: varchar('smtp_host', { length: 200 }).notNull().default(''),
  smtp_port: integer('smtp_port').notNull().default(465),
  /** Send without TLS when the server offers none (off: TLS on 465, else STARTTLS, or nothing is sent). */
  allow_plain_text: boolean('allow_plain_text').notNull().default(false),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
