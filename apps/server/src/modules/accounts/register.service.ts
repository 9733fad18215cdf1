import { randomBytes } from 'node:crypto';
import type { RegisterBody } from '@hris/domain/accounts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { write } from '../../db/write';
import { fieldError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import type { Actor } from '../../plugins/audit';
import type { Mailer } from '../../plugins/mail';
import { users } from '../auth/auth.tables';
import { employees } from '../employees/employees.tables';
import { checkSuperior, setSubDepartments } from './access.service';
import { checkNewPassword, issueResetLink } from './passwords.service';
import { checkRole, placement, USER_UNIQUE } from './users.service';

// ---- account creation (docs/rules.md#account-types)

/** How long a new account's set-your-password link works. */
const ACCOUNT_LINK_DAYS = 3;

/**
 * `POST api/register`: an account for an employee who has none. Without a password, the new user
 * gets an e-mail link (valid three days) to choose one; the reply says whether it is being sent or
 * waits in the outbox for want of a sender.
 */
export async function registerAccount(
  db: Db,
  actor: Actor,
  mailer: Mailer,
  publicUrl: string,
  body: RegisterBody,
  log: (m: string) => void,
) {
  if (body.password) checkNewPassword(body.password, body.name, 'password');
  const id = await write(
    db,
    actor,
    async ({ tx, audit }) => {
      const [emp] = await tx
        .select({ id: employees.id, status: employees.status })
        .from(employees)
        .where(eq(employees.id, body.employee_id))
        .for('update');
      if (!emp) throw fieldError('employee_id', 'The selected employee does not exist.');
      const [has] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.employee_id, body.employee_id));
      if (has) throw fieldError('employee_id', 'This employee already has an account.');
      await checkRole(tx, body.role_id);
      const place = placement(body.role_id, body.belongs_to);
      if (body.role_id === 1 && body.belongs_to) await checkSuperior(tx, body.belongs_to, 2);
      if (body.role_id === 2 && body.belongs_to) await checkSuperior(tx, body.belongs_to, 3);
      const [user] = await tx
        .insert(users)
        .values({
          role_id: body.role_id,
          name: body.name,
          email: body.email,
          employee_id: body.employee_id,
          password_hash: await hashPassword(body.password ?? randomBytes(24).toString('base64url')),
          ...place,
        })
        .returning();
      if (body.role_id === 3) await setSubDepartments(tx, user!.id, body.subordinates);
      await tx.update(employees).set({ role_id: body.role_id }).where(eq(employees.id, body.employee_id));
      // Without a password, the link to choose one is queued with the account: it leaves only if the
      // account is made, and waits (sealed) in the outbox until sent or expired.
      if (!body.password) {
        const link = await issueResetLink(tx, user!.id, publicUrl, ACCOUNT_LINK_DAYS * 24 * 60);
        await mailer.queue(tx, [
          {
            to: user!.email,
            subject: 'Your HRIS account',
            text: `Hello ${user!.name},\n\nAn account was made for you. Choose your password with this link within three days:\n\n${link.url}\n`,
            link: { ...link, kind: 'account' },
          },
        ]);
      }
      await audit({
        action: 'create',
        entity: 'user',
        entityId: user!.id,
        after: { ...user!, subordinates: body.subordinates },
      });
      return user!.id;
    },
    USER_UNIQUE,
  );
  if (body.password) return { id, mail: null };
  mailer.deliverQueued().catch((err: Error) => log(`account mail failed: ${err.message}`));
  return { id, mail: (await mailer.hasSender()) ? ('queued' as const) : ('no_sender' as const) };
}
