import {
  type ApiCall,
  audienceOf,
  type BodyOf,
  isFileReply,
  type ParamsOf,
  type QueryOf,
} from '@hris/domain/call';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import { z } from 'zod';

/** The request a call's handler reads: params, query and body as the call's schemas give them. */
export type CallRequest<C extends ApiCall> = FastifyRequest<{
  Params: ParamsOf<C>;
  Querystring: QueryOf<C>;
  Body: BodyOf<C>;
}>;

/** What a handler returns: the call's reply (checked against its schema), or the reply it sent itself. */
type HandlerResult<C extends ApiCall> = C['reply'] extends z.ZodType
  ? z.input<C['reply']> | FastifyReply
  : FastifyReply;

export type CallHandler<C extends ApiCall> = (
  req: CallRequest<C>,
  reply: FastifyReply,
) => HandlerResult<C> | Promise<HandlerResult<C>>;

/** What a route adds to its call: its guard and limits (`config`), its body limit. */
export type RouteExtras = Pick<RouteShorthandOptions, 'bodyLimit'> & {
  config?: Record<string, unknown> & { public?: boolean };
};

/**
 * The route schema of a call: exactly what the routes declared by hand before, so validation (the
 * validator compiler of lib/validation.ts), the 422s, the OpenAPI document and the API tests' reply
 * checks read it as they did.
 */
export function routeSchema(call: ApiCall, tags: readonly string[]): FastifySchema {
  const ok = isFileReply(call.reply)
    ? { content: Object.fromEntries(call.reply.file.map((type) => [type, { schema: z.string() }])) }
    : call.reply;
  return {
    tags: [...tags],
    summary: call.summary,
    ...(call.description && { description: call.description }),
    ...(call.public && { security: [] }),
    ...(call.multipart && { consumes: ['multipart/form-data'] }),
    ...(call.params && { params: call.params }),
    ...(call.query && { querystring: call.query }),
    ...(call.body && { body: call.body }),
    response: { 200: ok, ...call.replies },
  };
}

/**
 * Registers routes from their calls, under `tags` (the area in the API docs): `route(call, handler,
 * extras)`. The guard stays the route's own: every route is guarded unless its `config` says
 * `public: true` (plugins/auth.ts), and a call declared public must be registered so, and the reverse,
 * or the app does not start. The call's audience goes into the route's config, where the guard reads
 * which token opens it; a self-service call lives under `ess/` and nothing else does.
 */
export function routesFor(app: FastifyInstance, tags: readonly string[]) {
  return <C extends ApiCall>(call: C, handler: CallHandler<C>, extras: RouteExtras = {}): void => {
    if ((extras.config?.public === true) !== (call.public === true))
      throw new Error(
        `${call.method} /api/${call.path} is declared ${call.public ? '' : 'not '}public but registered otherwise.`,
      );
    const audience = audienceOf(call);
    if ((audience === 'ess') !== (call.path === 'ess' || call.path.startsWith('ess/')))
      throw new Error(
        `${call.method} /api/${call.path}: self-service calls, and only they, live under ess/.`,
      );
    // The call goes with the route, so the guards of `npm test` can tell a declared route from any other.
    const config = {
      ...extras.config,
      call,
      audience,
      ...(call.multipart && { multipart: call.multipart }),
    };
    app.route({
      method: call.method,
      url: `/${call.path}`,
      schema: routeSchema(call, tags),
      config,
      ...(extras.bodyLimit !== undefined && { bodyLimit: extras.bodyLimit }),
      handler: handler as RouteHandlerMethod,
    });
  };
}
