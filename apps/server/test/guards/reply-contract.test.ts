import { successReply } from '@hris/domain/replies';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../src/lib/errors';
import { json, type TestApp, testApp } from '../app';

/**
 * The reply schemas are the contract, checked by the tests and shown in the docs, never enforced at
 * run time: a reply that drifts still goes out whole (no 500, no field dropped), and the test app
 * records the drift so that the test file fails.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  const probe = z.strictObject({ a: z.number(), when: z.iso.datetime() });
  const schema = { hide: true, response: { 200: probe } };
  t.app.get('/api/contract-probe/ok', { config: { public: true }, schema }, () => ({
    a: 1,
    when: '2026-11-22 10:04:01.5+00',
  }));
  t.app.get('/api/contract-probe/drift', { config: { public: true }, schema }, () => ({
    a: '1',
    when: '2026-11-22T10:04:01.500Z',
    leaked: 'x',
  }));
  t.app.get(
    '/api/contract-probe/error',
    { config: { public: true }, schema: { response: { 200: successReply } } },
    () => {
      throw new AppError(409, 'x', undefined, { response: 'nope' });
    },
  );
});
afterAll(() => t.close());

describe('reply contracts', () => {
  it('accepts a reply that matches, after the wire rewrites its timestamps', async () => {
    const res = await t.app.inject('/api/contract-probe/ok');
    expect(json(res)).toEqual({ a: 1, when: '2026-11-22T10:04:01.500Z' });
    expect(t.drifts).toEqual([]);
  });

  it('sends a drifting reply whole and records the drift with route, status and issues', async () => {
    const res = await t.app.inject('/api/contract-probe/drift');
    expect(json(res)).toEqual({ a: '1', when: '2026-11-22T10:04:01.500Z', leaked: 'x' });
    const failed = await t.app.inject('/api/contract-probe/error');
    expect(failed.statusCode).toBe(409);
    expect(t.drifts).toHaveLength(2);
    expect(t.drifts[0]).toMatch(/^GET \/api\/contract-probe\/drift 200: /);
    expect(t.drifts[0]).toMatch(/leaked/);
    expect(t.drifts[0]).toMatch(/→ at a/);
    // a failure is checked against the shared error shape
    expect(t.drifts[1]).toMatch(/^GET \/api\/contract-probe\/error 409: .*response/s);
    t.drifts.length = 0;
  });

  it('checks failures of real routes too: the 401 of the guard, a 422, an unknown path', async () => {
    expect((await t.call('GET', '/api/user', undefined, null)).statusCode).toBe(401);
    expect((await t.call('POST', '/api/departments/add', {})).statusCode).toBe(422);
    expect((await t.call('GET', '/api/no-such-route')).statusCode).toBe(404);
    expect(t.drifts).toEqual([]);
  });

  it('shows the reply schemas in the OpenAPI document', async () => {
    const doc = json(await t.app.inject('/api/docs/json'));
    const user = doc.paths['/api/user'].get.responses['200'].content['application/json'].schema;
    expect(user.properties).toHaveProperty('full_name');
    expect(user.additionalProperties).toBe(false);
    const login = doc.paths['/api/login'].post.responses;
    expect(Object.keys(login)).toEqual(expect.arrayContaining(['200', '401', '429']));
  });
});
