import { z } from 'zod';
import { doneReply, wireCount, wireId } from './replies';
import { choiceError, optionalText, recordId } from './text';

/**
 * HR's decision on many requests at once (Approve selected, Decline selected): one decision and one
 * reason for every selected request. The server decides each request alone, by the same rules and
 * the same guarded update as a single decision, so one refused request never undoes the others, and
 * replies with each request's result.
 */

/** The most requests one bulk decision takes (a page of a list holds at most 500; HR decides ~50 a day). */
export const BULK_MAX = 100;

export const BULK_DECISIONS = ['approved', 'rejected'] as const;
export type BulkDecision = (typeof BULK_DECISIONS)[number];

const anId = recordId('');

/**
 * The body of `POST api/leaveabsences/bulk`, `api/adjustment/approval/bulk` and
 * `api/undertime/approval/bulk`: 1 to 100 distinct ids, the decision, and the reason (required to
 * decline; it is every declined request's reason).
 */
export const bulkDecisionBody = z
  .object({
    ids: z
      .array(z.union([z.number(), z.string()], { error: 'Each selected id must be the id of a record.' }), {
        error: 'Please select the requests to decide.',
      })
      .transform((ids, ctx) => {
        if (ids.length === 0 || ids.length > BULK_MAX) {
          ctx.addIssue({
            code: 'custom',
            message:
              ids.length === 0
                ? 'Please select at least one request.'
                : `At most ${BULK_MAX} requests can be decided at once.`,
          });
          return z.NEVER;
        }
        const parsed = ids.map((id) => anId.safeParse(id));
        const numbers = parsed.flatMap((p) => (p.success ? [p.data] : []));
        if (numbers.length < ids.length) {
          ctx.addIssue({ code: 'custom', message: 'Each selected id must be the id of a record.' });
          return z.NEVER;
        }
        if (new Set(numbers).size < numbers.length) {
          ctx.addIssue({ code: 'custom', message: 'Each request may be selected only once.' });
          return z.NEVER;
        }
        return numbers;
      }),
    decision: z.enum(BULK_DECISIONS, {
      error: choiceError(
        'Please choose to approve or to decline.',
        'The decision must be approved or rejected.',
      ),
    }),
    reason: optionalText('reason for declining', 1000),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'rejected' && !v.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Please give the reason for declining.' });
  });
export type BulkDecisionBody = z.output<typeof bulkDecisionBody>;
export type BulkDecisionInput = z.input<typeof bulkDecisionBody>;

export const BULK_RESULT_STATUSES = ['approved', 'rejected', 'error'] as const;

/** One request's result: decided as asked, or not (`error`) with the reason a single decision would give. */
export const bulkResult = z.strictObject({
  id: wireId,
  /** The request's employee; null when the request no longer exists. */
  full_name: z.string().nullable(),
  status: z.enum(BULK_RESULT_STATUSES),
  message: z.string(),
});
export type BulkResult = z.infer<typeof bulkResult>;

/** The reply: every request's result in the order sent, and the counts. */
export const bulkDecisionData = z.strictObject({
  results: z.array(bulkResult),
  approved: wireCount,
  rejected: wireCount,
  failed: wireCount,
});
export type BulkDecisionData = z.infer<typeof bulkDecisionData>;
export const bulkDecisionReply = doneReply(bulkDecisionData);
export type BulkDecisionReply = z.infer<typeof bulkDecisionReply>;

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * The reply's message: "48 of 50 leave requests approved. 2 could not be approved." (`noun` is the
 * singular: "leave request").
 */
export function bulkMessage(noun: string, decision: BulkDecision, data: BulkDecisionData): string {
  const verb = decision === 'approved' ? 'approved' : 'declined';
  const total = data.results.length;
  const done = decision === 'approved' ? data.approved : data.rejected;
  const head =
    done === total ? `${plural(total, noun)} ${verb}.` : `${done} of ${plural(total, noun)} ${verb}.`;
  return data.failed ? `${head} ${data.failed} could not be ${verb}.` : head;
}
