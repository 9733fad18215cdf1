import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Every message the app sends: `queued` (waiting for the outbox job), `sending`, then `sent`, `failed`,
 * or `logged` (no SMTP configured: it stays here, and in the log).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to_address: varchar('to_address', { length: 190 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    body_text: text('body_text').notNull(),
    body_html: text('body_html'),
    status: varchar('status', { length: 16 }).notNull().default('queued'),
    error: text('error'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true, mode: 'string' }),
    /** When a node took it to send (status `sending`). */
    claimed_at: timestamp('claimed_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [index('mail_outbox_status_idx').on(t.status, t.created_at)],
);
