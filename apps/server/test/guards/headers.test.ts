import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { loginErrorReply } from '@hris/domain/auth';
import { errorReply, unauthenticatedReply } from '@hris/domain/replies';
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../src/app';
import { files as filesTable } from '../../src/plugins/files/files.tables';
import { localStorage } from '../../src/plugins/files/local-storage';
import { storeBytes } from '../../src/plugins/files/store-bytes';
import { essAccount, type TestApp, testApp } from '../app';
import { hireVia, makeOrg } from '../fixtures';
import { multipart, pdf, png } from '../sample-files';
import { isEssPath } from './route-table';

/**
 * The headers and limits of every kind of reply: JSON, errors, files, the web app's HTML and assets,
 * the calendar feed, exports, the API docs, the probes. The web app is a small build of its own
 * written here (the real one may not exist yet when the API tests run; the e2e suite loads the real
 * one under the same policy), served by the same code as in production.
 */

let t: TestApp;
/** The app serving the small build below, as `npm start` serves apps/web/dist. */
let web: FastifyInstance;
/** The app as people reach it over HTTPS (HRIS_PUBLIC_URL=https://...). */
let secure: FastifyInstance;
let tmp: string;
let storageDir: string;

const SCRIPT = '/assets/index-Cq3xT9aB.js';
const STYLE = '/assets/index-Dd81kQwe.css';

