import type { DependentRegistration, DependentRow, DependentsBody } from '@hris/domain/dependents';
import type { Paged } from '@hris/domain/paging';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list-params';
import { api, type MutationReply } from '../../../lib/api-client';
import { dependentsKey, invalidateEmployees } from './keys';

export function fetchDependents(params: ListParams, signal: AbortSignal) {
  return api.get<Paged<DependentRow>>('dependents', params, signal);
}

/** GET api/dependents/get/{id} (id = the employee's id) */
export function useDependentRegistration(employeeId: number | null) {
  return useQuery({
    queryKey: [...dependentsKey, 'one', employeeId],
    queryFn: ({ signal }) =>
      api.get<DependentRegistration>(`dependents/get/${employeeId}`, undefined, signal),
    staleTime: 0,
    enabled: employeeId !== null,
  });
}

/** POST api/registerdependent/add, or POST api/dependents/update/{id} when the employee is registered. */
export function useSaveDependents() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      employeeId,
      body,
      isNew,
    }: {
      employeeId: number;
      body: DependentsBody;
      isNew: boolean;
    }) =>
      isNew
        ? api.mutate<MutationReply>('registerdependent/add', { employee_id: employeeId, ...body })
        : api.mutate<MutationReply>(`dependents/update/${employeeId}`, body),
    onSuccess: () => invalidateEmployees(client),
  });
}

/** DELETE api/dependents/delete/{id} */
export function useDeleteDependents() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (employeeId: number) =>
      api.mutate<MutationReply>(`dependents/delete/${employeeId}`, undefined, 'DELETE'),
    onSuccess: () => invalidateEmployees(client),
  });
}
