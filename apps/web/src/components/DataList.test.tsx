import { listQuery, type Paged, type SortOf } from '@hris/domain/paging';
import { Button } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../lib/api-client';
import { AppProviders, renderInApp } from '../test/render';
import { DataList, type DataListColumn } from './DataList';
import type { ListParams } from './list-params';

type Person = { id: number; name: string; joined: string; active: boolean };

/** 45 people: "Person 01" joined first, "Person 45" last; every third one inactive. */
const PEOPLE: Person[] = Array.from({ length: 45 }, (_, i) => ({
  id: i + 1,
  name: `Person ${String(i + 1).padStart(2, '0')}`,
  joined: `2026-01-${String((i % 28) + 1).padStart(2, '0')}`,
  active: i % 3 !== 2,
}));

/**
 * The list's one dependency, `fetchPage`, answering as a paged route does (search, sort, order, page)
 * from the rows given; each call's parameters are kept in `calls`.
 */
function pages(rows: Person[] = PEOPLE) {
  const calls: ListParams[] = [];
  const fetchPage = vi.fn(async (params: ListParams): Promise<Paged<Person>> => {
    calls.push(params);
    const found = rows
      .filter((r) => !params.q || r.name.toLowerCase().includes(params.q.toLowerCase()))
      .filter((r) => params.status === undefined || (params.status === 'active') === r.active)
      .sort((a, b) => {
        const key = (params.sort ?? 'name') as 'name' | 'joined';
        const by = a[key].localeCompare(b[key]) || a.id - b.id;
        return params.order === 'desc' ? -by : by;
      });
    const last = Math.max(1, Math.ceil(found.length / params.per_page));
    const start = (params.page - 1) * params.per_page;
    return {
      data: found.slice(start, start + params.per_page),
      meta: { page: params.page, per_page: params.per_page, total: found.length, last_page: last },
    };
  });
  return { fetchPage, calls, last: () => calls.at(-1)! };
}

const COLUMNS: DataListColumn<Person>[] = [
  { key: 'name', header: 'Name', sort: 'name', render: (r) => r.name },
  { key: 'joined', header: 'Joined', sort: 'joined', render: (r) => r.joined },
  { key: 'status', header: 'Status', render: (r) => (r.active ? 'Active' : 'Inactive') },
];

function list(fetchPage: (params: ListParams) => Promise<Paged<Person>>, more: object = {}) {
  return (
    <DataList<Person>
      queryKey={['people']}
      fetchPage={fetchPage}
      columns={COLUMNS}
      rowKey={(r) => r.id}
      pageSizes={[10, 20, 50]}
      defaultPageSize={10}
      defaultSort="name"
      label="People"
      {...more}
    />
  );
}

/** The names in the table's body, in order. */
const names = () =>
  within(screen.getByRole('table', { name: 'People' }))
    .getAllByRole('row')
    .slice(1)
    .map(
      (row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent ?? '')
          .find((text) => /^Person \d+$/.test(text)) ?? '',
    );
const footer = () => screen.getByTestId('list-footer').textContent;
const shows = (first: string) => waitFor(() => expect(names()[0]).toBe(first));

