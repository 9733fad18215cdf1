import { z } from 'zod';
import { listQuery } from './paging';
import { doneReply, pagedReply, wireId, wireTimestamp } from './replies';
import { recordId } from './text';

/**
 * The mail outbox (`GET api/mailoutbox`, Accounts → Mail Outbox): every mail the app queued, sent,
 * failed to send or kept because no sender was set up, with HR's Retry, Cancel and Copy link.
 */

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'logged', 'cancelled'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** What a mail is for: the first three carry a personal link HR may copy while it is unsent. */
export const MAIL_KINDS = ['acknowledgement', 'password_reset', 'account', 'notice'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * What happened to the mails a reply promised (a memo's links, a reminder, a new account's link):
 * `queued` and being sent now, or `no_sender`: kept in the outbox because no mail sender is set up.
 */
export const MAIL_OUTCOMES = ['queued', 'no_sender'] as const;
export type MailOutcome = (typeof MAIL_OUTCOMES)[number];
export const mailOutcome = z.enum(MAIL_OUTCOMES);

export const MAIL_OUTBOX_PER_PAGE = 20;

/** How the outbox screen names each status. */
export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  logged: 'Kept',
  cancelled: 'Cancelled',
};

/** How the outbox screen names what a mail is for. */
export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  acknowledgement: 'Acknowledgement link',
  password_reset: 'Password reset link',
  account: 'New account link',
  notice: 'Notice',
};

/** `GET api/mailoutbox`: newest first; `q` searches the recipient and the subject. */
export const mailOutboxQuery = listQuery({
  perPage: MAIL_OUTBOX_PER_PAGE,
  sorts: ['created_at'],
  defaultOrder: 'desc',
}).extend({
  status: z
    .enum(MAIL_STATUSES, { error: `The status must be one of: ${MAIL_STATUSES.join(', ')}.` })
    .optional(),
});
export type MailOutboxQuery = z.output<typeof mailOutboxQuery>;

export const mailOutboxRow = z.strictObject({
  id: wireId,
  to_address: z.string(),
  subject: z.string(),
  kind: z.enum(MAIL_KINDS),
  status: z.enum(MAIL_STATUSES),
  error: z.string().nullable(),
  created_at: wireTimestamp,
  sent_at: wireTimestamp.nullable(),
  /** When its link stops working (its text is dropped then if it is still unsent). */
  expires_at: wireTimestamp,
  /** Failed or kept, and its text still kept: it can be queued again. */
  can_retry: z.boolean(),
  /** Not sent, sending nor cancelled yet. */
  can_cancel: z.boolean(),
  /** Unsent with a link that still works: HR may copy it to send it another way. */
  can_copy_link: z.boolean(),
});
export type MailOutboxRow = z.infer<typeof mailOutboxRow>;
export const mailOutboxReply = pagedReply(mailOutboxRow);

export const mailParams = z.object({ id: recordId('The mail must be the id of a record.') });

/** `POST api/mailoutbox/{id}/retry` and `/cancel`: the mail's new status. */
export const mailActionReply = doneReply(z.strictObject({ id: wireId, status: z.enum(MAIL_STATUSES) }));
export type MailActionReply = z.infer<typeof mailActionReply>;

/** `POST api/mailoutbox/{id}/link`: the link an unsent mail carries, for HR to send another way. */
export const mailLinkReply = doneReply(z.strictObject({ link: z.string(), expires_at: wireTimestamp }));
export type MailLinkReply = z.infer<typeof mailLinkReply>;

export const MAIL_MESSAGES = {
  retried: 'The mail is queued again and is being sent.',
  retriedNoSender: 'The mail is queued again; it stays in the outbox until a mail sender is set up.',
  cancelled: 'The mail is cancelled: it will not be sent.',
  copied: 'Send this link to the recipient another way: it is theirs alone.',
  notRetryable: 'Only a failed or kept mail can be sent again.',
  textGone:
    'This mail’s text is no longer kept (its link expired or it was cancelled). Send a new one from the screen that made it.',
  notCancellable: 'Only a mail that has not been sent yet can be cancelled.',
  beingSent: 'This mail is being sent right now. Try again in a moment.',
  noLink: 'This mail carries no link that can still be copied: it was sent, cancelled, or its link expired.',
  linkUsed:
    'This link no longer works: it was used, or a newer link for the same account replaced it. Send a new one if it is still needed.',
  ownReset:
    'This link sets the password of your own account: change it on the Change Password page, which asks for your current password first.',
} as const;
