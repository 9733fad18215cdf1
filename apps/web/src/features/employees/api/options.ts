import type { ComboboxItem, ComboboxItemGroup } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { optionsKey } from './keys';

type PositionOption = { pos_id: number; pos_name: string; dep_id: number; dep_name: string };
type SubDepartmentOption = { id: number; sub_department_name: string };
type TimezoneOption = { id: number; timezone_name: string; utc_offset: string };

const OPTIONS_STALE_MS = 5 * 60 * 1000;

/** GET api/employeepositions: designations grouped by department, for selects and filters. */
export function usePositionOptions() {
  return useQuery({
    queryKey: [...optionsKey, 'positions'],
    queryFn: async ({ signal }) => {
      const items = await api.get<PositionOption[]>('employeepositions', undefined, signal);
      const groups = new Map<string, ComboboxItem<number>[]>();
      for (const item of items) {
        const group = groups.get(item.dep_name) ?? [];
        group.push({ value: item.pos_id, label: item.pos_name });
        groups.set(item.dep_name, group);
      }
      return [...groups.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(
          ([group, options]): ComboboxItemGroup<ComboboxItem<number>> => ({
            group,
            items: options.sort((a, b) => a.label.localeCompare(b.label)),
          }),
        );
    },
    staleTime: OPTIONS_STALE_MS,
  });
}

/** GET api/subdepartment/all */
export function useSubDepartmentOptions() {
  return useQuery({
    queryKey: [...optionsKey, 'subdepartments'],
    queryFn: async ({ signal }) => {
      const items = await api.get<SubDepartmentOption[]>('subdepartment/all', undefined, signal);
      return items.map((item): ComboboxItem<number> => ({ value: item.id, label: item.sub_department_name }));
    },
    staleTime: OPTIONS_STALE_MS,
  });
}

/** GET api/timezones */
export function useTimezoneOptions() {
  return useQuery({
    queryKey: [...optionsKey, 'timezones'],
    queryFn: async ({ signal }) => {
      const items = await api.get<TimezoneOption[]>('timezones', undefined, signal);
      return items.map(
        (item): ComboboxItem<number> => ({
          value: item.id,
          label: `${item.timezone_name} (UTC${item.utc_offset})`,
        }),
      );
    },
    staleTime: OPTIONS_STALE_MS,
  });
}
