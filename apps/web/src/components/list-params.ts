import type { Order } from '@hris/domain/paging';

export type FilterValue = string | number | null | undefined;

/** The query every paged list takes (docs/api.md#replies): q, page, per_page, order, sort and the screen's filters. */
export type ListParams = {
  q?: string;
  page: number;
  per_page: number;
  order: Order;
  sort?: string;
  [filter: string]: FilterValue;
};

/** The parameters a DataList sets itself; the other fields of a list's query are the screen's filters. */
type ListOwnParam = 'q' | 'page' | 'per_page' | 'order' | 'sort';

/**
 * The sort keys of a list's query: the values of its `sort` (a declared list's `listQuery` sorts;
 * any text for ListParams, the query of a fetcher of its own, as the component tests give).
 */
export type SortKeyOf<Q> = Q extends { sort?: infer S } ? Extract<S, string> : never;

/**
 * A list's filters: the fields of its query other than the DataList's own, each as the query takes
 * it, or empty (null, undefined or "") for "all", which is not sent. A field that takes text takes
 * any text, as a select's value is: the server refuses one outside its choices.
 */
export type FiltersOf<Q> = { [K in Exclude<keyof Q, ListOwnParam>]?: FilterOf<Q[K]> };
type FilterOf<V> = V | null | '' | (V extends string ? string : never);

/** Drops empty filters so they are not sent (an empty select means "all"). */
export function cleanFilters(filters: object | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters ?? {})) {
    if (value === null || value === undefined || value === '') continue;
    out[key] = value;
  }
  return out;
}
