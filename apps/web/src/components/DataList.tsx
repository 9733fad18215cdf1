import type { Order, Paged } from '@hris/domain/paging';
import {
  Box,
  Center,
  Checkbox,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconSearch, IconSelector } from '@tabler/icons-react';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { DataListPager } from './DataListPager';
import { FirstLoadFailure, LoadFailedAlert } from './LoadFailure';
import './data-list.css';
import { cleanFilters, type FiltersOf, type ListParams, type SortKeyOf } from './list-params';

/**
 * One column of a list. `S` is the list's sort keys (the declared query's, `SortOf<typeof xListQuery>`),
 * so that a sort key the call does not take fails to compile; any text for a fetcher of its own.
 */
export type DataListColumn<T, S extends string = string> = {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  /** The server's sort key; when set, the header toggles sorting by this column. */
  sort?: S;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  /** Keeps the cell on one line (ids, dates, badges, action buttons). */
  nowrap?: boolean;
  /** Pins the column to the right edge while the table scrolls sideways, so that row actions stay in view. */
  pinned?: boolean;
};

/**
 * Opt-in row selection: a checkbox on each row that can be selected and one in the header for all of
 * them on the page, the count, and the screen's actions on the selection. The selection belongs to
 * the page shown: another page, filter, search, order or page size starts it empty, and a row that a
 * refresh no longer lists (or no longer lets select) leaves it.
 */
export type DataListSelection<T> = {
  /** Whether a row can be selected (the others have no checkbox). */
  canSelect: (row: T) => boolean;
  /** The row checkbox's accessible name: "Select Ana Reyes". */
  rowLabel: (row: T) => string;
  /** The actions on the selected rows, beside the count; `clear` empties the selection. */
  actions: (selected: T[], clear: () => void) => ReactNode;
};

/** Whether the table is wider than its box, and whether it is scrolled to its right end. */
type Overflow = { scrollable: boolean; atEnd: boolean };

/**
 * Follows the scroll box of the table: a wide table (narrow window, many columns) scrolls sideways with
 * the browser's own, visible scrollbar, and only then does the pinned Action column stick to the right
 * edge, with a shadow while columns hide under it. When everything fits, nothing is pinned or covered.
 */
function useOverflow(box: HTMLDivElement | null): Overflow {
  const [overflow, setOverflow] = useState<Overflow>({ scrollable: false, atEnd: true });
  useEffect(() => {
    if (!box) return;
    const update = () => {
      const scrollable = box.scrollWidth > box.clientWidth + 1;
      const atEnd = box.scrollLeft + box.clientWidth >= box.scrollWidth - 1;
      setOverflow((old) =>
        old.scrollable === scrollable && old.atEnd === atEnd ? old : { scrollable, atEnd },
      );
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    box.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      box.removeEventListener('scroll', update);
    };
  }, [box]);
  return overflow;
}

/**
 * Headers and text cells wrap between words ("Joined / Date"), so that a list fits its box at 1280 px
 * instead of scrolling; `nowrap` cells (ids, dates, money, badges, actions) keep one line.
 */
function cellStyle(
  column: { nowrap?: boolean; pinned?: boolean },
  overflow: Overflow,
  header = false,
): CSSProperties | undefined {
  const pinned = column.pinned && overflow.scrollable;
  return {
    ...(column.nowrap && !header ? { whiteSpace: 'nowrap' } : {}),
    ...(pinned
      ? {
          position: 'sticky',
          right: 0,
          zIndex: 1,
          background: 'var(--mantine-color-body)',
          boxShadow: overflow.atEnd
            ? 'inset 1px 0 0 var(--mantine-color-gray-3)'
            : 'inset 1px 0 0 var(--mantine-color-gray-4), -8px 0 8px -6px rgba(0, 0, 0, 0.18)',
        }
      : {}),
  };
}

/**
 * `Q` is the list's query as its call takes it, inferred from `fetchPage` (`pageOf(call)`): the
 * columns' sort keys, the default sort and the filters are the call's own.
 */
type DataListProps<T, Q> = {
  /** Base key of the list's queries, e.g. ['departments']; mutations invalidate it. */
  queryKey: QueryKey;
  /** Loads one page from the server. */
  fetchPage: (params: Q, signal: AbortSignal) => Promise<Paged<T>>;
  columns: DataListColumn<T, SortKeyOf<Q>>[];
  rowKey: (row: T) => string | number;
  /** The screen's page-size options (docs/rules.md#lists-and-limits) and its default. */
  pageSizes: readonly number[];
  defaultPageSize: number;
  defaultSort?: SortKeyOf<Q>;
  defaultOrder?: Order;
  /** Current filter values (controlled by the page); a change returns to page 1. */
  filters?: FiltersOf<Q>;
  /** The filter inputs themselves, shown in the toolbar after the search box. */
  filterSlot?: ReactNode;
  searchPlaceholder?: string;
  /** False for a list whose filters are its search (the Audit Log): no search box, no `q`. */
  searchable?: boolean;
  /** Accessible name of the table. */
  label: string;
  /** Row selection with actions on the selected rows (off unless given). */
  selection?: DataListSelection<T>;
};

