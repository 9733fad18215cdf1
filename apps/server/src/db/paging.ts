import { type Order, type Paged, pageMeta } from '@hris/domain/paging';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';

/** `%q%` for ILIKE, with the user's own % and _ taken literally. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Runs one page of a list: the rows of `select` over `from` (which includes joins and WHERE),
 * ordered by a whitelisted sort expression with `tieBreak` for a stable order, and the total.
 */
export async function pageOf<T>(
  db: Db,
  opts: {
    select: SQL;
    from: SQL;
    sort: SQL;
    order: Order;
    tieBreak: SQL;
    page: number;
    perPage: number;
  },
): Promise<Paged<T>> {
  const dir = sql.raw(opts.order === 'desc' ? 'DESC' : 'ASC');
  const offset = (opts.page - 1) * opts.perPage;
  const [rows, count] = await Promise.all([
    db.execute(
      sql`SELECT ${opts.select} ${opts.from} ORDER BY ${opts.sort} ${dir}, ${opts.tieBreak} ${dir} LIMIT ${opts.perPage} OFFSET ${offset}`,
    ),
    db.execute<{ total: number }>(sql`SELECT count(*)::int AS total ${opts.from}`),
  ]);
  return { data: rows.rows as T[], meta: pageMeta(opts.page, opts.perPage, count.rows[0]?.total ?? 0) };
}

/** `WHERE` of the given conditions, or nothing. */
export function whereAll(conds: (SQL | undefined)[]): SQL {
  const list = conds.filter((c): c is SQL => c !== undefined);
  return list.length ? sql`WHERE ${sql.join(list, sql` AND `)}` : sql``;
}
