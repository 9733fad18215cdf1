import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import { z } from 'zod';
import { users } from '../../src/modules/auth/auth.tables';
import { canonicalUrl } from '../../src/plugins/auth';
import { createUser, type TestApp, tokenFor } from '../app';
import { hireVia, makeOrg } from '../fixtures';
import { pdf, png } from '../sample-files';

/**
 * The route table as the guards walk it (`app.routeTable`, filled by the auth hook): every route and
 * method the app answers, so that a route added later is walked the day it lands.
 */
export type Walked = { method: string; url: string; route: RouteOptions };

export function walk(app: FastifyInstance): Walked[] {
  const out: Walked[] = [];
  for (const route of app.routeTable) {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      // The API docs are Swagger UI's own files.
      if (route.url.startsWith('/api/docs')) continue;
      out.push({ method, url: route.url, route });
    }
  }
  return out;
}

/** Methods whose requests carry a body. */
export const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The text fields of a multipart route (`config.multipart`), or undefined for a JSON route. */
export const multipartOf = (r: Walked): z.ZodType | undefined =>
  (r.route.config as { multipart?: z.ZodType } | undefined)?.multipart;

/** The field names of an object schema, through the wrappers zod puts around it. */
export function fieldsOf(schema: unknown): string[] {
  let s = schema as z.ZodType | undefined;
  for (let i = 0; i < 10 && s; i++) {
    if (s instanceof z.ZodObject) return Object.keys(s.shape);
    const def = (s as unknown as { _zod: { def: { in?: z.ZodType; innerType?: z.ZodType } } })._zod.def;
    s = def.innerType ?? def.in;
  }
  return [];
}

/** A concrete path of a route: each parameter the first value of its enum, a year 2026, else 1. */
export function concrete(r: Walked, value?: (name: string) => string | undefined): string {
  const params = r.route.schema?.params;
  const shape = params instanceof z.ZodObject ? params.shape : {};
  return r.url
    .replace(/:(\w+)(\([^)]*\))?/g, (_m, name: string) => {
      const given = value?.(name);
      if (given !== undefined) return given;
      const param = shape[name];
      if (param instanceof z.ZodEnum) return String(param.options[0]);
      return name === 'year' ? '2026' : '1';
    })
    .replace(/\*$/, 'x');
}

/**
 * An HR user whose tokens the walk can keep using: a request may log it out, change its role or
 * revoke its sessions, so `renew()` makes the user HR and active again with fresh tokens. The user is
 * an employee too, with a self-service token for the self-service routes (`tokenFor`).
 */
export async function walkingHr(t: TestApp, name: string) {
  const user = await createUser(t.db, { name, role_id: 5 });
  const employee = await hireVia(t, await makeOrg(t));
  await t.db.update(users).set({ employee_id: employee }).where(eq(users.id, user.id));
  const hr = {
    token: await tokenFor(t.db, user.id),
    essToken: await tokenFor(t.db, user.id, undefined, 'ess'),
    /** The token that opens a path: self-service's under /api/ess/, HR's elsewhere. */
    tokenFor: (url: string) => (isEssPath(url) ? hr.essToken : hr.token),
    async renew() {
      await t.db
        .update(users)
        .set({ role_id: 5, status: 'active', employee_id: employee })
        .where(eq(users.id, user.id));
      hr.token = await tokenFor(t.db, user.id);
      hr.essToken = await tokenFor(t.db, user.id, undefined, 'ess');
    },
  };
  return hr;
}

/** A self-service path, which only a self-service token opens (its spelling as the router reads it). */
export const isEssPath = (url: string) => canonicalUrl(url).startsWith('/api/ess/');

/** A part of a multipart body: a text field (a JSON part when `type` says so) or a file. */
export type Part = { name: string; value: string | Buffer; type?: string; filename?: string };

/** The bytes and headers of a multipart body, written part by part as a browser or a script sends it. */
export function formOf(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----hris-walk-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const file = p.filename !== undefined ? `; filename="${p.filename}"` : '';
    const type = p.type ? `\r\nContent-Type: ${p.type}` : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${file}${type}\r\n\r\n`),
      Buffer.from(p.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * A file the multipart route takes (its `config.uploads.allow`), so that its text fields are read:
 * a route refuses an upload without a file before it looks at them.
 */
export function acceptedFile(r: Walked): Part {
  const uploads = (r.route.config as { uploads?: { allow?: readonly string[]; field?: string } } | undefined)
    ?.uploads;
  const allow = uploads?.allow ?? ['pdf'];
  const name = `${uploads?.field ?? 'files'}[0]`;
  if (allow.includes('pdf')) return { name, filename: 'notice.pdf', type: 'application/pdf', value: pdf() };
  if (allow.includes('png')) return { name, filename: 'photo.png', type: 'image/png', value: png() };
  return { name: 'file', filename: 'rows.csv', type: 'text/csv', value: 'emp_id,date\n' };
}

type Hr = Awaited<ReturnType<typeof walkingHr>>;
let sent = 0;

/**
 * One request of a walk, as the walking HR user and from an address of its own (a public route's
 * rate limit would otherwise stop the walk). A request the guard refused because an earlier one
 * logged the user out or took its role is sent again with a fresh token.
 */
export async function send(
  t: { app: FastifyInstance },
  hr: Hr,
  r: {
    method: string;
    url: string;
    payload?: string | Buffer;
    contentType?: string;
    headers?: Record<string, string>;
  },
): Promise<LightMyRequestResponse> {
  const once = () =>
    t.app.inject({
      method: r.method as 'GET',
      url: r.url,
      remoteAddress: `10.${(++sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
      headers: {
        authorization: `Bearer ${hr.tokenFor(r.url)}`,
        ...(r.contentType && { 'content-type': r.contentType }),
        ...r.headers,
      },
      ...(r.payload !== undefined && { payload: r.payload }),
    });
  const res = await once();
  const refused = res.statusCode === 401 || (res.statusCode === 403 && res.body.includes('Access Denied'));
  if (!refused) return res;
  await hr.renew();
  return once();
}
