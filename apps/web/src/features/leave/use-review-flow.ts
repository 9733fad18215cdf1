import type { HrLeaveUpdateBody } from '@hris/domain/leave';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { confirmDialog, errorDialog, successDialog } from '../../components/dialogs';
import { ApiError } from '../../lib/api-client';
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
 * HR's review and update of a leave (POST api/leaveabsences/update/hr/{id}): confirm → send →
 * "approved" / "rejected" dialog → back to Leave Management. A refusal (409, 422) shows the
 * server's message.
 */
export function useReviewFlow<V extends FieldValues>(
  form: UseFormReturn<V, unknown, HrLeaveUpdateBody>,
  { id, confirmMessage, visibleFields }: ReviewFlowOptions,
) {
  const navigate = useNavigate();
  const review = useReviewLeave();
  const [saving, setSaving] = useState(false);

  const submit = form.handleSubmit(async (body) => {
    if (!(await confirmDialog({ message: confirmMessage }))) return;
    setSaving(true);
    try {
      const reply = await review.mutateAsync({ id, body });
      await successDialog(successOf(reply));
      navigate('/hr/absenceleave');
    } catch (error) {
      const fieldErrors = error instanceof ApiError && error.isValidation ? (error.errors ?? {}) : {};
      const shown = Object.entries(fieldErrors).filter(([field]) => visibleFields.includes(field));
      for (const [field, messages] of shown) {
        form.setError(field as Path<V>, { type: 'server', message: messages[0] ?? '' });
      }
      if (shown.length === 0 || shown.length < Object.keys(fieldErrors).length) {
        await errorDialog({ message: failureMessage(error) });
      }
    } finally {
      setSaving(false);
    }
  });

  return { submit, saving };
}
