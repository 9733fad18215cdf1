import { defineCall } from '../call';
import { mailActionReply, mailLinkReply, mailOutboxQuery, mailOutboxReply, mailParams } from '../mail';

/** The calls of Accounts → Mail Outbox: what the app mailed, and HR's Retry, Cancel and Copy link. */

export const mailOutboxCall = defineCall({
  method: 'GET',
  path: 'mailoutbox',
  summary: 'Mail Outbox: every queued, sent, failed, kept and cancelled mail, newest first',
  query: mailOutboxQuery,
  reply: mailOutboxReply,
});

export const retryMailCall = defineCall({
  method: 'POST',
  path: 'mailoutbox/:id/retry',
  summary: 'Queue a failed or kept mail again',
  params: mailParams,
  reply: mailActionReply,
});

export const cancelMailCall = defineCall({
  method: 'POST',
  path: 'mailoutbox/:id/cancel',
  summary: 'Cancel a mail not sent yet (its text and link are dropped)',
  params: mailParams,
  reply: mailActionReply,
});

export const copyMailLinkCall = defineCall({
  method: 'POST',
  path: 'mailoutbox/:id/link',
  summary: "Reveal an unsent mail's link, to send it another way (audited)",
  params: mailParams,
  reply: mailLinkReply,
});
