import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';

/**
 * Repeatable rows (experience, dependents, senior citizens): the screen always shows at least one
 * row, and a row left completely empty is not a record. These helpers drop the empty rows before
 * validation and sending, and put the messages back on the rows the user sees.
 */

type Row = Record<string, unknown>;

export function isBlankRow(row: Row): boolean {
  return Object.values(row).every((value) => value === '' || value === null || value === undefined);
}

/** The indexes of the rows that hold something. */
export function filledRowIndexes(rows: readonly Row[] | undefined): number[] {
  return (rows ?? []).flatMap((row, index) => (isBlankRow(row) ? [] : [index]));
}

/** The form's values with the empty rows of the given lists removed. */
export function withoutBlankRows<V extends FieldValues>(values: V, lists: readonly (keyof V & string)[]): V {
  const out: Record<string, unknown> = { ...values };
  for (const list of lists) {
    const rows = (values[list] ?? []) as Row[];
    out[list] = rows.filter((row) => !isBlankRow(row));
  }
  return out as V;
}

/** Puts a list's row errors (indexed in the compacted list) back at the rows' places on screen. */
function remapRowErrors(errors: FieldErrors, list: string, kept: number[]): void {
  const listErrors = errors[list];
  if (!Array.isArray(listErrors)) return;
  const remapped: unknown[] = [];
  listErrors.forEach((rowError, index) => {
    if (rowError) remapped[kept[index] ?? index] = rowError;
  });
  const root = (listErrors as { root?: unknown }).root;
  if (root) (remapped as unknown as { root?: unknown }).root = root;
  errors[list] = remapped as unknown as FieldErrors[string];
}

/** Wraps a resolver so that empty rows of `lists` are ignored and messages land on the right rows. */
export function ignoreBlankRows<V extends FieldValues, TOut>(
  resolver: Resolver<V, unknown, TOut>,
  lists: readonly (keyof V & string)[],
): Resolver<V, unknown, TOut> {
  return async (values, context, options) => {
    const result = await resolver(withoutBlankRows(values, lists), context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const errors = { ...result.errors } as FieldErrors;
    for (const list of lists) remapRowErrors(errors, list, filledRowIndexes(values[list]));
    return { values: {}, errors } as Awaited<ReturnType<Resolver<V, unknown, TOut>>>;
  };
}

/**
 * A 422 for rows the server numbered in the compacted list ("experience.0.employeer") renamed to the
 * rows on screen, so the message shows under the right input.
 */
export function remapServerRowErrors(error: unknown, keptByList: Record<string, number[]>): unknown {
  if (!(error instanceof ApiError) || !error.errors) return error;
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    const match = /^([^.]+)\.(\d+)(\..+)?$/.exec(field);
    const kept = match ? keptByList[match[1] ?? ''] : undefined;
    if (match && kept) {
      const index = kept[Number(match[2])] ?? Number(match[2]);
      errors[`${match[1]}.${index}${match[3] ?? ''}`] = messages;
    } else errors[field] = messages;
  }
  return new ApiError(error.status, error.message, errors, error.body);
}

/** Removes a row; the only row left is emptied instead, so the list always shows one (docs/rules.md#validation). */
export function removeRow<R>(
  rows: { fields: readonly unknown[]; remove: (index: number) => void; replace: (rows: R[]) => void },
  index: number,
  empty: R,
): void {
  if (rows.fields.length <= 1) rows.replace([{ ...empty }]);
  else rows.remove(index);
}
