import type { Paged } from '@hris/domain/paging';
import type {
  ResponsibilityAddBody,
  ResponsibilityDetail,
  ResponsibilityRow,
  ResponsibilityUpdateBody,
  WfhDetail,
  WfhRow,
} from '@hris/domain/responsibility';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list-params';
import { api, type MutationReply } from '../../../lib/api-client';
import { type UploadProgress, uploadWithProgress } from '../../../lib/upload';

/** Query keys: the forms under ['responsibility', 'forms'], the undertakings under ['responsibility', 'wfh']. */
export const responsibilityKey = ['responsibility'] as const;
export const formsKey = [...responsibilityKey, 'forms'] as const;
export const wfhKey = [...responsibilityKey, 'wfh'] as const;

/** GET api/responsibility */
export const fetchForms = (params: ListParams, signal: AbortSignal) =>
  api.get<Paged<ResponsibilityRow>>('responsibility', params, signal);

/** GET api/responsibility/get/{id} */
export function useResponsibilityForm(id: number | null) {
  return useQuery({
    queryKey: [...formsKey, 'detail', id],
    queryFn: ({ signal }) => api.get<ResponsibilityDetail>(`responsibility/get/${id}`, undefined, signal),
    enabled: id !== null,
  });
}

/** POST api/manualresponsibility/add, or api/responsibility/update/{id} */
export function useSaveForm(id?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ResponsibilityAddBody | ResponsibilityUpdateBody) =>
      id ? api.mutate(`responsibility/update/${id}`, body) : api.mutate('manualresponsibility/add', body),
    onSuccess: () => client.invalidateQueries({ queryKey: responsibilityKey }),
  });
}

/** DELETE api/responsibility/delete/{id} */
export function useDeleteForm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.mutate(`responsibility/delete/${id}`, undefined, 'DELETE'),
    onSuccess: () => client.invalidateQueries({ queryKey: responsibilityKey }),
  });
}

/** GET api/wfh/responsibility/hr/get */
export const fetchWfh = (params: ListParams, signal: AbortSignal) =>
  api.get<Paged<WfhRow>>('wfh/responsibility/hr/get', params, signal);

/** GET api/wfh/responsibility/hr/get/{id} */
export function useWfh(id: number | null) {
  return useQuery({
    queryKey: [...wfhKey, 'detail', id],
    queryFn: ({ signal }) => api.get<WfhDetail>(`wfh/responsibility/hr/get/${id}`, undefined, signal),
    enabled: id !== null,
  });
}

/** POST api/wfh/responsibility/hr/add (multipart: the fields and the signature as files[0]) */
export function useAddWfh() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      fields,
      signature,
      onProgress,
    }: {
      fields: Record<string, string>;
      signature: File;
      onProgress?: (p: UploadProgress) => void;
    }) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      form.append('files[0]', signature, signature.name);
      return uploadWithProgress<MutationReply>('wfh/responsibility/hr/add', form, { onProgress });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: wfhKey }),
  });
}
