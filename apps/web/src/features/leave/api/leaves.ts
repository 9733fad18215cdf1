import type { HrLeaveUpdateBody, LeaveDetail, LeaveRow, ManualLeaveBody } from '@hris/domain/leave';
import type { Paged } from '@hris/domain/paging';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list-params';
import { ApiError, api, type MutationReply } from '../../../lib/api-client';
import { invalidateLeave, leaveRequestsKey } from './keys';

/** The reply of HR's review (POST api/leaveabsences/update/hr/{id}): approved, rejected (or success). */
export type LeaveReviewReply = { response: 'approved' | 'rejected' | 'success'; message?: string };

/** GET api/leavemanagement, or api/leavemanagement/{year} when a year is chosen (docs/api.md#leave). */
export function fetchLeaveRequests({ year, ...params }: ListParams, signal: AbortSignal) {
  const path = year ? `leavemanagement/${year}` : 'leavemanagement';
  return api.get<Paged<LeaveRow>>(path, params, signal);
}

/** GET api/leaveabsences/get/{id}: one leave with the approvals and the employee's credits. */
export function useLeaveDetail(id: number | null) {
  return useQuery({
    queryKey: [...leaveRequestsKey, 'detail', id],
    queryFn: ({ signal }) => api.get<LeaveDetail>(`leaveabsences/get/${id}`, undefined, signal),
    staleTime: 0,
    enabled: id !== null,
  });
}

/** POST api/leaveabsences/update/hr/{id}: HR's decision or HR's update. Any "error" reply is thrown. */
export function useReviewLeave() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: HrLeaveUpdateBody }) => {
      const reply = await api.post<LeaveReviewReply | MutationReply>(`leaveabsences/update/hr/${id}`, body);
      if (!reply || reply.response === 'error') {
        throw new ApiError(200, reply?.message ?? 'The leave could not be updated.', undefined, reply);
      }
      return reply as LeaveReviewReply;
    },
    onSuccess: () => invalidateLeave(client),
  });
}

/** POST api/leave/approval/hr/{id} {status: rejected}: cancels an approved leave; its days come back. */
export function useCancelLeave() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.mutate(`leave/approval/hr/${id}`, { status: 'rejected' }),
    onSuccess: () => invalidateLeave(client),
  });
}

/** DELETE api/leaveabsences/delete/{id} */
export function useDeleteLeave() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.mutate(`leaveabsences/delete/${id}`, undefined, 'DELETE'),
    onSuccess: () => invalidateLeave(client),
  });
}

/** POST api/manualleave/add: a leave filed on paper, encoded by HR. */
export function useAddManualLeave() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ManualLeaveBody) => api.mutate('manualleave/add', body),
    onSuccess: () => invalidateLeave(client),
  });
}
