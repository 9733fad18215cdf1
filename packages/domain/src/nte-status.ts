import { addDays } from './company-clock';
import { shownDate } from './text';

// ---- statuses (docs/rules.md#nte-statuses)

/** The supervisor's (`tl_status`), department head's (`asm_status`) and HR's (`hr_status`) approvals. */
export const NTE_APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type NteApproval = (typeof NTE_APPROVAL_STATUSES)[number];
/** `employee_status`: whether the employee has acknowledged (and answered) the NTE. */
export const NTE_EMPLOYEE_STATUSES = ['unacknowledged', 'acknowledged'] as const;
export type NteEmployeeStatus = (typeof NTE_EMPLOYEE_STATUSES)[number];
/** `hr_decision_status`: whether HR has written the notice of decision. */
export const NTE_DECISION_STATUSES = ['undecided', 'decided'] as const;
export type NteDecisionStatus = (typeof NTE_DECISION_STATUSES)[number];

export type NteStatuses = {
  tl_status: NteApproval;
  asm_status: NteApproval;
  hr_status: NteApproval;
  employee_status: NteEmployeeStatus;
  hr_decision_status: NteDecisionStatus;
};

/**
 * An NTE that HR files (`api/nterequestbyhr/add`) needs no supervisor or department head: it starts
 * with their approvals given and waits for HR's own review, whose approval serves it on the employee.
 */
export const HR_FILED_NTE_STATUSES: NteStatuses = {
  tl_status: 'approved',
  asm_status: 'approved',
  hr_status: 'pending',
  employee_status: 'unacknowledged',
  hr_decision_status: 'undecided',
};
/** An NTE encoded from paper (`api/ntestoremanually/add`) is complete: served, answered and decided. */
export const MANUAL_NTE_STATUSES: NteStatuses = {
  tl_status: 'approved',
  asm_status: 'approved',
  hr_status: 'approved',
  employee_status: 'acknowledged',
  hr_decision_status: 'decided',
};

// ---- transitions

/**
 * The moves the rules allow (docs/rules.md#nte-statuses), field by field (staying put is an edit that keeps the status). The supervisor's
 * and the department head's approvals are the self-service system's; HR never moves them.
 * - `hr_status`: HR reviews a pending NTE (approve serves it, reject declines it); a declined NTE is
 *   updated and approved again, or stays declined; a served NTE is updated, or withdrawn (rejected)
 *   while the employee has not acknowledged it. Nothing goes back to pending.
 * - `employee_status`: the employee acknowledges once; it is never taken back.
 * - `hr_decision_status`: the notice of decision decides an NTE once; a decided NTE is locked, so no
 *   move at all leaves `decided`, not even an edit.
 */
export const NTE_TRANSITIONS = {
  hr_status: {
    pending: ['pending', 'approved', 'rejected'],
    rejected: ['rejected', 'approved'],
    approved: ['approved', 'rejected'],
  },
  employee_status: {
    unacknowledged: ['unacknowledged', 'acknowledged'],
    acknowledged: ['acknowledged'],
  },
  hr_decision_status: {
    undecided: ['undecided', 'decided'],
    decided: [],
  },
} as const satisfies {
  hr_status: Record<NteApproval, readonly NteApproval[]>;
  employee_status: Record<NteEmployeeStatus, readonly NteEmployeeStatus[]>;
  hr_decision_status: Record<NteDecisionStatus, readonly NteDecisionStatus[]>;
};
export type NteStatusField = keyof typeof NTE_TRANSITIONS;
type ValueOf<F extends NteStatusField> = keyof (typeof NTE_TRANSITIONS)[F];

/** Whether the rules let `field` move from `from` to `to`. */
export function canMove<F extends NteStatusField>(field: F, from: ValueOf<F>, to: ValueOf<F>): boolean {
  const allowed = (NTE_TRANSITIONS[field] as Record<string, readonly string[]>)[from as string];
  return allowed?.includes(to as string) ?? false;
}

/** The statuses `field` may move into `to` from: the guard of an `UPDATE ... WHERE field = ANY(...)`. */
export function movesInto<F extends NteStatusField>(field: F, to: ValueOf<F>): ValueOf<F>[] {
  const table = NTE_TRANSITIONS[field] as Record<string, readonly string[]>;
  return Object.keys(table).filter((from) => table[from]!.includes(to as string)) as ValueOf<F>[];
}

// ---- the whole NTE

export const NTE_LOCKED = 'This NTE has been decided and can no longer be changed or deleted.';
export const NTE_CHAIN_PENDING =
  'The supervisor and the department head have not both approved this request yet.';
