import {
  managerOptionsCall,
  managerSubstituteOptionsCall,
  supervisorOptionsCall,
} from '@hris/domain/calls/accounts';
import type { ComboboxItem } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { optionsKey } from './keys';

/**
 * The users who can be a superior: GET api/supervisor (role 2), or api/operation and
 * api/managersubtitute (role 3, the latter for a manager's substitute), active only.
 */
const OPTION_CALLS = {
  supervisor: supervisorOptionsCall,
  operation: managerOptionsCall,
  managersubtitute: managerSubstituteOptionsCall,
} as const;

const OPTIONS_STALE_MS = 60 * 1000;

/**
 * Active supervisors (`supervisor`) or managers (`operation`) for a select, without `exclude` (the
 * user whose access is being changed).
 */
export function useSuperiorOptions(kind: keyof typeof OPTION_CALLS, exclude?: number, enabled = true) {
  return useQuery({
    queryKey: [...optionsKey, kind, exclude ?? null],
    queryFn: async ({ signal }) => {
      const items = await api(OPTION_CALLS[kind], { query: { exclude } }, signal);
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
