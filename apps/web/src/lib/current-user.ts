import type { CurrentUser } from '@hris/domain/auth';
import { currentUserCall } from '@hris/domain/calls/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** GET api/user: the signed-in account. Loaded by the /hr guard, read by the header and the dashboard. */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: ['current-user'],
    queryFn: ({ signal }) => api(currentUserCall, {}, signal),
    staleTime: 5 * 60 * 1000,
  });

export function useCurrentUser() {
  return useQuery(currentUserQuery());
}

/** The name to greet a user by: the employee's full name when linked, else the account name. */
export function displayName(user: CurrentUser | undefined): string {
  if (!user) return '';
  return user.full_name?.trim() || user.name;
}
