import { z } from 'zod';
import { mailOutcome } from './mail';
import { listQuery } from './paging';
import {
  doneReply,
  existReply,
  noupdateReply,
  pagedReply,
  wireCount,
  wireId,
  wireTimestamp,
} from './replies';
import {
  filterId,
  idOrZero,
  jsonArray,
  optionalText,
  recordId,
  requiredEmail,
  requiredId,
  requiredText,
  wholeNumber,
} from './text';

// ---- passwords: 8 to 128 characters, not a common password, not the username, not one short
// pattern repeated

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The checks a browser can make itself; the server adds the common-password list. */
export function passwordProblem(password: string, username?: string | null): string | null {
  if (password.length < PASSWORD_MIN) return `The password must be at least ${PASSWORD_MIN} characters.`;
  if (password.length > PASSWORD_MAX)
    return `The password may not be greater than ${PASSWORD_MAX} characters.`;
  if (username && password.trim().toLowerCase() === username.trim().toLowerCase()) {
    return 'The password may not be the same as the username.';
  }
  if (/^(.{1,4})\1+$/su.test(password))
    return 'The password may not be one short pattern repeated. Choose one that is harder to guess.';
  return null;
}

const newPassword = z
  .string({ error: 'The new password field is required.' })
  .min(1, 'The new password field is required.');
const confirmed = <T extends { new_password: string; confirm_password: string }>(
  v: T,
  ctx: z.RefinementCtx,
) => {
  if (v.new_password !== v.confirm_password) {
    ctx.addIssue({
      code: 'custom',
      path: ['confirm_password'],
      message: 'The password confirmation does not match.',
    });
  }
};

/** `POST api/login/pwdchange` */
export const passwordChangeBody = z
  .object({
    current_password: z
      .string({ error: 'The current password field is required.' })
      .min(1, 'The current password field is required.'),
    new_password: newPassword,
    confirm_password: z.string({ error: 'The confirm password field is required.' }),
  })
  .superRefine(confirmed);

/** `POST api/create` (reset link request) */
export const resetRequestBody = z.object({ email: requiredEmail('email') });
/** `POST api/reset` */
export const resetBody = z
  .object({
    token: requiredText('token', 200),
    email: requiredEmail('email'),
    new_password: newPassword,
    confirm_password: z.string({ error: 'The confirm password field is required.' }),
  })
  .superRefine(confirmed);

/** `POST api/resetpassword/update/{id}`: HR sets a user's password. */
export const adminPasswordBody = z.object({ new_password: newPassword });

// ---- users and roles

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,64}$/;
const username = requiredText('username', 64).refine(
  (v) => USERNAME_PATTERN.test(v),
  'The username may only contain letters, digits, dots, dashes and underscores (3 to 64).',
);

/** `POST api/users/update/{id}` */
export const userUpdateBody = z.object({
  role_id: requiredId('role'),
  name: username,
  email: requiredEmail('email'),
});
export type UserUpdateBody = z.output<typeof userUpdateBody>;

/** A user's active flag as stored. */
export const USER_STATUSES = ['active', 'inactive'] as const;

export const usersQuery = listQuery({
  perPage: 20,
  sorts: ['name', 'full_name', 'created_at', 'role_id'],
}).extend({
  role_id: recordId('Please select a valid role.').optional(),
});

/** A row of the Users list. */
export const userRow = z.strictObject({
  id: wireId,
  role_id: wireId,
  roles_name: z.string(),
  name: z.string(),
  email: z.string(),
  /** The employee's name; null for an account that belongs to no employee. */
  full_name: z.string().nullable(),
  employee_id: wireId.nullable(),
  status: z.enum(USER_STATUSES),
  account_type: z.string().nullable(),
  created_at: wireTimestamp,
  /** Two-factor authentication is on for this account. */
  two_factor: z.boolean(),
});
export type UserRow = z.infer<typeof userRow>;
/** `GET api/users` */
export const usersReply = pagedReply(userRow);

/** `POST api/userroles/add` and `api/userroles/update/{id}` */
export const roleBody = z.object({
  roles_name: requiredText('role name', 100),
  description: optionalText('description', 500),
});
export type RoleBody = z.output<typeof roleBody>;
export const rolesQuery = listQuery({ perPage: 20, sorts: ['id', 'roles_name'] });
/** A row of the User Roles list, with how many users hold the role. */
export const roleRow = z.strictObject({
  id: wireId,
  roles_name: z.string(),
  description: z.string(),
  users: wireCount,
  created_at: wireTimestamp,
  updated_at: wireTimestamp,
});
export type Role = z.infer<typeof roleRow>;
/** `GET api/userroles` */
export const rolesReply = pagedReply(roleRow);
/** 409 of `userroles/update`: `noupdate` when nothing changed, `exist` when the name is taken. */
export const roleUpdateConflictReply = z.discriminatedUnion('response', [existReply, noupdateReply]);

