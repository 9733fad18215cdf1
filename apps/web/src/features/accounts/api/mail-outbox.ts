import { cancelMailCall, copyMailLinkCall, mailOutboxCall, retryMailCall } from '@hris/domain/calls/mail';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, pageOf } from '../../../lib/api-client';
import { accountsKey } from './keys';

export const mailOutboxKey = [...accountsKey, 'mail-outbox'] as const;

/** GET api/mailoutbox: every mail, newest first; `status` and `q` (recipient or subject) filter it. */
export const fetchMailOutbox = pageOf(mailOutboxCall);

/** POST api/mailoutbox/{id}/retry or /cancel: the mail's new status. */
export function useMailAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'retry' | 'cancel' }) =>
      api(action === 'retry' ? retryMailCall : cancelMailCall, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: mailOutboxKey }),
  });
}

/** POST api/mailoutbox/{id}/link: the link an unsent mail carries (the copy is audited). */
export function useMailLink() {
  return useMutation({
    mutationFn: (id: number) => api(copyMailLinkCall, { params: { id } }),
  });
}
