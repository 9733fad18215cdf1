import { AUDIT_ENTITIES } from '@hris/domain/audit';
import { sql } from 'drizzle-orm';
import { pgArray } from '../arrays';
import type { Tx } from '../client';

/**
 * A year of the audit trail, set-based: `rows` entries spread evenly over the past year (so ids rise
 * with time, as they do), by the HR accounts (a few by the system), mostly views and updates of
 * employees, leave and attendance, each with a field changed before and after.
 */
export async function seedAuditHistory(tx: Tx, opts: { rows: number; employees: number }): Promise<void> {
  const entities = pgArray('text', AUDIT_ENTITIES);
  await tx.execute(sql`
    WITH hr AS (SELECT array_agg(id) AS ids FROM users WHERE role_id = 5)
    INSERT INTO audit_log (user_id, action, entity, entity_id, before, after, ip, created_at)
    SELECT
      CASE WHEN r.u < 0.05 THEN NULL ELSE hr.ids[1 + floor(r.u * array_length(hr.ids, 1))::int % array_length(hr.ids, 1)] END,
      CASE WHEN r.a < 0.45 THEN 'view' WHEN r.a < 0.85 THEN 'update' WHEN r.a < 0.97 THEN 'create' ELSE 'delete' END,
      CASE WHEN r.a < 0.45 THEN 'employee' WHEN r.e < 0.5 THEN (ARRAY['employee', 'leave', 'attendance_logs', 'leave_credits'])[1 + floor(r.e * 8)::int]
        ELSE (${entities})[1 + floor(r.e * ${AUDIT_ENTITIES.length})::int] END,
      (1 + floor(r.x * ${opts.employees}))::text,
      CASE WHEN r.a >= 0.45 AND r.a < 0.85 THEN jsonb_build_object('contact', '0917-' || lpad((g % 10000000)::text, 7, '0')) END,
      CASE WHEN r.a >= 0.45 AND r.a < 0.97 THEN jsonb_build_object('contact', '0918-' || lpad((g % 10000000)::text, 7, '0')) END,
      '10.0.' || (g % 250) || '.' || (g % 200 + 1),
      now() - interval '365 days' + (g::float8 / ${opts.rows}) * interval '365 days'
    FROM hr, generate_series(1, ${opts.rows}) g,
      LATERAL (SELECT random() AS u, random() AS a, random() AS e, random() AS x, g AS k) r`);
}
