import { z } from 'zod';
import { listQuery } from './paging';
import {
  approvedReply,
  doneIdReply,
  doneReply,
  pagedReply,
  rejectedReply,
  successReply,
  wireCount,
  wireDate,
  wireDays,
  wireId,
  wireTimestamp,
} from './replies';
import {
  decimalNumber,
  isRealDate,
  optionalDate,
  optionalText,
  requiredDate,
  requiredId,
  requiredText,
  wholeNumber,
} from './text';

// ---- choice lists (docs/rules.md#leave-types)

export const LEAVE_TYPES = [
  'Vacation',
  'Medical/Sick',
  'Emergency',
  'Maternity',
  'Paternity',
  'Bereavement',
  'Offset',
] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];
export const LEAVE_REMARKS = ['With Pay', 'Without Pay'] as const;
export type LeaveRemarks = (typeof LEAVE_REMARKS)[number];
export const LEAVE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];
/** The year filter starts at 2019 (docs/rules.md#lists-and-limits). */
export const FIRST_LEAVE_YEAR = 2019;

/** The credit fields, and the ledger's name for each. */
export const CREDIT_FIELDS = {
  balance: 'leave_credit_balance',
  used: 'leave_credit_used',
  bereavement: 'leave_credit_bereavement',
  solo_parents: 'leave_credit_solo_parents',
  maternity: 'leave_credit_maternity',
  paternity: 'leave_credit_paternity',
} as const;
export type CreditField = keyof typeof CREDIT_FIELDS;

/**
 * Which credit a leave With Pay draws on (docs/rules.md#leave-credits): Vacation, Medical/Sick and
 * Emergency on the balance; Maternity, Paternity and Bereavement on their own; Offset and any leave
 * Without Pay on nothing.
 */
export function creditFieldOf(leaveType: string, remarks: string): CreditField | null {
  if (remarks !== 'With Pay') return null;
  switch (leaveType) {
    case 'Vacation':
    case 'Medical/Sick':
    case 'Emergency':
      return 'balance';
    case 'Maternity':
      return 'maternity';
    case 'Paternity':
      return 'paternity';
    case 'Bereavement':
      return 'bereavement';
    default:
      return null;
  }
}

/** The inclusive calendar days from start to end; 0 when the end is before the start or a date is bad. */
export function leaveDays(start: string | null | undefined, end: string | null | undefined): number {
  if (!start || !end || !isRealDate(start) || !isRealDate(end)) return 0;
  const days = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000 + 1;
  return Math.max(days, 0);
}

/**
 * HR moves a pending leave to approved or rejected; an approved leave can be cancelled (it becomes
 * rejected) or updated (stays approved). A rejected leave is final. Staying pending is an edit.
 */
export function canMoveLeave(from: LeaveStatus, to: LeaveStatus): boolean {
  if (from === 'pending') return true;
  if (from === 'approved') return to === 'approved' || to === 'rejected';
  return false;
}

/**
 * Nobody has acted on a leave yet: HR's status, the department head's and, where the chain has one,
 * the team leader's are all pending. Only then may the employee withdraw it.
 */
export function leaveUndecided(l: {
  status: string;
  tl_status: string;
  asm_status: string;
  roles: number;
}): boolean {
  return l.status === 'pending' && l.asm_status === 'pending' && (l.roles === 2 || l.tl_status === 'pending');
}

/** The row action a leave shows in Leave Management. */
export function leaveRowAction(r: {
  status: string;
  user_id: number;
  tl_status: string;
  asm_status: string;
  ceo_status: string;
}): { kind: 'no-ess' | 'review' | 'approved' | 'details'; canDelete: boolean } {
  const canDelete =
    r.status === 'pending' &&
    r.tl_status === 'approved' &&
    r.asm_status === 'approved' &&
    r.ceo_status === 'approved';
  if (r.user_id === 0 && r.status === 'pending') return { kind: 'no-ess', canDelete };
  if (r.status === 'pending') return { kind: 'review', canDelete };
  if (r.status === 'approved') return { kind: 'approved', canDelete };
  return { kind: 'details', canDelete };
}

// ---- bodies

/** Leave dates: from the first year the lists offer (docs/rules.md#lists-and-limits) on. */
const LEAVE_DATES = { min: `${FIRST_LEAVE_YEAR}-01-01` };

