import type { RegisterBody } from '@hris/domain/accounts';
import { registerCall } from '@hris/domain/calls/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateAccounts } from './keys';

/**
 * POST api/register: the account of an employee ("Has been Successfully Register."), and, without a
 * password, what became of the set-your-password e-mail.
 */
export function useRegisterAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterBody) => api(registerCall, { body }),
    onSuccess: () => invalidateAccounts(client),
  });
}
