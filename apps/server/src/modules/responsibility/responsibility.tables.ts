import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { day, moment, timestamps } from '../../db/columns';
import { files } from '../../plugins/files/files.tables';
import { users } from '../auth/auth.tables';
import { employees } from '../employees/employees.tables';

/** An employee's responsibility form (HR FORM NO. 0003): one per employee, its items below. */
export const responsibilityForms = pgTable(
  'responsibility_forms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    /** The employee's signature, sent by the self-service system; none until then. */
    signature_file_id: integer('signature_file_id').references(() => files.id),
    /** When the employee confirmed receipt of the items (self-service), signing the form. */
    confirmed_at: moment('confirmed_at'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('responsibility_forms_employee_key').on(t.employee_id),
    index('responsibility_forms_created_idx').on(t.created_at, t.id),
  ],
);

/** An item of company property the employee holds, in the form's order. */
export const responsibilityItems = pgTable(
  'responsibility_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    form_id: integer('form_id')
      .notNull()
      .references(() => responsibilityForms.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    quantity: integer('quantity').notNull(),
    received: boolean('received').notNull().default(false),
  },
  (t) => [
    uniqueIndex('responsibility_items_form_position_key').on(t.form_id, t.position),
    check('responsibility_items_quantity_check', sql`${t.quantity} BETWEEN 1 AND 9999`),
  ],
);

/** A work-from-home undertaking: until when, the employee's signature image and the day it was signed. */
export const wfhUndertakings = pgTable(
  'wfh_undertakings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    until_date: day('until_date').notNull(),
    date_sign: day('date_sign').notNull(),
    signature_file_id: integer('signature_file_id')
      .notNull()
      .references(() => files.id),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('wfh_undertakings_signed_idx').on(t.date_sign, t.id),
    index('wfh_undertakings_employee_idx').on(t.employee_id),
  ],
);