/** `GET api/allroles`: every role, for a select. */
export const roleOptionsReply = z.array(
  z.strictObject({ id: wireId, roles_name: z.string(), description: z.string() }),
);
export type RoleOption = z.infer<typeof roleOptionsReply>[number];

/** `POST api/updateStatus` */
export const userStatusReply = doneReply(z.strictObject({ id: wireId, status: z.enum(USER_STATUSES) }));

// ---- account creation and access (docs/rules.md#account-types)

/** Account types as stored on access updates. */
export const ACCOUNT_TYPES = ['ADMIN', 'STAFF', 'SUPERVISOR', 'ASM'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** A manager's Change Access: manager, or admin or office staff (docs/rules.md#account-types). */
export const MANAGER_ACCOUNT_TYPES = ['ASM', 'ADMIN', 'STAFF'] as const satisfies readonly AccountType[];
export const MANAGER_SUBSTITUTE_REQUIRED = 'Please select manager to substitute.';

/**
 * Whether a user keeps the users who belong to them when their account type changes (docs/rules.md#account-types): a
 * supervisor's staff stay with a supervisor or manager type, a manager's supervisors (role 3) with the
 * manager type only. Otherwise the members move to a substitute of the user's own level: a
 * supervisor, or a manager for a manager's.
 */
export function keepsMembers(roleId: number, type: AccountType): boolean {
  return roleId === 3 ? type === 'ASM' : type === 'SUPERVISOR' || type === 'ASM';
}

/**
 * `POST api/register`: role 1 belongs to an admin or a supervisor, role 2 to a manager, role 3 handles
 * the chosen sub-departments (`subordinates`); role 5 is another HR user. Without a password the new
 * user gets an e-mail link to choose one.
 */
export const registerBody = z.object({
  employee_id: requiredId('employee'),
  role_id: requiredId('role'),
  name: username,
  email: requiredEmail('email'),
  password: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined)),
  superior_name: optionalText('superior name', 100),
  belongs_to: idOrZero('superior'),
  subordinates: jsonArray(recordId('Please select valid sub-departments.'), 'sub-departments', 50).default(
    [],
  ),
});
export type RegisterBody = z.output<typeof registerBody>;
/**
 * `POST api/register`: the new account's id, and what happened to its set-your-password link when no
 * password was given (`mail`: queued, or kept in the outbox for want of a sender; null: no link).
 */
export const registerReply = doneReply(z.strictObject({ id: wireId, mail: mailOutcome.nullable() }));
export type RegisterReply = z.infer<typeof registerReply>;

export const accessQuery = listQuery({ perPage: 20, sorts: ['full_name', 'name', 'belong'] });

/** A row of the access lists (Staff, Supervisory and Managerial Level; docs/api.md#auth-and-accounts). */
export const accessRow = z.strictObject({
  id: wireId,
  name: z.string(),
  full_name: z.string().nullable(),
  position_name: z.string().nullable(),
  /** The superior's name (the username of one without an employee); null without a superior. */
  superior_name: z.string().nullable(),
  /** The superior's user id; 0 without one. */
  belongs_to: wireCount,
  /** How many users belong to this one. */
  belong: wireCount,
  module_access: z.union([z.literal(0), z.literal(1)]),
  account_type: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  /** A manager's sub-departments. */
  subordinates: z.array(wireId),
});
export type AccessRow = z.infer<typeof accessRow>;
/** `GET api/groupaccess`, `api/supervisoraccess`, `api/manageraccess` */
export const accessReply = pagedReply(accessRow);

/** `GET api/supervisor`, `api/operation`, `api/managersubtitute`: active users of a role, for a select. */
export const accountOptionsReply = z.array(
  z.strictObject({
    id: wireId,
    name: z.string(),
    /** The employee's name, or the username of an account that belongs to no employee. */
    full_name: z.string(),
  }),
);
export type AccountOption = z.infer<typeof accountOptionsReply>[number];

/** `GET api/supervisor/members/{id}`: the users who belong to a user, with their active flag. */
export const membersReply = z.array(
  z.strictObject({
    id: wireId,
    name: z.string(),
    full_name: z.string().nullable(),
    status: z.enum(USER_STATUSES),
    active: z.enum(['1', '0']),
  }),
);
export type Member = z.infer<typeof membersReply>[number];
/** `GET api/checkmember/{id}` */
export const memberCountReply = z.strictObject({ members: wireCount });
/** `GET api/superiorname/get/{id}` */
export const superiorNameReply = z.strictObject({ superior_name: z.string().nullable() });

