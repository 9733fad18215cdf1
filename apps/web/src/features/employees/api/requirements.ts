import { updateRequirementsCall } from '@hris/domain/calls/employees';
import type { Paged } from '@hris/domain/paging';
import type { RequirementBody, RequirementRow } from '@hris/domain/requirements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list-params';
import { api } from '../../../lib/api-client';
import { invalidateEmployees } from './keys';

export function fetchRequirements(params: ListParams, signal: AbortSignal) {
  return api.get<Paged<RequirementRow>>('requirements', params, signal);
}

/** POST api/requirements/update/{id}: document statuses, the five numbers and the note. */
export function useUpdateRequirements() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RequirementBody }) =>
      api(updateRequirementsCall, { params: { id }, body }),
    onSuccess: () => invalidateEmployees(client),
  });
}
