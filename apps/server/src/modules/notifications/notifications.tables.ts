import { NOTIFICATION_KINDS, type NotificationKind } from '@hris/domain/ess-notifications';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { moment, oneOf } from '../../db/columns';
import { employees } from '../employees/employees.tables';

/**
 * What an employee is told in self-service (docs/self-service.md), written in the transaction of its
 * event (`notify`). `mail_pending` marks the ones whose e-mail is still to be queued in the outbox
 * (`mailNotices`, right after the event and every minute); an event that mails by itself (a document's
 * acknowledgement link) writes it false.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 32 }).$type<NotificationKind>().notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    body: text('body').notNull(),
    link: varchar('link', { length: 255 }).notNull(),
    created_at: moment('created_at').notNull().defaultNow(),
    read_at: moment('read_at'),
    mail_pending: boolean('mail_pending').notNull().default(true),
  },
  (t) => [
    index('notifications_employee_idx').on(t.employee_id, t.id),
    index('notifications_unread_idx').on(t.employee_id).where(sql`${t.read_at} IS NULL`),
    index('notifications_mail_idx').on(t.id).where(sql`${t.mail_pending}`),
    check('notifications_kind_check', oneOf(sql`${t.kind}`, NOTIFICATION_KINDS)),
  ],
);
