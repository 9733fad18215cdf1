import type { BulkDecisionBody, BulkDecisionReply } from '@hris/domain/bulk';
import type { Paged } from '@hris/domain/paging';
import {
  ADJUSTMENT_KIND,
  type ApprovalBody,
  type ApprovalReply,
  UNDERTIME_KIND,
} from '@hris/domain/schedule';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListParams } from '../../../components/list-params';
import { api, type MutationReply } from '../../../lib/api-client';
import { adjustmentsKey, invalidateSchedule, undertimeKey } from './keys';

/**
 * The kinds of request HR decides the same way: schedule adjustments and undertime, each declared
 * once in the domain (its calls and schemas). The hooks take the kind, so that the lists, the
 * approval screens and the forms share them.
 */
const KINDS = { adjustment: ADJUSTMENT_KIND, undertime: UNDERTIME_KIND } as const;
const KEYS = { adjustment: adjustmentsKey, undertime: undertimeKey } as const;
export type RequestKind = keyof typeof KINDS;

type Schemas<K extends RequestKind> = (typeof KINDS)[K]['schemas'];
export type RowOf<K extends RequestKind> = z.output<Schemas<K>['row']>;
export type DetailOf<K extends RequestKind> = z.output<Schemas<K>['detail']>;

/** The kind's declaration: its noun ("schedule adjustment"), calls and schemas. */
export const requestKindOf = <K extends RequestKind>(kind: K): (typeof KINDS)[K] => KINDS[kind];
const paths = (kind: RequestKind) => KINDS[kind].paths;

export function requestsKey(kind: RequestKind) {
  return KEYS[kind];
}

/** GET api/scheduleadjustment or api/undertimerequest: search, status, year, page size, order. */
export function requestFetcher<K extends RequestKind>(kind: K) {
  return (params: ListParams, signal: AbortSignal) =>
    api.get<Paged<RowOf<K>>>(paths(kind).list, params, signal);
}

/** GET api/scheduleadjustment/get/{id} or api/undertimerequest/get/{id}. */
export function useRequestDetail<K extends RequestKind>(kind: K, id: number | null) {
  return useQuery({
    queryKey: [...KEYS[kind], 'detail', id],
    queryFn: ({ signal }) => api.get<DetailOf<K>>(`${paths(kind).get}/${id}`, undefined, signal),
    enabled: id !== null,
    staleTime: 0,
  });
}

type SaveRequest<K extends RequestKind> =
  | { id: null; body: z.output<Schemas<K>['addBody']> }
  | { id: number; body: z.output<Schemas<K>['updateBody']> };

/** POST …/add (HR files a request) or …/update/{id} (only while HR's decision is pending; else 409). */
export function useSaveRequest<K extends RequestKind>(kind: K) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveRequest<K>) =>
      api.mutate<MutationReply>(id === null ? paths(kind).add : `${paths(kind).update}/${id}`, body),
    onSuccess: () => invalidateSchedule(client),
  });
}

/** DELETE api/scheduleadjustment/delete/{id} or api/undertimerequest/delete/{id}. */
export function useDeleteRequest(kind: RequestKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.mutate(`${paths(kind).remove}/${id}`, undefined, 'DELETE'),
    onSuccess: () => invalidateSchedule(client),
  });
}

/**
 * POST api/adjustment/approval/{id} or api/undertime/approval/{id}: HR's decision, answered with
 * `{response, title, message}`; a request decided meanwhile is a 409 with its own title and message.
 * Approving an adjustment changes the employee's shift, so the whole area is refreshed either way.
 */
export function useDecideRequest(kind: RequestKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ApprovalBody }) =>
      api.mutate<ApprovalReply>(`${paths(kind).approval}/${id}`, body),
    onSettled: () => invalidateSchedule(client),
  });
}

/**
 * POST api/adjustment/approval/bulk or api/undertime/approval/bulk: Approve selected or Decline
 * selected on the kind's list; each request is decided alone and the reply lists each one's result.
 * Approved adjustments change shifts, so the whole area is refreshed, whatever the outcome.
 */
export function useBulkDecideRequests(kind: RequestKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkDecisionBody) => api.mutate<BulkDecisionReply>(paths(kind).bulk, body),
    onSettled: () => invalidateSchedule(client),
  });
}
