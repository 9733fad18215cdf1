import { z } from 'zod';
import {
  CORRECTIVE_ACTIONS,
  correctiveAction,
  INFRACTION_NUMERALS,
  INFRACTION_TYPES,
  type InfractionType,
  infractionLabel,
  infractionType,
  LADDER_STEPS,
} from './infractions';
import { fromJsonText } from './json-text';
import {
  NTE_APPROVAL_STATUSES,
  NTE_DECISION_STATUSES,
  NTE_EMPLOYEE_STATUSES,
  NTE_STAGES,
  type NteStatuses,
} from './nte-status';
import { listQuery, listYear, yearParams } from './paging';
import { isBlankRow } from './repeatable-rows';
import { doneIdReply, signedLink, successReply, wireDate, wireId, wireTimestamp } from './replies';
import { jsonArray, optionalId, recordId, requiredDate, requiredId, requiredText } from './text';

/**
 * The wire contract of the NTE calls (docs/api.md#discipline): request bodies (multipart text fields for
 * the calls that carry files), list queries and replies. The statuses, their moves, the row action
 * and the due-process rule are in nte-status.ts; infraction types, corrective actions and the
 * ladder in infractions.ts.
 */

// ---- constants of the screens (docs/screens.md#discipline, docs/rules.md#lists-and-limits)

/** The NTE Tracker's page size: the HR NTE list shows 200 rows (docs/rules.md#lists-and-limits). */
export const NTE_PER_PAGE = 200;
/** The tracker cuts Requested By at 16 characters and Infraction at 79 (docs/rules.md#lists-and-limits). */
export const REQUESTED_BY_MAX = 16;
export const INFRACTION_MAX = 79;
/** The printed NTE (and its notice of decision): HR FORM NO. 0005. */
export const NTE_FORM_NO = '0005';
/** What the printed NTE shows in place of a missing signature (docs/screens.md#discipline). */
export const NO_SIGNATURE = 'No signature found.';

/**
 * The tracker's Infraction column before it is cut at 79: the type's label, then the details
 * ("iv. Neglect of Duty: Left the floor ..."), so HR reads both what and how at a glance.
 */
export function nteInfractionText(row: {
  type_of_infraction: InfractionType;
  details_of_infraction: string;
}) {
  const details = row.details_of_infraction.trim();
  return details
    ? `${infractionLabel(row.type_of_infraction)}: ${details}`
    : infractionLabel(row.type_of_infraction);
}

/** The success texts (spelling corrected), for the routes and the screens alike. */
export const NTE_MESSAGES = {
  sent: 'NTE Request was successfully sent.',
  saved: 'You successfully saved your changes',
  updated: 'NTE Request Updated',
  decided: 'Your request has been successfully submitted',
  deleted: 'You successfully deleted this file',
} as const;

// ---- attachments (docs/rules.md#validation)

/** NTE attachments: Word, PDF and pictures (docs/rules.md#validation), checked by extension and by their bytes. */
export const NTE_ATTACHMENT_TYPES = ['doc', 'docx', 'pdf', 'jpg', 'jpeg', 'png', 'gif'] as const;
export type NteAttachmentType = (typeof NTE_ATTACHMENT_TYPES)[number];
/** At most 10 files on one NTE, 10 MB each. */
export const NTE_MAX_FILES = 10;
export const NTE_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const NTE_ATTACHMENT_MESSAGES = {
  type: 'Attach .doc, .docx, .pdf, .jpg, .jpeg, .png or .gif files only.',
  size: 'Each attachment may be at most 10 MB.',
  count: `At most ${NTE_MAX_FILES} attachments can be kept on one NTE.`,
} as const;

/** The attachment type of a file name by its extension (any case), or null when not allowed. */
export function nteAttachmentTypeOf(fileName: string): NteAttachmentType | null {
  const ext = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return (NTE_ATTACHMENT_TYPES as readonly string[]).includes(ext ?? '') ? (ext as NteAttachmentType) : null;
}

/** The multipart parts that carry files: `files[0]`, `files[1]`, ... (also `files[]` and `files`). */
export const FILES_PART = /^files(\[\d{0,2}\])?$/;

/**
 * A stored file's name, as the server generated it (letters, digits, dot, dash, underscore): never a
 * path, so `../x` or `a/b` are refused.
 */
const STORED_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*$/;
const storedFileName = z
  .string({ error: 'Each kept file must be named by its file name.' })
  .max(200, 'A file name may not be longer than 200 characters.')
  .regex(STORED_FILE_NAME, 'A kept file must be one of the files of this NTE.');

// ---- requests

/** NTE dates: from the first year the tracker offers (docs/rules.md#lists-and-limits) to 2100. */
const NTE_DATES = { min: '2019-01-01' };

/** One occurrence of the infraction (a date and details). */
export const occurrenceItem = z.object({
  date: requiredDate('occurrence date', NTE_DATES),
  details: requiredText('occurrence details', 1000),
});
export type Occurrence = z.output<typeof occurrenceItem>;
export const NTE_MAX_OCCURRENCES = 50;

