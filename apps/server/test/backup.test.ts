import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFile, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { writeBackup } from '../src/db/backup/backup';
import type { Manifest } from '../src/db/backup/manifest';
import { journal, migrateUpTo } from '../src/db/backup/migrations';
import { restoreBackup, verifyArchive } from '../src/db/backup/restore';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { readTar } from '../src/lib/tar';
import { localStorage } from '../src/plugins/files/local-storage';
import { s3Storage } from '../src/plugins/files/s3-storage';
import { withDatabase } from './global-setup';
import { startS3, type TestS3 } from './s3';
import {
  call,
  clusterClient,
  loginHr,
  removeServerBundle,
  type ServerProcess,
  startServer,
  stopServer,
  tempDataDir,
} from './server-process';

/**
 * `npm run backup` and `npm run restore` as an operator runs them (the CLI, with the app's own
 * settings): a backup of a running app's demo company (files in discipline, documents and
 * responsibility forms), restored into a new data folder with its uploads in S3, must hold every
 * table's rows and content and every file's bytes; the app then starts on it and serves the files.
 * A damaged archive and a database that holds data are refused, with nothing written.
 */

/** For the tests that start the app or run a command: a loaded machine (the whole suite at once) is slow. */
const LONG = 120_000;

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TSX = createRequire(import.meta.url).resolve('tsx/cli');

type Run = { code: number | null; out: string };

/** The backup command (`npm run backup` / `npm run restore` run exactly this), with only `env` set. */
function cli(args: string[], env: Record<string, string>): Promise<Run> {
  const child = spawn(process.execPath, [TSX, 'src/db/backup/cli.ts', ...args], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? os.tmpdir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c));
  child.stderr.on('data', (c: Buffer) => (out += c));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, out })));
}

type Fingerprint = Record<string, { rows: number; md5: string }>;

