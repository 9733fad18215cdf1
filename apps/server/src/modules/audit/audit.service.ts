import {
  AUDIT_AREAS,
  AUDIT_COUNT_CAP,
  type AuditListQuery,
  type AuditRow,
  type auditHistoryQuery,
} from '@hris/domain/audit';
import type { ListArgs } from '@hris/domain/paging';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyDayStart } from '../../db/clock';
import { cappedPageOf } from '../../db/paging';

/**
 * The audit rows with who wrote them. Paged on the server, newest first; each filter has an index that
 * ends in the time: (user_id, created_at), (entity, created_at), (entity, entity_id, created_at) and
 * (created_at). The log grows by the million, so the count stops at AUDIT_COUNT_CAP: past it, the
 * reply says there are more (`more`) and the pages reach the newest AUDIT_COUNT_CAP entries; a
 * narrower filter or period reaches older ones.
 */
function auditPage(
  db: Db,
  where: (SQL | undefined)[],
  a: { page: number; per_page: number; order: 'asc' | 'desc' },
) {
  return cappedPageOf<AuditRow>(db, {
    select: sql`a.id, a.created_at, a.user_id, u.name AS user_name, emp.full_name AS user_full_name,
      a.action, a.entity, a.entity_id, a.before, a.after, a.ip`,
    from: sql`audit_log a`,
    joins: sql`LEFT JOIN users u ON u.id = a.user_id LEFT JOIN employees emp ON emp.id = u.employee_id`,
    where,
    sort: sql`a.created_at`,
    order: a.order,
    tieBreak: sql`a.id`,
    page: a.page,
    perPage: a.per_page,
    cap: AUDIT_COUNT_CAP,
  });
}

/** `GET api/audit`: the Audit Log under Accounts. The period is in company days (Asia/Manila). */
export function listAudit(db: Db, q: AuditListQuery) {
  const entities = q.entity ? [q.entity] : q.area ? AUDIT_AREAS[q.area].entities : undefined;
  return auditPage(
    db,
    [
      q.user_id !== undefined ? sql`a.user_id = ${q.user_id}` : undefined,
      entities
        ? sql`a.entity IN (${sql.join(
            entities.map((x) => sql`${x}`),
            sql`, `,
          )})`
        : undefined,
      q.entity_id !== undefined ? sql`a.entity_id = ${String(q.entity_id)}` : undefined,
      q.from ? sql`a.created_at >= ${companyDayStart(q.from)}` : undefined,
      q.to ? sql`a.created_at < ${companyDayStart(q.to)} + interval '1 day'` : undefined,
    ],
    q,
  );
}

/** `GET api/audit/{entity}/{id}`: the History drawer of one record. */
export function recordHistory(db: Db, entity: string, id: number, q: ListArgs<typeof auditHistoryQuery>) {
  return auditPage(db, [sql`a.entity = ${entity}`, sql`a.entity_id = ${String(id)}`], q);
}