/** JSON text becomes what it holds; rows left blank on the form (the empty row the form keeps) go. */
function parseRows(v: unknown, ctx: z.RefinementCtx): unknown {
  if (v === null || v === '') return [];
  const rows = fromJsonText('occurrences')(v, ctx);
  return Array.isArray(rows)
    ? rows.filter((r) => !(r && typeof r === 'object' && !Array.isArray(r) && isBlankRow(r)))
    : rows;
}

/**
 * The occurrence rows (`details_occurence` on add, `occurence` on update): a list, or the same list
 * as JSON text (multipart). Optional (every NTE field is required but the occurrence details);
 * missing, null, "" or only blank rows is an empty list. A row that is filled in needs both its date
 * and its details.
 */
function occurrences() {
  return z.preprocess(parseRows, jsonArray(occurrenceItem, 'occurrences', NTE_MAX_OCCURRENCES)).default([]);
}

/**
 * `existing_files` of an update: the attachments to keep, by file name, as a list or JSON text; each
 * item a file name or an attachment as the detail reply gave it (`{file_name, file_type, url}`).
 * Not sent at all, every attachment stays; sent, those not named are removed.
 */
const keptFile = z.union(
  [storedFileName, z.object({ file_name: storedFileName }).transform((f) => f.file_name)],
  { error: 'Each kept file must be named by its file name.' },
);
function keptFiles() {
  return jsonArray(keptFile, 'kept files', NTE_MAX_FILES)
    .transform((names) => [...new Set(names)])
    .optional();
}

/** The messages for the texts of an NTE. */
const nteCore = {
  date_request: requiredDate('date of request', NTE_DATES),
  date_incident: requiredDate('date of incident', NTE_DATES),
  type_of_infraction: infractionType,
  action_to_be_taken: correctiveAction,
  details_of_infraction: requiredText('details of infraction', 5000),
};

/** The incident happens on or before the day the NTE is requested. */
function incidentFirst(v: { date_request: string; date_incident: string }, ctx: z.RefinementCtx) {
  if (v.date_incident > v.date_request) {
    ctx.addIssue({
      code: 'custom',
      path: ['date_incident'],
      message: 'The date of incident must not be after the date of request.',
    });
  }
}

const filedShape = {
  employee_id: requiredId('employee'),
  /** The name of whoever asked for the NTE (a supervisor, a client's contact, HR). */
  requested_by: requiredText('requested by', 100),
  ...nteCore,
  details_occurence: occurrences(),
};

/**
 * `POST api/nterequestbyhr/add` (multipart: these text fields, and the files as `files[0]`,
 * `files[1]`, ...): HR files an NTE. It starts as HR_FILED_NTE_STATUSES.
 */
export const nteAddBody = z.object(filedShape).superRefine(incidentFirst);
export type NteAddBody = z.output<typeof nteAddBody>;
export type NteAddInput = z.input<typeof nteAddBody>;

/**
 * `POST api/ntestoremanually/add` (multipart): an NTE encoded from paper, with the employee's
 * explanation and commitment and HR's decision. It is stored as MANUAL_NTE_STATUSES (decided).
 */
export const nteManualBody = z
  .object({
    ...filedShape,
    plan_for_improvement: requiredText('explanation', 5000),
    employees_commitment: requiredText('employee commitment', 5000),
    hr_notice_for_decision: requiredText('notice for decision', 5000),
  })
  .superRefine(incidentFirst);
export type NteManualBody = z.output<typeof nteManualBody>;

/**
 * `POST api/nterequest/approval/update/{id}` (multipart: new files as `files[n]`): HR's review
 * (Review request) and update (Update request) of an NTE. The employee and the requester stay as
 * filed. `hr_status` moves as nteUpdateProblem allows.
 */
export const nteUpdateBody = z
  .object({
    ...nteCore,
    hr_status: z.enum(NTE_APPROVAL_STATUSES, { error: 'Please choose approve, decline or pending.' }),
    occurence: occurrences(),
    existing_files: keptFiles(),
  })
  .superRefine(incidentFirst);
export type NteUpdateBody = z.output<typeof nteUpdateBody>;

/**
 * `POST api/notice/for/decision/{id}` `{id, notice_for_decision}`: HR's decision, which locks the NTE.
 * `id` repeats the path's (legacy clients send it); when sent it must be the same.
 */
export const nteDecisionBody = z.object({
  id: recordId('The id must be the id of the NTE.').optional(),
  notice_for_decision: requiredText('notice for decision', 5000),
});
export type NteDecisionBody = z.output<typeof nteDecisionBody>;

/**
 * `POST api/infraction/find` `{id, type_of_infraction}`: the employee's (`id`) earlier NTEs of a type
 * and the next step of the ladder. `nte_id`, when the form edits an NTE, leaves that one out.
 */
export const infractionFindBody = z.object({
  id: requiredId('employee'),
  type_of_infraction: infractionType,
  nte_id: optionalId('NTE'),
});
export type InfractionFindBody = z.output<typeof infractionFindBody>;