describe('DataList', () => {
  it('loads the first page in the default order, then pages with First, Prev, Next and Last', async () => {
    const server = pages();
    const { user } = renderInApp(list(server.fetchPage));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await shows('Person 01');
    expect(names()).toHaveLength(10);
    expect(footer()).toBe('Page 1 out of 45 records');
    expect(server.last()).toEqual({ page: 1, per_page: 10, order: 'asc', sort: 'name', q: undefined });
    expect(screen.getByRole('button', { name: 'First' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await shows('Person 11');
    expect(footer()).toBe('Page 2 out of 45 records');
    await user.click(screen.getByRole('button', { name: 'Last' }));
    await shows('Person 41');
    expect(names()).toEqual(['Person 41', 'Person 42', 'Person 43', 'Person 44', 'Person 45']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    await shows('Person 31');
    await user.click(screen.getByRole('button', { name: 'First' }));
    await shows('Person 01');
    // page 1 again comes from the cache
    expect(server.calls.map((c) => c.page)).toEqual([1, 2, 5, 4]);
  });

  it('sorts by a column header, turns the order on a second click, and starts again at page 1', async () => {
    const server = pages();
    const { user } = renderInApp(list(server.fetchPage));
    await shows('Person 01');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await shows('Person 11');

    await user.click(screen.getByRole('button', { name: 'Sort by Name' }));
    await shows('Person 45');
    expect(server.last()).toMatchObject({ page: 1, sort: 'name', order: 'desc' });
    await user.click(screen.getByRole('button', { name: 'Sort by Joined' }));
    await waitFor(() => expect(server.last()).toMatchObject({ page: 1, sort: 'joined', order: 'desc' }));
    // the latest joined first: only Person 28 joined on the 28th
    await shows('Person 28');
    // a column without a sort key is a plain header
    expect(screen.queryByRole('button', { name: 'Sort by Status' })).toBeNull();
  });

  it('searches on the server with the words typed, trimmed, from page 1', async () => {
    const server = pages();
    const { user } = renderInApp(list(server.fetchPage, { searchPlaceholder: 'Search people...' }));
    await shows('Person 01');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await shows('Person 11');
    await user.type(screen.getByPlaceholderText('Search people...'), '  person 4  ');
    await shows('Person 40');
    expect(server.last()).toMatchObject({ q: 'person 4', page: 1 });
    expect(names()).toEqual(['Person 40', 'Person 41', 'Person 42', 'Person 43', 'Person 44', 'Person 45']);
    expect(footer()).toBe('Page 1 out of 6 records');
  });

  it('sends no search for spaces alone', async () => {
    const server = pages();
    const { user } = renderInApp(list(server.fetchPage));
    await shows('Person 01');
    await user.type(screen.getByRole('textbox', { name: 'Search' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await shows('Person 11');
    expect(server.calls.map((c) => c.q)).toEqual([undefined, undefined]);
    expect(footer()).toBe('Page 2 out of 45 records');
  });

  it('has no search box where the filters are the search', async () => {
    const server = pages();
    renderInApp(list(server.fetchPage, { searchable: false }));
    await shows('Person 01');
    expect(screen.queryByRole('textbox', { name: 'Search' })).toBeNull();
  });

  it('sends the filters given, without the empty ones, and a change of filter starts at page 1', async () => {
    const server = pages();
    const { user, rerender, client } = renderInApp(list(server.fetchPage, { filters: { status: '' } }));
    await shows('Person 01');
    expect(server.last()).not.toHaveProperty('status');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await shows('Person 11');
    rerender(
      <AppProviders client={client}>
        {list(server.fetchPage, { filters: { status: 'active' } })}
      </AppProviders>,
    );
    await waitFor(() => expect(server.last()).toMatchObject({ status: 'active', page: 1 }));
    await shows('Person 01');
    expect(names()).not.toContain('Person 03');
    expect(footer()).toBe('Page 1 out of 30 records');
  });

  it('says "Empty Records ..." when nothing is found', async () => {
    renderInApp(list(pages([]).fetchPage));
    expect(await screen.findByText('Empty Records ...')).toBeInTheDocument();
    expect(footer()).toBe('Page 1 out of 0 records');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows a failed first load in place of the list, with the server message, and loads again on Try again', async () => {
    const server = pages();
    let fail = true;
    const fetchPage = vi.fn(async (params: ListParams) => {
      if (fail) throw new ApiError(500, 'The database is not answering.');
      return server.fetchPage(params);
    });
    const { user } = renderInApp(list(fetchPage));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The list could not be loaded');
    expect(alert).toHaveTextContent('The database is not answering.');
    expect(screen.queryByText('Empty Records ...')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    // the app's one retry of a failure before it gave up
    expect(fetchPage).toHaveBeenCalledTimes(2);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await shows('Person 01');
  });

  it('shows the lost-network screen when the server could not be reached', async () => {
    renderInApp(list(async () => Promise.reject(new ApiError(0, 'Failed to fetch'))));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No connection');
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('says above the table when a later page fails, and loads it on Try again', async () => {
    const server = pages();
    let fail = true;
    const fetchPage = vi.fn(async (params: ListParams) => {
      if (params.page === 2 && fail) throw new ApiError(403, 'You may not see this page.');
      return server.fetchPage(params);
    });
    const { user } = renderInApp(list(fetchPage));
    await shows('Person 01');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The list could not be loaded');
    expect(alert).toHaveTextContent('You may not see this page.');
    // the list stays on screen (search, order, pager) and claims no "Empty Records ..."
    expect(screen.getByRole('table', { name: 'People' })).toBeInTheDocument();
    expect(screen.queryByText('Empty Records ...')).toBeNull();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await shows('Person 11');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('selects rows of the shown page for its actions, and starts empty on another page', async () => {
    const server = pages();
    const acted: string[][] = [];
    const { user } = renderInApp(
      list(server.fetchPage, {
        selection: {
          canSelect: (r: Person) => r.active,
          rowLabel: (r: Person) => `Select ${r.name}`,
          actions: (selected: Person[], clear: () => void) => (
            <Button
              disabled={selected.length === 0}
              onClick={() => {
                acted.push(selected.map((r) => r.name));
                clear();
              }}
            >
              Approve
            </Button>
          ),
        },
      }),
    );
    await shows('Person 01');
    expect(screen.getByText('No rows selected')).toBeInTheDocument();
    // an inactive row has no checkbox
    expect(screen.queryByRole('checkbox', { name: 'Select Person 03' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 01' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 05' }));
    expect(screen.getByText('2 rows selected')).toBeInTheDocument();
    const all = screen.getByRole('checkbox', { name: 'Select all on this page' });
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    await user.click(all);
    expect(screen.getByText('7 rows selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 05' }));
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(acted).toEqual([['Person 01', 'Person 02', 'Person 04', 'Person 07', 'Person 08', 'Person 10']]);
    expect(screen.getByText('No rows selected')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select Person 02' }));
    expect(screen.getByText('1 row selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await shows('Person 11');
    expect(screen.getByText('No rows selected')).toBeInTheDocument();
  });
});

/** A list's query as the domain declares one: the sort keys it takes and its one filter. */
const PEOPLE_QUERY = listQuery({ perPage: 10, sorts: ['name', 'joined'] }).extend({
  status: z.enum(['active', 'inactive']).optional(),
});

describe('DataList of a declared list', () => {
  /** A fetcher typed as `pageOf(call)` types it: its params are the query the list's call takes. */
  function declared() {
    const server = pages();
    // what the route reads: the query parsed by its schema (a sort key it does not take is refused)
    const fetchPage = (params: z.input<typeof PEOPLE_QUERY>) => server.fetchPage(PEOPLE_QUERY.parse(params));
    return { ...server, fetchPage };
  }

  it('sends the sort keys and the filters of its query, as its schema reads them', async () => {
    const server = declared();
    const columns: DataListColumn<Person, SortOf<typeof PEOPLE_QUERY>>[] = [
      { key: 'name', header: 'Name', sort: 'name', render: (r) => r.name },
      { key: 'joined', header: 'Joined', sort: 'joined', render: (r) => r.joined },
    ];
    const { user } = renderInApp(
      <DataList
        queryKey={['people', 'declared']}
        fetchPage={server.fetchPage}
        columns={columns}
        rowKey={(r) => r.id}
        pageSizes={[10]}
        defaultPageSize={10}
        defaultSort="joined"
        filters={{ status: 'inactive' }}
        label="People"
      />,
    );
    // the first inactive person to join: Person 30, on the 2nd
    await shows('Person 30');
    expect(server.last()).toMatchObject({ sort: 'joined', status: 'inactive', page: 1 });
    await user.click(screen.getByRole('button', { name: 'Sort by Name' }));
    await waitFor(() => expect(server.last()).toMatchObject({ sort: 'name', order: 'asc' }));
  });

  it('does not compile with a sort key or a filter its query does not take (tsc)', () => {
    const { fetchPage } = declared();
    const list = { queryKey: ['people'], fetchPage, rowKey: (r: Person) => r.id, label: 'People' };
    const paging = { pageSizes: [10], defaultPageSize: 10 };
    const byStatus: DataListColumn<Person, SortOf<typeof PEOPLE_QUERY>> = {
      key: 'status',
      header: 'Status',
      render: (r) => (r.active ? 'Active' : 'Inactive'),
      // @ts-expect-error the query does not sort by status
      sort: 'status',
    };
    const refused = [
      // @ts-expect-error the query does not sort by status
      <DataList key="default" {...list} {...paging} columns={[byStatus]} defaultSort="status" />,
      // @ts-expect-error the query has no filter named state
      <DataList key="filter" {...list} {...paging} columns={[]} filters={{ state: 'active' }} />,
    ];
    expect(refused).toHaveLength(2);
  });
});
