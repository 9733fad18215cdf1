import { useCallback } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';

/**
 * Puts the field errors of a 422 reply (or a 409 that names fields) on react-hook-form fields: the first
 * message of each field shows under its input, which is marked invalid. Messages for fields the form
 * does not have (or not among `fields`) are returned, so the caller can show them in a dialog instead of
 * losing them.
 */
export function useServerErrors<T extends FieldValues, TOut = T>(
  form: UseFormReturn<T, unknown, TOut>,
  fieldMap: Partial<Record<string, Path<T>>> = {},
  fields?: readonly string[],
) {
  const applyServerErrors = useCallback(
    (error: unknown): { applied: boolean; unmatched: string[]; names: string[] } => {
      if (!(error instanceof ApiError) || !error.errors || !(error.isValidation || error.status === 409)) {
        return { applied: false, unmatched: [], names: [] };
      }
      const known = new Set(fields ?? Object.keys(form.getValues()));
      const unmatched: string[] = [];
      const names: string[] = [];
      for (const [field, messages] of Object.entries(error.errors)) {
        const message = messages[0];
        if (!message) continue;
        const name = fieldMap[field] ?? field;
        if (known.has(name.split('.')[0] ?? name) || known.has(name)) {
          form.setError(name as Path<T>, { type: 'server', message });
          names.push(name);
        } else {
          unmatched.push(message);
        }
      }
      return { applied: names.length > 0, unmatched, names };
    },
    [form, fieldMap, fields],
  );

  /**
   * Props for an input: clicking into it clears its error message (typing re-validates it anyway).
   * Not on focus: react-hook-form focuses the first invalid field after a failed submit, which
   * would wipe the very message it wants the user to read.
   */
  const clearOnClick = useCallback((name: Path<T>) => ({ onClick: () => form.clearErrors(name) }), [form]);

  return { applyServerErrors, clearOnClick };
}

/** How long the focus waits for React to draw the fields in error, and for another dialog to close. */
const WAIT_FOR_FIELD_MS = 1_000;
const WAIT_FOR_DIALOGS_MS = 60_000;

/**
 * A dialog other than the one holding the form: the save question still closing, or a failure
 * message. While one is open its focus trap holds the focus, and when it closes it gives the focus
 * back to what had it before (the Save button); so the field is focused once none is left.
 */
const otherDialogOpen = (inside: HTMLElement | undefined) =>
  [...document.querySelectorAll('[role="dialog"]')].some((dialog) => !inside || !dialog.contains(inside));

/**
 * After server errors were put on fields: scrolls to the first field in error on screen (in the order of
 * the page, not of the reply) and focuses it, as react-hook-form does for its own validation. Looks in
 * `scope` (the submitted form) when known; falls back to react-hook-form's focus of the first name.
 */
export function focusFirstError<T extends FieldValues>(
  scope: HTMLElement | undefined,
  names: Path<T>[],
  form: UseFormReturn<T, unknown, unknown>,
): void {
  const started = performance.now();
  // once React has drawn the messages and aria-invalid, and other dialogs have closed
  const attempt = () => {
    const waited = performance.now() - started;
    const invalid = (scope ?? document).querySelector<HTMLElement>(
      'input[aria-invalid="true"], textarea[aria-invalid="true"], select[aria-invalid="true"], [role="combobox"][aria-invalid="true"]',
    );
    if (
      (!invalid && waited < WAIT_FOR_FIELD_MS) ||
      (otherDialogOpen(invalid ?? scope) && waited < WAIT_FOR_DIALOGS_MS)
    ) {
      window.requestAnimationFrame(attempt);
      return;
    }
    if (invalid) {
      invalid.scrollIntoView({ block: 'center', behavior: 'smooth' });
      invalid.focus({ preventScroll: true });
      return;
    }
    const first = names[0];
    if (first) form.setFocus(first, { shouldSelect: false });
  };
  window.requestAnimationFrame(attempt);
}
