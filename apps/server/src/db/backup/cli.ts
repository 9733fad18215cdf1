// `npm run backup [-- --out FILE]`: one archive of the database and the uploads, made while the app
// runs or not. `npm run restore -- FILE`: an empty database (a new HRIS_DATA_DIR, or an empty
// DATABASE_URL) and the storage brought back to such an archive. Both read the app's own settings.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Config, ConfigError, loadConfig } from '../../config';
import { describeError } from '../../lib/describe-error';
import { loadSecretKey } from '../../lib/secret-box';
import { createStorage } from '../../plugins/files/files';
import { writeBackup } from './backup';
import { openDatabase } from './database';
import { keyCheck } from './digest';
import type { Manifest } from './manifest';
import { Refused } from './refused';
import { restoreBackup, verifyArchive } from './restore';

const USAGE = 'Usage: npm run backup [-- --out FILE]   |   npm run restore -- FILE';

/** Relative paths are read from where the command was started, as the app's own settings are. */
const fromStart = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const total = (list: { rows?: number; bytes?: number }[], key: 'rows' | 'bytes') =>
  list.reduce((sum, x) => sum + (x[key] ?? 0), 0);

function storageName(config: Config): string {
  const s = config.storage;
  return s.driver === 's3' ? `S3 bucket ${s.bucket}` : s.dir;
}

/** The app's secret key, when this machine has it; never made here (a restore's new folder has none yet). */
async function knownSecretKey(config: Config): Promise<Buffer | undefined> {
  if (!config.secretKey && !existsSync(path.join(config.dataDir, 'secret.key'))) return undefined;
  return loadSecretKey(config.secretKey, config.dataDir);
}

function summary(m: Manifest): string {
  return (
    `${m.tables.length} tables (${total(m.tables, 'rows').toLocaleString('en-US')} rows), ` +
    `${m.files.length} files (${mb(total(m.files, 'bytes'))}), migration ${m.migration.tag}`
  );
}

function stamp(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}-${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}`;
}

async function backup(config: Config, args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { out: { type: 'string' } } });
  const out = fromStart(values.out ?? `hris-backup-${stamp(new Date())}.tar.gz`);
  const started = Date.now();
  const db = await openDatabase(config, { create: false });
  try {
    console.log(`Backing up ${db.where} and the uploads in ${storageName(config)}...`);
    const manifest = await writeBackup({
      url: db.url,
      storage: await createStorage(config.storage),
      out,
      secretKey: await knownSecretKey(config),
    });
    console.log(`Wrote ${out}: ${summary(manifest)}, in ${seconds(started)}.`);
    for (const name of manifest.missing_files) {
      console.warn(`  warning: ${name} has a row but was not in the storage (deleted meanwhile, or lost).`);
    }
    console.log('  It holds personal data: keep it where only HR administrators can read it.');
  } finally {
    await db.close();
  }
}

async function restore(config: Config, args: string[]): Promise<void> {
  const { positionals } = parseArgs({ args, allowPositionals: true });
  if (positionals.length !== 1)
    throw Object.assign(new Error('Name one archive to restore.'), { usage: true });
  const file = fromStart(positionals[0]!);
  const started = Date.now();
  console.log(`Checking ${file}...`);
  let manifest: Manifest;
  try {
    manifest = await verifyArchive(file);
    console.log(`  a backup of ${manifest.snapshot_at}: ${summary(manifest)}; every checksum matches.`);
    const db = await openDatabase(config, { create: true });
    try {
      console.log(`Restoring into ${db.where} and ${storageName(config)}...`);
      await restoreBackup({
        url: db.url,
        storage: await createStorage(config.storage),
        file,
        manifest,
        where: db.where,
      });
    } finally {
      await db.close();
    }
  } catch (err) {
    // Every step before the commit is undone (see restoreBackup): say so with the reason.
    if (err instanceof Error) err.message = `${err.message} Nothing was restored.`;
    throw err;
  }
  console.log(`Restored ${summary(manifest)}, in ${seconds(started)}.`);
  if (manifest.missing_files.length > 0) {
    console.warn(`  ${manifest.missing_files.length} files were already missing when the backup was made.`);
  }
  const key = await knownSecretKey(config);
  if (manifest.secret_key_check && (!key || keyCheck(key) !== manifest.secret_key_check)) {
    console.warn(
      '  The archive holds no secret key, and this data folder has another one (or none yet). Start the app ' +
        'with the HRIS_SECRET_KEY of the old one, or copy its secret.key here, or else the Notification ' +
        "Config's password must be entered again, links already sent (files, acknowledgements) stop working, " +
        'and users with two-factor authentication need it reset by an HR user without it.',
    );
  }
  console.log('  Start the app as usual: it applies any newer migrations.');
}

const [command, ...args] = process.argv.slice(2);
// Ctrl+C or a stop leaves through 'exit', where an embedded PostgreSQL started here is stopped and
// an unfinished archive removed; a restore's transaction dies with its connection.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
] as const) {
  process.on(signal, () => process.exit(code));
}
try {
  const config = loadConfig();
  if (command === 'backup') await backup(config, args);
  else if (command === 'restore') await restore(config, args);
  else throw Object.assign(new Error(`Unknown command ${JSON.stringify(command ?? '')}.`), { usage: true });
  process.exit(0);
} catch (err) {
  const e = err as Error & { code?: string; usage?: boolean };
  if (e.usage || e.code?.startsWith('ERR_PARSE_ARGS')) {
    console.error(`${e.message}\n${USAGE}`);
    process.exit(2);
  }
  const known = err instanceof ConfigError || err instanceof Refused;
  console.error(known ? e.message : `The ${command} failed: ${describeError(err)}`);
  process.exit(1);
}
