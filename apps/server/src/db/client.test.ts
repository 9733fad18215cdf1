import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createDb, createPool } from './client';

/** A pool of one connection: a connection that is not given back shows at the next request. */
let pool: pg.Pool;
afterEach(async () => {
  await pool.end();
});

describe('db.transaction', () => {
  it('gives its connection back when BEGIN fails', async () => {
    pool = createPool(inject('pgUrl'), 1);
    const db = createDb(pool);
    for (let i = 0; i < 3; i++) {
      await expect(
        db.transaction(async () => {}, { isolationLevel: 'no such level' as never }),
      ).rejects.toThrow(/Failed query: begin isolation level/);
    }
    // each failed BEGIN gave its connection back (a leaked one would hold the next transaction for the
    // pool's 10 s connect timeout): none is still checked out
    expect(pool.totalCount - pool.idleCount).toBe(0);
    const { rows } = await db.transaction((tx) => tx.execute<{ n: number }>(sql`SELECT 1 AS n`));
    expect(rows).toEqual([{ n: 1 }]);
    expect(pool.totalCount).toBe(1);
  });

  it('drops a connection the server ended under it, and the next transaction gets a new one', async () => {
    pool = createPool(inject('pgUrl'), 1);
    const db = createDb(pool);
    const killer = new pg.Client(inject('pgUrl'));
    await killer.connect();
    let first = 0;
    try {
      await expect(
        db.transaction(async (tx) => {
          const { rows } = await tx.execute<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid`);
          first = rows[0]!.pid;
          await killer.query('SELECT pg_terminate_backend($1)', [first]);
          await tx.execute(sql`SELECT 1`);
        }),
      ).rejects.toThrow();
    } finally {
      await killer.end();
    }
    const { rows } = await db.transaction((tx) =>
      tx.execute<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid`),
    );
    expect(rows[0]!.pid).not.toBe(first);
    expect(pool.totalCount).toBe(1);
  });
});
