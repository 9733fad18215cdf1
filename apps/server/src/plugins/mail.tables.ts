import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Every message the app sends: `queued` (waiting for the outbox job), `sending`, then `sent`, `failed`,
 * `logged` (no mail sender was set up: it stays here), or `cancelled` by HR.
 *
 * A message's text carries a personal link (acknowledgement, password reset, new account), so it is
 * kept only sealed with the app's key (`body_enc`, `link_enc`: lib/secret-box.ts), and only while it may
 * still be sent: both are dropped once it is sent or cancelled, or when `expires_at` (its link's end)
 * passes. The row stays, with its recipient, subject, status, times and error.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to_address: varchar('to_address', { length: 190 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    /** What the mail is for (`acknowledgement`, `password_reset`, `account`, `notice`). */
    kind: varchar('kind', { length: 24 }).notNull().default('notice'),
    /** The text, sealed; null once it is no longer needed. */
    body_enc: text('body_enc'),
    /** The link the text carries, sealed (HR's "Copy link"); null once it is no longer needed. */
    link_enc: text('link_enc'),
    /** When the link stops working: the text is dropped then if the mail is still unsent. */
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .default(sql`now() + interval '30 days'`),
    status: varchar('status', { length: 16 }).notNull().default('queued'),
    error: text('error'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true, mode: 'string' }),
    /** When a node took it to send (status `sending`). */
    claimed_at: timestamp('claimed_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    index('mail_outbox_status_idx').on(t.status, t.created_at),
    // the Mail Outbox screen: newest first, or searched by recipient and subject
    index('mail_outbox_created_idx').on(t.created_at, t.id),
    index('mail_outbox_search_trgm_idx').using(
      'gin',
      sql`(lower(${t.to_address}) || ' ' || lower(${t.subject})) gin_trgm_ops`,
    ),
    // the outbox job's sweep of texts whose link has expired
    index('mail_outbox_expiry_idx').on(t.expires_at).where(sql`${t.body_enc} IS NOT NULL`),
    check(
      'mail_outbox_status_check',
      sql`${t.status} IN ('queued', 'sending', 'sent', 'failed', 'logged', 'cancelled')`,
    ),
  ],
);

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
