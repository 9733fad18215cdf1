import type { CallInput } from '@hris/domain/call';
import {
  disableTwoFactorCall,
  enableTwoFactorCall,
  endOtherSessionsCall,
  endSessionCall,
  renewRecoveryCodesCall,
  resetTwoFactorCall,
  sessionsCall,
  startTwoFactorCall,
  twoFactorStatusCall,
} from '@hris/domain/calls/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountsKey, invalidateAccounts } from './keys';

const twoFactorKey = [...accountsKey, 'two-factor'] as const;
const sessionsKey = [...accountsKey, 'sessions'] as const;

/** GET api/account/two-factor */
export function useTwoFactor() {
  return useQuery({
    queryKey: twoFactorKey,
    queryFn: ({ signal }) => api(twoFactorStatusCall, {}, signal),
  });
}

/** A two-factor call; the status is read again after it. */
function useTwoFactorCall<B, R>(send: (body: B) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: twoFactorKey }),
  });
}

/** POST api/account/two-factor/setup {password}: the secret and its QR code. */
export const useStartTwoFactor = () =>
  useTwoFactorCall((body: CallInput<typeof startTwoFactorCall>['body']) => api(startTwoFactorCall, { body }));
/** POST api/account/two-factor/enable {code}: the recovery codes, shown once. */
export const useEnableTwoFactor = () =>
  useTwoFactorCall((body: CallInput<typeof enableTwoFactorCall>['body']) =>
    api(enableTwoFactorCall, { body }),
  );
/** POST api/account/two-factor/recovery-codes {password, code} */
export const useRenewRecoveryCodes = () =>
  useTwoFactorCall((body: CallInput<typeof renewRecoveryCodesCall>['body']) =>
    api(renewRecoveryCodesCall, { body }),
  );
/** POST api/account/two-factor/disable {password, code} */
export const useDisableTwoFactor = () =>
  useTwoFactorCall((body: CallInput<typeof disableTwoFactorCall>['body']) =>
    api(disableTwoFactorCall, { body }),
  );

/** GET api/account/sessions */
export function useSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => api(sessionsCall, {}, signal),
    select: (reply) => reply.data,
  });
}

/** DELETE api/account/sessions/{id}, or POST api/account/sessions/revoke-others (id null). */
export function useEndSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number | null) =>
      id === null ? api(endOtherSessionsCall) : api(endSessionCall, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}

/** POST api/users/{id}/two-factor/reset {password}: HR turns off another user's lost second factor. */
export function useResetTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      api(resetTwoFactorCall, { params: { id }, body: { password } }),
    onSuccess: () => invalidateAccounts(client),
  });
}
