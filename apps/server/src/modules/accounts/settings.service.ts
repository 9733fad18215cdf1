import type { NotificationConfig } from '@hris/domain/accounts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { write } from '../../db/write';
import type { SecretBox } from '../../lib/secret-box';
import type { Actor } from '../../plugins/audit';
import { notificationConfig, settings } from './accounts.tables';

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
    updated_at: row?.updated_at ?? null,
  };
}

/** Saves the sender; the password is sealed with the app's key, and kept when left empty. */
export async function saveNotificationConfig(
  db: Db,
  actor: Actor,
  box: SecretBox,
  body: { email: string; password?: string | undefined; smtp_host: string; smtp_port?: number | undefined },
) {
  return write(db, actor, async ({ tx, audit }) => {
    const values = {
      email: body.email,
      smtp_host: body.smtp_host,
      smtp_port: body.smtp_port ?? 465,
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
      after: {
        email: body.email,
        smtp_host: body.smtp_host,
        smtp_port: values.smtp_port,
        credentials_changed: !!body.password,
      },
    });
    return getNotificationConfig(tx as unknown as Db);
  });
}
