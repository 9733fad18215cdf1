// `npm run bench -- --only machinery`: what each piece of the lists' performance machinery saves, measured
// on the bench company's database against the plain way (docs/performance.md, "The machinery"):
// - named prepared statements with a generic plan (db/prepared.ts) against a statement planned anew on
//   every request;
// - the one-letter partial indexes (employees_lacking_a_idx ... _z_idx) against the same search without
//   them (dropped inside a transaction that is rolled back);
// - a page or a card written as JSON by PostgreSQL and sent as it is against the rows
//   parsed by node-postgres and stringified by Node.
import { activeEmployeesQuery } from '@hris/domain/employee';
import { creditsQuery, leaveListQuery } from '@hris/domain/leave';
import type { PoolClient } from 'pg';
import { createDb, createPool, type Db } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { anniversaries, celebrants } from '../src/modules/dashboard/dashboard.service';
import { listActive } from '../src/modules/employees/employees.service';
import { NAME_LETTERS } from '../src/modules/employees/employees.tables';
import { listCredits } from '../src/modules/leave/credits.service';
import { listLeaves } from '../src/modules/leave/leave.service';
import { serverCpuMs } from './load';

type Statement = { text: string; values: unknown[] };

const RUNS = 60;

/** Milliseconds per run: wall time, this process's CPU, and the CPU of the PostgreSQL backend that ran it. */
type Figure = { wall: number; cpu: number; pg: number };

/**
 * The two ways of doing one thing, run in turns (so that other work on the machine weighs on both
 * alike) after two runs of each as a warm-up: the median milliseconds of wall time and of this
 * process's CPU per run of each.
 */
async function compare(
  [a, backendA]: [() => Promise<unknown>, number],
  [b, backendB]: [() => Promise<unknown>, number],
): Promise<[Figure, Figure]> {
  const samples: [Omit<Figure, 'pg'>[], Omit<Figure, 'pg'>[]] = [[], []];
  const once = async (fn: () => Promise<unknown>, into: Omit<Figure, 'pg'>[]) => {
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    await fn();
    const cpu = process.cpuUsage(cpu0);
    into.push({ wall: performance.now() - t0, cpu: (cpu.user + cpu.system) / 1000 });
  };
  await once(a, samples[0]);
  await once(b, samples[1]);
  await once(a, samples[0]);
  await once(b, samples[1]);
  // A backend's CPU is counted in ticks of 10 ms: its total over the runs, divided.
  const pg0 = [serverCpuMs(backendA), serverCpuMs(backendB)];
  for (let i = 0; i < RUNS; i++) {
    await once(a, samples[0]);
    await once(b, samples[1]);
  }
  const pg = [(serverCpuMs(backendA) - pg0[0]!) / RUNS, (serverCpuMs(backendB) - pg0[1]!) / RUNS];
  const mid = (v: number[]) => v.sort((x, y) => x - y)[Math.floor(v.length / 2)]!;
  const median = (xs: Omit<Figure, 'pg'>[], pg: number): Figure => {
    const rest = xs.slice(2);
    return { wall: mid(rest.map((x) => x.wall)), cpu: mid(rest.map((x) => x.cpu)), pg };
  };
  return [median(samples[0], pg[0]!), median(samples[1], pg[1]!)];
}

/** The statement a list function sends, read off the connection it takes (the list is run once). */
async function statementOf(db: Db, list: (db: Db) => Promise<unknown>): Promise<Statement> {
  let seen: Statement | undefined;
  const pool = db.$client;
  const recording = Object.create(db) as Db;
  Object.defineProperty(recording, '$client', {
    value: {
      connect: async () => {
        const client = await pool.connect();
        const query = client.query.bind(client);
        return Object.assign(Object.create(client) as PoolClient, {
          query: (q: unknown, ...rest: unknown[]) => {
            if (q && typeof q === 'object' && 'name' in q) seen = q as unknown as Statement;
            return (query as (...a: unknown[]) => unknown)(q, ...rest);
          },
          release: (err?: Error) => client.release(err),
        });
      },
    },
  });
  await list(recording);
  if (!seen) throw new Error('the list sent no prepared statement');
  return { text: seen.text, values: seen.values };
}

