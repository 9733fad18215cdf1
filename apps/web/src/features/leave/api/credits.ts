import {
  creditsListCall,
  employeeCreditsCall,
  ledgerCall,
  registerCreditsCall,
  updateCreditsCall,
} from '@hris/domain/calls/leave';
import type { RegisterCreditsBody, UpdateCreditsBody } from '@hris/domain/leave';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, pageOf } from '../../../lib/api-client';
import { invalidateLeave, leaveCreditsKey } from './keys';

/** GET api/leavecredits */
export const fetchLeaveCredits = pageOf(creditsListCall);

/** GET api/employee/credits/{employee_id}; null when the employee has no credits registered (404). */
export function useEmployeeCredits(employeeId: number | null) {
  return useQuery({
    queryKey: [...leaveCreditsKey, 'employee', employeeId],
    queryFn: async ({ signal }) => {
      try {
        return await api(employeeCreditsCall, { params: { employee_id: employeeId ?? 0 } }, signal);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: employeeId !== null,
    staleTime: 0,
  });
}

/** GET api/leave/credits/ledger/{employee_id}: every change of the employee's credits, newest first. */
export function useCreditLedger(employeeId: number | null, page: number, perPage: number) {
  return useQuery({
    queryKey: [...leaveCreditsKey, 'ledger', employeeId, page, perPage],
    queryFn: ({ signal }) =>
      api(
        ledgerCall,
        {
          params: { employee_id: employeeId ?? 0 },
          query: { page, per_page: perPage, sort: 'created_at', order: 'desc' },
        },
        signal,
      ),
    enabled: employeeId !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** POST api/register/credits */
export function useRegisterCredits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterCreditsBody) => api(registerCreditsCall, { body }),
    onSuccess: () => invalidateLeave(client),
  });
}

/** POST api/leave/credits/update/{employee_id}: everything but the balance. */
export function useUpdateCredits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ employeeId, body }: { employeeId: number; body: UpdateCreditsBody }) =>
      api(updateCreditsCall, { params: { id: employeeId }, body }),
    onSuccess: () => invalidateLeave(client),
  });
}