/** `POST api/belongsto/update/{id}`: a staff member's type and supervisor. */
export const belongsToBody = z.object({
  account_type: z.enum(ACCOUNT_TYPES, { error: 'Please select an account type.' }),
  belongs_to: idOrZero('superior'),
});
/** `POST api/updateStatus`: the active flag ('1' or '0') of a user. */
export const updateStatusBody = z.object({
  id: requiredId('user'),
  status: z.enum(['1', '0'], { error: 'The status must be 1 or 0.' }),
});
/** `POST api/subordinates/update`: a manager's sub-departments (JSON text or a list). */
export const subordinatesBody = z.object({
  id: requiredId('user'),
  subordinates: jsonArray(recordId('Please select valid sub-departments.'), 'sub-departments', 50),
  module_access: z.enum(['1', '0']).optional(),
});
/** `POST api/supervisoraccess/update/{id}` (spec spelling "subtitute"). */
export const supervisorAccessBody = z.object({
  account_type: z.enum(ACCOUNT_TYPES, { error: 'Please select an account type.' }),
  supervisor_member: idOrZero('supervisor'),
  sup_subtitute_id: idOrZero('substitute supervisor'),
  supervisor_choosen_id: idOrZero('supervisor'),
});

// ---- settings

export const settingsBody = z.object({
  company_domain: requiredText('company domain', 100).refine(
    (v) => /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(v),
    'The company domain must look like company.ph.',
  ),
});
/** `GET api/settings` */
export const settingsReply = z.strictObject({ company_domain: z.string() });
export type Settings = z.infer<typeof settingsReply>;
/** `POST api/settings/update` */
export const saveSettingsReply = doneReply(settingsReply);

/** A host name (labels of letters, digits and hyphens) or an IPv4 or IPv6 address (brackets allowed). */
const SMTP_HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?|\[?[0-9A-Fa-f:.]+\]?)$/;

/** The notification sender (path chosen here: `api/notificationconfig`, `api/notificationconfig/update`). */
export const notificationConfigBody = z.object({
  email: requiredEmail('email'),
  /**
   * Left empty, the saved password stays, unless the sender e-mail, host or port changes or plain
   * text is turned on: then it must be given again (the saved one never goes to another server).
   */
  password: z.string().max(200).optional(),
  smtp_host: optionalText('SMTP host', 200).refine(
    (host) => host === '' || SMTP_HOST.test(host),
    'The SMTP host must be a host name such as smtp.company.ph, or an IP address.',
  ),
  smtp_port: wholeNumber('The port must be a whole number from 1 to 65535.', 1, 65535).optional(),
  /** Send without encryption when the server offers none. Left out: off. */
  allow_plain_text: z.boolean({ error: 'Allow plain text must be true or false.' }).optional(),
});
/** `GET api/notificationconfig`: the sender, never its password (only whether one is saved). */
export const notificationConfigReply = z.strictObject({
  email: z.string(),
  smtp_host: z.string(),
  smtp_port: z.number().int().min(1).max(65535),
  has_password: z.boolean(),
  allow_plain_text: z.boolean(),
  updated_at: wireTimestamp.nullable(),
});
/** Why a saved password is not kept: it would go to another server, or in clear text. */
export const SENDER_PASSWORD_AGAIN = {
  moved:
    'Enter the password again: the sender e-mail, SMTP host or port changed, and the saved password is only used for the server it was saved for.',
  plainText: 'Enter the password again to allow sending it without encryption.',
} as const;
export type NotificationConfig = z.infer<typeof notificationConfigReply>;
/** `POST api/notificationconfig/update` */
export const saveNotificationConfigReply = doneReply(notificationConfigReply);

/** The supervisor and manager selects: everyone of the role but `exclude` (the account being edited). */
export const accountOptionsQuery = z.object({ exclude: filterId('excluded account') });

// ---- employee accounts

/** Whether the employees listed have an account: both, with one, or without one. */
export const ACCOUNT_PRESENCE = ['with', 'without'] as const;
/** Whose accounts: the employees still with the company, or those who left (whose accounts should be off). */
export const ACCOUNT_EMPLOYMENT = ['active', 'inactive'] as const;

/** `GET api/employeeaccounts`: employees with their self-service account, or without one. */
export const employeeAccountsQuery = listQuery({
  perPage: 20,
  sorts: ['full_name', 'emp_id', 'last_login_at', 'last_ess_login_at'],
}).extend({
  account: z.enum(ACCOUNT_PRESENCE, { error: 'The account filter must be with or without.' }).optional(),
  employment: z
    .enum(ACCOUNT_EMPLOYMENT, { error: 'The employment filter must be active or inactive.' })
    .default('active'),
});

export const employeeAccountRow = z.strictObject({
  employee_id: wireId,
  emp_id: z.string(),
  full_name: z.string(),
  position_name: z.string(),
  department_name: z.string(),
  employment_status: z.string(),
  user_id: wireId.nullable(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  role_id: wireId.nullable(),
  roles_name: z.string().nullable(),
  /** The last login to this app; null when never. */
  last_login_at: wireTimestamp.nullable(),
  /** The last sign-in to employee self-service; null when never. */
  last_ess_login_at: wireTimestamp.nullable(),
  /** The account's active flag; null without an account. */
  active: z.boolean().nullable(),
});
export type EmployeeAccountRow = z.infer<typeof employeeAccountRow>;
export const employeeAccountsReply = pagedReply(employeeAccountRow);
