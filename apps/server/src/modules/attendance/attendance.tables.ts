import { PUNCH_SOURCES, type PunchSource } from '@hris/domain/attendance';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  cidr,
  index,
  inet,
  integer,
  pgTable,
  smallint,
  text,
  time,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { day, moment, oneOf, timestamps } from '../../db/columns';
import { users } from '../auth/auth.tables';
import { employees } from '../employees/employees.tables';
import { subDepartments } from '../organisation/organisation.tables';

/**
 * A biometric terminal HR registered (Time > Devices): only these may push punches (ADMS), and with
 * `allowed_addresses` only from those addresses (empty: any). Each call notes where it came from:
 * a heard one `last_seen_at`/`last_address`, a refused one the refused counters (the row is the
 * aggregate; an audit row marks the first refusal of each hour, `refusal_audited_at`).
 */
export const attendanceDevices = pgTable(
  'attendance_devices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    serial_number: varchar('serial_number', { length: 64 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    location: varchar('location', { length: 100 }).notNull().default(''),
    allowed_addresses: cidr('allowed_addresses').array().notNull().default(sql`'{}'::cidr[]`),
    last_seen_at: moment('last_seen_at'),
    last_address: inet('last_address'),
    refused_calls: integer('refused_calls').notNull().default(0),
    last_refused_at: moment('last_refused_at'),
    last_refused_address: inet('last_refused_address'),
    refusal_audited_at: moment('refusal_audited_at'),
    /** ATTLOG lines refused for their date (outside 2000 to next year), the last one's as sent. */
    stamps_refused: integer('stamps_refused').notNull().default(0),
    last_stamp_refused: varchar('last_stamp_refused', { length: 32 }),
    last_stamp_refused_at: moment('last_stamp_refused_at'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('attendance_devices_serial_key').on(t.serial_number)],
);

/**
 * One clocking of one employee, as it came (a file row or a terminal's ATTLOG line). The same
 * employee and instant is kept once, so a resent batch or a re-imported file changes nothing.
 */
export const attendancePunches = pgTable(
  'attendance_punches',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    punched_at: moment('punched_at').notNull(),
    /** ZKTeco's status: 0 check in, 1 check out, 2 break out, 3 break in (4, 5 overtime); null: not said. */
    punch_type: smallint('punch_type'),
    source: varchar('source', { length: 8 }).$type<PunchSource>().notNull(),
    device_id: integer('device_id').references(() => attendanceDevices.id, { onDelete: 'set null' }),
    created_at: timestamps.created_at,
  },
  (t) => [
    uniqueIndex('attendance_punches_employee_at_key').on(t.employee_id, t.punched_at),
    // A device's count on the Devices list, and the foreign key when a device is removed.
    index('attendance_punches_device_idx').on(t.device_id),
    check('attendance_punches_source_check', oneOf(sql`${t.source}`, PUNCH_SOURCES)),
    check('attendance_punches_type_check', sql`${t.punch_type} IS NULL OR ${t.punch_type} BETWEEN 0 AND 5`),
  ],
);

const clock = (name: string) => time(name, { precision: 0 });

/**
 * The day's log of one employee (docs/api.md#attendance): the day is the day the shift starts, so a night shift's time
 * out may be the next morning. A NULL time is "no entry" (00:00:00 on the wire). Punches fill it;
 * once HR edits it (`edited_by`), later punches are kept but no longer change it.
 */
export const attendanceLogs = pgTable(
  'attendance_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    att_date: day('att_date').notNull(),
    sub_department_id: integer('sub_department_id').references(() => subDepartments.id, {
      onDelete: 'set null',
    }),
    time_in: clock('time_in'),
    first_break_out: clock('first_break_out'),
    first_break_in: clock('first_break_in'),
    lunch_break_out: clock('lunch_break_out'),
    lunch_break_in: clock('lunch_break_in'),
    second_break_out: clock('second_break_out'),
    second_break_in: clock('second_break_in'),
    time_out: clock('time_out'),
    remarks: text('remarks'),
    update_reason: text('update_reason'),
    edited_by: integer('edited_by').references(() => users.id, { onDelete: 'set null' }),
    edited_at: moment('edited_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('attendance_logs_employee_date_key').on(t.employee_id, t.att_date),
    // The whole company's days of a cut-off (exports, payroll) read by date first.
    index('attendance_logs_date_idx').on(t.att_date),
  ],
);
