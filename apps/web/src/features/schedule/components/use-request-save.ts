import { SCHEDULE_MESSAGES } from '@hris/domain/schedule';
import { useQueryClient } from '@tanstack/react-query';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { ApiError } from '../../../lib/api-client';
import { invalidateSchedule } from '../api/keys';
import { type RequestKind, useSaveRequest } from '../api/requests';
import type { RequestScreens } from '../request-screens';

/**
 * The save of an adjustment or undertime form: "Are you sure?" → add (or update while pending) →
 * success → back to the list. A 422 lands under the fields; a request decided meanwhile (409) shows
 * the server's message and the screen reloads it (it can no longer be edited).
 */
export function useRequestSave<K extends RequestKind, V extends FieldValues, TOut>(
  screens: RequestScreens<K>,
  form: UseFormReturn<V, unknown, TOut>,
  requestId: number | null,
) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const mutation = useSaveRequest(screens.kind);
  return useSaveFlow(form, {
    save: (body) =>
      mutation.mutateAsync({ id: requestId, body } as Parameters<typeof mutation.mutateAsync>[0]),
    confirm: {
      message: requestId === null ? 'Do you want to submit this request' : 'Do you want to save changes.',
    },
    success:
      requestId === null
        ? { title: 'Success', message: SCHEDULE_MESSAGES.submitted }
        : { title: 'Updated', message: SCHEDULE_MESSAGES.saved },
    afterSuccess: () => navigate(screens.list.to),
    onFailed: (error) => {
      if (error instanceof ApiError && error.status === 409) void invalidateSchedule(client);
    },
  });
}
