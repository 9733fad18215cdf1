import type { RegisterBody, RegisterReply } from '@hris/domain/accounts';
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
    mutationFn: (body: RegisterBody) => api.mutate<RegisterReply>('register', body),
    onSuccess: () => invalidateAccounts(client),
  });
}
