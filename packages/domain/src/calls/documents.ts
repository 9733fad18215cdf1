import { z } from 'zod';
import { defineCall } from '../call';
import {
  ackPageReply,
  ackParams,
  assignedReply,
  documentEmployeesQuery,
  documentEmployeesReply,
  documentParams,
  documentUploadFields,
  documentYearParams,
  employeeDocumentsReply,
  employeeParams,
  groupMembersReply,
  type LegacyGroup,
  recipientsQuery,
  recipientsReply,
  remindReply,
  sentDocumentsQuery,
  sentDocumentsReply,
  subDepartmentParams,
} from '../documents';
import { successReply } from '../replies';

/**
 * The calls of Contracts & Memos: the employee lists, one employee's documents, the sends (multipart:
 * the files as `files[0]`, `files[1]`, ...; the text fields as `multipart` says), what was sent, and
 * the employee's personal acknowledgement link (public: its token is the credential).
 */

// ---- the employee lists

export const documentEmployeesCall = defineCall({
  method: 'GET',
  path: 'contractsmemo',
  summary: 'Contracts & Memos: every employee, with their documents counted',
  query: documentEmployeesQuery,
  reply: documentEmployeesReply,
});

export const documentEmployeesOfYearCall = defineCall({
  method: 'GET',
  path: 'contractsmemo/filteremployee/:year',
  summary: 'Contracts & Memos: the employees hired in a year',
  params: documentYearParams,
  query: documentEmployeesQuery.omit({ year: true }),
  reply: documentEmployeesReply,
});

export const subDepartmentMembersCall = defineCall({
  method: 'GET',
  path: 'contractsmemo/sub/:id',
  summary: 'The active members of a sub-department',
  params: subDepartmentParams,
  query: documentEmployeesQuery,
  reply: groupMembersReply,
});

// ---- one employee's documents

export const employeeDocumentsCall = defineCall({
  method: 'GET',
  path: 'contractsmemo/getinfo/:id',
  summary: 'An employee and all their contracts and memos, with signed links',
  params: employeeParams,
  reply: employeeDocumentsReply,
});

export const employeeContractsCall = defineCall({
  method: 'GET',
  path: 'contractsmemo/getcontractinfo/:id',
  summary: 'An employee and their contracts',
  params: employeeParams,
  reply: employeeDocumentsReply,
});

export const employeeMemosCall = defineCall({
  method: 'GET',
  path: 'contractsmemo/getmemoinfo/:id',
  summary: 'An employee and their memos',
  params: employeeParams,
  reply: employeeDocumentsReply,
});

// ---- sending (multipart: the files only, but for the one-employee send)

const noFields = z.object({});

export const memosToAllCall = defineCall({
  method: 'POST',
  path: 'assignmemos/all',
  summary: 'A memo (or several) to every active employee',
  multipart: noFields,
  reply: assignedReply,
});

export const contractsToAllCall = defineCall({
  method: 'POST',
  path: 'assigncontracts/all',
  summary: 'A contract (or several) to every active employee',
  multipart: noFields,
  reply: assignedReply,
});

export const memosToSubDepartmentCall = defineCall({
  method: 'POST',
  path: 'assignmemos/sub/:id',
  summary: 'A memo (or several) to the active members of a sub-department',
  params: subDepartmentParams,
  multipart: noFields,
  reply: assignedReply,
});

export const documentsToEmployeeCall = defineCall({
  method: 'POST',
  path: 'uploadmemoscontracts/multiple',
  summary: 'Contracts or memos to one employee (files[i], employee_id, employee_name, document_type)',
  multipart: documentUploadFields,
  reply: assignedReply,
});

/**
 * The calls of a legacy group (`api/contractsmemocdhw`, `api/assignmemos/cdhw`, ...): its active
 * members, and a memo to them. The sub-department it stands for is found by the group's name.
 */
export function legacyGroupCalls<G extends LegacyGroup>(group: G) {
  return {
    members: defineCall({
      method: 'GET',
      path: `contractsmemo${group.api}`,
      summary: `The active members of ${group.name}`,
      query: documentEmployeesQuery,
      reply: groupMembersReply,
    }),
    send: defineCall({
      method: 'POST',
      path: `assignmemos/${group.api}`,
      summary: `A memo (or several) to the active members of ${group.name}`,
      multipart: noFields,
      reply: assignedReply,
    }),
  };
}

// ---- what was sent

export const sentDocumentsCall = defineCall({
  method: 'GET',
  path: 'documents',
  summary: 'The documents sent, with how many recipients acknowledged',
  query: sentDocumentsQuery,
  reply: sentDocumentsReply,
});

export const recipientsCall = defineCall({
  method: 'GET',
  path: 'documents/:id/recipients',
  summary: "A document's recipients (those yet to acknowledge unless status says)",
  params: documentParams,
  query: recipientsQuery,
  reply: recipientsReply,
});

export const remindCall = defineCall({
  method: 'POST',
  path: 'documents/:id/remind',
  summary: 'A new link to those who have not acknowledged (once a day)',
  params: documentParams,
  reply: remindReply,
});

// ---- the employee's personal link (no login)

export const ackPageCall = defineCall({
  method: 'GET',
  path: 'acknowledge/:token',
  summary: 'The document a personal acknowledgement link opens',
  params: ackParams,
  reply: ackPageReply,
  public: true,
});

export const acknowledgeCall = defineCall({
  method: 'POST',
  path: 'acknowledge/:token',
  summary: 'Acknowledge the document of a personal link (once)',
  params: ackParams,
  reply: successReply.extend({ data: ackPageReply }),
  public: true,
});
