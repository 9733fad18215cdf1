import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { readTar } from '../../lib/tar';
import type { FileStorage } from '../../plugins/files/storage';
import { MIGRATION_LOCK } from '../migrate';
import { APP_SCHEMA, appTables, qualified, tablesWithTriggers } from './catalog';
import { Digest, digested } from './digest';
import {
  FORMAT,
  FORMAT_VERSION,
  fileEntry,
  MANIFEST_ENTRY,
  type Manifest,
  manifestSchema,
  tableEntry,
} from './manifest';
import { knownMigration, migrateUpTo } from './migrations';
import { Refused } from './refused';

/** The manifest of a large company is a few MB; anything far larger is not one of ours. */
const MAX_MANIFEST_BYTES = 256 * 1024 * 1024;

/** The archive's entries, decompressed as they are read. */
function openArchive(file: string) {
  const input = createReadStream(file);
  const gunzip = createGunzip();
  input.on('error', (err) => gunzip.destroy(err));
  input.pipe(gunzip);
  return {
    entries: readTar(gunzip),
    close: () => {
      input.destroy();
      gunzip.destroy();
    },
  };
}

type Seen = { bytes: number; sha256: string; lines: number };

function parseManifest(text: string, file: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Refused(`${file} is damaged: its manifest is not readable JSON.`);
  }
  const head = json as { format?: unknown; version?: unknown };
  if (head?.format !== FORMAT) throw new Refused(`${file} is not an HRIS backup.`);
  if (head.version !== FORMAT_VERSION) {
    throw new Refused(
      `${file} is a backup of format version ${String(head.version)}; this version of HRIS reads version ${FORMAT_VERSION}.`,
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const at = parsed.error.issues[0]?.path.join('.');
    throw new Refused(`${file} is damaged: its manifest is malformed (at ${at}).`);
  }
  return parsed.data;
}

/**
 * Reads the whole archive once and checks it against its manifest: every table and file present with
 * its size, SHA-256 (and a table with its row count), nothing else in it, and a migration this code
 * has. Nothing is written; a damaged or foreign archive is refused here.
 */
export async function verifyArchive(file: string): Promise<Manifest> {
  try {
    await access(file);
  } catch {
    throw new Refused(`Cannot read ${file}: no such file, or no permission to read it.`);
  }
  const seen = new Map<string, Seen>();
  let manifest: Manifest | undefined;
  const archive = openArchive(file);
  try {
    for await (const entry of archive.entries) {
      if (manifest) throw new Refused(`${file} is damaged: entries follow its manifest.`);
      if (seen.has(entry.name)) throw new Refused(`${file} is damaged: it holds ${entry.name} twice.`);
      if (entry.name === MANIFEST_ENTRY) {
        if (entry.size > MAX_MANIFEST_BYTES) throw new Refused(`${file} is not an HRIS backup.`);
        const parts: Buffer[] = [];
        for await (const chunk of entry.body) parts.push(chunk);
        manifest = parseManifest(Buffer.concat(parts).toString('utf8'), file);
        continue;
      }
      const digest = new Digest();
      for await (const chunk of entry.body) digest.update(chunk);
      seen.set(entry.name, { bytes: digest.bytes, sha256: digest.sha256(), lines: digest.lines });
    }
  } catch (err) {
    if (err instanceof Refused) throw err;
    // zlib's own words (a bad CRC, an unexpected end) or the tar reader's
    throw new Refused(`${file} is damaged or not an HRIS backup: ${(err as Error).message}`);
  } finally {
    archive.close();
  }
  if (!manifest) throw new Refused(`${file} is damaged or not an HRIS backup: it has no manifest.`);

  const expected = new Map<string, Partial<Seen> & { bytes: number; sha256: string }>([
    ...manifest.tables.map((t) => [tableEntry(t.name), { ...t, lines: t.rows }] as const),
    ...manifest.files.map((f) => [fileEntry(f.name), f] as const),
  ]);
  for (const [name, want] of expected) {
    const got = seen.get(name);
    if (!got) throw new Refused(`${file} is damaged: ${name} is missing from it.`);
    if (got.bytes !== want.bytes || got.sha256 !== want.sha256 || (want.lines ?? got.lines) !== got.lines) {
      throw new Refused(`${file} is damaged: ${name} does not match its checksum in the manifest.`);
    }
  }
  const extra = [...seen.keys()].filter((name) => !expected.has(name));
  if (extra.length > 0) {
    throw new Refused(`${file} is damaged: it holds ${extra[0]}, which its manifest does not list.`);
  }
  try {
    knownMigration(manifest.migration);
  } catch (err) {
    throw new Refused((err as Error).message);
  }
  return manifest;
}

