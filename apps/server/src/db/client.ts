import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { isDatabaseUnavailable } from './unavailable';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A transaction handle: services take `Db | Tx` so they can run inside a caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// Dates and numerics stay strings: the wire format is YYYY-MM-DD and "25000.00".
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
// count(*) is bigint; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export function createPool(url: string, max = 10): pg.Pool {
  // UTC sessions, so timestamps arrive as "...+00" whatever the server's zone. No JIT: compiling a
  // statement costs more than our statements take to run (the attendance report, planned above the
  // JIT threshold, spent sixteen seconds compiling what runs in a quarter of one). No parallel
  // workers: the app serves many requests at once, and a worker takes a core from the others after
  // costing its own start (at 50,000 employees a list page planned in parallel took 250 ms at p95
  // instead of 130, and the 5,000-employee attendance report 0.40 s instead of 0.25).
  const pool = new pg.Pool({
    connectionString: url,
    max,
    application_name: 'hris',
    options: '-c TimeZone=UTC -c jit=off -c max_parallel_workers_per_gather=0',
    // A database that does not answer (down, unreachable) fails a request after this long, as a
    // 503, instead of holding it for ever; keep-alive finds connections a dead peer left open.
    connectionTimeoutMillis: 10_000,
    keepAlive: true,
  });
  // A connection dropped by the server (a restart, a killed session, shutdown racing us) fails the
  // query it was running; it must not also crash the process through an unhandled 'error' event.
  // While the pool is ending (shutdown), a connection closed by the server is expected: say nothing.
  const lost = (err: Error) => {
    if (!pool.ending) console.error(`database connection lost: ${err.message}`);
  };
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  return pool;
}

export function createDb(pool: pg.Pool): Db {
  const db = drizzle(pool, { schema });
  // drizzle's own transaction on a pool sends BEGIN before the try that releases its connection: a
  // BEGIN that fails (the database just went away) keeps the connection checked out for ever, and a
  // few of those leave every request waiting for the pool. Here the connection is taken and always
  // given back by us; drizzle runs the transaction on it (no schema: no code reads `tx.query`, and
  // building the relational schema would cost a millisecond a transaction).
  db.transaction = async (work, config) => {
    const client = await pool.connect();
    let lost: Error | undefined;
    try {
      return await drizzle(client).transaction(work as never, config);
    } catch (err) {
      if (isDatabaseUnavailable(err)) lost = err as Error;
      throw err;
    } finally {
      client.release(lost);
    }
  };
  return db;
}
