import type { ReplyOf } from '@hris/domain/call';
import {
  addManualLeaveCall,
  cancelLeaveCall,
  deleteLeaveCall,
  hrUpdateLeaveCall,
  leaveDetailCall,
  leaveListCall,
  leaveYearListCall,
} from '@hris/domain/calls/leave';
import type { HrLeaveUpdateBody, ManualLeaveBody } from '@hris/domain/leave';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, yearPageOf } from '../../../lib/api-client';
import { invalidateLeave, leaveRequestsKey } from './keys';

/** The reply of HR's review (POST api/leaveabsences/update/hr/{id}): approved, rejected or success. */
export type LeaveReviewReply = ReplyOf<typeof hrUpdateLeaveCall>;

/** GET api/leavemanagement, or api/leavemanagement/{year} when a year is chosen (docs/api.md#leave). */
export const fetchLeaveRequests = yearPageOf(leaveListCall, leaveYearListCall);

/** GET api/leaveabsences/get/{id}: one leave with the approvals and the employee's credits. */
export function useLeaveDetail(id: number | null) {
  return useQuery({
    queryKey: [...leaveRequestsKey, 'detail', id],
    queryFn: ({ signal }) => api(leaveDetailCall, { params: { id: id ?? 0 } }, signal),
    staleTime: 0,
    enabled: id !== null,
  });
}

/** POST api/leaveabsences/update/hr/{id}: HR's decision or HR's update. Any "error" reply is thrown. */
export function useReviewLeave() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: HrLeaveUpdateBody }) =>
      api(hrUpdateLeaveCall, { params: { id }, body }),
    onSuccess: () => invalidateLeave(client),
  });
}

/** POST api/leave/approval/hr/{id} {status: rejected}: cancels an approved leave; its days come back. */
export function useCancelLeave() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(cancelLeaveCall, { params: { id }, body: { status: 'rejected' } }),
    onSuccess: () => invalidateLeave(client),
  });
}

/** DELETE api/leaveabsences/delete/{id} */
export function useDeleteLeave() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(deleteLeaveCall, { params: { id } }),
    onSuccess: () => invalidateLeave(client),
  });
}

/** POST api/manualleave/add: a leave filed on paper, encoded by HR. */
export function useAddManualLeave() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ManualLeaveBody) => api(addManualLeaveCall, { body }),
    onSuccess: () => invalidateLeave(client),
  });
}
