import type { AuditEntity } from '@hris/domain/audit';
import { recordHistoryCall } from '@hris/domain/calls/audit';
import { pageOf } from '../../lib/api-client';

/** Query keys of the audit trail: every save elsewhere may add a row, so it is read fresh when opened. */
export const auditKey = ['audit'] as const;

/** GET api/audit/{entity}/{id}: one record's History, a page at a time. */
export const recordHistoryPages = (entity: AuditEntity, id: number) =>
  pageOf(recordHistoryCall, { entity, id });
