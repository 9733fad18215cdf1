import type { CoachingDetail, CoachingRow } from '@hris/domain/coaching';
import type { EvaluationDetail, EvaluationRow } from '@hris/domain/evaluation';
import type { Paged } from '@hris/domain/paging';
import { useQuery } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list-params';
import { api } from '../../../lib/api-client';
import { coachedKey, evaluationKey } from './keys';

/** GET api/employee/coached/all, or /{year} (docs/api.md#discipline). */
export function fetchCoached({ year, ...params }: ListParams, signal: AbortSignal) {
  const path = year ? `employee/coached/all/${year}` : 'employee/coached/all';
  return api.get<Paged<CoachingRow>>(path, params, signal);
}

/** GET api/employee/coaching/get/{id} */
export function useCoachingDetail(id: number | null) {
  return useQuery({
    queryKey: [...coachedKey, 'detail', id],
    queryFn: ({ signal }) => api.get<CoachingDetail>(`employee/coaching/get/${id}`, undefined, signal),
    enabled: id !== null,
  });
}

/** GET api/evaluation/all, or /{year} (docs/api.md#discipline). */
export function fetchEvaluations({ year, ...params }: ListParams, signal: AbortSignal) {
  const path = year ? `evaluation/all/${year}` : 'evaluation/all';
  return api.get<Paged<EvaluationRow>>(path, params, signal);
}

/**
 * GET api/evaluation/{id}: the evaluation by its id alone (performancedetails/{id}); with the employee
 * (the legacy address, performancedetails/{id}?employee_id=) GET api/evaluation/{id}/{employee_id},
 * which finds it only under that employee.
 */
export function useEvaluationDetail(id: number | null, employeeId?: number | null) {
  return useQuery({
    queryKey: [...evaluationKey, 'detail', id, employeeId],
    queryFn: ({ signal }) =>
      api.get<EvaluationDetail>(
        employeeId === undefined ? `evaluation/${id}` : `evaluation/${id}/${employeeId}`,
        undefined,
        signal,
      ),
    enabled: id !== null && employeeId !== null,
  });
}
