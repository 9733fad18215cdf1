import {
  addFormCall,
  addWfhCall,
  deleteFormCall,
  formCall,
  formListCall,
  updateFormCall,
  wfhCall,
  wfhListCall,
} from '@hris/domain/calls/responsibility';
import type { ResponsibilityAddBody } from '@hris/domain/responsibility';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, pageOf } from '../../../lib/api-client';
import { type UploadProgress, upload } from '../../../lib/upload';

/** Query keys: the forms under ['responsibility', 'forms'], the undertakings under ['responsibility', 'wfh']. */
export const responsibilityKey = ['responsibility'] as const;
export const formsKey = [...responsibilityKey, 'forms'] as const;
export const wfhKey = [...responsibilityKey, 'wfh'] as const;

/** GET api/responsibility */
export const fetchForms = pageOf(formListCall);

/** GET api/responsibility/get/{id} */
export function useResponsibilityForm(id: number | null) {
  return useQuery({
    queryKey: [...formsKey, 'detail', id],
    queryFn: ({ signal }) => api(formCall, { params: { id } }, signal),
    enabled: id !== null,
  });
}

/** POST api/manualresponsibility/add, or api/responsibility/update/{id} */
export function useSaveForm(id?: number) {
  const client = useQueryClient();
  return useMutation({
    // the form always sends the employee with the items; an update reads the items alone
    mutationFn: (body: ResponsibilityAddBody) =>
      id ? api(updateFormCall, { params: { id }, body }) : api(addFormCall, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: responsibilityKey }),
  });
}

/** DELETE api/responsibility/delete/{id} */
export function useDeleteForm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(deleteFormCall, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: responsibilityKey }),
  });
}

/** GET api/wfh/responsibility/hr/get */
export const fetchWfh = pageOf(wfhListCall);

/** GET api/wfh/responsibility/hr/get/{id} */
export function useWfh(id: number | null) {
  return useQuery({
    queryKey: [...wfhKey, 'detail', id],
    queryFn: ({ signal }) => api(wfhCall, { params: { id } }, signal),
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
      return upload(addWfhCall, {}, form, { onProgress });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: wfhKey }),
  });
}
