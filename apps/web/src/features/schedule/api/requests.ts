import type { Paged } from '@hris/domain/paging';
import type {
  AdjustmentAddBody,
  AdjustmentDetail,
  AdjustmentRow,
  AdjustmentUpdateBody,
  ApprovalBody,
  ApprovalReply,
  UndertimeAddBody,
  UndertimeDetail,
  UndertimeRow,
  UndertimeUpdateBody,
} from '@hris/domain/schedule';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list-params';
import { api, type MutationReply } from '../../../lib/api-client';
import { adjustmentsKey, invalidateSchedule, undertimeKey } from './keys';

/**
 * The two kinds of request HR decides on the same way (docs/rules.md#schedule-rules): schedule adjustments and undertime.
 * Each kind's calls, keyed by the kind, so that the lists, the approval screens and the forms share
 * one set of hooks.
 */
export type RequestKind = 'adjustment' | 'undertime';

type KindTypes = {
  adjustment: {
    row: AdjustmentRow;
    detail: AdjustmentDetail;
    add: AdjustmentAddBody;
    update: AdjustmentUpdateBody;
  };
  undertime: {
    row: UndertimeRow;
    detail: UndertimeDetail;
    add: UndertimeAddBody;
    update: UndertimeUpdateBody;
  };
};
export type RowOf<K extends RequestKind> = KindTypes[K]['row'];
export type DetailOf<K extends RequestKind> = KindTypes[K]['detail'];

const CALLS = {
  adjustment: {
    key: adjustmentsKey,
    list: 'scheduleadjustment',
    get: 'scheduleadjustment/get',
    add: 'scheduleadjustment/add',
    update: 'scheduleadjustment/update',
    remove: 'scheduleadjustment/delete',
    approval: 'adjustment/approval',
  },
  undertime: {
    key: undertimeKey,
    list: 'undertimerequest',
    get: 'undertimerequest/get',
    add: 'undertimerequest/add',
    update: 'undertimerequest/update',
    remove: 'undertimerequest/delete',
    approval: 'undertime/approval',
  },
} as const satisfies Record<RequestKind, Record<string, unknown>>;

export function requestsKey(kind: RequestKind) {
  return CALLS[kind].key;
}

/** GET api/scheduleadjustment or api/undertimerequest: search, status, year, page size, order. */
export function requestFetcher<K extends RequestKind>(kind: K) {
  return (params: ListParams, signal: AbortSignal) =>
    api.get<Paged<RowOf<K>>>(CALLS[kind].list, params, signal);
}

/** GET api/scheduleadjustment/get/{id} or api/undertimerequest/get/{id}. */
export function useRequestDetail<K extends RequestKind>(kind: K, id: number | null) {
  return useQuery({
    queryKey: [...CALLS[kind].key, 'detail', id],
    queryFn: ({ signal }) => api.get<DetailOf<K>>(`${CALLS[kind].get}/${id}`, undefined, signal),
    enabled: id !== null,
    staleTime: 0,
  });
}

type SaveRequest<K extends RequestKind> =
  | { id: null; body: KindTypes[K]['add'] }
  | { id: number; body: KindTypes[K]['update'] };

/** POST …/add (HR files a request) or …/update/{id} (only while HR's decision is pending; else 409). */
export function useSaveRequest<K extends RequestKind>(kind: K) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveRequest<K>) =>
      api.mutate<MutationReply>(id === null ? CALLS[kind].add : `${CALLS[kind].update}/${id}`, body),
    onSuccess: () => invalidateSchedule(client),
  });
}

/** DELETE api/scheduleadjustment/delete/{id} or api/undertimerequest/delete/{id}. */
export function useDeleteRequest(kind: RequestKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.mutate(`${CALLS[kind].remove}/${id}`, undefined, 'DELETE'),
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
      api.mutate<ApprovalReply>(`${CALLS[kind].approval}/${id}`, body),
    onSettled: () => invalidateSchedule(client),
  });
}
