import type { NotificationConfig, Settings } from '@hris/domain/accounts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type MutationReply } from '../../../lib/api-client';
import { invalidateAccounts, settingsKey } from './keys';

type PasswordChange = { current_password: string; new_password: string; confirm_password: string };

/** POST api/login/pwdchange: on success every token of the user is revoked (logged out everywhere). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: PasswordChange) => api.mutate<MutationReply>('login/pwdchange', body),
  });
}

/** GET api/settings: the company e-mail domain new accounts get. */
export function useSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api.get<Settings>('settings', undefined, signal),
    staleTime: 5 * 60 * 1000,
  });
}

/** POST api/settings/update {company_domain} */
export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { company_domain: string }) => api.mutate('settings/update', body),
    onSuccess: () => invalidateAccounts(client),
  });
}

const notificationKey = [...settingsKey, 'notification'] as const;

/** GET api/notificationconfig: the sender of the system's e-mails (never its password). */
export function useNotificationConfig() {
  return useQuery({
    queryKey: notificationKey,
    queryFn: ({ signal }) => api.get<NotificationConfig>('notificationconfig', undefined, signal),
    staleTime: 0,
  });
}

export type NotificationConfigBody = {
  email: string;
  password?: string | undefined;
  smtp_host: string;
  smtp_port?: number | undefined;
  allow_plain_text?: boolean | undefined;
};

/**
 * POST api/notificationconfig/update: an empty password keeps the saved one for the same server; a new
 * sender e-mail, host or port, or plain text turned on, needs it again (422 on `password`).
 */
export function useSaveNotificationConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationConfigBody) => api.mutate('notificationconfig/update', body),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKey }),
  });
}

/** POST api/notificationconfig/remove: the sender and its saved password are deleted. */
export function useRemoveNotificationConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.mutate('notificationconfig/remove'),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKey }),
  });
}
