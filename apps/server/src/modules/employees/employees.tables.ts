import { GOV_ID_FIELDS, INACTIVE_STATUSES } from '@hris/domain/employee';
import { REQUIRED_DOCUMENTS } from '@hris/domain/requirements';
import { ACCENTS_SQL } from '@hris/domain/search';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { day, timestamps } from '../../db/columns';
import { positions, subDepartments, timezones } from '../organisation/organisation.tables';

const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** The letters with an index of the employees whose (lower-cased) name lacks them. */
export const NAME_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * Text as the search compares it (`foldName` of the domain): lower case, ’ written as ', accents
 * removed (ñ is n: NFD splits the mark from the letter, then NFC joins what is left). Every function
 * in it is immutable, so the generated search_name can hold it and a query folds its words alike.
 */
export const searchFold = (text: SQL | string): SQL =>
  sql`normalize(regexp_replace(normalize(translate(lower(${text}), '’', ''''), NFD), ${sql.raw(`'${ACCENTS_SQL}'`)}, '', 'g'), NFC)`;

/** First and last name, and the suffix when there is one (a generated column cannot read another). */
const fullName = (): SQL =>
  sql`${employees.first_name} || ' ' || ${employees.last_name} || CASE WHEN ${employees.suffix} IN ('', 'None') THEN '' ELSE ' ' || ${employees.suffix} END`;

/** A month's card (birthdays, work anniversaries) by one date: month, day, name and what the card reads. */
const monthCardIndex = (
  name: string,
  t: Record<'full_name' | 'id' | 'status' | 'position_id', AnyPgColumn>,
  date: AnyPgColumn,
) =>
  index(name).on(
    sql`extract(month FROM ${date})`,
    sql`extract(day FROM ${date})`,
    t.full_name,
    t.id,
    t.status,
    t.position_id,
    date,
  );

