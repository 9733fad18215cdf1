import { ROLES } from '@hris/domain/auth';
import type { Audience } from '@hris/domain/call';
import { sql } from 'drizzle-orm';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import type { Db } from '../db/client';
import { readPrepared } from '../db/prepared';
import { hashToken } from '../lib/tokens';

export type AuthUser = {
  id: number;
  role_id: number;
  tokenHash: string;
  tokenId: number;
  /** The employee the account belongs to: on self-service routes, the only one it can read or change. */
  employeeId: number | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** Routes reachable without a token (login, password reset, docs, health, the web app). */
    public?: boolean;
    /** Which token opens the route: HR's (the default) or employee self-service's (lib/calls.ts). */
    audience?: Audience;
  }
  interface FastifyInstance {
    /** Every route as it was registered, for the guards that walk the route table (tests). */
    routeTable: RouteOptions[];
    /** Minutes without a request after which a session ends (the guard's, and the file links' check). */
    sessionIdleMinutes: number;
  }
}

/** A session ends after this many minutes without a request (HRIS_SESSION_IDLE_MINUTES). */
export const DEFAULT_IDLE_MINUTES = 30;

/**
 * The 401 of every route that asks for a credential (the guard, a signed file link, the calendar
 * feed): the shared error shape. The web app signs out on any 401, whatever its body.
 */
export const UNAUTHENTICATED = { response: 'error', message: 'Unauthenticated.' } as const;

/** Replies 401 `UNAUTHENTICATED`. */
export const unauthenticated = (reply: FastifyReply) => reply.code(401).send(UNAUTHENTICATED);

/** Reads the bearer token of a request; null when there is none. */
export function bearerOf(header: string | undefined): string | null {
  const m = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return m?.[1] ?? null;
}

/** The 403 of a token that may not open a route (a role, or the other app's token). */
export const ACCESS_DENIED = { response: 'error', message: 'Access Denied !' } as const;

/**
 * Checks the bearer token of an active user, looked up on every request so that revocation takes
 * effect at once, against the route's audience: an HR route needs an HR token of an HR account, a
 * self-service route a self-service token of an account linked to an employee. Neither opens the
 * other's routes. Replies 401 or 403 itself and answers false when the request must stop.
 */
export async function authenticate(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  idleMinutes = DEFAULT_IDLE_MINUTES,
  audience: Audience = 'hr',
): Promise<boolean> {
  const token = bearerOf(req.headers.authorization);
  if (!token) {
    unauthenticated(reply);
    return false;
  }
  const tokenHash = hashToken(token);
  // A session idle longer than `idleMinutes` has ended, whatever its 12 hours say; a live one notes
  // its use, at most once a minute (so most requests stay one read).
  const rows = await readPrepared<{
    id: number;
    role_id: number;
    token_id: number;
    audience: Audience;
    employee_id: number | null;
  }>(
    db,
    sql`
    WITH live AS (
      SELECT t.id AS token_id, t.last_used_at, t.audience, u.id, u.role_id, u.employee_id
      FROM access_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = ${tokenHash} AND t.revoked_at IS NULL AND t.expires_at > now() AND u.status = 'active'
        AND t.last_used_at > now() - make_interval(mins => ${idleMinutes}::int)),
    used AS (
      UPDATE access_tokens SET last_used_at = now()
      WHERE id = (SELECT token_id FROM live) AND last_used_at < now() - interval '1 minute')
    SELECT id, role_id, token_id, audience, employee_id FROM live`,
  );
  const user = rows[0];
  if (!user) {
    unauthenticated(reply);
    return false;
  }
  const allowed =
    user.audience === audience && (audience === 'hr' ? user.role_id === ROLES.hr : user.employee_id !== null);
  if (!allowed) {
    reply.code(403).send(ACCESS_DENIED);
    return false;
  }
  req.user = {
    id: user.id,
    role_id: user.role_id,
    tokenHash,
    tokenId: user.token_id,
    employeeId: user.employee_id,
  };
  return true;
}

/**
 * The employee a self-service request reads and writes: the token's own, never one named in the
 * request. Only self-service routes call it, and their guard has made sure the account has one.
 */
export function ownEmployee(req: FastifyRequest): number {
  const id = req.user?.employeeId;
  if (id == null) throw new Error(`${req.method} ${req.url}: no employee behind this token.`);
  return id;
}

/**
 * Deny by default: every route registered on this app gets the guard in its own onRequest hooks when
 * it is registered, unless its config says `public: true`. The guard belongs to the route, so no way
 * of spelling a URL (percent-encoding, double slashes, dot segments) can reach a handler around it.
 * Must be called before any route is registered. Replies of guarded routes are never cached.
 */
export function registerAuth(app: FastifyInstance, db: Db, idleMinutes = DEFAULT_IDLE_MINUTES): void {
  app.decorateRequest('user', null);
  app.decorate('routeTable', []);
  app.decorate('sessionIdleMinutes', idleMinutes);
  const guard: onRequestHookHandler = async (req, reply) => {
    // Read at request time: a plugin may mark its routes public after this hook saw them.
    const { config, url } = req.routeOptions;
    // API replies (a token from login included) are never kept by a browser or a proxy.
    if (!config.public || url?.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
    if (config.public) return;
    if (!(await authenticate(db, req, reply, idleMinutes, config.audience ?? 'hr'))) return reply;
  };
  app.addHook('onRoute', (route) => {
    app.routeTable.push(route);
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [guard, ...own];
  });
}

const UNRESERVED = /%(2[DdEe]|3\d|[46][1-9A-Fa-f]|[57][0-9Aa]|5[Ff]|7[Ee])/g;

/**
 * The one spelling of a request path that the router sees: percent-encoded unreserved characters
 * decoded (`/ap%69` is `/api`), repeated slashes collapsed, `.` and `..` segments resolved. The query
 * string is left as it is.
 */
export function canonicalUrl(url: string): string {
  const q = url.indexOf('?');
  const rawPath = q === -1 ? url : url.slice(0, q);
  const decoded = rawPath.replace(UNRESERVED, (m) => String.fromCharCode(Number.parseInt(m.slice(1), 16)));
  const out: string[] = [];
  const segments = decoded.split('/');
  segments.forEach((seg, i) => {
    const last = i === segments.length - 1;
    if (seg === '..') out.pop();
    else if (seg !== '.' && (seg !== '' || last)) out.push(seg);
    if (last && (seg === '.' || seg === '..')) out.push('');
  });
  const path = `/${out.join('/')}`;
  return q === -1 ? path : path + url.slice(q);
}
