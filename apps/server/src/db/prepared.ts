import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

const dialect = new PgDialect();

/**
 * Runs a hot read query as a named prepared statement, so each pooled connection plans it once
 * instead of on every request (the list queries take longer to plan than to run). Outside any
 * transaction: it goes straight to the pool.
 */
export async function readPrepared<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `hris_${createHash('sha1').update(text).digest('hex').slice(0, 32)}`;
  const res = await db.$client.query<T>({ name, text, values: params });
  return res.rows;
}
