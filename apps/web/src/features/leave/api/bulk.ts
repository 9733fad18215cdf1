import type { BulkDecisionBody } from '@hris/domain/bulk';
import { bulkDecideLeavesCall } from '@hris/domain/calls/leave';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateLeave } from './keys';

/**
 * POST api/leaveabsences/bulk: Approve selected or Decline selected on Leave Management; each leave is
 * decided alone and the reply lists each one's result. The leave area (list, credits) is refreshed
 * whatever the outcome, since some leaves may have been decided before a failure.
 */
export function useBulkDecideLeaves() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkDecisionBody) => api(bulkDecideLeavesCall, { body }),
    onSettled: () => invalidateLeave(client),
  });
}
