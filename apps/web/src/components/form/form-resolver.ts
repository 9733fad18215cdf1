import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * zodResolver for a form whose values are the inputs' own types (text '' for empty, a select's
 * number | null, rows of strings) rather than the schema's loose z.input (unknown for JSON lists,
 * string | number for money). The schema still decides what is valid and transforms the values
 * into exactly what the server validates (z.output).
 */
export function formResolver<V extends FieldValues, S extends z.ZodType>(
  schema: S,
): Resolver<V, unknown, z.output<S>> {
  return zodResolver(schema as never) as unknown as Resolver<V, unknown, z.output<S>>;
}
