import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';
import { employees } from '../employees/employees.tables';

export const roles = pgTable('roles', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  roles_name: varchar('roles_name', { length: 100 }).notNull().unique(),
  description: text('description').notNull().default(''),
  ...timestamps,
});

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id),
    /** The username. */
    name: varchar('name', { length: 190 }).notNull(),
    email: varchar('email', { length: 190 }).notNull(),
    password_hash: text('password_hash').notNull(),
    employee_id: integer('employee_id').references(() => employees.id),
    status: varchar('status', { length: 16 }).notNull().default('active'),
    account_type: varchar('account_type', { length: 16 }),
    belongs_to: integer('belongs_to').notNull().default(0),
    module_access: boolean('module_access').notNull().default(false),
    /** The last successful login to this app (the Employee Accounts screen shows it). */
    last_login_at: timestamp('last_login_at', { withTimezone: true, mode: 'string' }),
    /** The last sign-in to employee self-service (the Employee Accounts screen shows it). */
    last_ess_login_at: timestamp('last_ess_login_at', { withTimezone: true, mode: 'string' }),
    /** Username and e-mail lower-cased, kept by PostgreSQL for the search box of the user lists. */
    search_name: text('search_name')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${users.name})`),
    search_email: text('search_email')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${users.email})`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_name_lower_key').on(sql`lower(${t.name})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_employee_id_idx').on(t.employee_id),
    // The Users list's default sort; the access lists' role filter and the role's user count; the
    // members of a supervisor or manager.
    index('users_name_idx').on(t.name),
    index('users_role_id_idx').on(t.role_id),
    index('users_belongs_to_idx').on(t.belongs_to),
  ],
);

/** Bearer tokens: only a SHA-256 of the token is stored. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true, mode: 'string' }),
    ip: varchar('ip', { length: 64 }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** When the token last made a request (to the minute): a session idle longer ends. */
    last_used_at: timestamp('last_used_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** The browser that logged in, for the user's Sessions list. */
    user_agent: varchar('user_agent', { length: 255 }),
    /** Which app the token opens: the HR app (`hr`) or employee self-service (`ess`), never both. */
    audience: varchar('audience', { length: 8 }).notNull().default('hr'),
  },
  (t) => [
    index('access_tokens_user_id_idx').on(t.user_id),
    check('access_tokens_audience_check', sql`${t.audience} IN ('hr', 'ess')`),
  ],
);

/** Failed logins, counted over a sliding window per username and per address. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name_key: varchar('name_key', { length: 190 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_name_idx').on(t.name_key, t.created_at),
    index('login_failures_ip_idx').on(t.ip, t.created_at),
  ],
);

/**
 * Two-factor authentication (TOTP) of a user: the secret sealed with the app's key (lib/secret-box),
 * a pending one while the user enrols, and the last time step accepted so no code works twice.
 */
export const twoFactor = pgTable('two_factor', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret'),
  pending_secret: text('pending_secret'),
  enabled_at: timestamp('enabled_at', { withTimezone: true, mode: 'string' }),
  last_step: bigint('last_step', { mode: 'number' }),
  ...timestamps,
});

/** Single-use recovery codes of a user with two-factor on; only a SHA-256 of each is kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code_hash: varchar('code_hash', { length: 64 }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true, mode: 'string' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('recovery_codes_user_code_key').on(t.user_id, t.code_hash)],
);
