import { z } from 'zod';
import {
  checkDates,
  FIRST_LEAVE_YEAR,
  LEAVE_REMARKS,
  LEAVE_STATUSES,
  LEAVE_TYPES,
  type LeaveStatus,
  leaveFields,
} from './leave';
import { listQuery } from './paging';
import { pagedReply, successReply, wireDate, wireId, wireTimestamp } from './replies';
import { HR_DECIDES } from './request-kind';
import { wholeNumber } from './text';

/**
 * What an employee files for themselves in self-service (docs/self-service.md): leave, schedule
 * adjustments and undertime, with HR's validation messages, and where each of their requests stands.
 */

export const ESS_FILING_MESSAGES = {
  leaveFiled: 'Your leave request has been filed. It now waits for your approvers.',
  requestFiled: 'Your request has been filed. It now waits for your approvers.',
  cancelled: 'Your leave request has been cancelled.',
  notCancellable: 'This leave request can no longer be cancelled: an approver has already acted on it.',
} as const;

/** What a leave withdrawn by its employee records as the reason (it becomes rejected, as HR's cancel does). */
export const CANCELLED_BY_EMPLOYEE = 'Cancelled by the employee';

/** `POST api/ess/me/leave`: HR's leave fields and messages; the day it is filed is the company's today. */
export const essLeaveBody = z
  .object({
    leave_type: leaveFields.leave_type,
    remarks: leaveFields.remarks,
    start_date: leaveFields.start_date,
    end_date: leaveFields.end_date,
    reason: leaveFields.reason,
  })
  .superRefine(checkDates);
export type EssLeaveBody = z.output<typeof essLeaveBody>;
export type EssLeaveInput = z.input<typeof essLeaveBody>;

/**
 * The departmental approvals of a leave the employee files: all waiting, but a supervisor's (level
 * 2), whose chain has no team leader: that step is filed approved, as HR's encoded leave and the HR
 * screens record it (docs/rules.md#approval-chain).
 */
export function essLeaveApprovals(level: 1 | 2) {
  return {
    tl_status: level === 2 ? ('approved' as const) : ('pending' as const),
    tl_date_approved: null,
    asm_status: 'pending' as const,
    asm_date_approved: null,
  };
}

/** `GET api/ess/me/leave?year=`: the year the leave starts; this year (the company's) when left out. */
export const essLeaveQuery = z.object({
  year: wholeNumber(`The year must be from ${FIRST_LEAVE_YEAR} to 2100.`, FIRST_LEAVE_YEAR, 2100).optional(),
});

const status = z.enum(LEAVE_STATUSES);

/** One of the employee's own leave requests, with where it stands in its chain. */
export const essLeaveRow = z.strictObject({
  id: wireId,
  date_filled: wireDate,
  leave_type: z.enum(LEAVE_TYPES),
  remarks: z.enum(LEAVE_REMARKS),
  no_of_days: z.number().int().nonnegative(),
  start_date: wireDate,
  end_date: wireDate,
  reason: z.string(),
  /** HR's decision, the request's own status. */
  status,
  reason_to_declined: z.string(),
  /** 1: supervisor, then department head; 2 (filed by a supervisor): the department head only. */
  roles: z.union([z.literal(1), z.literal(2)]),
  supervisor: z.string().nullable(),
  department_head: z.string().nullable(),
  tl_status: status,
  tl_date_approved: wireDate.nullable(),
  asm_status: status,
  asm_date_approved: wireDate.nullable(),
  hr_date_approved: wireDate.nullable(),
  /** Nobody has acted on it yet: the employee may still cancel it. */
  can_cancel: z.boolean(),
});
export type EssLeaveRow = z.infer<typeof essLeaveRow>;
export const essLeaveListReply = z.array(essLeaveRow);

/** What filing answers (201): the new request and its chain, all waiting. */
export const essFiledReply = successReply.extend({
  id: wireId,
  status: z.literal('pending'),
  tl_status: status,
  asm_status: status,
});
export type EssFiledReply = z.infer<typeof essFiledReply>;

// ---- all of the employee's requests

export const ESS_REQUEST_KINDS = ['leave', 'adjustment', 'undertime'] as const;
export type EssRequestKind = (typeof ESS_REQUEST_KINDS)[number];

/** `GET api/ess/me/requests`: newest filed first, 20 a page. */
export const essRequestsQuery = listQuery({ perPage: 20, sorts: ['date_filled'], defaultOrder: 'desc' }).omit(
  {
    q: true,
  },
);

/**
 * One of the employee's requests, whatever its kind: its days (one day for an adjustment or
 * undertime), what it asks, and each step of its chain with its date. `status` is the final one
 * (HR's). The fields of another kind are null.
 */
export const essRequestRow = z.strictObject({
  kind: z.enum(ESS_REQUEST_KINDS),
  id: wireId,
  date_filled: wireDate,
  start_date: wireDate,
  end_date: wireDate,
  leave_type: z.enum(LEAVE_TYPES).nullable(),
  remarks: z.enum(LEAVE_REMARKS).nullable(),
  no_of_days: z.number().int().nonnegative().nullable(),
  current_shift: z.string().nullable(),
  requested_shift: z.string().nullable(),
  total_hours: z.number().int().nullable(),
  /** The reason given: the leave's reason, the adjustment's reason for change, the undertime's purpose. */
  reason: z.string(),
  roles: z.union([z.literal(1), z.literal(2)]),
  status,
  tl_status: status,
  tl_date_approved: wireDate.nullable(),
  asm_status: status,
  asm_date_approved: wireDate.nullable(),
  hr_date_approved: wireDate.nullable(),
  /** Why it was declined (or cancelled), when it was. */
  reason_to_declined: z.string().nullable(),
  created_at: wireTimestamp,
});
export type EssRequestRow = z.infer<typeof essRequestRow>;
export const essRequestsReply = pagedReply(essRequestRow);

/** One step of a request's chain, as the employee's screens show it. */
export type EssStep = { label: string; status: LeaveStatus; date: string | null };

/**
 * The steps of a request's chain in order (docs/self-service.md): the supervisor (not for a leave a
 * supervisor filed), the department head, then HR.
 */
export function essSteps(r: {
  roles: number;
  status: LeaveStatus;
  tl_status: LeaveStatus;
  tl_date_approved: string | null;
  asm_status: LeaveStatus;
  asm_date_approved: string | null;
  hr_date_approved: string | null;
}): EssStep[] {
  const [tl, asm, hr] = HR_DECIDES;
  return [
    ...(r.roles === 2 ? [] : [{ label: tl.label, status: r.tl_status, date: r.tl_date_approved }]),
    { label: asm.label, status: r.asm_status, date: r.asm_date_approved },
    { label: hr.label, status: r.status, date: r.hr_date_approved },
  ];
}

/** Where a request stands: the first step still waiting, or the decision. */
export function essStage(r: Parameters<typeof essSteps>[0]): string {
  if (r.status !== 'pending') return r.status === 'approved' ? 'Approved' : 'Declined';
  const declined = essSteps(r).find((s) => s.status === 'rejected');
  if (declined) return `Declined by the ${declined.label.toLowerCase()}`;
  const waiting = essSteps(r).find((s) => s.status === 'pending');
  return waiting
    ? `Waiting for the ${waiting.label === 'HR' ? 'HR Department' : waiting.label.toLowerCase()}`
    : 'Pending';
}
