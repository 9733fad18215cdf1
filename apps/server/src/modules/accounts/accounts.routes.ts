import * as calls from '@hris/domain/calls/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { routesFor } from '../../lib/calls';
import { done } from '../../lib/replies';
import type { SecretBox } from '../../lib/secret-box';
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

const SAVED = 'You successfully saved your changes';

export const accountsRoutes: FastifyPluginAsyncZod<AccountsDeps> = async (
  app,
  { db, mailer, box, publicUrl },
) => {
  const log = (m: string) => app.log.warn(m);
  const route = routesFor(app, ['accounts']);

  route(calls.changePasswordCall, async (req) => {
    await changePassword(db, { ...actorOf(req), userId: req.user!.id }, req.body);
    return done('Your password has been changed. Please log in again with the new password.');
  });

  // ---- users and roles

  route(calls.employeeAccountsCall, (req) => listEmployeeAccounts(db, req.query));
  route(calls.usersCall, (req) => users.listUsers(db, req.query));
  route(calls.updateUserCall, async (req) =>
    done(SAVED, await users.updateUser(db, actorOf(req), req.params.id, req.body)),
  );
  route(calls.setUserPasswordCall, async (req) => {
    await adminSetPassword(db, actorOf(req), req.params.id, req.body.new_password);
    return done('The password has been reset. The user is logged out everywhere.');
  });
  route(calls.userStatusCall, async (req) =>
    done('Updated', await users.setUserStatus(db, actorOf(req), req.body.id, req.body.status)),
  );

  route(calls.rolesCall, (req) => roles.listRoles(db, req.query));
  route(calls.roleOptionsCall, () => roles.allRoles(db));
  route(calls.addRoleCall, async (req) => done(SAVED, await roles.addRole(db, actorOf(req), req.body)));
  route(calls.updateRoleCall, async (req) =>
    done(SAVED, await roles.updateRole(db, actorOf(req), req.params.id, req.body)),
  );

  route(calls.registerCall, async (req) =>
    done(
      'Has been Successfully Register.',
      await register.registerAccount(db, actorOf(req), mailer, publicUrl, req.body, log),
    ),
  );

  // ---- who belongs to whom

  for (const [call, role] of [
    [calls.staffAccessCall, 1],
    [calls.supervisorAccessCall, 2],
    [calls.managerAccessCall, 3],
  ] as const) {
    route(call, (req) => access.listAccess(db, role, req.query));
  }
  route(calls.supervisorOptionsCall, (req) => access.usersOfRole(db, 2, req.query.exclude));
  for (const call of [calls.managerOptionsCall, calls.managerSubstituteOptionsCall]) {
    route(call, (req) => access.usersOfRole(db, 3, req.query.exclude));
  }
  route(calls.membersCall, (req) => access.membersOf(db, req.params.id));
  route(calls.memberCountCall, async (req) => ({
    members: (await access.membersOf(db, req.params.id)).length,
  }));
  route(calls.superiorNameCall, (req) => access.superiorName(db, req.params.id));
  route(calls.updateBelongsToCall, async (req) =>
    done(SAVED, await access.updateBelongsTo(db, actorOf(req), req.params.id, req.body)),
  );
  route(calls.updateSubordinatesCall, async (req) =>
    done(SAVED, await access.updateSubordinates(db, actorOf(req), req.body)),
  );
  route(calls.updateSupervisorAccessCall, async (req) =>
    done(SAVED, await access.updateSupervisorAccess(db, actorOf(req), req.params.id, req.body)),
  );

  // ---- settings and the notification sender

  route(calls.settingsCall, () => settings.getSettings(db));
  route(calls.saveSettingsCall, async (req) =>
    done(SAVED, await settings.saveSettings(db, actorOf(req), req.body)),
  );
  route(calls.notificationConfigCall, () => settings.getNotificationConfig(db));
  route(calls.saveNotificationConfigCall, async (req) =>
    done(SAVED, await settings.saveNotificationConfig(db, actorOf(req), box, mailer, req.body)),
  );
  route(calls.removeNotificationConfigCall, async (req) =>
    done('The mail sender is removed.', await settings.removeNotificationConfig(db, actorOf(req))),
  );
};
