// The self-service part of `npm run bench -- --only ess`: every `api/ess/me...` read at 10 concurrent
// clients (each request as another employee), judged against a p95 of 20 ms; then 300 concurrent
// self-service clients for a minute, each its own employee with its own token, doing what employees do
// between calls: the home (profile, credits and shifts at once), their credits, their requests, their
// attendance month, and filing a leave and cancelling it. Every leave filed is deleted by HR after the
// run, so the company is left as it was.
import http from 'node:http';
import path from 'node:path';
import { ACTIVE_STATUSES } from '@hris/domain/employee';
import { sql } from 'drizzle-orm';
import { pgArray } from '../src/db/arrays';
import { createDb, createPool } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { rng } from '../src/db/seed/random';
import { hashPassword } from '../src/lib/passwords';
import { hashToken, newToken } from '../src/lib/tokens';
import { load, RequestTimeout, rssSampler, serverCpuMs, timedRequest } from './load';

/** What each `api/ess/me...` read must reach at 10 concurrent clients. */
const TARGET_P95_MS = 20;
const CONCURRENCY = 10;

/**
 * `count` self-service clients: active employees (HR's own aside) with a day of leave credit, each
 * with a self-service account (`bench.ess.<id>` made for those without one) and a fresh self-service
 * token. Written straight into the bench database while its server is stopped (the embedded
 * PostgreSQL is the server's), as the sign-in would: a login is rate-limited per address, and 300
 * sign-ins from one address are not what is measured.
 */
export async function essClients(dataDir: string, count: number): Promise<string[]> {
  const pg = await startEmbeddedPostgres(path.join(dataDir, 'pg'));
  const pool = createPool(pg.url, 2);
  try {
    const db = createDb(pool);
    const active = sql.raw(ACTIVE_STATUSES.map((s) => `'${s}'`).join(', '));
    const { rows } = await db.execute<{ id: number }>(sql`
      SELECT e.id FROM employees e JOIN leave_credits c ON c.employee_id = e.id
      WHERE e.status IN (${active}) AND e.role_id <> 5 AND c.leave_credit_balance >= 1
      ORDER BY e.id LIMIT ${count}`);
    if (rows.length < count)
      throw new Error(`Only ${rows.length} employees for ${count} self-service clients`);
    const ids = rows.map((r) => r.id);
    const unusable = await hashPassword(newToken());
    await db.execute(sql`
      INSERT INTO users (role_id, name, email, password_hash, employee_id, account_type)
      SELECT e.role_id, 'bench.ess.' || e.id, 'bench.ess.' || e.id || '@company.ph', ${unusable}, e.id, 'STAFF'
      FROM employees e WHERE e.id = ANY(${pgArray('int', ids)})
        AND NOT EXISTS (SELECT 1 FROM users u WHERE u.employee_id = e.id)`);
    const { rows: accounts } = await db.execute<{ user_id: number }>(sql`
      SELECT min(u.id) AS user_id FROM users u WHERE u.employee_id = ANY(${pgArray('int', ids)})
      GROUP BY u.employee_id ORDER BY u.employee_id`);
    await db.execute(
      sql`UPDATE users SET status = 'active' WHERE id = ANY(${pgArray(
        'int',
        accounts.map((a) => a.user_id),
      )})`,
    );
    const tokens = accounts.map(() => newToken());
    await db.execute(sql`
      INSERT INTO access_tokens (user_id, token_hash, expires_at, audience)
      SELECT u, h, now() + interval '12 hours', 'ess'
      FROM unnest(${pgArray(
        'int',
        accounts.map((a) => a.user_id),
      )}, ${pgArray('text', tokens.map(hashToken))}) AS t(u, h)`);
    return tokens;
  } finally {
    await pool.end();
    await pg.stop();
  }
}

type Outcome = 'ok' | 'error' | 'timeout';
type Sample = { name: string; ms: number; outcome: Outcome; status: number };
type Reply = { status: number; body: string; ms: number; timedOut: boolean };

/** The month of the attendance screen: the first day of the month of `today` to its last. */
function monthOf(today: string) {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  return { startDate: `${today.slice(0, 7)}-01`, lastDate: last };
}

/**
 * The reads at 10 clients and the mix of `clients` clients; returns how many figures missed.
 */
