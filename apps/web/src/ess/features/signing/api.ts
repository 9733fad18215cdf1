import {
  essAcknowledgeCoachingCall,
  essAcknowledgeDocumentCall,
  essAcknowledgeEvaluationCall,
  essCoachingCall,
  essConfirmResponsibilityCall,
  essDocumentsCall,
  essEvaluationsCall,
  essNteCall,
  essNteExplanationCall,
  essNteListCall,
  essResponsibilityCall,
  essSignWfhCall,
  essWfhCall,
} from '@hris/domain/calls/ess-signing';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { upload } from '../../../lib/upload';

export const signingKey = ['ess', 'signing'] as const;

export const documentsQuery = queryOptions({
  queryKey: [...signingKey, 'documents'],
  queryFn: ({ signal }) => api(essDocumentsCall, {}, signal),
});
export const nteListQuery = queryOptions({
  queryKey: [...signingKey, 'nte'],
  queryFn: ({ signal }) => api(essNteListCall, {}, signal),
});
export const nteQuery = (id: number) =>
  queryOptions({
    queryKey: [...signingKey, 'nte', id],
    queryFn: ({ signal }) => api(essNteCall, { params: { id } }, signal),
  });
export const coachingQuery = queryOptions({
  queryKey: [...signingKey, 'coaching'],
  queryFn: ({ signal }) => api(essCoachingCall, {}, signal),
});
export const evaluationsQuery = queryOptions({
  queryKey: [...signingKey, 'evaluations'],
  queryFn: ({ signal }) => api(essEvaluationsCall, {}, signal),
});
export const responsibilityQuery = queryOptions({
  queryKey: [...signingKey, 'responsibility'],
  queryFn: ({ signal }) => api(essResponsibilityCall, {}, signal),
});
export const wfhQuery = queryOptions({
  queryKey: [...signingKey, 'wfh'],
  queryFn: ({ signal }) => api(essWfhCall, {}, signal),
});

/** Any acknowledgement changes what waits: every list of this part is read again. */
function useSigning<T, R>(send: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: signingKey }),
  });
}

/** The text fields and the drawn signature, as the signing calls take them. */
export function signedForm(fields: Record<string, string>, signature: Blob | null): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (signature) form.append('signature', signature, 'signature.png');
  return form;
}

type Signed = { id: number; form: FormData };

export const useAcknowledgeDocument = () =>
  useSigning((id: number) => api(essAcknowledgeDocumentCall, { params: { id } }));
export const useExplainNte = () =>
  useSigning(({ id, form }: Signed) => upload(essNteExplanationCall, { params: { id } }, form));
export const useAcknowledgeCoaching = () =>
  useSigning(({ id, form }: Signed) => upload(essAcknowledgeCoachingCall, { params: { id } }, form));
export const useAcknowledgeEvaluation = () =>
  useSigning(({ id, form }: Signed) => upload(essAcknowledgeEvaluationCall, { params: { id } }, form));
export const useConfirmResponsibility = () =>
  useSigning(({ id, form }: Signed) => upload(essConfirmResponsibilityCall, { params: { id } }, form));
export const useSignWfh = () => useSigning((form: FormData) => upload(essSignWfhCall, {}, form));
