import { useCallback } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';

/**
 * Puts the field errors of a 422 reply on react-hook-form fields: the first message of each field
 * shows under its input, which is marked invalid. Messages for fields the form does not have are
 * returned, so the caller can show them in a dialog instead of losing them.
 */
export function useServerErrors<T extends FieldValues, TOut = T>(
  form: UseFormReturn<T, unknown, TOut>,
  fieldMap: Partial<Record<string, Path<T>>> = {},
) {
  const applyServerErrors = useCallback(
    (error: unknown): { applied: boolean; unmatched: string[] } => {
      if (!(error instanceof ApiError) || !error.isValidation || !error.errors) {
        return { applied: false, unmatched: [] };
      }
      const known = new Set(Object.keys(form.getValues()));
      const unmatched: string[] = [];
      let applied = false;
      for (const [field, messages] of Object.entries(error.errors)) {
        const message = messages[0];
        if (!message) continue;
        const name = fieldMap[field] ?? field;
        if (known.has(name.split('.')[0] ?? name)) {
          form.setError(name as Path<T>, { type: 'server', message });
          applied = true;
        } else {
          unmatched.push(message);
        }
      }
      return { applied, unmatched };
    },
    [form, fieldMap],
  );

  /**
   * Props for an input: clicking into it clears its error message (typing re-validates it anyway).
   * Not on focus: react-hook-form focuses the first invalid field after a failed submit, which
   * would wipe the very message it wants the user to read.
   */
  const clearOnClick = useCallback((name: Path<T>) => ({ onClick: () => form.clearErrors(name) }), [form]);

  return { applyServerErrors, clearOnClick };
}