/** Which earlier NTEs count on the ladder: those HR approved (served), decided or not. */
export function countsForLadder(nte: Pick<NteStatuses, 'hr_status'>): boolean {
  return nte.hr_status === 'approved';
}

// ---- lists

/**
 * `GET api/nterequestbyhr` (and `/{year}`): the NTE Tracker. `q` searches the employee's name,
 * `year` the year of the request, `status` the stage (nte-status.ts, NTE_STAGE_STATUSES).
 */
export const nteListQuery = listQuery({
  perPage: NTE_PER_PAGE,
  sorts: ['date_request', 'full_name', 'requested_by', 'type_of_infraction', 'created_at'],
  defaultOrder: 'desc',
}).extend({
  year: listYear().optional(),
  status: z.enum(NTE_STAGES, { error: `The status must be one of: ${NTE_STAGES.join(', ')}.` }).optional(),
});
export type NteListQuery = z.output<typeof nteListQuery>;
/** `GET api/nterequestbyhr/{year}` */
export const nteYearParams = yearParams;

// ---- replies

const approval = z.enum(NTE_APPROVAL_STATUSES);
const statuses = {
  tl_status: approval,
  asm_status: approval,
  hr_status: approval,
  employee_status: z.enum(NTE_EMPLOYEE_STATUSES),
  hr_decision_status: z.enum(NTE_DECISION_STATUSES),
};

/** A row of the NTE Tracker (`data` of the paged reply). */
export const nteRow = z.strictObject({
  id: wireId,
  employee_id: wireId,
  full_name: z.string(),
  emp_id: z.string(),
  position_name: z.string(),
  requested_by: z.string(),
  date_request: wireDate,
  date_incident: wireDate,
  type_of_infraction: z.enum(INFRACTION_NUMERALS),
  action_to_be_taken: z.enum(CORRECTIVE_ACTIONS),
  details_of_infraction: z.string(),
  ...statuses,
  created_at: wireTimestamp,
});
export type NteRow = z.infer<typeof nteRow>;

/** An attachment: the stored name, its type, the name it was uploaded as, and a signed link. */
export const nteAttachmentReply = z.strictObject({
  file_name: z.string(),
  file_type: z.enum(NTE_ATTACHMENT_TYPES),
  original_name: z.string(),
  url: signedLink,
});
export type NteAttachment = z.infer<typeof nteAttachmentReply>;

/**
 * `GET api/nterequestbyhr/get/{id}`: one NTE with everything the review, update, decision and print
 * screens show: the occurrences, the attachments (`data_files`) and the employee's signature as
 * signed links, the employee's explanation (`plan_for_improvement`) and commitment, HR's decision,
 * the day it was served (`hr_date_approved`) and decided, and the day the notice of decision opens
 * (`decision_opens_on`, by the rule the decision call enforces, `decisionOpens` of nte-status.ts: after
 * today while the employee still has days to answer, today or earlier once a decision is possible,
 * null when none can be written).
 * Texts not written yet are "".
 */
export const nteDetailReply = nteRow.extend({
  emp_no: z.string().nullable(),
  department_name: z.string(),
  superior_name: z.string().nullable(),
  details_occurence: z.array(z.strictObject({ date: wireDate, details: z.string() })),
  data_files: z.array(nteAttachmentReply),
  plan_for_improvement: z.string(),
  employees_commitment: z.string(),
  hr_notice_for_decision: z.string(),
  signature: signedLink.nullable(),
  hr_date_approved: wireDate.nullable(),
  hr_date_decided: wireDate.nullable(),
  decision_opens_on: wireDate.nullable(),
  updated_at: wireTimestamp,
});
export type NteDetail = z.infer<typeof nteDetailReply>;

/** `POST api/nterequestbyhr/add`, `api/ntestoremanually/add`, `api/nterequest/approval/update/{id}`
 * and `api/notice/for/decision/{id}`: the NTE's id. */
export const nteSavedReply = doneIdReply;
/** `DELETE api/nterequest/delete/{id}` */
export const nteDeletedReply = successReply;

/** `POST api/infraction/find`: the earlier NTEs that count (countsForLadder), newest first, and the next step. */
export const infractionFindReply = z.strictObject({
  data: z.array(
    z.strictObject({
      id: wireId,
      date_request: wireDate,
      date_incident: wireDate,
      type_of_infraction: z.enum(INFRACTION_NUMERALS),
      action_to_be_taken: z.enum(CORRECTIVE_ACTIONS),
      hr_decision_status: z.enum(NTE_DECISION_STATUSES),
    }),
  ),
  next_action: z.enum(LADDER_STEPS),
});
export type InfractionFindReply = z.infer<typeof infractionFindReply>;

/** The hint the NTE form shows under the corrective action. */
export function ladderHint(reply: InfractionFindReply, type: InfractionType): string {
  const n = reply.data.length;
  const earlier = n === 0 ? 'No earlier NTE' : `${n} earlier NTE${n === 1 ? '' : 's'}`;
  return `${earlier} for ${INFRACTION_TYPES[type]}; next in the ladder: ${reply.next_action}.`;
}
