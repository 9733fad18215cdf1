import { STATUTORY_KINDS } from '@hris/domain/contributions';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { day, oneOf, timestamps } from '../../db/columns';
import { users } from '../auth/auth.tables';
import { employees } from '../employees/employees.tables';

/**
 * The statutory tables (SSS, PhilHealth, Pag-IBIG, withholding tax), one row a kind and effective
 * date; the row in force on a date is the latest that took effect by then. Seeded by migration, so a
 * new year's rates are a row, not a change of code. `params` is checked by the domain's schema when read.
 */
export const statutoryRates = pgTable(
  'statutory_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar('kind', { length: 32 }).notNull(),
    effective_from: day('effective_from').notNull(),
    params: jsonb('params').notNull(),
    source: varchar('source', { length: 200 }).notNull().default(''),
    ...timestamps,
  },
  (t) => [
    check('statutory_rates_kind_check', oneOf(sql`${t.kind}`, STATUTORY_KINDS)),
    uniqueIndex('statutory_rates_kind_date_key').on(t.kind, t.effective_from),
  ],
);

const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/**
 * An employee's monthly record: the statutory shares, loans and other deductions of one month
 * (`date_covered`, its first day), one per employee and month.
 */
export const contributions = pgTable(
  'contributions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    date_covered: day('date_covered').notNull(),
    sss_cont: money('sss_cont').notNull(),
    phic_cont: money('phic_cont').notNull(),
    hdmf_pagibig_cont: money('hdmf_pagibig_cont').notNull(),
    hmo: money('hmo').notNull(),
    sss_loan: money('sss_loan').notNull(),
    hdmf_loan: money('hdmf_loan').notNull(),
    withholding_tax: money('withholding_tax').notNull(),
    others: money('others').notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('contributions_employee_month_key').on(t.employee_id, t.date_covered),
    index('contributions_covered_idx').on(t.date_covered, t.id),
    check('contributions_month_check', sql`extract(day FROM ${t.date_covered}) = 1`),
  ],
);

/**
 * How many records each month and each employee has, kept by statement triggers on `contributions`
 * (migration 0023), so that the list's totals read a few rows instead of counting every record.
 */
export const contributionMonthCounts = pgTable('contribution_month_counts', {
  date_covered: day('date_covered').primaryKey(),
  n: integer('n').notNull(),
});
export const contributionEmployeeCounts = pgTable('contribution_employee_counts', {
  employee_id: integer('employee_id')
    .primaryKey()
    .references(() => employees.id, { onDelete: 'cascade' }),
  n: integer('n').notNull(),
});
