import type { ApiCall } from '@hris/domain/call';
import { employeeOptionsCall } from '@hris/domain/calls/employees';
import type { EmployeeOption, employeeOptionsQuery, employeeOptionsReply } from '@hris/domain/employee';
import { type ComboboxItem, Group, Select, type SelectProps, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { api } from '../../lib/api-client';
import { choiceRules } from '../form/choice-rules';

type EmployeeSelectProps = Omit<
  SelectProps<number>,
  'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange' | 'filter'
> & {
  /**
   * The call that lists the employees to choose from, searched with `q`: the active employees
   * (`employeeOptionsCall`, the default), those without dependents, without credits, without an
   * account, ...
   */
  source?: EmployeeOptionsCall;
  value: number | null;
  onChange: (value: number | null, employee: EmployeeOption | null) => void;
  /** The current value's name, so that it shows before any search (e.g. the present supervisor). */
  initial?: { id: number; full_name: string } | null;
  /** An employee who may not be chosen (the employee being edited, for their own supervisor). */
  excludeId?: number;
};

/** A call listing employees for a select: `{id, emp_id, full_name, position_name, ...}` by `q`. */
export type EmployeeOptionsCall = ApiCall & {
  method: 'GET';
  params?: undefined;
  query: typeof employeeOptionsQuery;
  reply: typeof employeeOptionsReply;
};

/** The options of a searchable employee select: the server's matches by name, 20 at a time. */
function useEmployeeOptions(source: EmployeeOptionsCall, q: string) {
  return useQuery({
    queryKey: ['employee-options', source.path, q],
    queryFn: ({ signal }) => api(source, { query: { q: q || undefined, limit: 20 } }, signal),
    placeholderData: keepPreviousData,
    // The "without ..." lists change as HR works through them; the full list can be a little stale.
    staleTime: source === employeeOptionsCall ? 30 * 1000 : 0,
  });
}

/** A searchable employee select that asks the server by name, 20 at a time. */
export function EmployeeSelect({
  source = employeeOptionsCall,
  value,
  onChange,
  initial,
  excludeId,
  ...rest
}: EmployeeSelectProps) {
  const [search, setSearch] = useState(initial?.full_name ?? '');
  const [q] = useDebouncedValue(search.trim(), 250);
  const results = useEmployeeOptions(source, q);
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
      placeholder="Search by name"
      leftSection={<IconSearch size={16} />}
      nothingFoundMessage={results.isFetching ? 'Searching...' : 'No employee found'}
      {...rest}
      {...choiceRules({ clearable: true, ...rest })}
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
