import { type SQL, sql } from 'drizzle-orm';

/** The element types the app sends arrays of. */
export type PgElement = 'int' | 'smallint' | 'bigint' | 'text' | 'date' | 'time' | 'timestamptz' | 'cidr';

const INTEGER_RANGE: Partial<Record<PgElement, readonly [number, number]>> = {
  smallint: [-32768, 32767],
  int: [-2147483648, 2147483647],
  bigint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
};

/**
 * A list of values as ONE typed parameter: `id = ANY(${pgArray('int', ids)})`,
 * `unnest(${pgArray('int', a)}, ${pgArray('date', b)})`. The statement's text does not depend on how
 * many values there are (one prepared statement, one plan), and node-postgres writes the array literal
 * itself, quoting and escaping each element, so a comma, quote, brace or backslash stays inside its
 * element and an empty list is `{}`. (A drizzle template alone sends a JS array as one parameter per
 * value; a literal built by joining with commas splits or breaks on such characters.) `null` is NULL.
 *
 * A value PostgreSQL could not take is refused here, as a programming error, before any query: a
 * number that is not an integer of the element's range, a text holding NUL (PostgreSQL text never
 * holds one; request texts are refused with a 422 by lib/validation.ts before they get this far).
 */
export function pgArray(type: PgElement, values: readonly (string | number | null)[]): SQL {
  const range = INTEGER_RANGE[type];
  for (const v of values) {
    if (v === null) continue;
    if (range) {
      if (typeof v !== 'number' || !Number.isInteger(v) || v < range[0] || v > range[1])
        throw new RangeError(`Not a ${type}: ${String(v)}`);
    } else if (typeof v !== 'string' || v.includes('\0')) {
      throw new RangeError(`Not a ${type} text: ${JSON.stringify(v)}`);
    }
  }
  return sql`${sql.param(values)}::${sql.raw(type)}[]`;
}
