import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, type TestApp, testApp } from '../../../test/app';
import { buildApp } from '../../app';
import { createDb, createPool } from '../../db/client';
import { freePort } from '../../db/embedded';

let t: TestApp;
/** The same app on a database that does not answer (nothing listens on its port). */
let down: FastifyInstance;
let downPool: ReturnType<typeof createPool>;
beforeAll(async () => {
  t = await testApp();
  downPool = createPool(`postgres://hris:secret@127.0.0.1:${await freePort()}/hris`);
  down = await buildApp({ db: createDb(downPool) });
});
afterAll(async () => {
  await t.close();
  await down.close();
  await downPool.end();
});

describe('GET /healthz and GET /readyz', () => {
  it('answer 200 without a token, at the root, never cached', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const res = await t.call('GET', url, undefined, null);
      expect(json(res)).toEqual({ status: 'ok' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect((await t.call('GET', '/api/healthz', undefined, null)).statusCode).toBe(404);
  });

  it('with the database out of reach: /healthz 200, /readyz 503, a data call 503 (not 500)', async () => {
    expect(json(await down.inject({ method: 'GET', url: '/healthz' }))).toEqual({ status: 'ok' });
    const ready = await down.inject({ method: 'GET', url: '/readyz' });
    expect(json(ready, 503)).toMatchObject({ status: 'unavailable', database: 'unreachable' });
    expect(ready.headers['retry-after']).toBe('5');
    const data = await down.inject({
      method: 'GET',
      url: '/api/departments',
      headers: { authorization: `Bearer ${t.hrToken}` },
    });
    expect(json(data, 503)).toEqual({
      response: 'error',
      message: 'The database is not available at the moment. Please try again in a few seconds.',
    });
    expect(data.headers['retry-after']).toBe('5');
  });
});
