import type { ContactBody, ContactRow } from '@hris/domain/contacts';
import type { Paged } from '@hris/domain/paging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list-params';
import { api, type MutationReply } from '../../../lib/api-client';
import { invalidateEmployees } from './keys';

export function fetchContacts(params: ListParams, signal: AbortSignal) {
  return api.get<Paged<ContactRow>>('contacts', params, signal);
}

/** POST api/contacts/update/{id} */
export function useUpdateContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ContactBody }) =>
      api.mutate<MutationReply>(`contacts/update/${id}`, body),
    onSuccess: () => invalidateEmployees(client),
  });
}
