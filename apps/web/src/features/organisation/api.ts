import {
  addDepartmentCall,
  addPositionCall,
  addSubDepartmentCall,
  departmentListCall,
  positionListCall,
  subDepartmentListCall,
  updateDepartmentCall,
  updatePositionCall,
  updateSubDepartmentCall,
} from '@hris/domain/calls/organisation';
import type { DepartmentBody, PositionBody, SubDepartmentBody } from '@hris/domain/organisation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, pageOf } from '../../lib/api-client';

export const departmentsKey = ['departments'] as const;
export const positionsKey = ['positions'] as const;
export const subDepartmentsKey = ['subdepartments'] as const;

export const fetchDepartments = pageOf(departmentListCall);
export const fetchPositions = pageOf(positionListCall);
export const fetchSubDepartments = pageOf(subDepartmentListCall);

/** All departments for a select (GET api/departments?per_page=500). */
export function useDepartmentOptions() {
  return useQuery({
    queryKey: [...departmentsKey, 'options'],
    queryFn: async ({ signal }) => {
      const reply = await api(
        departmentListCall,
        { query: { per_page: 500, sort: 'department', order: 'asc' } },
        signal,
      );
      return reply.data.map((d) => ({ value: d.dep_id, label: d.department }));
    },
    staleTime: 60 * 1000,
  });
}

type Save<B> = { id: number | null; body: B };

export function useSaveDepartment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: Save<DepartmentBody>) =>
      id ? api(updateDepartmentCall, { params: { dep_id: id }, body }) : api(addDepartmentCall, { body }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: departmentsKey }),
        client.invalidateQueries({ queryKey: positionsKey }),
      ]);
    },
  });
}

export function useSavePosition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: Save<PositionBody>) =>
      id ? api(updatePositionCall, { params: { pos_id: id }, body }) : api(addPositionCall, { body }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: positionsKey }),
        client.invalidateQueries({ queryKey: departmentsKey }),
      ]);
    },
  });
}

export function useSaveSubDepartment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: Save<SubDepartmentBody>) =>
      id ? api(updateSubDepartmentCall, { params: { id }, body }) : api(addSubDepartmentCall, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: subDepartmentsKey }),
  });
}
