import type { MailActionReply, MailLinkReply, MailOutboxRow } from '@hris/domain/mail';
import type { Paged } from '@hris/domain/paging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list-params';
import { api } from '../../../lib/api-client';
import { accountsKey } from './keys';

export const mailOutboxKey = [...accountsKey, 'mail-outbox'] as const;

/** GET api/mailoutbox: every mail, newest first; `status` and `q` (recipient or subject) filter it. */
export function fetchMailOutbox(params: ListParams, signal: AbortSignal) {
  return api.get<Paged<MailOutboxRow>>('mailoutbox', params, signal);
}

/** POST api/mailoutbox/{id}/retry or /cancel: the mail's new status. */
export function useMailAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'retry' | 'cancel' }) =>
      api.mutate<MailActionReply>(`mailoutbox/${id}/${action}`),
    onSettled: () => client.invalidateQueries({ queryKey: mailOutboxKey }),
  });
}

/** POST api/mailoutbox/{id}/link: the link an unsent mail carries (the copy is audited). */
export function useMailLink() {
  return useMutation({
    mutationFn: (id: number) => api.mutate<MailLinkReply>(`mailoutbox/${id}/link`),
  });
}
