import type { NotificationRow, NotificationsReply, notificationsQuery } from '@hris/domain/ess-notifications';
import type { ListArgs } from '@hris/domain/paging';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isoTimestampSql, pageOf } from '../../db/paging';
import { notFound } from '../../lib/errors';
import type { Mail, Mailer } from '../../plugins/mail';

/** Notifications whose e-mail is queued at a time. */
const BATCH = 500;

/**
 * Queues the e-mail of every notification still waiting for one (`mail_pending`), each claimed once
 * (FOR UPDATE SKIP LOCKED: several nodes never mail one twice), in the outbox in the same transaction
 * as the claim, then sends them. Run right after an event of this module and every minute by the
 * `notice-mail` job, so an event of any module is mailed within a minute of its commit. An employee
 * with no e-mail address is told in self-service only.
 */
export async function mailNotices(db: Db, mailer: Mailer, publicUrl: string): Promise<number> {
  let queued = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const { rows } = await tx.execute<{
        title: string;
        body: string;
        link: string;
        full_name: string;
        email: string | null;
      }>(sql`
        WITH claimed AS (
          SELECT id FROM notifications WHERE mail_pending ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
        UPDATE notifications n SET mail_pending = false
        FROM claimed c, employees e
        WHERE n.id = c.id AND e.id = n.employee_id
        RETURNING n.title, n.body, n.link, e.full_name, nullif(trim(e.email_address), '') AS email`);
      const mails: Mail[] = rows
        .filter((r): r is typeof r & { email: string } => !!r.email)
        .map((r) => ({
          to: r.email,
          subject: r.title,
          text: `Hello ${r.full_name},\n\n${r.body}\n\nOpen self-service to see it:\n\n${publicUrl}${r.link}\n`,
        }));
      await mailer.queue(tx, mails);
      return { claimed: rows.length, mailed: mails.length };
    });
    queued += n.mailed;
    if (n.claimed < BATCH) break;
  }
  if (queued) await mailer.deliverQueued();
  return queued;
}

const row = sql`id, kind, title, body, link, ${isoTimestampSql('created_at')} AS created_at,
  ${isoTimestampSql('read_at')} AS read_at`;

const unreadOf = async (db: Db, employeeId: number) => {
  const { rows } = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM notifications WHERE employee_id = ${employeeId} AND read_at IS NULL`);
  return rows[0]!.n;
};

/** `GET api/ess/me/notifications`: newest first, and how many are unread in all. */
export async function myNotifications(
  db: Db,
  employeeId: number,
  a: ListArgs<typeof notificationsQuery>,
): Promise<NotificationsReply> {
  const [page, unread] = await Promise.all([
    pageOf<NotificationRow>(db, {
      select: row,
      from: sql`notifications`,
      where: [sql`employee_id = ${employeeId}`],
      sort: sql`id`,
      order: a.order,
      tieBreak: sql`id`,
      page: a.page,
      perPage: a.per_page,
    }),
    unreadOf(db, employeeId),
  ]);
  return { ...page, unread };
}

/** Marks one of the employee's notifications read (another's is not found); read again, it stays as it was. */
export async function readNotification(db: Db, employeeId: number, id: number) {
  const { rows } = await db.execute(sql`
    UPDATE notifications SET read_at = coalesce(read_at, now())
    WHERE id = ${id} AND employee_id = ${employeeId} RETURNING id`);
  if (!rows[0]) throw notFound('The notification');
  return { unread: await unreadOf(db, employeeId) };
}

export async function readAllNotifications(db: Db, employeeId: number) {
  await db.execute(sql`
    UPDATE notifications SET read_at = now() WHERE employee_id = ${employeeId} AND read_at IS NULL`);
  return { unread: 0 };
}
