import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../../config';
import { describeError } from '../../lib/describe-error';
import { startEmbeddedPostgres } from '../embedded';
import { Refused } from './refused';

export type OpenDatabase = {
  url: string;
  /** The database as messages name it. */
  where: string;
  /** Stops the embedded PostgreSQL when this command started it. */
  close: () => Promise<void>;
};

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The URL of the embedded PostgreSQL that runs on `dir` (the app's, or one it left running), from its
 * postmaster.pid (pid, folder, start time, port, ...) and the password kept beside the cluster;
 * undefined when none runs there.
 */
async function runningEmbedded(dir: string): Promise<string | undefined> {
  let lines: string[];
  try {
    lines = (await readFile(path.join(dir, 'postmaster.pid'), 'utf8')).split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!(pid > 0) || !alive(pid) || !(port > 0)) return undefined;
  const password = (await readFile(`${dir}.secret`, 'utf8')).trim();
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
    return url;
  } catch (err) {
    throw new Error(
      `The embedded PostgreSQL in ${dir} (pid ${pid}) does not answer: ${describeError(err)}. Try again once the app has started or stopped.`,
    );
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The database the app is configured with: DATABASE_URL; else the embedded PostgreSQL of
 * HRIS_DATA_DIR, used as it runs when the app (or an orphan of it) has it running, otherwise started
 * here for the command and stopped after it. `create` allows a new cluster in a missing folder (a
 * restore); without it, a folder with no database is an error (nothing to back up).
 */
export async function openDatabase(config: Config, opts: { create: boolean }): Promise<OpenDatabase> {
  if (config.databaseUrl) {
    const u = new URL(config.databaseUrl);
    return {
      url: config.databaseUrl,
      where: `the database at ${u.hostname}:${u.port || '5432'}${u.pathname} (DATABASE_URL)`,
      close: async () => {},
    };
  }
  const dir = path.join(config.dataDir, 'pg');
  const where = `the embedded database in ${dir}`;
  const running = await runningEmbedded(dir);
  if (running) return { url: running, where, close: async () => {} };
  if (!opts.create && !existsSync(path.join(dir, 'PG_VERSION'))) {
    throw new Refused(
      `There is no database in ${dir}: set HRIS_DATA_DIR to the app's data folder, or DATABASE_URL to its database.`,
    );
  }
  const embedded = await startEmbeddedPostgres(dir, { notice: (line) => console.log(line) });
  return { url: embedded.url, where, close: () => embedded.stop() };
}
