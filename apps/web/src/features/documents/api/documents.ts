import type {
  AckPageReply,
  AssignedReply,
  DocumentEmployeeRow,
  DocumentKind,
  EmployeeDocumentsReply,
  GroupMembersReply,
  RecipientRow,
  RemindReply,
  SentDocumentRow,
} from '@hris/domain/documents';
import type { Paged } from '@hris/domain/paging';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list-params';
import { api, type MutationReply } from '../../../lib/api-client';
import { type UploadProgress, uploadWithProgress } from '../../../lib/upload';
import { type Target, targetPaths } from '../targets';
import { documentEmployeesKey, documentsKey, invalidateDocuments, sentDocumentsKey } from './keys';

/** GET api/contractsmemo: every employee, with their documents counted. */
export function fetchDocumentEmployees(params: ListParams, signal: AbortSignal) {
  return api.get<Paged<DocumentEmployeeRow>>('contractsmemo', params, signal);
}

/** A group's members (GET api/contractsmemo{slug} or api/contractsmemo/sub/{id}), with the group. */
export function fetchGroupMembers(target: Target) {
  return (params: ListParams, signal: AbortSignal) =>
    api.get<GroupMembersReply>(targetPaths(target).members, params, signal);
}

/** GET api/contractsmemo/getinfo/{id} (getcontractinfo, getmemoinfo: one kind). */
export function useEmployeeDocuments(employeeId: number | null, kind: DocumentKind) {
  return useQuery({
    queryKey: [...documentEmployeesKey, 'info', employeeId, kind],
    queryFn: ({ signal }) =>
      api.get<EmployeeDocumentsReply>(
        `contractsmemo/${kind === 'contract' ? 'getcontractinfo' : 'getmemoinfo'}/${employeeId}`,
        undefined,
        signal,
      ),
    enabled: employeeId !== null,
  });
}

/** GET api/documents: what was sent, with its acknowledgements. */
export function fetchSentDocuments(params: ListParams, signal: AbortSignal) {
  return api.get<Paged<SentDocumentRow>>('documents', params, signal);
}

/** GET api/documents/{id}/recipients?status=... */
export function fetchRecipients(documentId: number) {
  return (params: ListParams, signal: AbortSignal) =>
    api.get<Paged<RecipientRow>>(`documents/${documentId}/recipients`, params, signal);
}

type SendArgs = {
  files: File[];
  /** Text fields of the one-employee send: employee_id, employee_name, document_type. */
  fields?: Record<string, string>;
  onProgress?: (progress: UploadProgress) => void;
};

/** Sends files to a target (multipart files[0], files[1], ...); every list of the area refreshes. */
export function useSendDocuments(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ files, fields = {}, onProgress }: SendArgs) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      files.forEach((file, i) => {
        form.append(`files[${i}]`, file, file.name);
      });
      return uploadWithProgress<AssignedReply>(path, form, { onProgress });
    },
    onSettled: () => invalidateDocuments(client),
  });
}

/** POST api/documents/{id}/remind */
export function useRemind() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (documentId: number) => api.mutate<RemindReply>(`documents/${documentId}/remind`),
    onSettled: () => client.invalidateQueries({ queryKey: sentDocumentsKey }),
  });
}

/** GET api/acknowledge/{token}: the employee's own link (no login). */
export function useAckPage(token: string) {
  return useQuery({
    queryKey: [...documentsKey, 'ack', token],
    queryFn: ({ signal }) => api.publicGet<AckPageReply>(`acknowledge/${encodeURIComponent(token)}`, signal),
    retry: false,
  });
}

/** POST api/acknowledge/{token} */
export function useAcknowledge(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.publicPost<MutationReply & { data: AckPageReply }>(`acknowledge/${encodeURIComponent(token)}`),
    onSuccess: (reply) => client.setQueryData([...documentsKey, 'ack', token], reply.data),
  });
}
