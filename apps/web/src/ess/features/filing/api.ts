import {
  essCancelLeaveCall,
  essFileAdjustmentCall,
  essFileLeaveCall,
  essFileUndertimeCall,
  essLeaveListCall,
  essRequestsCall,
} from '@hris/domain/calls/ess-filing';
import type { EssLeaveInput } from '@hris/domain/ess-filing';
import type { AdjustmentFileInput, UndertimeFileInput } from '@hris/domain/schedule';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Everything the employee filed: one key, so that filing or cancelling refreshes the lists and the home card. */
const filingKey = ['ess', 'filing'] as const;

/** GET api/ess/me/leave?year=: the employee's leave starting in that year. */
export const myLeaveQuery = (year: number) =>
  queryOptions({
    queryKey: [...filingKey, 'leave', year],
    queryFn: ({ signal }) => api(essLeaveListCall, { query: { year } }, signal),
  });

/** GET api/ess/me/requests: one page of all the employee's requests, newest first. */
export const myRequestsQuery = (page: number, perPage = 10) =>
  queryOptions({
    queryKey: [...filingKey, 'requests', page, perPage],
    queryFn: ({ signal }) => api(essRequestsCall, { query: { page, per_page: perPage } }, signal),
  });

function useFiling<I, R>(send: (input: I) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: filingKey }),
  });
}

export const useFileLeave = () => useFiling((body: EssLeaveInput) => api(essFileLeaveCall, { body }));
export const useCancelLeave = () => useFiling((id: number) => api(essCancelLeaveCall, { params: { id } }));
export const useFileAdjustment = () =>
  useFiling((body: AdjustmentFileInput) => api(essFileAdjustmentCall, { body }));
export const useFileUndertime = () =>
  useFiling((body: UndertimeFileInput) => api(essFileUndertimeCall, { body }));
