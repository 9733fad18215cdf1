import { existsSync } from 'node:fs';
import { readdir, readFile, readlink, unlink } from 'node:fs/promises';
import path from 'node:path';
import { describeError } from '../lib/describe-error';

// What an unclean end of the embedded PostgreSQL leaves behind: the process in postmaster.pid (still
// running, dead, or its number now another program's) and PostgreSQL processes on the data folder.
// Linux only: processes are identified through /proc.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type ProcInfo = { state: string; ppid: number; exe?: string; cwd?: string; cmdline: string[] };

/** A process as /proc shows it (Linux); undefined when it is gone. */
async function procInfo(pid: number): Promise<ProcInfo | undefined> {
  const dir = `/proc/${pid}`;
  let statText: string;
  try {
    statText = await readFile(`${dir}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // "pid (comm) state ppid ...": comm may hold spaces and parentheses
  const [state = '?', ppid = '0'] = statText.slice(statText.lastIndexOf(')') + 2).split(' ');
  const cmdline = (await readFile(`${dir}/cmdline`, 'utf8').catch(() => '')).split('\0').filter(Boolean);
  return {
    state,
    ppid: Number(ppid),
    exe: await readlink(`${dir}/exe`).catch(() => undefined),
    cwd: await readlink(`${dir}/cwd`).catch(() => undefined),
    cmdline,
  };
}

const isPostgres = (p: ProcInfo) =>
  [p.exe, p.cmdline[0]].some((f) => f !== undefined && /^postgres(\s|$)/.test(path.basename(f)));

/** PostgreSQL changes into its data folder; the postmaster also names it after -D. */
function runsOn(p: ProcInfo, dir: string): boolean {
  if (p.cwd === dir) return true;
  const d = p.cmdline.indexOf('-D');
  return d >= 0 && p.cmdline[d + 1] !== undefined && path.resolve(p.cmdline[d + 1]!) === dir;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Gone, or a zombie nobody has reaped yet (it holds nothing any more). */
async function gone(pid: number): Promise<boolean> {
  if (!alive(pid)) return true;
  const p = await procInfo(pid);
  return !p || p.state === 'Z' || p.state === 'X';
}

async function waitGone(pid: number, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(50)) if (await gone(pid)) return true;
  return gone(pid);
}

/** Every live PostgreSQL process (postmaster or backend) whose data folder is `dir`. */
async function postgresOn(dir: string): Promise<number[]> {
  if (process.platform !== 'linux') return [];
  const pids = (await readdir('/proc').catch(() => [] as string[]))
    .filter((n) => /^\d+$/.test(n))
    .map(Number);
  const found: number[] = [];
  for (const pid of pids) {
    if (pid === process.pid) continue;
    const p = await procInfo(pid);
    if (p && p.state !== 'Z' && isPostgres(p) && runsOn(p, dir)) found.push(pid);
  }
  return found;
}

/** Signals a PostgreSQL until it is gone: fast shutdown, then immediate, then SIGKILL. Says which worked. */
export async function stopPid(pid: number, fastMs = 30_000): Promise<string> {
  const steps: [NodeJS.Signals, number, string][] = [
    ['SIGINT', fastMs, 'fast shutdown'],
    ['SIGQUIT', 5_000, 'immediate shutdown'],
    ['SIGKILL', 5_000, 'killed'],
  ];
  for (const [signal, wait, how] of steps) {
    try {
      process.kill(pid, signal);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ESRCH') return how;
      throw err;
    }
    if (await waitGone(pid, wait)) return how;
  }
  throw new Error(`PostgreSQL (pid ${pid}) did not stop, even with SIGKILL.`);
}

/**
 * Makes the data folder startable after an unclean end, carefully: only a process that is verifiably
 * a PostgreSQL on this very folder (its executable and its working folder, from /proc) is signalled,
 * and only when the app that started it is gone. A postmaster.pid whose pid is dead is left to
 * PostgreSQL, which then checks that no old backend still uses the shared memory; one whose pid is
 * a zombie or now belongs to another program is removed once no PostgreSQL process uses the folder.
 */
export async function clearLeftovers(dir: string, notice: (line: string) => void): Promise<void> {
  const file = path.join(dir, 'postmaster.pid');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw new Error(`Cannot read ${file}: ${describeError(err)}`);
  }
  const pid = Number.parseInt(text.split('\n')[0] ?? '', 10);
  const p = pid > 0 && pid !== process.pid && alive(pid) ? await procInfo(pid) : undefined;

  if (p && p.state !== 'Z' && process.platform !== 'linux') {
    throw new Error(
      `${file} says PostgreSQL (pid ${pid}) is running, and this system cannot verify which program pid ${pid} is. ` +
        `If it is a PostgreSQL left behind by an earlier run, stop it (kill -INT ${pid}); if not, delete the file. Then start again.`,
    );
  }
  if (p && p.state !== 'Z' && isPostgres(p) && runsOn(p, dir)) {
    const owner = Number(
      (await readFile(`/proc/${pid}/environ`, 'utf8').catch(() => ''))
        .split('\0')
        .find((v) => v.startsWith('HRIS_OWNER_PID='))
        ?.slice('HRIS_OWNER_PID='.length) ?? 0,
    );
    const parent = p.ppid > 1 ? await procInfo(p.ppid) : undefined;
    const ownedByLiveApp = owner
      ? p.ppid === owner
      : parent !== undefined &&
        [parent.exe, parent.cmdline[0]].some((f) => f && /node/.test(path.basename(f)));
    if (ownedByLiveApp) {
      throw new Error(
        `The database in ${dir} is in use by another running HRIS (pid ${p.ppid}). ` +
          'Stop that one first, or start this one with another HRIS_DATA_DIR.',
      );
    }
    notice(
      `Found the PostgreSQL of an earlier run still running on ${dir} (pid ${pid}; the app that started it is gone). Stopping it...`,
    );
    const t0 = Date.now();
    const how = await stopPid(pid);
    notice(`Stopped it (${how}, ${((Date.now() - t0) / 1000).toFixed(1)} s); starting PostgreSQL afresh.`);
    // A fast shutdown removes the file; after a harder stop it names a dead (or unreaped) process.
    if (existsSync(file)) return clearLeftovers(dir, notice);
  } else if (pid > 0 && !alive(pid)) {
    notice(
      `${file} is left from a PostgreSQL that did not stop cleanly (pid ${pid} is no longer running); recovering.`,
    );
  } else {
    const what = !(pid > 0)
      ? 'it names no process'
      : p?.state === 'Z' || !p
        ? `pid ${pid} has exited`
        : `pid ${pid} is now another program: ${(p.cmdline.join(' ') || p.exe || '?').slice(0, 80)}`;
    await waitForBackends(dir);
    await unlink(file).catch(() => {});
    notice(`Removed a stale ${file} (${what}).`);
  }
  await waitForBackends(dir);
}

/**
 * Backends of a postmaster that died exit by themselves within moments; while any is left, a new
 * postmaster must not start (it would share the data files with them). Waits, then kills them.
 */
async function waitForBackends(dir: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if ((await postgresOn(dir)).length === 0) return;
    await sleep(100);
  }
  for (const pid of await postgresOn(dir)) await stopPid(pid, 1_000).catch(() => {});
}