/** The 201 file: every field of the employee and the job information (docs/api.md#employees). */
export const employees = pgTable(
  'employees',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    emp_id: varchar('emp_id', { length: 8 }).notNull().unique(),
    emp_no: varchar('emp_no', { length: 32 }),
    first_name: varchar('first_name', { length: 32 }).notNull(),
    /** Null when the employee has none (not everyone has a middle name). */
    middle_name: varchar('middle_name', { length: 32 }),
    last_name: varchar('last_name', { length: 32 }).notNull(),
    suffix: varchar('suffix', { length: 8 }).notNull().default('None'),
    full_name: text('full_name').notNull().generatedAlwaysAs(fullName),
    /**
     * The name folded (lower case, no accents), kept by PostgreSQL for the search box: its words are
     * matched with LIKE and strpos instead of folding every name on every search (employees.sql.ts).
     */
    search_name: text('search_name')
      .notNull()
      .generatedAlwaysAs((): SQL => searchFold(fullName())),
    position_id: integer('position_id')
      .notNull()
      .references(() => positions.id),
    sub_department_id: integer('sub_department_id').references(() => subDepartments.id),
    civil_status: varchar('civil_status', { length: 16 }).notNull(),
    birthdate: day('birthdate').notNull(),
    current_address: text('current_address').notNull(),
    permanent_address: text('permanent_address').notNull(),
    blueprint_address: text('blueprint_address').notNull().default(''),
    contact: varchar('contact', { length: 16 }).notNull(),
    contact_person: varchar('contact_person', { length: 32 }).notNull(),
    relationship: varchar('relationship', { length: 32 }).notNull(),
    emergency_no: varchar('emergency_no', { length: 16 }).notNull(),
    email_address: varchar('email_address', { length: 190 }).notNull(),
    employment_date: day('employment_date').notNull(),
    date_signed: day('date_signed'),
    training_date: day('training_date'),
    training_start: day('training_start'),
    training_end: day('training_end'),
    regularization_date: day('regularization_date'),
    promoted_date: day('promoted_date'),
    resignation_date: day('resignation_date'),
    basic_salary: money('basic_salary').notNull(),
    monthly_allowance: money('monthly_allowance').notNull(),
    /** The "others" amount asked for when basic salary or allowance is 0. */
    other_amount: money('other_amount'),
    sss_no: varchar('sss_no', { length: 16 }),
    hdmf_no: varchar('hdmf_no', { length: 16 }),
    mid_no: varchar('mid_no', { length: 16 }),
    tin_no: varchar('tin_no', { length: 16 }),
    phic_no: varchar('phic_no', { length: 16 }),
    schedule: varchar('schedule', { length: 32 }),
    time: varchar('time', { length: 32 }),
    timezone_id: integer('timezone_id').references(() => timezones.id),
    status: varchar('status', { length: 16 }).notNull(),
    /** The supervising employee, when this employee reports to one. */
    belong: integer('belong'),
    role_id: integer('role_id').notNull().default(1),
    note: text('note').notNull().default(''),
    /** All five government numbers known: half of the requirements rule (docs/rules.md#requirements), kept by PostgreSQL. */
    ids_complete: boolean('ids_complete')
      .notNull()
      .generatedAlwaysAs(sql.raw(GOV_ID_FIELDS.map((f) => `"${f}" IS NOT NULL`).join(' AND '))),
    /**
     * The other half: employee_requirements.docs_complete, copied here by a trigger on that table
     * (migration 0012), so the Completed/Lacking filter and its count read one index of employees.
     */
    docs_complete: boolean('docs_complete').notNull().default(false),
    /**
     * Whether a user account names this employee, kept by a trigger on users (migration 0032), so
     * that Employee Accounts filters and counts those without one on this table's own index.
     */
    has_account: boolean('has_account').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    // Covers the counts of every list (status filter), the requirements filter and the dashboard
    // head counts without reading the wide rows.
    index('employees_status_idx').on(
      t.status,
      t.id,
      t.ids_complete,
      t.docs_complete,
      t.role_id,
      t.has_account,
    ),
    // With the status: the head counts of each designation, department, sub-department and
    // supervisor are read from the index alone.
    index('employees_position_id_idx').on(t.position_id, t.status),
    index('employees_sub_department_id_idx').on(t.sub_department_id, t.status),
    index('employees_belong_idx').on(t.belong, t.status),
    // The search box: trigrams for three characters or more; a shorter text matches most names and
    // is checked on this narrow index instead of the wide rows (search_name is the row's last column:
    // reading it from the heap means walking every column before it), which also counts the matches
    // and gives the ids of the matching (or the other) employees to the lists of other tables.
    index('employees_search_name_trgm_idx').using('gin', sql`${t.search_name} gin_trgm_ops`),
    index('employees_status_search_idx').on(t.status, t.search_name, t.id),
    // A one-letter search matches most names: the lists of other tables count every employee but
    // the few whose name lacks the letter, read from that letter's index of their ids alone instead
    // of from every name (employees.sql, searchIds; migration 0030).
    ...[...NAME_LETTERS].map((c) =>
      index(`employees_lacking_${c}_idx`)
        .on(t.id)
        .where(sql.raw(`strpos(search_name, '${c}') = 0`)),
    ),
    index('employees_full_name_idx').on(t.full_name),
    // The search box's employee id (2024-0...): its prefix is a range of this index, in byte order
    // (employees.sql.ts); a LIKE pattern given as a parameter serves no index, and the unique index's
    // collation need not order ids by their bytes.
    index('employees_emp_id_c_idx').on(sql`(${t.emp_id} COLLATE "C")`),
    // Work Shifts counts the employees with a shift, and the no-shift select finds the few without
    // one, on these alone (schedule and time mirror the shift history's row in force today).
    index('employees_shift_idx').on(t.schedule, t.time, t.id),
    index('employees_no_shift_idx').on(t.id).where(sql`${t.schedule} IS NULL OR ${t.time} IS NULL`),
    // Inactive Employees in name order: a sixth of the company, read in order without the rest.
    index('employees_inactive_name_idx')
      .on(t.full_name)
      .where(sql.raw(`status IN (${INACTIVE_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
    index('employees_employment_date_idx').on(t.employment_date),
    // The attendance grid, its exports and the payroll cut-off: who was employed in a range, in name
    // order, a page and the count read from the index alone.
    index('employees_attendance_idx').on(
      t.full_name,
      t.id,
      t.status,
      t.resignation_date,
      t.employment_date,
      t.sub_department_id,
    ),
    // The attendance grid's count: those with the company hired by the range's end, and those who
    // left during or after it, each a range of this index (attendance/days.ts).
    index('employees_cut_off_idx').on(t.status, t.employment_date, t.resignation_date),
    // The dashboard's birthdays and work anniversaries of this month, by day and name, read from the
    // index alone (at 50,000 employees a month is 3,000 to 4,000 rows, scattered over the table).
    monthCardIndex('employees_birth_month_idx', t, t.birthdate),
    monthCardIndex('employees_employment_month_idx', t, t.employment_date),
  ],
);

export const employeeExperience = pgTable(
  'employee_experience',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    employeer: varchar('employeer', { length: 100 }).notNull(),
    company_address: text('company_address').notNull().default(''),
    job_title: varchar('job_title', { length: 100 }).notNull(),
    start_date: day('start_date'),
    end_date: day('end_date'),
    previous_salary: money('previous_salary'),
    reason_for_leaving: text('reason_for_leaving').notNull().default(''),
    ...timestamps,
  },
  (t) => [index('employee_experience_employee_id_idx').on(t.employee_id)],
);

const doc = (name: string) => varchar(name, { length: 10 }).notNull().default('none');

/** The pre-employment documents of one employee (docs/rules.md#requirements): one row per employee. */
export const employeeRequirements = pgTable(
  'employee_requirements',
  {
    employee_id: integer('employee_id')
      .primaryKey()
      .references(() => employees.id, { onDelete: 'cascade' }),
    TOR: doc('TOR'),
    ITW: doc('ITW'),
    COE: doc('COE'),
    NBI: doc('NBI'),
    NSO_BC: doc('NSO_BC'),
    barangay_clearance: doc('barangay_clearance'),
    police_clearance: doc('police_clearance'),
    id_picture: doc('id_picture'),
    MC: doc('MC'),
    sss_static: doc('sss_static'),
    photocopy_sss: doc('photocopy_sss'),
    photocopy_phic: doc('photocopy_phic'),
    photocopy_hdmf: doc('photocopy_hdmf'),
    photocopy_tin: doc('photocopy_tin'),
    nso_dependents: doc('nso_dependents'),
    note: text('note').notNull().default(''),
    /** The fourteen documents other than the medical certificate submitted: the other half of docs/rules.md#requirements. */
    docs_complete: boolean('docs_complete')
      .notNull()
      .generatedAlwaysAs(sql.raw(REQUIRED_DOCUMENTS.map((d) => `"${d}" = 'submitted'`).join(' AND '))),
    ...timestamps,
  },
  (t) => [index('employee_requirements_complete_idx').on(t.employee_id, t.docs_complete)],
);

export const employeeDependents = pgTable(
  'employee_dependents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 32 }).notNull(),
    relationship: varchar('relationship', { length: 32 }).notNull(),
    age: integer('age').notNull(),
    phic_no: varchar('phic_no', { length: 16 }),
    ...timestamps,
  },
  (t) => [index('employee_dependents_employee_id_idx').on(t.employee_id)],
);

export const employeeSeniors = pgTable(
  'employee_seniors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    senior_citizen: varchar('senior_citizen', { length: 32 }).notNull(),
    /** Null when the senior citizen has no middle name. */
    middle_initial: varchar('middle_initial', { length: 32 }),
    senior_citizen_no: varchar('senior_citizen_no', { length: 16 }),
    ...timestamps,
  },
  (t) => [index('employee_seniors_employee_id_idx').on(t.employee_id)],
);
