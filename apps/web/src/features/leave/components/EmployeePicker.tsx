import { type ComboboxItem, Select, type SelectProps, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { type EmployeeChoice, type EmployeeSource, useEmployeeChoices } from '../api/options';

type EmployeePickerProps = Omit<
  SelectProps<number>,
  'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange' | 'filter'
> & {
  source: EmployeeSource;
  value: number | null;
  onChange: (value: number | null, employee: EmployeeChoice | null) => void;
};

/** A searchable employee select that asks the server by name, 20 at a time. */
export function EmployeePicker({ source, value, onChange, ...rest }: EmployeePickerProps) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const results = useEmployeeChoices(source, q);
  // Every employee seen so far, so that the chosen one keeps its name when the results change.
  const seen = useRef(new Map<number, EmployeeChoice>());

  const data = useMemo(() => {
    const items: ComboboxItem<number>[] = [];
    for (const employee of results.data ?? []) {
      seen.current.set(employee.id, employee);
      items.push({ value: employee.id, label: employee.full_name });
    }
    if (value !== null && !items.some((item) => item.value === value)) {
      items.unshift({ value, label: seen.current.get(value)?.full_name ?? `Employee #${value}` });
    }
    return items;
  }, [results.data, value]);

  return (
    <Select<number>
      searchable
      clearable
      placeholder="Search by name"
      leftSection={<IconSearch size={16} />}
      nothingFoundMessage={results.isFetching ? 'Searching...' : 'No employee found'}
      {...rest}
      data={data}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      onChange={(next) => onChange(next, next === null ? null : (seen.current.get(next) ?? null))}
      renderOption={({ option }) => {
        const employee = seen.current.get(option.value);
        return (
          <Stack gap={0}>
            <Text fz="sm">{option.label}</Text>
            {employee ? (
              <Text fz="xs" c="dimmed">
                {employee.emp_id} · {employee.position_name}
              </Text>
            ) : null}
          </Stack>
        );
      }}
    />
  );
}
