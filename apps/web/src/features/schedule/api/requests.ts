import type { BulkDecisionBody } from '@hris/domain/bulk';
import type { ApiCall } from '@hris/domain/call';
import type { requestCalls } from '@hris/domain/calls/requests';
import { adjustmentCalls, undertimeCalls } from '@hris/domain/calls/schedule';
import { ADJUSTMENT_KIND, type ApprovalBody, UNDERTIME_KIND } from '@hris/domain/schedule';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SortKeyOf } from '../../../components/list-params';
import { api, pageOf, type QueryIn } from '../../../lib/api-client';
import { adjustmentsKey, invalidateSchedule, undertimeKey } from './keys';

/**
 * The kinds of request HR decides the same way: schedule adjustments and undertime, each declared
 * once in the domain (its calls and schemas). The hooks take the kind, so that the lists, the
 * approval screens and the forms share them.
 */
const KINDS = { adjustment: ADJUSTMENT_KIND, undertime: UNDERTIME_KIND } as const;
const KEYS = { adjustment: adjustmentsKey, undertime: undertimeKey } as const;
const CALLS: { [K in RequestKind]: ReturnType<typeof requestCalls<(typeof KINDS)[K]>> } = {
  adjustment: adjustmentCalls,
  undertime: undertimeCalls,
};
export type RequestKind = keyof typeof KINDS;

type Schemas<K extends RequestKind> = (typeof KINDS)[K]['schemas'];
export type RowOf<K extends RequestKind> = z.output<Schemas<K>['row']>;
export type DetailOf<K extends RequestKind> = z.output<Schemas<K>['detail']>;

/** The kind's declaration: its noun ("schedule adjustment"), calls and schemas. */
export const requestKindOf = <K extends RequestKind>(kind: K): (typeof KINDS)[K] => KINDS[kind];
/** The kind's calls (packages/domain/src/calls/requests.ts). */
export const requestCallsOf = <K extends RequestKind>(kind: K) => CALLS[kind];

export function requestsKey(kind: RequestKind) {
  return KEYS[kind];
}

/** A kind's list query, as its list call takes it: the list's sort keys and filters. */
export type RequestListQuery<K extends RequestKind> = QueryIn<(typeof CALLS)[K]['list']>;
/** The keys a kind's list sorts by (its declaration's columns are checked against its own). */
export type RequestSort<K extends RequestKind> = SortKeyOf<RequestListQuery<K>>;

/**
 * GET api/scheduleadjustment or api/undertimerequest: search, status, year, page size, order. The
 * shared list takes the query of any kind (tsc cannot follow a generic kind's), so its sort keys are
 * every kind's: the Employee, Date Filled and Status columns sort by keys each kind declares.
 */
export function requestFetcher<K extends RequestKind>(kind: K) {
  const list = pageOf(CALLS[kind].list);
  return (params: RequestListQuery<RequestKind>, signal: AbortSignal) =>
    list(params as RequestListQuery<K>, signal);
}

/** GET api/scheduleadjustment/get/{id} or api/undertimerequest/get/{id}. */
export function useRequestDetail<K extends RequestKind>(kind: K, id: number | null) {
  return useQuery({
    queryKey: [...KEYS[kind], 'detail', id],
    queryFn: ({ signal }) => api(CALLS[kind].get, { params: { id: id ?? 0 } }, signal),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** `api` for a call tsc cannot follow: a generic kind's body (each kind's form checks it against its schema). */
const callOfKind = api as (call: ApiCall, input: { params?: object; body: unknown }) => Promise<unknown>;

type SaveRequest<K extends RequestKind> =
  | { id: null; body: z.output<Schemas<K>['addBody']> }
  | { id: number; body: z.output<Schemas<K>['updateBody']> };

/** POST …/add (HR files a request) or …/update/{id} (only while HR's decision is pending; else 409). */
export function useSaveRequest<K extends RequestKind>(kind: K) {
  const client = useQueryClient();
  const { add, update } = CALLS[kind];
  return useMutation({
    mutationFn: (save: SaveRequest<K>) =>
      save.id === null
        ? callOfKind(add, { body: save.body })
        : callOfKind(update, { params: { id: save.id }, body: save.body }),
    onSuccess: () => invalidateSchedule(client),
  });
}
/** DELETE api/scheduleadjustment/delete/{id} or api/undertimerequest/delete/{id}. */
export function useDeleteRequest(kind: RequestKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(CALLS[kind].remove, { params: { id } }),
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
      api(CALLS[kind].decide, { params: { id }, body }),
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
    mutationFn: (body: BulkDecisionBody) => api(CALLS[kind].bulk, { body }),
    onSettled: () => invalidateSchedule(client),
  });
}
