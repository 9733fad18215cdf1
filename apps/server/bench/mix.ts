// The load mix of `npm run bench -- --only load`: many concurrent clients (200 unless said) for a
// minute on what HR users do all day: list pages with their filters, searches and pages (60 % of the
// requests), one record's details (25 %), and writes through the API (15 %), each undone by the same
// client (a leave encoded, cancelled and deleted; dependents registered and removed; a contact number
// changed and put back), so every run leaves the company as it found it. 200 clients are twenty times
// the database pool: requests queue for a connection and must not fail.
import http from 'node:http';
import { addDays, companyDate } from '@hris/domain/company-clock';
import { rng } from '../src/db/seed/random';
import { RequestTimeout, rssSampler, serverCpuMs, timedRequest } from './load';

type Kind = 'list' | 'detail' | 'write';
type Outcome = 'ok' | 'expected' | 'error' | 'timeout';
type Sample = { kind: Kind; name: string; ms: number; outcome: Outcome; status: number };
type Reply = { status: number; body: string; ms: number; timedOut: boolean };

/** What the clients act on, read through the API before the run. */
type Fixtures = {
  /** Active employees, for the 201 file, job information, history and shift. */
  employees: number[];
  /** Employees with credits (for their credits), and those with a day or more left (to encode a leave). */
  credited: number[];
  leaveable: number[];
  leaves: number[];
  ntes: number[];
  /** Active employees without dependents: each client registers and removes its own. */
  withoutDependents: number[];
  /** Contact rows as the Contact List gives them: each client changes and restores its own. */
  contacts: ContactRow[];
  cutOff: { startDate: string; lastDate: string };
};
type ContactRow = {
  id: number;
  contact: string;
  contact_person: string;
  emergency_no: string;
  email_address: string;
  blueprint_address: string | null;
  relationship: string;
};

/** Searches HR types: parts of the seeded names, one letter, an employee id's year. */
const SEARCHES = ['a', 'ana', 'cruz', 'reyes', 'mar', 'santos', 'jo', 'li', '2024', 'dela'];

export type MixResult = { failed: boolean };

