import { defineCall } from '../call';
import { notificationsQuery, notificationsReadReply, notificationsReply } from '../ess-notifications';
import { idParams } from './params';

/** The employee's notifications: a request decided, an NTE served, a document or record to acknowledge. */

export const myNotificationsCall = defineCall({
  method: 'GET',
  path: 'ess/me/notifications',
  summary: 'My notifications, newest first, with the unread count',
  audience: 'ess',
  query: notificationsQuery,
  reply: notificationsReply,
});

export const readNotificationCall = defineCall({
  method: 'POST',
  path: 'ess/me/notifications/:id/read',
  summary: 'Mark one of my notifications read',
  audience: 'ess',
  params: idParams('id'),
  reply: notificationsReadReply,
});

export const readAllNotificationsCall = defineCall({
  method: 'POST',
  path: 'ess/me/notifications/read-all',
  summary: 'Mark all my notifications read',
  audience: 'ess',
  reply: notificationsReadReply,
});
