import {
  deleteDependentsCall,
  dependentListCall,
  dependentsCall,
  registerDependentsCall,
  updateDependentsCall,
} from '@hris/domain/calls/employees';
import type { DependentsBody } from '@hris/domain/dependents';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, pageOf } from '../../../lib/api-client';
import { dependentsKey, invalidateEmployees } from './keys';

export const fetchDependents = pageOf(dependentListCall);

/** GET api/dependents/get/{id} (id = the employee's id) */
export function useDependentRegistration(employeeId: number | null) {
  return useQuery({
    queryKey: [...dependentsKey, 'one', employeeId],
    queryFn: ({ signal }) => api(dependentsCall, { params: { id: employeeId } }, signal),
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
        ? api(registerDependentsCall, { body: { employee_id: employeeId, ...body } })
        : api(updateDependentsCall, { params: { id: employeeId }, body }),
    onSuccess: () => invalidateEmployees(client),
  });
}

/** DELETE api/dependents/delete/{id} */
export function useDeleteDependents() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (employeeId: number) => api(deleteDependentsCall, { params: { id: employeeId } }),
    onSuccess: () => invalidateEmployees(client),
  });
}
