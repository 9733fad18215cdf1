import {
  acknowledgeCall,
  ackPageCall,
  contractsToAllCall,
  documentEmployeesCall,
  documentsToEmployeeCall,
  employeeContractsCall,
  employeeMemosCall,
  legacyGroupCalls,
  memosToAllCall,
  memosToSubDepartmentCall,
  recipientsCall,
  remindCall,
  sentDocumentsCall,
  subDepartmentMembersCall,
} from '@hris/domain/calls/documents';
import type { AssignedReply, DocumentKind } from '@hris/domain/documents';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, pageOf } from '../../../lib/api-client';
import { type UploadProgress, upload } from '../../../lib/upload';
import type { GroupTarget, Target } from '../targets';
import { documentEmployeesKey, documentsKey, invalidateDocuments, sentDocumentsKey } from './keys';

/** GET api/contractsmemo: every employee, with their documents counted. */
export const fetchDocumentEmployees = pageOf(documentEmployeesCall);

/** A group's members (GET api/contractsmemo{slug} or api/contractsmemo/sub/{id}), with the group. */
export function fetchGroupMembers(target: GroupTarget) {
  return target.kind === 'legacy'
    ? pageOf(legacyGroupCalls(target.group).members)
    : pageOf(subDepartmentMembersCall, { id: target.id });
}

/** GET api/contractsmemo/getcontractinfo/{id} or getmemoinfo/{id}: an employee and their documents of a kind. */
export function useEmployeeDocuments(employeeId: number | null, kind: DocumentKind) {
  return useQuery({
    queryKey: [...documentEmployeesKey, 'info', employeeId, kind],
    queryFn: ({ signal }) =>
      api(
        kind === 'contract' ? employeeContractsCall : employeeMemosCall,
        { params: { id: employeeId ?? 0 } },
        signal,
      ),
    enabled: employeeId !== null,
  });
}

/** GET api/documents: what was sent, with its acknowledgements. */
export const fetchSentDocuments = pageOf(sentDocumentsCall);

/** GET api/documents/{id}/recipients?status=... */
export function fetchRecipients(documentId: number) {
  return pageOf(recipientsCall, { id: documentId });
}

/** Sends a form of files (`files[0]`, `files[1]`, ... and any text fields) to its recipients. */
export type Send = (
  form: FormData,
  options: { onProgress?: (progress: UploadProgress) => void },
) => Promise<AssignedReply>;

/** Where an assign screen's files go: everyone (a memo or a contract), a legacy group, a sub-department. */
export function sendTo(target: Target): Send {
  if (target.kind === 'all')
    return (form, options) =>
      upload(target.documentType === 'contract' ? contractsToAllCall : memosToAllCall, {}, form, options);
  if (target.kind === 'legacy')
    return (form, options) => upload(legacyGroupCalls(target.group).send, {}, form, options);
  return (form, options) => upload(memosToSubDepartmentCall, { params: { id: target.id } }, form, options);
}

/** POST api/uploadmemoscontracts/multiple: documents to one employee (with its text fields). */
export const sendToEmployee: Send = (form, options) => upload(documentsToEmployeeCall, {}, form, options);

type SendArgs = {
  files: File[];
  /** Text fields of the one-employee send: employee_id, employee_name, document_type. */
  fields?: Record<string, string>;
  onProgress?: (progress: UploadProgress) => void;
};

/** Sends files (multipart files[0], files[1], ...) where `send` says; every list of the area refreshes. */
export function useSendDocuments(send: Send) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ files, fields = {}, onProgress }: SendArgs) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      files.forEach((file, i) => {
        form.append(`files[${i}]`, file, file.name);
      });
      return send(form, { onProgress });
    },
    onSettled: () => invalidateDocuments(client),
  });
}

/** POST api/documents/{id}/remind */
export function useRemind() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (documentId: number) => api(remindCall, { params: { id: documentId } }),
    onSettled: () => client.invalidateQueries({ queryKey: sentDocumentsKey }),
  });
}

/** GET api/acknowledge/{token}: the employee's own link (no login). */
export function useAckPage(token: string) {
  return useQuery({
    queryKey: [...documentsKey, 'ack', token],
    queryFn: ({ signal }) => api(ackPageCall, { params: { token } }, signal),
    retry: false,
  });
}

/** POST api/acknowledge/{token} */
export function useAcknowledge(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api(acknowledgeCall, { params: { token } }),
    onSuccess: (reply) => client.setQueryData([...documentsKey, 'ack', token], reply.data),
  });
}
