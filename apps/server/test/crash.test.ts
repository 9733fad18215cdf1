import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../src/db/embedded';
import {
  ACK_KINDS,
  type Ack,
  countBy,
  describeCounts,
  everyKind,
  fileWriters,
  prepareWorld,
  startWriters,
  storedAndRecorded,
  verify,
  type World,
} from './crash-writers';
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
 * The crash test (docs/testing.md): the real server process on its own embedded PostgreSQL, 100 writers
 * across the areas at once (see crash-writers.ts), then SIGKILL of the app and a restart on the same
 * data folder (over the PostgreSQL the killed app left running); and separately SIGKILL of that
 * PostgreSQL under the running app, which restarts it. Each time every acknowledged write must be
 * there, and nothing half-written.
 */

const WRITERS = 100;
/** Kill once every kind of write was acknowledged this often and this many in all, or after KILL_AFTER_MS. */
const KILL_AT_EACH = 3;
const KILL_AT_ACKS = 400;
const KILL_AFTER_MS = 20_000;

let data: Awaited<ReturnType<typeof tempDataDir>>;
let server: ServerProcess | undefined;
/** The postmaster.pid of a running cluster, kept for the stale-file tests. */
let pidFile = '';
/** Made by the first test, written to again by the second. */
let world: World;
const acked: Ack[] = [];
let orphansAfterKill = 0;

beforeAll(async () => {
  data = await tempDataDir('crash');
});
afterAll(async () => {
  if (server) await stopServer(server);
  await data.remove();
  removeServerBundle();
});

const env = () => ({ HRIS_DATA_DIR: data.dir });
const uploads = () => path.join(data.dir, 'uploads');

async function until(ok: () => boolean, ms: number): Promise<void> {
  for (const end = Date.now() + ms; !ok() && Date.now() < end; ) await new Promise((r) => setTimeout(r, 20));
}

