import {
  accessQuery,
  accountOptionsQuery,
  adminPasswordBody,
  belongsToBody,
  notificationConfigBody,
  passwordChangeBody,
  registerBody,
  roleBody,
  rolesQuery,
  settingsBody,
  subordinatesBody,
  supervisorAccessBody,
  updateStatusBody,
  usersQuery,
  userUpdateBody,
} from '@hris/domain/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { done, idParam } from '../../lib/replies';
import type { SecretBox } from '../../lib/secret-box';
import { actorOf } from '../../plugins/audit';
import type { Mailer } from '../../plugins/mail';
import * as svc from './accounts.service';
import { adminSetPassword, changePassword } from './passwords.service';

export type AccountsDeps = { db: Db; mailer: Mailer; box: SecretBox; publicUrl: string };

const tags = ['accounts'];

export const accountsRoutes: FastifyPluginAsyncZod<AccountsDeps> = async (
  app,
  { db, mailer, box, publicUrl },
) => {
  const log = (m: string) => app.log.warn(m);

  app.post(
    '/login/pwdchange',
    { schema: { tags, summary: 'Change my password (logs out everywhere)', body: passwordChangeBody } },
    async (req) => {
      await changePassword(db, { ...actorOf(req), userId: req.user!.id }, req.body);
      return done('Your password has been changed. Please log in again with the new password.');
    },
  );

  app.get('/users', { schema: { tags, summary: 'Users', querystring: usersQuery } }, (req) =>
    svc.listUsers(db, req.query),
  );
  app.post(
    '/users/update/:id',
    { schema: { tags, summary: 'Edit a user', params: idParam('id'), body: userUpdateBody } },
    async (req) =>
      done(
        'You successfully saved your changes',
        await svc.updateUser(db, actorOf(req), req.params.id, req.body),
      ),
  );
  app.post(
    '/resetpassword/update/:id',
    { schema: { tags, summary: "Set a user's password", params: idParam('id'), body: adminPasswordBody } },
    async (req) => {
      await adminSetPassword(db, actorOf(req), req.params.id, req.body.new_password);
      return done('The password has been reset. The user is logged out everywhere.');
    },
  );
  app.post(
    '/updateStatus',
    { schema: { tags, summary: "A user's active flag", body: updateStatusBody } },
    async (req) => done('Updated', await svc.setUserStatus(db, actorOf(req), req.body.id, req.body.status)),
  );

  app.get('/userroles', { schema: { tags, summary: 'User roles', querystring: rolesQuery } }, (req) =>
    svc.listRoles(db, req.query),
  );
  app.get('/allroles', { schema: { tags, summary: 'Roles for a select' } }, () => svc.allRoles(db));
  app.post(
    '/userroles/add',
    { schema: { tags, summary: 'Create a role (answers exist for a duplicate)', body: roleBody } },
    async (req) => done('You successfully saved your changes', await svc.addRole(db, actorOf(req), req.body)),
  );
  app.post(
    '/userroles/update/:id',
    {
      schema: {
        tags,
        summary: 'Update a role (answers noupdate when unchanged)',
        params: idParam('id'),
        body: roleBody,
      },
    },
    async (req) =>
      done(
        'You successfully saved your changes',
        await svc.updateRole(db, actorOf(req), req.params.id, req.body),
      ),
  );

  app.post(
    '/register',
    { schema: { tags, summary: 'Create an account for an employee', body: registerBody } },
    async (req) =>
      done(
        'Has been Successfully Register.',
        await svc.registerAccount(db, actorOf(req), mailer, publicUrl, req.body, log),
      ),
  );

  for (const [url, role, summary] of [
    ['/groupaccess', 1, 'Staff Level'],
    ['/supervisoraccess', 2, 'Supervisory Level'],
    ['/manageraccess', 3, 'Managerial Level'],
  ] as const) {
    app.get(url, { schema: { tags, summary, querystring: accessQuery } }, (req) =>
      svc.listAccess(db, role, req.query),
    );
  }
  const exclude = accountOptionsQuery;
  app.get(
    '/supervisor',
    { schema: { tags, summary: 'Active supervisors for a select', querystring: exclude } },
    (req) => svc.usersOfRole(db, 2, req.query.exclude),
  );
  for (const url of ['/operation', '/managersubtitute']) {
    app.get(url, { schema: { tags, summary: 'Active managers for a select', querystring: exclude } }, (req) =>
      svc.usersOfRole(db, 3, req.query.exclude),
    );
  }
  app.get(
    '/supervisor/members/:id',
    { schema: { tags, summary: 'Users who belong to a user', params: idParam('id') } },
    (req) => svc.membersOf(db, req.params.id),
  );
  app.get(
    '/checkmember/:id',
    { schema: { tags, summary: 'How many users belong to a user', params: idParam('id') } },
    async (req) => ({
      members: (await svc.membersOf(db, req.params.id)).length,
    }),
  );
  app.get(
    '/superiorname/get/:id',
    { schema: { tags, summary: "A user's superior", params: idParam('id') } },
    (req) => svc.superiorName(db, req.params.id),
  );
  app.post(
    '/belongsto/update/:id',
    {
      schema: {
        tags,
        summary: "A user's account type and supervisor",
        params: idParam('id'),
        body: belongsToBody,
      },
    },
    async (req) =>
      done(
        'You successfully saved your changes',
        await svc.updateBelongsTo(db, actorOf(req), req.params.id, req.body),
      ),
  );
  app.post(
    '/subordinates/update',
    { schema: { tags, summary: "A manager's sub-departments", body: subordinatesBody } },
    async (req) =>
      done('You successfully saved your changes', await svc.updateSubordinates(db, actorOf(req), req.body)),
  );
  app.post(
    '/supervisoraccess/update/:id',
    {
      schema: {
        tags,
        summary: "Change a supervisor's access (members move to a substitute)",
        params: idParam('id'),
        body: supervisorAccessBody,
      },
    },
    async (req) =>
      done(
        'You successfully saved your changes',
        await svc.updateSupervisorAccess(db, actorOf(req), req.params.id, req.body),
      ),
  );

  app.get('/settings', { schema: { tags, summary: 'Settings (company e-mail domain)' } }, () =>
    svc.getSettings(db),
  );
  app.post(
    '/settings/update',
    { schema: { tags, summary: 'Save settings', body: settingsBody } },
    async (req) =>
      done('You successfully saved your changes', await svc.saveSettings(db, actorOf(req), req.body)),
  );
  app.get(
    '/notificationconfig',
    { schema: { tags, summary: 'The notification sender (never the password)' } },
    () => svc.getNotificationConfig(db),
  );
  app.post(
    '/notificationconfig/update',
    { schema: { tags, summary: 'Save the notification sender', body: notificationConfigBody } },
    async (req) =>
      done(
        'You successfully saved your changes',
        await svc.saveNotificationConfig(db, actorOf(req), box, req.body),
      ),
  );
};
