import type { LeaveCredits, LedgerRow, RegisterCreditsBody, UpdateCreditsBody } from '@hris/domain/leave';
import type { Paged } from '@hris/domain/paging';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list-params';
import { ApiError, api } from '../../../lib/api-client';
import { invalidateLeave, leaveCreditsKey } from './keys';

/** GET api/leavecredits */
export function fetchLeaveCredits(params: ListParams, signal: AbortSignal) {
  return api.get<Paged<LeaveCredits>>('leavecredits', params, signal);
}

/** GET api/employee/credits/{employee_id}; null when the employee has no credits registered (404). */
export function useEmployeeCredits(employeeId: number | null) {
  return useQuery({
    queryKey: [...leaveCreditsKey, 'employee', employeeId],
    queryFn: async ({ signal }) => {
      try {
        return await api.get<LeaveCredits>(`employee/credits/${employeeId}`, undefined, signal);
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
      api.get<Paged<LedgerRow>>(
        `leave/credits/ledger/${employeeId}`,
        { page, per_page: perPage, sort: 'created_at', order: 'desc' },
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
    mutationFn: (body: RegisterCreditsBody) => api.mutate('register/credits', body),
    onSuccess: () => invalidateLeave(client),
  });
}

/** POST api/leave/credits/update/{employee_id}: everything but the balance. */
export function useUpdateCredits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ employeeId, body }: { employeeId: number; body: UpdateCreditsBody }) =>
      api.mutate(`leave/credits/update/${employeeId}`, body),
    onSuccess: () => invalidateLeave(client),
  });
}
