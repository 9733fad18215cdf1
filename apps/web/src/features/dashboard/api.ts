import type { Paged } from '@hris/domain/paging';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** How many records a list holds, read from meta.total of a one-row page. */
export function useListTotal(path: 'departments' | 'positions' | 'subdepartments') {
  return useQuery({
    queryKey: ['dashboard', 'total', path],
    queryFn: async ({ signal }) => {
      const reply = await api.get<Paged<unknown>>(path, { page: 1, per_page: 1 }, signal);
      return reply.meta.total;
    },
  });
}
