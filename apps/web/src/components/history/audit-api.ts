import type { AuditRow } from '@hris/domain/audit';
import type { Paged } from '@hris/domain/paging';
import { api } from '../../lib/api-client';
import type { ListParams } from '../list-params';

/** Query keys of the audit trail: every save elsewhere may add a row, so it is read fresh when opened. */
export const auditKey = ['audit'] as const;

/** GET api/audit/{entity}/{id}: one record's History. */
export function fetchRecordHistory(entity: string, id: number, params: ListParams, signal: AbortSignal) {
  return api.get<Paged<AuditRow>>(`audit/${entity}/${id}`, params, signal);
}
