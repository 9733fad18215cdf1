import {
  addNteCall,
  decideNteCall,
  deleteNteCall,
  findInfractionsCall,
  manualNteCall,
  nteDetailCall,
  nteListCall,
  nteYearListCall,
  updateNteCall,
} from '@hris/domain/calls/discipline';
import type { InfractionType } from '@hris/domain/infractions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, yearPageOf } from '../../../lib/api-client';
import { upload } from '../../../lib/upload';
import { invalidateNtes, nteKey } from './keys';

/** GET api/nterequestbyhr, or api/nterequestbyhr/{year} when a year is chosen (docs/api.md#discipline). */
export const fetchNtes = yearPageOf(nteListCall, nteYearListCall);

/** GET api/nterequestbyhr/get/{id}: the NTE with its occurrences, attachments and signature (signed links). */
export function useNteDetail(id: number | null) {
  return useQuery({
    queryKey: [...nteKey, 'detail', id],
    queryFn: ({ signal }) => api(nteDetailCall, { params: { id: id ?? 0 } }, signal),
    staleTime: 0,
    enabled: id !== null,
  });
}

/** What the NTE form sends: a new NTE, one encoded from paper, or HR's update of one. */
export type NteSave =
  | { mode: 'new' | 'manual'; body: FormData }
  | { mode: 'update'; id: number; body: FormData };

/** The multipart NTE calls: `POST api/nterequestbyhr/add`, `api/ntestoremanually/add`, `api/nterequest/approval/update/{id}`. */
export function useSaveNte() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (save: NteSave) =>
      save.mode === 'update'
        ? upload(updateNteCall, { params: { id: save.id } }, save.body)
        : upload(save.mode === 'new' ? addNteCall : manualNteCall, {}, save.body),
    onSuccess: () => invalidateNtes(client),
  });
}

/** POST api/notice/for/decision/{id} {id, notice_for_decision}: HR's decision; a 409 says when it becomes possible. */
export function useDecideNte() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, notice }: { id: number; notice: string }) =>
      api(decideNteCall, { params: { id }, body: { id, notice_for_decision: notice } }),
    onSuccess: () => invalidateNtes(client),
  });
}

/** DELETE api/nterequest/delete/{id} */
export function useDeleteNte() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(deleteNteCall, { params: { id } }),
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
      api(findInfractionsCall, {
        // (both are set: the query waits for them)
        body: {
          id: employeeId ?? 0,
          type_of_infraction: type ?? 'Tardiness',
          ...(nteId ? { nte_id: nteId } : {}),
        },
      }),
    enabled: employeeId !== null && type !== null,
    placeholderData: keepPreviousData,
  });
}
