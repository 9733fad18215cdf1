import {
  accessQuery,
  accessReply,
  accountOptionsQuery,
  accountOptionsReply,
  adminPasswordBody,
  belongsToBody,
  employeeAccountsQuery,
  employeeAccountsReply,
  memberCountReply,
  membersReply,
  notificationConfigBody,
  notificationConfigReply,
  passwordChangeBody,
  registerBody,
  registerReply,
  roleBody,
  roleOptionsReply,
  rolesQuery,
  rolesReply,
  roleUpdateConflictReply,
  saveNotificationConfigReply,
  saveSettingsReply,
  settingsBody,
  settingsReply,
  subordinatesBody,
  superiorNameReply,
  supervisorAccessBody,
  updateStatusBody,
  userStatusReply,
  usersQuery,
  usersReply,
  userUpdateBody,
} from '../accounts';
import { defineCall } from '../call';
import { doneIdReply, existReply, successReply } from '../replies';
import { idParams } from './params';

/**
 * The calls of the accounts area: the user's own password, users and their roles, account creation,
 * the access lists (who belongs to whom), the settings and the notification sender.
 */

export const changePasswordCall = defineCall({
  method: 'POST',
  path: 'login/pwdchange',
  summary: 'Change my password (logs out everywhere)',
  body: passwordChangeBody,
  reply: successReply,
});

// ---- users and roles

export const employeeAccountsCall = defineCall({
  method: 'GET',
  path: 'employeeaccounts',
  summary: 'Employee Accounts: employees with their account (role, last login, active) or without one',
  query: employeeAccountsQuery,
  reply: employeeAccountsReply,
});

export const usersCall = defineCall({
  method: 'GET',
  path: 'users',
  summary: 'Users',
  query: usersQuery,
  reply: usersReply,
});

export const updateUserCall = defineCall({
  method: 'POST',
  path: 'users/update/:id',
  summary: 'Edit a user',
  params: idParams('id'),
  body: userUpdateBody,
  reply: doneIdReply,
});

export const setUserPasswordCall = defineCall({
  method: 'POST',
  path: 'resetpassword/update/:id',
  summary: "Set a user's password",
  params: idParams('id'),
  body: adminPasswordBody,
  reply: successReply,
});

export const userStatusCall = defineCall({
  method: 'POST',
  path: 'updateStatus',
  summary: "A user's active flag",
  body: updateStatusBody,
  reply: userStatusReply,
});

export const rolesCall = defineCall({
  method: 'GET',
  path: 'userroles',
  summary: 'User roles',
  query: rolesQuery,
  reply: rolesReply,
});

export const roleOptionsCall = defineCall({
  method: 'GET',
  path: 'allroles',
  summary: 'Roles for a select',
  reply: roleOptionsReply,
});

export const addRoleCall = defineCall({
  method: 'POST',
  path: 'userroles/add',
  summary: 'Create a role (answers exist for a duplicate)',
  body: roleBody,
  reply: doneIdReply,
  replies: { 409: existReply },
});

export const updateRoleCall = defineCall({
  method: 'POST',
  path: 'userroles/update/:id',
  summary: 'Update a role (answers noupdate when unchanged)',
  params: idParams('id'),
  body: roleBody,
  reply: doneIdReply,
  replies: { 409: roleUpdateConflictReply },
});

export const registerCall = defineCall({
  method: 'POST',
  path: 'register',
  summary: 'Create an account for an employee',
  body: registerBody,
  reply: registerReply,
});

// ---- who belongs to whom (docs/rules.md#account-types)

/** The access lists: users of role 1, 2 or 3 with their superior, members and sub-departments. */
export const staffAccessCall = defineCall({
  method: 'GET',
  path: 'groupaccess',
  summary: 'Staff Level',
  query: accessQuery,
  reply: accessReply,
});

export const supervisorAccessCall = defineCall({
  ...staffAccessCall,
  path: 'supervisoraccess',
  summary: 'Supervisory Level',
});

export const managerAccessCall = defineCall({
  ...staffAccessCall,
  path: 'manageraccess',
  summary: 'Managerial Level',
});

export const supervisorOptionsCall = defineCall({
  method: 'GET',
  path: 'supervisor',
  summary: 'Active supervisors for a select',
  query: accountOptionsQuery,
  reply: accountOptionsReply,
});

/** `operation` and `managersubtitute` are the same select (the legacy app called both). */
export const managerOptionsCall = defineCall({
  ...supervisorOptionsCall,
  path: 'operation',
  summary: 'Active managers for a select',
});

export const managerSubstituteOptionsCall = defineCall({ ...managerOptionsCall, path: 'managersubtitute' });

export const membersCall = defineCall({
  method: 'GET',
  path: 'supervisor/members/:id',
  summary: 'Users who belong to a user',
  params: idParams('id'),
  reply: membersReply,
});

export const memberCountCall = defineCall({
  method: 'GET',
  path: 'checkmember/:id',
  summary: 'How many users belong to a user',
  params: idParams('id'),
  reply: memberCountReply,
});

export const superiorNameCall = defineCall({
  method: 'GET',
  path: 'superiorname/get/:id',
  summary: "A user's superior",
  params: idParams('id'),
  reply: superiorNameReply,
});

export const updateBelongsToCall = defineCall({
  method: 'POST',
  path: 'belongsto/update/:id',
  summary: "A user's account type and supervisor",
  params: idParams('id'),
  body: belongsToBody,
  reply: doneIdReply,
});

export const updateSubordinatesCall = defineCall({
  method: 'POST',
  path: 'subordinates/update',
  summary: "A manager's sub-departments",
  body: subordinatesBody,
  reply: doneIdReply,
});

export const updateSupervisorAccessCall = defineCall({
  method: 'POST',
  path: 'supervisoraccess/update/:id',
  summary: "Change a supervisor's access (members move to a substitute)",
  params: idParams('id'),
  body: supervisorAccessBody,
  reply: doneIdReply,
});

// ---- settings and the notification sender

export const settingsCall = defineCall({
  method: 'GET',
  path: 'settings',
  summary: 'Settings (company e-mail domain)',
  reply: settingsReply,
});

export const saveSettingsCall = defineCall({
  method: 'POST',
  path: 'settings/update',
  summary: 'Save settings',
  body: settingsBody,
  reply: saveSettingsReply,
});

export const notificationConfigCall = defineCall({
  method: 'GET',
  path: 'notificationconfig',
  summary: 'The notification sender (never the password)',
  reply: notificationConfigReply,
});

export const saveNotificationConfigCall = defineCall({
  method: 'POST',
  path: 'notificationconfig/update',
  summary: 'Save the notification sender',
  body: notificationConfigBody,
  reply: saveNotificationConfigReply,
});

export const removeNotificationConfigCall = defineCall({
  method: 'POST',
  path: 'notificationconfig/remove',
  summary: 'Remove the notification sender and its saved password',
  reply: saveNotificationConfigReply,
});
