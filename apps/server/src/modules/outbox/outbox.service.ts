import { MAIL_MESSAGES, type MailOutboxQuery, type MailOutboxRow, type MailStatus } from '@hris/domain/mail';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { isoTimestampSql, likePattern, pageOf } from '../../db/paging';
import { write } from '../../db/write';
import { AppError, notFound } from '../../lib/errors';
import type { SecretBox } from '../../lib/secret-box';
import type { Actor } from '../../plugins/audit';
import { resetLinkHolder } from '../accounts/passwords.service';

/** A mail not sent yet, nor being sent, nor cancelled: HR may cancel it or copy its link. */
const UNSENT = sql.raw(`('queued', 'failed', 'logged')`);
/** Its text is still kept: it can go again. */
const KEPT = sql`m.body_enc IS NOT NULL AND m.expires_at > now()`;

/**
 * `GET api/mailoutbox`: newest first (`mail_outbox_created_idx`, or `mail_outbox_status_idx` with a
 * status), searched by recipient and subject (`mail_outbox_search_trgm_idx`). What each row allows
 * is said by the row, so that the screen offers only what the server would do.
 */
export function listOutbox(db: Db, q: MailOutboxQuery) {
  const where: (SQL | undefined)[] = [
    q.status ? sql`m.status = ${q.status}` : undefined,
    q.q
      ? sql`(lower(m.to_address) || ' ' || lower(m.subject)) LIKE ${likePattern(q.q.toLowerCase())}`
      : undefined,
  ];
  return pageOf<MailOutboxRow>(db, {
    select: sql`m.id, m.to_address, m.subject, m.kind, m.status, m.error, m.created_at, m.sent_at, m.expires_at,
      (m.status IN ('failed', 'logged') AND ${KEPT}) AS can_retry,
      (m.status IN ${UNSENT}) AS can_cancel,
      (m.status IN ${UNSENT} AND m.link_enc IS NOT NULL AND m.expires_at > now()) AS can_copy_link`,
    from: sql`mail_outbox m`,
    where,
    sort: sql`m.created_at`,
    order: q.order,
    tieBreak: sql`m.id`,
    page: q.page,
    perPage: q.per_page,
  });
}

type MailRow = {
  id: number;
  to_address: string;
  subject: string;
  kind: string;
  status: MailStatus;
  kept: boolean;
  link_enc: string | null;
  expires_at: string;
};

const readMail = async (tx: Tx, id: number) =>
  (
    await tx.execute<MailRow>(sql`
      SELECT m.id, m.to_address, m.subject, m.kind, m.status, ${KEPT} AS kept, m.link_enc,
        ${isoTimestampSql('m.expires_at')} AS expires_at
      FROM mail_outbox m WHERE m.id = ${id}`)
  ).rows[0];

/** Why a guarded change found nothing to change: gone, being sent, or in a state that does not allow it. */
async function refusal(tx: Tx, id: number, wrongState: string): Promise<AppError> {
  const mail = await readMail(tx, id);
  if (!mail) return notFound('The mail');
  if (mail.status === 'sending') return new AppError(409, MAIL_MESSAGES.beingSent);
  if ((mail.status === 'failed' || mail.status === 'logged') && !mail.kept)
    return new AppError(409, MAIL_MESSAGES.textGone);
  return new AppError(409, wrongState);
}

const said = (m: { to_address: string; subject: string }) => ({
  to_address: m.to_address,
  subject: m.subject,
});

/**
 * `POST api/mailoutbox/{id}/retry`: a failed or kept mail whose text is still kept is queued again. A
 * guarded update: of two retries at once, one queues it and the other is a 409.
 */
export async function retryMail(db: Db, actor: Actor, id: number) {
  return write(db, actor, async ({ tx, audit }) => {
    const { rows } = await tx.execute<{ to_address: string; subject: string }>(sql`
      UPDATE mail_outbox m SET status = 'queued', error = NULL, claimed_at = NULL
      WHERE m.id = ${id} AND m.status IN ('failed', 'logged') AND ${KEPT}
      RETURNING m.to_address, m.subject`);
    if (!rows[0]) throw await refusal(tx, id, MAIL_MESSAGES.notRetryable);
    await audit({ action: 'retry', entity: 'mail', entityId: id, after: said(rows[0]) });
    return { id, status: 'queued' as const };
  });
}

/**
 * `POST api/mailoutbox/{id}/cancel`: a mail not sent yet (queued, failed or kept) will not be sent;
 * its text and link are dropped at once. A guarded update, as retry.
 */
export async function cancelMail(db: Db, actor: Actor, id: number) {
  return write(db, actor, async ({ tx, audit }) => {
    const { rows } = await tx.execute<{ to_address: string; subject: string }>(sql`
      UPDATE mail_outbox m SET status = 'cancelled', body_enc = NULL, link_enc = NULL
      WHERE m.id = ${id} AND m.status IN ${UNSENT}
      RETURNING m.to_address, m.subject`);
    if (!rows[0]) throw await refusal(tx, id, MAIL_MESSAGES.notCancellable);
    await audit({ action: 'cancel', entity: 'mail', entityId: id, after: said(rows[0]) });
    return { id, status: 'cancelled' as const };
  });
}

/**
 * `POST api/mailoutbox/{id}/link`: the link an unsent mail carries (acknowledgement, password reset,
 * new account), opened with the app's key on demand, so that HR can send it another way. Each copy
 * is an audit row naming who copied which mail's link (never the link itself). A password link is
 * never the copier's own (a session left open would set the password without the current one, as the
 * reset by id refuses), nor one that no longer works (used, or replaced by a newer one).
 */
export async function copyMailLink(db: Db, box: SecretBox, actor: Actor, id: number) {
  return write(db, actor, async ({ tx, audit }) => {
    const mail = await readMail(tx, id);
    if (!mail) throw notFound('The mail');
    const unsent = mail.status === 'queued' || mail.status === 'failed' || mail.status === 'logged';
    if (!unsent || !mail.link_enc || !mail.kept) throw new AppError(409, MAIL_MESSAGES.noLink);
    let link: string;
    try {
      link = box.open(mail.link_enc);
    } catch {
      throw new AppError(409, 'This mail’s link was sealed with another key and cannot be opened here.');
    }
    if (mail.kind === 'password_reset' || mail.kind === 'account') {
      const holder = await resetLinkHolder(tx, link);
      if (holder && holder.user_id === actor.userId) throw new AppError(403, MAIL_MESSAGES.ownReset);
      if (!holder?.works) throw new AppError(409, MAIL_MESSAGES.linkUsed);
    }
    await audit({ action: 'copy_link', entity: 'mail', entityId: id, after: said(mail) });
    return { link, expires_at: mail.expires_at };
  });
}
