import type { NotificationKind } from '@hris/domain/ess-notifications';
import { sql } from 'drizzle-orm';
import { pgArray } from '../../db/arrays';
import type { Tx } from '../../db/client';

/** The longest title the table keeps (`notifications.title`). */
const TITLE_MAX = 200;

/** What one employee is told: a title, a sentence, and where it leads in self-service (`/ess/...`). */
export type Notice = {
  employeeId: number;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
};

/**
 * Tells employees, in the transaction of the event (a decision, an NTE served, a document sent), so the
 * notification exists exactly when the event does. Its e-mail is queued in the outbox by `mailNotices`
 * (notifications.service.ts) once the event has committed, unless `mailed`: the event e-mails by
 * itself (a document's acknowledgement link). Set-based: a memo sent to everyone is one statement.
 */
export async function notify(tx: Tx, notices: readonly Notice[], opts: { mailed?: boolean } = {}) {
  if (notices.length === 0) return;
  // A title names what happened with what it is about (a file's name, a leave type): a long name is
  // cut to the column, never a reason for the event itself to fail.
  const titleOf = (n: Notice) => {
    const chars = [...n.title];
    return chars.length > TITLE_MAX ? `${chars.slice(0, TITLE_MAX - 1).join('')}…` : n.title;
  };
  await tx.execute(sql`
    INSERT INTO notifications (employee_id, kind, title, body, link, mail_pending)
    SELECT employee_id, kind, title, body, link, ${!opts.mailed}
    FROM unnest(${pgArray(
      'int',
      notices.map((n) => n.employeeId),
    )}, ${pgArray(
      'text',
      notices.map((n) => n.kind),
    )}, ${pgArray('text', notices.map(titleOf))}, ${pgArray(
      'text',
      notices.map((n) => n.body),
    )}, ${pgArray(
      'text',
      notices.map((n) => n.link),
    )}) AS x(employee_id, kind, title, body, link)`);
}

/**
 * A request HR decided: "HR approved your schedule adjustment filed on Mar 05 2026." with the reason
 * when declined. `what` names the request as the employee knows it.
 */
export function decidedNotice(
  employeeId: number,
  kind: NotificationKind,
  what: string,
  approved: boolean,
  reason: string | null,
  link: string,
): Notice {
  return {
    employeeId,
    kind,
    title: `Your ${what.replace(/ (for|filed on) .*/, '')} was ${approved ? 'approved' : 'declined'}`,
    body: approved ? `HR approved your ${what}.` : `HR declined your ${what}${reason ? `: ${reason}` : '.'}`,
    link,
  };
}
