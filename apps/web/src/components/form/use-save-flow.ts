import { type BaseSyntheticEvent, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { errorMessage } from '../../lib/api-client';
import { confirmDialog, errorDialog, successDialog } from '../dialogs';
import { useUnsavedChanges } from './unsaved-changes';
import { focusFirstError, useServerErrors } from './use-server-errors';

type Confirm = { title?: string; message?: string; confirmLabel?: string; cancelLabel?: string };
type Success = { title?: string; message?: string; autoCloseMs?: number };

export type SaveFlowOptions<R> = {
  /** The question before saving ("Are you sure?" / "Do you want to save changes."); false skips it. */
  confirm?: Confirm | false;
  /** Runs after a successful save, before the success dialog (close the form modal here). */
  onSaved?: (reply: R) => void;
  /** The success dialog (Saved / "You successfully saved your changes"), or one per reply; false skips it. */
  success?: Success | ((reply: R) => Success) | false;
  /** Runs once the success dialog has closed (a screen that leaves after the message, e.g. logout). */
  afterSuccess?: (reply: R) => void;
  /** Title of the failure dialog: "Error", or "Oops" on the screens docs/screens.md#messages names. */
  errorTitle?: string | ((error: unknown) => string);
  /** The failure's text in the dialog (default: the server's message). */
  describeError?: (error: unknown) => string;
  /** Runs after any failure, before the dialog (e.g. clear a refused day count). */
  onFailed?: (error: unknown) => void;
};

/**
 * The one save sequence of every save, submit and action (docs/screens.md#messages): "Are you sure?" → save → success dialog;
 * a failure opens the error dialog with the server's message. Forms use it through `useSaveFlow`, which
 * also puts a 422's messages under the fields; an action without a form (cancel a leave, switch an
 * account off) calls it directly. Resolves with the reply, or undefined when not confirmed or failed.
 */
export async function runSaveFlow<R>(
  save: () => Promise<R>,
  {
    confirm = {},
    onSaved,
    success = {},
    afterSuccess,
    errorTitle = 'Error',
    describeError = errorMessage,
    onFailed,
    applyFieldErrors,
  }: SaveFlowOptions<R> & {
    /** Puts field errors under the inputs; returns the messages that have no input on screen. */
    applyFieldErrors?: (error: unknown) => { applied: boolean; unmatched: string[] };
  },
): Promise<R | undefined> {
  if (confirm !== false && !(await confirmDialog(confirm))) return undefined;
  let reply: R;
  try {
    reply = await save();
  } catch (error) {
    onFailed?.(error);
    const title = typeof errorTitle === 'function' ? errorTitle(error) : errorTitle;
    const { applied, unmatched } = applyFieldErrors?.(error) ?? { applied: false, unmatched: [] };
    if (unmatched.length > 0) await errorDialog({ title, message: unmatched.join(' ') });
    else if (!applied) await errorDialog({ title, message: describeError(error) });
    return undefined;
  }
  onSaved?.(reply);
  if (success !== false) await successDialog(typeof success === 'function' ? success(reply) : success);
  afterSuccess?.(reply);
  return reply;
}

type FormSaveFlowOptions<TOut, R> = SaveFlowOptions<R> & {
  /** Sends the validated values; throws ApiError on failure. */
  save: (values: TOut) => Promise<R>;
  /** Server field names → form fields, where they differ. */
  fieldMap?: Partial<Record<string, string>>;
  /** Only these server fields land under inputs (the others go to the dialog); default: the form's fields. */
  fields?: readonly string[];
  /** Show the failure dialog even when every message found its field (manual leave, password reset). */
  dialogOnFieldErrors?: boolean;
};

/**
 * `runSaveFlow` for a react-hook-form: validation first (the first invalid field is focused), then the
 * flow; a 422 puts its messages under the fields and scrolls to and focuses the first of them; unsaved
 * changes are guarded until the save succeeds (see unsaved-changes.tsx).
 */
export function useSaveFlow<T extends FieldValues, TOut, R>(
  form: UseFormReturn<T, unknown, TOut>,
  { save, fieldMap, fields, dialogOnFieldErrors, ...options }: FormSaveFlowOptions<TOut, R>,
) {
  const [saving, setSaving] = useState(false);
  const { applyServerErrors, clearOnClick } = useServerErrors(form, fieldMap as never, fields);
  const { markClean } = useUnsavedChanges(form.formState.isDirty);

  const submit = (event?: BaseSyntheticEvent) => {
    const scope = event?.currentTarget instanceof HTMLElement ? event.currentTarget : undefined;
    return form.handleSubmit(async (values) => {
      setSaving(true);
      try {
        await runSaveFlow(() => save(values), {
          ...options,
          onSaved: (reply) => {
            // saved: what is on screen is what the server has, so nothing is left to lose
            markClean();
            form.reset(form.getValues(), { keepErrors: false });
            options.onSaved?.(reply);
          },
          applyFieldErrors: (error) => {
            const result = applyServerErrors(error);
            if (result.applied) focusFirstError(scope, result.names as Path<T>[], form);
            return dialogOnFieldErrors && result.applied && result.unmatched.length === 0
              ? { applied: false, unmatched: [] }
              : result;
          },
        });
      } finally {
        setSaving(false);
      }
    })(event);
  };

  return { submit, saving, clearOnClick };
}