const approval = z.enum(LEAVE_STATUSES, { error: 'Choose pending, approved or rejected.' });

/** A leave's fields as HR's forms and self-service take them, with their messages. */
export const leaveFields = {
  date_filled: requiredDate('date filled', LEAVE_DATES),
  leave_type: z.enum(LEAVE_TYPES, { error: 'Please select a leave type.' }),
  remarks: z.enum(LEAVE_REMARKS, { error: 'Please select With Pay or Without Pay.' }),
  start_date: requiredDate('start date', LEAVE_DATES),
  end_date: requiredDate('end date', LEAVE_DATES),
  no_of_days: wholeNumber('The number of days must be whole days, from 0 to 366.', 0, 366).optional(),
  reason: requiredText('reason', 1000),
};

/** The end not before the start, and a day count (when sent) that matches the dates. */
export function checkDates(
  v: { start_date: string; end_date: string; no_of_days?: number | undefined },
  ctx: z.RefinementCtx,
) {
  const days = leaveDays(v.start_date, v.end_date);
  if (v.end_date < v.start_date) {
    ctx.addIssue({
      code: 'custom',
      path: ['end_date'],
      message: 'The end date must not be before the start date.',
    });
  } else if (v.no_of_days !== undefined && v.no_of_days !== days) {
    ctx.addIssue({
      code: 'custom',
      path: ['no_of_days'],
      message: `These dates make ${days} day${days === 1 ? '' : 's'}.`,
    });
  }
}

/**
 * `POST api/leaveabsences/update/hr/{id}`: HR's decision on a pending leave (leave/approval) and HR's
 * update of a leave (update/leave) with the three approval statuses. Declining needs a reason.
 */
export const hrLeaveUpdateBody = z
  .object({
    ...leaveFields,
    status: z.enum(LEAVE_STATUSES, { error: 'Please choose the HR decision.' }),
    reason_to_declined: optionalText('reason for declining', 1000),
    hr_date_recived: optionalDate('date received', LEAVE_DATES),
    tl_status: approval.optional(),
    tl_date_approved: optionalDate('team leader approval date', LEAVE_DATES),
    asm_status: approval.optional(),
    asm_date_approved: optionalDate('department head approval date', LEAVE_DATES),
    ceo_status: approval.optional(),
  })
  .superRefine((v, ctx) => {
    checkDates(v, ctx);
    if (v.status === 'rejected' && !v.reason_to_declined) {
      ctx.addIssue({
        code: 'custom',
        path: ['reason_to_declined'],
        message: 'Please give the reason for declining.',
      });
    }
  });
export type HrLeaveUpdateBody = z.output<typeof hrLeaveUpdateBody>;

/** `POST api/leave/approval/hr/{id}`: cancel an approved leave. */
export const cancelLeaveBody = z.object({
  status: z.literal('rejected', { error: 'Only cancelling (status rejected) is possible here.' }),
});

/** `POST api/manualleave/add`: HR encodes a leave filed on paper. */
export const manualLeaveBody = z
  .object({
    employee_id: requiredId('employee'),
    ...leaveFields,
    status: z.enum(LEAVE_STATUSES, { error: 'Please select a status.' }).default('approved'),
    tl_status: approval.default('approved'),
    asm_status: approval.default('approved'),
    tl_date_approved: optionalDate('team leader approval date', LEAVE_DATES),
    asm_date_approved: optionalDate('department head approval date', LEAVE_DATES),
    hr_date_approved: optionalDate('HR approval date', LEAVE_DATES),
  })
  .superRefine(checkDates);
export type ManualLeaveBody = z.output<typeof manualLeaveBody>;

const credit = (label: string) =>
  decimalNumber(`The ${label} must be a number.`)
    .pipe(z.number())
    .refine((v) => v >= 0, `The ${label} may not be negative.`)
    .refine((v) => v <= 999, `The ${label} may not be greater than 999.`)
    .refine((v) => Number.isInteger(v * 4), `The ${label} must be in quarter days.`);

