import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { seedDiscipline } from '../../src/db/seed/discipline';
import { seedCalendar, seedSchedule } from '../../src/db/seed/schedule';
import { users } from '../../src/modules/auth/auth.tables';
import { createUser, type TestApp, testApp, tokenFor } from '../app';
import { hireVia, makeOrg } from '../fixtures';
import {
  bodyOf,
  encodeMultipart,
  type MultipartBody,
  multipartOf,
  pathOf,
  queryOf,
} from '../fuzz/arbitraries';
import { isEssPath } from './route-table';

/**
 * Requests generated from every route's own schemas, sent as an HR user: none may answer 5xx. A
 * fixed seed in `npm test` (100 a route); `npm run fuzz` sends FUZZ_RUNS a route with a new seed,
 * printed so that a failure can be replayed with FUZZ_SEED; FUZZ_ONLY=workshifts,calendar keeps the
 * routes whose path holds one of the comma-separated texts.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const ONLY = process.env.FUZZ_ONLY?.split(',');
const SEED = Number(process.env.FUZZ_SEED ?? (process.env.FUZZ_RUNS ? Date.now() % 2 ** 31 : 20261123));

let t: TestApp;
/** The cause of each server error, by request id: the reply only says "Something went wrong". */
const causes = new Map<string, string>();
beforeAll(async () => {
  t = await testApp();
  t.app.addHook('onError', async (req, _reply, err) => {
    causes.set(req.id, err.message);
  });
  // Some records for generated ids to find: an organisation, employees, credits, a leave, accounts.
  await createUser(t.db, { name: 'fuzz.hr', role_id: 5 });
  await restoreHr();
  const org = await makeOrg(t);
  const hired: number[] = [];
  for (let i = 0; i < 6; i++) {
    const id = await hireVia(t, org, {
      sub_department_id: i % 2 ? org.subA : org.subB,
      ...(i < 4 && { schedule: 'Night-Shift', time: '10PM-7AM' }),
    });
    await t.call('POST', '/api/register/credits', { employee_id: id, leave_credit_balance: 10 });
    hired.push(id);
  }
  // The fuzzing user is an employee too, so that the self-service routes are reached with its own token.
  fuzzEmployee = hired[0]!;
  await restoreHr();
  // NTEs in every stage, coaching records and evaluations, for the discipline calls to find.
  await t.db.transaction((tx) =>
    seedDiscipline(tx, {
      today: '2026-03-02',
      seed: 1,
      fromEmployeeId: hired[0]!,
      days: 400,
      rates: { nte: 1, coaching: 1, evaluation: 1 },
      everyStage: true,
    }),
  );
  // Shift histories, adjustments and undertime in every status, and a calendar, for the schedule calls.
  await t.db.transaction(async (tx) => {
    await seedSchedule(tx, { today: '2026-03-02', seed: 2, fromEmployeeId: hired[0]!, rate: 8 });
    await seedCalendar(tx, { today: '2026-03-02', seed: 3 });
  });
});
afterAll(() => t.close());

/** A JSON body, or for a multipart route (its fields' schema on `config.multipart`) a multipart one. */
type Request = { method: string; url: string; payload?: unknown; multipart?: MultipartBody };

let token = '';
let essToken = '';
let fuzzEmployee: number | null = null;
/**
 * The fuzzing HR user as it was, with fresh tokens (HR's, and self-service's once it is an employee):
 * generated requests may change its role, status or password (which revokes its tokens), and the run
 * must go on reaching the handlers.
 */
async function restoreHr() {
  const [hr] = await t.db
    .update(users)
    .set({ role_id: 5, status: 'active', employee_id: fuzzEmployee })
    .where(eq(users.name, 'fuzz.hr'))
    .returning();
  token = await tokenFor(t.db, hr!.id);
  essToken = await tokenFor(t.db, hr!.id, undefined, 'ess');
}

