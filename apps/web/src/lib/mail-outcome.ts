import type { MailOutcome } from '@hris/domain/mail';

/**
 * What became of the mails a reply promised, as HR reads it: queued and being sent, or kept in the
 * Mail Outbox because no mail sender is set up, where HR retries them or copies their links (never
 * "e-mailed" when nothing left).
 */
export function mailOutcomeText(count: number, outcome: MailOutcome): string {
  if (count === 0) return 'No e-mail was sent: no recipient has an e-mail address.';
  const mails = `${count} ${count === 1 ? 'e-mail' : 'e-mails'}`;
  return outcome === 'no_sender'
    ? `${mails} queued: no mail sender is set up, so ${count === 1 ? 'it is' : 'they are'} kept in the Mail Outbox (Accounts menu).`
    : `${mails} queued, sending now.`;
}
