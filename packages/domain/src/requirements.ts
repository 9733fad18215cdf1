import { z } from 'zod';
import { GOV_ID_FIELDS } from './employee';
import { PATTERNS } from './masks';
import { listQuery } from './paging';
import { doneIdReply, pagedReply, wireCount, wireId, wireTimestamp } from './replies';
import { filterId, optionalPattern, optionalText } from './text';

/** The pre-employment documents HR tracks (docs/rules.md#requirements), with the names HR uses for them. */
export const REQUIREMENT_DOCUMENTS = [
  ['TOR', 'Transcript of Records'],
  ['ITW', 'BIR 2316 / Income Tax Withheld'],
  ['COE', 'Certificate of Employment'],
  ['NBI', 'NBI Clearance'],
  ['NSO_BC', 'PSA (NSO) Birth Certificate'],
  ['barangay_clearance', 'Barangay Clearance'],
  ['police_clearance', 'Police Clearance'],
  ['id_picture', '2x2 ID Picture'],
  ['MC', 'Medical Certificate'],
  ['sss_static', 'SSS E-1 / Static Information'],
  ['photocopy_sss', 'Photocopy of SSS ID'],
  ['photocopy_phic', 'Photocopy of PhilHealth ID'],
  ['photocopy_hdmf', 'Photocopy of Pag-IBIG ID'],
  ['photocopy_tin', 'Photocopy of TIN ID'],
  ['nso_dependents', 'PSA (NSO) of Dependents'],
] as const;
export type RequirementDocument = (typeof REQUIREMENT_DOCUMENTS)[number][0];
export const DOCUMENT_KEYS = REQUIREMENT_DOCUMENTS.map(([k]) => k) as RequirementDocument[];
/** The medical certificate is tracked but not needed for completeness (docs/rules.md#requirements). */
export const REQUIRED_DOCUMENTS = DOCUMENT_KEYS.filter((k) => k !== 'MC');

export const DOCUMENT_STATUSES = ['none', 'submitted'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/**
 * Completed only when all five government numbers are known and the fourteen documents other
 * than the medical certificate are submitted; otherwise Lacking.
 */
export function requirementStatus(
  r: Partial<Record<RequirementDocument, DocumentStatus>> &
    Partial<Record<(typeof GOV_ID_FIELDS)[number], string | null>>,
): 'Completed' | 'Lacking' {
  const ids = GOV_ID_FIELDS.every((f) => r[f] !== null && r[f] !== undefined && r[f] !== '');
  const docs = REQUIRED_DOCUMENTS.every((d) => r[d] === 'submitted');
  return ids && docs ? 'Completed' : 'Lacking';
}

const docStatus = z.enum(DOCUMENT_STATUSES, { error: 'Choose none or submitted.' });

/** `POST api/requirements/update/{id}`: document statuses, the note, and the numbers once known. */
export const requirementBody = z
  .object({
    ...(Object.fromEntries(DOCUMENT_KEYS.map((k) => [k, docStatus])) as Record<
      RequirementDocument,
      typeof docStatus
    >),
    note: optionalText('note', 2000),
    sss_no: optionalPattern('SSS number', PATTERNS.sss_no, '34-1234567-8'),
    hdmf_no: optionalPattern('HDMF number', PATTERNS.hdmf_no, '1234-5678-9012'),
    mid_no: optionalPattern('MID number', PATTERNS.mid_no, '1234-5678-9012'),
    tin_no: optionalPattern('TIN', PATTERNS.tin_no, '123-456-789 or 123-456-789-000'),
    phic_no: optionalPattern('PHIC number', PATTERNS.phic_no, '12-123456789-1'),
  })
  .partial();
export type RequirementBody = z.output<typeof requirementBody>;
/** `POST api/requirements/update/{id}`: the employee's id. */
export const saveRequirementsReply = doneIdReply;

export const requirementsQuery = listQuery({
  perPage: 100,
  sorts: ['full_name', 'position_name', 'updated_at'],
}).extend({
  position_id: filterId('designation'),
  /** submitted = Completed, notsubmitted = Lacking . */
  status: z.enum(['submitted', 'notsubmitted']).optional(),
});

/** A row of the Requirements Tracker: each document's status, the ids, and how many are in. */
export const requirementRow = z.strictObject({
  ...(Object.fromEntries(DOCUMENT_KEYS.map((k) => [k, z.enum(DOCUMENT_STATUSES)])) as Record<
    RequirementDocument,
    z.ZodEnum<{ none: 'none'; submitted: 'submitted' }>
  >),
  id: wireId,
  emp_id: z.string(),
  full_name: z.string(),
  position_name: z.string(),
  sss_no: z.string().nullable(),
  hdmf_no: z.string().nullable(),
  mid_no: z.string().nullable(),
  tin_no: z.string().nullable(),
  phic_no: z.string().nullable(),
  note: z.string(),
  submitted: wireCount,
  requirement_status: z.enum(['Completed', 'Lacking']),
  updated_at: wireTimestamp,
});
export type RequirementRow = z.infer<typeof requirementRow>;
export const requirementsReply = pagedReply(requirementRow);
