import { EVENT_TYPE_IDS } from '@hris/domain/calendar';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { day, moment, oneOf, timestamps } from '../../db/columns';
import { users } from '../auth/auth.tables';
import { subDepartments } from '../organisation/organisation.tables';

/**
 * A calendar event: a named day of one type (docs/rules.md#event-types), for everyone (`sub_department_id` null, 0 on the
 * wire) or one sub-department; a holiday (type 2) has its holiday type, no other event has one.
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    event_type: smallint('event_type').notNull(),
    holiday_type: smallint('holiday_type'),
    date_event: day('date_event').notNull(),
    sub_department_id: integer('sub_department_id').references(() => subDepartments.id, {
      onDelete: 'cascade',
    }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    // The month view and the list's year: events by date; a sub-department's days (attendance).
    index('calendar_events_date_idx').on(t.date_event, t.id),
    index('calendar_events_sub_date_idx').on(t.sub_department_id, t.date_event),
    check('calendar_events_type_check', oneOf(sql`${t.event_type}`, EVENT_TYPE_IDS)),
    check(
      'calendar_events_holiday_check',
      sql`(${t.event_type} = 2 AND ${t.holiday_type} IN (1, 2)) OR (${t.event_type} <> 2 AND ${t.holiday_type} IS NULL)`,
    ),
  ],
);

/**
 * A user's iCalendar feed token (`GET api/calendar.ics?token=`): its SHA-256 to find it, and the
 * token sealed (lib/secret-box.ts) so that the calendar screen can show the link again. Regenerating
 * replaces it, so an old link stops working.
 */
export const calendarFeedTokens = pgTable('calendar_feed_tokens', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
  token_enc: varchar('token_enc', { length: 200 }).notNull(),
  created_at: moment('created_at').notNull().defaultNow(),
});
