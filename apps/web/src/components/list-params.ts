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

/** Drops empty filters so they are not sent (an empty select means "all"). */
export function cleanFilters(
  filters: Record<string, FilterValue> | undefined,
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(filters ?? {})) {
    if (value === null || value === undefined || value === '') continue;
    out[key] = value;
  }
  return out;
}
