// `npm run bench`: a company of 5,000 employees in its own embedded database (.tmp/bench, seeded once),
// the server started on it as a separate process, and each list measured at 10 concurrent clients.
// Prints a table of p50/p95/p99 latency and throughput; the target is p95 under 50 ms.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createDb, createPool } from '../src/db/client';
import { freePort, startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { seedBulkEmployees } from '../src/db/seed/bulk';
import { firstRun } from '../src/db/seed/first-run';
import { ROOT_DIR } from '../src/lib/paths';
import { runAccrual } from '../src/modules/leave/accrual';
import { load, type Result } from './load';

const EMPLOYEES = 5000;
const PASSWORD = 'bench-password-2026';
const TARGET_P95_MS = 50;
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(ROOT_DIR, '.tmp/bench');

async function prepare() {
  // The marker names what the data holds, so a bench folder from before a seed change is seeded anew.
  const marker = path.join(dataDir, `seeded-${EMPLOYEES}-with-leave`);
  if (existsSync(marker)) return;
  await rm(dataDir, { recursive: true, force: true });
  console.log(`Seeding a company of ${EMPLOYEES} employees into ${dataDir} (once)...`);
  const pg = await startEmbeddedPostgres(path.join(dataDir, 'pg'));
  const pool = createPool(pg.url);
  try {
    await runMigrations(pg.url);
    const db = createDb(pool);
    await firstRun(db, { adminUser: 'hr', adminPassword: PASSWORD, demo: true });
    const { rows } = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM employees`);
    await seedBulkEmployees(db, EMPLOYEES - (rows[0]?.n ?? 0));
    await writeFile(marker, new Date().toISOString());
  } finally {
    await pool.end();
    await pg.stop();
  }
}

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(ROOT_DIR, 'apps/server'),
    env: { ...process.env, PORT: String(port), HRIS_DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/docs/json`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 150));
  }
  child.kill();
  throw new Error('The server did not start');
}

export const SCENARIOS: [string, string][] = [
  ['Active Employees (200 a page)', '/api/active/employee'],
  ['Active Employees, search "ana"', '/api/active/employee?q=ana'],
  ['Job Information (200 a page)', '/api/jobinformation'],
  ['Job Information, search "cruz"', '/api/jobinformation?q=cruz'],
  ['Requirements (100 a page)', '/api/requirements'],
  ['Requirements, search "santos"', '/api/requirements?q=santos'],
  ['Requirements, Lacking filter', '/api/requirements?status=notsubmitted'],
  ['Contact List (200 a page)', '/api/contacts'],
  ['Contact List, search "reyes"', '/api/contacts?q=reyes'],
  ['Dashboard counter', '/api/dashboardCounter'],
  ['Leave Management (20 a page)', '/api/leavemanagement'],
  ['Leave, year 2026', '/api/leavemanagement/2026'],
  ['Leave, status pending', '/api/leavemanagement?status=pending'],
  ['Leave, type Vacation', '/api/leavemanagement?leave_type=Vacation'],
  ['Leave, search "cruz"', '/api/leavemanagement?q=cruz'],
  ['Leave Credits (20 a page)', '/api/leavecredits'],
  ['Leave Credits, search "santos"', '/api/leavecredits?q=santos'],
];

/**
 * One month's credit run for the whole company, timed on a throwaway copy of the bench database
 * (a January, so the yearly refresh runs too), so the figure is the same on every run.
 */
async function timeAccrual(): Promise<{ ms: number; earned: number; refreshed: number; employees: number }> {
  const pg = await startEmbeddedPostgres(path.join(dataDir, 'pg'));
  const admin = createPool(pg.url, 1);
  try {
    await admin.query('DROP DATABASE IF EXISTS accrual_copy');
    await admin.query('CREATE DATABASE accrual_copy TEMPLATE postgres');
    const url = new URL(pg.url);
    url.pathname = '/accrual_copy';
    const pool = createPool(url.toString());
    try {
      const db = createDb(pool);
      const { rows } = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM employees`);
      const started = performance.now();
      const r = await runAccrual(db, '2099-01');
      return {
        ms: performance.now() - started,
        earned: r.earned,
        refreshed: r.refreshed,
        employees: rows[0]!.n,
      };
    } finally {
      await pool.end();
      await admin.query('DROP DATABASE accrual_copy');
    }
  } finally {
    await admin.end();
    await pg.stop();
  }
}

await prepare();
const port = await freePort();
const server = await startServer(port);
try {
  const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'hr', password: PASSWORD }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  // A steady state first: every query planned and cached on every pooled connection, the JIT warm.
  for (const [name, p] of SCENARIOS) await load({ name, port, path: p, token, concurrency: 10, total: 50 });
  const results: Result[] = [];
  for (const [name, p] of SCENARIOS) {
    results.push(await load({ name, port, path: p, token, concurrency: 10, total: 500 }));
  }
  const f = (n: number) => n.toFixed(1);
  console.log(
    `\n${EMPLOYEES} employees, 10 concurrent clients, 500 requests each, after a warm-up of every scenario\n`,
  );
  console.log('| endpoint | p50 ms | p95 ms | p99 ms | req/s | errors | p95 < 50 ms |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | :---: |');
  for (const r of results) {
    console.log(
      `| ${r.name} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.p99)} | ${r.rps.toFixed(0)} | ${r.errors} | ${r.p95 < TARGET_P95_MS && !r.errors ? 'yes' : 'NO'} |`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}

const accrual = await timeAccrual();
console.log(
  `\nOne month's leave credit run (January: refresh and earning) for ${accrual.employees} employees: ` +
    `${(accrual.ms / 1000).toFixed(2)} s (${accrual.refreshed} balances refreshed, ${accrual.earned} earned; target under 5 s)`,
);
