import type { EmployeeAccountRow, UserRow, UserUpdateBody } from '@hris/domain/accounts';
import type { Paged } from '@hris/domain/paging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list-params';
import { api } from '../../../lib/api-client';
import { invalidateAccounts } from './keys';

/** GET api/users (q, role_id) */
export function fetchUsers(params: ListParams, signal: AbortSignal) {
  return api.get<Paged<UserRow>>('users', params, signal);
}

/** GET api/employeeaccounts (q, account, employment) */
export function fetchEmployeeAccounts(params: ListParams, signal: AbortSignal) {
  return api.get<Paged<EmployeeAccountRow>>('employeeaccounts', params, signal);
}

/** POST api/users/update/{id} {role_id, name, email} */
export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UserUpdateBody }) =>
      api.mutate(`users/update/${id}`, body),
    onSuccess: () => invalidateAccounts(client),
  });
}

/** POST api/resetpassword/update/{id} {new_password}: the user is logged out everywhere. */
export function useSetUserPassword() {
  return useMutation({
    mutationFn: ({ id, newPassword }: { id: number; newPassword: string }) =>
      api.mutate(`resetpassword/update/${id}`, { new_password: newPassword }),
  });
}

/** POST api/updateStatus {id, status: '1' | '0'}: the active flag of a user (a member, on the access lists). */
export function useSetUserStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      api.mutate('updateStatus', { id, status: active ? '1' : '0' }),
    onSettled: () => invalidateAccounts(client),
  });
}
