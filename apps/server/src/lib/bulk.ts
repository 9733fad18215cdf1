import type { BulkDecision, BulkDecisionData, BulkResult } from '@hris/domain/bulk';
import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError } from './errors';

/**
 * A bulk decision: each request is decided by `decideOne`, the single decision's own service call
 * (its own transaction, its own guarded update, its own audit row), one after another. A request
 * that changed meanwhile, was deleted or lacks credits fails alone with the message its single
 * decision gives, and the others stand. `names` are the requests' employees, read before deciding.
 *
 * A database that is out of reach stops the run (503, as any request): what was decided stays
 * decided, and a retry finds those requests decided. Any other failure is a fault of ours: it is
 * logged and that request alone reports it.
 */
export async function decideEach(
  ids: readonly number[],
  decision: BulkDecision,
  names: ReadonlyMap<number, string>,
  decideOne: (id: number) => Promise<string>,
  log: FastifyBaseLogger,
): Promise<BulkDecisionData> {
  const results: BulkResult[] = [];
  for (const id of ids) {
    const full_name = names.get(id) ?? null;
    try {
      results.push({ id, full_name, status: decision, message: await decideOne(id) });
    } catch (err) {
      if (isDatabaseUnavailable(err)) throw err;
      if (!(err instanceof AppError)) log.error({ err, id }, 'bulk decision failed');
      const message =
        err instanceof AppError
          ? err.message
          : 'Something went wrong on the server while deciding this request. Please try again.';
      results.push({ id, full_name, status: 'error', message });
    }
  }
  const count = (status: BulkResult['status']) => results.filter((r) => r.status === status).length;
  return { results, approved: count('approved'), rejected: count('rejected'), failed: count('error') };
}
