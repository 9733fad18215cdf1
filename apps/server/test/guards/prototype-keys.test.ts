import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsOf, type TestApp, testApp } from '../app';
import {
  acceptedFile,
  BODY_METHODS,
  concrete,
  fieldsOf,
  formOf,
  multipartOf,
  send,
  type Walked,
  walk,
  walkingHr,
} from './route-table';

/**
 * Fields named after properties every JavaScript object has. A map keyed by field names with a
 * prototype finds `errors.constructor` before any field is added: "errors[field].push is not a
 * function", a 500 on every route. Each name, holding each kind of bad value, goes to every route of
 * the route table in the body, the query string and the multipart fields: never a 5xx, always the
 * error shape (test/app.ts parses every reply). `__proto__` is refused wherever it comes (400), as
 * is a `constructor` holding a `prototype` in JSON.
 */

let t: TestApp;
let hr: Awaited<ReturnType<typeof walkingHr>>;
beforeAll(async () => {
  t = await testApp();
  hr = await walkingHr(t, 'proto.hr');
});
afterAll(() => t.close());

const NAMES = ['constructor', 'toString', 'valueOf', '__proto__'];
/** Bad values of each kind: as JSON, and as a query string gives them (`name=` then the text). */
const BAD: { kind: string; json: string; query: string[] }[] = [
  { kind: 'a string', json: '"a\\u0000b"', query: ['a%00b'] },
  { kind: 'a number', json: '9007199254740993', query: ['9007199254740993'] },
  { kind: 'an object', json: '{"prototype":{"polluted":true}}', query: ['%7B%22prototype%22%3A1%7D'] },
  { kind: 'a list', json: '[1,"x",null,{}]', query: ['1', 'x', ''] },
];

const label = (r: Walked, where: string, res: { statusCode: number; body: string }) =>
  `${r.method} ${r.url} (${where}): ${res.statusCode} ${res.body.slice(0, 160)}`;

/** What a request carrying `name` may answer: never a 5xx; `__proto__` and constructor.prototype a 400. */
function problem(r: Walked, name: string, json: string, res: { statusCode: number; body: string }) {
  if (res.statusCode >= 500) return true;
  const poisoned = name === '__proto__' || (name === 'constructor' && json.includes('"prototype"'));
  return poisoned && r.url.startsWith('/api/') && res.statusCode !== 400;
}

describe('fields named constructor, toString, valueOf and __proto__', () => {
  it('in a JSON body, at the top and nested, on every route that takes one', {
    timeout: 300_000,
  }, async () => {
    const wrong: string[] = [];
    for (const r of walk(t.app).filter((r) => BODY_METHODS.has(r.method))) {
      const [first = 'field'] = fieldsOf(multipartOf(r) ?? r.route.schema?.body);
      for (const name of NAMES) {
        for (const bad of BAD) {
          const member = `"${name}":${bad.json}`;
          // nested in a field and in a list too, with the value that fails validation there
          const nested = bad === BAD[0] ? [`{"${first}":{${member}}}`, `{"${first}":[{${member}}]}`] : [];
          for (const payload of [`{${member}}`, ...nested]) {
            const res = await send(t, hr, {
              method: r.method,
              url: concrete(r),
              payload,
              contentType: 'application/json',
            });
            if (problem(r, name, payload, res)) wrong.push(label(r, payload, res));
          }
        }
      }
    }
    expect(wrong.slice(0, 20)).toEqual([]);
  });

  it('in the query string of every route', { timeout: 300_000 }, async () => {
    const wrong: string[] = [];
    for (const r of walk(t.app)) {
      for (const name of NAMES) {
        // a query string holds text only: a number or an object is text like any other there
        for (const bad of [BAD[0]!, BAD[3]!]) {
          const query = bad.query.map((v) => `${encodeURIComponent(name)}=${v}`).join('&');
          const res = await send(t, hr, { method: r.method, url: `${concrete(r)}?${query}` });
          if (problem(r, name, '', res)) wrong.push(label(r, query, res));
        }
      }
    }
    expect(wrong.slice(0, 20)).toEqual([]);
  });

  it('as multipart fields of every multipart route, as text and as JSON parts', {
    timeout: 300_000,
  }, async () => {
    const routes = walk(t.app).filter((r) => multipartOf(r));
    expect(routes.length).toBeGreaterThan(3);
    const wrong: string[] = [];
    for (const r of routes) {
      for (const name of NAMES) {
        for (const bad of BAD) {
          for (const type of [undefined, 'application/json']) {
            const form = formOf([{ name, value: bad.json, type }, acceptedFile(r)]);
            const res = await send(t, hr, { method: r.method, url: concrete(r), ...form });
            // @fastify/multipart refuses every name of Object.prototype
            if (res.statusCode !== 400) wrong.push(label(r, `${name} ${type ?? 'text'} ${bad.kind}`, res));
          }
        }
      }
    }
    expect(wrong.slice(0, 20)).toEqual([]);
  });

  it('are fields like any other in a 422, and __proto__ is refused in words', async () => {
    const res = await t.call('POST', '/api/departments/add', {
      department_name: 'Operations',
      constructor: 'a\u0000b',
      toString: 'c\u0000d',
    });
    expect(errorsOf(res)).toEqual({
      constructor: ['The constructor may not contain a NUL character.'],
      toString: ['The toString may not contain a NUL character.'],
    });
    const proto = await t.app.inject({
      method: 'POST',
      url: '/api/departments/add',
      headers: { authorization: `Bearer ${t.hrToken}`, 'content-type': 'application/json' },
      payload: '{"department_name":"Operations","\\u005f_proto__":{"x":1}}',
    });
    expect(proto.statusCode).toBe(400);
    expect(proto.json()).toEqual({
      response: 'error',
      message: 'The request has a field named "__proto__", which is not allowed.',
    });
    const query = await t.call('GET', '/api/users?__proto__[x]=1&__proto__=1');
    expect(query.statusCode, query.body).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
