import { z } from 'zod';
import { dependentItem, seniorItem } from './dependents';
import { CIVIL_STATUSES, employeeUpdateBody, RELATIONSHIPS } from './employee';
import { listQuery } from './paging';
import { doneIdReply, pagedReply, wireId, wireTimestamp } from './replies';
import { jsonArray } from './text';

/**
 * A profile change request: an employee asks, in self-service, for a change of their contact,
 * addresses, emergency contact, civil status or dependents; HR approves it (the record changes then,
 * audited as HR's update) or declines it with a reason (docs/self-service.md).
 */

export const PROFILE_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type ProfileRequestStatus = (typeof PROFILE_REQUEST_STATUSES)[number];

/** The employee record's fields a request may change, with the datasheet's rules and messages. */
export const PROFILE_FIELDS = [
  'contact',
  'current_address',
  'permanent_address',
  'contact_person',
  'relationship',
  'emergency_no',
  'civil_status',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
/** The dependents registration's two lists, each replaced whole when sent. */
export const DEPENDENT_FIELDS = ['dependents', 'seniors'] as const;
export const CHANGE_FIELDS = [...PROFILE_FIELDS, ...DEPENDENT_FIELDS] as const;
export type ChangeField = (typeof CHANGE_FIELDS)[number];

export const CHANGE_LABELS: Record<ChangeField, string> = {
  contact: 'Contact number',
  current_address: 'Current address',
  permanent_address: 'Permanent address',
  contact_person: 'Emergency contact person',
  relationship: 'Relationship',
  emergency_no: 'Emergency number',
  civil_status: 'Civil status',
  dependents: 'Dependents',
  seniors: 'Senior citizens',
};

export const NOTHING_TO_CHANGE = 'Change at least one detail to send a request.';
export const NOTHING_CHANGED = 'These are the details HR already has: change at least one to send a request.';
export const ONE_PENDING =
  'You already have a change request waiting for HR. You can send another once HR has decided on it.';
export const DECLINE_REASON_REQUIRED = 'Please give the reason for declining.';
export const PROFILE_REQUEST_DECIDED = 'This change request has already been decided.';

const datasheet = employeeUpdateBody.pick({
  contact: true,
  current_address: true,
  permanent_address: true,
  contact_person: true,
  relationship: true,
  emergency_no: true,
  civil_status: true,
});

/**
 * `POST api/ess/me/profile-requests`: the fields to change, each as HR's datasheet checks it (the same
 * messages); a field left out stays as it is. The dependents and senior citizens lists, when sent,
 * replace the registered ones whole (an empty list removes them).
 */
export const profileChangeBody = datasheet
  .extend({
    dependents: jsonArray(dependentItem, 'dependents', 20).optional(),
    seniors: jsonArray(seniorItem, 'senior citizens', 10).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    path: ['contact'],
    message: NOTHING_TO_CHANGE,
  });
export type ProfileChangeBody = z.output<typeof profileChangeBody>;
export type ProfileChangeInput = z.input<typeof profileChangeBody>;

const dependentValue = z.strictObject({
  name: z.string(),
  relationship: z.enum(RELATIONSHIPS),
  age: z.number().int().min(0),
  phic_no: z.string().nullable(),
});
const seniorValue = z.strictObject({
  senior_citizen: z.string(),
  middle_initial: z.string().nullable(),
  senior_citizen_no: z.string().nullable(),
});

/** Values of the request's fields (the proposed ones, or those on record): only the fields it changes. */
export const profileValues = z.strictObject({
  contact: z.string().optional(),
  current_address: z.string().optional(),
  permanent_address: z.string().optional(),
  contact_person: z.string().optional(),
  relationship: z.enum(RELATIONSHIPS).optional(),
  emergency_no: z.string().optional(),
  civil_status: z.enum(CIVIL_STATUSES).optional(),
  dependents: z.array(dependentValue).optional(),
  seniors: z.array(seniorValue).optional(),
});
export type ProfileValues = z.infer<typeof profileValues>;

const requestShape = {
  id: wireId,
  status: z.enum(PROFILE_REQUEST_STATUSES),
  /** The fields it changes, in the order of CHANGE_FIELDS. */
  fields: z.array(z.enum(CHANGE_FIELDS)),
  created_at: wireTimestamp,
  decided_at: wireTimestamp.nullable(),
  reason_declined: z.string().nullable(),
};

/** `POST api/ess/me/profile-requests`: the request, pending. */
export const profileRequestFiledReply = doneIdReply;

/** One of the employee's own requests, with what it asks and what HR said. */
export const myProfileRequest = z.strictObject({ ...requestShape, changes: profileValues });
export type MyProfileRequest = z.infer<typeof myProfileRequest>;
export const myProfileRequestsQuery = listQuery({ perPage: 20, sorts: ['created_at'], defaultOrder: 'desc' });
export const myProfileRequestsReply = pagedReply(myProfileRequest);

// ---- HR's screen

export const profileRequestsQuery = listQuery({
  perPage: 20,
  sorts: ['created_at', 'full_name', 'status'],
  defaultOrder: 'desc',
}).extend({
  status: z
    .enum(PROFILE_REQUEST_STATUSES, { error: 'The status must be pending, approved or declined.' })
    .optional(),
});

/** A row of Profile Requests. */
export const profileRequestRow = z.strictObject({
  ...requestShape,
  employee_id: wireId,
  emp_id: z.string(),
  full_name: z.string(),
  position_name: z.string(),
});
export type ProfileRequestRow = z.infer<typeof profileRequestRow>;
export const profileRequestsReply = pagedReply(profileRequestRow);

/**
 * `GET api/profile-requests/{id}`: the request with, for each field it changes, what was on record
 * when it was filed (`before`), what is on record now (`current`: it differs when the record changed
 * meanwhile) and what is asked (`changes`).
 */
export const profileRequestDetail = profileRequestRow.extend({
  department_name: z.string(),
  requested_by: z.string().nullable(),
  decided_by: z.string().nullable(),
  before: profileValues,
  current: profileValues,
  changes: profileValues,
});
export type ProfileRequestDetail = z.infer<typeof profileRequestDetail>;

/** `POST api/profile-requests/{id}/decline`: the reason the employee reads. */
export const profileDeclineBody = z.object({
  reason: z
    .string({ error: DECLINE_REASON_REQUIRED })
    .trim()
    .min(1, DECLINE_REASON_REQUIRED)
    .max(1000, 'The reason may not be longer than 1000 characters.'),
});
export type ProfileDeclineBody = z.output<typeof profileDeclineBody>;

export const profileDecisionReply = doneIdReply;
