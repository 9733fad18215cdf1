import { type NotificationConfig, SENDER_PASSWORD_AGAIN } from '@hris/domain/accounts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { write } from '../../db/write';
import { AppError, fieldError } from '../../lib/errors';
import type { SecretBox } from '../../lib/secret-box';
import type { Actor } from '../../plugins/audit';
import type { Mailer } from '../../plugins/mail';
import { notificationConfig } from '../../plugins/mail.tables';
import { settings } from './accounts.tables';

// ---- settings and the notification sender

export async function getSettings(db: Db) {
  const [row] = await db.select().from(settings).where(eq(settings.key, 'company_domain'));
  return { company_domain: row?.value ?? 'company.ph' };
}

export async function saveSettings(db: Db, actor: Actor, body: { company_domain: string }) {
  return write(db, actor, async ({ tx, audit }) => {
    const before = await getSettings(tx as unknown as Db);
    await tx
      .insert(settings)
      .values({ key: 'company_domain', value: body.company_domain.toLowerCase() })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: body.company_domain.toLowerCase(), updated_at: sql`now()` },
      });
    await audit({
      action: 'update',
      entity: 'settings',
      entityId: 'company_domain',
      before,
      after: body,
    });
    return { company_domain: body.company_domain.toLowerCase() };
  });
}

export async function getNotificationConfig(db: Db): Promise<NotificationConfig> {
  const [row] = await db.select().from(notificationConfig).where(eq(notificationConfig.id, 1));
  return {
    email: row?.email ?? '',
    smtp_host: row?.smtp_host ?? '',
    smtp_port: row?.smtp_port ?? 465,
    has_password: !!row?.password_enc,
    allow_plain_text: row?.allow_plain_text ?? false,
    updated_at: row?.updated_at ?? null,
  };
}

/** The server a sender uses: its host, or `smtp.` and the address's domain when none is given. */
const serverOf = (host: string, email: string) => (host || `smtp.${email.split('@')[1]}`).toLowerCase();

type SenderBody = {
  email: string;
  password?: string | undefined;
  smtp_host: string;
  smtp_port?: number | undefined;
  allow_plain_text?: boolean | undefined;
};

/**
 * Saves the sender; the password is sealed with the app's key. Left empty it is kept, but only for
 * the server it was saved for, and only as encrypted as it was: a new sender e-mail (the SMTP user),
 * host or port, or plain text turned on, needs it again (a 422 on `password`), so that a session
 * that is not the mailbox owner's cannot send the saved password elsewhere. A host on a private
 * network is a 422 on `smtp_host` (unless the operator allows it).
 */
export async function saveNotificationConfig(
  db: Db,
  actor: Actor,
  box: SecretBox,
  mailer: Pick<Mailer, 'hostProblem'>,
  body: SenderBody,
) {
  const host = body.smtp_host.trim();
  const port = body.smtp_port ?? 465;
  const plain = body.allow_plain_text ?? false;
  const problem = await mailer.hostProblem(serverOf(host, body.email));
  if (problem) throw fieldError('smtp_host', problem);
  return write(db, actor, async ({ tx, audit }) => {
    // Locked, so that two saves at once each compare with what the other left.
    const [saved] = await tx
      .select()
      .from(notificationConfig)
      .where(eq(notificationConfig.id, 1))
      .for('update');
    if (saved?.password_enc && !body.password) {
      const moved =
        saved.email.toLowerCase() !== body.email.toLowerCase() ||
        serverOf(saved.smtp_host, saved.email) !== serverOf(host, body.email) ||
        saved.smtp_port !== port;
      if (moved) throw fieldError('password', SENDER_PASSWORD_AGAIN.moved);
      if (plain && !saved.allow_plain_text) throw fieldError('password', SENDER_PASSWORD_AGAIN.plainText);
    }
    const values = {
      email: body.email,
      smtp_host: host,
      smtp_port: port,
      allow_plain_text: plain,
      ...(body.password ? { password_enc: box.seal(body.password) } : {}),
    };
    await tx
      .insert(notificationConfig)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: notificationConfig.id, set: { ...values, updated_at: sql`now()` } });
    await audit({
      action: 'update',
      entity: 'notification_config',
      entityId: 1,
      ...(saved && {
        before: {
          email: saved.email,
          smtp_host: saved.smtp_host,
          smtp_port: saved.smtp_port,
          allow_plain_text: saved.allow_plain_text,
        },
      }),
      after: {
        email: body.email,
        smtp_host: host,
        smtp_port: port,
        allow_plain_text: plain,
        credentials_changed: !!body.password,
      },
    });
    return getNotificationConfig(tx as unknown as Db);
  });
}

/**
 * `POST api/notificationconfig/remove`: the sender and its sealed password are deleted; mail is then
 * kept in the outbox (Mail Outbox: retry or copy its link) until a sender is saved. A 409 when none is.
 */
export async function removeNotificationConfig(db: Db, actor: Actor) {
  return write(db, actor, async ({ tx, audit }) => {
    const [removed] = await tx.delete(notificationConfig).where(eq(notificationConfig.id, 1)).returning({
      email: notificationConfig.email,
      smtp_host: notificationConfig.smtp_host,
      smtp_port: notificationConfig.smtp_port,
    });
    if (!removed) throw new AppError(409, 'No mail sender is saved.');
    await audit({ action: 'delete', entity: 'notification_config', entityId: 1, before: removed });
    return getNotificationConfig(tx as unknown as Db);
  });
}
