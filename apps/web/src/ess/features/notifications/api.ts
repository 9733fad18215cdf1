import {
  myNotificationsCall,
  readAllNotificationsCall,
  readNotificationCall,
} from '@hris/domain/calls/ess-notifications';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const notificationsKey = ['ess', 'notifications'] as const;

/** GET api/ess/me/notifications: a page, newest first, with the unread count. */
export const myNotificationsQuery = (page: number) =>
  queryOptions({
    queryKey: [...notificationsKey, page],
    queryFn: ({ signal }) => api(myNotificationsCall, { query: { page, per_page: 20 } }, signal),
  });

/** Marks one read (`id`) or all of them (`null`). */
export function useReadNotifications() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number | null) =>
      id === null ? api(readAllNotificationsCall, {}) : api(readNotificationCall, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationsKey }),
  });
}
