import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PoolClient } from 'pg';
import type { Db } from './client';

const dialect = new PgDialect();

/** Statement names by their text: each text is hashed once per process. */
const names = new Map<string, string>();
const MAX_NAMES = 5000;

/** Pooled connections already told to keep one plan per prepared statement. */
const generic = new WeakSet<PoolClient>();

/**
 * Runs a hot read query as a named prepared statement, so each pooled connection plans it once
 * instead of on every request (the list queries take longer to plan than to run). Outside any
 * transaction: it takes a connection from the pool, as `pool.query` does.
 *
 * The connection keeps the generic plan (`plan_cache_mode = force_generic_plan`, set once per
 * connection; unnamed statements, which every other query is, are not affected). Left to itself,
 * PostgreSQL compares the generic plan with the first five custom ones, and the lists' `LIMIT $n`,
 * which a generic plan can only guess at, makes it keep planning every execution anew. Each form of
 * a query that needs a plan of its own (a short or a long search text, a filter or none) is a text,
 * so a statement, of its own.
 */
export async function readPrepared<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  let name = names.get(text);
  if (!name) {
    name = `hris_${createHash('sha1').update(text).digest('hex').slice(0, 32)}`;
    if (names.size >= MAX_NAMES) names.clear();
    names.set(text, name);
  }
  const client = await db.$client.connect();
  try {
    if (!generic.has(client)) {
      await client.query('SET plan_cache_mode = force_generic_plan');
      generic.add(client);
    }
    const res = await client.query<T>({ name, text, values: params });
    client.release();
    return res.rows;
  } catch (err) {
    // As pool.query does: a connection that failed a query is not given to the next one.
    client.release(err as Error);
    throw err;
  }
}
