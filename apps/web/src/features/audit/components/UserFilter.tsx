import { usersCall } from '@hris/domain/calls/accounts';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { api } from '../../../lib/api-client';

/** A user filter that asks the server by username or name, 20 at a time (a company has many accounts). */
export function UserFilter({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const results = useQuery({
    queryKey: ['user-options', q],
    queryFn: ({ signal }) =>
      api(usersCall, { query: { q: q || undefined, per_page: 20, page: 1, order: 'asc' } }, signal),
    placeholderData: keepPreviousData,
  });
  const seen = useRef(new Map<number, string>());
  const data = useMemo(() => {
    const items = (results.data?.data ?? []).map((u) => {
      const label = u.full_name ? `${u.full_name} (${u.name})` : u.name;
      seen.current.set(u.id, label);
      return { value: u.id, label };
    });
    if (value !== null && !items.some((i) => i.value === value))
      items.unshift({ value, label: seen.current.get(value) ?? `User #${value}` });
    return items;
  }, [results.data, value]);
  return (
    <Select<number>
      label="User"
      placeholder="All users"
      searchable
      clearable
      data={data}
      value={value}
      onChange={onChange}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={results.isFetching ? 'Searching...' : 'No user found'}
      w={220}
    />
  );
}
