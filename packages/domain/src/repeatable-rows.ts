/**
 * The repeatable rows of a form (NTE occurrences, calendar events, action plans): removing a row
 * removes it, and removing the last one left re-adds an empty row, so the form always shows one.
 */
export function removeRow<T>(rows: readonly T[], index: number, empty: () => T): T[] {
  const left = rows.filter((_, i) => i !== index);
  return left.length > 0 ? left : [empty()];
}

/** Whether a row holds nothing but blanks (empty or spaces): such a row is not sent. */
export function isBlankRow(row: Record<string, unknown>): boolean {
  return Object.values(row).every((v) => v === undefined || v === null || String(v).trim() === '');
}
