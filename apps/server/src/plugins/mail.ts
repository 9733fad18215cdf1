import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db, Tx } from '../db/client';
import type { SecretBox } from '../lib/secret-box';
import { notificationConfig } from '../modules/accounts/accounts.tables';
import type { ScheduledJob } from './jobs';
import { mailOutbox } from './mail.tables';

export type Mail = { to: string; subject: string; text: string };
export type Mailer = {
  send: (mail: Mail) => Promise<'sent' | 'failed' | 'logged'>;
  /**
   * Keeps many messages in the outbox in the caller's transaction (they leave only if it commits);
   * `deliverQueued` sends them afterwards, and the outbox job every minute sends what is left.
   */
  queue: (tx: Tx, mails: readonly Mail[]) => Promise<void>;
  /** Sends the queued messages, a batch at a time, until none is left; returns how many it handled. */
  deliverQueued: () => Promise<number>;
};

/** Messages claimed a batch at a time; a claim older than this is taken again (a node died sending). */
const BATCH = 200;
const STALE_CLAIM = '10 minutes';

/**
 * A subject as the outbox keeps it (200 characters): one that names a document may name a file of
 * 255 characters. Cut by code points, as PostgreSQL counts them, with an ellipsis.
 */
const SUBJECT_MAX = 200;
const subjectOf = (subject: string) => {
  const chars = [...subject];
  return chars.length <= SUBJECT_MAX ? subject : `${chars.slice(0, SUBJECT_MAX - 1).join('')}…`;
};

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
  const usableTransport = () =>
    transport().catch((err: Error) => {
      opts.log(`mail: cannot use the notification config: ${err.message}`);
      return null;
    });
  const mark = (id: number, status: string, error: string | null = null) =>
    db
      .update(mailOutbox)
      .set({ status, error, ...(status === 'sent' && { sent_at: sql`now()` }) })
      .where(eq(mailOutbox.id, id));

  /** Sends one stored message through `via` (or logs it) and records the outcome on its row. */
  async function deliver(
    id: number,
    mail: Mail,
    via: Awaited<ReturnType<typeof transport>>,
    logText: boolean,
  ): Promise<'sent' | 'failed' | 'logged'> {
    if (!via) {
      await mark(id, 'logged');
      if (logText) opts.log(`mail (no SMTP configured) to ${mail.to}: ${mail.subject}\n${mail.text}`);
      return 'logged';
    }
    try {
      await via.t.sendMail({ from: via.from, to: mail.to, subject: mail.subject, text: mail.text });
      await mark(id, 'sent');
      return 'sent';
    } catch (err) {
      await mark(id, 'failed', (err as Error).message);
      opts.log(`mail to ${mail.to} failed: ${(err as Error).message}`);
      return 'failed';
    }
  }

  return {
    async send(sent) {
      const mail = { ...sent, subject: subjectOf(sent.subject) };
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to_address: mail.to,
          subject: mail.subject,
          body_text: mail.text,
          status: 'sending',
          claimed_at: sql`now()`,
        })
        .returning({ id: mailOutbox.id });
      return deliver(row!.id, mail, await usableTransport(), true);
    },

    async queue(tx, mails) {
      if (mails.length === 0) return;
      const col = (pick: (m: Mail) => string) => JSON.stringify(mails.map(pick));
      await tx.execute(sql`
        INSERT INTO mail_outbox (to_address, subject, body_text)
        SELECT * FROM unnest(
          ARRAY(SELECT json_array_elements_text(${col((m) => m.to)}::json)),
          ARRAY(SELECT json_array_elements_text(${col((m) => subjectOf(m.subject))}::json)),
          ARRAY(SELECT json_array_elements_text(${col((m) => m.text)}::json)))`);
    },

    async deliverQueued() {
      let handled = 0;
      for (;;) {
        // Claimed by one node at a time (SKIP LOCKED); a claim left by a node that died is taken again.
        const { rows } = await db.execute<{
          id: number;
          to_address: string;
          subject: string;
          body_text: string;
        }>(sql`
          UPDATE mail_outbox SET status = 'sending', claimed_at = now()
          WHERE id IN (
            SELECT id FROM mail_outbox
            WHERE status = 'queued' OR (status = 'sending' AND claimed_at < now() - ${STALE_CLAIM}::interval)
            ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
          RETURNING id, to_address, subject, body_text`);
        if (rows.length === 0) break;
        const via = await usableTransport();
        if (!via && rows.length > 5) {
          // Kept in the outbox, all at once: nothing is sent.
          await db.execute(
            sql`UPDATE mail_outbox SET status = 'logged' WHERE id = ANY(${`{${rows.map((r) => r.id).join(',')}}`}::int[])`,
          );
          opts.log(`mail (no SMTP configured): ${rows.length} messages kept in the outbox`);
          handled += rows.length;
          continue;
        }
        for (const r of rows)
          await deliver(
            r.id,
            { to: r.to_address, subject: r.subject, text: r.body_text },
            via,
            rows.length <= 5,
          );
        handled += rows.length;
      }
      return handled;
    },
  };
}

/** The outbox job: every minute, whatever was queued and not sent (a node stopped before sending it). */
export function outboxJob(mailer: Mailer): ScheduledJob {
  return {
    name: 'mail-outbox',
    cron: '* * * * *',
    catchUp: true,
    run: async () => {
      const n = await mailer.deliverQueued();
      return n ? `mail: ${n} queued messages handled` : null;
    },
  };
}
