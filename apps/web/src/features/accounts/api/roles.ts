import type { RoleBody } from '@hris/domain/accounts';
import { addRoleCall, roleOptionsCall, rolesCall, updateRoleCall } from '@hris/domain/calls/accounts';
import type { ComboboxItem } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, pageOf } from '../../../lib/api-client';
import { invalidateAccounts, optionsKey } from './keys';

/** GET api/userroles: roles with how many users hold each. */
export const fetchRoles = pageOf(rolesCall);

/** GET api/allroles, for the role selects. */
export function useRoleOptions() {
  return useQuery({
    queryKey: [...optionsKey, 'roles'],
    queryFn: async ({ signal }) => {
      const roles = await api(roleOptionsCall, {}, signal);
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
      id ? api(updateRoleCall, { params: { id }, body }) : api(addRoleCall, { body }),
    onSuccess: () => invalidateAccounts(client),
  });
}
