import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ackKeyOf, ackToken } from '../../src/modules/documents/ack-links';
import { canonicalUrl } from '../../src/plugins/auth';
import { essAccount, isListRoute, PASSWORD, type TestApp, testApp } from '../app';
import { hireVia, makeOrg, type Org } from '../fixtures';
import { multipart, pdf } from '../sample-files';

/**
 * Public routes that check a credential of their own: a signed link (`?expires=&signature=`) or the
 * bearer token of an HR user. Each is walked below like a guarded route, with bad links besides.
 */
const SIGNED_LINKS = ['GET /upload/:file_name'];

/**
 * Public routes that take a feed token of their own (`?token=`), for programs that cannot send a
 * bearer token (calendar subscriptions): no token is a 401, a wrong one a 403, whatever bearer token
 * comes with it. Walked below by every spelling of the path.
 */
const FEED_LINKS = ['GET /api/calendar.ics'];

/**
 * Public routes of an employee's personal acknowledgement link (`/api/acknowledge/{token}`): the
 * token in the path is the credential; a forged, tampered or expired one is a 403 whatever bearer
 * token comes with it.
 */
const ACK_LINKS = ['GET /api/acknowledge/:token', 'POST /api/acknowledge/:token'];

/**
 * Public routes of biometric terminals (ZKTeco ADMS): the terminal's registered serial number is the
 * credential; an unknown one is a 403 whatever token comes with it.
 */
const DEVICE_PUSH = [
  'GET /iclock/cdata',
  'POST /iclock/cdata',
  'GET /iclock/getrequest',
  'POST /iclock/devicecmd',
];

/**
 * Walks Fastify's own route table: every route that is not declared public answers 401 without a
 * token and 403 for a non-HR token, whichever way its path is spelled. A route added later is walked
 * the day it lands; a new public route must be added to PUBLIC (or SIGNED_LINKS) on purpose.
 */
const PUBLIC = new Set([
  'POST /api/login',
  'POST /api/ess/login',
  'POST /api/create',
  'POST /api/reset',
  'GET /healthz',
  'GET /readyz',
  ...SIGNED_LINKS,
  ...FEED_LINKS,
  ...ACK_LINKS,
  ...DEVICE_PUSH,
]);

/**
 * Every 401, whoever answers it (the guard, a signed link, the calendar feed), in the shape of every
 * other failure. The web app signs out on any 401, whatever its body.
 */
const UNAUTHENTICATED = JSON.stringify({ response: 'error', message: 'Unauthenticated.' });

let t: TestApp;
/** A self-service token of an HR person's own employee record: it opens self-service routes only. */
let essToken: string;
let org: Org;
beforeAll(async () => {
  t = await testApp();
  org = await makeOrg(t);
  essToken = (await essAccount(t, await hireVia(t, org), { role_id: 5 })).token;
});
afterAll(() => t.close());

type Walked = { method: string; url: string; route: RouteOptions };

function routes(): Walked[] {
  const out: Walked[] = [];
  for (const route of t.app.routeTable) {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      out.push({ method, url: route.url, route });
    }
  }
  return out;
}

/** A concrete path for a route pattern: every parameter becomes 1 (a year parameter 2026). */
const concrete = (url: string) =>
  url.replace(/:(\w+)(\([^)]*\))?/g, (_m, name: string) => (name === 'year' ? '2026' : '1'));

/** The same path spelled as an attacker would. */
function variants(path: string): string[] {
  const rest = path.slice('/api'.length);
  return [
    path,
    `/%61pi${rest}`,
    `/ap%69${rest}`,
    `/%41PI${rest}`.replace('/%41PI', '/%61%70%69'),
    `//api${rest}`,
    `/api/.${rest}`,
    `/api/x/..${rest}`,
    `/api${rest.replace(/\//g, '//')}`,
    `${path}?q=1`,
  ];
}

