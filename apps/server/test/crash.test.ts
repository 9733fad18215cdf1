import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { datasheet, type Org } from './fixtures';
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
 * The crash test of DESIGN.md: the real server process on its own embedded PostgreSQL, 50 writers of
 * four kinds at once, SIGKILL in the middle, a restart on the same data folder (over the PostgreSQL
 * the killed app left running), then every acknowledged write must be there and nothing half-written.
 */

const WRITERS = 50;
/** Kill once this many writes were acknowledged (or after KILL_AFTER_MS, whichever comes first). */
const KILL_AT_ACKS = 300;
const KILL_AFTER_MS = 6_000;

type Kind = 'department' | 'sub_department' | 'employee' | 'leave';
const KINDS: Kind[] = ['department', 'sub_department', 'employee', 'leave'];
type Ack = { kind: Kind; id: number; name: string };

let data: Awaited<ReturnType<typeof tempDataDir>>;
let server: ServerProcess | undefined;
/** The postmaster.pid of a running cluster, kept for the stale-file tests. */
let pidFile = '';

beforeAll(async () => {
  data = await tempDataDir('crash');
});
afterAll(async () => {
  if (server) await stopServer(server);
  await data.remove();
  removeServerBundle();
});

const env = () => ({ HRIS_DATA_DIR: data.dir });
/** Names take letters only: 0 → a, 25 → z, 26 → ba. */
const letters = (n: number): string =>
  (n >= 26 ? letters(Math.floor(n / 26)) : '') + String.fromCharCode(97 + (n % 26));

