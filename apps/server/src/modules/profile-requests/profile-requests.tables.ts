import {
  PROFILE_REQUEST_STATUSES,
  type ProfileRequestStatus,
  type ProfileValues,
} from '@hris/domain/profile-requests';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { moment, oneOf, timestamps } from '../../db/columns';
import { users } from '../auth/auth.tables';
import { employees } from '../employees/employees.tables';

/**
 * An employee's request to change their own record (docs/self-service.md): only the fields it
 * changes, proposed (`changes`) and as they were on record when filed (`before`). One pending request
 * per employee (the partial unique index): a second waits until HR has decided the first.
 */
export const profileRequests = pgTable(
  'profile_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    requested_by: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    changes: jsonb('changes').$type<ProfileValues>().notNull(),
    before: jsonb('before').$type<ProfileValues>().notNull(),
    status: varchar('status', { length: 10 }).$type<ProfileRequestStatus>().notNull().default('pending'),
    decided_by: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_at: moment('decided_at'),
    reason_declined: text('reason_declined'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('profile_requests_one_pending_key').on(t.employee_id).where(sql`${t.status} = 'pending'`),
    index('profile_requests_employee_idx').on(t.employee_id, t.id),
    // HR's list, newest first, whole or by status.
    index('profile_requests_created_idx').on(t.created_at, t.id),
    index('profile_requests_status_idx').on(t.status, t.created_at, t.id),
    check('profile_requests_status_check', oneOf(sql`${t.status}`, PROFILE_REQUEST_STATUSES)),
    check(
      'profile_requests_decided_check',
      sql`(${t.status} = 'pending') = (${t.decided_at} IS NULL)
        AND (${t.status} = 'declined') = (${t.reason_declined} IS NOT NULL)`,
    ),
  ],
);
