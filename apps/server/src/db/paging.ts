import { type Order, type Paged, pageMeta } from '@hris/domain/paging';
import { type SQL, sql } from 'drizzle-orm';
import { RawJson } from '../lib/wire';
import type { Db } from './client';
import { readPrepared } from './prepared';

/** `%q%` for ILIKE, with the user's own % and _ taken literally. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// json_agg writes timestamptz as "2026-11-22T10:04:01.500181+00:00" (UTC sessions); the wire form
// elsewhere is "2026-11-22T10:04:01.500Z", so lists say it the same way.
const JSON_TIMESTAMP = /"(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00:00"/g;
const isoTimestamps = (json: string) =>
  json.replace(JSON_TIMESTAMP, (_m, s: string, frac = '') => `"${s}.${frac.padEnd(3, '0').slice(0, 3)}Z"`);

/**
 * One page of a list, in one round trip: PostgreSQL counts the matching rows and writes the page
 * itself as JSON, ordered by a whitelisted sort expression with `tieBreak` for a stable order. The
 * count reads only `from` + `filterJoins` (what `where` needs), not the joins that only decorate
 * the rows. The reply text goes out as it is: Node neither parses rows nor stringifies them.
 * Money columns must be selected as text (`::text`) to stay "25000.00" strings.
 */
export async function pageOf<T>(
  db: Db,
  opts: {
    select: SQL;
    /** The main table with its alias, e.g. sql`employees e`. */
    from: SQL;
    /** Joins the WHERE needs (used by the count too). */
    filterJoins?: SQL;
    /** Joins only the selected columns or the sort need. */
    joins?: SQL;
    where: (SQL | undefined)[];
    sort: SQL;
    order: Order;
    tieBreak: SQL;
    page: number;
    perPage: number;
  },
): Promise<RawJson<Paged<T>>> {
  const dir = sql.raw(opts.order === 'desc' ? 'DESC' : 'ASC');
  const offset = (opts.page - 1) * opts.perPage;
  const filtered = sql`FROM ${opts.from} ${opts.filterJoins ?? sql``}`;
  const where = whereAll(opts.where);
  const rows = await readPrepared<{ total: number; data: string }>(
    db,
    sql`
    SELECT (SELECT count(*)::int ${filtered} ${where}) AS total,
      (SELECT coalesce(json_agg(t), '[]')::text FROM (
        SELECT ${opts.select} ${filtered} ${opts.joins ?? sql``} ${where}
        ORDER BY ${opts.sort} ${dir}, ${opts.tieBreak} ${dir} LIMIT ${opts.perPage} OFFSET ${offset}) t) AS data`,
  );
  const { total, data } = rows[0]!;
  const meta = pageMeta(opts.page, opts.perPage, total);
  return new RawJson(`{"data":${isoTimestamps(data)},"meta":${JSON.stringify(meta)}}`);
}

/** `WHERE` of the given conditions, or nothing. */
export function whereAll(conds: (SQL | undefined)[]): SQL {
  const list = conds.filter((c): c is SQL => c !== undefined);
  return list.length ? sql`WHERE ${sql.join(list, sql` AND `)}` : sql``;
}
