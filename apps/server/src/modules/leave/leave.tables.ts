import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { day, timestamps } from '../../db/columns';
import { users } from '../auth/auth.tables';
import { employees } from '../employees/employees.tables';
import { subDepartments } from '../organisation/organisation.tables';

const days = (name: string) => numeric(name, { precision: 7, scale: 2 });
const approval = (name: string) => varchar(name, { length: 10 }).notNull().default('pending');

/** A leave request (docs/api.md#leave). `credit_field`/`credit_days` say what the leave has taken from the credits now. */
export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    /** The employee's self-service account when the leave was filed; 0 when they have none. */
    user_id: integer('user_id').notNull().default(0),
    date_filled: day('date_filled').notNull(),
    leave_type: varchar('leave_type', { length: 20 }).notNull(),
    no_of_days: integer('no_of_days').notNull(),
    start_date: day('start_date').notNull(),
    end_date: day('end_date').notNull(),
    reason: text('reason').notNull().default(''),
    remarks: varchar('remarks', { length: 12 }).notNull(),
    status: approval('status'),
    reason_to_declined: text('reason_to_declined').notNull().default(''),
    tl_status: approval('tl_status'),
    tl_date_approved: day('tl_date_approved'),
    asm_status: approval('asm_status'),
    asm_date_approved: day('asm_date_approved'),
    ceo_status: approval('ceo_status'),
    hr_date_approved: day('hr_date_approved'),
    hr_date_recived: day('hr_date_recived'),
    supervisor: varchar('supervisor', { length: 100 }),
    department_head: varchar('department_head', { length: 100 }),
    /** 1: filed by staff (supervisor, then department head); 2: by a supervisor (department head only). */
    roles: smallint('roles').notNull().default(1),
    belongs_to: integer('belongs_to').notNull().default(0),
    credit_field: varchar('credit_field', { length: 16 }),
    credit_days: days('credit_days').notNull().default('0'),
    ...timestamps,
  },
  (t) => [
    index('leave_requests_employee_idx').on(t.employee_id),
    index('leave_requests_start_idx').on(t.start_date),
    index('leave_requests_filled_idx').on(t.date_filled, t.id),
    index('leave_requests_status_idx').on(t.status, t.date_filled),
    index('leave_requests_type_idx').on(t.leave_type, t.date_filled),
    // "On leave today": the approved leave that has not ended yet, a handful of rows.
    index('leave_requests_approved_end_idx').on(t.end_date).where(sql`${t.status} = 'approved'`),
  ],
);

/** The balances, always the sum of the employee's ledger rows (kept in the same transaction). */
export const leaveCredits = pgTable('leave_credits', {
  employee_id: integer('employee_id')
    .primaryKey()
    .references(() => employees.id, { onDelete: 'cascade' }),
  leave_credit_balance: days('leave_credit_balance').notNull().default('0'),
  leave_credit_used: days('leave_credit_used').notNull().default('0'),
  leave_credit_bereavement: days('leave_credit_bereavement').notNull().default('0'),
  leave_credit_solo_parents: days('leave_credit_solo_parents').notNull().default('0'),
  leave_credit_maternity: days('leave_credit_maternity').notNull().default('0'),
  leave_credit_paternity: days('leave_credit_paternity').notNull().default('0'),
  ...timestamps,
});

/**
 * Every credit change, with its reason and what caused it. Accrual and refresh carry their period
 * ("2026-11"); the unique index makes each (employee, period, reason, field) happen once, whoever
 * runs it and however often.
 */
export const leaveCreditLedger = pgTable(
  'leave_credit_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    field: varchar('field', { length: 16 }).notNull(),
    delta: days('delta').notNull(),
    reason: varchar('reason', { length: 16 }).notNull(),
    leave_id: integer('leave_id').references(() => leaveRequests.id, { onDelete: 'set null' }),
    period: varchar('period', { length: 7 }),
    note: text('note').notNull().default(''),
    created_by: integer('created_by').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('leave_credit_ledger_employee_idx').on(t.employee_id, t.created_at),
    uniqueIndex('leave_credit_ledger_period_key')
      .on(t.employee_id, t.period, t.reason, t.field)
      .where(sql`${t.period} IS NOT NULL`),
  ],
);

/**
 * The monthly credit runs that happened: a period runs once. A restart, a second node or the cron
 * finds its row and leaves the period alone, so credits registered after the run are never touched.
 */
export const leaveAccrualRuns = pgTable('leave_accrual_runs', {
  period: varchar('period', { length: 7 }).primaryKey(),
  refreshed: integer('refreshed').notNull(),
  earned: integer('earned').notNull(),
  ran_at: timestamp('ran_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** The credit configuration of a sub-department (docs/rules.md#credit-configuration). */
export const leaveCreditConfig = pgTable('leave_credit_config', {
  sub_department_id: integer('sub_department_id')
    .primaryKey()
    .references(() => subDepartments.id, { onDelete: 'cascade' }),
  monthly_earn: numeric('monthly_earn', { precision: 5, scale: 2 }).notNull().default('0'),
  leave_refresh: varchar('leave_refresh', { length: 8 }).notNull().default('yearly'),
  description: text('description').notNull().default(''),
  ...timestamps,
});
