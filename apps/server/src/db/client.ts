import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A transaction handle: services take `Db | Tx` so they can run inside a caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// Dates and numerics stay strings: the wire format is YYYY-MM-DD and "25000.00".
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
// count(*) is bigint; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export function createPool(url: string, max = 10): pg.Pool {
  // UTC sessions, so timestamps arrive as "...+00" whatever the server's zone.
  const pool = new pg.Pool({
    connectionString: url,
    max,
    application_name: 'hris',
    options: '-c TimeZone=UTC',
  });
  // An idle connection dropped by the server (a restart, or shutdown racing us) is not a crash.
  pool.on('error', (err) => console.error(`database connection lost: ${err.message}`));
  return pool;
}

export function createDb(pool: pg.Pool): Db {
  return drizzle(pool, { schema });
}
