import { nestsTooDeep, tooDeepMessage } from '@hris/domain/json-text';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors';

const PROTO = 'The request has a field named "__proto__", which is not allowed.';
const CONSTRUCTOR =
  'The request has a field named "constructor" holding a "prototype", which is not allowed.';

/** Text that may name `__proto__` or `constructor` once parsed (directly or through \u escapes). */
const SUSPECT = /__proto__|constructor|\\u/;

/** Refuses the keys that change an object's prototype when code copies a parsed body with assignment. */
function refusePrototypeKeys(key: string, value: unknown): unknown {
  if (key === '__proto__') throw new AppError(400, PROTO);
  if (
    key === 'constructor' &&
    value !== null &&
    typeof value === 'object' &&
    Object.hasOwn(value, 'prototype')
  )
    throw new AppError(400, CONSTRUCTOR);
  return value;
}

/**
 * A JSON body as the routes get it. Refused with 400 and the error shape, before anything walks it:
 * an empty body, text that is not JSON, lists and objects nested more than MAX_JSON_DEPTH levels
 * (measured on the text, without recursion, before JSON.parse builds anything), and the keys
 * `__proto__` and `constructor.prototype` at any depth (as Fastify's own parser refuses them).
 */
export function parseJsonBody(text: string): unknown {
  if (text === '') throw new AppError(400, 'The request says it sends JSON, but its body is empty.');
  if (nestsTooDeep(text)) throw new AppError(400, tooDeepMessage('The request'));
  try {
    return SUSPECT.test(text) ? JSON.parse(text, refusePrototypeKeys) : JSON.parse(text);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError(400, 'The body of the request is not valid JSON.');
  }
}

/**
 * The app's one JSON body parser (every `application/json` request, whatever the route), and the
 * same refusal of `__proto__` for the query string. Multipart fields of those names are refused by
 * @fastify/multipart (any name of Object.prototype: 400). Must run before routes are registered.
 */
export function registerRequestParsing(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
  // After the guard (a request without a token is still a 401) and before any validation.
  app.addHook('preValidation', async (req) => {
    const query = req.query;
    if (query && typeof query === 'object' && Object.hasOwn(query, '__proto__'))
      throw new AppError(400, 'The query string has a parameter named "__proto__", which is not allowed.');
  });
}
