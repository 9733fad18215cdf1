import { ROLES } from '@hris/domain/auth';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { readPrepared } from '../db/prepared';
import { hashToken } from '../lib/tokens';

export type AuthUser = { id: number; role_id: number; tokenHash: string };

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** Routes reachable without a token (login, password reset, docs). */
    public?: boolean;
  }
}

/** Reads the bearer token of a request; null when there is none. */
export function bearerOf(header: string | undefined): string | null {
  const m = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return m?.[1] ?? null;
}

/**
 * Every /api route needs a valid token of an active HR user, unless it is marked public.
 * The token is looked up on every request so that revocation takes effect at once.
 */
export function registerAuth(app: FastifyInstance, db: Db): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (req, reply) => {
    // Unknown paths (no routeOptions.url) fall through to the JSON 404.
    if (!req.url.startsWith('/api/') || !req.routeOptions.url || req.routeOptions.config.public) return;
    const token = bearerOf(req.headers.authorization);
    if (!token) return reply.code(401).send({ message: 'Unauthenticated.' });
    const tokenHash = hashToken(token);
    const rows = await readPrepared<{ id: number; role_id: number }>(
      db,
      sql`
      SELECT u.id, u.role_id FROM access_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = ${tokenHash} AND t.revoked_at IS NULL AND t.expires_at > now() AND u.status = 'active'`,
    );
    const user = rows[0];
    if (!user) return reply.code(401).send({ message: 'Unauthenticated.' });
    if (user.role_id !== ROLES.hr)
      return reply.code(403).send({ response: 'error', message: 'Access Denied !' });
    req.user = { ...user, tokenHash };
  });
}
