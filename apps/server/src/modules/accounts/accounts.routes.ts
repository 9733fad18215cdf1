import {
  accessQuery,
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
  userUpdateBody,
} from '@hris/domain/accounts';
import { doneIdReply, existReply, successReply } from '@hris/domain/replies';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { done, idParam } from '../../lib/replies';
import type { SecretBox } from '../../lib/secret-box';
import { rawReply } from '../../lib/wire';
import { actorOf } from '../../plugins/audit';
import type { Mailer } from '../../plugins/mail';
import * as access from './access.service';
import { listEmployeeAccounts } from './employee-accounts.service';
import { adminSetPassword, changePassword } from './passwords.service';
import * as register from './register.service';
import * as roles from './roles.service';
import * as settings from './settings.service';
import * as users from './users.service';

export type AccountsDeps = { db: Db; mailer: Mailer; box: SecretBox; publicUrl: string };

const tags = ['accounts'];

export const accountsRoutes: FastifyPluginAsyncZod<AccountsDeps> = async (
  app,
  { db, mailer, box, publicUrl },
) => {
  const log = (m: string) => app.log.warn(m);

  app.post(
    '/login/pwdchange',
    {
      schema: {
        tags,
        summary: 'Change my password (logs out everywhere)',
        response: { 200: successReply },
        body: passwordChangeBody,
      },
    },
    async (req) => {
      await changePassword(db, { ...actorOf(req), userId: req.user!.id }, req.body);
      return done('Your password has been changed. Please log in again with the new password.');
    },
  );

  app.get(
    '/employeeaccounts',
    {
      schema: {
        tags,
        summary: 'Employee Accounts: employees with their account (role, last login, active) or without one',
        querystring: employeeAccountsQuery,
        response: { 200: employeeAccountsReply },
      },
    },
    async (req) => rawReply(await listEmployeeAccounts(db, req.query)),
  );
  app.get('/users', { schema: { tags, summary: 'Users', querystring: usersQuery } }, (req) =>
    users.listUsers(db, req.query),
  );
  app.post(
    '/users/update/:id',
    {
      schema: {
        tags,
        summary: 'Edit a user',
        response: { 200: doneIdReply },
        params: idParam('id'),
        body: userUpdateBody,
      },
    },
    async (req) =>
      done(
        'You successfully saved your changes',
        await users.updateUser(db, actorOf(req), req.params.id, req.body),
      ),
  );
  app.post(
    '/resetpassword/update/:id',
    {
      schema: {
        tags,
        summary: "Set a user's password",
        response: { 200: successReply },
        params: idParam('id'),
        body: adminPasswordBody,
      },
    },
    async (req) => {
      await adminSetPassword(db, actorOf(req), req.params.id, req.body.new_password);
      return done('The password has been reset. The user is logged out everywhere.');
    },
  );
  app.post(
    '/updateStatus',
    {
      schema: {
        tags,
        summary: "A user's active flag",
        response: { 200: userStatusReply },
        body: updateStatusBody,
      },
    },
    async (req) => done('Updated', await users.setUserStatus(db, actorOf(req), req.body.id, req.body.status)),
  );

  app.get('/userroles', { schema: { tags, summary: 'User roles', querystring: rolesQuery } }, (req) =>
    roles.listRoles(db, req.query),
  );
  app.get(
    '/allroles',
    { schema: { tags, summary: 'Roles for a select', response: { 200: roleOptionsReply } } },
    () => roles.allRoles(db),
  );
  app.post(
    '/userroles/add',
    {
      schema: {
        tags,
        summary: 'Create a role (answers exist for a duplicate)',
        response: { 200: doneIdReply, 409: existReply },
        body: roleBody,
      },
    },
    async (req) =>
      done('You successfully saved your changes', await roles.addRole(db, actorOf(req), req.body)),
  );
  app.post(
    '/userroles/update/:id',
    {
      schema: {
        tags,
        summary: 'Update a role (answers noupdate when unchanged)',
        response: { 200: doneIdReply, 409: roleUpdateConflictReply },
        params: idParam('id'),
        body: roleBody,
      },
    },
    async (req) =>
      done(
        'You successfully saved your changes',
        await roles.updateRole(db, actorOf(req), req.params.id, req.body),
      ),
  );

  app.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Create an account for an employee',
        response: { 200: registerReply },
        body: registerBody,
      },
    },
    async (req) =>
      done(
        'Has been Successfully Register.',
        await register.registerAccount(db, actorOf(req), mailer, publicUrl, req.body, log),
      ),
  );

  for (const [url, role, summary] of [
    ['/groupaccess', 1, 'Staff Level'],
    ['/supervisoraccess', 2, 'Supervisory Level'],
    ['/manageraccess', 3, 'Managerial Level'],
  ] as const) {
    app.get(url, { schema: { tags, summary, querystring: accessQuery } }, (req) =>
      access.listAccess(db, role, req.query),
    );
  }
  const exclude = accountOptionsQuery;
  app.get(
    '/supervisor',
    {
      schema: {
        tags,
        summary: 'Active supervisors for a select',
        response: { 200: accountOptionsReply },
        querystring: exclude,
      },
    },
    async (req) => rawReply(await access.usersOfRole(db, 2, req.query.exclude)),
  );
  for (const url of ['/operation', '/managersubtitute']) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: 'Active managers for a select',
          response: { 200: accountOptionsReply },
          querystring: exclude,
        },
      },
      async (req) => rawReply(await access.usersOfRole(db, 3, req.query.exclude)),
    );
  }
  app.get(
    '/supervisor/members/:id',
    {
      schema: {
        tags,
        summary: 'Users who belong to a user',
        response: { 200: membersReply },
        params: idParam('id'),
      },
    },
    (req) => access.membersOf(db, req.params.id),
  );
  app.get(
    '/checkmember/:id',
    {
      schema: {
        tags,
        summary: 'How many users belong to a user',
        response: { 200: memberCountReply },
        params: idParam('id'),
      },
    },
    async (req) => ({
      members: (await access.membersOf(db, req.params.id)).length,
    }),
  );
  app.get(
    '/superiorname/get/:id',
    {
      schema: {
        tags,
        summary: "A user's superior",
        response: { 200: superiorNameReply },
        params: idParam('id'),
      },
    },
    (req) => access.superiorName(db, req.params.id),
  );
  app.post(
    '/belongsto/update/:id',
    {
      schema: {
        tags,
        summary: "A user's account type and supervisor",
        response: { 200: doneIdReply },
        params: idParam('id'),
        body: belongsToBody,
      },
    },
    async (req) =>
      done(
        'You successfully saved your changes',
        await access.updateBelongsTo(db, actorOf(req), req.params.id, req.body),
      ),
  );
  app.post(
    '/subordinates/update',
    {
      schema: {
        tags,
        summary: "A manager's sub-departments",
        response: { 200: doneIdReply },
        body: subordinatesBody,
      },
    },
    async (req) =>
      done(
        'You successfully saved your changes',
        await access.updateSubordinates(db, actorOf(req), req.body),
      ),
  );
  app.post(
    '/supervisoraccess/update/:id',
    {
      schema: {
        tags,
        summary: "Change a supervisor's access (members move to a substitute)",
        response: { 200: doneIdReply },
        params: idParam('id'),
        body: supervisorAccessBody,
      },
    },
    async (req) =>
      done(
        'You successfully saved your changes',
        await access.updateSupervisorAccess(db, actorOf(req), req.params.id, req.body),
      ),
  );

  app.get(
    '/settings',
    { schema: { tags, summary: 'Settings (company e-mail domain)', response: { 200: settingsReply } } },
    () => settings.getSettings(db),
  );
  app.post(
    '/settings/update',
    { schema: { tags, summary: 'Save settings', response: { 200: saveSettingsReply }, body: settingsBody } },
    async (req) =>
      done('You successfully saved your changes', await settings.saveSettings(db, actorOf(req), req.body)),
  );
  app.get(
    '/notificationconfig',
    {
      schema: {
        tags,
        summary: 'The notification sender (never the password)',
        response: { 200: notificationConfigReply },
      },
    },
    () => settings.getNotificationConfig(db),
  );
  app.post(
    '/notificationconfig/update',
    {
      schema: {
        tags,
        summary: 'Save the notification sender',
        response: { 200: saveNotificationConfigReply },
        body: notificationConfigBody,
      },
    },
    async (req) =>
      done(
        'You successfully saved your changes',
        await settings.saveNotificationConfig(db, actorOf(req), box, mailer, req.body),
      ),
  );
  app.post(
    '/notificationconfig/remove',
    {
      schema: {
        tags,
        summary: 'Remove the notification sender and its saved password',
        response: { 200: saveNotificationConfigReply },
      },
    },
    async (req) =>
      done('The mail sender is removed.', await settings.removeNotificationConfig(db, actorOf(req))),
  );
};
