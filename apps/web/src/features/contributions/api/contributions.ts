import {
  computeSharesCall,
  contributionDetailCall,
  contributionListCall,
  contributionYearListCall,
  createContributionCall,
  generateMonthCall,
  removeContributionCall,
} from '@hris/domain/calls/contributions';
import type { ContributionBody } from '@hris/domain/contributions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, yearPageOf } from '../../../lib/api-client';

/** Query keys of loan and contributions. */
export const contributionsKey = ['contributions'] as const;

/** GET api/contributions, or /{year} (the year of the month covered). */
export const fetchContributions = yearPageOf(contributionListCall, contributionYearListCall);

/** GET api/contributions/{id}/{employee_id} */
export function useContributionDetail(id: number | null, employeeId: number | null) {
  return useQuery({
    queryKey: [...contributionsKey, 'detail', id, employeeId],
    queryFn: ({ signal }) => api(contributionDetailCall, { params: { id, employee_id: employeeId } }, signal),
    enabled: id !== null && employeeId !== null,
  });
}

/** GET api/contributions/compute?employee_id=&date=: the statutory shares of the employee's basic salary. */
export function useComputedShares(employeeId: number | null, month: string) {
  const date = /^\d{4}-\d{2}$/.test(month) ? `${month}-01` : undefined;
  return useQuery({
    queryKey: [...contributionsKey, 'compute', employeeId, date],
    queryFn: ({ signal }) =>
      api(computeSharesCall, { query: { employee_id: employeeId ?? undefined, date } }, signal),
    enabled: employeeId !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** POST api/contributions/create */
export function useCreateContribution() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ContributionBody) => api(createContributionCall, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: contributionsKey }),
  });
}

/** DELETE api/contributions/remove/{id} */
export function useDeleteContribution() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(removeContributionCall, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: contributionsKey }),
  });
}

/** POST api/contributions/generate: a month's records for every active employee without one. */
export function useGenerateMonth() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (dateCovered: string) => api(generateMonthCall, { body: { date_covered: dateCovered } }),
    onSuccess: () => client.invalidateQueries({ queryKey: contributionsKey }),
  });
}
