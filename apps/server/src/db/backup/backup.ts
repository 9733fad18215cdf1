import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, rmSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { APP_VERSION } from '../../lib/paths';
import { tarEnd, tarHeader, tarPadding } from '../../lib/tar';
import type { FileStorage } from '../../plugins/files/storage';
import { MIGRATION_LOCK } from '../migrate';
import { appSequences, appTables, qualified } from './catalog';
import { Digest, digested, keyCheck } from './digest';
import { FORMAT, FORMAT_VERSION, fileEntry, MANIFEST_ENTRY, type Manifest, tableEntry } from './manifest';
import { lastApplied } from './migrations';
import { Refused } from './refused';

type Snapshot = Pick<Manifest, 'snapshot_at' | 'postgres_version' | 'migration' | 'tables' | 'sequences'> & {
  /** The files the snapshot's `files` rows name. */
  files: { name: string; mime_type: string }[];
};

/**
 * Copies every table of the app's schema out of one snapshot into `work` (one file a table, streamed),
 * and reads the sequences and the list of stored files in the same snapshot. A shared hold on the
 * migration lock keeps migrations (the only schema changes) out until the snapshot is taken and read;
 * the app's own reads and writes go on meanwhile.
 */
async function dumpDatabase(url: string, work: string): Promise<Snapshot> {
  const client = new pg.Client({ connectionString: url, application_name: 'hris-backup' });
  client.on('error', () => {}); // a lost connection fails the query under way, which says why
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock_shared($1)', [MIGRATION_LOCK]);
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ at: Date; version: string }>(
      `SELECT now() AS at, current_setting('server_version') AS version`,
    );
    const migration = await lastApplied(client);
    const tables = await appTables(client);
    // What pg_dump does: no table can be dropped or altered under the copy.
    await client.query(
      `LOCK TABLE ${tables.map((t) => qualified(client, t.name)).join(', ')} IN ACCESS SHARE MODE`,
    );

    const dumped: Manifest['tables'] = [];
    for (const [i, t] of tables.entries()) {
      const columns = t.columns.map((c) => client.escapeIdentifier(c)).join(', ');
      const digest = new Digest();
      await pipeline(
        client.query(copyTo(`COPY ${qualified(client, t.name)} (${columns}) TO STDOUT`)),
        (source: AsyncIterable<Buffer>) => digested(source, digest),
        createWriteStream(path.join(work, `${i}.copy`), { mode: 0o600 }),
      );
      dumped.push({ ...t, rows: digest.lines, bytes: digest.bytes, sha256: digest.sha256() });
    }

    const sequences: Manifest['sequences'] = [];
    for (const s of await appSequences(client)) {
      const { rows: state } = await client.query<{ last_value: string; is_called: boolean }>(
        `SELECT last_value::text AS last_value, is_called FROM ${qualified(client, s.name)}`,
      );
      sequences.push({ ...s, last_value: state[0]!.last_value, is_called: state[0]!.is_called });
    }

    const { rows: files } = await client.query<{ name: string; mime_type: string }>(
      `SELECT file_name AS name, mime_type FROM ${qualified(client, 'files')} ORDER BY id`,
    );
    await client.query('COMMIT');
    return {
      snapshot_at: rows[0]!.at.toISOString(),
      postgres_version: rows[0]!.version,
      migration,
      tables: dumped,
      sequences,
      files,
    };
  } finally {
    await client.end().catch(() => {});
  }
}

export type BackupOptions = {
  /** The database. */
  url: string;
  /** Where the uploads are (the app's own storage driver). */
  storage: FileStorage;
  /** The archive to write; it appears whole or not at all. */
  out: string;
  /** The app's secret key, when known: its fingerprint goes into the manifest. */
  secretKey?: Buffer | undefined;
};

/**
 * Writes one gzip-compressed tar archive: `tables/<table>.copy` for every table (COPY's text format,
 * in load order), `files/<name>` for every stored file a `files` row names, then `manifest.json` with
 * the migration, every table's columns, row count and SHA-256, the sequences, and every file's size
 * and SHA-256. Tables pass through temporary files beside the archive (a tar entry states its size
 * first); nothing is held in memory whole.
 */
export async function writeBackup(opts: BackupOptions): Promise<Manifest> {
  const out = path.resolve(opts.out);
  if (existsSync(out)) throw new Refused(`${out} exists already: name another file with --out.`);
  await mkdir(path.dirname(out), { recursive: true });
  const work = await mkdtemp(path.join(path.dirname(out), '.hris-backup-'));
  const partial = `${out}.${randomBytes(4).toString('hex')}.part`;
  // Personal data: an interrupted backup (Ctrl+C) leaves none of it behind either.
  const removeOnExit = () => {
    rmSync(partial, { force: true });
    rmSync(work, { recursive: true, force: true });
  };
  process.on('exit', removeOnExit);
  try {
    const snapshot = await dumpDatabase(opts.url, work);
    const mtime = new Date(snapshot.snapshot_at);
    const files: Manifest['files'] = [];
    const missing: string[] = [];
    let manifest: Manifest | undefined;

    async function* archive(): AsyncGenerator<Buffer> {
      for (const [i, t] of snapshot.tables.entries()) {
        yield tarHeader(tableEntry(t.name), t.bytes, mtime);
        yield* createReadStream(path.join(work, `${i}.copy`));
        yield tarPadding(t.bytes);
      }
      for (const f of snapshot.files) {
        const stored = await opts.storage.get(f.name);
        // Deleted since the snapshot (or lost before it): the manifest says so, the backup goes on.
        if (!stored) {
          missing.push(f.name);
          continue;
        }
        yield tarHeader(fileEntry(f.name), stored.size, mtime);
        const digest = new Digest();
        for await (const chunk of digested(stored.body, digest)) {
          if (digest.bytes > stored.size) break;
          yield chunk;
        }
        if (digest.bytes !== stored.size) {
          stored.body.destroy();
          throw new Error(`The stored file ${f.name} changed size while it was read.`);
        }
        yield tarPadding(stored.size);
        files.push({ name: f.name, mime_type: f.mime_type, bytes: digest.bytes, sha256: digest.sha256() });
      }
      manifest = {
        format: FORMAT,
        version: FORMAT_VERSION,
        app_version: APP_VERSION,
        created_at: new Date().toISOString(),
        snapshot_at: snapshot.snapshot_at,
        postgres_version: snapshot.postgres_version,
        migration: snapshot.migration,
        tables: snapshot.tables,
        sequences: snapshot.sequences,
        files,
        missing_files: missing,
        secret_key_check: opts.secretKey ? keyCheck(opts.secretKey) : null,
      };
      const text = Buffer.from(`${JSON.stringify(manifest, null, 1)}\n`);
      yield tarHeader(MANIFEST_ENTRY, text.length, new Date());
      yield text;
      yield tarPadding(text.length);
      yield tarEnd();
    }

    await pipeline(
      archive,
      createGzip(),
      createWriteStream(partial, { flags: 'wx', mode: 0o600, flush: true }),
    );
    await rename(partial, out);
    return manifest!;
  } finally {
    process.off('exit', removeOnExit);
    await rm(partial, { force: true });
    await rm(work, { recursive: true, force: true });
  }
}