/** Refuses a database that holds anything of the app's: a restore never merges into data. */
async function assertEmpty(client: pg.ClientBase, where: string): Promise<void> {
  const { rows } = await client.query<{ tables: number; migrated: boolean }>(
    `SELECT (SELECT count(*)::int FROM pg_class
             WHERE relnamespace = $1::regnamespace AND relkind IN ('r', 'p')) AS tables,
            to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS migrated`,
    [APP_SCHEMA],
  );
  const { tables, migrated } = rows[0]!;
  if (tables > 0 || migrated) {
    throw new Refused(
      `Not restored: ${where} already holds data (${tables} tables), and a restore goes only into an empty database. ` +
        'Use a new HRIS_DATA_DIR (or delete the old one), or a new database for DATABASE_URL.',
    );
  }
}

export type RestoreOptions = {
  url: string;
  /** Where the files go (the app's own storage driver). */
  storage: FileStorage;
  file: string;
  /** From `verifyArchive` of the same file. */
  manifest: Manifest;
  /** The database, as messages name it. */
  where: string;
};

/**
 * Brings an empty database and the storage back to a verified archive, in one transaction: migrations
 * up to the archive's, the tables emptied of what migrations insert, then each table loaded with COPY
 * in the archive's order (which its foreign keys accept) with our own triggers off (the derived counts
 * are in the archive), every file put back through the storage, and the sequences set at or past
 * every id. The bytes are checked again as they load; any failure rolls the database back and deletes
 * the files put so far.
 */
export async function restoreBackup(opts: RestoreOptions): Promise<void> {
  const { manifest, storage } = opts;
  const client = new pg.Client({ connectionString: opts.url, application_name: 'hris-restore' });
  client.on('error', () => {});
  await client.connect();
  const stored: string[] = [];
  const archive = openArchive(opts.file);
  try {
    await client.query('BEGIN');
    // Nodes that start meanwhile wait, then find the restored database migrated.
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await assertEmpty(client, opts.where);
    await migrateUpTo(client, knownMigration(manifest.migration));

    const tables = await appTables(client);
    const schema = JSON.stringify(tables.map((t) => [t.name, t.columns]).sort());
    if (schema !== JSON.stringify(manifest.tables.map((t) => [t.name, t.columns]).sort())) {
      throw new Refused(
        `The archive's tables and columns are not those of migration ${manifest.migration.tag}: it cannot be restored.`,
      );
    }
    await client.query(
      `TRUNCATE ${tables.map((t) => qualified(client, t.name)).join(', ')} RESTART IDENTITY`,
    );
    const triggered = await tablesWithTriggers(client);
    for (const t of triggered) await client.query(`ALTER TABLE ${qualified(client, t)} DISABLE TRIGGER USER`);

    const tableOf = new Map(manifest.tables.map((t) => [tableEntry(t.name), t]));
    const fileOf = new Map(manifest.files.map((f) => [fileEntry(f.name), f]));
    for await (const entry of archive.entries) {
      const digest = new Digest();
      const table = tableOf.get(entry.name);
      const file = fileOf.get(entry.name);
      if (table) {
        const columns = table.columns.map((c) => client.escapeIdentifier(c)).join(', ');
        await pipeline(
          Readable.from(digested(entry.body, digest), { objectMode: false }),
          client.query(copyFrom(`COPY ${qualified(client, table.name)} (${columns}) FROM STDIN`)),
        );
      } else if (file) {
        stored.push(file.name);
        await storage.put(
          file.name,
          Readable.from(digested(entry.body, digest), { objectMode: false }),
          file.mime_type,
        );
      } else continue;
      // The file may have changed since it was verified.
      if (digest.sha256() !== (table ?? file)!.sha256) {
        throw new Refused(`${opts.file} changed while it was restored (${entry.name}).`);
      }
    }

    for (const t of triggered) await client.query(`ALTER TABLE ${qualified(client, t)} ENABLE TRIGGER USER`);
    for (const s of manifest.sequences) {
      let value = BigInt(s.last_value);
      let called = s.is_called;
      if (s.table && s.column) {
        const { rows } = await client.query<{ max: string | null }>(
          `SELECT max(${client.escapeIdentifier(s.column)})::text AS max FROM ${qualified(client, s.table)}`,
        );
        const max = rows[0]?.max;
        if (max != null && BigInt(max) > (called ? value : value - 1n)) {
          value = BigInt(max);
          called = true;
        }
      }
      await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [
        qualified(client, s.name),
        value.toString(),
        called,
      ]);
    }
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    for (const name of stored) await storage.delete(name).catch(() => {});
    throw err;
  } finally {
    archive.close();
  }
  try {
    // Fresh statistics and visibility maps, as after migrations (see db/migrate.ts).
    await client.query('VACUUM (ANALYZE)');
  } finally {
    await client.end().catch(() => {});
  }
}
