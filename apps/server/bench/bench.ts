// `npm run bench`: a company of 5,000 employees in its own embedded database (.tmp/bench, seeded once),
// the server started on it as a separate process, and every list measured at 10 concurrent clients,
// side by side with `GET api/user` in the same run (measured again just before each list). Prints
// p50/p95/p97.5/p99 latency, requests per second and their ratio to api/user's, the server's CPU time
// per request, with pass/fail against the targets below.
// `npm run bench -- --only contact --seconds 3 --no-accrual` runs a part of it.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createDb, createPool } from '../src/db/client';
import { freePort, startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { seedBulkEmployees } from '../src/db/seed/bulk';
import { firstRun } from '../src/db/seed/first-run';
import { ROOT_DIR } from '../src/lib/paths';
import { runAccrual } from '../src/modules/leave/accrual';
import { shiftSegments } from '../src/modules/schedule/shifts.service';
import { load, type Result, serverCpuMs } from './load';

const EMPLOYEES = 5000;
const PASSWORD = 'bench-password-2026';
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(ROOT_DIR, '.tmp/bench');

async function prepare() {
  // The marker names what the data holds, so a bench folder from before a seed change is seeded anew.
  const marker = path.join(dataDir, `seeded-${EMPLOYEES}-with-leave-discipline-and-schedule`);
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

/**
 * What each list must reach, side by side with `GET api/user` (the cheapest authenticated call: the
 * token check and one row) measured in the same run: p97.5 under 50 ms, and at least this share of
 * api/user's requests per second, by the size of the page.
 */
const TARGET_P975_MS = 50;
const TARGET_RATIO = { 20: 0.5, 200: 0.25 } as const;
type Size = keyof typeof TARGET_RATIO;

/** A scenario: its name, its path, and the page size it is judged as (a select or a card counts as 20). */
type Scenario = { name: string; path: string; size: Size };

const paged = (name: string, path: string, opts: { only20?: boolean } = {}): Scenario[] => {
  const sep = path.includes('?') ? '&' : '?';
  return [
    { name: `${name}, 20 a page`, path: `${path}${sep}per_page=20`, size: 20 },
    ...(opts.only20
      ? []
      : [{ name: `${name}, 200 a page`, path: `${path}${sep}per_page=200`, size: 200 as Size }]),
  ];
};
const one = (name: string, path: string, size: Size = 20): Scenario[] => [{ name, path, size }];

/** Every list of the API, and the selects and dashboard cards the screens call. */
export function scenarios(ledgerEmployee: number): Scenario[] {
  return [
    ...paged('Active Employees', '/api/active/employee'),
    ...paged('Active Employees, search "a"', '/api/active/employee?q=a'),
    ...one('Active Employees, search "ana"', '/api/active/employee?q=ana&per_page=200', 200),
    ...one('Active Employees, by designation', '/api/active/employee?sort=position_name&per_page=200', 200),
    ...paged('Inactive Employees', '/api/inactive'),
    ...paged('Inactive Employees, search "a"', '/api/inactive?q=a'),
    ...paged('Job Information', '/api/jobinformation'),
    ...paged('Job Information, search "a"', '/api/jobinformation?q=a'),
    ...one('Job Information, search "cruz"', '/api/jobinformation?q=cruz&per_page=200', 200),
    ...paged('Requirements', '/api/requirements'),
    ...one('Requirements (100 a page)', '/api/requirements?per_page=100', 200),
    ...paged('Requirements, Lacking', '/api/requirements?status=notsubmitted'),
    ...one('Requirements, Lacking (100 a page)', '/api/requirements?status=notsubmitted&per_page=100', 200),
    ...paged('Requirements, Completed', '/api/requirements?status=submitted'),
    ...paged('Requirements, search "a"', '/api/requirements?q=a'),
    ...paged('Contact List', '/api/contacts'),
    ...paged('Contact List, search "a"', '/api/contacts?q=a'),
    ...one('Contact List, search "reyes"', '/api/contacts?q=reyes&per_page=200', 200),
    ...paged('Dependents', '/api/dependents'),
    ...paged('Dependents, search "a"', '/api/dependents?q=a'),
    ...paged('Leave Management', '/api/leavemanagement'),
    ...paged('Leave, year 2026', '/api/leavemanagement/2026'),
    ...paged('Leave, status pending', '/api/leavemanagement?status=pending'),
    ...paged('Leave, type Vacation', '/api/leavemanagement?leave_type=Vacation'),
    ...paged('Leave, search "a"', '/api/leavemanagement?q=a'),
    ...paged('Leave, by name', '/api/leavemanagement?sort=full_name&order=asc'),
    ...paged('NTE Tracker', '/api/nterequestbyhr'),
    ...paged('NTE Tracker, year 2026', '/api/nterequestbyhr/2026'),
    ...paged('NTE Tracker, status served', '/api/nterequestbyhr?status=served'),
    ...paged('NTE Tracker, search "a"', '/api/nterequestbyhr?q=a'),
    ...paged('NTE Tracker, by name', '/api/nterequestbyhr?sort=full_name&order=asc'),
    ...paged('Employee Coached', '/api/employee/coached/all'),
    ...one('Employee Coached (100 a page, its default)', '/api/employee/coached/all?per_page=100', 200),
    ...paged('Employee Coached, year 2026', '/api/employee/coached/all/2026'),
    ...paged('Employee Coached, search "a"', '/api/employee/coached/all?q=a'),
    ...paged('Employee Evaluation', '/api/evaluation/all'),
    ...paged('Employee Evaluation, year 2026', '/api/evaluation/all/2026'),
    ...paged('Employee Evaluation, search "a"', '/api/evaluation/all?q=a'),
    ...paged('Leave Credits', '/api/leavecredits'),
    ...paged('Leave Credits, search "a"', '/api/leavecredits?q=a'),
    ...paged('Credit ledger of one employee', `/api/leave/credits/ledger/${ledgerEmployee}`),
    ...one('Leave Credit Config', '/api/leave/credits/config'),
    ...paged('Departments', '/api/departments'),
    ...one('Departments, search "a"', '/api/departments?q=a&per_page=200', 200),
    ...paged('Designations', '/api/positions'),
    ...one('Designations, search "a"', '/api/positions?q=a&per_page=200', 200),
    ...one('Designations select', '/api/employeepositions', 200),
    ...paged('Sub-departments', '/api/subdepartments'),
    ...one('Sub-departments select', '/api/subdepartment/all'),
    ...one('Time zones select', '/api/timezones', 200),
    ...paged('Users', '/api/users'),
    ...paged('Users, search "a"', '/api/users?q=a'),
    ...paged('User Roles', '/api/userroles', { only20: true }),
    ...one('Roles select', '/api/allroles'),
    ...paged('Staff Level', '/api/groupaccess'),
    ...paged('Supervisory Level', '/api/supervisoraccess'),
    ...paged('Managerial Level', '/api/manageraccess'),
    ...one('Supervisors select', '/api/supervisor'),
    ...one('Managers select', '/api/operation'),
    ...one('Employee select', '/api/employees'),
    ...one('Employee select, search "a"', '/api/employees?q=a'),
    ...one('Employee select, search "a" (100)', '/api/employees?q=a&limit=100', 200),
    ...one('Employee select incl. inactive, "a"', '/api/employees?q=a&include_inactive=1'),
    ...one('No dependents select, search "a"', '/api/employeenodependent?q=a'),
    ...one('No account select, search "a"', '/api/employeenotregistered?q=a'),
    ...one('No credits select, search "a"', '/api/employee/nocredits?q=a'),
    ...one('Work Shifts (100 a page, its default)', '/api/workshifts', 200),
    ...paged('Work Shifts', '/api/workshifts'),
    ...paged('Work Shifts, search "a"', '/api/workshifts?q=a'),
    ...one('Work Shifts, Night-Shift', '/api/workshifts?schedule=Night-Shift', 200),
    ...one('No shift select, search "a"', '/api/employeenosched?q=a'),
    ...one('Shift of one employee on a date', `/api/getcurrentshift/get/${ledgerEmployee}?date=2026-06-15`),
    ...paged('Schedule Adjustment', '/api/scheduleadjustment'),
    ...paged('Schedule Adjustment, pending', '/api/scheduleadjustment?status=pending'),
    ...paged('Schedule Adjustment, search "a"', '/api/scheduleadjustment?q=a'),
    ...paged('Undertime', '/api/undertimerequest'),
    ...paged('Undertime, pending', '/api/undertimerequest?status=pending'),
    ...paged('Undertime, search "a"', '/api/undertimerequest?q=a'),
    ...paged('Calendar Event', '/api/calendar'),
    ...paged('Calendar Event, search "a"', '/api/calendar?q=a'),
    ...one('Calendar month view', '/api/allcalendar?start=2026-10-25&end=2026-12-05', 200),
    ...one('Dashboard counter', '/api/dashboardCounter'),
    ...one('Dashboard birthdays', '/api/celebrant', 200),
    ...one('Dashboard anniversaries', '/api/anniversary/all', 200),
    ...one('Dashboard on leave today', '/api/employee/leave'),
    ...one('Dashboard incoming leave', '/api/incomingLeave'),
  ];
}

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

/**
 * The shift of every employee for every day of one month, read in one query (what the attendance grid
 * needs): the fastest and the slowest of ten runs after a warm-up, on the bench database.
 */
async function timeShiftMonth(): Promise<{
  best: number;
  worst: number;
  segments: number;
  employees: number;
}> {
  const pg = await startEmbeddedPostgres(path.join(dataDir, 'pg'));
  const pool = createPool(pg.url);
  try {
    const db = createDb(pool);
    const { rows } = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM employees`);
    const times: number[] = [];
    let segments = 0;
    for (let i = 0; i < 11; i++) {
      const started = performance.now();
      segments = (await shiftSegments(db, '2026-11-01', '2026-11-30')).length;
      if (i > 0) times.push(performance.now() - started);
    }
    return { best: Math.min(...times), worst: Math.max(...times), segments, employees: rows[0]!.n };
  } finally {
    await pool.end();
    await pg.stop();
  }
}

const { values: args } = parseArgs({
  options: {
    /** Only the scenarios whose name or path contains one of these comma-separated texts (case-insensitive); api/user always runs. */
    only: { type: 'string' },
    /** Seconds each scenario runs (at least MIN_REQUESTS requests). */
    seconds: { type: 'string', default: '2' },
    /** Skip the leave credit run and the month of shifts. */
    'no-accrual': { type: 'boolean', default: false },
  },
});
const SECONDS = Number(args.seconds);
const MIN_REQUESTS = 200;
const BASELINE_SECONDS = 1;
const CONCURRENCY = 10;

await prepare();
const port = await freePort();
const server = await startServer(port);
let failed = 0;
try {
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'hr', password: PASSWORD }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const credits = (await (
    await fetch(`${base}/api/leavecredits?per_page=1&sort=updated_at&order=desc`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { data: { employee_id: number }[] };
  const only = args.only?.toLowerCase().split(',');
  const list = scenarios(credits.data[0]!.employee_id).filter(
    (s) => !only || only.some((o) => s.name.toLowerCase().includes(o) || s.path.toLowerCase().includes(o)),
  );
  const run = (name: string, p: string, seconds = SECONDS, minRequests = MIN_REQUESTS) =>
    load({
      name,
      port,
      path: p,
      token,
      concurrency: CONCURRENCY,
      seconds,
      minRequests,
      cpu: () => serverCpuMs(server.pid!),
    });
  // A steady state first: every query planned and cached on every pooled connection, the JIT warm.
  for (const s of list) await run(s.name, s.path, 0, 0);
  // The baseline is measured again just before each list (a shorter run), and each ratio is taken
  // against that neighbour: other work on the machine then weighs on both sides of a ratio alike.
  const userBefore = await run('api/user (baseline, first)', '/api/user');
  const results: (Result & { size: Size; base: Result })[] = [];
  for (const s of list) {
    const base = await run('api/user', '/api/user', BASELINE_SECONDS, MIN_REQUESTS / 2);
    results.push({ ...(await run(s.name, s.path)), size: s.size, base });
  }
  const userAfter = await run('api/user (baseline, last)', '/api/user');
  const baseline = results.reduce((sum, r) => sum + r.base.rps, 0) / (results.length || 1);

  const f = (n: number) => n.toFixed(1);
  const [load1] = loadavg();
  console.log(
    `\n${EMPLOYEES} employees, ${CONCURRENCY} concurrent clients, ${SECONDS} s (at least ${MIN_REQUESTS} requests) ` +
      `per scenario after a warm-up of every scenario, each preceded by ${BASELINE_SECONDS} s of api/user; load average at the end ${load1!.toFixed(2)}.\n` +
      `Target: p97.5 under ${TARGET_P975_MS} ms and, of api/user's req/s measured just before (on average ${baseline.toFixed(0)}), at least ` +
      `${TARGET_RATIO[20]} for a 20-row page and ${TARGET_RATIO[200]} for a 200-row page. CPU ms is the\n` +
      `server's (Node and PostgreSQL) CPU time per request, and CPU ratio api/user's CPU ms over the list's: what the\n` +
      `req/s ratio would be if the load generator cost nothing.\n`,
  );
  console.log(
    '| endpoint | rows | p50 ms | p95 ms | p97.5 ms | p99 ms | req/s | api/user req/s | ratio | CPU ms | CPU ratio | KB | errors | pass |',
  );
  console.log(
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | :---: |',
  );
  const line = (r: Result, base: Result, size: string, pass: string) =>
    console.log(
      `| ${r.name} \`${r.path}\` | ${size} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.p975)} | ${f(r.p99)} | ` +
        `${r.rps.toFixed(0)} | ${base.rps.toFixed(0)} | ${(r.rps / base.rps).toFixed(2)} | ${r.cpuMs.toFixed(2)} | ` +
        `${(base.cpuMs / r.cpuMs).toFixed(2)} | ${(r.bytes / 1024).toFixed(1)} | ${r.errors} | ${pass} |`,
    );
  line(userBefore, userBefore, '', '');
  for (const r of results) {
    const pass = !r.errors && r.p975 < TARGET_P975_MS && r.rps / r.base.rps >= TARGET_RATIO[r.size];
    if (!pass) failed++;
    line(r, r.base, String(r.size), pass ? 'yes' : 'NO');
  }
  line(userAfter, userAfter, '', '');
  console.log(`\n${results.length - failed} of ${results.length} lists reach the target.`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}

if (!args['no-accrual']) {
  const accrual = await timeAccrual();
  console.log(
    `\nOne month's leave credit run (January: refresh and earning) for ${accrual.employees} employees: ` +
      `${(accrual.ms / 1000).toFixed(2)} s (${accrual.refreshed} balances refreshed, ${accrual.earned} earned; target under 5 s)`,
  );
  const month = await timeShiftMonth();
  console.log(
    `The shifts of ${month.employees} employees for every day of November 2026 in one query: ` +
      `${month.best.toFixed(1)} ms at best, ${month.worst.toFixed(1)} ms at worst of 10 runs ` +
      `(${month.segments} segments; target under 100 ms)`,
  );
}
