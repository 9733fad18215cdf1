import {
  approveProfileRequestCall,
  declineProfileRequestCall,
  profileRequestCall,
  profileRequestsCall,
} from '@hris/domain/calls/profile-requests';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, pageOf } from '../../../lib/api-client';

export const profileRequestsKey = ['profile-requests'] as const;
const invalidate = (client: QueryClient) => client.invalidateQueries({ queryKey: profileRequestsKey });

/** GET api/profile-requests: search, status, page size, order. */
export const fetchProfileRequests = pageOf(profileRequestsCall);

/** GET api/profile-requests/{id}: the values when filed, on record now, and asked. */
export function useProfileRequest(id: number | null) {
  return useQuery({
    queryKey: [...profileRequestsKey, 'detail', id],
    queryFn: ({ signal }) => api(profileRequestCall, { params: { id: id ?? 0 } }, signal),
    enabled: id !== null,
    staleTime: 0,
  });
}

export type ProfileDecision = { id: number } & (
  | { decision: 'approved' }
  | { decision: 'rejected'; reason: string }
);

/** POST api/profile-requests/{id}/approve or /decline (with the reason). */
export function useDecideProfileRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (d: ProfileDecision) =>
      d.decision === 'approved'
        ? api(approveProfileRequestCall, { params: { id: d.id } })
        : api(declineProfileRequestCall, { params: { id: d.id }, body: { reason: d.reason } }),
    onSettled: () => invalidate(client),
  });
}