function requestsOf(route: RouteOptions, method: string): fc.Arbitrary<Request> {
  const schema = (route.schema ?? {}) as { params?: ZodType; querystring?: ZodType; body?: ZodType };
  const hasBody = method !== 'GET' && method !== 'DELETE';
  const multipart = (route.config as { multipart?: ZodType } | undefined)?.multipart;
  return fc
    .record({
      path: pathOf(route.url, schema.params),
      query: queryOf(schema.querystring),
      payload: hasBody && !multipart ? bodyOf(schema.body) : fc.constant(undefined),
      // now and then a JSON body where multipart is expected
      multipart: multipart
        ? fc.option(multipartOf(multipart), { nil: undefined, freq: 10 })
        : fc.constant(undefined),
    })
    .map(({ path, query, payload, multipart: form }) => ({
      method,
      url: path + query,
      payload: form || !multipart ? payload : {},
      multipart: form,
    }));
}

describe(`every route, ${RUNS} generated requests each (seed ${SEED})`, () => {
  it('answers without a server error', { timeout: 30 * 60_000 }, async () => {
    const routes = t.app.routeTable.filter(
      // Every route but the API docs': the API, the file links, the probes and the terminals' calls.
      (r) => !r.url.startsWith('/api/docs') && (!ONLY || ONLY.some((o) => r.url.includes(o))),
    );
    /** Server errors by route: how many, the first request that caused one, and why. */
    const failures = new Map<string, { count: number; first: string }>();
    let errors = 0;
    let sent = 0;
    const byStatus = new Map<number, number>();
    /** Per area (a route's first OpenAPI tag): its routes, requests sent and server errors. */
    const byArea = new Map<string, { routes: number; sent: number; errors: number }>();
    for (const [i, route] of routes.entries()) {
      const tag = ((route.schema as { tags?: string[] } | undefined)?.tags ?? ['other'])[0]!;
      const area = byArea.get(tag) ?? { routes: 0, sent: 0, errors: 0 };
      byArea.set(tag, area);
      for (const method of [route.method].flat()) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        area.routes++;
        const requests = fc.sample(requestsOf(route, method), { seed: SEED + i, numRuns: RUNS });
        for (const r of requests) {
          // Logging out would end the session the rest of the run uses.
          if (r.url.startsWith('/api/logout') || r.url.startsWith('/api/ess/logout')) continue;
          causes.clear();
          const form = r.multipart && (await encodeMultipart(r.multipart));
          const res = await t.app.inject({
            method: r.method as 'GET',
            url: r.url,
            // Each request from an address of its own: a public route's rate limit would otherwise
            // answer 429 to the rest of the run, which then never reaches the handler.
            remoteAddress: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
            headers: {
              authorization: `Bearer ${isEssPath(r.url) ? essToken : token}`,
              'content-type': form ? form.contentType : 'application/json',
            },
            ...(form
              ? { payload: form.payload }
              : r.payload !== undefined && { payload: JSON.stringify(r.payload) }),
          });
          sent++;
          area.sent++;
          if (res.statusCode >= 500) area.errors++;
          byStatus.set(res.statusCode, (byStatus.get(res.statusCode) ?? 0) + 1);
          if (res.statusCode === 401 || res.statusCode === 403) await restoreHr();
          if (res.statusCode >= 500) {
            errors++;
            const key = `${method} ${route.url}`;
            const seen = failures.get(key);
            if (seen) seen.count++;
            else {
              const cause = [...causes.values()].at(-1) ?? res.body;
              const body = JSON.stringify(r.multipart ?? r.payload)?.slice(0, 300);
              failures.set(key, { count: 1, first: `${res.statusCode} ${r.url} ${body} → ${cause}` });
            }
          }
        }
      }
    }
    const statuses = [...byStatus].sort(([a], [b]) => a - b).map(([code, n]) => `${code}: ${n}`);
    console.log(
      `fuzz: ${sent} requests over ${[...byArea.values()].reduce((n, a) => n + a.routes, 0)} routes, seed ${SEED}, ${errors} server errors (${statuses.join(', ')})`,
    );
    const areas = [...byArea].sort(([a], [b]) => a.localeCompare(b));
    console.log(
      areas
        .map(
          ([tag, a]) =>
            `  ${tag.padEnd(16)} ${String(a.routes).padStart(3)} routes ${String(a.sent).padStart(7)} requests ${a.errors} 5xx`,
        )
        .join('\n'),
    );
    expect([...failures].map(([route, f]) => `${route}: ${f.count} × 5xx, first: ${f.first}`)).toEqual([]);
  });
});
