import type { errorResponseBuilderContext } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';

/**
 * What a public route (no token) may cost. Each has a rate limit per address: its own
 * (`config.rateLimit` of the route, counted by @fastify/rate-limit in memory, so per node) or its
 * context's (`limitContext`), or says on purpose that it has none (`rateLimit: false`: the probes and
 * the web app's files; docs/security.md#headers-and-limits says why). Routes behind the HR guard are not limited here.
 */
export type RateLimit = { max: number; timeWindow: string };

/** The body a public JSON call may send (a login, a reset): ample for its fields, small to parse. */
export const PUBLIC_BODY_LIMIT = 16 * 1024;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The limit that every route of a plugin's context counts against together (the API docs). */
    sharedRateLimit?: RateLimit;
  }
}

/** The words of a 429: what happened and when to try again (the plugin sets Retry-After). */
export const rateLimitMessage = (ctx: errorResponseBuilderContext) =>
  `Too many requests from your address. Please try again in ${ctx.after}.`;

/** The reply of every limit: the shared error shape, through the error handler. */
export const tooManyRequests = (_req: FastifyRequest, ctx: errorResponseBuilderContext) =>
  new AppError(ctx.statusCode, rateLimitMessage(ctx));

/**
 * One limit for every route of this context (a plugin's routes, whose options we do not write): one
 * count per address across them all.
 */
export function limitContext(scope: FastifyInstance, limit: RateLimit): void {
  scope.addHook('onRequest', scope.rateLimit(limit));
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, sharedRateLimit: limit };
  });
}
