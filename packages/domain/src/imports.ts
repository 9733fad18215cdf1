import { z } from 'zod';
import { CONTRIBUTION_AMOUNTS, CONTRIBUTION_LABELS } from './contributions';
import { CIVIL_STATUSES, RELATIONSHIPS, SUFFIXES } from './employee';
import { wireCount, wireTimestamp } from './replies';
import { SHIFT_GROUPS } from './shifts';

/**
 * Imports (docs/imports-exports.md#imports): a company's existing records from a CSV or XLSX file, checked row by row with
 * the same rules as the screens (the domain's body schemas), previewed, then committed all or none.
 */

export const IMPORT_KINDS = ['employees', 'leave-credits', 'contributions'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** One column of a template: the body field it fills, its header, and what HR should write in it. */
export type ImportColumn = {
  field: string;
  header: string;
  required: boolean;
  hint: string;
  example: string;
};

const col = (
  field: string,
  header: string,
  required: boolean,
  hint: string,
  example: string,
): ImportColumn => ({
  field,
  header,
  required,
  hint,
  example,
});
const DATE_HINT = 'A date: YYYY-MM-DD, MM/DD/YYYY or an Excel date.';
const MONEY_HINT = 'Pesos, up to two decimals (25000 or 25,000.00).';
const CREDIT_HINT = 'Days, in quarter days (0 to 999), e.g. 5 or 1.25.';

export const IMPORT_COLUMNS: Record<ImportKind, ImportColumn[]> = {
  employees: [
    col('emp_id', 'Employee ID', true, 'The company id, ####-### (hire year and number).', '2024-001'),
    col('emp_no', 'Employee No.', false, 'The payroll number, if any.', '10001'),
    col('first_name', 'First Name', true, 'Letters, spaces, dots, dashes and apostrophes.', 'Maria'),
    col('middle_name', 'Middle Name', false, 'As the first name; empty when there is none.', 'Santos'),
    col('last_name', 'Last Name', true, 'As the first name.', 'Reyes'),
    col('suffix', 'Suffix', false, `One of: ${SUFFIXES.join(', ')}.`, 'None'),
    col(
      'position_id',
      'Designation',
      true,
      'The name of an existing designation (or "Department / Designation").',
      'Customer Service Representative',
    ),
    col('sub_department_id', 'Sub-department', true, 'The name of an existing sub-department.', 'VA-US'),
    col('civil_status', 'Civil Status', true, `One of: ${CIVIL_STATUSES.join(', ')}.`, 'single'),
    col('birthdate', 'Birthdate', true, `${DATE_HINT} At least 18 years old.`, '1996-04-12'),
    col('current_address', 'Current Address', true, 'Up to 255 characters.', '12 Rizal St., Pasig City'),
    col(
      'permanent_address',
      'Permanent Address',
      true,
      'Up to 255 characters.',
      '45 Mabini St., Batangas City',
    ),
    col('blueprint_address', 'Company Address', false, 'The office the employee reports to.', ''),
    col('contact', 'Contact Number', true, 'A mobile number, 09##-#######.', '0917-1234567'),
    col('contact_person', 'Contact Person', true, 'Who to call in an emergency.', 'Ana Reyes'),
    col('relationship', 'Relationship', true, `One of: ${RELATIONSHIPS.join(', ')}.`, 'Mother'),
    col('emergency_no', 'Emergency Number', true, 'A mobile number, 09##-#######.', '0918-7654321'),
    col('email_address', 'Email Address', true, 'A valid e-mail address.', 'maria.reyes@example.com'),
    col('employment_date', 'Employment Date', true, DATE_HINT, '2024-03-04'),
    col('date_signed', 'Date Signed', false, DATE_HINT, '2024-02-26'),
    col('training_start', 'Training Start', false, DATE_HINT, ''),
    col('training_end', 'Training End', false, DATE_HINT, ''),
    col('basic_salary', 'Basic Salary', true, MONEY_HINT, '18000'),
    col('monthly_allowance', 'Monthly Allowance', true, MONEY_HINT, '2000'),
    col(
      'other_amount',
      'Others Amount',
      false,
      `${MONEY_HINT} Required when the salary or allowance is 0.`,
      '',
    ),
    col('sss_no', 'SSS Number', false, '##-#######-#', '34-1234567-8'),
    col('hdmf_no', 'HDMF Number', false, '####-####-####', '1234-5678-9012'),
    col('mid_no', 'MID Number', false, '####-####-####', ''),
    col('tin_no', 'TIN', false, '###-###-### or ###-###-###-###', '123-456-789'),
    col('phic_no', 'PHIC Number', false, '##-#########-#', '12-123456789-1'),
    col(
      'schedule',
      'Schedule',
      false,
      `One of: ${SHIFT_GROUPS.join(', ')}; with Time, or both empty.`,
      'Day-Shift',
    ),
    col('time', 'Time', false, 'A shift of the schedule, e.g. 8AM-5PM.', '8AM-5PM'),
    col('timezone_id', 'Time Zone', false, 'The name of a time zone, e.g. Asia/Manila.', 'Asia/Manila'),
    col('status', 'Status', true, 'One of: trainee, probationary, regular.', 'probationary'),
  ],
  'leave-credits': [
    col(
      'employee_id',
      'Employee ID',
      true,
      'The id of an employee without leave credits, ####-###.',
      '2024-001',
    ),
    col('leave_credit_balance', 'Balance', true, CREDIT_HINT, '5'),
    col('leave_credit_used', 'Used', false, CREDIT_HINT, '0'),
    col('leave_credit_bereavement', 'Bereavement', false, CREDIT_HINT, '0'),
    col('leave_credit_solo_parents', 'Solo Parents', false, CREDIT_HINT, '0'),
    col('leave_credit_maternity', 'Maternity', false, CREDIT_HINT, '0'),
    col('leave_credit_paternity', 'Paternity', false, CREDIT_HINT, '0'),
  ],
  contributions: [
    col('employee_id', 'Employee ID', true, 'The id of an employee, ####-###.', '2024-001'),
    col('date_covered', 'Month', true, 'The month covered: YYYY-MM (or any date in it).', '2026-10'),
    ...CONTRIBUTION_AMOUNTS.map((k) => col(k, CONTRIBUTION_LABELS[k], true, MONEY_HINT, '0')),
  ],
};

export const IMPORT_TITLES: Record<ImportKind, string> = {
  employees: 'Employees',
  'leave-credits': 'Leave Credits',
  contributions: 'Loan & Contributions',
};

/** The largest file and the most rows one import takes. */
export const MAX_IMPORT_FILE_MB = 10;
export const MAX_IMPORT_FILE_ROWS = 20_000;
/** The problems a reply lists (all are counted). */
export const MAX_LISTED_PROBLEMS = 500;

export const importParams = z.object({
  kind: z.enum(IMPORT_KINDS, { error: `The import must be one of: ${IMPORT_KINDS.join(', ')}.` }),
});
export const importTemplateQuery = z.object({
  format: z.enum(['xlsx', 'csv'], { error: 'The format must be xlsx or csv.' }).default('xlsx'),
});
/** `commit` of an import, as a form field or in the query string: a preview unless true. */
export const importCommitField = z.object({
  commit: z.enum(['true', 'false', '1', '0'], { error: 'Commit must be true or false.' }).optional(),
});

/** A problem of one row: the spreadsheet's line, the column's header, and the same message as the form's. */
export const rowProblem = z.strictObject({ row: wireCount, column: z.string(), message: z.string() });
export type RowProblem = z.infer<typeof rowProblem>;

export const importReply = z.strictObject({
  kind: z.enum(IMPORT_KINDS),
  file_name: z.string(),
  /** Data rows read (blank rows skipped). */
  rows: wireCount,
  /** Rows without a problem. */
  valid: wireCount,
  problem_count: wireCount,
  problems: z.array(rowProblem),
  /** Rows written: 0 on a preview, every row on a commit (which writes all rows or none). */
  created: wireCount,
  committed: z.boolean(),
  /** When this very file was imported before (the same bytes): then a commit is refused. */
  imported_before: z.strictObject({ at: wireTimestamp, by: z.string().nullable() }).nullable(),
});
export type ImportReply = z.infer<typeof importReply>;
