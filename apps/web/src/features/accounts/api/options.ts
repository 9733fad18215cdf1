import type { ComboboxItem } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { optionsKey } from './keys';

/**
 * A user who can be a superior: GET api/supervisor (role 2), or api/operation and
 * api/managersubtitute (role 3, the latter for a manager's substitute), active only.
 */
export type SuperiorOption = { id: number; name: string; full_name: string };

const OPTIONS_STALE_MS = 60 * 1000;

/**
 * Active supervisors (`supervisor`) or managers (`operation`) for a select, without `exclude` (the
 * user whose access is being changed).
 */
export function useSuperiorOptions(
  kind: 'supervisor' | 'operation' | 'managersubtitute',
  exclude?: number,
  enabled = true,
) {
  return useQuery({
    queryKey: [...optionsKey, kind, exclude ?? null],
    queryFn: async ({ signal }) => {
      const items = await api.get<SuperiorOption[]>(kind, { exclude }, signal);
      return items.map((item): ComboboxItem<number> & { username: string } => ({
        value: item.id,
        label: item.full_name || item.name,
        username: item.name,
      }));
    },
    enabled,
    staleTime: OPTIONS_STALE_MS,
  });
}
