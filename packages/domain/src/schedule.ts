import { z } from 'zod';
import { listQuery, listYear } from './paging';
import { doneIdReply, successReply, wireDate, wireId, wireTimestamp } from './replies';
import { HR_DECIDES, requestKind } from './request-kind';
import {
  isShiftTime,
  REQUESTED_SHIFT_VALUES,
  requestedShift,
  SHIFT_GROUPS,
  type ShiftGroup,
  shiftText,
} from './shifts';
import {
  choiceError,
  optionalDate,
  requiredDate,
  requiredId,
  requiredText,
  shownDate,
  wholeNumber,
} from './text';

/**
 * The wire contract of the scheduling calls (docs/api.md#schedule): work shifts and
 * their effective-dated history, schedule adjustments and undertime requests. The shift groups, their
 * times, the adjustment form's options and the hours of a shift are in shifts.ts.
 */

// ---- constants of the screens (docs/rules.md#lists-and-limits)

/** Work Shifts shows 100 rows a page; the adjustment and undertime lists the common 20 (docs/rules.md#lists-and-limits). */
export const WORK_SHIFTS_PER_PAGE = 100;
export const ADJUSTMENTS_PER_PAGE = 20;
export const UNDERTIME_PER_PAGE = 20;
/** The adjustment list cuts the reason at 50, the undertime list the purpose at 30 plus an ellipsis (docs/rules.md#lists-and-limits). */
export const ADJUSTMENT_REASON_MAX = 50;
export const UNDERTIME_PURPOSE_MAX = 30;
/** Shift, adjustment and undertime dates: from the first year the lists offer (docs/rules.md#lists-and-limits). */
const SCHEDULE_DATES = { min: '2019-01-01' };

/** The success texts (docs/screens.md#messages), for the routes and the screens alike. */
export const SCHEDULE_MESSAGES = {
  saved: 'You successfully saved your changes',
  submitted: 'You successfully submitted this request',
  deleted: 'You successfully deleted this file',
  approved: 'The request has been approved.',
  declined: 'The request has been declined.',
  pending: 'The request stays pending.',
  decided: 'This request has already been decided.',
  notPending: 'Only a pending request can be edited.',
} as const;

// ---- HR's decision on an adjustment or undertime request (docs/rules.md#schedule-rules)

/** hr_status (and tl_status, asm_status) of an adjustment or undertime request. */
export const REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
/** The labels of the approval screen's choices (docs/rules.md#schedule-rules). */
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  approved: 'Approve Request',
  rejected: 'Decline Request',
  pending: 'Pending Request',
};
/** How a status reads in a list. */
export const REQUEST_STATUS_NAMES: Record<RequestStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Declined',
};

const requestStatus = (label: string) =>
  z.enum(REQUEST_STATUSES, { error: `The ${label} must be pending, approved or rejected.` });

/**
 * `POST api/adjustment/approval/{id}` and `api/undertime/approval/{id}`: HR's decision. A reason is
 * required when declining (the field appears then); `hr_date_approved` defaults to the company's
 * today. A decided request (approved or declined) is final: deciding it again is a 409.
 */
export const approvalBody = z
  .object({
    hr_status: z.enum(REQUEST_STATUSES, {
      error: choiceError(
        'Please choose Approve Request, Decline Request or Pending Request.',
        'The HR status must be pending, approved or rejected.',
      ),
    }),
    hr_reason_to_declined: z
      .string()
      .trim()
      .max(1000, 'The reason may not be longer than 1000 characters.')
      .nullish()
      .transform((v) => v || null),
    hr_date_approved: optionalDate('date approved', SCHEDULE_DATES),
  })
  .superRefine((v, ctx) => {
    if (v.hr_status === 'rejected' && !v.hr_reason_to_declined)
      ctx.addIssue({
        code: 'custom',
        path: ['hr_reason_to_declined'],
        message: 'Please give the reason for declining.',
      });
  });
export type ApprovalBody = z.output<typeof approvalBody>;
export type ApprovalInput = z.input<typeof approvalBody>;

/** The approval's reply (`{response, title, message}`, docs/api.md#special-replies); a 409 has the same shape with `error`. */
export const approvalReply = z.strictObject({
  response: z.literal('success'),
  title: z.string(),
  message: z.string(),
});
export const approvalConflictReply = z.strictObject({
  response: z.literal('error'),
  title: z.string(),
  message: z.string(),
});
export type ApprovalReply = z.infer<typeof approvalReply>;

