import { AppError, fieldError, isUniqueViolation, staleReference } from '../lib/errors';
import { type Actor, type AuditEntry, writeAudit } from '../plugins/audit';
import type { Db, Tx } from './client';

/** What a write's work gets: its transaction, and the audit log of that transaction. */
export type Writer = {
  tx: Tx;
  actor: Actor;
  /** Writes an audit row in this transaction (secrets are removed by writeAudit), as `as` if given. */
  audit: (entry: AuditEntry, as?: Actor) => Promise<void>;
};

/**
 * Unique indexes a write may run into, each with the form field whose value it refused and the
 * message (or a whole error, for the special replies such as `exist`, docs/api.md#special-replies).
 */
export type UniqueFields = Record<string, readonly [field: string, message: string] | AppError>;

/**
 * Every mutation of every module goes through here: one transaction, at least one audit row written
 * in it, and a violation of one of `unique`'s indexes (a duplicate, or two HR users racing for the
 * same name) answered as a 422 on its field instead of a 500. A foreign key met (a record the write
 * refers to was removed since it was checked, or one it removes is still referred to) is a 409
 * `StaleReference` that says so, which a caller may word for its screen.
 */
export async function write<T>(
  db: Db,
  actor: Actor,
  work: (w: Writer) => Promise<T>,
  unique: UniqueFields = {},
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      let audited = false;
      const result = await work({
        tx,
        actor,
        audit: async (entry, as = actor) => {
          await writeAudit(tx, as, entry);
          audited = true;
        },
      });
      if (!audited) throw new Error('A write must leave an audit row.');
      return result;
    });
  } catch (err) {
    for (const [index, target] of Object.entries(unique)) {
      if (isUniqueViolation(err, index)) throw target instanceof AppError ? target : fieldError(...target);
    }
    throw staleReference(err) ?? err;
  }
}