const ORDER_OPTIONS = [
  { value: 'asc', label: 'ASC' },
  { value: 'desc', label: 'DESC' },
];

function SortIcon({ active, order }: { active: boolean; order: Order }) {
  if (!active) return <IconSelector size={14} stroke={1.5} />;
  return order === 'asc' ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />;
}

/**
 * The common list (docs/screens.md#common-list-behaviour): server-side search, filters, order, page size, First/Prev/Next/Last,
 * "Page X out of N records", an "Empty Records ..." row and the lost-network screen.
 */
export function DataList<T, Q = ListParams>({
  queryKey,
  fetchPage,
  columns,
  rowKey,
  pageSizes,
  defaultPageSize,
  defaultSort,
  defaultOrder = 'asc',
  filters,
  filterSlot,
  searchPlaceholder = 'Search...',
  searchable = true,
  label,
  selection,
}: DataListProps<T, Q>) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 350);
  const [perPage, setPerPage] = useState(defaultPageSize);
  const [order, setOrder] = useState<Order>(defaultOrder);
  const [sort, setSort] = useState(defaultSort);
  const activeFilters = cleanFilters(filters);

  // Any change of what is listed goes back to page 1, without an extra render pass.
  const resetKey = JSON.stringify([q, perPage, order, sort, activeFilters]);
  const [pageState, setPageState] = useState({ page: 1, key: resetKey });
  const page = pageState.key === resetKey ? pageState.page : 1;
  const setPage = (next: number) => setPageState({ page: Math.max(1, next), key: resetKey });

  // the filters as the screen gave them (without the empty ones) and the sort among Q's keys: Q's fields
  const params = { ...activeFilters, q: q || undefined, page, per_page: perPage, order, sort } as Q;
  // The selection is the shown page's, kept as row keys; another page (or filter, ...) starts it empty.
  const viewKey = `${resetKey}:${page}`;
  const [picked, setPicked] = useState({ view: viewKey, keys: new Set<string | number>() });
  const pickedKeys = picked.view === viewKey ? picked.keys : new Set<string | number>();
  const setPickedKeys = (keys: Set<string | number>) => setPicked({ view: viewKey, keys });
  const query = useQuery({
    queryKey: [...queryKey, 'list', params],
    queryFn: ({ signal }) => fetchPage(params, signal),
    placeholderData: keepPreviousData,
  });

  const [scrollBox, setScrollBox] = useState<HTMLDivElement | null>(null);
  const overflow = useOverflow(scrollBox);

  // Remembers that a page once arrived: a failing FIRST load shows one message in place of the list
  // (the lost-network screen (docs/screens.md#messages) when the server could not be reached), never with "Empty Records ...".
  const [loadedOnce, setLoadedOnce] = useState(false);
  if (query.isSuccess && !loadedOnce) setLoadedOnce(true);

  if (query.isError && !loadedOnce) {
    return (
      <Paper withBorder radius="md">
        <FirstLoadFailure
          title="The list could not be loaded"
          error={query.error}
          onRetry={() => query.refetch()}
        />
      </Paper>
    );
  }

  const rows = query.data?.data ?? [];
  const meta = query.data?.meta;
  const initialLoading = query.isPending;
  const selectable = selection ? rows.filter(selection.canSelect) : [];
  const selected = selectable.filter((row) => pickedKeys.has(rowKey(row)));
  const toggleRow = (row: T) => {
    const keys = new Set(selected.map(rowKey));
    if (!keys.delete(rowKey(row))) keys.add(rowKey(row));
    setPickedKeys(keys);
  };
  const toggleAll = () =>
    setPickedKeys(new Set(selected.length === selectable.length ? [] : selectable.map(rowKey)));
  const clearSelection = () => setPickedKeys(new Set());
  const columnCount = columns.length + (selection ? 1 : 0);

  const toggleSort = (key: SortKeyOf<Q>) => {
    if (key === sort) setOrder(order === 'asc' ? 'desc' : 'asc');
    else setSort(key);
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', xl: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Group align="flex-end" gap="sm" style={{ flex: 1 }}>
            {searchable ? (
              <TextInput
                aria-label="Search"
                placeholder={searchPlaceholder}
                leftSection={<IconSearch size={16} />}
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
                style={{ flex: 1, minWidth: 200, maxWidth: 360 }}
              />
            ) : null}
            {filterSlot}
          </Group>
          <Group align="flex-end" gap="sm">
            {query.isFetching && !initialLoading ? <Loader size="xs" aria-label="Loading" /> : null}
            <Select
              label="Order"
              data={ORDER_OPTIONS}
              value={order}
              onChange={(value) => value && setOrder(value as Order)}
              allowDeselect={false}
              w={96}
            />
            <Select
              label="Display"
              data={pageSizes.map((size) => ({ value: String(size), label: String(size) }))}
              value={String(perPage)}
              onChange={(value) => value && setPerPage(Number(value))}
              allowDeselect={false}
              w={96}
            />
          </Group>
        </Group>

        {query.isError ? (
          // a later page or filter failed: the rows already shown stay, with the failure above them
          <LoadFailedAlert
            title="The list could not be loaded"
            error={query.error}
            onRetry={() => query.refetch()}
          />
        ) : null}

        {selection ? (
          <Group justify="space-between" gap="sm" mih={36}>
            <Text fz="sm" c={selected.length ? undefined : 'dimmed'} aria-live="polite">
              {selected.length === 0
                ? 'No rows selected'
                : `${selected.length} row${selected.length === 1 ? '' : 's'} selected`}
            </Text>
            <Group gap="sm">{selection.actions(selected, clearSelection)}</Group>
          </Group>
        ) : null}

        <Box
          ref={setScrollBox}
          className="data-list-scroll"
          // the keyboard scrolls it too (axe: scrollable-region-focusable)
          tabIndex={overflow.scrollable ? 0 : undefined}
          role={overflow.scrollable ? 'region' : undefined}
          aria-label={overflow.scrollable ? `${label}, scrolls sideways` : undefined}
          data-testid="data-list-scroll"
        >
          <Table
            aria-label={label}
            striped
            highlightOnHover
            miw={640}
            horizontalSpacing={8}
            verticalSpacing="sm"
            style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
            // updating: a search typed but not sent yet, or rows on their way (assistive technology
            // waits; the browser tests read the list once it is done)
            aria-busy={search.trim() !== q || query.isFetching}
          >
            <Table.Thead>
              <Table.Tr>
                {selection ? (
                  <Table.Th w={36}>
                    <Checkbox
                      aria-label="Select all on this page"
                      checked={selectable.length > 0 && selected.length === selectable.length}
                      indeterminate={selected.length > 0 && selected.length < selectable.length}
                      disabled={selectable.length === 0}
                      onChange={toggleAll}
                    />
                  </Table.Th>
                ) : null}
                {columns.map((column) => (
                  <Table.Th
                    key={column.key}
                    w={column.width}
                    ta={column.align}
                    style={cellStyle(column, overflow, true)}
                  >
                    {column.sort ? (
                      <UnstyledButton
                        onClick={() => toggleSort(column.sort as SortKeyOf<Q>)}
                        aria-label={`Sort by ${typeof column.header === 'string' ? column.header : column.key}`}
                      >
                        <Group
                          gap={4}
                          wrap="nowrap"
                          justify={column.align === 'right' ? 'flex-end' : undefined}
                        >
                          <Text fw={700} fz="sm">
                            {column.header}
                          </Text>
                          <SortIcon active={sort === column.sort} order={order} />
                        </Group>
                      </UnstyledButton>
                    ) : (
                      column.header
                    )}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {initialLoading ? (
                <Table.Tr>
                  <Table.Td colSpan={columnCount}>
                    <Center py="xl">
                      <Loader size="sm" aria-label="Loading" />
                    </Center>
                  </Table.Td>
                </Table.Tr>
              ) : rows.length === 0 && !query.isError ? (
                <Table.Tr>
                  <Table.Td colSpan={columnCount}>
                    <Text ta="center" c="dimmed" py="lg">
                      Empty Records ...
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                rows.map((row) => (
                  <Table.Tr key={rowKey(row)}>
                    {selection ? (
                      <Table.Td>
                        {selection.canSelect(row) ? (
                          <Checkbox
                            aria-label={selection.rowLabel(row)}
                            checked={pickedKeys.has(rowKey(row))}
                            onChange={() => toggleRow(row)}
                          />
                        ) : null}
                      </Table.Td>
                    ) : null}
                    {columns.map((column) => (
                      <Table.Td key={column.key} ta={column.align} style={cellStyle(column, overflow)}>
                        {column.render(row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Box>

        <DataListPager
          meta={meta}
          page={page}
          onPage={setPage}
          disabled={initialLoading}
          more={(query.data as { more?: boolean } | undefined)?.more}
        />
      </Stack>
    </Paper>
  );
}