// ---- work shifts

/** A shift group and one of its times (shifts.ts); anything else is a 422 on the field. */
const shiftFields = {
  schedule: z.enum(SHIFT_GROUPS as [ShiftGroup, ...ShiftGroup[]], {
    error: choiceError(
      'Please select a shift group.',
      `The shift group must be one of ${SHIFT_GROUPS.join(', ')}.`,
    ),
  }),
  time: requiredText('time', 32),
  timezone_id: requiredId('time zone'),
  /** The first day of the new shift (the company's today when left out); as far back as a working life. */
  effective_from: optionalDate('effective date', { min: '1950-01-01' }),
};
const timeOfGroup = (v: { schedule: string; time: string }, ctx: z.RefinementCtx) => {
  if (!isShiftTime(v.schedule, v.time))
    ctx.addIssue({
      code: 'custom',
      path: ['time'],
      message: `The time must be one of the ${v.schedule} times.`,
    });
};

/** `POST api/workshifts/add`: an employee without a shift gets one. */
export const workShiftAddBody = z
  .object({ employee_id: requiredId('employee'), ...shiftFields })
  .superRefine(timeOfGroup);
export type WorkShiftAddBody = z.output<typeof workShiftAddBody>;
export type WorkShiftAddInput = z.input<typeof workShiftAddBody>;

/** `POST api/workshifts/update/{id}`: a new shift for the employee from `effective_from` on. */
export const workShiftUpdateBody = z.object(shiftFields).superRefine(timeOfGroup);
export type WorkShiftUpdateBody = z.output<typeof workShiftUpdateBody>;
export type WorkShiftUpdateInput = z.input<typeof workShiftUpdateBody>;

/** Work Shifts: search by name, a shift-group filter, 100 a page. */
export const workShiftListQuery = listQuery({
  perPage: WORK_SHIFTS_PER_PAGE,
  sorts: ['full_name', 'emp_id', 'schedule', 'time', 'timezone_name', 'effective_from'],
}).extend({
  schedule: z.enum(SHIFT_GROUPS as [ShiftGroup, ...ShiftGroup[]]).optional(),
});

/**
 * A row of Work Shifts : `id` is the employee's current shift row (the history row in force
 * today), which update and delete take; `effective_from` is the day it took effect.
 */
export const workShiftRow = z.strictObject({
  id: wireId,
  employee_id: wireId,
  emp_id: z.string(),
  full_name: z.string(),
  position_name: z.string(),
  schedule: z.enum(SHIFT_GROUPS as [ShiftGroup, ...ShiftGroup[]]),
  time: z.string(),
  status: z.string(),
  timezone_id: wireId.nullable(),
  timezone_name: z.string().nullable(),
  effective_from: wireDate,
});
export type WorkShiftRow = z.infer<typeof workShiftRow>;

export const workShiftSavedReply = doneIdReply;
export const workShiftDeletedReply = successReply;

/** `GET api/getcurrentshift/get/{employee_id}?date=YYYY-MM-DD` (today without `date`). */
export const currentShiftQuery = z.object({ date: optionalDate('date') });

/**
 * The employee's shift on one day, from the shift history: all null but `employee_id` and `date` when
 * the employee had none. `starts_at` and `ends_at` are the company's (+08:00): a night shift belongs to
 * the day it starts and ends on the next.
 */
export const currentShiftReply = z.strictObject({
  employee_id: wireId,
  date: wireDate,
  schedule: z.enum(SHIFT_GROUPS as [ShiftGroup, ...ShiftGroup[]]).nullable(),
  time: z.string().nullable(),
  timezone_id: wireId.nullable(),
  timezone_name: z.string().nullable(),
  effective_from: wireDate.nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
});
export type CurrentShift = z.infer<typeof currentShiftReply>;

/** One row of an employee's shift history (for the work-shift modal's History tab). */
export const shiftHistoryReply = z.array(
  z.strictObject({
    id: wireId,
    effective_from: wireDate,
    schedule: z.enum(SHIFT_GROUPS as [ShiftGroup, ...ShiftGroup[]]).nullable(),
    time: z.string().nullable(),
    timezone_name: z.string().nullable(),
    /** assignment, change, adjustment or removal. */
    source: z.string(),
    adjustment_id: wireId.nullable(),
    created_at: wireTimestamp,
  }),
);
export type ShiftHistoryRow = z.infer<typeof shiftHistoryReply>[number];

