import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { MIGRATIONS_DIR } from '../../lib/paths';

export type MigrationRef = { tag: string; when: number; count: number };

/** The committed migrations, in order (drizzle-kit's journal). */
export function journal(): { tag: string; when: number }[] {
  const file = path.join(MIGRATIONS_DIR, 'meta', '_journal.json');
  const { entries } = JSON.parse(readFileSync(file, 'utf8')) as { entries: { tag: string; when: number }[] };
  return entries.map(({ tag, when }) => ({ tag, when }));
}

/**
 * The last migration applied to the database, as this code names it. A database migrated by a newer
 * version of the app holds migrations this code does not have: that is an error, not a guess.
 */
export async function lastApplied(client: pg.ClientBase): Promise<MigrationRef> {
  const { rows } = await client.query<{ when: string; n: number }>(
    `SELECT max(created_at)::text AS when, count(*)::int AS n FROM drizzle.__drizzle_migrations`,
  );
  const when = Number(rows[0]?.when);
  const known = journal();
  const index = known.findIndex((m) => m.when === when);
  if (index < 0) {
    throw new Error(
      'The database has migrations this version of HRIS does not have (a newer version migrated it): use that version.',
    );
  }
  return { tag: known[index]!.tag, when, count: index + 1 };
}

/** The committed migration an archive names, or an error saying which version of HRIS can restore it. */
export function knownMigration(ref: MigrationRef): MigrationRef {
  const index = journal().findIndex((m) => m.when === ref.when);
  if (index < 0) {
    throw new Error(
      `The archive was made at migration ${ref.tag}, which this version of HRIS does not have: restore it with the version that made it (or a newer one).`,
    );
  }
  return { ...ref, count: index + 1 };
}

/**
 * Applies the committed migrations up to and including `upTo` (its `count` from `knownMigration`), in the caller's transaction, and
 * records them as drizzle's migrator does (`drizzle.__drizzle_migrations`: the file's hash and its
 * journal time), so that the app's next start applies only the newer ones.
 */
export async function migrateUpTo(client: pg.ClientBase, upTo: MigrationRef): Promise<void> {
  await client.query('CREATE SCHEMA IF NOT EXISTS drizzle');
  await client.query(
    'CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)',
  );
  for (const m of readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).slice(0, upTo.count)) {
    for (const statement of m.sql) await client.query(statement);
    await client.query('INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ($1, $2)', [
      m.hash,
      m.folderMillis,
    ]);
  }
}
