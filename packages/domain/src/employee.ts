import { z } from 'zod';
import { PATTERNS } from './masks';
import { listQuery } from './paging';
import { doneReply, pagedReply, wireCount, wireDate, wireId, wireMoney, wireTimestamp } from './replies';
import { shiftProblem } from './shifts';
import {
  filterId,
  jsonArray,
  money,
  optionalDate,
  optionalId,
  optionalMoney,
  optionalPattern,
  optionalPersonName,
  optionalText,
  personName,
  recordId,
  requiredDate,
  requiredEmail,
  requiredId,
  requiredPattern,
  requiredText,
  wholeNumber,
} from './text';

/** Dates of a working life: from 1950 on (employment, contracts, training, separation). */
const WORK = { min: '1950-01-01' };

/** Employment status (docs/rules.md#employment-status). "promoted" is shown as a status but the person stays active. */
export const EMPLOYMENT_STATUSES = [
  'trainee',
  'probationary',
  'regular',
  'promoted',
  'terminated',
  'resigned',
  'awol',
] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];

/** Inactive means separated from the company. */
export const INACTIVE_STATUSES = [
  'resigned',
  'awol',
  'terminated',
] as const satisfies readonly EmploymentStatus[];
export const ACTIVE_STATUSES = [
  'trainee',
  'probationary',
  'regular',
  'promoted',
] as const satisfies readonly EmploymentStatus[];

export function isInactiveStatus(status: string): boolean {
  return (INACTIVE_STATUSES as readonly string[]).includes(status);
}

export const SUFFIXES = ['None', 'Jr', 'Sr', 'I', 'II', 'III', 'IV', 'V'] as const;
export const CIVIL_STATUSES = ['single', 'married', 'divorced', 'widowed'] as const;

/** The relationship list (docs/rules.md#datasheet), in the order HR knows it. */
export const RELATIONSHIPS = [
  'Mother',
  'Father',
  'Daughter',
  'Son',
  'Sister',
  'Brother',
  'Aunt',
  'Uncle',
  'Niece',
  'Nephew',
  'Sibling',
  'Guardian',
  'Live in Partner',
  'Cousin (Female)',
  'Cousin (Male)',
  'Grandmother',
  'Grandfather',
  'Granddaughter',
  'Grandson',
  'Stepsister',
  'Stepbrother',
  'Stepmother',
  'Stepfather',
  'Girlfriend',
  'Boyfriend',
  'Wife',
  'Husband',
] as const;

/** Who counts as a "supervisor" on the dashboard and may take over a team: role 2 or 3. */
export const SUPERVISOR_ROLE_IDS = [2, 3] as const;

// ---- the messages the screens already know

export const RESIGNATION_DATE_REQUIRED = 'Please input or select Resignation date to proceed.';
export const SUBSTITUTE_REQUIRED = 'Please select supervisor to substitute.';

/** Years between two YYYY-MM-DD dates, counting a year only once its anniversary is reached. */
export function yearsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return ty - fy - (tm < fm || (tm === fm && td < fd) ? 1 : 0);
}

export const today = (): string => new Date().toISOString().slice(0, 10);

// ---- the datasheet

export const experienceItem = z
  .object({
    employeer: requiredText('employer', 100),
    company_address: optionalText('company address', 255),
    job_title: requiredText('job title', 100),
    start_date: optionalDate('start date', WORK),
    end_date: optionalDate('end date', WORK),
    previous_salary: optionalMoney('previous salary'),
    reason_for_leaving: optionalText('reason for leaving', 255),
  })
  .refine((x) => !x.start_date || !x.end_date || x.end_date >= x.start_date, {
    path: ['end_date'],
    message: 'The end date must not be before the start date.',
  });
export type ExperienceItem = z.output<typeof experienceItem>;

const govIds = {
  sss_no: optionalPattern('SSS number', PATTERNS.sss_no, '34-1234567-8'),
  hdmf_no: optionalPattern('HDMF number', PATTERNS.hdmf_no, '1234-5678-9012'),
  mid_no: optionalPattern('MID number', PATTERNS.mid_no, '1234-5678-9012'),
  tin_no: optionalPattern('TIN', PATTERNS.tin_no, '123-456-789 or 123-456-789-000'),
  phic_no: optionalPattern('PHIC number', PATTERNS.phic_no, '12-123456789-1'),
};
export const GOV_ID_FIELDS = ['sss_no', 'hdmf_no', 'mid_no', 'tin_no', 'phic_no'] as const;

const adult = (v: string) => yearsBetween(v, today()) >= 18;

/**
 * Every field of the datasheet (docs/rules.md#datasheet): all required except experience, date signed, training, suffix
 * and, unlike the original, the middle name (docs/departures.md#optional-middle-name) (not everyone has one).
 */
