import { z } from 'zod';
import { fileLinkReply, UPLOAD_MAX_FILES, UPLOAD_MAX_MB } from './files';
import { mailOutcome } from './mail';
import { listQuery, listYear, yearParams } from './paging';
import { pagedReply, wireCount, wireDate, wireId, wireTimestamp } from './replies';
import { choiceError, optionalText, recordId, requiredId } from './text';

/**
 * Contracts and memos (docs/rules.md#documents): documents sent to one employee, to the active members of
 * a sub-department (a "group", the legacy's accounts), or to every active employee, each recipient
 * acknowledging their own copy.
 */

export const DOCUMENT_KINDS = ['contract', 'memo'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** A recipient's copy starts unacknowledged. */
export const DOCUMENT_STATUSES = ['unacknowledged', 'acknowledged'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** Who a sent document went to. */
export const DOCUMENT_AUDIENCES = ['employee', 'group', 'all'] as const;
export type DocumentAudience = (typeof DOCUMENT_AUDIENCES)[number];

/** Files a send may carry, and their size (the server's upload limits may say less). */
export const DOCUMENT_MAX_FILES = UPLOAD_MAX_FILES;
export const DOCUMENT_MAX_FILE_BYTES = UPLOAD_MAX_MB * 1024 * 1024;
export const DOCUMENT_FILE_MESSAGES = {
  type: 'Upload .pdf, .doc or .docx files only.',
  size: `Each document may be at most ${UPLOAD_MAX_MB} MB.`,
  count: `At most ${UPLOAD_MAX_FILES} documents can be sent at once.`,
} as const;

/** The memo lists page by 20. */
export const DOCUMENTS_PER_PAGE = 20;

/** An acknowledgement link opens for 30 days; Remind sends a new one at most once a day a document. */
export const ACK_LINK_DAYS = 30;
export const REMIND_EVERY_HOURS = 24;

import { LEGACY_GROUPS, type LegacyGroup } from './legacy-groups';

export { LEGACY_GROUPS, type LegacyGroup };
export const LEGACY_GROUP_SLUGS = LEGACY_GROUPS.map((g) => g.api) as [
  LegacyGroup['api'],
  ...LegacyGroup['api'][],
];

export const DOCUMENT_MESSAGES = {
  memoAssigned: 'Memo has been successfully assigned',
  contractAssigned: 'Contract has been successfully assigned',
  /** Every upload asks first. */
  confirmUpload: 'Are you sure you want to upload these documents?',
  noMembers: 'This group has no active employees to send the document to.',
  noEmployeeEmail: 'This employee has no e-mail address: the document is assigned, but no link was sent.',
  reminded: 'A reminder has been sent to those who have not acknowledged.',
  remindedNoSender:
    'A reminder is queued for those who have not acknowledged, but no mail sender is set up: it is kept in the Mail Outbox.',
  remindedToday: 'A reminder for this document was already sent in the last 24 hours. Try again later.',
  allAcknowledged: 'Everyone has acknowledged this document: there is no one to remind.',
  acknowledged: 'Thank you: your acknowledgement has been recorded.',
  alreadyAcknowledged: 'You have already acknowledged this document.',
  linkInvalid: 'This link is not valid. Ask HR for a new one.',
  linkExpired: 'This link has expired. Ask HR to send you a new one.',
  groupMissing: (name: string) =>
    `The group ${name} does not exist any more: its sub-department was renamed or removed.`,
} as const;

// ---- requests

const employeeListSorts = ['full_name', 'emp_id', 'employment_date', 'position', 'status'] as const;

/**
 * `GET api/contractsmemo` (every employee), the group lists (`api/contractsmemocdhw`, ...,
 * `api/contractsmemo/sub/{id}`: the group's active members) and `api/contractsmemo/filteremployee/{year}`:
 * search, hiring year, page size (20), order.
 */
export const documentEmployeesQuery = listQuery({
  perPage: DOCUMENTS_PER_PAGE,
  sorts: employeeListSorts,
}).extend({ year: listYear().optional() });
export type DocumentEmployeesQuery = z.output<typeof documentEmployeesQuery>;
export const documentYearParams = yearParams;
export const subDepartmentParams = z.object({
  id: recordId('The sub-department must be the id of a record.'),
});
export const employeeParams = z.object({ id: recordId('The employee must be the id of a record.') });

/** `POST api/uploadmemoscontracts/multiple`: its text fields (the files are `files[i]`). */
export const documentUploadFields = z.object({
  employee_id: requiredId('employee'),
  /** The legacy sends the name along; the server reads the employee's own. */
  employee_name: optionalText('employee name', 200),
  document_type: z.enum(DOCUMENT_KINDS, {
    error: choiceError('Please select a document type.', 'The document type must be contract or memo.'),
  }),
});
export type DocumentUploadFields = z.output<typeof documentUploadFields>;

/** `GET api/documents`: what was sent, newest first, with the acknowledgements of each. */
export const sentDocumentsQuery = listQuery({
  perPage: DOCUMENTS_PER_PAGE,
  sorts: ['sent_at', 'original_name', 'acknowledged_percent'],
  defaultOrder: 'desc',
}).extend({
  document_type: z.enum(DOCUMENT_KINDS, { error: 'The document type must be contract or memo.' }).optional(),
  audience: z
    .enum(DOCUMENT_AUDIENCES, { error: `The audience must be one of: ${DOCUMENT_AUDIENCES.join(', ')}.` })
    .optional(),
  sub_department_id: recordId('The sub-department filter must be the id of a record.').optional(),
});
export type SentDocumentsQuery = z.output<typeof sentDocumentsQuery>;

/** `GET api/documents/{id}/recipients`: a sent document's recipients, by default those yet to acknowledge. */
export const recipientsQuery = listQuery({
  perPage: DOCUMENTS_PER_PAGE,
  sorts: ['full_name', 'emp_id', 'acknowledged_at'],
}).extend({
  status: z
    .enum(DOCUMENT_STATUSES, { error: 'The status must be unacknowledged or acknowledged.' })
    .default('unacknowledged'),
});
export type RecipientsQuery = z.output<typeof recipientsQuery>;
export const documentParams = z.object({ id: recordId('The document must be the id of a record.') });

/** `api/acknowledge/{token}`: the personal link of one employee's copy. */
export const ackParams = z.object({
  // Its form and signature are the service's to check: any refusal is the same 403 a person can read.
  token: z.string().max(200, DOCUMENT_MESSAGES.linkInvalid),
});

// ---- replies

/** An employee as this area's lists and screens head them. */
const employeeHead = {
  id: wireId,
  emp_id: z.string(),
  full_name: z.string(),
  position: z.string().nullable(),
  department_name: z.string().nullable(),
  sub_department_name: z.string().nullable(),
  employment_date: wireDate.nullable(),
  status: z.string(),
};

/** A row of the employee lists of this area. */
export const documentEmployeeRow = z.strictObject({
  ...employeeHead,
  contracts: wireCount,
  memos: wireCount,
  unacknowledged: wireCount,
});
export type DocumentEmployeeRow = z.infer<typeof documentEmployeeRow>;

/** A group list's reply: its members, and which group it is (always there: an unknown group is a 404). */
export const documentEmployeesReply = pagedReply(documentEmployeeRow);
export const groupMembersReply = documentEmployeesReply.extend({
  group: z.strictObject({ id: wireId, name: z.string(), members: wireCount }),
});
export type GroupMembersReply = z.infer<typeof groupMembersReply>;

/** One employee's copy of a document (file_name, file_type, status, date_sent). */
export const employeeDocumentRow = z.strictObject({
  id: wireId,
  document_id: wireId,
  document_type: z.enum(DOCUMENT_KINDS),
  file_name: z.string(),
  file_type: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  date_sent: wireTimestamp,
  acknowledged_at: wireTimestamp.nullable(),
  audience: z.enum(DOCUMENT_AUDIENCES),
  sub_department_name: z.string().nullable(),
  file: fileLinkReply,
});
export type EmployeeDocumentRow = z.infer<typeof employeeDocumentRow>;

/** `GET api/contractsmemo/getinfo/{id}` (and getcontractinfo, getmemoinfo: one kind only). */
export const employeeDocumentsReply = z.strictObject({
  employee: z.strictObject({ ...employeeHead, email: z.string().nullable() }),
  documents: z.array(employeeDocumentRow),
});
export type EmployeeDocumentsReply = z.infer<typeof employeeDocumentsReply>;

/** A sent document with its acknowledgements. */
export const sentDocumentRow = z.strictObject({
  id: wireId,
  document_type: z.enum(DOCUMENT_KINDS),
  audience: z.enum(DOCUMENT_AUDIENCES),
  sub_department_id: wireId.nullable(),
  sub_department_name: z.string().nullable(),
  /** The one employee of an `employee` send. */
  employee_name: z.string().nullable(),
  original_name: z.string(),
  sent_at: wireTimestamp,
  sent_by: z.string().nullable(),
  recipients: wireCount,
  acknowledged: wireCount,
  /** Of the recipients, a whole percentage (rounded down, so 100 means everyone). */
  acknowledged_percent: wireCount,
  last_reminded_at: wireTimestamp.nullable(),
  file: fileLinkReply,
});
export type SentDocumentRow = z.infer<typeof sentDocumentRow>;
export const sentDocumentsReply = pagedReply(sentDocumentRow);

export const recipientRow = z.strictObject({
  employee_id: wireId,
  emp_id: z.string(),
  full_name: z.string(),
  email: z.string().nullable(),
  status: z.enum(DOCUMENT_STATUSES),
  acknowledged_at: wireTimestamp.nullable(),
});
export type RecipientRow = z.infer<typeof recipientRow>;
export const recipientsReply = pagedReply(recipientRow);

/** The reply of an assignment: the documents made (one per file) and how many copies each. */
export const assignedReply = z.strictObject({
  response: z.literal('success'),
  message: z.string(),
  data: z.strictObject({
    documents: z.array(z.strictObject({ id: wireId, original_name: z.string() })),
    recipients: wireCount,
    mailed: wireCount,
    /** What became of the `mailed` links: being sent now, or kept in the outbox (no sender set up). */
    mail: mailOutcome,
  }),
});
export type AssignedReply = z.infer<typeof assignedReply>;

export const remindReply = z.strictObject({
  response: z.literal('success'),
  message: z.string(),
  data: z.strictObject({ reminded: wireCount, mail: mailOutcome }),
});
export type RemindReply = z.infer<typeof remindReply>;

/** `GET api/acknowledge/{token}`: the public page's document. */
export const ackPageReply = z.strictObject({
  employee_name: z.string(),
  document_type: z.enum(DOCUMENT_KINDS),
  original_name: z.string(),
  date_sent: wireTimestamp,
  status: z.enum(DOCUMENT_STATUSES),
  acknowledged_at: wireTimestamp.nullable(),
  file: fileLinkReply,
});
export type AckPageReply = z.infer<typeof ackPageReply>;

/** How many of `recipients` have acknowledged, as the whole percentage the lists show. */
export function acknowledgedPercent(acknowledged: number, recipients: number): number {
  return recipients > 0 ? Math.floor((acknowledged * 100) / recipients) : 0;
}
