import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { activeList, e, employeeAlias, inactiveList, m } from '../modules/employees/employees.sql';
import { employees } from '../modules/employees/employees.tables';
import { toQuery } from './prepared';

const dialect = new PgDialect();

describe('toQuery', () => {
  const cases: [string, SQL][] = [
    ['plain text', sql`SELECT 1`],
    ['an empty query', sql``],
    [
      'values of every kind, nested and joined',
      sql`SELECT ${1}, ${'a'}, ${null}, ${true}, ${new Date(0)} FROM t WHERE ${sql.join(
        [sql`a = ${2}`, sql`b = ${'x'}`, undefined as unknown as SQL],
        sql` AND `,
      )}`,
    ],
    ['identifiers, quotes included', sql`SELECT ${sql.identifier('we"ird')}.x FROM ${sql.identifier('t')}`],
    ['raw text and parameters', sql`SELECT ${sql.raw('x')} ${sql.param(5)} ${sql.param('y')}`],
    [
      'the employee fragments of a list',
      sql`SELECT ${activeList.columns}, ${inactiveList.columns} FROM ${e.table} ${activeList.joins}
        WHERE ${e.isActive} AND ${e.search('ana')} AND ${e.search('a')} AND ${e.search('2024-0')}
        AND ${m.isInactive} AND ${employeeAlias('x').activeMembers(m)} > ${0}`,
    ],
    // Not written by the fast path: drizzle's own writer answers, with the same result.
    ['an array of values', sql`SELECT * FROM t WHERE id IN ${[1, 2, 3]}`],
    ['a column', sql`SELECT ${employees.full_name} FROM employees WHERE ${employees.id} = ${3}`],
    ['a table', sql`SELECT * FROM ${employees}`],
    ['a JSON value', sql`SELECT ${{ a: 1 }}`],
    ['inlined parameters', sql`SELECT ${sql.raw('1')} ${sql`${'z'}`.inlineParams()}`],
  ];
  for (const [name, query] of cases) {
    it(`writes ${name} as drizzle does`, () => {
      const { sql: text, params } = dialect.sqlToQuery(query);
      expect(toQuery(query)).toEqual({ sql: text, params });
    });
  }
});
