import type { EmployeeOption } from '@hris/domain/employee';
import { type ComboboxItem, Group, Select, type SelectProps, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { useEmployeeSearch } from '../api/options';

type EmployeeSelectProps = Omit<
  SelectProps<number>,
  'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange' | 'filter'
> & {
  /** GET api/employees (active employees) or api/employeenodependent (no dependents registered yet). */
  source?: 'employees' | 'employeenodependent';
  value: number | null;
  onChange: (value: number | null, employee: EmployeeOption | null) => void;
  /** The current value's name, so that it shows before any search (e.g. the present supervisor). */
  initial?: { id: number; full_name: string } | null;
  /** An employee who may not be chosen (the employee being edited, for their own supervisor). */
  excludeId?: number;
};

/** A searchable employee select that asks the server by name, 20 at a time. */
export function EmployeeSelect({
  source = 'employees',
  value,
  onChange,
  initial,
  excludeId,
  ...rest
}: EmployeeSelectProps) {
  const [search, setSearch] = useState(initial?.full_name ?? '');
  const [q] = useDebouncedValue(search.trim(), 250);
  const results = useEmployeeSearch(source, q);
  // Every employee seen so far, so that the chosen one keeps its name when the results change.
  const seen = useRef(new Map<number, EmployeeOption>());

  const data = useMemo(() => {
    const items: ComboboxItem<number>[] = [];
    const found = (results.data ?? []).filter((employee) => employee.id !== excludeId);
    for (const employee of found) {
      seen.current.set(employee.id, employee);
      items.push({ value: employee.id, label: employee.full_name });
    }
    if (value !== null && !items.some((item) => item.value === value)) {
      const known = seen.current.get(value);
      const label = known?.full_name ?? (initial?.id === value ? initial.full_name : `Employee #${value}`);
      items.unshift({ value, label });
    }
    return items;
  }, [results.data, excludeId, value, initial]);

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
              <Group gap={6}>
                <Text fz="xs" c="dimmed">
                  {employee.emp_id} · {employee.position_name}
                </Text>
              </Group>
            ) : null}
          </Stack>
        );
      }}
    />
  );
}
