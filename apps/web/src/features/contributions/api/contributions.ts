import type {
  ComputeReply,
  ContributionBody,
  ContributionDetail,
  ContributionRow,
} from '@hris/domain/contributions';
import type { Paged } from '@hris/domain/paging';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list-params';
import { api, type MutationReply } from '../../../lib/api-client';

/** Query keys of loan and contributions. */
export const contributionsKey = ['contributions'] as const;

/** GET api/contributions, or /{year} (the year of the month covered). */
export function fetchContributions({ year, ...params }: ListParams, signal: AbortSignal) {
  return api.get<Paged<ContributionRow>>(year ? `contributions/${year}` : 'contributions', params, signal);
}

/** GET api/contributions/{id}/{employee_id} */
export function useContributionDetail(id: number | null, employeeId: number | null) {
  return useQuery({
    queryKey: [...contributionsKey, 'detail', id, employeeId],
    queryFn: ({ signal }) =>
      api.get<ContributionDetail>(`contributions/${id}/${employeeId}`, undefined, signal),
    enabled: id !== null && employeeId !== null,
  });
}

/** GET api/contributions/compute?employee_id=&date=: the statutory shares of the employee's basic salary. */
export function useComputedShares(employeeId: number | null, month: string) {
  const date = /^\d{4}-\d{2}$/.test(month) ? `${month}-01` : undefined;
  return useQuery({
    queryKey: [...contributionsKey, 'compute', employeeId, date],
    queryFn: ({ signal }) =>
      api.get<ComputeReply>('contributions/compute', { employee_id: employeeId ?? undefined, date }, signal),
    enabled: employeeId !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** POST api/contributions/create */
export function useCreateContribution() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ContributionBody) =>
      api.mutate<MutationReply & { data: { id: number } }>('contributions/create', body),
    onSuccess: () => client.invalidateQueries({ queryKey: contributionsKey }),
  });
}

/** DELETE api/contributions/remove/{id} */
export function useDeleteContribution() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.mutate(`contributions/remove/${id}`, undefined, 'DELETE'),
    onSuccess: () => client.invalidateQueries({ queryKey: contributionsKey }),
  });
}

/** POST api/contributions/generate: a month's records for every active employee without one. */
export function useGenerateMonth() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (dateCovered: string) =>
      api.mutate<MutationReply & { data: { created: number; skipped: number } }>('contributions/generate', {
        date_covered: dateCovered,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: contributionsKey }),
  });
}