describe('the app killed under concurrent writes', () => {
  it('keeps every acknowledged write, half-writes nothing, and starts again over the PostgreSQL it left running', async () => {
    const t0 = Date.now();
    server = await startServer(env());
    const firstStart = Date.now() - t0;
    const token = await loginHr(server);
    const s = server;
    const post = async (url: string, body: object) => {
      const res = await call(s, 'POST', url, body, token);
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return (res.json.data as { id: number }).id;
    };
    // what the writers need: a designation and a sub-department to hire into, and for each leave
    // writer an employee with credits
    const depId = await post('/api/departments/add', { department_name: 'Operations' });
    const org = {
      agent: await post('/api/positions/add', { position_name: 'Agent', department_id: depId }),
      subA: await post('/api/subdepartments/add', { sub_department_name: 'Crash Floor' }),
    } as Org;
    const hire = (i: number, k: number) =>
      datasheet(org, {
        emp_id: `${1970 + i}-${String(k + 1).padStart(3, '0')}`,
        email_address: `w${i}.k${k}@example.com`,
        first_name: `Writer ${letters(i)}`,
        last_name: `Hire ${letters(k)}`,
      });
    const leaveEmployee = new Map<number, number>();
    for (let i = 0; i < WRITERS; i++) {
      if (KINDS[i % KINDS.length] !== 'leave') continue;
      const id = await post('/api/employees/add', hire(i, 900));
      await post('/api/register/credits', { employee_id: id, leave_credit_balance: 900 });
      leaveEmployee.set(i, id);
    }

    const acks: Ack[] = [];
    const refused: string[] = [];
    let networkFailures = 0;
    let killed = false;
    const day = (k: number) => new Date(Date.UTC(2026, 0, 1 + k)).toISOString().slice(0, 10);
    const write = (i: number, k: number): [string, object, string] => {
      switch (KINDS[i % KINDS.length]) {
        case 'department': {
          const name = `Crash Dept ${i}-${k}`;
          return ['/api/departments/add', { department_name: name, functionality: `written by ${i}` }, name];
        }
        case 'sub_department': {
          const name = `Crash Sub ${i}-${k}`;
          return ['/api/subdepartments/add', { sub_department_name: name }, name];
        }
        case 'employee': {
          const body = hire(i, k) as { emp_id: string };
          return ['/api/employees/add', body, body.emp_id];
        }
        default:
          return [
            '/api/manualleave/add',
            {
              employee_id: leaveEmployee.get(i),
              date_filled: '2025-12-31',
              leave_type: 'Vacation',
              remarks: 'With Pay',
              start_date: day(k),
              end_date: day(k),
              reason: `Leave ${i}-${k}`,
            },
            `Leave ${i}-${k}`,
          ];
      }
    };
    const writer = async (i: number) => {
      for (let k = 0; k < 800; k++) {
        const [url, body, name] = write(i, k);
        let res: Awaited<ReturnType<typeof call>>;
        try {
          res = await call(s, 'POST', url, body, token);
        } catch {
          networkFailures++;
          return; // the server is gone
        }
        if (res.status === 200) {
          acks.push({ kind: KINDS[i % KINDS.length]!, id: (res.json.data as { id: number }).id, name });
        } else if (!killed) {
          refused.push(`${url} ${res.status} ${JSON.stringify(res.json)}`);
        }
      }
    };
    const writing = Array.from({ length: WRITERS }, (_, i) => writer(i));
    const writeStart = Date.now();
    while (acks.length < KILL_AT_ACKS && Date.now() - writeStart < KILL_AFTER_MS)
      await new Promise((r) => setTimeout(r, 20));
    const pgPid = await postmasterPid(data.dir);
    killed = true;
    server.child.kill('SIGKILL');
    const killedAt = Date.now();
    const ackedAtKill = acks.length;
    await Promise.all(writing);
    await server.exited;
    expect(refused).toEqual([]);
    expect(networkFailures).toBeGreaterThan(0); // writes were in flight when it died
    // the killed app's PostgreSQL is still running, on its own
    expect(isAlive(pgPid)).toBe(true);

    // the next start stops that orphan (after checking it is ours) and starts
    server = await startServer(env());
    const recovered = Date.now() - killedAt;
    expect(server.output()).toContain(`still running on ${path.join(data.dir, 'pg')} (pid ${pgPid};`);
    expect(server.output()).toMatch(/Stopped it \(fast shutdown/);
    expect(isAlive(pgPid)).toBe(false);
    pidFile = await readFile(path.join(data.dir, 'pg', 'postmaster.pid'), 'utf8');

    const db = await clusterClient(data.dir);
    let found = 0;
    try {
      const tables: Record<Kind, [string, string]> = {
        department: ['departments', 'department_name'],
        sub_department: ['sub_departments', 'sub_department_name'],
        employee: ['employees', 'emp_id'],
        leave: ['leave_requests', 'reason'],
      };
      for (const kind of KINDS) {
        const mine = acks.filter((a) => a.kind === kind);
        const [table, column] = tables[kind];
        const { rows } = await db.query<{ id: number; name: string }>(
          `SELECT id, ${column} AS name FROM ${table} WHERE id = ANY($1)`,
          [mine.map((a) => a.id)],
        );
        const byId = new Map(rows.map((r) => [r.id, r.name]));
        for (const a of mine) expect(byId.get(a.id), `${kind} ${a.id} (${a.name})`).toBe(a.name);
        found += rows.length;
        // every row of the table (acknowledged or not) was written whole, with its audit row
        const { rows: unaudited } = await db.query(
          `SELECT t.id FROM ${table} t WHERE NOT EXISTS
             (SELECT 1 FROM audit_log a WHERE a.entity = $1 AND a.entity_id = t.id::text AND a.action = 'create')`,
          [kind],
        );
        expect(unaudited, `${table} rows without their audit row`).toEqual([]);
      }
      expect(found).toBe(acks.length);
      const halfHired = await db.query(
        `SELECT e.id FROM employees e
         WHERE NOT EXISTS (SELECT 1 FROM employee_experience x WHERE x.employee_id = e.id)
            OR NOT EXISTS (SELECT 1 FROM employee_requirements r WHERE r.employee_id = e.id)`,
      );
      expect(halfHired.rows, 'employees without their experience or requirements').toEqual([]);
      const undrawn = await db.query(
        `SELECT l.id FROM leave_requests l
         WHERE NOT EXISTS (SELECT 1 FROM leave_credit_ledger g WHERE g.leave_id = l.id AND g.field = 'balance')`,
      );
      expect(undrawn.rows, 'approved leave without its deduction').toEqual([]);
      const unexplained = await db.query(
        `SELECT c.employee_id FROM leave_credits c
         WHERE c.leave_credit_balance <> (SELECT coalesce(sum(delta), 0) FROM leave_credit_ledger g
                                          WHERE g.employee_id = c.employee_id AND g.field = 'balance')
            OR c.leave_credit_used <> (SELECT coalesce(sum(delta), 0) FROM leave_credit_ledger g
                                       WHERE g.employee_id = c.employee_id AND g.field = 'used')`,
      );
      expect(unexplained.rows, 'credits that their ledger does not explain').toEqual([]);
    } finally {
      await db.end();
    }
    // and the restarted app serves them
    const token2 = await loginHr(server);
    const list = await call(server, 'GET', '/api/departments?per_page=500', undefined, token2);
    expect(list.status).toBe(200);
    const departments = acks.filter((a) => a.kind === 'department').length;
    expect((list.json.meta as { total: number }).total).toBeGreaterThanOrEqual(departments + 1);

    console.info(
      `crash test: ${WRITERS} writers, ${ackedAtKill} writes acknowledged when killed (${acks.length} in all), ` +
        `${found} found after the restart, ${networkFailures} cut off; first start ${firstStart} ms, ` +
        `back ${recovered} ms after the kill`,
    );
  }, 90_000);

  it('stops cleanly on SIGTERM: exit code 0, PostgreSQL shut down, no postmaster.pid left', async () => {
    const s = server!;
    const pgPid = await postmasterPid(data.dir);
    const t0 = Date.now();
    expect(await stopServer(s)).toEqual({ code: 0, signal: null });
    expect(Date.now() - t0).toBeLessThan(15_000);
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
