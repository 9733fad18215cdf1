import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../lib/paths';

/** An arbitrary constant: the advisory-lock key all app nodes agree on for migrations (and backups). */
export const MIGRATION_LOCK = 727_001;

async function appliedMigrations(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ t: string | null }>(
    `SELECT to_regclass('drizzle.__drizzle_migrations')::text AS t`,
  );
  if (!rows[0]?.t) return 0;
  return (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations'))
    .rows[0]!.n;
}

/**
 * Applies the committed SQL migrations. A session-level advisory lock makes nodes that start
 * together take turns: the first migrates, the others then find nothing left to do.
 */
export async function runMigrations(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, application_name: 'hris-migrate' });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const before = await appliedMigrations(client);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
    // A migration that rewrites a table (a new stored generated column) leaves it without a visibility
    // map, so index-only scans (the lists' counts) read every row until autovacuum comes, which a
    // rewrite does not call: after new migrations the database is vacuumed and analysed once.
    if ((await appliedMigrations(client)) !== before) await client.query('VACUUM (ANALYZE)');
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await client.end();
  }
}
