import { type Order, type Paged, pageMeta } from '@hris/domain/paging';
import { type SQL, sql } from 'drizzle-orm';
import { RawJson } from '../lib/wire';
import type { Db } from './client';
import { readPrepared } from './prepared';

/** `%q%` for LIKE, with the user's own % and _ taken literally. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * json_agg writes timestamptz as "2026-11-22T10:04:01.500181+00:00" (UTC sessions); the wire form
 * elsewhere is "2026-11-22T10:04:01.500Z", so lists say it the same way. The text is searched for
 * the offset with indexOf (a page without timestamps is not scanned by a regular expression) and
 * only the text around each hit is rewritten.
 */
const OFFSET = '+00:00"';
const JSON_TIMESTAMP = /"(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?$/;
export function isoTimestamps(json: string): string {
  let at = json.indexOf(OFFSET);
  if (at < 0) return json;
  let out = '';
  let from = 0;
  while (at >= 0) {
    // The longest timestamp before the offset: '"' + 19 characters + '.' + 6 digits.
    const start = Math.max(from, at - 27);
    const m = JSON_TIMESTAMP.exec(json.slice(start, at));
    if (m) {
      const frac = (m[2] ?? '').padEnd(3, '0').slice(0, 3);
      out += `${json.slice(from, start + m.index)}"${m[1]}.${frac}Z"`;
    } else {
      out += json.slice(from, at + OFFSET.length);
    }
    from = at + OFFSET.length;
    at = json.indexOf(OFFSET, from);
  }
  return out + json.slice(from);
}

/** A timestamptz column as the wire's ISO text ("2026-11-22T10:04:01.500Z"), written by PostgreSQL. */
export const isoTimestampSql = (column: string): SQL =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * The rows `t` of a query as the text of one JSON array. Each row's own JSON joined with commas is the
 * same text as json_agg's (but for the whitespace json_agg puts between rows) for about a quarter less
 * of PostgreSQL's time on a long page.
 */
const jsonArray = sql`coalesce('[' || string_agg(row_to_json(t)::text, ',') || ']', '[]')`;

/**
 * The rows of a query as one JSON array written by PostgreSQL (a long select list or dashboard card),
 * as a prepared statement: Node neither parses the rows nor stringifies them (a route with a reply
 * schema sends it with `rawReply`).
 */
export async function readJsonRows<T>(db: Db, query: SQL): Promise<RawJson<T[]>> {
  const rows = await readPrepared<{ data: string }>(db, sql`SELECT ${jsonArray} AS data FROM (${query}) t`);
  return new RawJson(isoTimestamps(rows[0]!.data));
}

/**
 * One page of a list, in one round trip (a prepared statement): PostgreSQL writes the page itself as
 * JSON, ordered by a whitelisted sort expression with `tieBreak` for a stable order, and counts the
 * matching rows. The count reads only `from` + `filterJoins` (what `where` needs), not the joins
 * that only decorate the rows, and it is skipped when the page itself tells the total: a page that
 * has rows but fewer than `perPage` is the last one, so the total is its offset plus its rows (the
 * same snapshot, so the same figure the count would give). The reply text goes out as it is: Node
 * neither parses rows nor stringifies them. Money columns must be selected as text (`::text`) to
 * stay "25000.00" strings.
 */
export async function pageOf<T>(
  db: Db,
  opts: {
    /** Common table expressions the page and the count read (`name AS (...)`, without WITH). */
    with?: SQL | undefined;
    select: SQL;
    /** The main table with its alias, e.g. sql`employees e`. */
    from: SQL;
    /** Joins the WHERE needs (used by the count too). */
    filterJoins?: SQL | undefined;
    /** Joins only the selected columns or the sort need. */
    joins?: SQL | undefined;
    where: (SQL | undefined)[];
    /** A query giving the same count more cheaply, when the list knows one (instead of from + where). */
    count?: SQL | undefined;
    /**
     * Count at most this many rows (a log of millions, read newest first): the total is then the
     * smaller of the count and the cap, and the reply says `"more": true` when there are more.
     */
    cap?: number | undefined;
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
    sql`${opts.with ? sql`WITH ${opts.with}` : sql``}
    SELECT p.data, CASE WHEN p.n < ${opts.perPage} AND (p.n > 0 OR ${offset}::int = 0) THEN ${offset}::int + p.n
      ELSE (${
        opts.cap
          ? sql`SELECT count(*)::int FROM (SELECT 1 ${filtered} ${where} LIMIT ${opts.cap + 1}) capped`
          : (opts.count ?? sql`SELECT count(*)::int ${filtered} ${where}`)
      }) END AS total
    FROM (SELECT ${jsonArray} AS data, count(*)::int AS n FROM (
        SELECT ${opts.select} ${filtered} ${opts.joins ?? sql``} ${where}
        ORDER BY ${opts.sort} ${dir}, ${opts.tieBreak} ${dir} LIMIT ${opts.perPage} OFFSET ${offset}) t) p`,
  );
  const { total, data } = rows[0]!;
  if (!opts.cap) {
    const meta = pageMeta(opts.page, opts.perPage, total);
    return new RawJson(`{"data":${isoTimestamps(data)},"meta":${JSON.stringify(meta)}}`);
  }
  const meta = pageMeta(opts.page, opts.perPage, Math.min(total, opts.cap));
  return new RawJson(
    `{"data":${isoTimestamps(data)},"meta":${JSON.stringify(meta)},"more":${total > opts.cap}}`,
  );
}

/** `WHERE` of the given conditions, or nothing. */
export function whereAll(conds: (SQL | undefined)[]): SQL {
  const list = conds.filter((c): c is SQL => c !== undefined);
  return list.length ? sql`WHERE ${sql.join(list, sql` AND `)}` : sql``;
}
