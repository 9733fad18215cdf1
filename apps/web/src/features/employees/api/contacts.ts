import { contactListCall, updateContactCall } from '@hris/domain/calls/employees';
import type { ContactBody } from '@hris/domain/contacts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, pageOf } from '../../../lib/api-client';
import { invalidateEmployees } from './keys';

export const fetchContacts = pageOf(contactListCall);

/** POST api/contacts/update/{id} */
export function useUpdateContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ContactBody }) =>
      api(updateContactCall, { params: { id }, body }),
    onSuccess: () => invalidateEmployees(client),
  });
}
