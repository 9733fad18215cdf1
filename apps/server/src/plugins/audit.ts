import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client';
import { auditLog } from './audit.tables';

/** Who is acting, for the audit log: the logged-in user (if any) and the request's address. */
export type Actor = { userId: number | null; ip: string };

export const actorOf = (req: FastifyRequest): Actor => ({ userId: req.user?.id ?? null, ip: req.ip });

type Row = Record<string, unknown>;

/** Fields that hold a secret in any form (clear, hashed or sealed): never written to the audit log. */
export const SECRET_FIELD = /password|token|secret|_enc$|_hash$/i;

/** A copy without secret fields, at any depth (a row, a request body, a nested list). */
export function withoutSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutSecrets) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !SECRET_FIELD.test(k))
        .map(([k, v]) => [k, withoutSecrets(v)]),
    ) as T;
  }
  return value;
}

/** Only the fields that differ, so an update's audit row shows what changed. */
function diff(before: Row, after: Row): { before: Row; after: Row } {
  const b: Row = {};
  const a: Row = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (key === 'updated_at') continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  return { before: b, after: a };
}

export type AuditEntry = {
  action: string;
  entity: string;
  entityId: string | number | null;
  before?: Row;
  after?: Row;
};

/** The row of an entry, secrets removed and an update reduced to the fields it changed. */
function auditRow(actor: Actor, entry: AuditEntry) {
  const before = entry.before && withoutSecrets(entry.before);
  const after = entry.after && withoutSecrets(entry.after);
  const changed = before && after ? diff(before, after) : { before, after };
  return {
    user_id: actor.userId,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId === null ? null : String(entry.entityId),
    before: changed.before ?? null,
    after: changed.after ?? null,
    ip: actor.ip,
  };
}

/** Writes one audit row, secrets removed; call it inside the transaction that makes the change. */
export async function writeAudit(db: Db | Tx, actor: Actor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(auditRow(actor, entry));
}

/** Many audit rows at once (an import's records), a few hundred a statement. */
export async function writeAudits(db: Db | Tx, actor: Actor, entries: readonly AuditEntry[]): Promise<void> {
  for (let i = 0; i < entries.length; i += 500)
    await db.insert(auditLog).values(entries.slice(i, i + 500).map((entry) => auditRow(actor, entry)));
}

/**
 * Records that the actor opened a record's personal data (the Data Privacy Act asks who looked at whose
 * data): an audit row of action `view`. Awaited before the reply, so data is shown only once recorded.
 */
export function recordView(db: Db, actor: Actor, entity: string, entityId: number): Promise<void> {
  return writeAudit(db, actor, { action: 'view', entity, entityId });
}