const employeeShape = {
  emp_id: requiredPattern('employee id', PATTERNS.emp_id, '2024-001'),
  emp_no: optionalText('employee number', 32),
  first_name: personName('first name'),
  middle_name: optionalPersonName('middle name'),
  last_name: personName('last name'),
  suffix: z.enum(SUFFIXES, { error: 'Please select a suffix.' }).default('None'),
  position_id: requiredId('designation'),
  sub_department_id: requiredId('sub-department'),
  civil_status: z.enum(CIVIL_STATUSES, { error: 'Please select a civil status.' }),
  birthdate: requiredDate('birthdate').refine(adult, 'The employee must be at least 18 years old.'),
  current_address: requiredText('current address', 255),
  permanent_address: requiredText('permanent address', 255),
  blueprint_address: optionalText('company address', 255),
  contact: requiredPattern('contact number', PATTERNS.contact, '0917-1234567'),
  contact_person: personName('contact person'),
  relationship: z.enum(RELATIONSHIPS, { error: 'Please select a relationship.' }),
  emergency_no: requiredPattern('emergency number', PATTERNS.contact, '0917-1234567'),
  email_address: requiredEmail('email address'),
  employment_date: requiredDate('employment date', WORK),
  date_signed: optionalDate('date signed', WORK),
  training_start: optionalDate('training start', WORK),
  training_end: optionalDate('training end', WORK),
  basic_salary: money('basic salary'),
  monthly_allowance: money('monthly allowance'),
  other_amount: optionalMoney('others amount'),
  ...govIds,
  // No shift yet is null (never ""), as the shift history and the Work Shifts list read it.
  schedule: optionalText('schedule', 32).transform((v) => v || null),
  time: optionalText('time', 32).transform((v) => v || null),
  timezone_id: optionalId('time zone'),
  experience: jsonArray(experienceItem, 'experience entries', 20).default([]),
};

/** When basic salary or allowance is 0, the extra "others" amount is asked for. */
export function needsOtherAmount(v: { basic_salary?: string | null; monthly_allowance?: string | null }) {
  return Number(v.basic_salary) === 0 || Number(v.monthly_allowance) === 0;
}
export const OTHER_AMOUNT_REQUIRED = 'Please enter the others amount when basic salary or allowance is 0.';

export const TRAINING_END_BEFORE_START = 'The training end must not be before the training start.';

/** The problem with a training period, or null: it may not end before it starts. */
export function trainingProblem(v: { training_start?: string | null; training_end?: string | null }) {
  return v.training_start && v.training_end && v.training_end < v.training_start
    ? TRAINING_END_BEFORE_START
    : null;
}

export const employeeBody = z
  .object({
    ...employeeShape,
    status: z.enum(['trainee', 'probationary', 'regular'], { error: 'Please select a status.' }),
  })
  .superRefine((v, ctx) => {
    if (needsOtherAmount(v) && v.other_amount === null) {
      ctx.addIssue({ code: 'custom', path: ['other_amount'], message: OTHER_AMOUNT_REQUIRED });
    }
    const training = trainingProblem(v);
    if (training) ctx.addIssue({ code: 'custom', path: ['training_end'], message: training });
    const shift = shiftProblem(v);
    if (shift) ctx.addIssue({ code: 'custom', path: [shift.field], message: shift.message });
  });
export type EmployeeBody = z.output<typeof employeeBody>;
export type EmployeeInput = z.input<typeof employeeBody>;

/** Status change fields shared by every screen that can separate someone. */
const statusChange = {
  status: z.enum(EMPLOYMENT_STATUSES, { error: 'Please select a status.' }),
  resignation_date: optionalDate('resignation date', WORK),
  /** The supervisor who takes over this employee's members (the original spelling, docs/api.md#field-names-kept-as-spelt). */
  subtitute_id: optionalId('supervisor'),
};

/**
 * HR's edit of an employee (`updateemployeebyhr`): any subset of the datasheet, plus moving them
 * (designation, sub-department, supervisor) and their status. What is sent must be valid; what is
 * not sent stays as it is.
 */
export const employeeUpdateBody = z
  .object({
    ...employeeShape,
    experience: jsonArray(experienceItem, 'experience entries', 20),
    ...statusChange,
    belong: optionalId('supervisor'),
    regularization_date: optionalDate('regularization date', WORK),
    promoted_date: optionalDate('promoted date', WORK),
    note: optionalText('note', 2000),
  })
  .partial();
export type EmployeeUpdateBody = z.output<typeof employeeUpdateBody>;

