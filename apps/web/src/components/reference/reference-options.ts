import {
  positionOptionsCall,
  subDepartmentOptionsCall,
  timezonesCall,
} from '@hris/domain/calls/organisation';
import { SHIFT_GROUPS, SHIFT_TIMES } from '@hris/domain/shifts';
import type { ComboboxItem, ComboboxItemGroup } from '@mantine/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/**
 * The option lists every feature's selects share (designations, sub-departments, time zones, work
 * shifts), cached under one key: a change on the Organisation screens invalidates them all.
 */
export const referenceKey = ['reference'] as const;

export function invalidateReference(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: referenceKey });
}

const REFERENCE_STALE_MS = 5 * 60 * 1000;

/** GET api/employeepositions: designations grouped by department, for selects and filters. */
export function useDesignationOptions() {
  return useQuery({
    queryKey: [...referenceKey, 'designations'],
    queryFn: async ({ signal }) => {
      const items = await api(positionOptionsCall, {}, signal);
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
    staleTime: REFERENCE_STALE_MS,
  });
}

/** GET api/subdepartment/all: every sub-department (value = its id). */
export function useSubDepartmentOptions() {
  return useQuery({
    queryKey: [...referenceKey, 'subdepartments'],
    queryFn: async ({ signal }) => {
      const items = await api(subDepartmentOptionsCall, {}, signal);
      return items.map((item): ComboboxItem<number> => ({ value: item.id, label: item.sub_department_name }));
    },
    staleTime: REFERENCE_STALE_MS,
  });
}

/** The same list with text values, for a MultiSelect or a checkbox group. */
export function useSubDepartmentTextOptions() {
  const options = useSubDepartmentOptions();
  return {
    ...options,
    data: options.data?.map((item): ComboboxItem => ({ value: String(item.value), label: item.label })),
  };
}

/** GET api/timezones: "Asia/Manila (UTC+08:00)". */
export function useTimeZoneOptions() {
  return useQuery({
    queryKey: [...referenceKey, 'timezones'],
    queryFn: async ({ signal }) => {
      const items = await api(timezonesCall, {}, signal);
      return items.map(
        (item): ComboboxItem<number> => ({
          value: item.id,
          label: `${item.timezone_name} (UTC${item.utc_offset})`,
        }),
      );
    },
    staleTime: REFERENCE_STALE_MS,
  });
}

/** The shift groups (packages/domain/src/shifts.ts, docs/rules.md#work-shifts). */
export const SHIFT_GROUP_OPTIONS: string[] = [...SHIFT_GROUPS];

/** The times of a shift group; a stored value outside the list is kept so that it still shows. */
export function shiftTimeOptions(group: string | null | undefined, current?: string | null): string[] {
  const times: string[] =
    group && group in SHIFT_TIMES ? [...SHIFT_TIMES[group as keyof typeof SHIFT_TIMES]] : [];
  if (current && !times.includes(current)) times.unshift(current);
  return times;
}