/** Every table of the app's schema: its row count and a checksum of its rows (generated columns too). */
async function fingerprint(client: pg.Client): Promise<Fingerprint> {
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT relname AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r' ORDER BY 1`,
  );
  const result: Fingerprint = {};
  for (const { name } of tables) {
    const { rows } = await client.query<{ rows: number; md5: string }>(
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS md5
       FROM public.${client.escapeIdentifier(name)} t`,
    );
    result[name] = rows[0]!;
  }
  const { rows } = await client.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
  );
  result['drizzle.__drizzle_migrations'] = { rows: rows[0]!.n, md5: '' };
  return result;
}

async function fingerprintOf(dataDir: string): Promise<Fingerprint> {
  const client = await clusterClient(dataDir);
  try {
    return await fingerprint(client);
  } finally {
    await client.end();
  }
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** name → SHA-256 of every file in a local uploads folder. */
async function localFiles(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const name of (await readdir(dir)).sort()) out[name] = sha256(await readFile(path.join(dir, name)));
  return out;
}

/** A new, empty database (not the migrated template) on the test run's PostgreSQL. */
async function emptyDatabase(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = inject('pgUrl');
  const admin = async (statement: string) => {
    const client = new pg.Client(base);
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  return { url: withDatabase(base, name), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** The archive with one byte of its first stored file changed, compressed again (so gzip itself is whole). */
async function withOneByteChanged(file: string, to: string): Promise<void> {
  const tar = gunzipSync(await readFile(file));
  for (let at = 0; at < tar.length; at += 512) {
    if (tar.subarray(at, at + 6).toString('ascii') === 'files/') {
      const size = Number.parseInt(tar.subarray(at + 124, at + 136).toString('ascii'), 8);
      tar[at + 512 + Math.floor(size / 2)]! ^= 0x01;
      await writeFile(to, gzipSync(tar));
      return;
    }
  }
  throw new Error('The archive has no stored file.');
}

let out: string;
let a: Awaited<ReturnType<typeof tempDataDir>>;
let b: Awaited<ReturnType<typeof tempDataDir>>;
let c: Awaited<ReturnType<typeof tempDataDir>>;
let s3: TestS3;
let serverA: ServerProcess | undefined;
let serverB: ServerProcess | undefined;

beforeAll(async () => {
  out = await mkdtemp(path.join(os.tmpdir(), 'hris-backups-'));
  [a, b, c, s3] = await Promise.all([
    tempDataDir('backup-a'),
    tempDataDir('backup-b'),
    tempDataDir('backup-c'),
    startS3(),
  ]);
});
afterAll(async () => {
  for (const server of [serverA, serverB]) if (server) await stopServer(server);
  await Promise.all([
    a?.remove(),
    b?.remove(),
    c?.remove(),
    s3?.stop(),
    rm(out, { recursive: true, force: true }),
  ]);
  removeServerBundle();
});

describe('backup and restore', () => {
  const archive = () => path.join(out, 'company.tar.gz');
  let before: Fingerprint;
  let filesBefore: Record<string, string>;
  const s3Env = () => ({
    S3_BUCKET: s3.config.bucket,
    S3_REGION: s3.config.region,
    S3_ENDPOINT: s3.config.endpoint!,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: s3.config.credentials!.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.config.credentials!.secretAccessKey,
  });

  it(
    'backs up the running app: one archive of every table and every stored file',
    async () => {
      serverA = await startServer({ HRIS_DATA_DIR: a.dir, HRIS_DEMO: 'true' });
      before = await fingerprintOf(a.dir);
      filesBefore = await localFiles(path.join(a.dir, 'uploads'));
      expect(before.employees!.rows).toBeGreaterThan(100);
      expect(before.leave_credit_ledger!.rows).toBeGreaterThan(0);
      expect(Object.keys(filesBefore).length).toBeGreaterThan(10);

      const t0 = Date.now();
      const run = await cli(['backup', '--out', archive()], { HRIS_DATA_DIR: a.dir });
      expect(run.code, run.out).toBe(0);
      expect(run.out).toContain(`Wrote ${archive()}: ${Object.keys(before).length - 1} tables`);
      console.log(`backup of the running demo company: ${Date.now() - t0} ms (with the command's start)`);
      expect((await stat(archive())).mode & 0o777).toBe(0o600);
      // Nothing wrote meanwhile, so the archive must hold exactly `before`.
      expect(await fingerprintOf(a.dir)).toEqual(before);

      const { names } = await tarContents(archive());
      expect(names.at(-1)).toBe('manifest.json');
      expect(names.filter((n) => n.startsWith('files/')).sort()).toEqual(
        Object.keys(filesBefore).map((n) => `files/${n}`),
      );
    },
    LONG,
  );

  it('refuses to restore over a database that holds data, and writes nothing', async () => {
    const run = await cli(['restore', archive()], { HRIS_DATA_DIR: a.dir });
    expect(run.code, run.out).toBe(1);
    expect(run.out).toMatch(/already holds data \(\d+ tables\).*Nothing was restored\./);
    expect(await fingerprintOf(a.dir)).toEqual(before);
    expect(await localFiles(path.join(a.dir, 'uploads'))).toEqual(filesBefore);
  });

  it('refuses a damaged archive before writing anything', async () => {
    const damaged = path.join(out, 'damaged.tar.gz');
    await withOneByteChanged(archive(), damaged);
    const run = await cli(['restore', damaged], { HRIS_DATA_DIR: c.dir });
    expect(run.code, run.out).toBe(1);
    expect(run.out).toMatch(
      /is damaged: files\/[0-9a-f]{32}\.\w+ does not match its checksum.*Nothing was restored\./,
    );

    // The same checks without the command around them.
    const cut = path.join(out, 'cut.tar.gz');
    const whole = await readFile(archive());
    await writeFile(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    await expect(verifyArchive(cut)).rejects.toThrow(
      /is damaged or not an HRIS backup: unexpected end of file/,
    );
    await expect(verifyArchive(path.join(out, 'none.tar.gz'))).rejects.toThrow(/no such file/);
    const notOurs = path.join(out, 'other.tar.gz');
    await writeFile(notOurs, gzipSync(Buffer.alloc(1024)));
    await expect(verifyArchive(notOurs)).rejects.toThrow(/it has no manifest/);
    // Not even a database was made.
    expect(await readdir(c.dir)).toEqual([]);
  });

  it(
    'restores into a new data folder with S3 storage: every row and every file',
    async () => {
      const t0 = Date.now();
      const run = await cli(['restore', archive()], { HRIS_DATA_DIR: b.dir, ...s3Env() });
      expect(run.code, run.out).toBe(0);
      console.log(
        `restore into a new data folder: ${Date.now() - t0} ms (with initdb and the command's start)`,
      );
      // Server A made its secret key in its data folder; the archive does not carry it.
      expect(run.out).toContain('The archive holds no secret key');

      const embedded = await startEmbeddedPostgres(path.join(b.dir, 'pg'));
      try {
        const client = new pg.Client(embedded.url);
        await client.connect();
        expect(await fingerprint(client)).toEqual(before);
        // The sequences carry on past the restored ids (read without drawing a number).
        const { rows } = await client.query<{ last: number; called: boolean; max: number }>(
          `SELECT last_value::int AS last, is_called AS called, (SELECT max(id)::int FROM files) AS max
         FROM files_id_seq`,
        );
        expect(rows[0]).toEqual({ last: rows[0]!.max, called: true, max: expect.any(Number) });
        await client.end();
      } finally {
        await embedded.stop();
      }
      const bucket = await s3Storage(s3.config);
      const restored: Record<string, string> = {};
      for (const key of await s3.keys()) {
        const object = await bucket.get(key);
        const parts: Buffer[] = [];
        for await (const chunk of object!.body) parts.push(chunk as Buffer);
        restored[key] = sha256(Buffer.concat(parts));
      }
      bucket.client.destroy();
      expect(restored).toEqual(filesBefore);
    },
    LONG,
  );

  it(
    'backs up the restored data to the same bytes, and the app runs on it',
    async () => {
      // The app stopped: the command starts the database itself; the files are read from S3.
      const again = path.join(out, 'again.tar.gz');
      const backupB = await cli(['backup', '--out', again], { HRIS_DATA_DIR: b.dir, ...s3Env() });
      expect(backupB.code, backupB.out).toBe(0);
      const [first, second] = await Promise.all([tarContents(archive()), tarContents(again)]);
      expect(second.manifest.tables).toEqual(first.manifest.tables);
      expect(second.manifest.files).toEqual(first.manifest.files);
      expect(second.manifest.sequences).toEqual(first.manifest.sequences);

      // As the restore said: the old folder's key, then the app starts on the restored data.
      await copyFile(path.join(a.dir, 'secret.key'), path.join(b.dir, 'secret.key'));
      serverB = await startServer({ HRIS_DATA_DIR: b.dir, ...s3Env() });
      const token = await loginHr(serverB);
      const [name, hash] = Object.entries(filesBefore)[0]!;
      const res = await fetch(`${serverB.base}/upload/${name}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
      expect(sha256(Buffer.from(await res.arrayBuffer()))).toBe(hash);
    },
    LONG,
  );

  it(
    'backs up one consistent moment while HR keeps writing, and restores it with local storage',
    async () => {
      const token = await loginHr(serverA!);
      const acked: { name: string; at: number }[] = [];
      const tried = new Set<string>();
      let writing = true;
      const writers = Array.from({ length: 4 }, async (_, w) => {
        for (let i = 0; writing; i++) {
          const name = `Backup ${w}-${i}`;
          tried.add(name);
          const res = await call(serverA!, 'POST', '/api/departments/add', { department_name: name }, token);
          if (res.status === 200) acked.push({ name, at: Date.now() });
          // A steady stream of writes, not a load test: the command needs the CPU too.
          await new Promise((r) => setTimeout(r, 20));
        }
      });
      // some departments acknowledged before the backup begins (each must be in it)
      await vi.waitUntil(() => acked.length >= 8, { timeout: 20_000, interval: 20 });
      const started = Date.now();
      const during = path.join(out, 'during.tar.gz');
      const run = await cli(['backup', '--out', during], { HRIS_DATA_DIR: a.dir });
      const ended = Date.now();
      // and some after it ended (none of them may be in it)
      await vi.waitUntil(() => acked.filter((x) => x.at > ended).length >= 8, {
        timeout: 20_000,
        interval: 20,
      });
      writing = false;
      await Promise.all(writers);
      expect(run.code, run.out).toBe(0);

      // Restored in this process into an empty database of the test server, files in the folder of c.
      const db = await emptyDatabase('backup_during');
      const client = new pg.Client(db.url);
      try {
        await restoreBackup({
          url: db.url,
          storage: localStorage(path.join(c.dir, 'uploads')),
          file: during,
          manifest: await verifyArchive(during),
          where: 'it',
        });
        await client.connect();
        const { rows } = await client.query<{ name: string; audits: number }>(
          `SELECT d.department_name AS name,
           (SELECT count(*)::int FROM audit_log l
            WHERE l.entity = 'department' AND l.action = 'create' AND l.entity_id = d.id::text) AS audits
         FROM departments d WHERE d.department_name LIKE 'Backup %'`,
        );
        const { rows: audits } = await client.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM audit_log WHERE entity = 'department' AND after->>'department_name' LIKE 'Backup %'`,
        );
        const { rows: fileRows } = await client.query<{ file_name: string; size_bytes: number }>(
          'SELECT file_name, size_bytes::int AS size_bytes FROM files',
        );
        await client.end();

        const restored = new Set(rows.map((r) => r.name));
        console.log(
          `departments added by 4 writers: ${acked.filter((x) => x.at < started).length} before the backup, ` +
            `${acked.filter((x) => x.at >= started && x.at <= ended).length} during it, ${restored.size} in the archive`,
        );
        // Everything acknowledged before the backup began is in it, nothing acknowledged after it ended...
        for (const x of acked) {
          if (x.at < started) expect(restored.has(x.name), x.name).toBe(true);
          if (x.at > ended) expect(restored.has(x.name), x.name).toBe(false);
        }
        // ...and each department is there with its audit row, or neither is.
        for (const r of rows) expect(tried.has(r.name) && r.audits === 1, r.name).toBe(true);
        expect(audits[0]!.n).toBe(rows.length);
        // Every file row has its file, whole.
        for (const f of fileRows)
          expect((await stat(path.join(c.dir, 'uploads', f.file_name))).size).toBe(f.size_bytes);
      } finally {
        await client.end().catch(() => {});
        await db.drop();
      }
    },
    LONG,
  );
});