describe('the route table', () => {
  it('has only the public routes we meant to have', () => {
    const open = routes()
      .filter((r) => r.route.config?.public && !r.url.startsWith('/api/docs'))
      .map((r) => `${r.method} ${r.url}`);
    expect(new Set(open)).toEqual(new Set([...PUBLIC].filter((p) => open.includes(p))));
    for (const r of routes()) {
      if (PUBLIC.has(`${r.method} ${r.url}`)) expect(r.route.config?.public, r.url).toBe(true);
    }
    // a sanity check that the walk sees the areas
    expect(routes().filter((r) => r.url.startsWith('/api/')).length).toBeGreaterThan(80);
  });

  it('guards every /api route by its plain, encoded and non-canonical paths', async () => {
    const guarded = routes().filter(
      (r) => r.url.startsWith('/api/') && !r.route.config?.public && !r.url.startsWith('/api/docs'),
    );
    const failures: string[] = [];
    for (const r of guarded) {
      for (const url of variants(concrete(r.url))) {
        const payload = r.method === 'GET' || r.method === 'DELETE' ? undefined : {};
        for (const token of [null, 'not-a-token']) {
          const res = await t.call(r.method as 'GET', url, payload, token);
          if (res.statusCode !== 401 || res.body !== UNAUTHENTICATED)
            failures.push(
              `${r.method} ${url} ${token ? 'with a bad token' : 'without a token'}: ${res.statusCode} ${res.body}`,
            );
        }
        const staff = await t.call(r.method as 'GET', url, payload, t.staffToken);
        if (staff.statusCode !== 403)
          failures.push(`${r.method} ${url} as office staff: ${staff.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("opens each route to its own audience's token only: HR's or self-service's, never both", async () => {
    const guarded = routes().filter(
      (r) => r.url.startsWith('/api/') && !r.route.config?.public && !r.url.startsWith('/api/docs'),
    );
    const ess = guarded.filter((r) => r.route.config?.audience === 'ess');
    // every self-service route is declared so, and only they live under /api/ess/
    expect(
      guarded.filter((r) => r.url.startsWith('/api/ess/') !== (r.route.config?.audience === 'ess')),
    ).toEqual([]);
    expect(ess.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const r of guarded) {
      const own = r.route.config?.audience === 'ess' ? essToken : t.hrToken;
      const other = own === essToken ? t.hrToken : essToken;
      // HR's own token opens HR routes in every module's tests (walking them all with it here would
      // log out, revoke and delete); a self-service route is opened here, except the logout that
      // would end the token the walk goes on with.
      const tryOwn = own === essToken && !r.url.endsWith('/logout');
      for (const url of variants(concrete(r.url))) {
        const payload = r.method === 'GET' || r.method === 'DELETE' ? undefined : {};
        const denied = await t.call(r.method as 'GET', url, payload, other);
        if (denied.statusCode !== 403 || denied.json().message !== 'Access Denied !')
          failures.push(`${r.method} ${url} with the other app's token: ${denied.statusCode}`);
        if (!tryOwn) continue;
        const opened = await t.call(r.method as 'GET', url, payload, own);
        if (opened.statusCode === 401 || opened.statusCode === 403)
          failures.push(`${r.method} ${url} with its own app's token: ${opened.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('declares the reply schema of every /api route that is not a paged list', () => {
    // The API tests parse every reply with it (test/app.ts); a paged list (its query takes page and
    // per_page) is checked for the { data, meta } shape instead.
    const undeclared = routes()
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
      .filter((r) => !isListRoute(r.route.schema))
      .filter((r) => !Object.keys(r.route.schema?.response ?? {}).some((code) => /^2/.test(code)))
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('refuses a signed-link route without a valid link or an HR token, by any spelling', async () => {
    const walked = routes().filter((r) => SIGNED_LINKS.includes(`${r.method} ${r.url}`));
    expect(walked.map((r) => `${r.method} ${r.url}`).sort()).toEqual([...SIGNED_LINKS].sort());
    const failures: string[] = [];
    for (const r of walked) {
      // a name of the generated form, so that nothing but the credential can refuse it
      const path = r.url.replace(/:(\w+)(\([^)]*\))?/g, `${'0a'.repeat(16)}.pdf`);
      const [, first = '', rest = ''] = /^\/([^/]+)(.*)$/.exec(path) ?? [];
      const pct = (c = '') => `%${c.charCodeAt(0).toString(16)}`;
      const spellings = [
        path,
        `/${pct(first[0])}${first.slice(1)}${rest}`,
        `/${first.slice(0, -1)}${pct(first.at(-1))}${rest}`,
        `//${first}${rest}`,
        `/${first}/.${rest}`,
        `/x/..${path}`,
      ];
      const expired = Math.floor(Date.now() / 1000) - 60;
      const links = [
        '',
        '?expires=9999999999&signature=',
        `?expires=9999999999&signature=${'A'.repeat(43)}`,
        `?expires=${expired}&signature=${'A'.repeat(43)}`,
        '?signature=x',
      ];
      for (const url of spellings) {
        for (const link of links) {
          const none = await t.call(r.method as 'GET', url + link, undefined, null);
          const want = link === '' ? 401 : 403;
          if (none.statusCode !== want || (want === 401 && none.body !== UNAUTHENTICATED))
            failures.push(`${r.method} ${url + link} without a token: ${none.statusCode} ${none.body}`);
          const staff = await t.call(r.method as 'GET', url + link, undefined, t.staffToken);
          if (staff.statusCode !== 403)
            failures.push(`${r.method} ${url + link} as office staff: ${staff.statusCode}`);
        }
        const bad = await t.call(r.method as 'GET', url, undefined, 'not-a-token');
        if (bad.statusCode !== 401 || bad.body !== UNAUTHENTICATED)
          failures.push(`${r.method} ${url} with a bad token: ${bad.statusCode} ${bad.body}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a terminal push route for a serial number HR did not register, by any spelling', async () => {
    const walked = routes().filter((r) => DEVICE_PUSH.includes(`${r.method} ${r.url}`));
    expect(walked.map((r) => `${r.method} ${r.url}`).sort()).toEqual([...DEVICE_PUSH].sort());
    const failures: string[] = [];
    for (const r of walked) {
      for (const path of [r.url, r.url.replace('/iclock', '/%69clock'), `/${r.url}`, `/x/..${r.url}`]) {
        for (const token of [null, t.hrToken]) {
          const res = await t.call(
            r.method as 'GET',
            `${path}?SN=UNREGISTERED1&table=ATTLOG`,
            undefined,
            token,
          );
          if (res.statusCode !== 403) failures.push(`${r.method} ${path}: ${res.statusCode}`);
        }
      }
      const nameless = await t.call(r.method as 'GET', r.url, undefined, null);
      if (nameless.statusCode !== 422)
        failures.push(`${r.method} ${r.url} without SN: ${nameless.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses a feed route without a valid feed token, by any spelling, whatever bearer comes with it', async () => {
    const walked = routes().filter((r) => FEED_LINKS.includes(`${r.method} ${r.url}`));
    expect(walked.map((r) => `${r.method} ${r.url}`).sort()).toEqual([...FEED_LINKS].sort());
    // a valid token too, so that each spelling is shown to reach the route and not merely to fail
    const issued = await t.call('POST', '/api/calendar/feed/regenerate');
    expect(issued.statusCode, issued.body).toBe(200);
    const valid = new URL(issued.json().url).searchParams.get('token') ?? '';
    const tokens: [query: string, status: number][] = [
      ['', 401],
      ['token=', 401],
      ['token=x', 403],
      [`token=${'A'.repeat(43)}`, 403],
      [`token=${valid.slice(0, -1)}`, 403],
      [`token=${valid}`, 200],
    ];
    const failures: string[] = [];
    let calls = 0;
    for (const r of walked) {
      const path = concrete(r.url);
      const spellings = [
        ...variants(path),
        path.replace(/\.(?=[^/]*$)/, '%2e'),
        path.replace(/\.(?=[^/]*$)/, '%2E'),
      ];
      for (const url of spellings) {
        for (const [query, want] of tokens) {
          const full = query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
          for (const bearer of [null, t.staffToken, t.hrToken, 'not-a-token']) {
            // from an address of its own each: the route's rate limit is not what this walk is about
            const res = await t.app.inject({
              method: r.method as 'GET',
              url: full,
              remoteAddress: `10.1.${Math.floor(++calls / 250)}.${calls % 250}`,
              ...(bearer && { headers: { authorization: `Bearer ${bearer}` } }),
            });
            if (res.statusCode !== want || (want === 401 && res.body !== UNAUTHENTICATED))
              failures.push(
                `${r.method} ${full} with ${bearer ? 'a bearer token' : 'no bearer'}: ${res.statusCode} ${res.body}`,
              );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses an acknowledgement route without its own valid link, by any spelling, whatever bearer comes with it', async () => {
    const walked = routes().filter((r) => ACK_LINKS.includes(`${r.method} ${r.url}`));
    expect(walked.map((r) => `${r.method} ${r.url}`).sort()).toEqual([...ACK_LINKS].sort());
    // a real link, acknowledged once, so that each spelling is shown to reach the route
    const employee = await hireVia(t, org);
    const form = multipart([['files[0]', 'memo.pdf', pdf('Memo')]]);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/assignmemos/all',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${t.hrToken}` },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { rows } = await t.db.execute<{ id: number }>(
      sql`SELECT id FROM employee_documents WHERE employee_id = ${employee}`,
    );
    const valid = ackToken(ackKeyOf(t.app.files.linkKey), rows[0]!.id);
    const acked = await t.call('POST', `/api/acknowledge/${valid}`, undefined, null);
    expect(acked.statusCode, acked.body).toBe(200);
    const [id, expires, signature] = valid.split('.');
    const tokens: [token: string, get: number, post: number][] = [
      ['x', 403, 403],
      [`${Number(id) + 1}.${expires}.${signature}`, 403, 403],
      [`${id}.${Number(expires) + 1}.${signature}`, 403, 403],
      [ackToken(ackKeyOf(t.app.files.linkKey), Number(id), Date.now() - 31 * 86_400_000), 403, 403],
      [valid, 200, 409],
    ];
    const failures: string[] = [];
    let calls = 0;
    for (const r of walked) {
      for (const [token, get, post] of tokens) {
        const want = r.method === 'GET' ? get : post;
        for (const url of variants(r.url.replace(':token', token))) {
          for (const bearer of [null, t.staffToken, t.hrToken, 'not-a-token']) {
            // from an address of its own each: the route's rate limit is not what this walk is about
            const res = await t.app.inject({
              method: r.method as 'GET',
              url,
              remoteAddress: `10.0.${Math.floor(++calls / 250)}.${calls % 250}`,
              ...(bearer && { headers: { authorization: `Bearer ${bearer}` } }),
            });
            if (res.statusCode !== want)
              failures.push(
                `${r.method} ${url} with ${bearer ? 'a bearer token' : 'no bearer'}: ${res.statusCode}`,
              );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses the requests that once went through with an encoded prefix', async () => {
    expect((await t.call('GET', '/ap%69/users', undefined, null)).statusCode).toBe(401);
    expect((await t.call('GET', '/%61pi/dashboardCounter', undefined, null)).statusCode).toBe(401);
    const body = { role_id: 5, name: 'intruder', email: 'intruder@example.com', password: 'x'.repeat(12) };
    expect((await t.call('POST', '/ap%69/register', body, null)).statusCode).toBe(401);
    const users = await t.db.execute(sql`SELECT 1 FROM users WHERE name = 'intruder'`);
    expect(users.rows).toHaveLength(0);
  });

  it('never caches a guarded reply', async () => {
    const res = await t.call('GET', '/api/user');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { name: 'hr.tester', password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
  });
});

describe('canonicalUrl', () => {
  it('decodes unreserved characters, collapses slashes and resolves dot segments', () => {
    expect(canonicalUrl('/ap%69/users?q=a%20b')).toBe('/api/users?q=a%20b');
    expect(canonicalUrl('/%61%70%69/x')).toBe('/api/x');
    expect(canonicalUrl('//api///users')).toBe('/api/users');
    expect(canonicalUrl('/api/./users/../user')).toBe('/api/user');
    expect(canonicalUrl('/../../api/user')).toBe('/api/user');
    expect(canonicalUrl('/api/%2e%2e/api/user')).toBe('/api/user');
    expect(canonicalUrl('/api/users/')).toBe('/api/users/');
    expect(canonicalUrl('/')).toBe('/');
    // reserved characters stay encoded
    expect(canonicalUrl('/api/a%2Fb')).toBe('/api/a%2Fb');
  });
});
