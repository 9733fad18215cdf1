import { DOCUMENT_AUDIENCES, DOCUMENT_KINDS, DOCUMENT_STATUSES } from '@hris/domain/documents';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { moment, oneOf, timestamps } from '../../db/columns';
import { files } from '../../plugins/files/files.tables';
import { users } from '../auth/auth.tables';
import { employees } from '../employees/employees.tables';
import { subDepartments } from '../organisation/organisation.tables';

/**
 * A contract or memo as sent: one stored file, to one employee, to a group (the active members of a
 * sub-department at that moment) or to every active employee. `recipients` and `acknowledged` are
 * kept with it (the lists show them for every document; counting copies would read thousands of rows
 * a document); `acknowledged` moves only with a copy's guarded change of status, in its transaction.
 */
export const documents = pgTable(
  'documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    file_id: integer('file_id')
      .notNull()
      .references(() => files.id),
    document_type: varchar('document_type', { length: 16 }).notNull(),
    audience: varchar('audience', { length: 16 }).notNull(),
    sub_department_id: integer('sub_department_id').references(() => subDepartments.id, {
      onDelete: 'set null',
    }),
    /** The group's name when it was sent: the history reads the same after a rename. */
    group_name: varchar('group_name', { length: 100 }),
    sent_by: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sent_at: moment('sent_at').notNull().defaultNow(),
    recipients: integer('recipients').notNull(),
    acknowledged: integer('acknowledged').notNull().default(0),
    last_reminded_at: moment('last_reminded_at'),
    ...timestamps,
  },
  (t) => [
    check('documents_type_check', oneOf(sql`${t.document_type}`, DOCUMENT_KINDS)),
    check('documents_audience_check', oneOf(sql`${t.audience}`, DOCUMENT_AUDIENCES)),
    check('documents_acknowledged_check', sql`${t.acknowledged} BETWEEN 0 AND ${t.recipients}`),
    index('documents_sent_idx').on(t.sent_at, t.id),
    index('documents_group_idx').on(t.sub_department_id, t.sent_at),
    index('documents_file_idx').on(t.file_id),
  ],
);

/** One employee's copy of a sent document, and its acknowledgement (docs/api.md#contracts-and-memos, docs/rules.md#documents). */
export const employeeDocuments = pgTable(
  'employee_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    document_id: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    /** The document's, kept on the copy: an employee's copies are counted by type from one index. */
    document_type: varchar('document_type', { length: 16 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('unacknowledged'),
    date_sent: moment('date_sent').notNull().defaultNow(),
    acknowledged_at: moment('acknowledged_at'),
    /** How it was acknowledged: `link` (the e-mailed page) or `self_service`. */
    acknowledged_via: varchar('acknowledged_via', { length: 16 }),
    ...timestamps,
  },
  (t) => [
    check('employee_documents_status_check', oneOf(sql`${t.status}`, DOCUMENT_STATUSES)),
    check(
      'employee_documents_acknowledged_check',
      sql`(${t.status} = 'acknowledged') = (${t.acknowledged_at} IS NOT NULL)`,
    ),
    uniqueIndex('employee_documents_document_employee_key').on(t.document_id, t.employee_id),
    check('employee_documents_type_check', oneOf(sql`${t.document_type}`, DOCUMENT_KINDS)),
    index('employee_documents_employee_idx').on(t.employee_id, t.document_type, t.status),
    index('employee_documents_pending_idx')
      .on(t.document_id, t.employee_id)
      .where(sql`${t.status} = 'unacknowledged'`),
  ],
);
