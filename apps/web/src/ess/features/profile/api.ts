import { fileProfileRequestCall, myProfileRequestsCall } from '@hris/domain/calls/ess-profile';
import type { ProfileChangeInput } from '@hris/domain/profile-requests';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const requestsKey = ['ess', 'profile-requests'] as const;

/** GET api/ess/me/profile-requests: the employee's change requests, newest first. */
export const myProfileRequestsQuery = (page: number) =>
  queryOptions({
    queryKey: [...requestsKey, page],
    queryFn: ({ signal }) => api(myProfileRequestsCall, { query: { page, per_page: 10 } }, signal),
  });

/** POST api/ess/me/profile-requests: only the fields that change. */
export function useFileProfileRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileChangeInput) => api(fileProfileRequestCall, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: requestsKey }),
  });
}
