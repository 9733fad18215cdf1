import { z } from 'zod';
import { listQuery, listYear, yearParams } from './paging';
import { signedLink, wireDate, wireId, wireTimestamp } from './replies';
import { recordId } from './text';

/**
 * Employee evaluations (docs/rules.md#coaching-and-evaluations): written and approved in the self-service system (the supervisor or the
 * department head, then the employee), read by HR in the Employee Evaluation list and its printable
 * details. HR does not change them.
 */

// ---- the rating scale (docs/rules.md#validation)

/**
 * The rating scale, 5 the best: the screens list it from "consistently exceeds expectations" down to
 * "consistently falls below expectations", as the printed form does (5 to 1).
 */
export const RATING_LABELS = {
  5: 'Consistently exceeds expectations',
  4: 'Exceeds in some areas',
  3: 'Meets expectations',
  2: 'Does not meet some expectations',
  1: 'Consistently falls below expectations',
} as const;
export type Rating = keyof typeof RATING_LABELS;
/** The ratings from best to worst, as the form lists them. */
export const RATINGS = [5, 4, 3, 2, 1] as const satisfies readonly Rating[];

/**
 * A rating's label. An overall rating may be an average (3.5): it reads as the nearest whole
 * rating, halves rounded up. Outside 1 to 5 there is no label ("").
 */
export function ratingLabel(rating: number | null | undefined): string {
  if (rating === null || rating === undefined || !Number.isFinite(rating)) return '';
  const whole = Math.round(rating);
  return whole >= 1 && whole <= 5 ? RATING_LABELS[whole as Rating] : '';
}

/** A comment is advised for any rating other than Meets expectations. */
export function ratingNeedsComment(rating: number): boolean {
  return Math.round(rating) !== 3;
}

/** The four rated areas, each with its comments (`<area>_comments`), in the form's order. */
export const EVALUATION_AREAS = {
  performance: 'Performance',
  communication: 'Communication',
  adherence: 'Adherence',
  aplus_value: 'A+ Value',
} as const;
export type EvaluationArea = keyof typeof EVALUATION_AREAS;

/** The form has room for three action plans; more need an attached page. */
export const ACTION_PLANS_ON_FORM = 3;

/** requester_role_id (docs/rules.md#roles): 2 the supervisor signs, 3 the department head. */
export const EVALUATION_SIGNERS = { 2: 'Supervisor', 3: 'Department Head' } as const;
export function evaluationSigner(requesterRoleId: number): string {
  return EVALUATION_SIGNERS[requesterRoleId as keyof typeof EVALUATION_SIGNERS] ?? 'Supervisor';
}

// ---- the list's states (docs/rules.md#coaching-and-evaluations)

export const EVALUATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type EvaluationStatus = (typeof EVALUATION_STATUSES)[number];

export const EVALUATION_FLAGS = {
  waiting: 'Waiting for employee to approve',
  approved: 'Request has been approved',
} as const;

export type EvaluationListState = {
  state: 'approved' | 'rejected' | 'waiting' | 'pending';
  /** The Action column's text: a View Details link only when approved. */
  label: 'View Details' | 'REJECTED' | 'Waiting' | 'Pending';
  canOpen: boolean;
  /** The flag beside it, with its tooltip. */
  flag: { color: 'green' | 'orange'; tooltip: string } | null;
};

/**
 * Supervisor, department head and employee all approved gives View Details (flag "Request has
 * been approved"); supervisor and department head approved with the employee pending gives Waiting
 * (flag "Waiting for employee to approve"); the department head's rejection gives REJECTED. Beyond
 * Any rejection is REJECTED, with no flag (nothing is waited for any more); a request the
 * supervisor or the department head has not approved yet is Pending.
 */
