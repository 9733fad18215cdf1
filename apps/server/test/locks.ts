import type pg from 'pg';
import { vi } from 'vitest';

/**
 * Waits until `n` other sessions of this database wait for a lock (only those whose query is LIKE
 * `query`, when given): a request that reached its guarded write, a transaction behind another's row.
 * What a race test waits for before it lets the lock go, instead of a pause that hopes for it.
 */
export async function lockWaiters(client: pg.Pool | pg.ClientBase, n = 1, query = '%'): Promise<void> {
  await vi.waitUntil(
    async () => {
      // inside a transaction, pg_stat_activity would show the same moment on every read
      await client.query('SELECT pg_stat_clear_snapshot()');
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database()
          AND wait_event_type = 'Lock' AND pid <> pg_backend_pid() AND query LIKE $1`,
        [query],
      );
      return rows[0]!.n >= n;
    },
    { timeout: 10_000, interval: 10 },
  );
}
