import type { AuditRow } from '@hris/domain/audit';
import type { Paged } from '@hris/domain/paging';
import type { ListParams } from '../../../components/list-params';
import { api } from '../../../lib/api-client';

/** Query keys of the audit trail: every save elsewhere may add a row, so it is read fresh when opened. */
export const auditKey = ['audit'] as const;

/** GET api/audit: the Audit Log with its filters. */
export function fetchAuditLog(params: ListParams, signal: AbortSignal) {
  return api.get<Paged<AuditRow>>('audit', params, signal);
}

/** GET api/audit/{entity}/{id}: one record's History. */
export function fetchRecordHistory(entity: string, id: number, params: ListParams, signal: AbortSignal) {
  return api.get<Paged<AuditRow>>(`audit/${entity}/${id}`, params, signal);
}
