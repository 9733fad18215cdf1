import { chmod } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedDatabase, RESTART_DELAYS_MS, startEmbeddedPostgres } from '../src/db/embedded';
import { withDatabase } from './global-setup';
import {
  call,
  clusterClient,
  isAlive,
  loginHr,
  postmasterPid,
  removeServerBundle,
  type ServerProcess,
  startServer,
  stopServer,
  tempDataDir,
} from './server-process';

/**
 * The database dies under the running app. With the embedded PostgreSQL the app restarts it (and
 * gives up, exiting non-zero, when it cannot); with DATABASE_URL the pool and pg-boss reconnect once
 * the server is back. Meanwhile /healthz answers 200, /readyz 503, data calls 503: never a 500.
 */

afterAll(() => removeServerBundle());

type Seen = { at: number; healthz: number; readyz: number; list: number; write: number };

/** Polls the probes, a list and a write every 50 ms until stopped. */
function watch(server: ServerProcess, token: string) {
  const seen: Seen[] = [];
  let running = true;
  let n = 0;
  const status = (p: Promise<{ status: number }>) => p.then((r) => r.status).catch(() => -1);
  const loop = (async () => {
    while (running) {
      const at = Date.now();
      const [healthz, readyz, list, write] = await Promise.all([
        status(call(server, 'GET', '/healthz')),
        status(call(server, 'GET', '/readyz')),
        status(call(server, 'GET', '/api/departments', undefined, token)),
        status(
          call(server, 'POST', '/api/subdepartments/add', { sub_department_name: `Outage ${n++}` }, token),
        ),
      ]);
      seen.push({ at, healthz, readyz, list, write });
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return {
    seen,
    /** Waits until a poll that started after `since` matches. */
    until: async (ok: (s: Seen) => boolean, since: number, ms: number) => {
      for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 25)))
        if (seen.some((s) => s.at >= since && ok(s))) return seen.find((s) => s.at >= since && ok(s))!;
      throw new Error(`not within ${ms} ms: ${JSON.stringify(seen.slice(-5))}`);
    },
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

/** Waits (up to 10 s) until pg-boss ("hris-jobs") holds a connection to the restarted server. */
async function jobsConnections(c: pg.Client): Promise<number> {
  for (let i = 0; i < 100; i++) {
    const { rows } = await c.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'hris-jobs'",
    );
    if (rows[0]!.n > 0) return rows[0]!.n;
    await new Promise((r) => setTimeout(r, 100));
  }
  return 0;
}

const statuses = (seen: Seen[], key: keyof Omit<Seen, 'at'>) => [...new Set(seen.map((s) => s[key]))].sort();

// The two scenarios wait on restarts most of the time: they run side by side (each in its own order).
describe.concurrent('the embedded PostgreSQL killed under the running app', () => {
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  let server: ServerProcess;
  beforeAll(async () => {
    data = await tempDataDir('outage');
    server = await startServer({ HRIS_DATA_DIR: data.dir });
  });
  afterAll(async () => {
    await stopServer(server);
    await chmod(path.join(data.dir, 'pg'), 0o700).catch(() => {});
    await data.remove();
  });

  it('is restarted: data calls recover, /readyz goes 503 then 200, /healthz stays 200, never a 500', {
    concurrent: false,
    timeout: 45_000,
  }, async () => {
    const token = await loginHr(server);
    const w = watch(server, token);
    await w.until((s) => s.list === 200 && s.readyz === 200, 0, 5_000);
    const pgPid = await postmasterPid(data.dir);
    process.kill(pgPid, 'SIGKILL');
    const killedAt = Date.now();
    const down = await w.until((s) => s.readyz === 503, killedAt, 5_000);
    const back = await w.until((s) => s.readyz === 200 && s.list === 200 && s.write === 200, down.at, 20_000);
    await w.until(() => true, Date.now(), 2_000); // a little after it is back
    await w.stop();
    const outage = w.seen.filter((s) => s.at >= killedAt);
    expect(statuses(w.seen, 'healthz')).toEqual([200]);
    expect(statuses(outage, 'readyz')).toEqual([200, 503]);
    expect(statuses(outage, 'list')).toEqual([200, 503]);
    expect(statuses(outage, 'write').filter((x) => x !== 200 && x !== 503)).toEqual([]);
    expect(w.seen.filter((s) => s.at > back.at).every((s) => s.list === 200 && s.readyz === 200)).toBe(true);
    expect(server.output()).toContain('The embedded PostgreSQL stopped unexpectedly (killed by SIGKILL)');
    expect(server.output()).toMatch(/The embedded PostgreSQL is running again \(pid \d+/);
    const newPid = await postmasterPid(data.dir);
    expect(newPid).not.toBe(pgPid);
    expect(isAlive(newPid)).toBe(true);
    const res = await call(server, 'GET', '/api/departments', undefined, token);
    expect(res.status).toBe(200);
    const c = await clusterClient(data.dir);
    try {
      expect(await jobsConnections(c)).toBeGreaterThan(0);
    } finally {
      await c.end();
    }
    console.info(
      `embedded PostgreSQL killed: /readyz 503 after ${down.at - killedAt} ms, data calls back after ${back.at - killedAt} ms ` +
        `(${outage.filter((s) => s.list === 503).length} list calls answered 503 meanwhile)`,
    );
  });

  it('exits non-zero with the cause when PostgreSQL cannot be restarted', {
    concurrent: false,
    timeout: 45_000,
  }, async () => {
    // PostgreSQL refuses a data folder that others may read: every restart fails
    await chmod(path.join(data.dir, 'pg'), 0o777);
    process.kill(await postmasterPid(data.dir), 'SIGKILL');
    const exit = await Promise.race([
      server.exited,
      new Promise((r) => setTimeout(r, 30_000)).then(() => 'still running'),
    ]);
    expect(exit).toEqual({ code: 1, signal: null });
    const out = server.output();
    expect(out).toMatch(/Restart 1 of \d+ failed: .*data directory ".*" has invalid permissions/);
    expect(out).toContain(
      `HRIS is stopping: The embedded PostgreSQL could not be restarted (${RESTART_DELAYS_MS.length} attempts)`,
    );
    expect(out).not.toMatch(/undefined/);
  });
});

describe.concurrent('an external PostgreSQL (DATABASE_URL) stopped and started again', () => {
  let ext: Awaited<ReturnType<typeof tempDataDir>>;
  let app: Awaited<ReturnType<typeof tempDataDir>>;
  let pgServer: EmbeddedDatabase | undefined;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    ext = await tempDataDir('external');
    app = await tempDataDir('external-app');
  });
  afterAll(async () => {
    if (server) await stopServer(server);
    await pgServer?.stop();
    await ext.remove();
    await app.remove();
  });

  it('answers 503 while it is down, and recovers (pool and pg-boss) when it is back', {
    concurrent: false,
    timeout: 60_000,
  }, async () => {
    const dir = path.join(ext.dir, 'pg');
    pgServer = await startEmbeddedPostgres(dir, { notice: () => {} });
    const admin = new pg.Client(pgServer.url);
    await admin.connect();
    await admin.query('CREATE DATABASE hris_external');
    await admin.end();
    const url = withDatabase(pgServer.url, 'hris_external');
    server = await startServer({ DATABASE_URL: url, HRIS_DATA_DIR: app.dir });
    const token = await loginHr(server);
    const w = watch(server, token);
    await w.until((s) => s.list === 200, 0, 5_000);

    const port = pgServer.port;
    await pgServer.stop();
    pgServer = undefined;
    const stoppedAt = Date.now();
    await w.until((s) => s.readyz === 503 && s.list === 503, stoppedAt, 5_000);
    // down across three more rounds of calls
    for (let i = 0; i < 3; i++) await w.until((s) => s.list === 503, Date.now(), 5_000);
    pgServer = await startEmbeddedPostgres(dir, { port, notice: () => {} });
    const startedAt = Date.now();
    const back = await w.until(
      (s) => s.readyz === 200 && s.list === 200 && s.write === 200,
      startedAt,
      15_000,
    );
    await w.stop();

    expect(statuses(w.seen, 'healthz')).toEqual([200]);
    const outage = w.seen.filter((s) => s.at >= stoppedAt);
    expect(statuses(outage, 'list')).toEqual([200, 503]);
    expect(statuses(outage, 'write').filter((x) => x !== 200 && x !== 503)).toEqual([]);
    expect(server.child.exitCode).toBeNull(); // no unhandled 'error' took the process down
    // pg-boss is back on the database too
    const c = new pg.Client(url);
    await c.connect();
    try {
      expect(await jobsConnections(c)).toBeGreaterThan(0);
    } finally {
      await c.end();
    }
    console.info(`external PostgreSQL back: data calls answered 200 after ${back.at - startedAt} ms`);
    expect(await stopServer(server)).toEqual({ code: 0, signal: null });
    server = undefined;
  });
});
