import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, createPool, type Db } from '../src/db/client';
import { withDatabase } from './global-setup';

export type TestDb = { db: Db; pool: pg.Pool; url: string; drop: () => Promise<void> };

/** A fresh database for one test file, cloned from the migrated template. */
export async function freshDatabase(): Promise<TestDb> {
  const base = inject('pgUrl');
  const template = inject('pgTemplate');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client(base);
  await admin.connect();
  // CREATE DATABASE ... TEMPLATE fails while another session uses the template; retry briefly.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      break;
    } catch (err) {
      if (attempt > 50) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await admin.end();
  const url = withDatabase(base, name);
  const pool = createPool(url, 20);
  return {
    db: createDb(pool),
    pool,
    url,
    drop: async () => {
      await pool.end();
      const c = new pg.Client(base);
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
