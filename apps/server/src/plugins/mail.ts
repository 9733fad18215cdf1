import net from 'node:net';
import type { ConnectionOptions } from 'node:tls';
import { eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { type PgElement, pgArray } from '../db/arrays';
import type { Db, Tx } from '../db/client';
import type { SecretBox } from '../lib/secret-box';
import type { ScheduledJob } from './jobs';
import { mailOutbox, notificationConfig } from './mail.tables';
import { checkMailHost } from './mail-host';

/** What a mail is for; the outbox offers "Copy link" for the first three. */
export type MailKind = 'acknowledgement' | 'password_reset' | 'account' | 'notice';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  /** The personal link the text carries and when it stops working: the outbox keeps the text until then. */
  link?: { url: string; kind: Exclude<MailKind, 'notice'>; expiresAt: Date };
};

export type Mailer = {
  send: (mail: Mail) => Promise<'sent' | 'failed' | 'logged'>;
  /**
   * Keeps many messages in the outbox in the caller's transaction (they leave only if it commits);
   * `deliverQueued` sends them afterwards, and the outbox job every minute sends what is left.
   */
  queue: (tx: Tx, mails: readonly Mail[]) => Promise<void>;
  /** Sends the queued messages, a batch at a time, until none is left; returns how many it handled. */
  deliverQueued: () => Promise<number>;
  /** Whether a sender is set up (SMTP_URL, or a Notification Config with its password). */
  hasSender: () => Promise<boolean>;
  /** Why the Notification Config may not name this host (a private one), or null. */
  hostProblem: (host: string) => Promise<string | null>;
  /** Drops the texts of unsent mails whose link has expired; returns how many. */
  dropExpired: () => Promise<number>;
};

export type MailerOptions = {
  /** SMTP_URL: the operator's relay, used as it says (TLS required unless the URL turns it off). */
  smtpUrl?: string | undefined;
  box: SecretBox;
  log: (msg: string) => void;
  /** HRIS_SMTP_ALLOW_PRIVATE: the Notification Config may name hosts on private networks. */
  allowPrivateHosts?: boolean;
  /** TLS options for every connection (a test's own certificate authority). */
  tls?: ConnectionOptions;
};

