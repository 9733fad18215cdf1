import { ApiError, errorMessage } from '../../lib/api-client';

/** The server's message of a refusal, followed by any other field messages it carried. */
export function failureMessage(error: unknown): string {
  const message = errorMessage(error);
  if (!(error instanceof ApiError) || !error.errors) return message;
  const others = Object.values(error.errors)
    .flat()
    .filter((text) => text && text !== message);
  return [message, ...new Set(others)].join(' ');
}
