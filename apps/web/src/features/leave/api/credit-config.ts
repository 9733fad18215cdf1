import { creditConfigCall, updateCreditConfigCall } from '@hris/domain/calls/leave';
import type { CreditConfigBody } from '@hris/domain/leave';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { creditConfigKey } from './keys';

/** GET api/leave/credits/config: one row per sub-department. */
export function useCreditConfig() {
  return useQuery({
    queryKey: creditConfigKey,
    queryFn: ({ signal }) => api(creditConfigCall, {}, signal),
    staleTime: 0,
  });
}

/** POST api/credits/config/update/{sub_id} */
export function useUpdateCreditConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ subId, body }: { subId: number; body: CreditConfigBody }) =>
      api(updateCreditConfigCall, { params: { id: subId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: creditConfigKey }),
  });
}
