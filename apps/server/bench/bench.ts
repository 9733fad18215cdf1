// `npm run bench`: a company of 5,000 employees in its own embedded database (.tmp/bench, seeded once),
// the server started on it as a separate process, and every list measured at 10 concurrent clients,
// side by side with `GET api/user` in the same run (measured again just before each list). Prints
// p50/p95/p97.5/p99 latency, requests per second and their ratio to api/user's, the server's CPU time
// per request, with pass/fail against the targets below.
// Then the attendance figures on the same server: a page of the month grid at 10
// concurrent clients, the exports of a cut-off of the whole company (time to the last byte and the
// server's peak RSS), an import of 100,000 punches, and the payroll cut-off of every employee.
// `npm run bench -- --only contact --seconds 3 --no-accrual` runs a part of it (`--only attendance`:
// the attendance figures alone); `--months 17` seeds a company with more months of logs (about 1.3
// million) in a folder of its own.
// `--only load`: the load mix (mix.ts), 200 concurrent clients for 60 s on lists, details and writes.
// `--only ess`: employee self-service (ess.ts): each `api/ess/me...` read at 10 clients, then 300
// concurrent self-service clients for 60 s (home, credits, requests, attendance, filing and cancelling).
// `--employees 50000 --only lists`: every list and the attendance grid on a company of 50,000 (in
// .tmp/bench-50000, with 2 months of logs), each judged against a p95 of 100 ms.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, rm, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cutOffRange } from '@hris/domain/attendance';
import { addDays, companyDate } from '@hris/domain/company-clock';
import { IMPORT_COLUMNS } from '@hris/domain/imports';
import { REPORT_KEYS } from '@hris/domain/reports';
import { shiftHours } from '@hris/domain/shifts';
import { sql } from 'drizzle-orm';
// @ts-expect-error: a plain ES module of the repository's scripts, without types
import { recordBenchOutput } from '../../../scripts/bench-doc.mjs';
// @ts-expect-error: a plain ES module of the repository's scripts, without types
import { buildIfStale } from '../../../scripts/build-if-stale.mjs';
import { createDb, createPool } from '../src/db/client';
import { freePort, startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { MAX_BULK, seedBulkEmployees } from '../src/db/seed/bulk';
import { firstRun } from '../src/db/seed/first-run';
import { addMonths, rng } from '../src/db/seed/random';
import { samplePdf } from '../src/db/seed/sample-files';
import { ROOT_DIR } from '../src/lib/paths';
import { runAccrual } from '../src/modules/leave/accrual';
import { shiftSegments } from '../src/modules/schedule/shifts.service';
import { localStorage } from '../src/plugins/files/local-storage';
import { multipart } from '../test/sample-files';
import { benchEss, essClients } from './ess';
import { load, type Result, rssSampler, serverCpuMs, type Timed, timedRequest } from './load';
import { benchMachinery } from './machinery';
import { benchMix } from './mix';

const { values: args } = parseArgs({
  options: {
    /** Only the scenarios whose name or path contains one of these comma-separated texts (case-insensitive); api/user always runs. */
    only: { type: 'string' },
    /** Seconds each scenario runs (at least MIN_REQUESTS requests). */
    seconds: { type: 'string', default: '2' },
    /** Skip the leave credit run and the month of shifts. */
    'no-accrual': { type: 'boolean', default: false },
    /** Months of attendance logs in the seeded company (a folder of its own for each); 12 at 5,000 employees, else 2. */
    months: { type: 'string' },
    /** Employees of the seeded company (a folder of its own for each size but 5,000). */
    employees: { type: 'string', default: '5000' },
    /** The load mix (`--only load`): concurrent clients, seconds measured, client timeout in seconds. */
    clients: { type: 'string', default: '200' },
    'load-seconds': { type: 'string', default: '60' },
    'load-timeout': { type: 'string', default: '10' },
    /** The self-service mix (`--only ess`): concurrent clients, each its own employee. */
    'ess-clients': { type: 'string', default: '300' },
  },
});

const EMPLOYEES = Number(args.employees);
if (!Number.isInteger(EMPLOYEES) || EMPLOYEES < 1000 || EMPLOYEES > MAX_BULK) {
  console.error(`--employees: a whole number from 1000 to ${MAX_BULK}`);
  process.exit(2);
}
/** The size the bench was made for; its folder is .tmp/bench, and its targets are those docs/performance.md names. */
const STANDARD = EMPLOYEES === 5000;
/** Months of day logs up to the seeding day (`npm run seed -- --employees 5000 --months 12`). */
const DEFAULT_MONTHS = STANDARD ? 12 : 2;
const ATTENDANCE_MONTHS = Number(args.months ?? DEFAULT_MONTHS);
if (!Number.isInteger(ATTENDANCE_MONTHS) || ATTENDANCE_MONTHS < 1 || ATTENDANCE_MONTHS > 24) {
  console.error('--months: a whole number of months from 1 to 24');
  process.exit(2);
}
const PASSWORD = 'bench-password-2026';
const dataDir =
  process.env.BENCH_DATA_DIR ??
  path.join(
    ROOT_DIR,
    `.tmp/bench${STANDARD ? '' : `-${EMPLOYEES}`}${ATTENDANCE_MONTHS === DEFAULT_MONTHS ? '' : `-${ATTENDANCE_MONTHS}-months`}`,
  );

async function prepare() {
  // The marker names what the data holds, so a bench folder from before a seed change is seeded anew.
  const marker = path.join(
    dataDir,
    `seeded-${EMPLOYEES}-with-leave-discipline-schedule-documents-contributions-audit-and-${ATTENDANCE_MONTHS}-months-of-attendance`,
  );
  if (existsSync(marker)) return;
  await rm(dataDir, { recursive: true, force: true });
  console.log(`Seeding a company of ${EMPLOYEES} employees into ${dataDir} (once)...`);
  const pg = await startEmbeddedPostgres(path.join(dataDir, 'pg'));
  const pool = createPool(pg.url);
  try {
    await runMigrations(pg.url);
    const db = createDb(pool);
    // Files where the server started on this folder keeps them (HRIS_DATA_DIR/uploads).
    const storage = localStorage(path.join(dataDir, 'uploads'));
    await firstRun(db, { adminUser: 'hr', adminPassword: PASSWORD, demo: true, storage });
    const { rows } = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM employees`);
    const started = performance.now();
    const { logs } = await seedBulkEmployees(db, EMPLOYEES - (rows[0]?.n ?? 0), {
      months: ATTENDANCE_MONTHS,
      storage,
      log: console.log,
    });
    console.log(
      `Seeded ${EMPLOYEES - (rows[0]?.n ?? 0)} employees with ${logs} attendance logs in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
    await writeFile(marker, new Date().toISOString());
  } finally {
    await pool.end();
    await pg.stop();
  }
}

async function startServer(port: number): Promise<ChildProcess> {
  // The built server, as `npm start` runs it (a TypeScript loader would add its own memory and CPU).
  buildIfStale();
  // With the heap sizes `npm start` gives it (package.json; see docs/operations.md#start-up).
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=16', '--max-old-space-size=1024', 'dist/main.js'],
    {
      cwd: path.join(ROOT_DIR, 'apps/server'),
      env: {
        ...process.env,
        PORT: String(port),
        HRIS_DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  for (let i = 0; i < 200; i++) {
    try {
      // readyz: the database answers (and no API docs built, which would weigh on the RSS figures).
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child;
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
/** In a company of another size than 5,000 (50,000, say), each list's p95 at 10 clients stays under this. */
const LARGE_TARGET_P95_MS = 100;

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
export function scenarios(ledgerEmployee: number, memo: number): Scenario[] {
  const monthAgo = addDays(companyDate(new Date()), -30);
  return [
    ...paged('Active Employees', '/api/active/employee'),
    ...paged('Active Employees, search "a"', '/api/active/employee?q=a'),
    ...one('Active Employees, search "ana"', '/api/active/employee?q=ana&per_page=200', 200),
    ...one('Active Employees, search "cruz, juan"', '/api/active/employee?q=cruz,%20juan&per_page=200', 200),
    ...paged('Active Employees, search "a n"', '/api/active/employee?q=a%20n'),
    ...paged('Active Employees, id "20240"', '/api/active/employee?q=20240'),
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
    ...paged('Leave, search "cruz, juan"', '/api/leavemanagement?q=cruz,%20juan'),
    ...paged('Leave, search "a n"', '/api/leavemanagement?q=a%20n'),
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
    ...one('Employee select, search "santos, ma"', '/api/employees?q=santos,%20ma'),
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
    ...paged('Contracts & Memos', '/api/contractsmemo'),
    ...paged('Contracts & Memos, search "a"', '/api/contractsmemo?q=a'),
    ...paged('Contracts & Memos, hired in 2024', '/api/contractsmemo/filteremployee/2024'),
    ...paged('Contracts & Memos, CD-HW members', '/api/contractsmemocdhw'),
    ...one('Documents of one employee', `/api/contractsmemo/getinfo/${ledgerEmployee}`),
    ...paged('Sent documents', '/api/documents'),
    ...paged(
      'Sent documents, memos to CD-HW',
      '/api/documents?document_type=memo&audience=group&sub_department_id=1',
    ),
    ...paged('Sent documents, by acknowledgement', '/api/documents?sort=acknowledged_percent'),
    ...paged('Recipients yet to acknowledge a memo to all', `/api/documents/${memo}/recipients`),
    ...paged('Loan & Contributions', '/api/contributions'),
    ...paged('Loan & Contributions, 2026', '/api/contributions/2026'),
    ...paged('Loan & Contributions, search "a"', '/api/contributions?q=a'),
    ...one('Statutory shares of a salary', '/api/contributions/compute?basic_salary=25000&date=2026-11-01'),
    ...paged('Responsibility forms', '/api/responsibility'),
    ...paged('Work-from-home undertakings', '/api/wfh/responsibility/hr/get'),
    ...paged('Audit Log, last 30 days (its default)', `/api/audit?from=${monthAgo}`),
    ...paged('Audit Log, all time', '/api/audit'),
    ...paged('Audit Log, one user, last 30 days', `/api/audit?user_id=1&from=${monthAgo}`),
    ...paged('Audit Log, area Leave, last 30 days', `/api/audit?area=leave&from=${monthAgo}`),
    ...paged('Audit Log, one employee record', `/api/audit?entity=employee&entity_id=${ledgerEmployee}`),
    ...one('History of one employee', `/api/audit/employee/${ledgerEmployee}`),
    ...paged('Employee Accounts', '/api/employeeaccounts'),
    ...paged('Employee Accounts, without one', '/api/employeeaccounts?account=without'),
    ...paged('Employee Accounts, search "a"', '/api/employeeaccounts?q=a'),
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

// ---- attendance

/** What the attendance figures must reach. */
const ATTENDANCE_TARGETS = {
  gridP95Ms: 50,
  csvMs: 1000,
  xlsxMs: 3000,
  pdfMs: 10_000,
  rssBytes: 300 * 1024 * 1024,
  importMs: 10_000,
  payrollMs: 2000,
} as const;
const IMPORT_PUNCHES = 100_000;
const GENERATE_MONTH = {
  name: "A month's contributions of every employee",
  path: '/api/contributions/generate',
};

/**
 * A month's contribution records computed and written for every active employee (target: under 1 s),
 * for a month no run has used (a month of 2031 to 2099 picked at random), so that every employee gets one.
 */
async function benchGenerateMonth(port: number, token: string): Promise<number> {
  const month = `${2031 + Math.floor(Math.random() * 69)}-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}`;
  const t = await timedRequest({
    port,
    path: GENERATE_MONTH.path,
    token,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(JSON.stringify({ date_covered: month })),
    keepBody: true,
  });
  const reply = JSON.parse(t.body?.toString() ?? '{}') as { data?: { created: number } };
  const created = reply.data?.created ?? 0;
  const pass = t.status === 200 && created > 0 && t.ms < 1000;
  console.log(
    `\n| scenario | figure | target | detail | pass |\n| --- | ---: | --- | --- | :---: |\n` +
      `| ${GENERATE_MONTH.name} \`POST ${GENERATE_MONTH.path}\` | ${t.ms.toFixed(0)} ms | < 1000 ms | ` +
      `HTTP ${t.status}; ${created} records for ${month} | ${pass ? 'yes' : 'NO'} |`,
  );
  return pass ? 0 : 1;
}

const REPORTS_BENCH = { name: 'Reports', path: '/api/reports' };
const REPORT_RUNS = 10;

/**
 * Each report of the Reports screen (target: under 300 ms each), at its default period (a year, or
 * three months of cut-offs for attendance) and for one sub-department: ten runs after one to warm
 * up, one at a time; the figure is the slowest run.
 */
async function benchReports(port: number, token: string): Promise<number> {
  const paths = [
    ...REPORT_KEYS.map((r) => `/api/reports/${r}`),
    '/api/reports/headcount?from=2024-01&to=2026-12',
    '/api/reports/attendance?sub_department_id=1',
    '/api/reports/leave?sub_department_id=1',
    '/api/reports/turnover/export?format=xlsx',
  ];
  let missed = 0;
  console.log(
    '\n| report | p50 ms | slowest ms | target | rows | pass |\n| --- | ---: | ---: | --- | ---: | :---: |',
  );
  for (const p of paths) {
    await timedRequest({ port, path: p, token });
    const runs: Timed[] = [];
    for (let i = 0; i < REPORT_RUNS; i++)
      runs.push(await timedRequest({ port, path: p, token, keepBody: true }));
    const ms = runs.map((r) => r.ms).sort((a, b) => a - b);
    const last = runs.at(-1)!;
    const rows = p.includes('/export')
      ? ''
      : String((JSON.parse(last.body?.toString() ?? '{}') as { rows?: unknown[] }).rows?.length ?? '?');
    const pass = runs.every((r) => r.status === 200) && ms.at(-1)! < 300;
    if (!pass) missed++;
    console.log(
      `| \`${p}\` | ${ms[Math.floor(ms.length / 2)]!.toFixed(0)} | ${ms.at(-1)!.toFixed(0)} | < 300 ms | ${rows} | ${pass ? 'yes' : 'NO'} |`,
    );
  }
  return missed;
}

const IMPORT_EMPLOYEES = { name: 'Import of 5,000 employees', path: '/api/import/employees' };
/** The bench's imported employees have ids of 1900 to 1905, which no seeded employee has; removed after. */
const IMPORT_ID_YEARS = ['1900', '1906'] as const;

/** A file of 5,000 new employees, as HR would fill in the template, imported with commit (target: under 10 s). */
async function benchImportEmployees(port: number, token: string): Promise<number> {
  const get = async <T>(p: string) =>
    (await (
      await fetch(`http://127.0.0.1:${port}${p}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as T;
  const position = (
    await get<{ data: { pos_name: string; dep_name: string }[] }>('/api/positions?per_page=1')
  ).data[0]!;
  const sub = (await get<{ data: { sub_department_name: string }[] }>('/api/subdepartments?per_page=1'))
    .data[0]!;
  const headers = IMPORT_COLUMNS.employees.map((c) => c.header);
  const cells = (n: number) => {
    const v: Record<string, string> = {
      'Employee ID': `${1900 + Math.floor(n / 999)}-${String((n % 999) + 1).padStart(3, '0')}`,
      'First Name': 'Bench',
      'Middle Name': 'Import',
      'Last Name': `Person ${n}`.replace(/\d/g, (d) => 'ABCDEFGHIJ'[Number(d)]!),
      Designation: `${position.dep_name} / ${position.pos_name}`,
      'Sub-department': sub.sub_department_name,
      'Civil Status': 'single',
      Birthdate: '1995-06-15',
      'Current Address': '1 Bench St., Pasig City',
      'Permanent Address': '1 Bench St., Pasig City',
      'Contact Number': '0917-1234567',
      'Contact Person': 'Ana Reyes',
      Relationship: 'Mother',
      'Emergency Number': '0918-7654321',
      'Email Address': `bench.import${n}@example.com`,
      'Employment Date': '2026-11-02',
      'Basic Salary': '18000',
      'Monthly Allowance': '2000',
      Schedule: 'Day-Shift',
      Time: '8AM-5PM',
      Status: 'trainee',
    };
    return headers.map((h) => `"${v[h] ?? ''}"`).join(',');
  };
  const csv = [headers.join(','), ...Array.from({ length: 5000 }, (_, n) => cells(n))].join('\n');
  const form = multipart([
    ['commit', 'true'],
    ['file', 'bench-employees.csv', Buffer.from(csv)],
  ]);
  const t = await timedRequest({
    port,
    path: IMPORT_EMPLOYEES.path,
    token,
    method: 'POST',
    headers: form.headers,
    body: form.payload,
    keepBody: true,
  });
  const reply = JSON.parse(t.body?.toString() ?? '{}') as { created?: number; message?: string };
  const pass = t.status === 200 && reply.created === 5000 && t.ms < 10_000;
  console.log(
    `\n| scenario | figure | target | detail | pass |\n| --- | ---: | --- | --- | :---: |\n` +
      `| ${IMPORT_EMPLOYEES.name} \`POST ${IMPORT_EMPLOYEES.path}\` | ${(t.ms / 1000).toFixed(2)} s | < 10 s | ` +
      `HTTP ${t.status}; ${reply.created ?? reply.message} employees, ${(csv.length / 1024).toFixed(0)} KB of CSV | ${pass ? 'yes' : 'NO'} |`,
  );
  return pass ? 0 : 1;
}

/** Removes the employees the import run added, so that every run measures the same company. */
async function removeImportedEmployees(): Promise<void> {
  const pg = await startEmbeddedPostgres(path.join(dataDir, 'pg'));
  const pool = createPool(pg.url);
  try {
    await createDb(pool).execute(
      sql`DELETE FROM employees WHERE emp_id >= ${IMPORT_ID_YEARS[0]} AND emp_id < ${IMPORT_ID_YEARS[1]}`,
    );
  } finally {
    await pool.end();
    await pg.stop();
  }
}

const ASSIGN_ALL = { name: 'Memo to every active employee', path: '/api/assignmemos/all' };

/**
 * A memo (one PDF) sent to every active employee, three times: the reply's time (one transaction: the
 * file's row, the document, a copy and a queued mail for each recipient) and the files stored by each
 * run, read from the uploads folder (one, however many receive it). Target: under 2 s.
 */
async function benchAssignAll(port: number, token: string): Promise<number> {
  const uploads = path.join(dataDir, 'uploads');
  const runs: { ms: number; status: number; recipients: number; stored: number }[] = [];
  for (let i = 1; i <= 3; i++) {
    const before = (await readdir(uploads)).length;
    const form = multipart([
      ['files[0]', `bench-memo-${Date.now()}.pdf`, samplePdf('Bench memo', [`Run ${i}`])],
    ]);
    const t = await timedRequest({
      port,
      path: ASSIGN_ALL.path,
      token,
      method: 'POST',
      headers: form.headers,
      body: form.payload,
      keepBody: true,
    });
    const reply = JSON.parse(t.body?.toString() ?? '{}') as { data?: { recipients: number } };
    runs.push({
      ms: t.ms,
      status: t.status,
      recipients: reply.data?.recipients ?? 0,
      stored: (await readdir(uploads)).length - before,
    });
    // the queued mails are handled after the reply: let them settle before the next run
    await new Promise((r) => setTimeout(r, 2000));
  }
  const worst = Math.max(...runs.map((r) => r.ms));
  const pass = runs.every((r) => r.status === 200 && r.stored === 1) && worst < 2000;
  console.log(
    `\n| scenario | figure | target | detail | pass |\n| --- | ---: | --- | --- | :---: |\n` +
      `| ${ASSIGN_ALL.name} \`POST ${ASSIGN_ALL.path}\` | ${runs.map((r) => r.ms.toFixed(0)).join(', ')} ms | < 2000 ms, one file stored | ` +
      `HTTP ${runs.map((r) => r.status).join(', ')}; ${runs[0]?.recipients} recipients each; files stored: ${runs.map((r) => r.stored).join(', ')} | ${pass ? 'yes' : 'NO'} |`,
  );
  return pass ? 0 : 1;
}

/** Each download and the payroll pass: one warm-up, then this many measured runs. */
const ATTENDANCE_RUNS = 3;

type AttendanceItem = { name: string; path: string };
const ATTENDANCE_ITEMS = {
  grid: { name: 'Attendance grid, a page of 10 employees', path: '/api/getmemberlogsarchivebydepartment' },
  csv: { name: 'Attendance export CSV, all employees', path: '/api/exportdata' },
  xlsx: { name: 'Attendance export XLSX, all employees', path: '/api/exportdata?format=xlsx' },
  pdf: { name: 'Attendance export PDF, all employees', path: '/api/downloadpdfadmin' },
  import: { name: 'Attendance import of 100,000 punches', path: '/api/attendance/import' },
  payroll: { name: 'Attendance payroll cut-off, every page of 500', path: '/api/payroll' },
  payrollExport: { name: 'Attendance payroll export CSV', path: '/api/payroll/export' },
} satisfies Record<string, AttendanceItem>;
type AttendanceKey = keyof typeof ATTENDANCE_ITEMS;

/** The last default cut-off (the 11th to the 25th: 15 days) that has ended before today. */
function lastCutOff(today: string): { startDate: string; lastDate: string } {
  const month =
    Number(today.slice(8, 10)) > 25
      ? today.slice(0, 7)
      : addMonths(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
  return cutOffRange(month, 11, 25);
}

type ImportPlan = { csv: Buffer; rows: number; employees: number; from: string; to: string };

/**
 * The import's file: 100,000 punches (in, lunch out and back, out) of every active employee around
 * their shift, on the weekdays of a fortnight before the seeded logs (15 months ago), so that it
 * creates logs rather than meeting the seed's. Those days' punches and logs, from a run before, are
 * removed first (with the server stopped), so every run imports the same file into the same state.
 */
async function prepareImport(today: string): Promise<ImportPlan> {
  let from = addMonths(today, -(ATTENDANCE_MONTHS + 3));
  while (new Date(`${from}T00:00:00Z`).getUTCDay() !== 1) from = addDays(from, 1);
  const to = addDays(from, 13);
  const pg = await startEmbeddedPostgres(path.join(dataDir, 'pg'));
  const pool = createPool(pg.url);
  try {
    const db = createDb(pool);
    await db.execute(sql`
      DELETE FROM attendance_punches WHERE punched_at >= (${addDays(from, -1)}::date::timestamp AT TIME ZONE 'Asia/Manila')
        AND punched_at < (${addDays(to, 2)}::date::timestamp AT TIME ZONE 'Asia/Manila')`);
    await db.execute(
      sql`DELETE FROM attendance_logs WHERE att_date BETWEEN ${addDays(from, -1)}::date AND ${addDays(to, 1)}::date`,
    );
    const { rows: people } = await db.execute<{ emp_id: string; time: string }>(sql`
      SELECT e.emp_id, h.time FROM employees e
      CROSS JOIN LATERAL (SELECT time FROM shift_history WHERE employee_id = e.id AND effective_from <= ${from}::date
        ORDER BY effective_from DESC LIMIT 1) h
      WHERE h.time IS NOT NULL AND e.status NOT IN ('resigned', 'awol', 'terminated') ORDER BY e.id`);
    const r = rng(811);
    const lines = ['emp_id,timestamp,punch_type'];
    const stamp = (day: string, minutes: number) => {
      const s = minutes * 60 + r.int(0, 59);
      const d = addDays(day, Math.floor(s / 86_400));
      const t = s - Math.floor(s / 86_400) * 86_400;
      const p = (n: number) => String(n).padStart(2, '0');
      return `${d} ${p(Math.floor(t / 3600))}:${p(Math.floor((t % 3600) / 60))}:${p(t % 60)}`;
    };
    for (let day = from; day <= to && lines.length <= IMPORT_PUNCHES; day = addDays(day, 1)) {
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      if (weekday === 0 || weekday === 6) continue;
      for (const p of people) {
        const h = shiftHours(p.time);
        if (!h) continue;
        const end = h.end <= h.start ? h.end + 1440 : h.end;
        const lunch = h.start + 240 + r.int(-15, 30);
        for (const [minutes, type] of [
          [h.start - r.int(1, 12), 0],
          [lunch, 2],
          [lunch + r.int(50, 62), 3],
          [end + r.int(0, 20), 1],
        ] as const) {
          if (lines.length > IMPORT_PUNCHES) break;
          lines.push(`${p.emp_id},${stamp(day, minutes)},${type}`);
        }
      }
    }
    return {
      csv: Buffer.from(`${lines.join('\n')}\n`),
      rows: lines.length - 1,
      employees: people.length,
      from,
      to,
    };
  } finally {
    await pool.end();
    await pg.stop();
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/**
 * The attendance figures, each against its target, printed as a table; returns how many missed.
 * Downloads and the payroll pass run once to warm up, then ATTENDANCE_RUNS times: the median and the
 * slowest are shown, and the server's peak RSS (VmRSS sampled every 20 ms) over the measured runs.
 * Each download and the import start on a fresh server, so their RSS is theirs: the idle figure is
 * the fresh server's after logging in, and the peak includes the warm-up run.
 */
async function benchAttendance(o: {
  /** The server in use (`fresh` replaces it): its port, process and a token of the HR user. */
  server: { port: number; pid: number; token: string };
  /** Starts the server anew, so that an RSS figure starts from an idle process. */
  fresh: () => Promise<void>;
  keys: AttendanceKey[];
  cutOff: { startDate: string; lastDate: string };
  importPlan: ImportPlan | null;
  seconds: number;
  minRequests: number;
}): Promise<number> {
  const { startDate, lastDate } = o.cutOff;
  const range = `startDate=${startDate}&lastDate=${lastDate}`;
  const get = (p: string, keepBody = false) =>
    timedRequest({ port: o.server.port, path: p, token: o.server.token, keepBody });
  const rows: string[] = [];
  let missed = 0;
  const row = (name: string, figure: string, target: string, rss: string, pass: boolean, note = '') => {
    if (!pass) missed++;
    rows.push(`| ${name} | ${figure} | ${target} | ${rss} | ${note} | ${pass ? 'yes' : 'NO'} |`);
  };
  const runs = async (what: () => Promise<{ ms: number; ok: boolean; note: string }>) => {
    const rss = rssSampler(o.server.pid);
    await what();
    const times: number[] = [];
    let ok = true;
    let note = '';
    const cpuBefore = serverCpuMs(o.server.pid);
    for (let i = 0; i < ATTENDANCE_RUNS; i++) {
      const r = await what();
      times.push(r.ms);
      ok &&= r.ok;
      note = r.note;
    }
    // The server's CPU time (Node and PostgreSQL) per run: what the time would be on an idle machine at best.
    const cpu = (serverCpuMs(o.server.pid) - cpuBefore) / ATTENDANCE_RUNS;
    const { start, peak } = rss.stop();
    return {
      median: median(times),
      worst: Math.max(...times),
      ok,
      note: `${note}; server CPU ${cpu.toFixed(0)} ms a run`,
      start,
      peak,
    };
  };
  const download = async (key: AttendanceKey, p: string, targetMs: number) => {
    await o.fresh();
    const r = await runs(async () => {
      const t: Timed = await get(p);
      return {
        ms: t.ms,
        ok: t.status === 200,
        note: `HTTP ${t.status}, ${(t.bytes / 1024).toFixed(0)} KB ${t.contentType.split(';')[0]}, first byte ${t.ttfbMs.toFixed(0)} ms`,
      };
    });
    row(
      `${ATTENDANCE_ITEMS[key].name} \`${p}\``,
      `${r.median.toFixed(0)} ms (slowest ${r.worst.toFixed(0)})`,
      `< ${targetMs} ms, RSS < ${mb(ATTENDANCE_TARGETS.rssBytes)}`,
      `${mb(r.start)} → ${mb(r.peak)}`,
      r.ok && r.median < targetMs && r.peak < ATTENDANCE_TARGETS.rssBytes,
      r.note,
    );
  };

  // A list like the others in a company of another size (`--employees 50000 --only lists`).
  const gridTarget = STANDARD ? ATTENDANCE_TARGETS.gridP95Ms : LARGE_TARGET_P95_MS;
  for (const key of o.keys) {
    if (key === 'grid') {
      // Pages spread over the company, taken in turn by the clients.
      const first = await get(`${ATTENDANCE_ITEMS.grid.path}?${range}&sub_department=0&page=1`, true);
      const total = first.status === 200 ? (JSON.parse(first.body!.toString()).meta?.last_page as number) : 1;
      const pages = Array.from({ length: 8 }, (_, i) => 1 + Math.floor((i * (total - 1)) / 7));
      const paths = pages.map((n) => `${ATTENDANCE_ITEMS.grid.path}?${range}&sub_department=0&page=${n}`);
      const opts = {
        name: ATTENDANCE_ITEMS.grid.name,
        port: o.server.port,
        path: paths[0]!,
        paths,
        token: o.server.token,
        concurrency: CONCURRENCY,
      };
      await load({ ...opts, seconds: 0, minRequests: 0 });
      const rss = rssSampler(o.server.pid);
      const r = await load({
        ...opts,
        seconds: o.seconds,
        minRequests: o.minRequests,
        cpu: () => serverCpuMs(o.server.pid),
      });
      const { start, peak } = rss.stop();
      row(
        `${r.name} (pages ${pages.join(', ')} of ${total}) \`${ATTENDANCE_ITEMS.grid.path}?${range}&sub_department=0&page=N\``,
        `p95 ${r.p95.toFixed(1)} ms (p50 ${r.p50.toFixed(1)}, p99 ${r.p99.toFixed(1)})`,
        `p95 < ${gridTarget} ms at ${CONCURRENCY} clients`,
        `${mb(start)} → ${mb(peak)}`,
        !r.errors && r.p95 < gridTarget,
        `${r.requests} requests, ${r.rps.toFixed(0)} req/s, server CPU ${r.cpuMs.toFixed(1)} ms a request, ` +
          `${(r.bytes / 1024).toFixed(1)} KB, ${r.errors} errors (HTTP ${first.status} on page 1)`,
      );
    } else if (key === 'csv')
      await download(key, `/api/exportdata?${range}&subDepartmentId=0`, ATTENDANCE_TARGETS.csvMs);
    else if (key === 'xlsx')
      await download(
        key,
        `/api/exportdata?${range}&subDepartmentId=0&format=xlsx`,
        ATTENDANCE_TARGETS.xlsxMs,
      );
    else if (key === 'pdf')
      await download(key, `/api/downloadpdfadmin?${range}&subDepartmentId=0`, ATTENDANCE_TARGETS.pdfMs);
    else if (key === 'payrollExport')
      await download(key, `/api/payroll/export?${range}&sub_department=0`, ATTENDANCE_TARGETS.payrollMs);
    else if (key === 'payroll') {
      let employees = 0;
      const r = await runs(async () => {
        const started = performance.now();
        let ok = true;
        let count = 0;
        let pagesRead = 0;
        for (let page = 1, last = 1; page <= last; page++) {
          const t = await get(`/api/payroll?${range}&sub_department=0&per_page=500&page=${page}`, true);
          pagesRead++;
          if (t.status !== 200) {
            ok = false;
            break;
          }
          const reply = JSON.parse(t.body!.toString()) as { data: unknown[]; meta: { last_page: number } };
          count += reply.data.length;
          last = reply.meta.last_page;
        }
        employees = count;
        return {
          ms: performance.now() - started,
          ok,
          note: `${count} employees in ${pagesRead} pages, one after the other`,
        };
      });
      row(
        `${ATTENDANCE_ITEMS.payroll.name} \`/api/payroll?${range}&sub_department=0&per_page=500&page=N\``,
        `${r.median.toFixed(0)} ms (slowest ${r.worst.toFixed(0)})`,
        `< ${ATTENDANCE_TARGETS.payrollMs} ms`,
        `${mb(r.start)} → ${mb(r.peak)}`,
        r.ok && employees > 0 && r.median < ATTENDANCE_TARGETS.payrollMs,
        r.note,
      );
    } else if (key === 'import') {
      await o.fresh();
      const plan = o.importPlan!;
      const boundary = `----hris-bench-${Date.now()}`;
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="punches.csv"\r\nContent-Type: text/csv\r\n\r\n`,
        ),
        plan.csv,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const rss = rssSampler(o.server.pid);
      const cpuBefore = serverCpuMs(o.server.pid);
      const t = await timedRequest({
        port: o.server.port,
        path: '/api/attendance/import?commit=true',
        token: o.server.token,
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
        keepBody: true,
      });
      const { start, peak } = rss.stop();
      let note = `server CPU ${(serverCpuMs(o.server.pid) - cpuBefore).toFixed(0)} ms; HTTP ${t.status}`;
      try {
        const reply = JSON.parse(t.body!.toString()) as Record<string, unknown>;
        note +=
          t.status === 200
            ? `: ${reply.punches_new} new punches, ${reply.logs_created} logs created, ${reply.logs_updated} updated, ` +
              `${reply.employees} employees, ${reply.problem_count} problems`
            : `: ${String(reply.message).slice(0, 200)}`;
      } catch {}
      row(
        `${ATTENDANCE_ITEMS.import.name} (${plan.rows} rows, ${(plan.csv.length / 1024 / 1024).toFixed(1)} MB CSV, ${plan.employees} employees, ${plan.from} to ${plan.to}) \`POST /api/attendance/import?commit=true\``,
        `${t.ms.toFixed(0)} ms`,
        `< ${ATTENDANCE_TARGETS.importMs} ms`,
        `${mb(start)} → ${mb(peak)}`,
        t.status === 200 && t.ms < ATTENDANCE_TARGETS.importMs,
        note,
      );
    }
  }
  console.log(
    `\nAttendance: ${EMPLOYEES} employees with ${ATTENDANCE_MONTHS} months of logs; the cut-off ${startDate} to ${lastDate}. ` +
      `RSS is the server process's (VmRSS): idle before the first run (a fresh server for the downloads and the import) ` +
      `and at its peak during the runs; ` +
      `load average ${loadavg()[0]!.toFixed(2)}.\n`,
  );
  console.log('| scenario | figure | target | server RSS | detail | pass |');
  console.log('| --- | ---: | --- | ---: | --- | :---: |');
  for (const line of rows) console.log(line);
  console.log(`\n${rows.length - missed} of ${rows.length} attendance figures reach the target.`);
  return missed;
}

const SECONDS = Number(args.seconds);
const MIN_REQUESTS = 200;
const BASELINE_SECONDS = 1;
const CONCURRENCY = 10;

const only = args.only?.toLowerCase().split(',');
/**
 * Whole parts by name: `lists` (every list, select and card, and the attendance grid), `load` (the load
 * mix), `ess` (employee self-service: ess.ts), `machinery` (what the lists' prepared statements, letter
 * indexes and JSON pages save: machinery.ts).
 */
const PARTS = ['lists', 'load', 'ess', 'machinery'];
const parts = new Set(only?.filter((o) => PARTS.includes(o)));
const texts = only?.filter((o) => !PARTS.includes(o)) ?? [];
const wanted = (s: { name: string; path: string }) =>
  !only || texts.some((o) => s.name.toLowerCase().includes(o) || s.path.toLowerCase().includes(o));
const attendanceKeys = (Object.keys(ATTENDANCE_ITEMS) as AttendanceKey[]).filter(
  (k) => wanted(ATTENDANCE_ITEMS[k]) || (parts.has('lists') && k === 'grid'),
);
const today = companyDate(new Date());

await prepare();
// What the run prints from here on becomes its dated section of docs/performance.md.
const recorded = recordBenchOutput();
if (only?.length === 1 && parts.has('machinery')) {
  await benchMachinery(path.join(dataDir, 'pg'), EMPLOYEES);
  recorded.save(process.argv.slice(2));
  process.exit(0);
}
const importPlan = attendanceKeys.includes('import') ? await prepareImport(today) : null;
const port = await freePort();
let server = await startServer(port);
let failed = 0;
try {
  const base = `http://127.0.0.1:${port}`;
  const logIn = async () => {
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'hr', password: PASSWORD }),
    });
    return ((await login.json()) as { access_token: string }).access_token;
  };
  const token = await logIn();
  const credits = (await (
    await fetch(`${base}/api/leavecredits?per_page=1&sort=updated_at&order=desc`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { data: { employee_id: number }[] };
  const memos = (await (
    await fetch(`${base}/api/documents?audience=all&document_type=memo&per_page=1`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { data: { id: number }[] };
  const list = scenarios(credits.data[0]!.employee_id, memos.data[0]?.id ?? 1).filter(
    (s) => parts.has('lists') || wanted(s),
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
  // The lists (skipped when --only names none of them).
  if (list.length || !only) {
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
        (STANDARD
          ? `Target: p97.5 under ${TARGET_P975_MS} ms and, of api/user's req/s measured just before (on average ${baseline.toFixed(0)}), at least ` +
            `${TARGET_RATIO[20]} for a 20-row page and ${TARGET_RATIO[200]} for a 200-row page.`
          : `Target: p95 under ${LARGE_TARGET_P95_MS} ms (api/user's req/s measured just before: on average ${baseline.toFixed(0)}).`) +
        ` CPU ms is the\n` +
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
      const pass =
        !r.errors &&
        (STANDARD
          ? r.p975 < TARGET_P975_MS && r.rps / r.base.rps >= TARGET_RATIO[r.size]
          : r.p95 < LARGE_TARGET_P95_MS);
      if (!pass) failed++;
      line(r, r.base, String(r.size), pass ? 'yes' : 'NO');
    }
    line(userAfter, userAfter, '', '');
    console.log(`\n${results.length - failed} of ${results.length} lists reach the target.`);
  }
  if (!only || parts.has('load')) {
    const mix = await benchMix({
      port,
      pid: server.pid!,
      token,
      clients: Number(args.clients),
      seconds: Number(args['load-seconds']),
      timeoutMs: Number(args['load-timeout']) * 1000,
      cutOff: lastCutOff(today),
    });
    if (mix.failed) failed++;
  }
  if (!only || parts.has('ess')) {
    // The clients' tokens are written into the database the server owns: stopped meanwhile.
    const clients = Number(args['ess-clients']);
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    const tokens = await essClients(dataDir, clients);
    server = await startServer(port);
    failed += await benchEss({
      port,
      pid: server.pid!,
      hrToken: await logIn(),
      tokens,
      clients,
      seconds: Number(args['load-seconds']),
      timeoutMs: Number(args['load-timeout']) * 1000,
      today,
    });
  }
  if (!only || wanted(REPORTS_BENCH)) failed += await benchReports(port, token);
  if (!only || wanted(IMPORT_EMPLOYEES)) failed += await benchImportEmployees(port, token);
  if (!only || wanted(ASSIGN_ALL)) failed += await benchAssignAll(port, token);
  if (!only || wanted(GENERATE_MONTH)) failed += await benchGenerateMonth(port, token);
  if (attendanceKeys.length) {
    const current = { port, pid: server.pid!, token };
    failed += await benchAttendance({
      server: current,
      fresh: async () => {
        server.kill('SIGTERM');
        await new Promise((r) => server.once('exit', r));
        server = await startServer(port);
        current.pid = server.pid!;
        current.token = await logIn();
      },
      keys: attendanceKeys,
      cutOff: lastCutOff(today),
      importPlan,
      seconds: SECONDS,
      minRequests: MIN_REQUESTS,
    });
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  if (!only || wanted(IMPORT_EMPLOYEES)) await removeImportedEmployees();
}

// Not with whole parts alone (`--only lists`, `--only load`).
if (!args['no-accrual'] && (!only || texts.length)) {
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

if (!only) await benchMachinery(path.join(dataDir, 'pg'), EMPLOYEES);

if (failed) {
  console.log(`\n${failed} figure${failed === 1 ? '' : 's'} missed the target.`);
  process.exitCode = 1;
}
recorded.save(process.argv.slice(2));
