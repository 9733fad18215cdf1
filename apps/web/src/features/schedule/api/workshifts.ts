import {
  addWorkShiftCall,
  currentShiftCall,
  deleteWorkShiftCall,
  shiftHistoryCall,
  updateWorkShiftCall,
  workShiftListCall,
} from '@hris/domain/calls/schedule';
import type { WorkShiftAddBody, WorkShiftUpdateBody } from '@hris/domain/schedule';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, pageOf } from '../../../lib/api-client';
import { currentShiftKey, invalidateSchedule, workShiftsKey } from './keys';

/** GET api/workshifts: the employees' shifts in force today, 100 a page (docs/rules.md#work-shifts). */
export const fetchWorkShifts = pageOf(workShiftListCall);

/** GET api/workshifts/history/{employee_id}: every assignment, change, adjustment and removal. */
export function useShiftHistory(employeeId: number | null) {
  return useQuery({
    queryKey: [...workShiftsKey, 'history', employeeId],
    queryFn: ({ signal }) => api(shiftHistoryCall, { params: { employee_id: employeeId ?? 0 } }, signal),
    enabled: employeeId !== null,
    staleTime: 0,
  });
}

/** GET api/getcurrentshift/get/{employee_id}?date=YYYY-MM-DD: the employee's shift on that day (today without a date). */
export function useCurrentShift(employeeId: number | null, date: string | null) {
  return useQuery({
    queryKey: [...currentShiftKey, employeeId, date],
    queryFn: ({ signal }) =>
      api(
        currentShiftCall,
        { params: { employee_id: employeeId ?? 0 }, query: { date: date || undefined } },
        signal,
      ),
    enabled: employeeId !== null,
    staleTime: 0,
  });
}

export type SaveWorkShift = { id: null; body: WorkShiftAddBody } | { id: number; body: WorkShiftUpdateBody };

/** POST api/workshifts/add (an employee without a shift) or api/workshifts/update/{id} (a new shift from a date). */
export function useSaveWorkShift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveWorkShift) =>
      save.id === null
        ? api(addWorkShiftCall, { body: save.body })
        : api(updateWorkShiftCall, { params: { id: save.id }, body: save.body }),
    onSuccess: () => invalidateSchedule(client),
  });
}

/** DELETE api/workshifts/delete/{id}: the employee has no shift from today on. */
export function useDeleteWorkShift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(deleteWorkShiftCall, { params: { id } }),
    onSuccess: () => invalidateSchedule(client),
  });
}