/** Messages claimed a batch at a time; a claim older than this is taken again (a node died sending). */
const BATCH = 200;
const STALE_CLAIM = '10 minutes';
/** A slow or silent server fails the mail in a minute, rather than holding a batch for ten. */
const TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

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
 * SMTP_URL as nodemailer options, TLS required: `smtps://` is TLS from the start, `smtp://` must
 * upgrade with STARTTLS before anything else, unless the URL's own options say otherwise
 * (`?requireTLS=false`, `?ignoreTLS=true`: the operator's relay on the same machine). Query options are
 * read as nodemailer reads them (`true`/`false`, numbers, `tls.*`).
 */
function smtpUrlOptions(url: URL, tls: ConnectionOptions | undefined): SMTPTransport.Options {
  const options: Record<string, unknown> & { tls: Record<string, unknown> } = {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    ...(url.port && { port: Number(url.port) }),
    secure: url.protocol === 'smtps:',
    requireTLS: url.protocol !== 'smtps:',
    ...(url.username && {
      auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
    }),
    ...TIMEOUTS,
    tls: { ...tls },
  };
  for (const [key, text] of url.searchParams) {
    const value =
      text === 'true' ? true : text === 'false' ? false : /^\d+$/.test(text) ? Number(text) : text;
    if (key.startsWith('tls.')) options.tls[key.slice(4)] = value;
    else if (!key.includes('.')) options[key] = value;
  }
  return options as SMTPTransport.Options;
}

type Sender =
  | { state: 'ready'; transport: Transporter; from: string }
  | { state: 'none' }
  | { state: 'refused'; error: string };

/** What HR reads when a server would not encrypt: nothing, the password included, was sent. */
function failureText(err: Error & { code?: string }): string {
  if (err.code === 'ETLS')
    return `Encryption (TLS or STARTTLS) with the mail server could not be set up, so nothing was sent: ${err.message}. Use your provider's port 465 or 587, or allow plain text on Notification Config.`;
  return err.message;
}

/**
 * Every message is first kept in `mail_outbox` (its text sealed), then sent through SMTP_URL, or else
 * through the Notification Config's sender; with neither it stays in the outbox as "logged", where HR
 * can copy its link (Mail Outbox). No password leaves in clear text: port 465 is TLS from the start,
 * any other port must upgrade with STARTTLS before AUTH (nodemailer's `requireTLS`), unless the
 * Notification Config allows plain text (or SMTP_URL says `ignoreTLS=true` / `requireTLS=false`).
 */
export function createMailer(db: Db, opts: MailerOptions): Mailer {
  const allowPrivate = opts.allowPrivateHosts ?? false;

  async function sender(): Promise<Sender> {
    if (opts.smtpUrl) {
      const url = new URL(opts.smtpUrl);
      return {
        state: 'ready',
        transport: nodemailer.createTransport(smtpUrlOptions(url, opts.tls)),
        from: `HRIS <no-reply@${url.hostname}>`,
      };
    }
    const [cfg] = await db.select().from(notificationConfig).where(eq(notificationConfig.id, 1));
    if (!cfg?.password_enc) return { state: 'none' };
    const host = cfg.smtp_host || `smtp.${cfg.email.split('@')[1]}`;
    // Checked again now (DNS can change since the config was saved), and the checked address is used.
    const check = await checkMailHost(host, allowPrivate);
    if (!check.ok) return { state: 'refused', error: check.problem };
    const name = net.isIP(host.replace(/^\[(.*)\]$/, '$1')) ? undefined : host;
    const secure = cfg.smtp_port === 465;
    const transport = nodemailer.createTransport({
      host: check.address ?? host,
      port: cfg.smtp_port,
      secure,
      requireTLS: !secure && !cfg.allow_plain_text,
      // the certificate is checked against the name HR typed, not the address it resolved to
      tls: { ...(name && { servername: name }), ...opts.tls },
      auth: { user: cfg.email, pass: opts.box.open(cfg.password_enc) },
      ...TIMEOUTS,
    });
    return { state: 'ready', transport, from: `HRIS <${cfg.email}>` };
  }
  const usableSender = () =>
    sender().catch((err: Error): Sender => {
      opts.log(`mail: cannot use the notification config: ${err.message}`);
      return { state: 'refused', error: `The notification config cannot be used: ${err.message}` };
    });

  /** The outcome on the row; a sent mail's text and link are dropped with it. */
  const mark = (id: number, status: 'sent' | 'failed' | 'logged', error: string | null = null) =>
    db
      .update(mailOutbox)
      .set({
        status,
        error,
        ...(status === 'sent' && { sent_at: sql`now()`, body_enc: null, link_enc: null }),
      })
      .where(eq(mailOutbox.id, id));
  const markAll = (ids: number[], status: 'failed' | 'logged', error: string | null) =>
    db.execute(
      sql`UPDATE mail_outbox SET status = ${status}, error = ${error} WHERE id = ANY(${pgArray('int', ids)})`,
    );

  /** Sends one stored message through `via` and records the outcome on its row. */
  async function deliver(
    id: number,
    mail: { to: string; subject: string; text: string },
    via: Sender,
  ): Promise<'sent' | 'failed' | 'logged'> {
    if (via.state === 'none') {
      await mark(id, 'logged');
      opts.log(`mail (no sender set up) to ${mail.to}: "${mail.subject}" kept in the outbox`);
      return 'logged';
    }
    if (via.state === 'refused') {
      await mark(id, 'failed', via.error);
      opts.log(`mail to ${mail.to} not sent: ${via.error}`);
      return 'failed';
    }
    try {
      await via.transport.sendMail({ from: via.from, to: mail.to, subject: mail.subject, text: mail.text });
      await mark(id, 'sent');
      return 'sent';
    } catch (err) {
      const text = failureText(err as Error);
      await mark(id, 'failed', text);
      opts.log(`mail to ${mail.to} failed: ${text}`);
      return 'failed';
    }
  }

  const sealed = (mail: Mail) => ({
    to_address: mail.to,
    subject: subjectOf(mail.subject),
    kind: mail.link?.kind ?? 'notice',
    body_enc: opts.box.seal(mail.text),
    link_enc: mail.link ? opts.box.seal(mail.link.url) : null,
    ...(mail.link && { expires_at: mail.link.expiresAt.toISOString() }),
  });

  return {
    async send(sent) {
      const mail = { ...sent, subject: subjectOf(sent.subject) };
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...sealed(mail), status: 'sending', claimed_at: sql`now()` })
        .returning({ id: mailOutbox.id });
      return deliver(row!.id, mail, await usableSender());
    },

    async queue(tx, mails) {
      if (mails.length === 0) return;
      const rows = mails.map(sealed);
      const col = (type: PgElement, pick: (r: (typeof rows)[number]) => string | null | undefined) =>
        pgArray(
          type,
          rows.map((r) => pick(r) ?? null),
        );
      await tx.execute(sql`
        INSERT INTO mail_outbox (to_address, subject, kind, body_enc, link_enc, expires_at)
        SELECT to_address, subject, kind, body_enc, link_enc, coalesce(expires_at, now() + interval '30 days')
        FROM unnest(${col('text', (r) => r.to_address)}, ${col('text', (r) => r.subject)},
          ${col('text', (r) => r.kind)}, ${col('text', (r) => r.body_enc)}, ${col('text', (r) => r.link_enc)},
          ${col('timestamptz', (r) => r.expires_at)})
          AS m(to_address, subject, kind, body_enc, link_enc, expires_at)`);
    },

    async deliverQueued() {
      let handled = 0;
      for (;;) {
        // Claimed by one node at a time (SKIP LOCKED); a claim left by a node that died is taken again.
        const { rows } = await db.execute<{
          id: number;
          to_address: string;
          subject: string;
          body_enc: string;
        }>(sql`
          UPDATE mail_outbox SET status = 'sending', claimed_at = now()
          WHERE id IN (
            SELECT id FROM mail_outbox
            WHERE (status = 'queued' AND body_enc IS NOT NULL AND expires_at > now())
              OR (status = 'sending' AND claimed_at < now() - ${STALE_CLAIM}::interval AND body_enc IS NOT NULL)
            ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
          RETURNING id, to_address, subject, body_enc`);
        if (rows.length === 0) break;
        const via = await usableSender();
        if (via.state !== 'ready') {
          // Nothing can leave: the whole batch at once, kept (no sender) or failed (a refused host).
          const error = via.state === 'refused' ? via.error : null;
          await markAll(
            rows.map((r) => r.id),
            via.state === 'none' ? 'logged' : 'failed',
            error,
          );
          opts.log(
            error
              ? `mail: ${rows.length} messages not sent: ${error}`
              : `mail (no sender set up): ${rows.length} messages kept in the outbox`,
          );
          handled += rows.length;
          continue;
        }
        for (const r of rows) {
          let text: string;
          try {
            text = opts.box.open(r.body_enc);
          } catch {
            // sealed with another key (a node with another HRIS_SECRET_KEY)
            await mark(r.id, 'failed', 'Its text cannot be opened with this server’s key.');
            continue;
          }
          await deliver(r.id, { to: r.to_address, subject: r.subject, text }, via);
        }
        handled += rows.length;
      }
      return handled;
    },

    async hasSender() {
      if (opts.smtpUrl) return true;
      const [cfg] = await db
        .select({ password_enc: notificationConfig.password_enc })
        .from(notificationConfig)
        .where(eq(notificationConfig.id, 1));
      return !!cfg?.password_enc;
    },

    async hostProblem(host) {
      const check = await checkMailHost(host, allowPrivate);
      // A name that does not resolve now is saved: sending checks it again and says why it failed.
      return check.ok || check.unresolved ? null : check.problem;
    },

    async dropExpired() {
      const { rowCount } = await db.execute(sql`
        UPDATE mail_outbox SET body_enc = NULL, link_enc = NULL,
          status = CASE WHEN status IN ('queued', 'sending') THEN 'failed' ELSE status END,
          error = CASE WHEN status IN ('queued', 'sending') THEN 'Not sent: its link expired before it could be sent.' ELSE error END
        WHERE body_enc IS NOT NULL AND expires_at <= now()
          AND (status <> 'sending' OR claimed_at < now() - ${STALE_CLAIM}::interval)`);
      return rowCount ?? 0;
    },
  };
}

/**
 * The outbox job: every minute, the texts of unsent mails whose link has expired are dropped, then
 * whatever was queued and not sent (a node stopped before sending it) is sent.
 */
export function outboxJob(mailer: Mailer): ScheduledJob {
  return {
    name: 'mail-outbox',
    cron: '* * * * *',
    catchUp: true,
    run: async () => {
      const dropped = await mailer.dropExpired();
      const n = await mailer.deliverQueued();
      const said = [
        n ? `${n} queued messages handled` : '',
        dropped ? `${dropped} expired texts dropped` : '',
      ].filter(Boolean);
      return said.length ? `mail: ${said.join(', ')}` : null;
    },
  };
}