/** What Vite writes: index.html naming hashed assets, each text asset with its .br and .gz beside it. */
async function smallBuild(dir: string): Promise<void> {
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  const files: Record<string, string> = {
    'index.html': `<!doctype html>\n<html lang="en"><head><meta charset="UTF-8" /><title>HRIS</title><script type="module" crossorigin src="${SCRIPT}"></script><link rel="stylesheet" crossorigin href="${STYLE}"></head><body><div id="root"></div></body></html>\n`,
    [SCRIPT.slice(1)]: `document.getElementById('root').textContent = 'HRIS';\n${'// padding\n'.repeat(200)}`,
    [STYLE.slice(1)]: `body { margin: 0; }\n${'/* padding */\n'.repeat(200)}`,
    'favicon.svg':
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>',
    // employee self-service, the build's second entry, with its manifest and service worker
    'ess.html': `<!doctype html>\n<html lang="en"><head><meta charset="UTF-8" /><title>HRIS self-service</title><link rel="manifest" href="/ess.webmanifest" /></head><body><div id="root"></div></body></html>\n`,
    'ess.webmanifest': `{"name":"HRIS","start_url":"/ess/","scope":"/ess/"${' '.repeat(1100)}}`,
    'ess/sw.js': `self.addEventListener('fetch', () => {});\n${'// padding\n'.repeat(200)}`,
  };
  await mkdir(path.join(dir, 'ess'), { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    await writeFile(path.join(dir, name), text);
    await writeFile(path.join(dir, `${name}.br`), brotliCompressSync(text));
    await writeFile(path.join(dir, `${name}.gz`), gzipSync(text));
  }
}

/** A self-service token of an employee, for the self-service routes. */
let essToken: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'hris-headers-'));
  storageDir = path.join(tmp, 'uploads');
  await smallBuild(path.join(tmp, 'web'));
  // small app-wide upload limits, so that the routes that keep them are cheap to push past them
  t = await testApp({
    storage: localStorage(storageDir),
    uploadLimits: { maxBytes: 256 * 1024, maxFiles: 3 },
  });
  essToken = (await essAccount(t, await hireVia(t, await makeOrg(t)))).token;
  web = await buildApp({ db: t.db, serveWeb: path.join(tmp, 'web') });
  secure = await buildApp({ db: t.db, publicUrl: 'https://hris.example.com' });
});
afterAll(async () => {
  await web?.close();
  await secure?.close();
  await t?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

type Walked = { method: string; url: string; route: RouteOptions };

function routesOf(app: FastifyInstance): Walked[] {
  const out: Walked[] = [];
  for (const route of app.routeTable) {
    for (const method of [route.method].flat()) {
      if (method === 'OPTIONS') continue;
      out.push({ method, url: route.url, route });
    }
  }
  return out;
}

/** A concrete path of a route: each parameter the first value of its enum, or 1; a wildcard `x`. */
function concrete(r: Walked): string {
  const params = r.route.schema?.params;
  const shape = params instanceof z.ZodObject ? params.shape : {};
  return r.url
    .replace(/:(\w+)(\([^)]*\))?/g, (_m, name: string) => {
      const param = shape[name];
      return param instanceof z.ZodEnum ? String(param.options[0]) : '1';
    })
    .replace(/\*$/, 'x');
}

/** A route's own rate limit, when it has one with a fixed max. */
function ownLimit(route: RouteOptions | undefined): { max: number; timeWindow: string } | null {
  const own = route?.config?.rateLimit;
  return own && typeof own.max === 'number' ? { max: own.max, timeWindow: String(own.timeWindow) } : null;
}

let addresses = 0;
/** A new client address: each limit below is counted per address. */
const address = () => `10.77.${Math.floor(++addresses / 250)}.${addresses % 250}`;

/** `Content-Security-Policy` as a map of directive to its sources. */
function directives(header: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}

type Want = {
  status: number;
  /** The whole Content-Type. */
  type: RegExp;
  /** The whole Cache-Control, when the reply must say one. */
  cache?: RegExp;
  /** The shape of a JSON failure, when the route declares its own (login's carry `error`). */
  shape?: z.ZodType;
};

/** What is wrong with the security headers of a reply (nothing: an empty list). */
function headerProblems(res: LightMyRequestResponse, want: Want): string[] {
  const h = res.headers;
  const problems: string[] = [];
  const expectHeader = (name: string, ok: boolean) => {
    if (!ok) problems.push(`${name}: ${h[name] ?? '(none)'}`);
  };
  expectHeader('status', res.statusCode === want.status);
  if (res.statusCode !== want.status) problems.push(`body: ${res.body.slice(0, 200)}`);
  const csp = directives(String(h['content-security-policy'] ?? ''));
  const is = (name: string, ...sources: string[]) =>
    JSON.stringify(csp.get(name)) === JSON.stringify(sources) ||
    problems.push(`CSP ${name}: ${csp.get(name)}`);
  is('default-src', "'self'");
  // no 'unsafe-inline', 'unsafe-eval', data: or other hosts for scripts, in elements or attributes
  is('script-src', "'self'");
  is('script-src-attr', "'none'");
  is('object-src', "'none'");
  is('base-uri', "'self'");
  is('form-action', "'self'");
  is('frame-ancestors', "'none'");
  expectHeader('x-frame-options', h['x-frame-options'] === 'DENY');
  expectHeader('x-content-type-options', h['x-content-type-options'] === 'nosniff');
  expectHeader('referrer-policy', h['referrer-policy'] === 'no-referrer');
  expectHeader('x-powered-by', h['x-powered-by'] === undefined);
  expectHeader('server', h.server === undefined);
  // over plain HTTP (HRIS_PUBLIC_URL http://...) HSTS means nothing: see the HTTPS test
  expectHeader('strict-transport-security', h['strict-transport-security'] === undefined);
  const type = String(h['content-type'] ?? '');
  expectHeader('content-type', want.type.test(type));
  // text says its character set
  if (/^(text\/|application\/(json|javascript))/.test(type))
    expectHeader('content-type', /; charset=utf-8$/i.test(type));
  if (want.cache) expectHeader('cache-control', want.cache.test(String(h['cache-control'] ?? '')));
  // a JSON failure has the shared shape (the guard's own for a 401)
  if (res.statusCode >= 400 && type.startsWith('application/json')) {
    const shape = want.shape ?? (res.statusCode === 401 ? unauthenticatedReply : errorReply);
    const parsed = shape.safeParse(res.json());
    if (!parsed.success) problems.push(`error shape: ${res.body.slice(0, 200)}`);
  }
  return problems;
}

const JSON_TYPE = /^application\/json; charset=utf-8$/;
const NO_STORE = /^(private, )?no-store$/;
const HR = () => ({ authorization: `Bearer ${t.hrToken}` });
/** The token that opens a path: an employee's self-service token under /api/ess/, HR's elsewhere. */
const tokenOf = (url: string) => ({ authorization: `Bearer ${isEssPath(url) ? essToken : t.hrToken}` });

/** Each kind of reply: how to ask for it and what it must carry. */
const kinds: [label: string, ask: () => Promise<LightMyRequestResponse>, want: Want][] = [
  ['a JSON reply', () => t.call('GET', '/api/user'), { status: 200, type: JSON_TYPE, cache: NO_STORE }],
  [
    "a paged list (PostgreSQL's own JSON text)",
    () => t.call('GET', '/api/departments'),
    { status: 200, type: JSON_TYPE, cache: NO_STORE },
  ],
  [
    'a 400 (a body that is not JSON)',
    () =>
      t.app.inject({
        method: 'POST',
        url: '/api/departments/add',
        headers: { ...HR(), 'content-type': 'application/json' },
        payload: '{"department_name":',
      }),
    { status: 400, type: JSON_TYPE, cache: NO_STORE },
  ],
  [
    'a 400 (an address that does not decode, answered before any hook)',
    () => t.call('GET', '/api/departments/%E0%A4%A'),
    { status: 400, type: JSON_TYPE, cache: NO_STORE },
  ],
  [
    'a 414 (a parameter over 100 characters, answered before any hook)',
    () => t.call('GET', `/upload/${'a'.repeat(200)}.pdf`, undefined, null),
    { status: 414, type: JSON_TYPE, cache: NO_STORE },
  ],
  [
    'a 401',
    () => t.call('GET', '/api/user', undefined, null),
    { status: 401, type: JSON_TYPE, cache: NO_STORE },
  ],
  [
    'a 403',
    () => t.call('GET', '/api/user', undefined, t.staffToken),
    { status: 403, type: JSON_TYPE, cache: NO_STORE },
  ],
  ['a 404 under /api', () => t.call('GET', '/api/no-such-call'), { status: 404, type: JSON_TYPE }],
  [
    'a 404 outside /api',
    () => t.call('GET', '/no-such-page', undefined, null),
    { status: 404, type: JSON_TYPE },
  ],
  [
    'a 413',
    () =>
      t.call('POST', '/api/departments/add', {
        department_name: 'x'.repeat(t.app.initialConfig.bodyLimit ?? 0),
      }),
    { status: 413, type: JSON_TYPE, cache: NO_STORE },
  ],
  [
    'a 415',
    () =>
      t.app.inject({
        method: 'POST',
        url: '/api/departments/add',
        headers: { ...HR(), 'content-type': 'text/xml' },
        payload: '<department/>',
      }),
    { status: 415, type: JSON_TYPE, cache: NO_STORE },
  ],
  [
    'a 422',
    () => t.call('POST', '/api/departments/add', {}),
    { status: 422, type: JSON_TYPE, cache: NO_STORE },
  ],
  [
    'a 429',
    async () => {
      const from = address();
      const login = () =>
        t.app.inject({ method: 'POST', url: '/api/login', payload: {}, remoteAddress: from });
      let res = await login();
      for (let i = 0; i < 100 && res.statusCode !== 429; i++) res = await login();
      return res;
    },
    { status: 429, type: JSON_TYPE, cache: NO_STORE, shape: loginErrorReply },
  ],
  [
    'a stored file by its signed link',
    async () => {
      const f = await storeBytes(t.db, t.app.files.storage, {
        bytes: pdf(),
        ext: 'pdf',
        original: 'nte.pdf',
      });
      return t.call('GET', t.app.files.signedUrl(f.file_name), undefined, null);
    },
    { status: 200, type: /^application\/pdf$/, cache: NO_STORE },
  ],
  [
    'a stored file by an HR token',
    async () => {
      const f = await storeBytes(t.db, t.app.files.storage, {
        bytes: png(),
        ext: 'png',
        original: 'sig.png',
      });
      return t.call('GET', `/upload/${f.file_name}`);
    },
    { status: 200, type: /^image\/png$/, cache: NO_STORE },
  ],
  [
    "the app's HTML at /",
    () => web.inject({ url: '/' }),
    { status: 200, type: /^text\/html; charset=utf-8$/i, cache: /^no-cache$/ },
  ],
  [
    "the app's HTML at a client route",
    () => web.inject({ url: '/hr/employees' }),
    { status: 200, type: /^text\/html; charset=utf-8$/i, cache: /^no-cache$/ },
  ],
  [
    "self-service's HTML at /ess",
    () => web.inject({ url: '/ess' }),
    { status: 200, type: /^text\/html; charset=utf-8$/i, cache: /^no-cache$/ },
  ],
  [
    "self-service's web manifest",
    () => web.inject({ url: '/ess.webmanifest', headers: { 'accept-encoding': 'gzip' } }),
    { status: 200, type: /^application\/manifest\+json$/, cache: /^no-cache$/ },
  ],
  [
    "self-service's service worker",
    () => web.inject({ url: '/ess/sw.js', headers: { 'accept-encoding': 'br' } }),
    // a worker's script is looked at again on every navigation, never kept for a year
    { status: 200, type: /^(text|application)\/javascript; charset=utf-8$/i, cache: /^no-cache$/ },
  ],
  [
    'a script of the build (brotli)',
    () => web.inject({ url: SCRIPT, headers: { 'accept-encoding': 'br' } }),
    { status: 200, type: /^(text|application)\/javascript; charset=utf-8$/i, cache: /immutable/ },
  ],
  [
    'a style sheet of the build',
    () => web.inject({ url: STYLE }),
    { status: 200, type: /^text\/css; charset=utf-8$/i, cache: /immutable/ },
  ],
  [
    'a missing asset',
    () => web.inject({ url: '/assets/index-missing.js' }),
    { status: 404, type: /^text\/plain; charset=utf-8$/ },
  ],
  [
    'the iCalendar feed',
    async () => {
      const feed = await t.call('POST', '/api/calendar/feed/regenerate');
      const url = new URL(feed.json().url);
      return t.call('GET', url.pathname + url.search, undefined, null);
    },
    // a calendar program refetches it: kept by that program only, for 5 minutes
    { status: 200, type: /^text\/calendar; charset=utf-8$/, cache: /^private, max-age=\d+$/ },
  ],
  [
    'an XLSX export',
    () => t.call('GET', '/api/reports/headcount/export?format=xlsx'),
    {
      status: 200,
      type: /^application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet$/,
      cache: NO_STORE,
    },
  ],
  [
    'a CSV export',
    () => t.call('GET', '/api/reports/headcount/export?format=csv'),
    { status: 200, type: /^text\/csv; charset=utf-8$/, cache: NO_STORE },
  ],
  [
    'a streamed CSV export',
    () => t.call('GET', '/api/exportdata?startDate=2026-03-01&lastDate=2026-03-15&subDepartmentId=0'),
    { status: 200, type: /^text\/csv; charset=utf-8$/, cache: NO_STORE },
  ],
  [
    'a streamed PDF export',
    () => t.call('GET', '/api/downloadpdfadmin?startDate=2026-03-01&lastDate=2026-03-15&subDepartmentId=0'),
    { status: 200, type: /^application\/pdf$/, cache: NO_STORE },
  ],
  [
    'the API docs (HTML)',
    () => t.call('GET', '/api/docs', undefined, null),
    { status: 200, type: /^text\/html; charset=utf-8$/i },
  ],
  [
    'the OpenAPI document',
    () => t.call('GET', '/api/docs/json', undefined, null),
    { status: 200, type: JSON_TYPE },
  ],
  [
    "the docs' script",
    () => t.call('GET', '/api/docs/static/swagger-initializer.js', undefined, null),
    { status: 200, type: /^application\/javascript; charset=utf-8$/i },
  ],
  [
    'GET /healthz',
    () => t.call('GET', '/healthz', undefined, null),
    { status: 200, type: JSON_TYPE, cache: /^no-store$/ },
  ],
  [
    'GET /readyz',
    () => t.call('GET', '/readyz', undefined, null),
    { status: 200, type: JSON_TYPE, cache: /^no-store$/ },
  ],
  [
    "a biometric terminal's reply",
    () => t.call('GET', '/iclock/getrequest?SN=UNKNOWN1', undefined, null),
    { status: 403, type: /^text\/plain; charset=utf-8$/ },
  ],
  [
    'an acknowledgement link refused',
    () => t.call('GET', '/api/acknowledge/1.2.3', undefined, null),
    { status: 403, type: JSON_TYPE, cache: NO_STORE },
  ],
];

describe("the web app's two entries", () => {
  it('sends self-service (ess.html) for /ess and every address under it, the HR app for the others', async () => {
    const title = async (url: string) =>
      /<title>([^<]*)<\/title>/.exec((await web.inject({ url })).body)?.[1];
    for (const url of ['/ess', '/ess/', '/ess/login', '/ess/leave', '/ess/nte/12?from=mail'])
      expect(await title(url), url).toBe('HRIS self-service');
    for (const url of ['/', '/hr/dashboard', '/essay', '/reset/password', '/hr/ess'])
      expect(await title(url), url).toBe('HRIS');
  });
});

describe('the security headers of every kind of reply', () => {
  it.each(kinds)('%s', async (_label, ask, want) => {
    expect(headerProblems(await ask(), want)).toEqual([]);
  });

  it('sends files for download or in place as their kind says, never sniffed', async () => {
    const f = await storeBytes(t.db, t.app.files.storage, {
      bytes: pdf(),
      ext: 'pdf',
      original: 'Notice.pdf',
    });
    const res = await t.call('GET', t.app.files.signedUrl(f.file_name), undefined, null);
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="Notice.pdf"; filename*=UTF-8''Notice.pdf`,
    );
    const xlsx = await t.call('GET', '/api/reports/headcount/export?format=xlsx');
    expect(xlsx.headers['content-disposition']).toMatch(
      /^attachment; filename="[^"]+\.xlsx"; filename\*=UTF-8''/,
    );
  });

  it('sends no server banner on the wire', async () => {
    const base = await listening();
    for (const url of ['/', SCRIPT, '/api/user', '/api/no-such-call', '/healthz', '/api/%E0%A4%A']) {
      const res = await fetch(base + url);
      expect(res.headers.get('server'), url).toBeNull();
      expect(res.headers.get('x-powered-by'), url).toBeNull();
      expect(res.headers.get('x-frame-options'), url).toBe('DENY');
    }
  });

  it('sends HSTS when people reach the app over HTTPS, without claiming other hosts of the domain', async () => {
    for (const url of ['/healthz', '/api/user', '/api/%E0%A4%A']) {
      const res = await secure.inject({ url });
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000');
    }
  });
});

/** The address of the small build's app on a real socket, listening from the first call on. */
let base: Promise<string> | undefined;
const listening = () => {
  base ??= web.listen({ port: 0, host: '127.0.0.1' });
  return base;
};

/** What came back on a raw socket, read to its close, as an injected reply reads. */
async function rawExchange(request: string | Buffer): Promise<LightMyRequestResponse> {
  const { port } = new URL(await listening());
  const socket = net.connect(Number(port), '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (c: Buffer) => chunks.push(c));
  socket.on('error', () => {});
  socket.write(request);
  await new Promise((resolve) => socket.on('close', resolve));
  const text = Buffer.concat(chunks).toString('latin1');
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const i = line.indexOf(':');
    headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
  }
  return {
    statusCode: Number(statusLine.split(' ')[1]),
    headers,
    body,
    json: () => JSON.parse(body),
  } as unknown as LightMyRequestResponse;
}

describe("the replies Node's HTTP parser answers itself", () => {
  // A request Node cannot parse never reaches Fastify's routing or hooks: the reply is written on the
  // socket by the app's clientErrorHandler, which must say what the rest says, the same way.
  const cases: [label: string, request: string, status: number][] = [
    ['a request line that is not HTTP', 'GARBAGE\r\n\r\n', 400],
    ['a header name with a space', 'GET /api/user HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n', 400],
    ['a control character in a header value', 'GET / HTTP/1.1\r\nHost: x\r\nX-A: a\u0001b\r\n\r\n', 400],
    [
      'a Content-Length that is not a number',
      'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Length: ten\r\n\r\n',
      400,
    ],
    [
      'both Content-Length and chunked (request smuggling)',
      'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      400,
    ],
    ['headers over 16 KB', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
  ];
  it.each(cases)(
    '%s: the security headers, the error shape, and the connection closed',
    async (_l, request, status) => {
      const res = await rawExchange(request);
      expect(headerProblems(res, { status, type: JSON_TYPE, cache: /^no-store$/ })).toEqual([]);
      expect(res.headers.connection).toBe('close');
      expect(res.json()).toEqual({ response: 'error', message: expect.stringMatching(/^The request/) });
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
    },
  );
});

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${bytes / 1024 / 1024} MB`
    : bytes >= 1024
      ? `${bytes / 1024} KB`
      : `${bytes} bytes`;

describe('body limits', () => {
  it("refuses a body over its route's limit with 413 and the error shape, and reads one at the limit", async () => {
    const byLimit = new Map<number, string[]>();
    const problems: string[] = [];
    for (const r of routesOf(t.app).filter((r) => BODY_METHODS.has(r.method))) {
      const limit = r.route.bodyLimit ?? t.app.initialConfig.bodyLimit ?? 0;
      byLimit.set(limit, [...(byLimit.get(limit) ?? []), `${r.method} ${r.url}`]);
      // JSON that is one byte too long, then exactly as long as allowed (and not JSON: nothing runs)
      const send = (bytes: number) =>
        t.app.inject({
          method: r.method as 'POST',
          url: concrete(r),
          remoteAddress: address(),
          headers: { ...tokenOf(r.url), 'content-type': 'application/json' },
          payload: `[${' '.repeat(bytes - 1)}`,
        });
      const over = await send(limit + 1);
      // the shared error shape, saying the route's own limit
      if (
        over.statusCode !== 413 ||
        !errorReply.safeParse(over.json()).success ||
        !over.json().message.includes(`larger than ${size(limit)}`)
      )
        problems.push(
          `${r.method} ${r.url} over ${size(limit)}: ${over.statusCode} ${over.body.slice(0, 120)}`,
        );
      const at = await send(limit);
      if (at.statusCode === 413 || at.statusCode >= 500)
        problems.push(`${r.method} ${r.url} at ${size(limit)}: ${at.statusCode} ${at.body.slice(0, 120)}`);
    }
    console.log(
      `body limits:\n${[...byLimit]
        .sort(([a], [b]) => a - b)
        .map(([limit, routes]) =>
          routes.length > 12
            ? `  ${size(limit)}: ${routes.length} routes`
            : `  ${size(limit)}: ${routes.join(', ')}`,
        )
        .join('\n')}`,
    );
    expect(problems).toEqual([]);
    // the public calls parse little
    expect(byLimit.get(16 * 1024)).toEqual(
      expect.arrayContaining(['POST /api/login', 'POST /api/create', 'POST /api/reset']),
    );
  });
});

/** A file of `bytes` bytes that passes the content check of its extension. */
function fileOf(ext: string, bytes: number): Buffer {
  const head = ext === 'png' ? png() : ext === 'csv' ? Buffer.from('employee_id,timestamp\n') : pdf();
  return Buffer.concat([head, Buffer.alloc(Math.max(0, bytes - head.length), 0x20)]);
}

async function stored(): Promise<string[]> {
  return readdir(storageDir).catch(() => []);
}

describe('upload limits', () => {
  it("refuses a file over its route's size and one file too many with 413, storing nothing; takes a file at the size", {
    timeout: 120_000,
  }, async () => {
    const walked = routesOf(t.app).filter((r) => r.route.config?.multipart && r.method === 'POST');
    expect(walked.length).toBeGreaterThan(10);
    const problems: string[] = [];
    const listed: string[] = [];
    for (const r of walked) {
      const declared = r.route.config?.uploads ?? {};
      const maxBytes = declared.maxBytes ?? t.app.files.limits.maxBytes;
      const maxFiles = declared.maxFiles ?? t.app.files.limits.maxFiles;
      const ext = ['pdf', 'png', 'csv'].find((e) => !declared.allow || declared.allow.includes(e)) ?? 'pdf';
      listed.push(`  ${r.method} ${r.url}: ${maxFiles} × ${size(maxBytes)} (.${ext})`);
      const post = (parts: [string, string, Buffer][]) => {
        const form = multipart(parts);
        return t.app.inject({
          method: 'POST',
          url: concrete(r),
          payload: form.payload,
          headers: { ...form.headers, ...tokenOf(r.url) },
        });
      };
      const field = declared.field ?? 'files';
      const before = { objects: await stored(), rows: await t.db.$count(filesTable) };
      const refused = [
        ['a file one byte over', await post([[`${field}[0]`, `big.${ext}`, fileOf(ext, maxBytes + 1)]])],
        [
          'one file too many',
          await post(
            Array.from({ length: maxFiles + 1 }, (_, i) => [
              `${field}[${i}]`,
              `f${i}.${ext}`,
              fileOf(ext, 1024),
            ]),
          ),
        ],
      ] as const;
      for (const [what, res] of refused) {
        if (res.statusCode !== 413 || !errorReply.safeParse(res.json()).success)
          problems.push(`${r.url}, ${what}: ${res.statusCode} ${res.body.slice(0, 150)}`);
      }
      const after = { objects: await stored(), rows: await t.db.$count(filesTable) };
      if (JSON.stringify(after) !== JSON.stringify(before))
        problems.push(
          `${r.url}: a refused upload left ${after.objects.length - before.objects.length} files`,
        );
      const whole = await post([[`${field}[0]`, `whole.${ext}`, fileOf(ext, maxBytes)]]);
      if (whole.statusCode === 413 || whole.statusCode >= 500)
        problems.push(`${r.url}, a file at the limit: ${whole.statusCode} ${whole.body.slice(0, 150)}`);
    }
    console.log(`upload limits (files × size a file):\n${listed.join('\n')}`);
    expect(problems).toEqual([]);
  });
});

/** Public routes without a rate limit, on purpose (docs/security.md#headers-and-limits). */
const UNLIMITED = {
  probes: ['GET /healthz', 'HEAD /healthz', 'GET /readyz', 'HEAD /readyz'],
  /** Every file of the web app's build and its index.html for client routes. */
  webApp: (r: Walked) => web.routeTable.includes(r.route) && !t.app.routeTable.some((a) => a.url === r.url),
};

describe('rate limits', () => {
  /** Every public route: the app's, and those of the web app's build. */
  const publicRoutes = () =>
    [...routesOf(t.app), ...routesOf(web).filter((r) => UNLIMITED.webApp(r))].filter(
      (r) => r.route.config?.public,
    );

  it('has a rate limit on every public route, or none on purpose', () => {
    const problems: string[] = [];
    const listed: string[] = [];
    for (const r of publicRoutes()) {
      const name = `${r.method} ${r.url}`;
      const own = ownLimit(r.route);
      const shared = r.route.config?.sharedRateLimit;
      if (UNLIMITED.probes.includes(name) || UNLIMITED.webApp(r)) {
        // says so itself, so that no limit is dropped by accident elsewhere
        if (r.route.config?.rateLimit !== false || shared)
          problems.push(`${name}: not marked rateLimit: false`);
      } else if (!own && !shared) problems.push(`${name}: no rate limit`);
      else if (r.method !== 'HEAD') {
        const limit = own ?? shared;
        listed.push(
          `  ${name}: ${limit?.max} per ${limit?.timeWindow}${shared ? ' (with the other docs routes)' : ''}`,
        );
      }
    }
    console.log(`rate limits per address:\n${listed.join('\n')}`);
    expect(problems).toEqual([]);
    expect(publicRoutes().filter((r) => UNLIMITED.webApp(r)).length).toBeGreaterThan(4);
  });

  it('answers 429 with the error shape and Retry-After once an address has used its limit, and only to it', {
    timeout: 60_000,
  }, async () => {
    const problems: string[] = [];
    const ask = (r: Walked, from: string, token: string | null = null) =>
      t.app.inject({
        method: r.method as 'GET',
        url: concrete(r),
        remoteAddress: from,
        ...(r.method !== 'GET' && { payload: {} }),
        ...(token && { headers: { authorization: `Bearer ${token}` } }),
      });
    const check429 = (r: Walked, res: LightMyRequestResponse, max: number) => {
      const name = `${r.method} ${r.url}`;
      if (res.statusCode !== 429) return problems.push(`${name}: ${res.statusCode} after ${max}`);
      if (!errorReply.extend({ error: errorReply.shape.message.optional() }).safeParse(res.json()).success)
        problems.push(`${name}: ${res.body}`);
      if (!/^[1-9]\d*$/.test(String(res.headers['retry-after'])))
        problems.push(`${name}: Retry-After ${res.headers['retry-after']}`);
      return 0;
    };
    const limited = publicRoutes().filter((r) => r.method !== 'HEAD');
    for (const r of limited.filter((r) => ownLimit(r.route))) {
      const max = ownLimit(r.route)?.max ?? 0;
      const from = address();
      for (let i = 0; i < max; i++) {
        const res = await ask(r, from);
        if (res.statusCode === 429) {
          problems.push(`${r.method} ${r.url}: 429 after ${i} of ${max}`);
          break;
        }
      }
      check429(r, await ask(r, from), max);
      // an HR token changes nothing: the count is the address's
      check429(r, await ask(r, from, t.hrToken), max);
      const other = await ask(r, address());
      if (other.statusCode === 429) problems.push(`${r.method} ${r.url}: 429 for another address`);
    }
    // the docs' routes share one count: use it up on one of them, and every one refuses
    const docs = limited.filter((r) => r.route.config?.sharedRateLimit);
    expect(docs.length).toBeGreaterThan(3);
    const from = address();
    const first = docs.find((r) => r.url.endsWith('/static/index.html')) ?? docs[0]!;
    const max = first.route.config?.sharedRateLimit?.max ?? 0;
    for (let i = 0; i < max; i++) await ask(first, from);
    for (const r of docs) check429(r, await ask(r, from), max);
    expect(problems).toEqual([]);
  });

  it('keeps the login lockout: 10 failures of an address are a 429 of its own, well under the rate limit', async () => {
    const from = address();
    const login = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { name, password: 'wrong password' },
        remoteAddress: from,
      });
    for (let i = 0; i < 10; i++) expect((await login(`guess${i}`)).statusCode).toBe(401);
    const locked = await login('hr.tester');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many failed logins/);
  });

  it("counts each client behind a proxy of HRIS_TRUST_PROXY, and believes no one else's X-Forwarded-For", async () => {
    const proxied = await buildApp({ db: t.db, trustProxy: ['10.79.0.1'] });
    try {
      const login = proxied.routeTable.find((r) => r.url === '/api/login');
      const max = ownLimit(login)?.max ?? 0;
      const ask = (from: string, client: string) =>
        proxied.inject({
          method: 'POST',
          url: '/api/login',
          payload: {},
          remoteAddress: from,
          headers: { 'x-forwarded-for': client },
        });
      for (let i = 0; i < max; i++) await ask('10.79.0.1', '203.0.113.1');
      expect((await ask('10.79.0.1', '203.0.113.1')).statusCode).toBe(429);
      expect((await ask('10.79.0.1', '203.0.113.2')).statusCode).toBe(422);
      // straight from a client, a header of its own making changes nothing
      for (let i = 0; i < max; i++) await ask('198.51.100.7', `203.0.113.${i + 10}`);
      expect((await ask('198.51.100.7', '203.0.113.99')).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });

  it('shares one database check among concurrent readiness probes', async () => {
    const query = vi.spyOn(t.db.$client, 'query');
    try {
      const replies = await Promise.all(
        Array.from({ length: 50 }, () => t.app.inject({ url: '/readyz', remoteAddress: '10.78.0.1' })),
      );
      expect(replies.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
      const checks = query.mock.calls.filter(([text]) => text === 'SELECT 1').length;
      expect(checks).toBeGreaterThan(0);
      expect(checks).toBeLessThan(10);
    } finally {
      query.mockRestore();
    }
  });
});
