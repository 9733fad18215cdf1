import { unstorableText } from '@hris/domain/text';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Path = (string | number)[];

const labelOf = (path: Path) =>
  String(path.findLast((p) => typeof p === 'string') ?? 'value').replaceAll('_', ' ');

/** Each text (value or key) of a request part that PostgreSQL cannot store, with why. */
function unstorable(value: unknown, path: Path = [], out: { path: Path; message: string }[] = []) {
  const check = (text: string, at: Path) => {
    const message = unstorableText(text, labelOf(at));
    if (message) out.push({ path: at, message });
    return message;
  };
  if (typeof value === 'string') check(value, path);
  else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) unstorable(v, [...path, i], out);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (!check(k, [...path, k])) unstorable(v, [...path, k], out);
    }
  }
  return out;
}

/** Refuses NUL characters and lone surrogates anywhere in a request part, as a 422 on each field. */
const storableOnly = z.unknown().superRefine((value, ctx) => {
  for (const { path, message } of unstorable(value)) ctx.addIssue({ code: 'custom', path, message });
});
type RouteDef = Parameters<typeof zodValidatorCompiler>[0];
const checkStorable = zodValidatorCompiler({ schema: storableOnly } as unknown as RouteDef);

/**
 * Every route's request schemas (zod, from packages/domain), with the rules that hold for every
 * field of every route decided here once: no text may carry a NUL character or a lone surrogate.
 */
export const validatorCompiler: FastifySchemaCompiler<FastifySchema> = (route) => {
  const validate = zodValidatorCompiler(route as unknown as RouteDef);
  return (data) => {
    const refused = checkStorable(data);
    return typeof refused === 'object' && 'error' in refused && refused.error ? refused : validate(data);
  };
};
