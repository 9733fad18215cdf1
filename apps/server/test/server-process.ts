import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import pg from 'pg';
import { freePort } from '../src/db/embedded';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOT_DIR = path.resolve(SERVER_DIR, '..', '..');
export const ADMIN_PASSWORD = 'a long crash test secret';

let bundle: string | undefined;

/**
 * src/main.ts bundled as `npm start` runs it (the options of apps/server/build.mjs), into a folder of
 * this test process under .tmp/ (inside the repository, so that npm packages and the migrations are
 * found as from dist/). It starts in half the time `tsx` takes, and it is the code that ships.
 */
function serverBundle(): string {
  if (bundle) return bundle;
  const pkg = JSON.parse(readFileSync(path.join(SERVER_DIR, 'package.json'), 'utf8'));
  const dir = path.join(ROOT_DIR, '.tmp', `test-server-${process.pid}`);
  buildSync({
    absWorkingDir: SERVER_DIR,
    entryPoints: ['src/main.ts'],
    outfile: path.join(dir, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: true,
    external: Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@hris/')),
    logLevel: 'warning',
  });
  process.on('exit', removeServerBundle);
  bundle = path.join(dir, 'main.js');
  return bundle;
}

/** Deletes the bundle (call it in afterAll: a test worker may end without an 'exit' event). */
export function removeServerBundle(): void {
  if (bundle) rmSync(path.dirname(bundle), { recursive: true, force: true });
  bundle = undefined;
}

/**
 * The real server as its own process (see serverBundle), so that a test can kill it, its database,
 * or both, the way an operating system or an operator would.
 */
export type ServerProcess = {
  child: ChildProcess;
  port: number;
  base: string;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
  /** What it printed on stdout alone: whole lines (its JSON log, with LOG_LEVEL set). */
  stdout: () => string;
  /** Resolves with the exit code or signal; never rejects. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Waits until the output matches, or fails with the output so far. */
  waitFor: (pattern: RegExp, ms?: number) => Promise<RegExpMatchArray>;
};

export function spawnServer(env: Record<string, string>, port: number): ServerProcess {
  const child = spawn(process.execPath, ['--enable-source-maps', serverBundle()], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? os.tmpdir(),
      HOST: '127.0.0.1',
      PORT: String(port),
      HRIS_ADMIN_PASSWORD: ADMIN_PASSWORD,
      HRIS_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let stdout = '';
  const waiters = new Set<() => void>();
  const append = (chunk: Buffer) => {
    out += chunk.toString('utf8');
    for (const w of waiters) w();
  };
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
    append(chunk);
  });
  child.stderr?.on('data', append);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => {
      resolve({ code, signal });
      for (const w of waiters) w();
    }),
  );
  const waitFor = (pattern: RegExp, ms = 30_000) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const m = out.match(pattern);
        if (m) return done(() => resolve(m));
        if (child.exitCode !== null || child.signalCode !== null)
          done(() => reject(new Error(`The server exited before printing ${pattern}:\n${out}`)));
      };
      const timer = setTimeout(
        () => done(() => reject(new Error(`No ${pattern} within ${ms} ms; the server printed:\n${out}`))),
        ms,
      );
      const done = (f: () => void) => {
        clearTimeout(timer);
        waiters.delete(check);
        f();
      };
      waiters.add(check);
      check();
    });
  return {
    child,
    port,
    base: `http://127.0.0.1:${port}`,
    output: () => out,
    stdout: () => stdout,
    exited,
    waitFor,
  };
}

/** Starts the server and waits until it says it is ready. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = spawnServer(env, await freePort());
  await server.waitFor(/is ready at/, 45_000);
  return server;
}

/** A fresh data folder in the system temp folder, which the "postgres" user can reach (as root). */
export async function tempDataDir(prefix: string): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `hris-${prefix}-`));
  await chmod(dir, 0o755);
  return {
    dir,
    remove: async () => {
      // any PostgreSQL a failed test left running on the folder
      for (const pid of postgresOn(path.join(dir, 'pg'))) {
        try {
          process.kill(pid, 'SIGQUIT');
        } catch {}
        for (let i = 0; i < 50 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Live PostgreSQL processes whose working folder (their data folder) is `pgDir`. */
function postgresOn(pgDir: string): number[] {
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readlinkSync(`/proc/${name}/cwd`) === pgDir && isAlive(Number(name))) found.push(Number(name));
    } catch {}
  }
  return found;
}

/** The lines of the cluster's postmaster.pid: pid, data folder, start time, port, ... */
async function postmasterLines(dataDir: string): Promise<string[]> {
  return (await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n');
}

export async function postmasterPid(dataDir: string): Promise<number> {
  return Number((await postmasterLines(dataDir))[0]);
}

/** Alive and not a zombie. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) [ZX]/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** The URL of the running embedded cluster of a data folder, as its superuser (another node's DATABASE_URL). */
export async function clusterUrl(dataDir: string, database = 'postgres'): Promise<string> {
  const port = Number((await postmasterLines(dataDir))[3]);
  const password = (await readFile(path.join(dataDir, 'pg.secret'), 'utf8')).trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

/** A client on the running embedded cluster of a data folder, as its superuser. */
export async function clusterClient(dataDir: string, database = 'postgres'): Promise<pg.Client> {
  const client = new pg.Client(await clusterUrl(dataDir, database));
  client.on('error', () => {});
  await client.connect();
  return client;
}

type Reply = { status: number; json: Record<string, unknown> & { data?: unknown } };

/** A JSON call; the network failure of a killed server is a rejection. */
export async function call(
  server: { base: string },
  method: string,
  url: string,
  body?: unknown,
  token?: string,
): Promise<Reply> {
  const res = await fetch(server.base + url, {
    method,
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(20_000),
  });
  return replyOf(res);
}

/** A multipart POST (the body from `multipart` of sample-files.ts), read back as `call` reads it. */
export async function callMultipart(
  server: { base: string },
  url: string,
  body: { payload: Buffer; headers: Record<string, string> },
  token?: string,
): Promise<Reply> {
  const res = await fetch(server.base + url, {
    method: 'POST',
    headers: { ...body.headers, ...(token && { authorization: `Bearer ${token}` }) },
    body: new Uint8Array(body.payload),
    signal: AbortSignal.timeout(20_000),
  });
  return replyOf(res);
}

async function replyOf(res: Response): Promise<Reply> {
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text);
  } catch {
    json = { text };
  }
  return { status: res.status, json };
}

/** Logs in as the first-run HR account and returns the bearer token. */
export async function loginHr(server: { base: string }): Promise<string> {
  const res = await call(server, 'POST', '/api/login', { name: 'hr', password: ADMIN_PASSWORD });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.access_token as string;
}

/** SIGTERM (or another signal: SIGINT is Ctrl+C), and the exit it leads to. */
export async function stopServer(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM', ms = 30_000) {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  const timer = setTimeout(() => server.child.kill('SIGKILL'), ms);
  const result = await server.exited;
  clearTimeout(timer);
  return result;
}
