import type { InfractionFindReply, NteDetail, NteRow } from '@hris/domain/discipline';
import type { InfractionType } from '@hris/domain/infractions';
import type { Paged } from '@hris/domain/paging';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list-params';
import { api, type MutationReply } from '../../../lib/api-client';
import { invalidateNtes, nteKey } from './keys';

/** GET api/nterequestbyhr, or api/nterequestbyhr/{year} when a year is chosen (docs/api.md#discipline). */
export function fetchNtes({ year, ...params }: ListParams, signal: AbortSignal) {
  const path = year ? `nterequestbyhr/${year}` : 'nterequestbyhr';
  return api.get<Paged<NteRow>>(path, params, signal);
}

/** GET api/nterequestbyhr/get/{id}: the NTE with its occurrences, attachments and signature (signed links). */
export function useNteDetail(id: number | null) {
  return useQuery({
    queryKey: [...nteKey, 'detail', id],
    queryFn: ({ signal }) => api.get<NteDetail>(`nterequestbyhr/get/${id}`, undefined, signal),
    staleTime: 0,
    enabled: id !== null,
  });
}

/** The reply of the NTE saves: the NTE's id. */
export type NteSavedReply = MutationReply & { id?: number };

/** The multipart NTE calls: `POST api/nterequestbyhr/add`, `api/ntestoremanually/add`, `api/nterequest/approval/update/{id}`. */
export function useSaveNte() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body: FormData }) => api.mutate<NteSavedReply>(path, body),
    onSuccess: () => invalidateNtes(client),
  });
}

/** POST api/notice/for/decision/{id} {id, notice_for_decision}: HR's decision; a 409 says when it becomes possible. */
export function useDecideNte() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, notice }: { id: number; notice: string }) =>
      api.mutate<NteSavedReply>(`notice/for/decision/${id}`, { id, notice_for_decision: notice }),
    onSuccess: () => invalidateNtes(client),
  });
}

/** DELETE api/nterequest/delete/{id} */
export function useDeleteNte() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.mutate(`nterequest/delete/${id}`, undefined, 'DELETE'),
    onSuccess: () => invalidateNtes(client),
  });
}

/**
 * POST api/infraction/find {id, type_of_infraction, nte_id}: the employee's earlier NTEs of the type
 * and the next step of the ladder (a read, so a query).
 */
export function useInfractionHistory(
  employeeId: number | null,
  type: InfractionType | null,
  nteId: number | undefined,
) {
  return useQuery({
    queryKey: [...nteKey, 'ladder', employeeId, type, nteId ?? null],
    queryFn: () =>
      api.post<InfractionFindReply>('infraction/find', {
        id: employeeId,
        type_of_infraction: type,
        ...(nteId ? { nte_id: nteId } : {}),
      }),
    enabled: employeeId !== null && type !== null,
    placeholderData: keepPreviousData,
  });
}