/** `POST api/jobinformation/update/{id}` */
export const jobInformationBody = z
  .object({
    employee_id: optionalId('employee'),
    employment_date: requiredDate('employment date', WORK),
    date_signed: optionalDate('date signed', WORK),
    regularization_date: optionalDate('regularization date', WORK),
    training_start: optionalDate('training start', WORK),
    training_end: optionalDate('training end', WORK),
    promoted_date: optionalDate('promoted date', WORK),
    basic_salary: money('basic salary'),
    monthly_allowance: money('monthly allowance'),
    /** Sent when known; left out, the saved amount stays. */
    other_amount: optionalMoney('others amount').optional(),
    note: optionalText('note', 2000),
    ...statusChange,
  })
  .superRefine((v, ctx) => {
    const training = trainingProblem(v);
    if (training) ctx.addIssue({ code: 'custom', path: ['training_end'], message: training });
  });
export type JobInformationBody = z.output<typeof jobInformationBody>;

/** `POST api/jobinformation/update/inactive/{id}`: the inactive list's status modal. */
export const inactiveStatusBody = z.object(statusChange);

/** `POST api/superiorroles/update/{emp_id}`: choose the substitute and change the status at once. */
export const substituteBody = z.object({
  ...statusChange,
  subtitute_id: recordId(SUBSTITUTE_REQUIRED),
  superior_name: optionalText('superior name', 100),
});

// ---- lists

export const activeEmployeesQuery = listQuery({
  perPage: 200,
  sorts: ['full_name', 'emp_id', 'position_name', 'employment_date', 'status'],
}).extend({
  position_id: filterId('designation'),
  sub_department_id: filterId('sub-department'),
  status: z.enum(ACTIVE_STATUSES).optional(),
});
export const inactiveEmployeesQuery = listQuery({
  perPage: 20,
  sorts: ['full_name', 'emp_id', 'position_name', 'employment_date', 'resignation_date', 'status'],
}).extend({
  position_id: filterId('designation'),
  status: z.enum(INACTIVE_STATUSES).optional(),
});
export const jobInformationQuery = listQuery({
  perPage: 200,
  sorts: ['full_name', 'emp_id', 'position_name', 'department_name', 'employment_date', 'status'],
}).extend({
  position_id: filterId('designation'),
  status: z.enum(EMPLOYMENT_STATUSES).optional(),
});
/** Options for an employee select: active employees by name, a handful at a time. */
export const employeeOptionsQuery = z.object({
  q: z.string().trim().max(100).optional(),
  limit: wholeNumber('The limit must be a whole number from 1 to 100.', 1, 100).default(20),
  include_inactive: z.enum(['0', '1']).optional(),
});
export type EmployeeOptionsQuery = z.output<typeof employeeOptionsQuery>;

/** `GET api/employees` (and the other employee selects): a handful of employees by name. */
export const employeeOptionsReply = z.array(
  z.strictObject({
    id: wireId,
    emp_id: z.string(),
    full_name: z.string(),
    position_name: z.string(),
    department_name: z.string(),
  }),
);
export type EmployeeOption = z.infer<typeof employeeOptionsReply>[number];

/** A row of Active Employees. */
export const employeeRow = z.strictObject({
  id: wireId,
  emp_id: z.string(),
  full_name: z.string(),
  position_id: wireId,
  position_name: z.string(),
  sub_department_id: wireId.nullable(),
  sub_department_name: z.string().nullable(),
  employment_date: wireDate,
  status: z.enum(EMPLOYMENT_STATUSES),
  belong: wireId.nullable(),
  superior_name: z.string().nullable(),
  /** Active members this employee supervises. */
  members: wireCount,
});
export type EmployeeRow = z.infer<typeof employeeRow>;
export const activeEmployeesReply = pagedReply(employeeRow);

/** A row of the Job Information list. */
export const jobInformationRow = z.strictObject({
  id: wireId,
  emp_id: z.string(),
  full_name: z.string(),
  position_id: wireId,
  position_name: z.string(),
  department_name: z.string(),
  employment_date: wireDate,
  basic_salary: wireMoney,
  monthly_allowance: wireMoney,
  status: z.enum(EMPLOYMENT_STATUSES),
  resignation_date: wireDate.nullable(),
});
export type JobInformationRow = z.infer<typeof jobInformationRow>;
export const jobInformationListReply = pagedReply(jobInformationRow);

/** A row of Inactive Employees, with what its view modal shows. */
export const inactiveEmployeeRow = employeeRow.extend({
  department_name: z.string(),
  date_signed: wireDate.nullable(),
  basic_salary: wireMoney,
  monthly_allowance: wireMoney,
  email_address: z.string(),
  contact: z.string(),
  resignation_date: wireDate.nullable(),
  training_date: wireDate.nullable(),
  regularization_date: wireDate.nullable(),
  promoted_date: wireDate.nullable(),
  current_address: z.string(),
});
export type InactiveEmployeeRow = z.infer<typeof inactiveEmployeeRow>;
export const inactiveEmployeesReply = pagedReply(inactiveEmployeeRow);

