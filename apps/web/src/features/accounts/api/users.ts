import type { UserUpdateBody } from '@hris/domain/accounts';
import {
  employeeAccountsCall,
  setUserPasswordCall,
  updateUserCall,
  userStatusCall,
  usersCall,
} from '@hris/domain/calls/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, pageOf } from '../../../lib/api-client';
import { invalidateAccounts } from './keys';

/** GET api/users (q, role_id) */
export const fetchUsers = pageOf(usersCall);

/** GET api/employeeaccounts (q, account, employment) */
export const fetchEmployeeAccounts = pageOf(employeeAccountsCall);

/** POST api/users/update/{id} {role_id, name, email} */
export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UserUpdateBody }) =>
      api(updateUserCall, { params: { id }, body }),
    onSuccess: () => invalidateAccounts(client),
  });
}

/** POST api/resetpassword/update/{id} {new_password}: the user is logged out everywhere. */
export function useSetUserPassword() {
  return useMutation({
    mutationFn: ({ id, newPassword }: { id: number; newPassword: string }) =>
      api(setUserPasswordCall, { params: { id }, body: { new_password: newPassword } }),
  });
}

/** POST api/updateStatus {id, status: '1' | '0'}: the active flag of a user (a member, on the access lists). */
export function useSetUserStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      api(userStatusCall, { body: { id, status: active ? '1' : '0' } }),
    onSettled: () => invalidateAccounts(client),
  });
}
