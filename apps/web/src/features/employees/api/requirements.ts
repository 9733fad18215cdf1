import { requirementsListCall, updateRequirementsCall } from '@hris/domain/calls/employees';
import type { RequirementBody } from '@hris/domain/requirements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, pageOf } from '../../../lib/api-client';
import { invalidateEmployees } from './keys';

export const fetchRequirements = pageOf(requirementsListCall);

/** POST api/requirements/update/{id}: document statuses, the five numbers and the note. */
export function useUpdateRequirements() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RequirementBody }) =>
      api(updateRequirementsCall, { params: { id }, body }),
    onSuccess: () => invalidateEmployees(client),
  });
}
