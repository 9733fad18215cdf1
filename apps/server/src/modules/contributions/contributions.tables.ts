import { STATUTORY_KINDS } from '@hris/domain/contributions';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { day, oneOf, timestamps } from '../../db/columns';

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
