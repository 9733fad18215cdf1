export type FieldErrors = Record<string, string[]>;

/**
 * An empty map of per-field messages. Its keys are field names a request chose, so it has no
 * prototype: `errors.constructor` or `errors.toString` is a field like any other, never a method.
 */
export const fieldErrors = (): FieldErrors => Object.create(null);

/** A failure a person can act on, with its HTTP status. Services throw it; the error handler replies. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    /** Extra top-level reply fields, for the special replies (docs/api.md#special-replies). */
    readonly extra?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new AppError(404, `${what} was not found.`);

/** A 422 for one field, shaped like a validation failure. */
export function fieldError(field: string, message: string): AppError {
  return new AppError(422, message, Object.assign(fieldErrors(), { [field]: [message] }));
}

/**
 * A write that met a foreign key (PostgreSQL's foreign_key_violation): a record it refers to was
 * removed meanwhile, or one it removes is still referred to by others. Never a fault of the request's
 * shape: the records changed between the checks and the write, so it is a 409 that says so.
 */
export class StaleReference extends AppError {
  constructor(readonly stillReferenced: boolean) {
    super(
      409,
      stillReferenced
        ? 'This record is still used by other records, so it cannot be removed. Reload the page to see them.'
        : 'A record this change refers to was removed meanwhile (by someone else). Reload the page and try again.',
    );
  }
}

/** PostgreSQL's foreign_key_violation as a StaleReference, or null when `err` is not one. */
export function staleReference(err: unknown): StaleReference | null {
  const e = err as { code?: string; message?: string; cause?: unknown };
  // "update or delete on table ... violates foreign key constraint": the removed record is referred to
  if (e?.code === '23503') return new StaleReference(/^update or delete on/.test(e.message ?? ''));
  return e?.cause !== undefined ? staleReference(e.cause) : null;
}

/** PostgreSQL's unique_violation, optionally for one named constraint or index. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string; cause?: unknown };
  if (e?.code === '23505') return constraint === undefined || e.constraint === constraint;
  // drizzle wraps driver errors in its own error with the original as cause
  return e?.cause !== undefined && isUniqueViolation(e.cause, constraint);
}
