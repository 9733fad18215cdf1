import { COACHING_EMPLOYEE_STATUSES, type CoachingEmployeeStatus } from '@hris/domain/coaching';
import { EVALUATION_STATUSES, type EvaluationStatus } from '@hris/domain/evaluation';
import {
  CORRECTIVE_ACTIONS,
  type CorrectiveAction,
  INFRACTION_NUMERALS,
  type InfractionType,
} from '@hris/domain/infractions';
import {
  NTE_APPROVAL_STATUSES,
  NTE_DECISION_STATUSES,
  NTE_EMPLOYEE_STATUSES,
  type NteApproval,
  type NteDecisionStatus,
  type NteEmployeeStatus,
} from '@hris/domain/nte-status';
import { type SQL, sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { day, moment, oneOf, timestamps } from '../../db/columns';
import { files } from '../../plugins/files/files.tables';
import { users } from '../auth/auth.tables';
import { employees } from '../employees/employees.tables';

const approval = (name: string) =>
  varchar(name, { length: 10 }).$type<NteApproval>().notNull().default('pending');
const longText = (name: string) => text(name).notNull().default('');

/**
 * The NTE stage (docs/rules.md#nte-statuses) (nte-status.ts `nteStage`), kept by PostgreSQL beside the five statuses, so the
 * tracker's status filter is one indexed column instead of an expression over five.
 */
export const NTE_STAGE_SQL = sql.raw(`CASE
  WHEN hr_decision_status = 'decided' THEN 'decided'
  WHEN hr_status = 'rejected' THEN 'rejected'
  WHEN hr_status = 'approved' THEN CASE WHEN employee_status = 'acknowledged' THEN 'acknowledged' ELSE 'served' END
  WHEN tl_status = 'approved' AND asm_status = 'approved' THEN 'review'
  ELSE 'awaiting' END`);

/**
 * An NTE request (docs/api.md#discipline): what HR files (or encodes from paper), the approvals of the supervisor (`tl`),
 * the department head (`asm`) and HR, the employee's answer (explanation, commitment, signature)
 * and HR's notice of decision. Statuses move as nte-status.ts allows; a decided NTE is locked.
 */
export const nteRequests = pgTable(
  'nte_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    /** The requester's name: a supervisor, a client's contact or HR. */
    requested_by: varchar('requested_by', { length: 100 }).notNull(),
    date_request: day('date_request').notNull(),
    date_incident: day('date_incident').notNull(),
    /** The roman numeral i to xiv (infractions.ts). */
    type_of_infraction: varchar('type_of_infraction', { length: 4 }).$type<InfractionType>().notNull(),
    action_to_be_taken: varchar('action_to_be_taken', { length: 20 }).$type<CorrectiveAction>().notNull(),
    details_of_infraction: text('details_of_infraction').notNull(),
    /** The employee's explanation (shown as Explanation). */
    plan_for_improvement: longText('plan_for_improvement'),
    employees_commitment: longText('employees_commitment'),
    hr_notice_for_decision: longText('hr_notice_for_decision'),
    tl_status: approval('tl_status'),
    tl_date_approved: day('tl_date_approved'),
    asm_status: approval('asm_status'),
    asm_date_approved: day('asm_date_approved'),
    hr_status: approval('hr_status'),
    /** The company's date HR approved (served) the NTE: the employee's five days start here. */
    hr_date_approved: day('hr_date_approved'),
    employee_status: varchar('employee_status', { length: 14 })
      .$type<NteEmployeeStatus>()
      .notNull()
      .default('unacknowledged'),
    acknowledged_at: moment('acknowledged_at'),
    /** The employee's signature image (a file of the files layer), given when they acknowledge. */
    signature_file_id: integer('signature_file_id').references(() => files.id, { onDelete: 'set null' }),
    hr_decision_status: varchar('hr_decision_status', { length: 10 })
      .$type<NteDecisionStatus>()
      .notNull()
      .default('undecided'),
    /** The company's date of HR's notice of decision. */
    hr_date_decided: day('hr_date_decided'),
    decided_at: moment('decided_at'),
    stage: varchar('stage', { length: 12 })
      .notNull()
      .generatedAlwaysAs((): SQL => NTE_STAGE_SQL),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    // The tracker: a year of requests in date order, or the newest first; a stage of a year.
    index('nte_requests_date_request_idx').on(t.date_request, t.id),
    index('nte_requests_stage_idx').on(t.stage, t.date_request, t.id),
    index('nte_requests_created_at_idx').on(t.created_at, t.id),
    // An employee's NTEs of a type (the ladder of api/infraction/find).
    index('nte_requests_employee_type_idx').on(t.employee_id, t.type_of_infraction),
    check('nte_requests_type_check', oneOf(sql`${t.type_of_infraction}`, INFRACTION_NUMERALS)),
    check('nte_requests_action_check', oneOf(sql`${t.action_to_be_taken}`, CORRECTIVE_ACTIONS)),
    check('nte_requests_tl_status_check', oneOf(sql`${t.tl_status}`, NTE_APPROVAL_STATUSES)),
    check('nte_requests_asm_status_check', oneOf(sql`${t.asm_status}`, NTE_APPROVAL_STATUSES)),
    check('nte_requests_hr_status_check', oneOf(sql`${t.hr_status}`, NTE_APPROVAL_STATUSES)),
    check('nte_requests_employee_status_check', oneOf(sql`${t.employee_status}`, NTE_EMPLOYEE_STATUSES)),
    check('nte_requests_decision_check', oneOf(sql`${t.hr_decision_status}`, NTE_DECISION_STATUSES)),
  ],
);