export function evaluationListState(e: {
  tl_status: EvaluationStatus;
  asm_status: EvaluationStatus;
  employee_status: EvaluationStatus;
}): EvaluationListState {
  if (e.tl_status === 'rejected' || e.asm_status === 'rejected' || e.employee_status === 'rejected')
    return { state: 'rejected', label: 'REJECTED', canOpen: false, flag: null };
  if (e.tl_status !== 'approved' || e.asm_status !== 'approved')
    return { state: 'pending', label: 'Pending', canOpen: false, flag: null };
  if (e.employee_status === 'approved')
    return {
      state: 'approved',
      label: 'View Details',
      canOpen: true,
      flag: { color: 'green', tooltip: EVALUATION_FLAGS.approved },
    };
  return {
    state: 'waiting',
    label: 'Waiting',
    canOpen: false,
    flag: { color: 'orange', tooltip: EVALUATION_FLAGS.waiting },
  };
}

// ---- constants of the screens (docs/rules.md#lists-and-limits)

/** The Employee Evaluation list shows 20 rows a page (docs/rules.md#lists-and-limits). */
export const EVALUATION_PER_PAGE = 20;
/** The list cuts the comments at 40 (docs/rules.md#lists-and-limits) and the employee's name at 25. */
export const EVALUATION_COMMENTS_MAX = 40;
export const EVALUATION_NAME_MAX = 25;

// ---- lists

/**
 * `GET api/evaluation/all` (and `/{year}`): the Employee Evaluation list. `q` searches the employee's
 * name, `year` the year the evaluation was made.
 */
export const evaluationListQuery = listQuery({
  perPage: EVALUATION_PER_PAGE,
  sorts: ['created_at', 'fullname', 'overall_rating'],
  defaultOrder: 'desc',
}).extend({ year: listYear().optional() });
export type EvaluationListQuery = z.output<typeof evaluationListQuery>;
/** `GET api/evaluation/all/{year}` */
export const evaluationYearParams = yearParams;
/** `GET api/evaluation/{id}/{employee_id}`: the evaluation and the employee it is about. */
export const evaluationParams = z.object({
  id: recordId('The id in the path must be the id of an evaluation.'),
  employee_id: recordId('The employee_id in the path must be the id of an employee.'),
});

// ---- replies

const status = z.enum(EVALUATION_STATUSES);
const rating = z.number().int().min(1).max(5);

/** A row of Employee Evaluation; `supervisor_comments` is the Comments column (cut at 40). */
export const evaluationRow = z.strictObject({
  id: wireId,
  employee_id: wireId,
  fullname: z.string(),
  employee_no: z.string(),
  position: z.string(),
  department: z.string(),
  /** The review type. */
  description: z.string(),
  overall_rating: z.number().min(1).max(5),
  supervisor_comments: z.string(),
  requester_role_id: z.union([z.literal(2), z.literal(3)]),
  tl_status: status,
  asm_status: status,
  employee_status: status,
  created_at: wireTimestamp,
});
export type EvaluationRow = z.infer<typeof evaluationRow>;

/**
 * `GET api/evaluation/{id}/{employee_id}`: the whole evaluation as the printable details show it,
 * with the field names as spelt (`messure_of_success` included, docs/api.md#field-names-kept-as-spelt): the four ratings with their comments,
 * the action plans, the overall rating, both comments, both signatures (signed links, or null) and
 * the dates they were signed.
 */
export const evaluationDetailReply = evaluationRow.extend({
  supervisor_name: z.string(),
  department_head: z.string(),
  hire_date: wireDate,
  /** The review type when it is none of the listed ones. */
  others: z.string(),
  performance: rating,
  performance_comments: z.string(),
  communication: rating,
  communication_comments: z.string(),
  adherence: rating,
  adherence_comments: z.string(),
  aplus_value: rating,
  aplus_value_comments: z.string(),
  action_plans: z.array(z.strictObject({ action_item: z.string(), messure_of_success: z.string() })),
  employee_comments: z.string(),
  supervisor_signature: signedLink.nullable(),
  employee_signature: signedLink.nullable(),
  supervisor_date_sign: wireDate.nullable(),
  employee_date_sign: wireDate.nullable(),
});
export type EvaluationDetail = z.infer<typeof evaluationDetailReply>;
