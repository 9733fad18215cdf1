import { useState } from 'react';
import { errorMessage } from '../lib/api-client';
import { confirmDeleteDialog, errorDialog, successDialog } from './dialogs';

type DeleteFlowOptions<T> = {
  /** Deletes the row on the server; throws ApiError on failure. */
  remove: (row: T) => Promise<unknown>;
  /** The question's text (default "You can't revert your action"). */
  message?: string;
  /** The success dialog (default Deleted / "You successfully deleted this file"). */
  success?: { title?: string; message?: string };
  /** The failure's text (default: the server's message). */
  describeError?: (error: unknown) => string;
};

/**
 * The one delete sequence of every list (docs/screens.md#messages): "Are you sure?" / "You can't revert your action" with
 * "Yes Delete it!" and "No, Keep it!" (focused) → delete → Deleted; a failure says what failed with the
 * server's message. `remove(row)` resolves true once the row is gone.
 */
export function useDeleteFlow<T>({
  remove,
  message,
  success = { title: 'Deleted', message: 'You successfully deleted this file' },
  describeError = errorMessage,
}: DeleteFlowOptions<T>) {
  const [deleting, setDeleting] = useState(false);
  const run = async (row: T): Promise<boolean> => {
    if (!(await confirmDeleteDialog(message ? { message } : {}))) return false;
    setDeleting(true);
    try {
      await remove(row);
    } catch (error) {
      await errorDialog({ title: 'Error', message: `It could not be deleted: ${describeError(error)}` });
      return false;
    } finally {
      setDeleting(false);
    }
    await successDialog(success);
    return true;
  };
  return { remove: run, deleting };
}