/** `details_occurence`: the dates and details of each occurrence, in the form's order. */
export const nteOccurrences = pgTable(
  'nte_occurrences',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nte_id: integer('nte_id')
      .notNull()
      .references(() => nteRequests.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    date: day('date').notNull(),
    details: text('details').notNull(),
  },
  (t) => [index('nte_occurrences_nte_idx').on(t.nte_id, t.position)],
);

/** `data_files`: the NTE's attachments, each a file of the files layer, in upload order. */
export const nteAttachments = pgTable(
  'nte_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nte_id: integer('nte_id')
      .notNull()
      .references(() => nteRequests.id, { onDelete: 'cascade' }),
    file_id: integer('file_id')
      .notNull()
      .references(() => files.id),
    created_at: timestamps.created_at,
  },
  (t) => [
    index('nte_attachments_nte_idx').on(t.nte_id, t.id),
    uniqueIndex('nte_attachments_file_key').on(t.file_id),
  ],
);

/** A coaching record: a supervisor's coaching of an employee, acknowledged (signed) by the employee. */
export const coachingRecords = pgTable(
  'coaching_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    date_coaching: day('date_coaching').notNull(),
    /** Who coached, as they signed the form (Coached By). */
    superior_name: varchar('superior_name', { length: 100 }).notNull(),
    coached_by: integer('coached_by').references(() => employees.id, { onDelete: 'set null' }),
    agreement: longText('agreement'),
    strength: longText('strength'),
    performance: longText('performance'),
    /** The performance's effect on the client, the employee, the team and the company. */
    client: longText('client'),
    employee: longText('employee'),
    team: longText('team'),
    company: longText('company'),
    employee_commitment: longText('employee_commitment'),
    expected_result: longText('expected_result'),
    /** What the employee wrote when acknowledging in self-service. */
    employee_comments: longText('employee_comments'),
    employee_status: varchar('employee_status', { length: 14 })
      .$type<CoachingEmployeeStatus>()
      .notNull()
      .default('unacknowledged'),
    employee_signature_file_id: integer('employee_signature_file_id').references(() => files.id, {
      onDelete: 'set null',
    }),
    acknowledged_at: moment('acknowledged_at'),
    ...timestamps,
  },
  (t) => [
    index('coaching_records_date_idx').on(t.date_coaching, t.id),
    index('coaching_records_superior_idx').on(t.superior_name, t.id),
    index('coaching_records_employee_idx').on(t.employee_id),
    check(
      'coaching_records_employee_status_check',
      oneOf(sql`${t.employee_status}`, COACHING_EMPLOYEE_STATUSES),
    ),
  ],
);