export async function benchEss(o: {
  port: number;
  pid: number;
  /** HR's token: it deletes the leave the clients filed, after the run. */
  hrToken: string;
  tokens: readonly string[];
  clients: number;
  seconds: number;
  timeoutMs: number;
  today: string;
}): Promise<number> {
  const month = monthOf(o.today);
  const attendance = `/api/ess/me/attendance?startDate=${month.startDate}&lastDate=${month.lastDate}`;
  const year = Number(o.today.slice(0, 4));
  const READS: [string, string][] = [
    ['Profile', '/api/ess/me'],
    ['Credits and ledger', '/api/ess/me/credits'],
    ['Shift and week', '/api/ess/me/shift'],
    ['Calendar, this month', '/api/ess/me/calendar'],
    ['Attendance, this month', attendance],
    ['Contributions, this year', '/api/ess/me/contributions'],
    ['Requests', '/api/ess/me/requests'],
    ['Leave, this year', `/api/ess/me/leave?year=${year}`],
  ];
  let missed = 0;
  console.log(
    `\nSelf-service reads: ${CONCURRENCY} concurrent clients, each request as one of ${o.tokens.length} ` +
      `employees in turn; target p95 under ${TARGET_P95_MS} ms.\n`,
  );
  console.log('| call | requests | p50 ms | p95 ms | p99 ms | req/s | CPU ms | errors | pass |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | :---: |');
  const args = (name: string, p: string) => ({
    name,
    port: o.port,
    path: p,
    token: o.tokens[0]!,
    tokens: o.tokens,
    concurrency: CONCURRENCY,
    cpu: () => serverCpuMs(o.pid),
  });
  // A steady state first, as the lists have it: every statement planned on every pooled connection,
  // the server's code optimised, each employee's rows read once.
  for (const [name, p] of READS) await load({ ...args(name, p), seconds: 1, minRequests: o.tokens.length });
  for (const [name, p] of READS) {
    const r = await load({ ...args(name, p), seconds: 3, minRequests: 300 });
    const pass = r.errors === 0 && r.p95 < TARGET_P95_MS;
    if (!pass) missed++;
    console.log(
      `| ${name} \`${p}\` | ${r.requests} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ` +
        `${r.rps.toFixed(0)} | ${r.cpuMs.toFixed(2)} | ${r.errors} | ${pass ? 'yes' : 'NO'} |`,
    );
  }
  if (await mix(o, attendance)) missed++;
  return missed;
}

