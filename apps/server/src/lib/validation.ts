import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Path = (string | number)[];

/** Where a value holds text with a NUL character, which no PostgreSQL text column can store. */
function nulPaths(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) out.push(path);
  } else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) nulPaths(v, [...path, i], out);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k.includes('\u0000')) out.push([...path, k]);
      else nulPaths(v, [...path, k], out);
    }
  }
  return out;
}

const labelOf = (path: Path) =>
  String(path.findLast((p) => typeof p === 'string') ?? 'value').replaceAll('_', ' ');

/** Refuses NUL characters anywhere in a request part, as a 422 on each field that has one. */
const noNul = z.unknown().superRefine((value, ctx) => {
  for (const path of nulPaths(value)) {
    ctx.addIssue({ code: 'custom', path, message: `The ${labelOf(path)} may not contain a NUL character.` });
  }
});
type RouteDef = Parameters<typeof zodValidatorCompiler>[0];
const checkNul = zodValidatorCompiler({ schema: noNul } as unknown as RouteDef);

/**
 * Every route's request schemas (zod, from packages/domain), with the rules that hold for every
 * field of every route decided here once: no text may carry a NUL character.
 */
export const validatorCompiler: FastifySchemaCompiler<FastifySchema> = (route) => {
  const validate = zodValidatorCompiler(route as unknown as RouteDef);
  return (data) => {
    const nul = checkNul(data);
    return typeof nul === 'object' && 'error' in nul && nul.error ? nul : validate(data);
  };
};
