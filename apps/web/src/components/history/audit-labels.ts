import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, type AuditRow } from '@hris/domain/audit';

export const actionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action.replace(/_/g, ' ');
export const entityLabel = (entity: string) => AUDIT_ENTITY_LABELS[entity] ?? entity.replace(/_/g, ' ');

/** Who did it: the employee behind the account, its username, or the system (jobs, device pushes). */
export const actorLabel = (row: AuditRow) =>
  row.user_full_name ?? row.user_name ?? (row.user_id ? `User #${row.user_id}` : 'System');
