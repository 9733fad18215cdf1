import type { z } from 'zod';

/**
 * A request kind: a request an employee makes that a chain of approvers decides, declared once.
 * Filing, each decision, the bulk decision, edits while pending, deletion and their audit rows are
 * shared code; a kind declares its calls, its schemas and its chain of approvers.
 */

/** One approver of a request: the prefix of its columns (`tl` → tl_status, tl_date_approved) and who it is. */
export type ChainStep = { readonly step: string; readonly label: string };

/** The chain of the requests HR files and decides: the supervisor, the department head, then HR. */
export const HR_DECIDES = [
  { step: 'tl', label: 'Supervisor' },
  { step: 'asm', label: 'Department Head' },
  { step: 'hr', label: 'HR' },
] as const satisfies readonly ChainStep[];

/** The steps before the one that decides (the last): what a screen shows as the departmental approvals. */
export const stepsBefore = <S extends ChainStep>(chain: readonly S[]): readonly S[] => chain.slice(0, -1);

/**
 * Filed by HR: every step before HR's is approved on the day filed (`tl_status: 'approved'`,
 * `tl_date_approved: dateFilled`, …); HR's own decision stays pending.
 */
export function hrFiledApprovals(chain: readonly ChainStep[], dateFilled: string): Record<string, string> {
  return Object.fromEntries(
    stepsBefore(chain).flatMap(({ step }) => [
      [`${step}_status`, 'approved'],
      [`${step}_date_approved`, dateFilled],
    ]),
  );
}

/** Filed by the employee in self-service: every step of the chain starts pending, HR's included. */
export function selfFiledApprovals(chain: readonly ChainStep[]): Record<string, string | null> {
  return Object.fromEntries(
    chain.flatMap(({ step }) => [
      [`${step}_status`, 'pending'],
      [`${step}_date_approved`, null],
    ]),
  );
}

type Decision<S extends string> = {
  hr_status: S;
  hr_date_approved: string | null;
  hr_reason_to_declined: string | null;
};

/** The columns HR's decision sets: the date defaults to the company's today; a reason only when declining. */
export function decisionValues<S extends string>(body: Decision<S>, today: string): Decision<S> {
  const decided = body.hr_status !== 'pending';
  return {
    hr_status: body.hr_status,
    hr_date_approved: decided ? (body.hr_date_approved ?? today) : null,
    hr_reason_to_declined: body.hr_status === 'rejected' ? body.hr_reason_to_declined : null,
  };
}

/** The audit action of a decision: review (left pending), approve or decline. */
export const DECISION_ACTIONS = { pending: 'review', approved: 'approve', rejected: 'decline' } as const;

/**
 * The calls of a kind, under /api: a record's id follows `get`, `update`, `remove` and `approval`
 * (`scheduleadjustment/get/{id}`); `bulk` decides many at once; `file` is where an employee files
 * one for themselves in self-service (`ess/me/...`).
 */
export type RequestPaths = {
  list: string;
  get: string;
  add: string;
  update: string;
  remove: string;
  approval: string;
  bulk: string;
  file: string;
};

/** A kind of request, declared once for the server, the web and the API's documentation. */
export type RequestKind<
  Q extends z.ZodType = z.ZodType,
  A extends z.ZodType = z.ZodType,
  U extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  D extends z.ZodType = z.ZodType,
> = {
  /** Its name in code: 'adjustment'. */
  readonly name: string;
  /** One request in messages and documentation: 'schedule adjustment' ("The schedule adjustment was not found."). */
  readonly noun: string;
  /** The entity of its audit rows. */
  readonly entity: string;
  readonly chain: readonly ChainStep[];
  readonly paths: RequestPaths;
  readonly schemas: {
    listQuery: Q;
    addBody: A;
    updateBody: U;
    row: R;
    detail: D;
    /** What the employee files in self-service: the request's own fields, with HR's messages. */
    fileBody: z.ZodType;
  };
  /** What the calls that differ by kind do, for the API's documentation (the others say it from `noun`). */
  readonly summaries: { list: string; add: string; decide: string; remove: string };
};

/** Declares a kind, keeping its exact schema types. */
export const requestKind = <const K extends RequestKind>(kind: K): K => kind;
