import { requestResetCall, resetPasswordCall } from '@hris/domain/calls/auth';
import { essLoginCall } from '@hris/domain/calls/ess';
import type { z } from 'zod';

/**
 * The self-service login's and password reset's calls and form rules (the API's own schemas), loaded
 * apart on the first keystroke so that zod is not part of the login's first load.
 */
export { essLoginCall, requestResetCall, resetPasswordCall };

/** The schema's messages by field, as a 422 reply carries them; null when the values pass. */
export function fieldErrors(schema: z.ZodType, values: unknown): Record<string, string[]> | null {
  const parsed = schema.safeParse(values);
  if (parsed.success) return null;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}