/** The 300 clients; true when any request failed or timed out, or a filed leave was left behind. */
async function mix(o: Parameters<typeof benchEss>[0], attendance: string): Promise<boolean> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: o.clients + 10 });
  const send = async (method: string, p: string, token: string, body?: unknown): Promise<Reply> => {
    const started = performance.now();
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    try {
      const reply = await timedRequest({
        port: o.port,
        path: p,
        token,
        method,
        agent,
        timeoutMs: o.timeoutMs,
        ...(payload && { body: payload, headers: { 'content-type': 'application/json' } }),
        keepBody: true,
      });
      return { status: reply.status, body: reply.body!.toString(), ms: reply.ms, timedOut: false };
    } catch (err) {
      return {
        status: 0,
        body: '',
        ms: performance.now() - started,
        timedOut: err instanceof RequestTimeout,
      };
    }
  };

  const samples: Sample[] = [];
  let recording = false;
  let errorsShown = 0;
  const call = async (
    name: string,
    method: string,
    p: string,
    token: string,
    body?: unknown,
    expect = 200,
  ) => {
    const reply = await send(method, p, token, body);
    const outcome: Outcome = reply.timedOut ? 'timeout' : reply.status !== expect ? 'error' : 'ok';
    if (recording) samples.push({ name, ms: reply.ms, outcome, status: reply.status });
    if (outcome === 'error' && errorsShown++ < 10)
      console.error(`${method} ${p}: HTTP ${reply.status} ${reply.body.slice(0, 300)}`);
    return outcome === 'ok' ? reply : undefined;
  };

  // A weekday next year: the leave filed stays out of this year's lists and cards meanwhile.
  const leaveDay = `${Number(o.today.slice(0, 4)) + 1}-03-03`;
  const filed: number[] = [];
  type R = ReturnType<typeof rng>;
  const FLOWS: [number, (token: string, r: R) => Promise<unknown>][] = [
    [
      35,
      (token) =>
        Promise.all([
          call('Home: profile', 'GET', '/api/ess/me', token),
          call('Home: credits', 'GET', '/api/ess/me/credits?per_page=5', token),
          call('Home: shift and week', 'GET', '/api/ess/me/shift', token),
        ]),
    ],
    [15, (token) => call('Credits and ledger', 'GET', '/api/ess/me/credits', token)],
    [15, (token) => call('Requests', 'GET', '/api/ess/me/requests', token)],
    [20, (token) => call('Attendance, this month', 'GET', attendance, token)],
    [
      15,
      async (token) => {
        const added = await call(
          'File a leave',
          'POST',
          '/api/ess/me/leave',
          token,
          {
            leave_type: 'Vacation',
            remarks: 'With Pay',
            start_date: leaveDay,
            end_date: leaveDay,
            reason: 'Family errand',
          },
          201,
        );
        if (!added) return;
        const id = (JSON.parse(added.body) as { id: number }).id;
        filed.push(id);
        await call('Cancel the leave', 'POST', `/api/ess/me/leave/${id}/cancel`, token);
      },
    ],
  ];
  const total = FLOWS.reduce((s, [w]) => s + w, 0);
  const client = async (c: number, until: number) => {
    const r = rng(5000 + c);
    const token = o.tokens[c % o.tokens.length]!;
    while (performance.now() < until) {
      let roll = r.next() * total;
      for (const [w, flow] of FLOWS) {
        if (roll < w) {
          await flow(token, r);
          break;
        }
        roll -= w;
      }
    }
  };

  // Warm-up: every statement planned on every pooled connection, the server's code optimised.
  await Promise.all(Array.from({ length: o.clients }, (_, c) => client(c, performance.now() + 5000)));
  recording = true;
  const rss = rssSampler(o.pid);
  const cpuBefore = serverCpuMs(o.pid);
  const started = performance.now();
  await Promise.all(Array.from({ length: o.clients }, (_, c) => client(c, started + o.seconds * 1000)));
  const seconds = (performance.now() - started) / 1000;
  const cpuMs = serverCpuMs(o.pid) - cpuBefore;
  const { start, peak } = rss.stop();
  recording = false;

  // HR deletes every leave filed (each cancelled), ten at a time.
  let left = 0;
  const queue = [...filed];
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        const res = await send('DELETE', `/api/leaveabsences/delete/${id}`, o.hrToken);
        if (res.status !== 200) left++;
      }
    }),
  );
  agent.destroy();

  const f = (n: number) => n.toFixed(1);
  const pct = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  const row = (label: string, list: Sample[]) => {
    const ms = list.map((s) => s.ms).sort((a, b) => a - b);
    const count = (x: Outcome) => list.filter((s) => s.outcome === x).length;
    return (
      `| ${label} | ${list.length} | ${((100 * list.length) / samples.length).toFixed(1)} % | ` +
      `${count('error')} | ${count('timeout')} | ${f(pct(ms, 50))} | ${f(pct(ms, 95))} | ${f(pct(ms, 99))} | ` +
      `${f(ms.at(-1) ?? 0)} |`
    );
  };
  const errors = samples.filter((s) => s.outcome === 'error').length;
  const timeouts = samples.filter((s) => s.outcome === 'timeout').length;
  console.log(
    `\nSelf-service load: ${o.clients} concurrent clients, each its own employee and token, for ${o.seconds} s ` +
      `(after 5 s of warm-up); client timeout ${o.timeoutMs / 1000} s; database pool of 10 connections.\n` +
      `${samples.length} requests, ${(samples.length / seconds).toFixed(0)} req/s; server RSS ${mb(start)} → peak ${mb(peak)}; ` +
      `server CPU (Node and PostgreSQL) ${(cpuMs / samples.length).toFixed(2)} ms a request.\n`,
  );
  console.log('| call | requests | share | errors | timeouts | p50 ms | p95 ms | p99 ms | max ms |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const name of [...new Set(samples.map((s) => s.name))].sort())
    console.log(
      row(
        name,
        samples.filter((s) => s.name === name),
      ),
    );
  console.log(row('**all**', samples));
  console.log(
    `\nLeave filed and cancelled: ${filed.length}, deleted by HR after the run: ${filed.length - left}.`,
  );
  const failed = errors > 0 || timeouts > 0 || left > 0;
  console.log(
    failed
      ? `FAILED: ${errors} errors, ${timeouts} timeouts, ${left} leave not deleted.`
      : 'Passed: 0 errors, 0 timeouts, every leave filed deleted.',
  );
  return failed;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
