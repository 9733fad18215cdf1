import { REQUEST_STATUSES, type RequestStatus, SHIFT_SOURCES, type ShiftSource } from '@hris/domain/schedule';
import { REQUESTED_SHIFT_VALUES, SHIFT_GROUPS, type ShiftGroup } from '@hris/domain/shifts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { day, oneOf, timestamps } from '../../db/columns';
import { users } from '../auth/auth.tables';
import { employees } from '../employees/employees.tables';
import { timezones } from '../organisation/organisation.tables';

const status = (name: string) =>
  varchar(name, { length: 10 }).$type<RequestStatus>().notNull().default('pending');

/** What an adjustment and an undertime request both keep: the three approvals, who filed, when. */
const approvals = () => ({
  tl_status: status('tl_status'),
  tl_date_approved: day('tl_date_approved'),
  asm_status: status('asm_status'),
  asm_date_approved: day('asm_date_approved'),
  hr_status: status('hr_status'),
  hr_date_approved: day('hr_date_approved'),
  hr_reason_to_declined: text('hr_reason_to_declined'),
  created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});
type Approvals = { [K in 'tl_status' | 'asm_status' | 'hr_status']: AnyPgColumn };
/** The three statuses are the domain's. */
const approvalChecks = (table: string, t: Approvals) => [
  check(`${table}_tl_check`, oneOf(sql`${t.tl_status}`, REQUEST_STATUSES)),
  check(`${table}_asm_check`, oneOf(sql`${t.asm_status}`, REQUEST_STATUSES)),
  check(`${table}_hr_check`, oneOf(sql`${t.hr_status}`, REQUEST_STATUSES)),
];

/**
 * An employee's shift, effective-dated: each row is the shift from `effective_from` until the next
 * row's date (a row with no schedule: no shift from that day). Assignments, changes, approved
 * adjustments and removals all write a row; one row per employee and day (a second change the same
 * day replaces the first). The employee record's schedule, time and timezone_id mirror the row in
 * force today (kept on every write and by the daily job).
 */
export const shiftHistory = pgTable(
  'shift_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    effective_from: day('effective_from').notNull(),
    schedule: varchar('schedule', { length: 32 }).$type<ShiftGroup>(),
    time: varchar('time', { length: 32 }),
    timezone_id: integer('timezone_id').references(() => timezones.id),
    source: varchar('source', { length: 12 }).$type<ShiftSource>().notNull(),
    adjustment_id: integer('adjustment_id').references(() => scheduleAdjustments.id, {
      onDelete: 'set null',
    }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamps.created_at,
  },
  (t) => [
    uniqueIndex('shift_history_employee_day_key').on(t.employee_id, t.effective_from),
    // The month's shifts of everyone: the rows in force on any day of a range.
    index('shift_history_effective_idx').on(t.effective_from, t.employee_id),
    check(
      'shift_history_schedule_check',
      sql`${t.schedule} IS NULL OR ${oneOf(sql`${t.schedule}`, SHIFT_GROUPS)}`,
    ),
    check('shift_history_time_check', sql`(${t.schedule} IS NULL) = (${t.time} IS NULL)`),
    check('shift_history_source_check', oneOf(sql`${t.source}`, SHIFT_SOURCES)),
  ],
);

/** A schedule adjustment (docs/rules.md#schedule-rules): an employee's request to change shift from a date on. */
export const scheduleAdjustments = pgTable(
  'schedule_adjustments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    date_filled: day('date_filled').notNull(),
    date_of_request: day('date_of_request').notNull(),
    /** The employee's shift on the date of request when filed ("Night-Shift 10PM-7AM"), "" for none. */
    current_shift: varchar('current_shift', { length: 64 }).notNull().default(''),
    requested_shift: varchar('requested_shift', { length: 32 }).notNull(),
    reason_for_change: text('reason_for_change').notNull(),
    ...approvals(),
  },
  (t) => [
    index('schedule_adjustments_filled_idx').on(t.date_filled, t.id),
    index('schedule_adjustments_status_idx').on(t.hr_status, t.date_filled, t.id),
    index('schedule_adjustments_employee_idx').on(t.employee_id),
    check('schedule_adjustments_requested_check', oneOf(sql`${t.requested_shift}`, REQUESTED_SHIFT_VALUES)),
    ...approvalChecks('schedule_adjustments', t),
  ],
);

/** An undertime request (docs/rules.md#schedule-rules): leaving before the shift ends, 1 to 9 hours on one day. */
export const undertimeRequests = pgTable(
  'undertime_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    date_filled: day('date_filled').notNull(),
    date_of_undertime: day('date_of_undertime').notNull(),
    total_hours: smallint('total_hours').notNull(),
    purpose: text('purpose').notNull(),
    ...approvals(),
  },
  (t) => [
    index('undertime_requests_filled_idx').on(t.date_filled, t.id),
    index('undertime_requests_status_idx').on(t.hr_status, t.date_filled, t.id),
    index('undertime_requests_employee_idx').on(t.employee_id, t.date_of_undertime),
    check('undertime_requests_hours_check', sql`${t.total_hours} BETWEEN 1 AND 9`),
    ...approvalChecks('undertime_requests', t),
  ],
);
