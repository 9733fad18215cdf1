import type {
  EmployeeBody,
  EmployeeDetail,
  EmployeeRow,
  EmployeeUpdateBody,
  InactiveEmployeeRow,
  JobInformation,
  JobInformationBody,
  JobInformationRow,
  SupervisorInfo,
} from '@hris/domain/employee';
import type { Paged } from '@hris/domain/paging';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list-params';
import { api, type MutationReply } from '../../../lib/api-client';
import { employeesKey, invalidateEmployees } from './keys';

type SavedEmployee = MutationReply & { data: { id: number; emp_id: string; status?: string } };

export function fetchActiveEmployees(params: ListParams, signal: AbortSignal) {
  return api.get<Paged<EmployeeRow>>('active/employee', params, signal);
}

export function fetchInactiveEmployees(params: ListParams, signal: AbortSignal) {
  return api.get<Paged<InactiveEmployeeRow>>('inactive', params, signal);
}

export function fetchJobInformationList(params: ListParams, signal: AbortSignal) {
  return api.get<Paged<JobInformationRow>>('jobinformation', params, signal);
}

/** GET api/updateemployeeinfo/get/{id}: the whole 201 record for the HR edit form. */
export function useEmployeeDetail(id: number | null) {
  return useQuery({
    queryKey: [...employeesKey, 'detail', id],
    queryFn: ({ signal }) => api.get<EmployeeDetail>(`updateemployeeinfo/get/${id}`, undefined, signal),
    staleTime: 0,
    enabled: id !== null,
  });
}

/** GET api/jobinformation/get/{id} */
export function useJobInformation(id: number | null) {
  return useQuery({
    queryKey: [...employeesKey, 'jobinformation', 'one', id],
    queryFn: ({ signal }) => api.get<JobInformation>(`jobinformation/get/${id}`, undefined, signal),
    staleTime: 0,
    enabled: id !== null,
  });
}

/** GET api/supervisor/get/{emp_id}: the members a leaving supervisor hands over, and who may take them. */
export function useSupervisorInfo(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...employeesKey, 'supervisor', id],
    queryFn: ({ signal }) => api.get<SupervisorInfo>(`supervisor/get/${id}`, undefined, signal),
    enabled,
    staleTime: 0,
  });
}

/** POST api/employees/add: the New Employee datasheet. */
export function useAddEmployee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EmployeeBody) => api.mutate<SavedEmployee>('employees/add', body),
    onSuccess: () => invalidateEmployees(client),
  });
}

/** POST api/updateemployeebyhr/update/{employee_id}: any subset of the record, status rules included. */
export function useUpdateEmployee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: EmployeeUpdateBody }) =>
      api.mutate<SavedEmployee>(`updateemployeebyhr/update/${id}`, body),
    onSuccess: () => invalidateEmployees(client),
  });
}

/** POST api/jobinformation/update/{id} */
export function useUpdateJobInformation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: JobInformationBody }) =>
      api.mutate<SavedEmployee>(`jobinformation/update/${id}`, body),
    onSuccess: () => invalidateEmployees(client),
  });
}

type StatusChangeBody = {
  status: string;
  resignation_date: string | null;
  subtitute_id: number | null;
};

/** POST api/jobinformation/update/inactive/{id}: the Inactive Employees status modal. */
export function useUpdateInactiveStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: StatusChangeBody }) =>
      api.mutate<SavedEmployee>(`jobinformation/update/inactive/${id}`, body),
    onSuccess: () => invalidateEmployees(client),
  });
}