const status = z.enum(EMPLOYMENT_STATUSES);
const day = wireDate.nullable();

/** A work experience row as saved. */
const experienceReply = z.strictObject({
  id: wireId,
  employeer: z.string(),
  company_address: z.string(),
  job_title: z.string(),
  start_date: day,
  end_date: day,
  previous_salary: wireMoney.nullable(),
  reason_for_leaving: z.string(),
});

/** A whole 201 record, as `updateemployeeinfo/get/{id}` and `employee/{id}` return it. */
export const employeeDetailReply = z.strictObject({
  id: wireId,
  emp_id: z.string(),
  emp_no: z.string().nullable(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  suffix: z.enum(SUFFIXES),
  full_name: z.string(),
  position_id: wireId,
  position_name: z.string(),
  department_name: z.string(),
  sub_department_id: wireId.nullable(),
  sub_department_name: z.string().nullable(),
  civil_status: z.enum(CIVIL_STATUSES),
  birthdate: wireDate,
  current_address: z.string(),
  permanent_address: z.string(),
  blueprint_address: z.string(),
  contact: z.string(),
  contact_person: z.string(),
  relationship: z.enum(RELATIONSHIPS),
  emergency_no: z.string(),
  email_address: z.string(),
  employment_date: wireDate,
  date_signed: day,
  training_date: day,
  training_start: day,
  training_end: day,
  regularization_date: day,
  promoted_date: day,
  resignation_date: day,
  basic_salary: wireMoney,
  monthly_allowance: wireMoney,
  other_amount: wireMoney.nullable(),
  sss_no: z.string().nullable(),
  hdmf_no: z.string().nullable(),
  mid_no: z.string().nullable(),
  tin_no: z.string().nullable(),
  phic_no: z.string().nullable(),
  schedule: z.string().nullable(),
  time: z.string().nullable(),
  timezone_id: wireId.nullable(),
  timezone_name: z.string().nullable(),
  status,
  belong: wireId.nullable(),
  superior_name: z.string().nullable(),
  role_id: wireId,
  note: z.string(),
  experience: z.array(experienceReply),
  /** Everyone who reports to this employee, whatever their status. */
  subordinates: z.array(
    z.strictObject({
      id: wireId,
      emp_id: z.string(),
      full_name: z.string(),
      position_name: z.string(),
      status,
    }),
  ),
  created_at: wireTimestamp,
  updated_at: wireTimestamp,
});
export type EmployeeDetail = z.infer<typeof employeeDetailReply>;

/** Job information: `GET api/jobinformation/get/{id}`. */
export const jobInformationReply = z.strictObject({
  id: wireId,
  emp_id: z.string(),
  full_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  middle_name: z.string().nullable(),
  department_name: z.string(),
  position_name: z.string(),
  sub_department_name: z.string().nullable(),
  employment_date: wireDate,
  date_signed: day,
  training_start: day,
  training_end: day,
  training_date: day,
  regularization_date: day,
  promoted_date: day,
  resignation_date: day,
  basic_salary: wireMoney,
  monthly_allowance: wireMoney,
  other_amount: wireMoney.nullable(),
  status,
  note: z.string(),
  superior_name: z.string().nullable(),
  /** Active members this employee supervises. */
  members: wireCount,
  experience: z.array(experienceReply),
});
export type JobInformation = z.infer<typeof jobInformationReply>;

/** `GET api/supervisor/get/{emp_id}`: what the substitute modal needs. */
export const supervisorInfoReply = z.strictObject({
  employee: z.strictObject({
    id: wireId,
    emp_id: z.string(),
    full_name: z.string(),
    position_name: z.string(),
    status,
  }),
  members: z.array(
    z.strictObject({ id: wireId, emp_id: z.string(), full_name: z.string(), position_name: z.string() }),
  ),
  candidates: z.array(z.strictObject({ id: wireId, full_name: z.string(), position_name: z.string() })),
});
export type SupervisorInfo = z.infer<typeof supervisorInfoReply>;

/** `POST api/employees/add` */
export const addEmployeeReply = doneReply(z.strictObject({ id: wireId, emp_id: z.string() }));
/**
 * Every edit of an employee (`updateemployeebyhr`, job information, the status and substitute
 * modals, contacts): who was saved, and their status now.
 */
export const employeeUpdateReply = doneReply(z.strictObject({ id: wireId, emp_id: z.string(), status }));