describe('the app or its database killed under concurrent writes', () => {
  it('keeps every acknowledged write, half-writes nothing, and starts again over the PostgreSQL it left running', async () => {
    const t0 = Date.now();
    server = await startServer(env());
    const firstStart = Date.now() - t0;
    world = await prepareWorld(server, await loginHr(server), WRITERS);

    const w = startWriters(server, world, WRITERS, 0);
    const writeStart = Date.now();
    await until(() => everyKind(w.counts(), KILL_AT_EACH) && w.acks.length >= KILL_AT_ACKS, KILL_AFTER_MS);
    const pgPid = await postmasterPid(data.dir);
    server.child.kill('SIGKILL');
    const killedAt = Date.now();
    const ackedAtKill = w.acks.length;
    await w.done;
    await server.exited;
    expect(w.refused.map((r) => r.text)).toEqual([]);
    expect(everyKind(w.counts(), 1), describeCounts(w.counts(), w.counts())).toBe(true);
    expect(w.cutOff()).toBeGreaterThan(0); // writes were in flight when it died
    // the killed app's PostgreSQL is still running, on its own
    expect(isAlive(pgPid)).toBe(true);

    // the next start stops that orphan (after checking it is ours) and starts
    server = await startServer(env());
    const recovered = Date.now() - killedAt;
    expect(server.output()).toContain(`still running on ${path.join(data.dir, 'pg')} (pid ${pgPid};`);
    expect(server.output()).toMatch(/Stopped it \(fast shutdown/);
    expect(isAlive(pgPid)).toBe(false);
    pidFile = await readFile(path.join(data.dir, 'pg', 'postmaster.pid'), 'utf8');

    acked.push(...w.acks);
    const db = await clusterClient(data.dir);
    let result: Awaited<ReturnType<typeof verify>>;
    try {
      result = await verify(db, acked, uploads());
    } finally {
      await db.end();
    }
    // a file stored by an upload the kill cut off before its row committed is left (never served)
    expect(result.orphans + result.parts).toBeLessThanOrEqual(fileWriters(WRITERS));
    orphansAfterKill = result.orphans;
    // and the restarted app serves them
    const token2 = await loginHr(server);
    const list = await call(server, 'GET', '/api/departments?per_page=500', undefined, token2);
    expect(list.status).toBe(200);
    expect((list.json.meta as { total: number }).total).toBeGreaterThanOrEqual(w.counts().department + 1);

    console.info(
      `crash test, app killed: ${WRITERS} writers for ${((killedAt - writeStart) / 1000).toFixed(1)} s, ` +
        `${ackedAtKill} writes acknowledged when killed (${w.acks.length} in all), found after the restart ` +
        `(acknowledged/found): ${describeCounts(w.counts(), countBy(result.found))}; ${w.cutOff()} requests cut off; ` +
        `${result.files} files whole, ${result.orphans} stored files and ${result.parts} partial ones without a row; ` +
        `first start ${firstStart} ms, back ${recovered} ms after the kill`,
    );
  }, 90_000);

  it('keeps every acknowledged write when its PostgreSQL is killed under the writers, and goes on writing once it is back', async () => {
    const s = server!;
    const token = await loginHr(s);
    world = { ...world, token };
    const w = startWriters(s, world, WRITERS, 1);
    const writeStart = Date.now();
    await until(
      () => everyKind(w.counts(), KILL_AT_EACH) && w.acks.length >= KILL_AT_ACKS / 2,
      KILL_AFTER_MS,
    );
    const pgPid = await postmasterPid(data.dir);
    process.kill(pgPid, 'SIGKILL');
    const killedAt = Date.now();
    const ackedAtKill = w.acks.length;
    const countsAtKill = w.counts();
    await s.waitFor(/The embedded PostgreSQL is running again \(pid \d+/, 20_000);
    const backAt = Date.now();
    // the writers go on: every kind is acknowledged again after the restart
    await until(() => {
      const now = w.counts();
      return ACK_KINDS.every((k) => now[k] > countsAtKill[k]);
    }, 15_000);
    await w.stop();
    const after = w.counts();
    const stalled = ACK_KINDS.filter((k) => after[k] <= countsAtKill[k]);
    expect(stalled, 'kinds not written again after PostgreSQL was back').toEqual([]);
    expect(s.child.exitCode).toBeNull(); // the app itself kept running
    expect(w.cutOff()).toBe(0);
    // while it was down, writes were refused with 503 (try again), never anything else
    const statuses = [...new Set(w.refused.map((r) => r.status))];
    expect(
      statuses.filter((x) => x !== 503),
      w.refused.map((r) => r.text).join('\n'),
    ).toEqual([]);
    expect(w.refused.every((r) => r.at >= killedAt)).toBe(true);

    acked.push(...w.acks);
    const db = await clusterClient(data.dir);
    let result: Awaited<ReturnType<typeof verify>>;
    let orphans: number;
    const t0 = Date.now();
    try {
      result = await verify(db, acked, uploads());
      // the files of uploads that PostgreSQL's death refused are deleted once it can say they have no
      // row (the app asks again in the background); none that a row names
      for (orphans = result.orphans; orphans > orphansAfterKill && Date.now() - t0 < 20_000; ) {
        await new Promise((r) => setTimeout(r, 250));
        orphans = (await storedAndRecorded(db, uploads())).orphans;
      }
    } finally {
      await db.end();
    }
    expect(orphans).toBe(orphansAfterKill);
    const mine = new Set(w.acks);
    const found = countBy(result.found.filter((a) => mine.has(a)));
    console.info(
      `crash test, PostgreSQL killed: ${WRITERS} writers for ${((Date.now() - writeStart) / 1000).toFixed(1)} s, ` +
        `${ackedAtKill} writes acknowledged when killed (${w.acks.length} in all), ${w.refused.length} answered 503 ` +
        `while it was down (${((backAt - killedAt) / 1000).toFixed(1)} s); found (acknowledged/found): ` +
        `${describeCounts(w.counts(), found)}; every write of the first test still there; ` +
        `${result.orphans - orphansAfterKill} files of refused uploads deleted ${Date.now() - t0} ms after the check began`,
    );
  }, 60_000);

  it('stops cleanly on SIGTERM: exit code 0, PostgreSQL shut down, no postmaster.pid left', async () => {
    const s = server!;
    const pgPid = await postmasterPid(data.dir);
    // 0: stopped in order, within main.ts's shutdown limit (past it, the app exits 1)
    expect(await stopServer(s)).toEqual({ code: 0, signal: null });
    expect(isAlive(pgPid)).toBe(false);
    await expect(readFile(path.join(data.dir, 'pg', 'postmaster.pid'))).rejects.toThrow(/ENOENT/);
    server = undefined;
  });

  it('starts over a stale postmaster.pid, whether its process is gone or is now another program; Ctrl+C stops it cleanly', async () => {
    const file = path.join(data.dir, 'pg', 'postmaster.pid');
    const lines = pidFile.split('\n');
    // a pid that just ended
    const ended = spawn('true');
    await new Promise((r) => ended.on('exit', r));
    await writeFile(file, [String(ended.pid), ...lines.slice(1)].join('\n'));
    let t = Date.now();
    server = await startServer(env());
    const overDead = Date.now() - t;
    expect(server.output()).toContain(
      `${file} is left from a PostgreSQL that did not stop cleanly (pid ${ended.pid} is no longer running)`,
    );
    // Ctrl+C stops it as cleanly as SIGTERM
    const pgPid = await postmasterPid(data.dir);
    expect(await stopServer(server, 'SIGINT')).toEqual({ code: 0, signal: null });
    expect(isAlive(pgPid)).toBe(false);

    // a pid that is alive but is not a PostgreSQL (the pid was reused)
    const other = spawn('sleep', ['60']);
    try {
      await writeFile(file, [String(other.pid), ...lines.slice(1)].join('\n'));
      t = Date.now();
      server = await startServer(env());
      console.info(
        `started over a dead pid in ${overDead} ms, over another program's pid in ${Date.now() - t} ms`,
      );
      expect(server.output()).toContain(
        `Removed a stale ${file} (pid ${other.pid} is now another program: sleep 60)`,
      );
      expect(isAlive(other.pid!)).toBe(true); // left alone
      expect(await stopServer(server)).toEqual({ code: 0, signal: null });
      server = undefined;
    } finally {
      other.kill();
    }
  }, 60_000);

  it('never stops a PostgreSQL that a live app still uses', async () => {
    // this test process plays the live app: its PostgreSQL on the folder, then a second start
    const dir = path.join(data.dir, 'pg');
    const first = await startEmbeddedPostgres(dir, { notice: () => {} });
    try {
      await expect(startEmbeddedPostgres(dir, { notice: () => {} })).rejects.toThrow(
        `The database in ${dir} is in use by another running HRIS (pid ${process.pid}).`,
      );
      expect(isAlive(first.pid()!)).toBe(true);
      expect(first.state()).toBe('running');
    } finally {
      await first.stop();
    }
  });
});
