import type { Paged } from '@hris/domain/paging';
import type {
  CurrentShift,
  ShiftHistoryRow,
  WorkShiftAddBody,
  WorkShiftRow,
  WorkShiftUpdateBody,
} from '@hris/domain/schedule';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list-params';
import { api, type MutationReply } from '../../../lib/api-client';
import { currentShiftKey, invalidateSchedule, workShiftsKey } from './keys';

/** GET api/workshifts: the employees' shifts in force today, 100 a page (docs/rules.md#work-shifts). */
export function fetchWorkShifts(params: ListParams, signal: AbortSignal) {
  return api.get<Paged<WorkShiftRow>>('workshifts', params, signal);
}

/** GET api/workshifts/history/{employee_id}: every assignment, change, adjustment and removal. */
export function useShiftHistory(employeeId: number | null) {
  return useQuery({
    queryKey: [...workShiftsKey, 'history', employeeId],
    queryFn: ({ signal }) =>
      api.get<ShiftHistoryRow[]>(`workshifts/history/${employeeId}`, undefined, signal),
    enabled: employeeId !== null,
    staleTime: 0,
  });
}

/** GET api/getcurrentshift/get/{employee_id}?date=YYYY-MM-DD: the employee's shift on that day (today without a date). */
export function useCurrentShift(employeeId: number | null, date: string | null) {
  return useQuery({
    queryKey: [...currentShiftKey, employeeId, date],
    queryFn: ({ signal }) =>
      api.get<CurrentShift>(`getcurrentshift/get/${employeeId}`, { date: date || undefined }, signal),
    enabled: employeeId !== null,
    staleTime: 0,
  });
}

type SaveWorkShift = { id: null; body: WorkShiftAddBody } | { id: number; body: WorkShiftUpdateBody };

/** POST api/workshifts/add (an employee without a shift) or api/workshifts/update/{id} (a new shift from a date). */
export function useSaveWorkShift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveWorkShift) =>
      api.mutate<MutationReply>(id === null ? 'workshifts/add' : `workshifts/update/${id}`, body),
    onSuccess: () => invalidateSchedule(client),
  });
}

/** DELETE api/workshifts/delete/{id}: the employee has no shift from today on. */
export function useDeleteWorkShift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.mutate(`workshifts/delete/${id}`, undefined, 'DELETE'),
    onSuccess: () => invalidateSchedule(client),
  });
}
