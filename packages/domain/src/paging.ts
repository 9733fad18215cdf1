import { z } from 'zod';
import { MAX_INT, wholeNumber } from './text';

/** The reply of every paged list (docs/api.md#replies). */
export type PageMeta = { page: number; per_page: number; total: number; last_page: number };
export type Paged<T> = { data: T[]; meta: PageMeta };

export const ORDERS = ['asc', 'desc'] as const;
export type Order = (typeof ORDERS)[number];

/** Page sizes a screen may offer (docs/rules.md#lists-and-limits); each screen picks its own subset and default. */
export const PAGE_SIZES = [2, 5, 10, 20, 25, 50, 100, 200, 500] as const;
export const MAX_PER_PAGE = 500;

/**
 * Builds the query schema of one list: the common q/page/per_page/order/sort plus the
 * sort keys the list allows. Unknown sort keys are a 422, not silently ignored.
 */
export function listQuery<const S extends readonly [string, ...string[]]>(opts: {
  perPage: number;
  sorts: S;
  defaultOrder?: Order;
}) {
  return z.object({
    q: z.string().trim().max(100, 'The search may not be longer than 100 characters.').optional(),
    page: wholeNumber('The page must be a whole number from 1.', 1, MAX_INT).default(1),
    per_page: wholeNumber(
      `The page size must be a whole number from 1 to ${MAX_PER_PAGE}.`,
      1,
      MAX_PER_PAGE,
    ).default(opts.perPage),
    order: z.enum(ORDERS, { error: 'The order must be asc or desc.' }).default(opts.defaultOrder ?? 'asc'),
    sort: z
      .enum(opts.sorts, { error: `The sort must be one of: ${opts.sorts.join(', ')}.` })
      .default(opts.sorts[0]),
  });
}

/**
 * The arguments of a list's service function: what its query schema gives after parsing (defaults
 * applied), so each list's q/page/per_page/order/sort and filters are declared once, in the schema.
 */
export type ListArgs<Q extends z.ZodType> = z.output<Q>;
/** The sort keys a list's query schema allows: a service maps each to its SQL. */
export type SortOf<Q extends z.ZodType<{ sort: string }>> = z.output<Q>['sort'];

export function pageMeta(page: number, perPage: number, total: number): PageMeta {
  return { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

/** Year filters start at 2019 (docs/rules.md#lists-and-limits); 2100 is the last year any date field takes. */
export const FIRST_LIST_YEAR = 2019;
export const LAST_LIST_YEAR = 2100;

/** A list's `year` filter (query string or path): a whole year from 2019 to 2100. */
export function listYear() {
  return wholeNumber(
    `The year must be from ${FIRST_LIST_YEAR} to ${LAST_LIST_YEAR}.`,
    FIRST_LIST_YEAR,
    LAST_LIST_YEAR,
  );
}

/** The path of a list's `/{year}` route (`api/nterequestbyhr/{year}`, `api/evaluation/all/{year}`, ...). */
export const yearParams = z.object({ year: listYear() });
