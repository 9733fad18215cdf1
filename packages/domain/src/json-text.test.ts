import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fromJsonText, MAX_JSON_DEPTH, nestsTooDeep } from './json-text';

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('nestsTooDeep', () => {
  it('counts lists and objects up to the limit, and one more is too deep', () => {
    expect(nestsTooDeep(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(nestsTooDeep(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(nestsTooDeep(`${'{"a":'.repeat(65)}1${'}'.repeat(65)}`)).toBe(true);
    expect(nestsTooDeep('[{"a":[1,{"b":[]}]},[]]', 5)).toBe(false);
    expect(nestsTooDeep('[{"a":[1,{"b":[]}]},[]]', 4)).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestsTooDeep(`["${'['.repeat(100)}"]`)).toBe(false);
    expect(nestsTooDeep(`["\\"${'{'.repeat(100)}"]`)).toBe(false);
    expect(nestsTooDeep(`["\\\\", ${nested(70)}]`)).toBe(true);
  });

  it('reads 7,000 levels and a megabyte without recursion', () => {
    expect(nestsTooDeep(nested(7000))).toBe(true);
    expect(nestsTooDeep(nested(500_000))).toBe(true);
  });
});

describe('fromJsonText', () => {
  const list = z.preprocess(fromJsonText('rows'), z.array(z.unknown()));

  it('parses JSON text and leaves other values and text that is not JSON as they are', () => {
    expect(list.parse('[1,[2]]')).toEqual([1, [2]]);
    expect(list.parse([3])).toEqual([3]);
    expect(list.safeParse('not json').success).toBe(false);
  });

  it('refuses text nested deeper than the limit on the field, with a clear message', () => {
    expect(list.parse(nested(MAX_JSON_DEPTH))).toHaveLength(1);
    const refused = list.safeParse(nested(7000));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.message)).toEqual([
      'The rows nests lists or objects more than 64 levels deep.',
    ]);
  });
});
