import type { BulkDecisionBody, BulkDecisionReply } from '@hris/domain/bulk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateSchedule } from './keys';
import type { RequestKind } from './requests';

const BULK_PATHS: Record<RequestKind, string> = {
  adjustment: 'adjustment/approval/bulk',
  undertime: 'undertime/approval/bulk',
};

/**
 * POST api/adjustment/approval/bulk or api/undertime/approval/bulk: Approve selected or Decline
 * selected on the kind's list; each request is decided alone and the reply lists each one's result.
 * Approved adjustments change shifts, so the whole area is refreshed, whatever the outcome.
 */
export function useBulkDecideRequests(kind: RequestKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkDecisionBody) => api.mutate<BulkDecisionReply>(BULK_PATHS[kind], body),
    onSettled: () => invalidateSchedule(client),
  });
}
