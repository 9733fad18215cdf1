import type { BodyOf } from '@hris/domain/call';
import {
  changePasswordCall,
  notificationConfigCall,
  removeNotificationConfigCall,
  saveNotificationConfigCall,
  saveSettingsCall,
  settingsCall,
} from '@hris/domain/calls/accounts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateAccounts, settingsKey } from './keys';

/** POST api/login/pwdchange: on success every token of the user is revoked (logged out everywhere). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof changePasswordCall>) => api(changePasswordCall, { body }),
  });
}

/** GET api/settings: the company e-mail domain new accounts get. */
export function useSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api(settingsCall, {}, signal),
    staleTime: 5 * 60 * 1000,
  });
}

/** POST api/settings/update {company_domain} */
export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof saveSettingsCall>) => api(saveSettingsCall, { body }),
    onSuccess: () => invalidateAccounts(client),
  });
}

const notificationKey = [...settingsKey, 'notification'] as const;

/** GET api/notificationconfig: the sender of the system's e-mails (never its password). */
export function useNotificationConfig() {
  return useQuery({
    queryKey: notificationKey,
    queryFn: ({ signal }) => api(notificationConfigCall, {}, signal),
    staleTime: 0,
  });
}

export type NotificationConfigBody = BodyOf<typeof saveNotificationConfigCall>;

/**
 * POST api/notificationconfig/update: an empty password keeps the saved one for the same server; a new
 * sender e-mail, host or port, or plain text turned on, needs it again (422 on `password`).
 */
export function useSaveNotificationConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationConfigBody) => api(saveNotificationConfigCall, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKey }),
  });
}

/** POST api/notificationconfig/remove: the sender and its saved password are deleted. */
export function useRemoveNotificationConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api(removeNotificationConfigCall),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKey }),
  });
}
