import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type TestApp, testApp } from '../app';
import { walk } from './route-table';

/**
 * The OpenAPI document (`/api/docs/json`) is made from the calls' declarations: this walks it and the
 * route table behind it, so a call added later is checked the day it lands.
 */

type Operation = {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: { required?: string[] } }> };
};
type Document = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await testApp();
  await t.app.ready();
  doc = t.app.swagger() as unknown as Document;
});
afterAll(() => t.close());

function operations(): { key: string; op: Operation }[] {
  const out: { key: string; op: Operation }[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(methods))
      out.push({ key: `${method.toUpperCase()} ${path}`, op });
  }
  return out;
}

/** The fields a validator refuses when they are missing: exactly those the document must call required. */
function requiredBy(schema: unknown): string[] | null {
  if (!(schema instanceof z.ZodObject)) return null;
  return Object.entries(schema.shape as Record<string, z.ZodType>)
    .filter(([, field]) => !field.safeParse(undefined).success)
    .map(([name]) => name)
    .sort();
}

describe('the OpenAPI document', () => {
  it('documents the reply of every operation', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(150);
    const missing = all
      .filter(({ op }) =>
        Object.entries(op.responses ?? {}).every(
          ([code, r]) => !/^2/.test(code) || !Object.values(r.content ?? {}).some((c) => c.schema),
        ),
      )
      .map(({ key }) => key);
    expect(missing).toEqual([]);
  });

  it('comes from the calls: every /api route is registered from its declaration', () => {
    const byHand = walk(t.app)
      .filter((r) => r.url.startsWith('/api/') && !(r.route.config as { call?: unknown } | undefined)?.call)
      .map((r) => `${r.method} ${r.url}`);
    expect(byHand).toEqual([]);
  });

  it('marks required exactly the fields the server requires', () => {
    const wrong: string[] = [];
    for (const r of walk(t.app)) {
      if (!r.url.startsWith('/api/')) continue;
      const path = r.url.replace(/:(\w+)(\([^)]*\))?/g, '{$1}');
      const op = doc.paths[path]?.[r.method.toLowerCase()];
      if (!op) continue;
      const body = requiredBy(r.route.schema?.body);
      if (body) {
        const json = op.requestBody?.content?.['application/json']?.schema?.required ?? [];
        if (JSON.stringify([...json].sort()) !== JSON.stringify(body))
          wrong.push(`${r.method} ${r.url} body: documented ${json.join(',')}; required ${body.join(',')}`);
      }
      for (const [where, schema] of [
        ['query', r.route.schema?.querystring],
        ['path', r.route.schema?.params],
      ] as const) {
        const needed = requiredBy(schema);
        if (!needed) continue;
        const documented = (op.parameters ?? [])
          .filter((p) => p.in === where && p.required)
          .map((p) => p.name)
          .sort();
        if (JSON.stringify(documented) !== JSON.stringify(needed))
          wrong.push(
            `${r.method} ${r.url} ${where}: documented ${documented.join(',')}; required ${needed.join(',')}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });
});
