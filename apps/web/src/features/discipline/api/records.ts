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
import { api, yearPageOf } from '../../../lib/api-client';
import { coachedKey, evaluationKey } from './keys';

/** GET api/employee/coached/all, or /{year} (docs/api.md#discipline). */
export const fetchCoached = yearPageOf(coachedListCall, coachedYearListCall);

/** GET api/employee/coaching/get/{id} */
export function useCoachingDetail(id: number | null) {
  return useQuery({
    queryKey: [...coachedKey, 'detail', id],
    queryFn: ({ signal }) => api(coachingDetailCall, { params: { id: id ?? 0 } }, signal),
    enabled: id !== null,
  });
}

/** GET api/evaluation/all, or /{year} (docs/api.md#discipline). */
export const fetchEvaluations = yearPageOf(evaluationListCall, evaluationYearListCall);

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
