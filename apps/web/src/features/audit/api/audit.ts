import type { AuditRow } from '@hris/domain/audit';
import type { Paged } from '@hris/domain/paging';
import type { ListParams } from '../../../components/list-params';
import { api } from '../../../lib/api-client';

/** GET api/audit: the Audit Log with its filters. */
export function fetchAuditLog(params: ListParams, signal: AbortSignal) {
  return api.get<Paged<AuditRow>>('audit', params, signal);
}