/** How a history row came to be. */
export const SHIFT_SOURCES = ['assignment', 'change', 'adjustment', 'removal'] as const;
export type ShiftSource = (typeof SHIFT_SOURCES)[number];

// ---- schedule adjustments

const adjustmentFields = {
  date_filled: optionalDate('date filled', SCHEDULE_DATES),
  date_of_request: requiredDate('date of request', SCHEDULE_DATES),
  requested_shift: z.enum(REQUESTED_SHIFT_VALUES, { error: 'Please choose one of the requested shifts.' }),
  reason_for_change: requiredText('reason for change', 1000),
};

/**
 * An adjustment changes the shift: the requested option's shift (`REQUESTED_SHIFTS`) may not be the
 * one the employee already has on the date of request. The refusal, or null.
 */
export function sameShiftProblem(
  requested: string,
  current: { schedule: string | null; time: string | null } | null,
  dateOfRequest: string,
): string | null {
  const wanted = requestedShift(requested);
  if (!wanted || !current || wanted.schedule !== current.schedule || wanted.time !== current.time)
    return null;
  return `The employee already works ${shiftText(wanted.schedule, wanted.time)} on ${shownDate(dateOfRequest)}. Please choose another shift.`;
}

/**
 * `POST api/scheduleadjustment/add`: HR files an adjustment for an employee (the adjustment form).
 * `current_shift` is read by the server from the employee's shift on `date_of_request`; an
 * adjustment HR files starts with the supervisor's and department head's approvals given.
 */
export const adjustmentAddBody = z.object({ employee_id: requiredId('employee'), ...adjustmentFields });
export type AdjustmentAddBody = z.output<typeof adjustmentAddBody>;
export type AdjustmentAddInput = z.input<typeof adjustmentAddBody>;

/** `POST api/scheduleadjustment/update/{id}` (the edit form): only while HR's decision is pending. */
export const adjustmentUpdateBody = z.object(adjustmentFields);
/** `POST api/ess/me/scheduleadjustment`: the employee's own, filed today. */
export const adjustmentFileBody = adjustmentUpdateBody.omit({ date_filled: true });
export type AdjustmentFileInput = z.input<typeof adjustmentFileBody>;
export type AdjustmentUpdateBody = z.output<typeof adjustmentUpdateBody>;
export type AdjustmentUpdateInput = z.input<typeof adjustmentUpdateBody>;

const requestListFilters = {
  status: z.enum(REQUEST_STATUSES).optional(),
  year: listYear().optional(),
};

/** Schedule Adjustment list: search by name, HR status and year (of filing) filters, 20 a page. */
export const adjustmentListQuery = listQuery({
  perPage: ADJUSTMENTS_PER_PAGE,
  sorts: ['date_filled', 'date_of_request', 'full_name', 'hr_status'],
  defaultOrder: 'desc',
}).extend(requestListFilters);

const approvals = {
  tl_status: requestStatus('supervisor status'),
  asm_status: requestStatus('department head status'),
  hr_status: requestStatus('HR status'),
};
const approvalDates = {
  tl_date_approved: wireDate.nullable(),
  asm_date_approved: wireDate.nullable(),
  hr_date_approved: wireDate.nullable(),
  hr_reason_to_declined: z.string().nullable(),
};

export const adjustmentRow = z.strictObject({
  id: wireId,
  employee_id: wireId,
  emp_id: z.string(),
  full_name: z.string(),
  position_name: z.string(),
  date_filled: wireDate,
  date_of_request: wireDate,
  /** The employee's shift on the date of request when the adjustment was filed ("Night-Shift 10PM-7AM"). */
  current_shift: z.string(),
  requested_shift: z.string(),
  reason_for_change: z.string(),
  ...approvals,
  created_at: wireTimestamp,
});
export type AdjustmentRow = z.infer<typeof adjustmentRow>;

/** `GET api/scheduleadjustment/get/{id}`. */
export const adjustmentDetailReply = adjustmentRow.extend({
  department_name: z.string(),
  ...approvalDates,
  /** The legacy's name of the same reason. */
  reason_to_declined: z.string().nullable(),
  updated_at: wireTimestamp,
});
export type AdjustmentDetail = z.infer<typeof adjustmentDetailReply>;

// ---- undertime requests

const undertimeFields = {
  date_filled: optionalDate('date filled', SCHEDULE_DATES),
  date_of_undertime: requiredDate('date of undertime', SCHEDULE_DATES),
  /** A single digit, 1 to 9 hours. */
  total_hours: wholeNumber('The total hours must be a single digit from 1 to 9.', 1, 9),
  purpose: requiredText('purpose', 1000),
};

