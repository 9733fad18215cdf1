import { auditListCall } from '@hris/domain/calls/audit';
import { pageOf } from '../../../lib/api-client';

/** GET api/audit: the Audit Log with its filters. */
export const fetchAuditLog = pageOf(auditListCall);
