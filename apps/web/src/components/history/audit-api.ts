import type { AuditEntity } from '@hris/domain/audit';
import { recordHistoryCall } from '@hris/domain/calls/audit';
import { pageOf } from '../../lib/api-client';
import type { ListParams } from '../list-params';

/** Query keys of the audit trail: every save elsewhere may add a row, so it is read fresh when opened. */
export const auditKey = ['audit'] as const;

/** GET api/audit/{entity}/{id}: one record's History. */
export function fetchRecordHistory(entity: AuditEntity, id: number, params: ListParams, signal: AbortSignal) {
  return pageOf(recordHistoryCall, { entity, id })(params, signal);
}