describe('an archive made before the latest migration', () => {
  it('is restored at its own migration, and the app migrates on from there', async () => {
    const [olderDb, restoredDb] = await Promise.all([
      emptyDatabase('backup_older'),
      emptyDatabase('backup_restored'),
    ]);
    const [older, restored] = [olderDb.url, restoredDb.url];
    const dir = await mkdtemp(path.join(os.tmpdir(), 'hris-backup-older-'));
    try {
      const all = journal();
      const previous = { ...all.at(-2)!, count: all.length - 1 };
      const client = new pg.Client(older);
      await client.connect();
      await client.query('BEGIN');
      await migrateUpTo(client, previous);
      await client.query('COMMIT');
      await client.end();

      const file = path.join(dir, 'older.tar.gz');
      await writeBackup({ url: older, storage: localStorage(path.join(dir, 'a')), out: file });
      const manifest = await verifyArchive(file);
      expect(manifest.migration).toEqual(previous);
      await restoreBackup({
        url: restored,
        storage: localStorage(path.join(dir, 'b')),
        file,
        manifest,
        where: 'it',
      });

      const applied = async () => {
        const c = new pg.Client(restored);
        await c.connect();
        const { rows } = await c.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
        );
        await c.end();
        return rows[0]!.n;
      };
      expect(await applied()).toBe(all.length - 1);
      await runMigrations(restored);
      expect(await applied()).toBe(all.length);
    } finally {
      await Promise.all([olderDb.drop(), restoredDb.drop()]);
      await rm(dir, { recursive: true, force: true });
    }
  });
});

/** The entry names of a .tar.gz, in order, and its manifest. */
async function tarContents(file: string): Promise<{ names: string[]; manifest: Manifest }> {
  const names: string[] = [];
  let manifest: Manifest | undefined;
  const tar = gunzipSync(await readFile(file));
  for await (const entry of readTar(Readable.from([tar]))) {
    names.push(entry.name);
    if (entry.name !== 'manifest.json') continue;
    const parts: Buffer[] = [];
    for await (const chunk of entry.body) parts.push(chunk);
    manifest = JSON.parse(Buffer.concat(parts).toString('utf8'));
  }
  return { names, manifest: manifest! };
}