export async function benchMachinery(pgDir: string, employees: number): Promise<void> {
  const pg = await startEmbeddedPostgres(pgDir);
  const pool = createPool(pg.url, 3);
  const db = createDb(pool);
  const f = (n: number) => n.toFixed(2);
  // The app's connection (generic plans of named statements) and a plain one (drizzle's defaults).
  const app = await pool.connect();
  const plain = await pool.connect();
  const pidOf = async (c: PoolClient) =>
    (await c.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
  const appPid = await pidOf(app);
  const plainPid = await pidOf(plain);
  try {
    const lists: [string, (db: Db) => Promise<unknown>][] = [
      ['Active Employees, 20 rows', (d) => listActive(d, activeEmployeesQuery.parse({}))],
      [
        'Active Employees searched "cruz, juan"',
        (d) => listActive(d, activeEmployeesQuery.parse({ q: 'cruz, juan' })),
      ],
      ['Leave, 20 rows', (d) => listLeaves(d, leaveListQuery.parse({}))],
      ['Leave, 200 rows', (d) => listLeaves(d, leaveListQuery.parse({ per_page: '200' }))],
      ['Leave searched "a"', (d) => listLeaves(d, leaveListQuery.parse({ q: 'a' }))],
      ['Leave searched "e"', (d) => listLeaves(d, leaveListQuery.parse({ q: 'e' }))],
      ['Leave Credits searched "a"', (d) => listCredits(d, creditsQuery.parse({ q: 'a' }))],
    ];
    const statements = new Map<string, Statement>();
    for (const [name, list] of lists) statements.set(name, await statementOf(db, list));

    console.log(
      `\nThe machinery, ${employees} employees: the median of ${RUNS} runs of each way, in turns, on a connection of its own.\n`,
    );
    console.log(
      'Prepared statements with a generic plan, against an unnamed statement planned for its values:\n',
    );
    console.log(
      '| list | planned each time: wall ms | PostgreSQL CPU ms | prepared: wall ms | PostgreSQL CPU ms |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: |');
    await app.query('SET plan_cache_mode = force_generic_plan');
    let n = 0;
    for (const [name, s] of statements) {
      const named = { name: `bench_${n++}`, text: s.text, values: s.values };
      const [planned, prepared] = await compare(
        [() => plain.query(s.text, s.values), plainPid],
        [() => app.query(named), appPid],
      );
      console.log(
        `| ${name} | ${f(planned.wall)} | ${f(planned.pg)} | ${f(prepared.wall)} | ${f(prepared.pg)} |`,
      );
    }

    console.log('\nThe one-letter partial indexes, against the same statements without them:\n');
    console.log(
      '| list | with the indexes: wall ms | PostgreSQL CPU ms | without: wall ms | PostgreSQL CPU ms |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: |');
    for (const name of ['Leave searched "a"', 'Leave searched "e"', 'Leave Credits searched "a"']) {
      const s = statements.get(name)!;
      const run: [() => Promise<unknown>, number] = [() => plain.query(s.text, s.values), plainPid];
      const [withIndexes] = await compare(run, run);
      await plain.query('BEGIN');
      try {
        for (const c of NAME_LETTERS) await plain.query(`DROP INDEX employees_lacking_${c}_idx`);
        const [without] = await compare(run, run);
        const cells = (x: Figure) => `${f(x.wall)} | ${f(x.pg / 2)}`;
        console.log(`| ${name} | ${cells(withIndexes)} | ${cells(without)} |`);
      } finally {
        await plain.query('ROLLBACK');
      }
    }

    console.log(
      '\nPages written as JSON by PostgreSQL and sent as they are, against rows parsed and stringified by Node:\n',
    );
    console.log(
      '| read | JSON text: wall ms | Node CPU ms | PostgreSQL CPU ms | rows: wall ms | Node CPU ms | PostgreSQL CPU ms |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    const reads: [string, Statement][] = [
      ['a page of 20 leave requests', statements.get('Leave, 20 rows')!],
      ['a page of 200 leave requests', statements.get('Leave, 200 rows')!],
      ["the month's birthdays card", await statementOf(db, celebrants)],
      ["the month's work anniversaries card", await statementOf(db, anniversaries)],
    ];
    for (const [name, { text, values }] of reads) {
      const asJson = `SELECT coalesce('[' || string_agg(row_to_json(t)::text, ',') || ']', '[]') AS data FROM (${text}) t`;
      const [json, rows] = await compare(
        [
          async () => {
            const { rows } = await app.query<{ data: string }>(asJson, values);
            return `{"data":${rows[0]!.data}}`.length;
          },
          appPid,
        ],
        [
          async () => {
            const { rows } = await plain.query(text, values);
            return JSON.stringify({ data: rows }).length;
          },
          plainPid,
        ],
      );
      const cells = (x: Figure) => `${f(x.wall)} | ${f(x.cpu)} | ${f(x.pg)}`;
      console.log(`| ${name} | ${cells(json)} | ${cells(rows)} |`);
    }
  } finally {
    app.release();
    plain.release();
    await pool.end();
    await pg.stop();
  }
}
