import { essMeCall } from '@hris/domain/calls/ess-me';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { essAccount } from '../session';

/** GET api/ess/me: the signed-in employee's profile, read once by the shell and the home. */
export const essMeQuery = () =>
  queryOptions({
    queryKey: ['ess', 'me'],
    queryFn: ({ signal }) => api(essMeCall, {}, signal),
    staleTime: 5 * 60 * 1000,
  });

/** The employee's full name; the account name typed at the login until the profile has answered. */
export function useEmployeeName(): string {
  const me = useQuery(essMeQuery());
  return me.data?.full_name?.trim() || essAccount()?.name || '';
}
