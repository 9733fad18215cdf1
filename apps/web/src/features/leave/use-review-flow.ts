import type { HrLeaveUpdateBody } from '@hris/domain/leave';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useSaveFlow } from '../../components/form/use-save-flow';
import { type LeaveReviewReply, useReviewLeave } from './api/leaves';
import { failureMessage } from './failure';

type ReviewFlowOptions = {
  id: number;
  /** The question before sending. */
  confirmMessage: string;
  /** Fields the screen shows: a 422 on them lands under the input, anything else in the dialog. */
  visibleFields: readonly string[];
};

function successOf(reply: LeaveReviewReply) {
  if (reply.response === 'approved') {
    return { title: 'Approved', message: 'Employee leave has been successfully approved' };
  }
  if (reply.response === 'rejected') {
    return { title: 'Declined', message: reply.message || 'The leave request has been declined.' };
  }
  return { title: 'Saved', message: reply.message || 'You successfully saved your changes' };
}

/**
 * HR's review and update of a leave (POST api/leaveabsences/update/hr/{id}), on the common save flow:
 * confirm → send → "approved" / "rejected" dialog → back to Leave Management. A refusal (409, 422)
 * shows the server's message.
 */
export function useReviewFlow<V extends FieldValues>(
  form: UseFormReturn<V, unknown, HrLeaveUpdateBody>,
  { id, confirmMessage, visibleFields }: ReviewFlowOptions,
) {
  const navigate = useNavigate();
  const review = useReviewLeave();
  const { submit, saving } = useSaveFlow(form, {
    save: (body) => review.mutateAsync({ id, body }),
    confirm: { message: confirmMessage },
    success: successOf,
    afterSuccess: () => navigate('/hr/absenceleave'),
    fields: visibleFields,
    describeError: failureMessage,
  });
  return { submit, saving };
}
