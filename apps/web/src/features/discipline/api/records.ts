import {
  coachedListCall,
  coachedYearListCall,
  coachingDetailCall,
  evaluationCall,
  evaluationListCall,
  evaluationOfEmployeeCall,
  evaluationYearListCall,
} from '@hris/domain/calls/discipline';
import { useQuery } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list-params';
import { api, pageOf } from '../../../lib/api-client';
import { coachedKey, evaluationKey } from './keys';

const fetchAllCoached = pageOf(coachedListCall);

/** GET api/employee/coached/all, or /{year} (docs/api.md#discipline). */
export function fetchCoached({ year, ...params }: ListParams, signal: AbortSignal) {
  return year
    ? pageOf(coachedYearListCall, { year: Number(year) })(params, signal)
    : fetchAllCoached(params, signal);
}

/** GET api/employee/coaching/get/{id} */
export function useCoachingDetail(id: number | null) {
  return useQuery({
    queryKey: [...coachedKey, 'detail', id],
    queryFn: ({ signal }) => api(coachingDetailCall, { params: { id: id ?? 0 } }, signal),
    enabled: id !== null,
  });
}

const fetchAllEvaluations = pageOf(evaluationListCall);

/** GET api/evaluation/all, or /{year} (docs/api.md#discipline). */
export function fetchEvaluations({ year, ...params }: ListParams, signal: AbortSignal) {
  return year
    ? pageOf(evaluationYearListCall, { year: Number(year) })(params, signal)
    : fetchAllEvaluations(params, signal);
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
      employeeId === undefined
        ? api(evaluationCall, { params: { id: id ?? 0 } }, signal)
        : api(evaluationOfEmployeeCall, { params: { id: id ?? 0, employee_id: employeeId ?? 0 } }, signal),
    enabled: id !== null && employeeId !== null,
  });
}