export async function benchMix(o: {
  port: number;
  /** The server process (its RSS and, with PostgreSQL under it, the CPU time). */
  pid: number;
  token: string;
  clients: number;
  seconds: number;
  /** A request not answered within this is a timeout (and a failure). */
  timeoutMs: number;
  cutOff: { startDate: string; lastDate: string };
}): Promise<MixResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: o.clients });
  const send = async (method: string, path: string, body?: unknown): Promise<Reply> => {
    const started = performance.now();
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    try {
      const reply = await timedRequest({
        port: o.port,
        path,
        token: o.token,
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

  const fx = await readFixtures(send, o.cutOff);
  const short = Object.entries({
    employees: fx.employees,
    leaves: fx.leaves,
    ntes: fx.ntes,
    'employees with a day of credit': fx.leaveable,
    'employees without dependents': fx.withoutDependents,
    contacts: fx.contacts,
  }).filter(([, v]) => v.length < o.clients);
  if (short.length)
    throw new Error(
      `Too few records for ${o.clients} clients: ${short.map(([k, v]) => `${v.length} ${k}`).join(', ')}`,
    );
  const totalsBefore = await totals(send);

  const samples: Sample[] = [];
  let recording = false;
  /** One call: its reply, recorded under its kind and name; `expect` is the status it should get. */
  const call = async (
    kind: Kind,
    name: string,
    method: string,
    path: string,
    body?: unknown,
    expect = 200,
  ) => {
    const reply = await send(method, path, body);
    const outcome: Outcome = reply.timedOut
      ? 'timeout'
      : reply.status !== expect
        ? 'error'
        : expect === 200
          ? 'ok'
          : 'expected';
    if (recording) samples.push({ kind, name, ms: reply.ms, outcome, status: reply.status });
    if (outcome === 'error' && errorsShown++ < 10)
      console.error(`${method} ${path}: HTTP ${reply.status} ${reply.body.slice(0, 300)}`);
    return outcome === 'ok' || outcome === 'expected' ? reply : undefined;
  };
  let errorsShown = 0;

  const year = Number(companyDate(new Date()).slice(0, 4));
  const monthAgo = addDays(companyDate(new Date()), -30);
  const grid = `startDate=${fx.cutOff.startDate}&lastDate=${fx.cutOff.lastDate}&sub_department=0`;
  type R = ReturnType<typeof rng>;
  // Most visits are to the first page; some page on.
  const page = (r: R) => (r.chance(0.5) ? 1 : r.int(2, 20));
  const q = (r: R) => encodeURIComponent(r.pick(SEARCHES));
  const LISTS: [string, (r: R) => string][] = [
    ['Active Employees', (r) => `/api/active/employee?page=${page(r)}`],
    ['Active Employees, search', (r) => `/api/active/employee?q=${q(r)}`],
    ['Active Employees, by designation', (r) => `/api/active/employee?sort=position_name&page=${page(r)}`],
    ['Inactive Employees', (r) => `/api/inactive?page=${page(r)}`],
    ['Job Information', (r) => `/api/jobinformation?page=${page(r)}`],
    ['Requirements, Lacking', (r) => `/api/requirements?status=notsubmitted&page=${page(r)}`],
    ['Contact List', (r) => `/api/contacts?page=${page(r)}`],
    ['Contact List, search', (r) => `/api/contacts?q=${q(r)}`],
    ['Dependents', (r) => `/api/dependents?page=${page(r)}`],
    ['Leave Management', (r) => `/api/leavemanagement?page=${page(r)}`],
    ['Leave, pending', () => '/api/leavemanagement?status=pending'],
    ['Leave, this year, search', (r) => `/api/leavemanagement/${year}?q=${q(r)}`],
    ['Leave Credits', (r) => `/api/leavecredits?page=${page(r)}`],
    ['NTE Tracker', (r) => `/api/nterequestbyhr?page=${page(r)}`],
    ['NTE Tracker, served', () => '/api/nterequestbyhr?status=served'],
    ['NTE Tracker, search', (r) => `/api/nterequestbyhr?q=${q(r)}`],
    ['Employee Coached', (r) => `/api/employee/coached/all?page=${page(r)}`],
    ['Work Shifts', (r) => `/api/workshifts?page=${page(r)}`],
    ['Schedule Adjustment, pending', () => '/api/scheduleadjustment?status=pending'],
    ['Undertime', (r) => `/api/undertimerequest?page=${page(r)}`],
    ['Attendance logs (the grid)', (r) => `/api/getmemberlogsarchivebydepartment?${grid}&page=${page(r)}`],
    ['Users', (r) => `/api/users?page=${page(r)}`],
    ['Audit Log, last 30 days', (r) => `/api/audit?from=${monthAgo}&page=${page(r)}`],
    ['Loan & Contributions', (r) => `/api/contributions?page=${page(r)}`],
    ['Loan & Contributions, this year, search', (r) => `/api/contributions/${year}?q=${q(r)}`],
    ['Sent documents', (r) => `/api/documents?page=${page(r)}`],
    ['Employee Accounts', (r) => `/api/employeeaccounts?page=${page(r)}`],
    ['Dashboard counter', () => '/api/dashboardCounter'],
  ];
  const DETAILS: [string, (r: R) => string][] = [
    ["An employee's 201 file", (r) => `/api/updateemployeeinfo/get/${r.pick(fx.employees)}`],
    ["An employee's job information", (r) => `/api/jobinformation/get/${r.pick(fx.employees)}`],
    ["An employee's history", (r) => `/api/audit/employee/${r.pick(fx.employees)}`],
    ["An employee's shift", (r) => `/api/getcurrentshift/get/${r.pick(fx.employees)}`],
    ["An employee's credits", (r) => `/api/employee/credits/${r.pick(fx.credited)}`],
    ['A leave', (r) => `/api/leaveabsences/get/${r.pick(fx.leaves)}`],
    ['An NTE', (r) => `/api/nterequestbyhr/get/${r.pick(fx.ntes)}`],
  ];
  // A weekday next year: encoded leaves stay out of this year's lists and today's cards meanwhile.
  const leaveDay = `${year + 1}-03-02`;
  /** Each write flow of client `c`, on records no other client writes. */
  const WRITES: [string, (c: number, r: R) => Promise<void>][] = [
    [
      'leave',
      async (c) => {
        const added = await call('write', 'Encode a leave', 'POST', '/api/manualleave/add', {
          employee_id: fx.leaveable[c],
          date_filled: companyDate(new Date()),
          leave_type: 'Vacation',
          remarks: 'With Pay',
          start_date: leaveDay,
          end_date: leaveDay,
          reason: 'Family errand',
          status: 'approved',
        });
        if (!added) return;
        const id = (JSON.parse(added.body) as { data: { id: number } }).data.id;
        const cancelled = await call('write', 'Cancel a leave', 'POST', `/api/leave/approval/hr/${id}`, {
          status: 'rejected',
        });
        if (cancelled) await call('write', 'Delete a leave', 'DELETE', `/api/leaveabsences/delete/${id}`);
      },
    ],
    [
      'dependents',
      async (c) => {
        const employee = fx.withoutDependents[c]!;
        const added = await call('write', 'Register a dependent', 'POST', '/api/registerdependent/add', {
          employee_id: employee,
          dependents: [{ name: 'Maria Santos', relationship: 'Daughter', age: 4, phic_no: null }],
          seniors: [],
        });
        if (added) await call('write', 'Remove dependents', 'DELETE', `/api/dependents/delete/${employee}`);
      },
    ],
    [
      'contact',
      async (c, r) => {
        const { id, ...row } = fx.contacts[c]!;
        const body = { ...row, blueprint_address: row.blueprint_address ?? '' };
        // Now and then a typo first, which the form's check answers with a 422.
        if (r.chance(0.1))
          await call(
            'write',
            'Update a contact (a typo: 422)',
            'POST',
            `/api/contacts/update/${id}`,
            {
              ...body,
              contact: '0917-12345',
            },
            422,
          );
        const changed = await call('write', 'Update a contact', 'POST', `/api/contacts/update/${id}`, {
          ...body,
          contact: `0917-${String(1_000_000 + c * 100 + r.int(0, 99)).padStart(7, '0')}`,
        });
        if (changed) await call('write', 'Put a contact back', 'POST', `/api/contacts/update/${id}`, body);
      },
    ],
  ];
  // Flows of 2.4 requests on average: drawn so that writes are about 15 % of the requests.
  const weights = { list: 60, detail: 25, write: 15 / 2.4 };
  const sum = weights.list + weights.detail + weights.write;

  const client = async (c: number, until: number) => {
    const r = rng(1000 + c);
    while (performance.now() < until) {
      const roll = r.next() * sum;
      if (roll < weights.list) {
        const [name, path] = r.pick(LISTS);
        await call('list', name, 'GET', path(r));
      } else if (roll < weights.list + weights.detail) {
        const [name, path] = r.pick(DETAILS);
        await call('detail', name, 'GET', path(r));
      } else await r.pick(WRITES)[1](c, r);
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

  // Every write was undone: the lists count what they did before, the contacts read as they were.
  const totalsAfter = await totals(send);
  const contactsNow = await readContacts(send, fx.contacts.length);
  const byId = new Map(contactsNow.map((row) => [row.id, row]));
  const changedContacts = fx.contacts
    .slice(0, o.clients)
    .filter((row) => JSON.stringify(byId.get(row.id)) !== JSON.stringify(row)).length;
  agent.destroy();

  const f = (n: number) => n.toFixed(1);
  const pct = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  const row = (label: string, list: Sample[]) => {
    const ms = list.map((s) => s.ms).sort((a, b) => a - b);
    const count = (x: Outcome) => list.filter((s) => s.outcome === x).length;
    return (
      `| ${label} | ${list.length} | ${((100 * list.length) / samples.length).toFixed(1)} % | ` +
      `${count('error')} | ${count('timeout')} | ${count('expected')} | ${f(pct(ms, 50))} | ${f(pct(ms, 95))} | ` +
      `${f(pct(ms, 99))} | ${f(ms.at(-1) ?? 0)} |`
    );
  };
  const errors = samples.filter((s) => s.outcome === 'error').length;
  const timeouts = samples.filter((s) => s.outcome === 'timeout').length;
  const statuses = [...new Set(samples.filter((s) => s.outcome === 'error').map((s) => s.status))];
  console.log(
    `\nLoad: ${o.clients} concurrent clients for ${o.seconds} s (after 5 s of warm-up) on list pages, details and ` +
      `writes; client timeout ${o.timeoutMs / 1000} s; database pool of 10 connections.\n` +
      `${samples.length} requests, ${(samples.length / seconds).toFixed(0)} req/s; server RSS ${mb(start)} → peak ${mb(peak)}; ` +
      `server CPU (Node and PostgreSQL) ${(cpuMs / samples.length).toFixed(2)} ms a request.\n` +
      'Expected 4xx: 422 on a contact sent with a malformed number (one flow in ten). Any other non-2xx is an error.\n',
  );
  console.log(
    '| kind | requests | share | errors | timeouts | expected 4xx | p50 ms | p95 ms | p99 ms | max ms |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const kind of ['list', 'detail', 'write'] as const)
    console.log(
      row(
        kind,
        samples.filter((s) => s.kind === kind),
      ),
    );
  console.log(row('**all**', samples));
  const names = [...new Set(samples.map((s) => `${s.kind}\u0000${s.name}`))]
    .sort()
    .map((k) => k.split('\u0000'));
  console.log(
    '\n| call | requests | share | errors | timeouts | expected 4xx | p50 ms | p95 ms | p99 ms | max ms |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const [kind, name] of names)
    console.log(
      row(
        `${kind}: ${name}`,
        samples.filter((s) => s.kind === kind && s.name === name),
      ),
    );
  const undone =
    totalsAfter.leaves === totalsBefore.leaves &&
    totalsAfter.dependents === totalsBefore.dependents &&
    changedContacts === 0;
  console.log(
    `\nUndone: leave ${totalsBefore.leaves} → ${totalsAfter.leaves}, dependents registrations ` +
      `${totalsBefore.dependents} → ${totalsAfter.dependents}, contacts not as they were: ${changedContacts}.`,
  );
  const failed = errors > 0 || timeouts > 0 || !undone;
  console.log(
    failed
      ? `FAILED: ${errors} errors${statuses.length ? ` (HTTP ${statuses.join(', ')})` : ''}, ${timeouts} timeouts${undone ? '' : ', writes not undone'}.`
      : `Passed: 0 errors, 0 timeouts, every write undone.`,
  );
  return { failed };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

type Send = (method: string, path: string, body?: unknown) => Promise<Reply>;

async function getJson<T>(send: Send, path: string): Promise<T> {
  const reply = await send('GET', path);
  if (reply.status !== 200) throw new Error(`GET ${path}: HTTP ${reply.status} ${reply.body.slice(0, 200)}`);
  return JSON.parse(reply.body) as T;
}
type Page<T> = { data: T[]; meta: { total: number } };

async function totals(send: Send) {
  const leaves = await getJson<Page<unknown>>(send, '/api/leavemanagement?per_page=1');
  const dependents = await getJson<Page<unknown>>(send, '/api/dependents?per_page=1');
  return { leaves: leaves.meta.total, dependents: dependents.meta.total };
}

async function readContacts(send: Send, count: number): Promise<ContactRow[]> {
  const rows: ContactRow[] = [];
  for (let p = 1; rows.length < count; p++) {
    const page = await getJson<Page<ContactRow & Record<string, unknown>>>(
      send,
      `/api/contacts?sort=emp_id&per_page=500&page=${p}`,
    );
    if (!page.data.length) break;
    for (const r of page.data)
      rows.push({
        id: r.id,
        contact: r.contact,
        contact_person: r.contact_person,
        emergency_no: r.emergency_no,
        email_address: r.email_address,
        blueprint_address: r.blueprint_address,
        relationship: r.relationship,
      });
  }
  return rows.slice(0, count);
}

async function readFixtures(send: Send, cutOff: Fixtures['cutOff']): Promise<Fixtures> {
  const ids = async (path: string, key = 'id') =>
    (await getJson<Page<Record<string, number>>>(send, path)).data.map((r) => r[key]!);
  const employees = await ids('/api/active/employee?per_page=500');
  const credits = (
    await getJson<Page<{ employee_id: number; leave_credit_balance: string }>>(
      send,
      '/api/leavecredits?sort=leave_credit_balance&order=desc&per_page=500',
    )
  ).data;
  const withoutDependents = new Set<number>();
  for (const q of SEARCHES)
    for (const e of await getJson<{ id: number }[]>(send, `/api/employeenodependent?q=${q}&limit=100`))
      withoutDependents.add(e.id);
  return {
    employees,
    credited: credits.map((c) => c.employee_id),
    leaveable: credits.filter((c) => Number(c.leave_credit_balance) >= 1).map((c) => c.employee_id),
    leaves: await ids('/api/leavemanagement?per_page=500'),
    ntes: await ids('/api/nterequestbyhr?per_page=500'),
    withoutDependents: [...withoutDependents],
    contacts: await readContacts(send, 500),
    cutOff,
  };
}