const evaluationStatus = (name: string) =>
  varchar(name, { length: 10 }).$type<EvaluationStatus>().notNull().default('pending');
const rating = (name: string) => smallint(name).notNull();

/**
 * An evaluation (docs/rules.md#coaching-and-evaluations): a supervisor's (requester role 2) or department head's (3) review of an employee,
 * approved by the supervisor, the department head and the employee.
 */
export const evaluations = pgTable(
  'evaluations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    supervisor_name: varchar('supervisor_name', { length: 100 }).notNull().default(''),
    department_head: varchar('department_head', { length: 100 }).notNull().default(''),
    /** The review type (annual, probationary, ...), and `others` when it is none of them. */
    description: varchar('description', { length: 100 }).notNull(),
    others: longText('others'),
    performance: rating('performance'),
    performance_comments: longText('performance_comments'),
    communication: rating('communication'),
    communication_comments: longText('communication_comments'),
    adherence: rating('adherence'),
    adherence_comments: longText('adherence_comments'),
    aplus_value: rating('aplus_value'),
    aplus_value_comments: longText('aplus_value_comments'),
    /** The average of the four (two places). */
    overall_rating: numeric('overall_rating', { precision: 3, scale: 2 }).notNull(),
    supervisor_comments: longText('supervisor_comments'),
    employee_comments: longText('employee_comments'),
    supervisor_signature_file_id: integer('supervisor_signature_file_id').references(() => files.id, {
      onDelete: 'set null',
    }),
    employee_signature_file_id: integer('employee_signature_file_id').references(() => files.id, {
      onDelete: 'set null',
    }),
    supervisor_date_sign: day('supervisor_date_sign'),
    employee_date_sign: day('employee_date_sign'),
    requester_role_id: smallint('requester_role_id').notNull(),
    tl_status: evaluationStatus('tl_status'),
    asm_status: evaluationStatus('asm_status'),
    employee_status: evaluationStatus('employee_status'),
    ...timestamps,
  },
  (t) => [
    // The list: a year of evaluations (by when they were made), newest first.
    index('evaluations_created_at_idx').on(t.created_at, t.id),
    index('evaluations_employee_idx').on(t.employee_id),
    check('evaluations_tl_status_check', oneOf(sql`${t.tl_status}`, EVALUATION_STATUSES)),
    check('evaluations_asm_status_check', oneOf(sql`${t.asm_status}`, EVALUATION_STATUSES)),
    check('evaluations_employee_status_check', oneOf(sql`${t.employee_status}`, EVALUATION_STATUSES)),
    check('evaluations_requester_check', sql`${t.requester_role_id} IN (2, 3)`),
    check(
      'evaluations_ratings_check',
      sql`${t.performance} BETWEEN 1 AND 5 AND ${t.communication} BETWEEN 1 AND 5 AND ${t.adherence} BETWEEN 1 AND 5 AND ${t.aplus_value} BETWEEN 1 AND 5 AND ${t.overall_rating} BETWEEN 1 AND 5`,
    ),
  ],
);

/** The `action_plans` of an evaluation, in the form's order. */
export const evaluationActionPlans = pgTable(
  'evaluation_action_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    evaluation_id: integer('evaluation_id')
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    action_item: text('action_item').notNull(),
    messure_of_success: text('messure_of_success').notNull(),
  },
  (t) => [index('evaluation_action_plans_evaluation_idx').on(t.evaluation_id, t.position)],
);
