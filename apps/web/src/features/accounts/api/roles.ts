import type { Role, RoleBody } from '@hris/domain/accounts';
import type { Paged } from '@hris/domain/paging';
import type { ComboboxItem } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list-params';
import { api } from '../../../lib/api-client';
import { invalidateAccounts, optionsKey } from './keys';

type RoleOption = { id: number; roles_name: string; description: string };

/** GET api/userroles: roles with how many users hold each. */
export function fetchRoles(params: ListParams, signal: AbortSignal) {
  return api.get<Paged<Role>>('userroles', params, signal);
}

/** GET api/allroles, for the role selects. */
export function useRoleOptions() {
  return useQuery({
    queryKey: [...optionsKey, 'roles'],
    queryFn: async ({ signal }) => {
      const roles = await api.get<RoleOption[]>('allroles', undefined, signal);
      return roles.map((role): ComboboxItem<number> => ({ value: role.id, label: role.roles_name }));
    },
    staleTime: 5 * 60 * 1000,
  });
}

/**
 * POST api/userroles/add, or api/userroles/update/{id}. A duplicate name answers 409 "exist"
 * ("Already exist"), an unchanged role 409 "noupdate": both reach the error dialog with their message.
 */
export function useSaveRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: RoleBody }) =>
      api.mutate(id ? `userroles/update/${id}` : 'userroles/add', body),
    onSuccess: () => invalidateAccounts(client),
  });
}
