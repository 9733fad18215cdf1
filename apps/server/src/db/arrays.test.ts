import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../test/app';
import { type PgElement, pgArray } from './arrays';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const roundTrip = async (type: PgElement, values: (string | number | null)[]) =>
  (await t.db.execute<{ a: unknown[] }>(sql`SELECT ${pgArray(type, values)}::text[] AS a`)).rows[0]!.a;

const HOSTILE_TEXTS = [
  'a,b',
  'say "hi"',
  '{braces}',
  '}{',
  'back\\slash',
  '\\"',
  ' padded ',
  '',
  'NULL',
  'null',
  "it's",
  "'); DROP TABLE employees; --",
  'Niño – 日本 🙂',
  'x'.repeat(10_000),
];

describe('pgArray', () => {
  it('sends every text as it is: commas, quotes, braces, backslashes, blanks and the word NULL', async () => {
    expect(await roundTrip('text', HOSTILE_TEXTS)).toEqual(HOSTILE_TEXTS);
  });

  it('sends null as NULL, beside a text that reads "NULL"', async () => {
    expect(await roundTrip('text', [null, 'NULL', null])).toEqual([null, 'NULL', null]);
    expect(await roundTrip('int', [1, null, 3])).toEqual(['1', null, '3']);
  });

  it('finds exactly the texts it holds, each one element', async () => {
    const { rows } = await t.db.execute<{ x: string }>(sql`
      SELECT x FROM (VALUES ('a'), ('b'), ('a,b'), ('{e}'), ('"q"')) v(x)
      WHERE x = ANY(${pgArray('text', ['a,b', '{e}', '"q"', 'zz'])}) ORDER BY x`);
    expect(rows.map((r) => r.x)).toEqual(['"q"', 'a,b', '{e}']);
  });

  it('takes an empty list: it matches nothing and unnests to no row', async () => {
    const { rows } = await t.db.execute(sql`SELECT 1 FROM employees WHERE id = ANY(${pgArray('int', [])})`);
    expect(rows).toEqual([]);
    const { rows: none } = await t.db.execute(
      sql`SELECT * FROM unnest(${pgArray('int', [])}, ${pgArray('text', [])}) AS n(id, name)`,
    );
    expect(none).toEqual([]);
    expect(await roundTrip('text', [])).toEqual([]);
  });

  it('takes the ends of each integer range', async () => {
    expect(await roundTrip('int', [-2147483648, 0, 2147483647])).toEqual(['-2147483648', '0', '2147483647']);
    expect(await roundTrip('smallint', [-32768, 32767])).toEqual(['-32768', '32767']);
    expect(await roundTrip('bigint', [Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER])).toEqual([
      String(Number.MAX_SAFE_INTEGER),
      String(Number.MIN_SAFE_INTEGER),
    ]);
  });

  it('refuses, before any query, a number its type cannot hold and a text with NUL', () => {
    const refused: [PgElement, (string | number | null)[]][] = [
      ['int', [2147483648]],
      ['int', [-2147483649]],
      ['int', [1.5]],
      ['int', [Number.NaN]],
      ['int', [Number.POSITIVE_INFINITY]],
      ['int', ['1']],
      ['smallint', [32768]],
      ['bigint', [2 ** 53]],
      ['text', ['a\0b']],
      ['text', [1]],
      ['date', ['\0']],
    ];
    for (const [type, values] of refused)
      expect(() => pgArray(type, values), `${type} ${String(values[0])}`).toThrow(RangeError);
  });

  it('sends dates, times, moments and address ranges, nulls among them', async () => {
    const { rows } = await t.db.execute<{ d: string[]; tm: string[]; c: string[]; ts: string[] }>(sql`
      SELECT ${pgArray('date', ['2026-11-27', null])}::text[] AS d,
        ${pgArray('time', ['08:30:00', null])}::text[] AS tm,
        ${pgArray('cidr', ['10.0.0.0/8', '2001:db8::/32'])}::text[] AS c,
        (SELECT array_agg(to_char(x AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI')) FROM
          unnest(${pgArray('timestamptz', ['2026-11-27T01:02:03Z'])}) x) AS ts`);
    expect(rows[0]).toEqual({
      d: ['2026-11-27', null],
      tm: ['08:30:00', null],
      c: ['10.0.0.0/8', '2001:db8::/32'],
      ts: ['2026-11-27 01:02'],
    });
  });

  it('is one parameter, so the statement is the same text for any number of values', () => {
    const of = (ids: number[]) =>
      new PgDialect().sqlToQuery(sql`SELECT 1 FROM employees WHERE id = ANY(${pgArray('int', ids)})`);
    expect(of([1]).sql).toBe(of([1, 2, 3, 4, 5]).sql);
    expect(of([]).params).toEqual([[]]);
  });
});

describe('the server', () => {
  // An interpolation cast to an array type, or a literal joined with commas, is an array sent by hand.
  const BY_HAND = /\}::(?:int|smallint|bigint|text|date|time|timestamptz|cidr|inet)\[\]|\.join\(','\)\}\}/;
  const src = new URL('..', import.meta.url);

  it('sends every array through pgArray', () => {
    const found = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .flatMap((f) =>
        readFileSync(new URL(f, src), 'utf8')
          .split('\n')
          .flatMap((line, i) => (BY_HAND.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(found).toEqual([]);
  });
});
