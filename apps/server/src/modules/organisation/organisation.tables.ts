import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';

export const departments = pgTable(
  'departments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    department_name: varchar('department_name', { length: 100 }).notNull(),
    functionality: text('functionality').notNull().default(''),
    ...timestamps,
  },
  (t) => [uniqueIndex('departments_name_lower_key').on(sql`lower(${t.department_name})`)],
);

/** Designations. A name is unique within its department ("Team Leader" exists in several). */
export const positions = pgTable(
  'positions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    pos_name: varchar('pos_name', { length: 100 }).notNull(),
    department_id: integer('department_id')
      .notNull()
      .references(() => departments.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('positions_department_name_lower_key').on(t.department_id, sql`lower(${t.pos_name})`),
    index('positions_name_idx').on(t.pos_name),
  ],
);

/** Sub-departments are the client accounts (CD-HW, Mantra, VA-US, ...). */
export const subDepartments = pgTable(
  'sub_departments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sub_department_name: varchar('sub_department_name', { length: 100 }).notNull(),
    description: text('description').notNull().default(''),
    /** Rest days are the sub-department's Rest Day calendar events, not Saturday and Sunday. */
    rest_days_from_calendar: boolean('rest_days_from_calendar').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('sub_departments_name_lower_key').on(sql`lower(${t.sub_department_name})`)],
);

/** IANA zone names; the current UTC offset is read from PostgreSQL so it follows daylight saving. */
export const timezones = pgTable('timezones', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  timezone_name: varchar('timezone_name', { length: 64 }).notNull().unique(),
  ...timestamps,
});
