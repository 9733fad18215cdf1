import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import type { SecretBox } from '../lib/secret-box';
import { notificationConfig } from '../modules/accounts/accounts.tables';
import { mailOutbox } from './mail.tables';

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send: (mail: Mail) => Promise<'sent' | 'failed' | 'logged'> };

/**
 * Every message is first kept in `mail_outbox`, then sent through SMTP_URL, or else through the
 * notification config's sender; with neither, it stays in the outbox as "logged" and its text goes
 * to the log, so a demo can still follow a reset link.
 */
export function createMailer(
  db: Db,
  opts: { smtpUrl?: string | undefined; box: SecretBox; log: (msg: string) => void },
): Mailer {
  async function transport() {
    if (opts.smtpUrl)
      return {
        t: nodemailer.createTransport(opts.smtpUrl),
        from: `HRIS <no-reply@${new URL(opts.smtpUrl).hostname}>`,
      };
    const [cfg] = await db.select().from(notificationConfig).where(eq(notificationConfig.id, 1));
    if (!cfg?.password_enc) return null;
    const host = cfg.smtp_host || `smtp.${cfg.email.split('@')[1]}`;
    const t = nodemailer.createTransport({
      host,
      port: cfg.smtp_port,
      secure: cfg.smtp_port === 465,
      auth: { user: cfg.email, pass: opts.box.open(cfg.password_enc) },
    });
    return { t, from: `HRIS <${cfg.email}>` };
  }

  return {
    async send(mail) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ to_address: mail.to, subject: mail.subject, body_text: mail.text })
        .returning({ id: mailOutbox.id });
      const mark = (status: string, error: string | null = null) =>
        db
          .update(mailOutbox)
          .set({ status, error, ...(status === 'sent' && { sent_at: sql`now()` }) })
          .where(eq(mailOutbox.id, row!.id));
      const via = await transport().catch((err: Error) => {
        opts.log(`mail: cannot use the notification config: ${err.message}`);
        return null;
      });
      if (!via) {
        await mark('logged');
        opts.log(`mail (no SMTP configured) to ${mail.to}: ${mail.subject}\n${mail.text}`);
        return 'logged';
      }
      try {
        await via.t.sendMail({ from: via.from, to: mail.to, subject: mail.subject, text: mail.text });
        await mark('sent');
        return 'sent';
      } catch (err) {
        await mark('failed', (err as Error).message);
        opts.log(`mail to ${mail.to} failed: ${(err as Error).message}`);
        return 'failed';
      }
    },
  };
}
