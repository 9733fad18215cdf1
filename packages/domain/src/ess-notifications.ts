import { z } from 'zod';
import { listQuery } from './paging';
import { pageMetaReply, successReply, wireCount, wireId, wireTimestamp } from './replies';

/**
 * What tells an employee that something needs them or was decided (docs/self-service.md): each
 * notification is written in the transaction of its event, and the same event is e-mailed.
 */
export const NOTIFICATION_KINDS = [
  'leave_decided',
  'adjustment_decided',
  'undertime_decided',
  'profile_decided',
  'nte_served',
  'document_assigned',
  'coaching_to_acknowledge',
  'evaluation_to_acknowledge',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationsQuery = listQuery({ perPage: 20, sorts: ['created_at'], defaultOrder: 'desc' });

export const notificationRow = z.strictObject({
  id: wireId,
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** Where it leads in self-service (`/ess/...`). */
  link: z.string(),
  created_at: wireTimestamp,
  read_at: wireTimestamp.nullable(),
});
export type NotificationRow = z.infer<typeof notificationRow>;

/** `GET api/ess/me/notifications`: newest first, a page at a time, with how many are unread in all. */
export const notificationsReply = z.strictObject({
  data: z.array(notificationRow),
  meta: pageMetaReply,
  unread: wireCount,
});
export type NotificationsReply = z.infer<typeof notificationsReply>;

/** Marking read: how many are left unread. */
export const notificationsReadReply = successReply.extend({ data: z.strictObject({ unread: wireCount }) });
