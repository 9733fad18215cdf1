import type { RecoveryCodesReply, SessionRow, TwoFactorSetup, TwoFactorStatus } from '@hris/domain/security';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountsKey, invalidateAccounts } from './keys';

const twoFactorKey = [...accountsKey, 'two-factor'] as const;
const sessionsKey = [...accountsKey, 'sessions'] as const;

/** GET api/account/two-factor */
export function useTwoFactor() {
  return useQuery({
    queryKey: twoFactorKey,
    queryFn: ({ signal }) => api.get<TwoFactorStatus>('account/two-factor', undefined, signal),
  });
}

/** A two-factor call; the status is read again after it. */
function useTwoFactorCall<B, R>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => api.post<R>(path, body),
    onSuccess: () => client.invalidateQueries({ queryKey: twoFactorKey }),
  });
}

/** POST api/account/two-factor/setup {password}: the secret and its QR code. */
export const useStartTwoFactor = () =>
  useTwoFactorCall<{ password: string }, TwoFactorSetup>('account/two-factor/setup');
/** POST api/account/two-factor/enable {code}: the recovery codes, shown once. */
export const useEnableTwoFactor = () =>
  useTwoFactorCall<{ code: string }, RecoveryCodesReply>('account/two-factor/enable');
/** POST api/account/two-factor/recovery-codes {password, code} */
export const useRenewRecoveryCodes = () =>
  useTwoFactorCall<{ password: string; code: string }, RecoveryCodesReply>(
    'account/two-factor/recovery-codes',
  );
/** POST api/account/two-factor/disable {password, code} */
export const useDisableTwoFactor = () =>
  useTwoFactorCall<{ password: string; code: string }, unknown>('account/two-factor/disable');

/** GET api/account/sessions */
export function useSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => api.get<{ data: SessionRow[] }>('account/sessions', undefined, signal),
    select: (reply) => reply.data,
  });
}

/** DELETE api/account/sessions/{id}, or POST api/account/sessions/revoke-others (id null). */
export function useEndSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number | null) =>
      id === null
        ? api.mutate('account/sessions/revoke-others')
        : api.mutate(`account/sessions/${id}`, undefined, 'DELETE'),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}

/** POST api/users/{id}/two-factor/reset {password}: HR turns off another user's lost second factor. */
export function useResetTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      api.mutate(`users/${id}/two-factor/reset`, { password }),
    onSuccess: () => invalidateAccounts(client),
  });
}
