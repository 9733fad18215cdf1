import { type Order, type Paged, pageMeta } from '@hris/domain/paging';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';
import { readPrepared } from './prepared';

/** `%q%` for LIKE, with the user's own % and _ taken literally. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A timestamptz column as the wire's ISO text ("2026-11-22T10:04:01.500Z"), written by PostgreSQL. */
export const isoTimestampSql = (column: string): SQL =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

type PageOptions = {
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
  sort: SQL;
  order: Order;
  tieBreak: SQL;
  page: number;
  perPage: number;
};

/**
 * One page of a list and the count of the matching rows, in one statement (a prepared statement),
 * ordered by a whitelisted sort expression with `tieBreak` for a stable order. The count reads only
 * `from` + `filterJoins` (what `where` needs), not the joins that only decorate the rows, and it is
 * skipped when the page itself tells the total: a page that has rows but fewer than `perPage` is the
 * last one, so the total is its offset plus its rows. Only a page past the end (no rows, offset above
 * 0) asks for the count in a statement of its own. Money columns are selected as text (`::text`), and
 * node-postgres keeps numerics and dates as strings (db/client.ts), so "25000.00" stays a string.
 */
export async function pageOf<T>(db: Db, opts: PageOptions): Promise<Paged<T>> {
  const { rows, total } = await readPage<T>(db, opts, undefined);
  return { data: rows, meta: pageMeta(opts.page, opts.perPage, total) };
}

/**
 * A page of a log of millions read newest first, whose count stops at `cap` rows: the total is then
 * the smaller of the count and the cap, and `more` says whether there are more.
 */
export async function cappedPageOf<T>(
  db: Db,
  opts: PageOptions & { cap: number },
): Promise<Paged<T> & { more: boolean }> {
  const { rows, total } = await readPage<T>(db, opts, opts.cap);
  return {
    data: rows,
    meta: pageMeta(opts.page, opts.perPage, Math.min(total, opts.cap)),
    more: total > opts.cap,
  };
}

async function readPage<T>(
  db: Db,
  opts: PageOptions,
  cap: number | undefined,
): Promise<{ rows: T[]; total: number }> {
  const dir = sql.raw(opts.order === 'desc' ? 'DESC' : 'ASC');
  const offset = (opts.page - 1) * opts.perPage;
  const filtered = sql`FROM ${opts.from} ${opts.filterJoins ?? sql``}`;
  const where = whereAll(opts.where);
  const count = cap
    ? sql`SELECT count(*)::int FROM (SELECT 1 ${filtered} ${where} LIMIT ${cap + 1}) capped`
    : (opts.count ?? sql`SELECT count(*)::int ${filtered} ${where}`);
  const withs = opts.with ? sql`${opts.with},` : sql``;
  // The count is an InitPlan of the CASE's last branch: PostgreSQL runs it only for a full page. The
  // offset is a bigint: the last page there can be (2^31 - 1) of 200 rows starts past 2^31.
  const found = await readPrepared<T & { __total: number }>(
    db,
    sql`WITH ${withs} page AS (
        SELECT ${opts.select} ${filtered} ${opts.joins ?? sql``} ${where}
        ORDER BY ${opts.sort} ${dir}, ${opts.tieBreak} ${dir} LIMIT ${opts.perPage} OFFSET ${offset})
      SELECT page.*, CASE WHEN (SELECT count(*) FROM page) < ${opts.perPage}
        THEN ${offset}::bigint + (SELECT count(*) FROM page) ELSE (${count}) END AS __total
      FROM page`,
  );
  if (found.length === 0 && offset > 0) {
    const [counted] = await readPrepared<{ n: number }>(
      db,
      sql`${opts.with ? sql`WITH ${opts.with}` : sql``} SELECT (${count}) AS n`,
    );
    return { rows: [], total: counted?.n ?? 0 };
  }
  if (found.length === 0) return { rows: [], total: 0 };
  const total = found[0]!.__total;
  return { rows: found.map(({ __total, ...row }) => row as unknown as T), total };
}

/** `WHERE` of the given conditions, or nothing. */
export function whereAll(conds: (SQL | undefined)[]): SQL {
  const list = conds.filter((c): c is SQL => c !== undefined);
  return list.length ? sql`WHERE ${sql.join(list, sql` AND `)}` : sql``;
}
