import { z } from 'zod';
import { listQuery } from './paging';
import { pagedReply, wireTimestamp } from './replies';
import { filterId, optionalDate } from './text';

/**
 * The audit trail on screen: who changed which record, when, which fields before and after,
 * from which address; and who viewed whose 201 file (action `view`, Data Privacy Act).
 */

/** The areas of the Audit Log's filter, each with the kinds of record (`entity`) it holds. */
export const AUDIT_AREAS = {
  employees: {
    label: 'Employees',
    entities: ['employee', 'dependents', 'requirements', 'profile_request'],
  },
  leave: { label: 'Leave', entities: ['leave', 'leave_credits', 'leave_credit_config'] },
  discipline: { label: 'Discipline', entities: ['nte'] },
  time: {
    label: 'Time & Attendance',
    entities: [
      'attendance_logs',
      'attendance_punches',
      'attendance_devices',
      'shift_history',
      'schedule_adjustment',
      'undertime_request',
    ],
  },
  documents: { label: 'Contracts & Memos', entities: ['documents', 'employee_documents', 'files'] },
  contributions: { label: 'Loan & Contributions', entities: ['contributions'] },
  responsibility: { label: 'Responsibility', entities: ['responsibility_forms', 'wfh_undertakings'] },
  calendar: { label: 'Calendar', entities: ['calendar_event', 'calendar_feed'] },
  organisation: { label: 'Organisation', entities: ['department', 'position', 'sub_department'] },
  accounts: { label: 'Accounts', entities: ['user', 'role', 'settings', 'notification_config', 'mail'] },
  imports: { label: 'Imports', entities: ['import'] },
} as const;
export type AuditArea = keyof typeof AUDIT_AREAS;
export const AUDIT_AREA_KEYS = Object.keys(AUDIT_AREAS) as [AuditArea, ...AuditArea[]];

/** A kind of record the log names (`employee`, `leave`, `nte`, ...). */
export type AuditEntity = (typeof AUDIT_AREAS)[AuditArea]['entities'][number];
/** Every kind of record the log names, for the `entity` filter and the History drawer's path. */
export const AUDIT_ENTITIES = Object.values(AUDIT_AREAS).flatMap((a) => a.entities) as [
  AuditEntity,
  ...AuditEntity[],
];

/** How a screen names a kind of record. */
export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  employee: 'Employee',
  dependents: 'Dependent',
  requirements: 'Requirements',
  profile_request: 'Profile request',
  leave: 'Leave request',
  leave_credits: 'Leave credits',
  leave_credit_config: 'Leave credit config',
  nte: 'NTE',
  attendance_logs: 'Attendance log',
  attendance_punches: 'Punches',
  attendance_devices: 'Attendance device',
  shift_history: 'Work shift',
  schedule_adjustment: 'Schedule adjustment',
  undertime_request: 'Undertime request',
  documents: 'Contract or memo',
  employee_documents: 'Assigned document',
  files: 'File',
  contributions: 'Contribution record',
  responsibility_forms: 'Responsibility form',
  wfh_undertakings: 'WFH undertaking',
  calendar_event: 'Calendar event',
  calendar_feed: 'Calendar feed',
  department: 'Department',
  position: 'Designation',
  sub_department: 'Sub-department',
  user: 'User account',
  role: 'Role',
  settings: 'Settings',
  notification_config: 'Notification config',
  mail: 'Mail',
  import: 'Import',
};

/** How a screen names an action; others are shown as written ("approve", "remind", ...). */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  view: 'Viewed',
  cancel: 'Cancelled',
  decide: 'Decided',
  login: 'Logged in',
  ess_login: 'Logged in to self-service',
  logout: 'Logged out',
  upload: 'Uploaded',
  remind: 'Reminded',
  import: 'Imported',
  retry: 'Sent again',
  copy_link: 'Copied the link',
  push: 'Punches received',
  refuse: 'Refused',
};

export const AUDIT_PER_PAGE = 25;
/** The most entries a filter of the Audit Log counts; past it the reply says `more`. */
export const AUDIT_COUNT_CAP = 1_000;

const period = {
  from: optionalDate('start of the period', { min: '2019-01-01' }),
  to: optionalDate('end of the period', { min: '2019-01-01' }),
};

/**
 * `GET api/audit`: the Audit Log, newest first, filtered by user, area or kind of record, record and
 * period (company days, both ends included). `q` is not offered: the filters are the search.
 */
export const auditListQuery = listQuery({
  perPage: AUDIT_PER_PAGE,
  sorts: ['created_at'],
  defaultOrder: 'desc',
})
  .omit({ q: true })
  .extend({
    user_id: filterId('user'),
    area: z.enum(AUDIT_AREA_KEYS, { error: 'Please select an area from the list.' }).optional(),
    entity: z.enum(AUDIT_ENTITIES, { error: 'Please select a kind of record from the list.' }).optional(),
    entity_id: filterId('record'),
    ...period,
  })
  .superRefine((v, ctx) => {
    if (v.from && v.to && v.from > v.to)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The end of the period must not be before its start.',
      });
    if (v.entity_id !== undefined && !v.entity)
      ctx.addIssue({
        code: 'custom',
        path: ['entity'],
        message: 'Choose the kind of record the id belongs to.',
      });
  });
export type AuditListQuery = z.output<typeof auditListQuery>;

/** `GET api/audit/{entity}/{id}`: one record's History, newest first. */
export const auditHistoryParams = z.object({
  entity: z.enum(AUDIT_ENTITIES, { error: 'There is no history for this kind of record.' }),
  id: filterId('record').unwrap(),
});
export const auditHistoryQuery = listQuery({
  perPage: AUDIT_PER_PAGE,
  sorts: ['created_at'],
  defaultOrder: 'desc',
}).omit({ q: true });

const changes = z.record(z.string(), z.unknown()).nullable();

export const auditRow = z.strictObject({
  id: z.number().int().positive(),
  created_at: wireTimestamp,
  user_id: z.number().int().positive().nullable(),
  /** The account's username, or null for the system (accrual, device pushes, a link's owner). */
  user_name: z.string().nullable(),
  /** The account's employee, when it has one. */
  user_full_name: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: changes,
  after: changes,
  ip: z.string().nullable(),
});
export type AuditRow = z.infer<typeof auditRow>;
/** A page of the log; `more` when the filter matches more than AUDIT_COUNT_CAP entries (the total stops there). */
export const auditListReply = pagedReply(auditRow).extend({ more: z.boolean() });
