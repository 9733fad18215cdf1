import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable';
import { describeError } from '../lib/describe-error';
import { AppError, fieldErrors } from '../lib/errors';

const SERVER_ERROR = 'Something went wrong on the server. Please try again.';

/** Fastify's and its plugins' messages that would puzzle the person reading them, by code. */
const PLAIN_WORDS = new Map([
  ['FST_PROTO_VIOLATION', 'A field of the upload has a name that is not allowed.'],
  ['FST_ERR_CTP_INVALID_JSON_BODY', 'The body of the request is not valid JSON.'],
  ['FST_ERR_CTP_EMPTY_JSON_BODY', 'The request says it sends JSON, but its body is empty.'],
]);

/**
 * One reply shape for every failure (docs/api.md#errors): `{response: "error", message}`, plus
 * `errors` per field on a 422. Unknown /api paths are a JSON 404; a 500 never shows a stack; a lost or
 * refused database connection is a 503 with Retry-After.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    try {
      return replyTo(err, req, reply);
    } catch (failed) {
      // The handler itself is never what fails: whatever a request held, the reply keeps our shape.
      req.log.error({ err: failed }, 'the error handler failed');
      return reply.code(500).send({ response: 'error', message: SERVER_ERROR });
    }
  });

  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || req.url === '/api') {
      return reply
        .code(404)
        .send({ response: 'error', message: `No API route ${req.method} ${req.url.split('?')[0]}.` });
    }
    return reply.code(404).send({ response: 'error', message: 'Not found.' });
  });
}

function replyTo(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(err)) {
    // Keyed by the field names the request chose ("constructor", "toString", ...).
    const errors = fieldErrors();
    for (const v of err.validation) {
      const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
      errors[field] = [...(errors[field] ?? []), v.message ?? 'Invalid value.'];
    }
    const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
    return reply.code(422).send({ response: 'error', message: first, errors });
  }
  if (err instanceof AppError) {
    if (err.headers) reply.headers(err.headers);
    return reply.code(err.statusCode).send({
      response: 'error',
      message: err.message,
      ...(err.errors && { errors: err.errors }),
      ...err.extra,
    });
  }
  // The database is restarting or out of reach: try again shortly, not "something went wrong".
  if (isDatabaseUnavailable(err)) {
    req.log.warn(`database unavailable: ${describeError(err).split('\n')[0]}`);
    return reply.code(503).header('Retry-After', '5').send({
      response: 'error',
      message: 'The database is not available at the moment. Please try again in a few seconds.',
    });
  }
  const status = err.statusCode ?? 500;
  if (status >= 500) {
    req.log.error({ err }, 'request failed');
    return reply.code(500).send({ response: 'error', message: SERVER_ERROR });
  }
  // A body over the route's limit: say the limit, which differs between calls
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    const kb = Math.floor(req.routeOptions.bodyLimit / 1024);
    const limit = kb >= 1024 ? `${Math.floor(kb / 1024)} MB` : `${kb} KB`;
    return reply.code(413).send({
      response: 'error',
      message: `The request is larger than ${limit}, the most this call takes.`,
    });
  }
  // Fastify's and its plugins' own 4xx (unsupported media type, rate limit, a multipart field named
  // after a property of Object.prototype), in our words where theirs would puzzle
  return reply.code(status).send({ response: 'error', message: PLAIN_WORDS.get(err.code) ?? err.message });
}
