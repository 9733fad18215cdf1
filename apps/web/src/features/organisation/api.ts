import type {
  Department,
  DepartmentBody,
  DepartmentOption,
  Designation,
  PositionBody,
  SubDepartment,
  SubDepartmentBody,
} from '@hris/domain/organisation';
import type { Paged } from '@hris/domain/paging';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListParams } from '../../components/list-params';
import { api, type MutationReply } from '../../lib/api-client';

export const departmentsKey = ['departments'] as const;
export const positionsKey = ['positions'] as const;
export const subDepartmentsKey = ['subdepartments'] as const;

export function fetchDepartments(params: ListParams, signal: AbortSignal) {
  return api.get<Paged<Department>>('departments', params, signal);
}

export function fetchPositions(params: ListParams, signal: AbortSignal) {
  return api.get<Paged<Designation>>('positions', params, signal);
}

export function fetchSubDepartments(params: ListParams, signal: AbortSignal) {
  return api.get<Paged<SubDepartment>>('subdepartments', params, signal);
}

/** All departments for a select (GET api/departments?per_page=500); a plain array is accepted too. */
export function useDepartmentOptions() {
  return useQuery({
    queryKey: [...departmentsKey, 'options'],
    queryFn: async ({ signal }) => {
      const reply = await api.get<Paged<DepartmentOption> | DepartmentOption[]>(
        'departments',
        { per_page: 500, sort: 'department', order: 'asc' },
        signal,
      );
      const items = Array.isArray(reply) ? reply : reply.data;
      return items.map((d) => ({ value: d.dep_id, label: d.department }));
    },
    staleTime: 60 * 1000,
  });
}

type Save<B> = { id: number | null; body: B };

export function useSaveDepartment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: Save<DepartmentBody>) =>
      api.mutate<MutationReply>(id ? `departments/update/${id}` : 'departments/add', body),
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
      api.mutate<MutationReply>(id ? `positions/update/${id}` : 'positions/add', body),
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
      api.mutate<MutationReply>(id ? `subdepartment/update/${id}` : 'subdepartments/add', body),
    onSuccess: () => client.invalidateQueries({ queryKey: subDepartmentsKey }),
  });
}