/** `POST api/undertimerequest/add` (the add form and manual encode). */
export const undertimeAddBody = z.object({ employee_id: requiredId('employee'), ...undertimeFields });
export type UndertimeAddBody = z.output<typeof undertimeAddBody>;
export type UndertimeAddInput = z.input<typeof undertimeAddBody>;

/** `POST api/undertimerequest/update/{id}` (the edit form): only while HR's decision is pending. */
export const undertimeUpdateBody = z.object(undertimeFields);
/** `POST api/ess/me/undertime`: the employee's own, filed today. */
export const undertimeFileBody = undertimeUpdateBody.omit({ date_filled: true });
export type UndertimeFileInput = z.input<typeof undertimeFileBody>;
export type UndertimeUpdateBody = z.output<typeof undertimeUpdateBody>;
export type UndertimeUpdateInput = z.input<typeof undertimeUpdateBody>;

/** Undertime list: search by name, HR status and year (of filing) filters, 20 a page. */
export const undertimeListQuery = listQuery({
  perPage: UNDERTIME_PER_PAGE,
  sorts: ['date_filled', 'date_of_undertime', 'full_name', 'hr_status'],
  defaultOrder: 'desc',
}).extend(requestListFilters);

export const undertimeRow = z.strictObject({
  id: wireId,
  employee_id: wireId,
  emp_id: z.string(),
  full_name: z.string(),
  position_name: z.string(),
  date_filled: wireDate,
  date_of_undertime: wireDate,
  total_hours: z.number().int(),
  purpose: z.string(),
  ...approvals,
  created_at: wireTimestamp,
});
export type UndertimeRow = z.infer<typeof undertimeRow>;

/** `GET api/undertimerequest/get/{id}`. */
export const undertimeDetailReply = undertimeRow.extend({
  department_name: z.string(),
  ...approvalDates,
  updated_at: wireTimestamp,
});
export type UndertimeDetail = z.infer<typeof undertimeDetailReply>;

export const requestSavedReply = doneIdReply;
export const requestDeletedReply = successReply;

// ---- the two kinds of request (request-kind.ts)

/** Schedule adjustments: filed by HR or by the employee, decided by HR; approving one changes the shift. */
export const ADJUSTMENT_KIND = requestKind({
  name: 'adjustment',
  noun: 'schedule adjustment',
  entity: 'schedule_adjustment',
  chain: HR_DECIDES,
  paths: {
    list: 'scheduleadjustment',
    get: 'scheduleadjustment/get',
    add: 'scheduleadjustment/add',
    update: 'scheduleadjustment/update',
    remove: 'scheduleadjustment/delete',
    approval: 'adjustment/approval',
    bulk: 'adjustment/approval/bulk',
    file: 'ess/me/scheduleadjustment',
  },
  schemas: {
    listQuery: adjustmentListQuery,
    addBody: adjustmentAddBody,
    updateBody: adjustmentUpdateBody,
    row: adjustmentRow,
    detail: adjustmentDetailReply,
    fileBody: adjustmentFileBody,
  },
  summaries: {
    list: 'Schedule Adjustment',
    add: 'File a schedule adjustment (for HR to decide)',
    decide: "HR's decision on a schedule adjustment (approving changes the shift from its date on)",
    remove: 'Delete a schedule adjustment (an approved one leaves its shift in the history)',
  },
});

/** Undertime requests: filed by HR (or encoded from paper) or by the employee, decided by HR. */
export const UNDERTIME_KIND = requestKind({
  name: 'undertime',
  noun: 'undertime request',
  entity: 'undertime_request',
  chain: HR_DECIDES,
  paths: {
    list: 'undertimerequest',
    get: 'undertimerequest/get',
    add: 'undertimerequest/add',
    update: 'undertimerequest/update',
    remove: 'undertimerequest/delete',
    approval: 'undertime/approval',
    bulk: 'undertime/approval/bulk',
    file: 'ess/me/undertime',
  },
  schemas: {
    listQuery: undertimeListQuery,
    addBody: undertimeAddBody,
    updateBody: undertimeUpdateBody,
    row: undertimeRow,
    detail: undertimeDetailReply,
    fileBody: undertimeFileBody,
  },
  summaries: {
    list: 'Undertime',
    add: 'File an undertime request (add form and manual encode)',
    decide: "HR's decision on an undertime request",
    remove: 'Delete an undertime request',
  },
});
