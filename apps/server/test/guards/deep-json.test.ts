import { MAX_JSON_DEPTH, tooDeepMessage } from '@hris/domain/json-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../app';
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
 * JSON nested deeper than any form needs (MAX_JSON_DEPTH, 64 levels) is refused before anything
 * walks it, on every route of the route table that takes a body: as a JSON body (400 from the body
 * parser, public routes included), as JSON text in any field of a JSON body or a multipart form, and
 * as a multipart part sent as application/json. 7,000 levels (14 KB) once overflowed the stack of a
 * recursive walk: a 500 on every route. 64 levels still parse.
 */

let t: TestApp;
let hr: Awaited<ReturnType<typeof walkingHr>>;
beforeAll(async () => {
  t = await testApp();
  hr = await walkingHr(t, 'deep.hr');
});
afterAll(() => t.close());

const nested = (levels: number, inner = '') => `${'['.repeat(levels)}${inner}${']'.repeat(levels)}`;
/** 7,000 levels of lists: 14 KB, under even a public route's 16 KB limit. */
const DEEP = nested(7000);
/** Deep text of each kind: lists, objects, and lists inside an object. */
const DEEP_TEXTS = [DEEP, `${'{"a":'.repeat(2500)}1${'}'.repeat(2500)}`, `{"rows":${nested(6990)}}`];
/** As deep as allowed: an object holding 63 levels of lists. */
const DEEPEST = `{"depth":${nested(MAX_JSON_DEPTH - 1)}}`;
const REFUSED = tooDeepMessage('The request');

const bodyRoutes = () => walk(t.app).filter((r) => BODY_METHODS.has(r.method));
const path = (r: Walked) => concrete(r);
/** The refusal a body route's reply shows, when it is one. */
const label = (r: Walked, res: { statusCode: number; body: string }) =>
  `${r.method} ${r.url}: ${res.statusCode} ${res.body.slice(0, 160)}`;

describe('a JSON body nested too deep', () => {
  it('is a 400 with the error shape on every route that takes a body, before any handler', {
    timeout: 300_000,
  }, async () => {
    const routes = bodyRoutes();
    expect(routes.length).toBeGreaterThan(80);
    const wrong: string[] = [];
    for (const r of routes) {
      for (const payload of DEEP_TEXTS) {
        const res = await send(t, hr, {
          method: r.method,
          url: path(r),
          payload,
          contentType: 'application/json',
        });
        // /iclock reads its own text bodies: any 4xx, never a 5xx
        const ok = r.url.startsWith('/api/')
          ? res.statusCode === 400 && res.json().message === REFUSED && res.json().response === 'error'
          : res.statusCode >= 400 && res.statusCode < 500;
        if (!ok) wrong.push(label(r, res));
      }
    }
    expect(wrong).toEqual([]);
  });

  it('of one level more than the limit is refused, and one at the limit parses, on every route', {
    timeout: 300_000,
  }, async () => {
    const wrong: string[] = [];
    for (const r of bodyRoutes()) {
      const over = await send(t, hr, {
        method: r.method,
        url: path(r),
        payload: `{"depth":${nested(MAX_JSON_DEPTH)}}`,
        contentType: 'application/json',
      });
      if (r.url.startsWith('/api/') && over.statusCode !== 400) wrong.push(`65 levels: ${label(r, over)}`);
      const at = await send(t, hr, {
        method: r.method,
        url: path(r),
        payload: DEEPEST,
        contentType: 'application/json',
      });
      if (at.statusCode >= 500 || at.body.includes(REFUSED)) wrong.push(`64 levels: ${label(r, at)}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('JSON text nested too deep in a field', () => {
  it('is a 4xx in every field of every JSON body route', { timeout: 300_000 }, async () => {
    const wrong: string[] = [];
    let fields = 0;
    for (const r of bodyRoutes().filter((r) => !multipartOf(r))) {
      for (const field of fieldsOf(r.route.schema?.body)) {
        fields++;
        const res = await send(t, hr, {
          method: r.method,
          url: path(r),
          payload: JSON.stringify({ [field]: DEEP }),
          contentType: 'application/json',
        });
        if (res.statusCode < 400 || res.statusCode >= 500) wrong.push(`${field}: ${label(r, res)}`);
      }
    }
    expect(fields).toBeGreaterThan(200);
    expect(wrong).toEqual([]);
  });

  it('is a 4xx in every text field of every multipart route, as text and as a JSON part', {
    timeout: 300_000,
  }, async () => {
    const routes = bodyRoutes().filter((r) => multipartOf(r));
    expect(routes.length).toBeGreaterThan(3);
    const wrong: string[] = [];
    for (const r of routes) {
      // A part the route does not take is skipped unread, whatever it holds (the memo and contract
      // uploads, which take files only, answer 200 with one).
      for (const field of fieldsOf(multipartOf(r))) {
        for (const type of [undefined, 'application/json']) {
          const form = formOf([{ name: field, value: DEEP, type }, acceptedFile(r)]);
          const res = await send(t, hr, { method: r.method, url: path(r), ...form });
          if (res.statusCode < 400 || res.statusCode >= 500)
            wrong.push(`${field} (${type ?? 'text'}): ${label(r, res)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('names the field and the limit in the JSON-text fields the forms send', async () => {
    // the lists a form sends as JSON text: NTE occurrences, calendar rows, dependents, items, sub-departments
    const cases: [method: string, url: string, field: string][] = [
      ['POST', '/api/calendar/add', 'calendar_content'],
      ['POST', '/api/manualresponsibility/add', 'responsibility'],
      ['POST', '/api/subordinates/update', 'subordinates'],
    ];
    for (const [method, url, field] of cases) {
      const res = await send(t, hr, {
        method,
        url,
        payload: JSON.stringify({ [field]: DEEP }),
        contentType: 'application/json',
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors[field]?.[0], res.body).toMatch(/more than 64 levels deep/);
      const ok = await send(t, hr, {
        method,
        url,
        payload: JSON.stringify({ [field]: nested(MAX_JSON_DEPTH) }),
        contentType: 'application/json',
      });
      expect(ok.body).not.toMatch(/levels deep/);
    }
  });
});
