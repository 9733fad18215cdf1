import {
  activeEmployeesCall,
  addEmployeeCall,
  employeeRecordCall,
  inactiveEmployeesCall,
  inactiveStatusCall,
  jobInformationCall,
  jobInformationListCall,
  supervisorInfoCall,
  updateEmployeeCall,
  updateJobInformationCall,
} from '@hris/domain/calls/employees';
import type {
  EmployeeBody,
  EmployeeUpdateBody,
  EmploymentStatus,
  JobInformationBody,
} from '@hris/domain/employee';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, pageOf } from '../../../lib/api-client';
import { employeesKey, invalidateEmployees } from './keys';

export const fetchActiveEmployees = pageOf(activeEmployeesCall);
export const fetchInactiveEmployees = pageOf(inactiveEmployeesCall);
export const fetchJobInformationList = pageOf(jobInformationListCall);

/** GET api/updateemployeeinfo/get/{id}: the whole 201 record for the HR edit form. */
export function useEmployeeDetail(id: number | null) {
  return useQuery({
    queryKey: [...employeesKey, 'detail', id],
    queryFn: ({ signal }) => api(employeeRecordCall, { params: { id } }, signal),
    staleTime: 0,
    enabled: id !== null,
  });
}

/** GET api/jobinformation/get/{id} */
export function useJobInformation(id: number | null) {
  return useQuery({
    queryKey: [...employeesKey, 'jobinformation', 'one', id],
    queryFn: ({ signal }) => api(jobInformationCall, { params: { id } }, signal),
    staleTime: 0,
    enabled: id !== null,
  });
}

/** GET api/supervisor/get/{emp_id}: the members a leaving supervisor hands over, and who may take them. */
export function useSupervisorInfo(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...employeesKey, 'supervisor', id],
    queryFn: ({ signal }) => api(supervisorInfoCall, { params: { emp_id: id } }, signal),
    enabled,
    staleTime: 0,
  });
}

/** POST api/employees/add: the New Employee datasheet. */
export function useAddEmployee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EmployeeBody) => api(addEmployeeCall, { body }),
    onSuccess: () => invalidateEmployees(client),
  });
}

/** POST api/updateemployeebyhr/update/{employee_id}: any subset of the record, status rules included. */
export function useUpdateEmployee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: EmployeeUpdateBody }) =>
      api(updateEmployeeCall, { params: { employee_id: id }, body }),
    onSuccess: () => invalidateEmployees(client),
  });
}

/** POST api/jobinformation/update/{id} */
export function useUpdateJobInformation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: JobInformationBody }) =>
      api(updateJobInformationCall, { params: { id }, body }),
    onSuccess: () => invalidateEmployees(client),
  });
}

type StatusChangeBody = {
  status: EmploymentStatus;
  resignation_date: string | null;
  subtitute_id: number | null;
};

/** POST api/jobinformation/update/inactive/{id}: the Inactive Employees status modal. */
export function useUpdateInactiveStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: StatusChangeBody }) =>
      api(inactiveStatusCall, { params: { id }, body }),
    onSuccess: () => invalidateEmployees(client),
  });
}
