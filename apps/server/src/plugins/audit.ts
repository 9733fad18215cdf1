import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client';
import { auditLog } from './audit.tables';

/** Who is acting, for the audit log: the logged-in user (if any) and the request's address. */
export type Actor = { userId: number | null; ip: string };

export const actorOf = (req: FastifyRequest): Actor => ({ userId: req.user?.id ?? null, ip: req.ip });

type Row = Record<string, unknown>;

/** Only the fields that differ, so an update's audit row shows what changed. */
function diff(before: Row, after: Row): { before: Row; after: Row } {
  const b: Row = {};
  const a: Row = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (key === 'updated_at' || key === 'password_hash') continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  return { before: b, after: a };
}

/** Writes one audit row; call it inside the transaction that makes the change. */
export async function writeAudit(
  db: Db | Tx,
  actor: Actor,
  entry: { action: string; entity: string; entityId: string | number | null; before?: Row; after?: Row },
): Promise<void> {
  const changed =
    entry.before && entry.after
      ? diff(entry.before, entry.after)
      : { before: entry.before, after: entry.after };
  await db.insert(auditLog).values({
    user_id: actor.userId,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId === null ? null : String(entry.entityId),
    before: changed.before ?? null,
    after: changed.after ?? null,
    ip: actor.ip,
  });
}
