import { MAX_JSON_DEPTH, nestsTooDeep, tooDeepMessage } from '@hris/domain/json-text';
import { unstorableText } from '@hris/domain/text';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Path = (string | number)[];

const labelOf = (path: Path) =>
  String(path.findLast((p) => typeof p === 'string') ?? 'value').replaceAll('_', ' ');

/** Text that may be JSON a domain schema parses (`jsonArray`, calendar rows): a list or an object. */
const JSON_TEXT = /^\s*[[{]/;

/**
 * Each text (value or key) of a request part that PostgreSQL cannot store, and each value or JSON
 * text nested deeper than MAX_JSON_DEPTH, with why. Walked with a stack of its own, never by
 * recursion, so no request can overflow the call stack here.
 */
function refusals(value: unknown): { path: Path; message: string }[] {
  const out: { path: Path; message: string }[] = [];
  const check = (text: string, at: Path) => {
    const message =
      unstorableText(text, labelOf(at)) ??
      (JSON_TEXT.test(text) && nestsTooDeep(text) ? tooDeepMessage(`The ${labelOf(at)}`) : undefined);
    if (message) out.push({ path: at, message });
    return message;
  };
  // Each entry's key is checked when the entry is taken, so the refusals come in the body's order.
  type Entry = { value: unknown; path: Path; depth: number; key?: string };
  const stack: Entry[] = [{ value, path: [], depth: 0 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value: v, path, depth, key } = next;
    if (key !== undefined && check(key, path)) continue;
    if (typeof v === 'string') check(v, path);
    else if (v && typeof v === 'object') {
      // a multipart part sent as application/json arrives parsed, however deep its text was
      if (depth >= MAX_JSON_DEPTH) {
        out.push({ path, message: tooDeepMessage(`The ${labelOf(path)}`) });
        continue;
      }
      const children: Entry[] = Array.isArray(v)
        ? v.map((item, i) => ({ value: item, path: [...path, i], depth: depth + 1 }))
        : Object.entries(v).map(([k, item]) => ({
            value: item,
            path: [...path, k],
            depth: depth + 1,
            key: k,
          }));
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
    }
  }
  return out;
}

/** Refuses NUL characters, lone surrogates and deep nesting anywhere in a request part, as a 422 on each field. */
const storableOnly = z.unknown().superRefine((value, ctx) => {
  for (const { path, message } of refusals(value)) ctx.addIssue({ code: 'custom', path, message });
});
type RouteDef = Parameters<typeof zodValidatorCompiler>[0];
const checkStorable = zodValidatorCompiler({ schema: storableOnly } as unknown as RouteDef);

/**
 * Every route's request schemas (zod, from packages/domain), with the rules that hold for every
 * field of every route decided here once: no text may carry a NUL character or a lone surrogate,
 * and nothing may nest lists or objects deeper than MAX_JSON_DEPTH (as values or as JSON text).
 */
export const validatorCompiler: FastifySchemaCompiler<FastifySchema> = (route) => {
  const validate = zodValidatorCompiler(route as unknown as RouteDef);
  return (data) => {
    const refused = checkStorable(data);
    return typeof refused === 'object' && 'error' in refused && refused.error ? refused : validate(data);
  };
};
