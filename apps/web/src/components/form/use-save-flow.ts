import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { errorMessage } from '../../lib/api-client';
import { confirmDialog, errorDialog, successDialog } from '../dialogs';
import { useServerErrors } from './use-server-errors';

type SaveFlowOptions<TOut, R> = {
  /** Sends the validated values; throws ApiError on failure. */
  save: (values: TOut) => Promise<R>;
  /** Runs after a successful save, before the success dialog (close the form modal here). */
  onSaved?: (reply: R) => void;
  /** The question before saving; false skips it. */
  confirm?: { title?: string; message?: string } | false;
  success?: { title?: string; message?: string; autoCloseMs?: number };
  /** Title of the failure dialog ("Error", or "Oops" on the screens that say so). */
  errorTitle?: string;
};

/**
 * The save sequence every form follows (§8): "Are you sure?" → save → success dialog; a 422 puts
 * its messages under the fields, any other failure opens the error dialog with the server's message.
 */
export function useSaveFlow<T extends FieldValues, TOut, R>(
  form: UseFormReturn<T, unknown, TOut>,
  { save, onSaved, confirm = {}, success, errorTitle = 'Error' }: SaveFlowOptions<TOut, R>,
) {
  const [saving, setSaving] = useState(false);
  const { applyServerErrors, clearOnClick } = useServerErrors(form);

  const submit = form.handleSubmit(async (values) => {
    if (confirm !== false && !(await confirmDialog(confirm))) return;
    setSaving(true);
    try {
      const reply = await save(values);
      onSaved?.(reply);
      await successDialog(success);
    } catch (error) {
      const { applied, unmatched } = applyServerErrors(error);
      if (unmatched.length > 0) await errorDialog({ title: errorTitle, message: unmatched.join(' ') });
      else if (!applied) await errorDialog({ title: errorTitle, message: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  });

  return { submit, saving, clearOnClick };
}