export const NTE_ACKNOWLEDGED_STAYS =
  'The employee has acknowledged this NTE, so it can no longer be declined or sent back.';

/**
 * Why HR's update (`api/nterequest/approval/update/{id}`) may not set `hr_status` to `to`, or null
 * when it may: a decided NTE is locked; HR reviews only what the supervisor and department head have
 * approved; an acknowledged NTE stays approved. Each is a 409.
 */
export function nteUpdateProblem(nte: NteStatuses, to: NteApproval): string | null {
  if (nte.hr_decision_status === 'decided') return NTE_LOCKED;
  if (!canMove('hr_status', nte.hr_status, to))
    return `An NTE that is ${nte.hr_status} cannot be set to ${to} again.`;
  if (nte.employee_status === 'acknowledged' && to !== 'approved') return NTE_ACKNOWLEDGED_STAYS;
  const chainApproved = nte.tl_status === 'approved' && nte.asm_status === 'approved';
  if (to !== 'pending' && !chainApproved) return NTE_CHAIN_PENDING;
  return null;
}

/** Why an NTE may not be deleted (a 409), or null: a decided NTE is locked. */
export function nteDeleteProblem(nte: Pick<NteStatuses, 'hr_decision_status'>): string | null {
  return nte.hr_decision_status === 'decided' ? NTE_LOCKED : null;
}

// ---- stage and row action (the NTE Tracker)

/**
 * Where an NTE stands, from its five statuses: waiting for the supervisor and department head
 * (`awaiting`), for HR's review (`review`), declined by HR (`rejected`), served and waiting for the
 * employee (`served`), acknowledged and waiting for the decision (`acknowledged`), or `decided`.
 * The tracker's Status column and status filter use it.
 */
export const NTE_STAGES = ['awaiting', 'review', 'rejected', 'served', 'acknowledged', 'decided'] as const;
export type NteStage = (typeof NTE_STAGES)[number];
export const NTE_STAGE_LABELS: Record<NteStage, string> = {
  awaiting: 'Awaiting approval',
  review: 'For review',
  rejected: 'Rejected',
  served: 'Served',
  acknowledged: 'Acknowledged',
  decided: 'Decided',
};

export function nteStage(nte: NteStatuses): NteStage {
  if (nte.hr_decision_status === 'decided') return 'decided';
  if (nte.hr_status === 'rejected') return 'rejected';
  if (nte.hr_status === 'approved') return nte.employee_status === 'acknowledged' ? 'acknowledged' : 'served';
  return nte.tl_status === 'approved' && nte.asm_status === 'approved' ? 'review' : 'awaiting';
}

/**
 * The statuses each stage stands for, field by field (a field left out may be anything), for the
 * list's status filter. `awaiting` is what `review` is not among pending NTEs: see `nteStage`.
 */
export const NTE_STAGE_STATUSES: Record<NteStage, Partial<NteStatuses>> = {
  awaiting: { hr_status: 'pending', hr_decision_status: 'undecided' },
  review: {
    tl_status: 'approved',
    asm_status: 'approved',
    hr_status: 'pending',
    hr_decision_status: 'undecided',
  },
  rejected: { hr_status: 'rejected', hr_decision_status: 'undecided' },
  served: { hr_status: 'approved', employee_status: 'unacknowledged', hr_decision_status: 'undecided' },
  acknowledged: { hr_status: 'approved', employee_status: 'acknowledged', hr_decision_status: 'undecided' },
  decided: { hr_decision_status: 'decided' },
};

/** The screen each row action opens, by its route under /hr (docs/screens.md#discipline), followed by `/{id}`. */
export const NTE_ACTION_ROUTES = {
  review: 'nteapprovalrequest',
  update: 'nteeditrequest',
  decision: 'notice/for/decision',
  details: 'nte/view/details',
} as const;
export type NteActionKind = keyof typeof NTE_ACTION_ROUTES;

export type NteRowAction = {
  kind: NteActionKind;
  /** The link's text, exactly as docs/rules.md#nte-row-action writes it. */
  label: 'Review request' | 'Update request' | 'Update Request' | 'Notice of Decision' | 'View Details';
  /** The "New" badge beside Review request. */
  badge: 'New' | null;
  /** A flag icon beside the link, with its tooltip. */
  flag: { color: 'red' | 'gray'; tooltip: string } | null;
  /** The Remove column: a decided NTE is locked. */
  canDelete: boolean;
};

export const WAITING_FOR_EMPLOYEE = 'Waiting for agent to approve this request';
export const WAITING_FOR_CHAIN = 'Waiting for the supervisor and department head to approve this request';
export const DECLINED_BY_CHAIN = 'Declined by the supervisor or the department head';