/** `POST api/register/credits` */
export const registerCreditsBody = z.object({
  employee_id: requiredId('employee'),
  leave_credit_balance: credit('balance'),
  leave_credit_used: credit('used credits').default(0),
  leave_credit_bereavement: credit('bereavement credits').default(0),
  leave_credit_solo_parents: credit('solo parent credits').default(0),
  leave_credit_maternity: credit('maternity credits').default(0),
  leave_credit_paternity: credit('paternity credits').default(0),
});
export type RegisterCreditsBody = z.output<typeof registerCreditsBody>;

/** `POST api/leave/credits/update/{id}`: every field but the balance, which only the ledger moves. */
export const updateCreditsBody = z.object({
  leave_credit_used: credit('used credits').optional(),
  leave_credit_bereavement: credit('bereavement credits').optional(),
  leave_credit_solo_parents: credit('solo parent credits').optional(),
  leave_credit_maternity: credit('maternity credits').optional(),
  leave_credit_paternity: credit('paternity credits').optional(),
  /** Accepted and ignored when unchanged: the balance is read-only on update (docs/rules.md#leave-credits). */
  leave_credit_balance: decimalNumber('The balance must be a number.').optional(),
});
export type UpdateCreditsBody = z.output<typeof updateCreditsBody>;

export const LEAVE_REFRESH = ['monthly', 'yearly'] as const;
export const creditConfigBody = z.object({
  monthly_earn: decimalNumber('The monthly earning must be a number.')
    .refine((v) => v >= 0, 'The monthly earning may not be negative.')
    .refine((v) => v <= 31, 'The monthly earning may not be greater than 31 days.')
    .refine(
      (v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
      'The monthly earning may have at most 2 decimals.',
    ),
  leave_refresh: z.enum(LEAVE_REFRESH, { error: 'Choose monthly or yearly.' }),
  description: optionalText('description', 500),
});
export type CreditConfigBody = z.output<typeof creditConfigBody>;

// ---- lists

export const leaveListQuery = listQuery({
  perPage: 20,
  sorts: ['date_filled', 'start_date', 'full_name', 'no_of_days', 'status'],
  defaultOrder: 'desc',
}).extend({
  year: wholeNumber(`The year must be from ${FIRST_LEAVE_YEAR} to 2100.`, FIRST_LEAVE_YEAR, 2100).optional(),
  status: z.enum(LEAVE_STATUSES).optional(),
  leave_type: z.enum(LEAVE_TYPES).optional(),
});
/** `GET api/leavemanagement/{year}` */
export const leaveYearParams = z.object({
  year: wholeNumber(`The year must be from ${FIRST_LEAVE_YEAR} to 2100.`, FIRST_LEAVE_YEAR, 2100),
});
export const creditsQuery = listQuery({
  perPage: 20,
  sorts: ['full_name', 'leave_credit_balance', 'updated_at'],
});
export const ledgerQuery = listQuery({ perPage: 50, sorts: ['created_at'], defaultOrder: 'desc' });

const leaveStatus = z.enum(LEAVE_STATUSES);

/** A row of Leave Management. */
export const leaveRow = z.strictObject({
  id: wireId,
  /** The self-service account that filed it; 0 when the employee has none (encoded by HR). */
  user_id: wireCount,
  employee_id: wireId,
  full_name: z.string(),
  emp_id: z.string(),
  position_name: z.string(),
  department_name: z.string(),
  date_filled: wireDate,
  leave_type: z.enum(LEAVE_TYPES),
  no_of_days: wireCount,
  start_date: wireDate,
  end_date: wireDate,
  reason: z.string(),
  remarks: z.enum(LEAVE_REMARKS),
  status: leaveStatus,
  tl_status: leaveStatus,
  asm_status: leaveStatus,
  ceo_status: leaveStatus,
  roles: z.union([z.literal(1), z.literal(2)]),
  /** Shown with a "New" badge: pending and not yet opened by HR (hr_date_recived empty). */
  is_new: z.boolean(),
});
export type LeaveRow = z.infer<typeof leaveRow>;

/** `GET api/employee/credits/{employee_id}`: an employee's credits, in days (`"1.25"`). */
export const leaveCreditsReply = z.strictObject({
  employee_id: wireId,
  emp_id: z.string(),
  full_name: z.string(),
  position_name: z.string(),
  leave_credit_balance: wireDays,
  leave_credit_used: wireDays,
  leave_credit_bereavement: wireDays,
  leave_credit_solo_parents: wireDays,
  leave_credit_maternity: wireDays,
  leave_credit_paternity: wireDays,
  updated_at: wireTimestamp,
});
export type LeaveCredits = z.infer<typeof leaveCreditsReply>;

/**
 * `GET api/leaveabsences/get/{id}`: one leave with everything the approval, update and print screens
 * show, and the employee's credits (null when none are registered).
 */
export const leaveDetailReply = leaveRow.extend({
  reason_to_declined: z.string(),
  tl_date_approved: wireDate.nullable(),
  asm_date_approved: wireDate.nullable(),
  hr_date_approved: wireDate.nullable(),
  hr_date_recived: wireDate.nullable(),
  supervisor: z.string().nullable(),
  department_head: z.string().nullable(),
  belongs_to: wireCount,
  /** What the leave has taken from the credits now: which field, how many days. */
  credit_field: z.enum(Object.keys(CREDIT_FIELDS) as [CreditField, ...CreditField[]]).nullable(),
  credit_days: wireDays,
  credits: leaveCreditsReply.nullable(),
  created_at: wireTimestamp,
  updated_at: wireTimestamp,
});
export type LeaveDetail = z.infer<typeof leaveDetailReply>;

/** What HR's decision on a leave answers (the approval has its own message), by the screen and by the bulk decision. */
export const LEAVE_DECISION_MESSAGES = {
  approved: 'Employee leave has been successfully approved',
  rejected: 'The leave request has been declined.',
} as const;

/** `POST api/leaveabsences/update/hr/{id}`: `approved`, `rejected`, or `success` when it stays pending. */
export const hrLeaveUpdateReply = z.discriminatedUnion('response', [
  approvedReply,
  rejectedReply,
  successReply,
]);
/** `POST api/manualleave/add`: the new leave's id. */
export const manualLeaveReply = doneIdReply;
/** `POST api/register/credits` and `api/leave/credits/update/{id}` */
export const saveCreditsReply = doneReply(z.strictObject({ employee_id: wireId }));

export const LEDGER_REASONS = [
  'register',
  'manual_update',
  'accrual',
  'refresh',
  'deduction',
  'return',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];
/** A row of an employee's credit ledger: a change of one credit field, why, and by whom (null: the monthly run). */
export const ledgerRow = z.strictObject({
  id: wireId,
  field: z.enum(Object.keys(CREDIT_FIELDS) as [CreditField, ...CreditField[]]),
  delta: wireDays,
  reason: z.enum(LEDGER_REASONS),
  leave_id: wireId.nullable(),
  /** The month an accrual or a refresh is for ("2026-11"). */
  period: z.string().nullable(),
  note: z.string(),
  created_by: z.string().nullable(),
  created_at: wireTimestamp,
});
export type LedgerRow = z.infer<typeof ledgerRow>;
export const ledgerReply = pagedReply(ledgerRow);
export const leaveListReply = pagedReply(leaveRow);
export const creditsListReply = pagedReply(leaveCreditsReply);

/**
 * `GET api/leave/credits/config`: every sub-department's earning (days a month) and refresh; one
 * without a saved configuration earns `"0.00"` and refreshes yearly.
 */
export const creditConfigReply = z.array(
  z.strictObject({
    sub_id: wireId,
    sub_department_name: z.string(),
    monthly_earn: wireDays,
    leave_refresh: z.enum(LEAVE_REFRESH),
    description: z.string(),
  }),
);
export type CreditConfigRow = z.infer<typeof creditConfigReply>[number];
/** `POST api/credits/config/update/{id}`: the sub-department's id. */
export const saveCreditConfigReply = doneReply(z.strictObject({ sub_id: wireId }));

/** Dashboard cards (`api/employee/leave`, `api/incomingLeave`): on leave today, and approved leave soon. */
export const leaveTodayReply = z.array(
  z.strictObject({
    id: wireId,
    employee_id: wireId,
    full_name: z.string(),
    position_name: z.string(),
    leave_type: z.enum(LEAVE_TYPES),
    start_date: wireDate,
    end_date: wireDate,
    no_of_days: wireCount,
  }),
);
export type LeaveToday = z.infer<typeof leaveTodayReply>[number];
