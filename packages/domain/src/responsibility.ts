import { z } from 'zod';
import { fileLinkReply } from './files';
import { listQuery } from './paging';
import { pagedReply, wireCount, wireDate, wireId, wireTimestamp } from './replies';
import {
  jsonArray,
  optionalText,
  recordId,
  requiredDate,
  requiredId,
  requiredText,
  wholeNumber,
} from './text';

/**
 * Responsibility forms (company property an employee holds, HR FORM NO. 0003) and work-from-home
 * undertakings (docs/rules.md#responsibility-forms).
 */

export const RESPONSIBILITY_PER_PAGE = 20;
export const RESPONSIBILITY_MAX_ITEMS = 50;
export const RESPONSIBILITY_MESSAGES = {
  saved: 'You successfully saved your changes',
  deleted: 'You successfully deleted this file',
  exists: 'This employee already has a responsibility form: edit it instead.',
  noItems: 'Add at least one item.',
  noSignature: 'No signature found.',
} as const;

/** `received`: a checkbox (an unticked one may send ""), or the legacy's "yes"/"no", 1/0. */
const received = z
  .union([z.boolean(), z.literal(1), z.literal(0), z.enum(['yes', 'no', 'true', 'false', '1', '0', ''])], {
    error: 'Received must be yes or no.',
  })
  .transform((v) => v === true || v === 1 || v === 'yes' || v === 'true' || v === '1');

/** One item an employee holds (name, description, quantity, received). */
export const responsibilityItem = z.object({
  name: requiredText('item name', 100),
  description: optionalText('description', 500),
  quantity: wholeNumber('The quantity must be a whole number from 1 to 9999.', 1, 9999),
  received: received.default(false),
});
export type ResponsibilityItem = z.output<typeof responsibilityItem>;

/** `responsibility`: the items, as an array or as its JSON text (as the original call sends it). */
export const responsibilityItems = jsonArray(responsibilityItem, 'items', RESPONSIBILITY_MAX_ITEMS).refine(
  (items) => items.length > 0,
  RESPONSIBILITY_MESSAGES.noItems,
);

/** `POST api/manualresponsibility/add` */
export const responsibilityAddBody = z.object({
  employee_id: requiredId('employee'),
  responsibility: responsibilityItems,
});
export type ResponsibilityAddBody = z.output<typeof responsibilityAddBody>;

/** `POST api/responsibility/update/{id}` */
export const responsibilityUpdateBody = z.object({ responsibility: responsibilityItems });
export type ResponsibilityUpdateBody = z.output<typeof responsibilityUpdateBody>;

export const responsibilityListQuery = listQuery({
  perPage: RESPONSIBILITY_PER_PAGE,
  sorts: ['created_at', 'full_name'],
  defaultOrder: 'desc',
});
export type ResponsibilityListQuery = z.output<typeof responsibilityListQuery>;
export const responsibilityParams = z.object({ id: recordId('The form must be the id of a record.') });

const head = {
  employee_id: wireId,
  emp_id: z.string(),
  full_name: z.string(),
  department_name: z.string().nullable(),
  position_name: z.string().nullable(),
};

export const responsibilityRow = z.strictObject({
  res_id: wireId,
  ...head,
  items: wireCount,
  created: wireTimestamp,
});
export type ResponsibilityRow = z.infer<typeof responsibilityRow>;
export const responsibilityListReply = pagedReply(responsibilityRow);

export const responsibilityItemReply = z.strictObject({
  name: z.string(),
  description: z.string(),
  quantity: wireCount,
  received: z.boolean(),
});

/** `GET api/responsibility/get/{id}` and `api/responsibilitymodify/get/{id}`: the form to view, print or edit. */
export const responsibilityDetailReply = z.strictObject({
  res_id: wireId,
  ...head,
  items: z.array(responsibilityItemReply),
  /** The employee's signature (sent by the self-service system), or null: "No signature found." */
  signature: fileLinkReply.nullable(),
  created: wireTimestamp,
  updated_at: wireTimestamp,
});
export type ResponsibilityDetail = z.infer<typeof responsibilityDetailReply>;

// ---- work from home

/** Signature images of a WFH undertaking (.png, .jpg). */
export const WFH_SIGNATURE_TYPES = ['png', 'jpg', 'jpeg'] as const;

/** `POST api/wfh/responsibility/hr/add` (multipart: these fields and the signature as `files[0]`). */
export const wfhAddFields = z.object({
  employee_id: requiredId('employee'),
  until_date: requiredDate('work-from-home end date', { min: '2019-01-01' }),
  date_sign: requiredDate('date signed', { min: '2019-01-01' }),
});
export type WfhAddFields = z.output<typeof wfhAddFields>;

export const wfhListQuery = listQuery({
  perPage: RESPONSIBILITY_PER_PAGE,
  sorts: ['date_sign', 'full_name', 'until_date'],
  defaultOrder: 'desc',
});
export type WfhListQuery = z.output<typeof wfhListQuery>;

export const wfhRow = z.strictObject({
  id: wireId,
  ...head,
  until_date: wireDate,
  date_sign: wireDate,
});
export type WfhRow = z.infer<typeof wfhRow>;
export const wfhListReply = pagedReply(wfhRow);

/** `GET api/wfh/responsibility/hr/get/{id}`: the printable addendum. */
export const wfhDetailReply = wfhRow.extend({ wfh_signature: fileLinkReply });
export type WfhDetail = z.infer<typeof wfhDetailReply>;