/**
 * The row action (docs/rules.md#nte-row-action): supervisor and department head approved with HR pending gives Review request
 * (New); HR rejected gives Update request; all approved with the employee not yet acknowledging
 * gives Update Request with a red flag; acknowledged and undecided gives Notice of Decision; decided
 * gives View Details. An NTE still waiting for (or declined by) the supervisor or department head,
 * which the original tracker did not name, opens its details with a grey flag saying so.
 */
export function nteRowAction(nte: NteStatuses): NteRowAction {
  const stage = nteStage(nte);
  const canDelete = stage !== 'decided';
  switch (stage) {
    case 'review':
      return { kind: 'review', label: 'Review request', badge: 'New', flag: null, canDelete };
    case 'rejected':
      return { kind: 'update', label: 'Update request', badge: null, flag: null, canDelete };
    case 'served':
      return {
        kind: 'update',
        label: 'Update Request',
        badge: null,
        flag: { color: 'red', tooltip: WAITING_FOR_EMPLOYEE },
        canDelete,
      };
    case 'acknowledged':
      return { kind: 'decision', label: 'Notice of Decision', badge: null, flag: null, canDelete };
    case 'decided':
      return { kind: 'details', label: 'View Details', badge: null, flag: null, canDelete };
    case 'awaiting': {
      const declined = nte.tl_status === 'rejected' || nte.asm_status === 'rejected';
      return {
        kind: 'details',
        label: 'View Details',
        badge: null,
        flag: { color: 'gray', tooltip: declined ? DECLINED_BY_CHAIN : WAITING_FOR_CHAIN },
        canDelete,
      };
    }
  }
}

// ---- due process: at least five calendar days to answer (docs/rules.md#five-day-rule)

/** Philippine law gives an employee at least five calendar days to answer an NTE. */
export const ANSWER_DAYS = 5;

/** The first day a decision is possible without the employee's answer: five days after serving. */
export function decisionOpensOn(servedOn: string): string {
  return addDays(servedOn, ANSWER_DAYS);
}

export const NTE_NOT_SERVED = 'HR has not approved (served) this NTE yet, so there is nothing to decide.';

export type DecisionCheck =
  | { allowed: true }
  | { allowed: false; reason: 'decided' | 'not-served'; message: string }
  | { allowed: false; reason: 'too-early'; message: string; opens_on: string };

/**
 * Whether HR may write the notice of decision (`api/notice/for/decision/{id}`) on `today` (a date of
 * the company's calendar, Asia/Manila): the NTE must be served (HR approved, on `hr_date_approved`)
 * and not decided yet, and either the employee has acknowledged it with an explanation
 * (`plan_for_improvement`), or five calendar days have passed since it was served. Refused, it says
 * why, and from which date a decision becomes possible (the 409's message).
 */
export function decisionCheck(
  nte: Pick<NteStatuses, 'hr_status' | 'employee_status' | 'hr_decision_status'> & {
    hr_date_approved: string | null;
    plan_for_improvement: string | null;
  },
  today: string,
): DecisionCheck {
  if (nte.hr_decision_status === 'decided') return { allowed: false, reason: 'decided', message: NTE_LOCKED };
  if (nte.hr_status !== 'approved' || !nte.hr_date_approved)
    return { allowed: false, reason: 'not-served', message: NTE_NOT_SERVED };
  if (nte.employee_status === 'acknowledged' && (nte.plan_for_improvement ?? '').trim() !== '')
    return { allowed: true };
  const opens = decisionOpensOn(nte.hr_date_approved);
  if (today >= opens) return { allowed: true };
  return {
    allowed: false,
    reason: 'too-early',
    opens_on: opens,
    message:
      `A decision on this NTE is possible from ${shownDate(opens)}: the employee has ${ANSWER_DAYS} ` +
      `calendar days from ${shownDate(nte.hr_date_approved)}, when it was served, to answer it, ` +
      'unless they acknowledge it with an explanation sooner.',
  };
}

/**
 * The first day HR may write the notice of decision, by `decisionCheck`'s own rule on `today`: while
 * the employee still has days to answer, the day they end; once a decision is possible, the day it
 * became so (the end of those days, or today when the employee answered sooner), so a screen compares
 * it with today to enable the decision. Null when no decision can be written (not served, or decided).
 */
export function decisionOpens(nte: Parameters<typeof decisionCheck>[0], today: string): string | null {
  const check = decisionCheck(nte, today);
  if (!check.allowed) return check.reason === 'too-early' ? check.opens_on : null;
  const days = decisionOpensOn(nte.hr_date_approved as string);
  return days < today ? days : today;
}
