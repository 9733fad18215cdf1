/**
 * A failure as one readable text, whatever was thrown: an Error's message (with its code and cause),
 * every error of an AggregateError (node's "connect ECONNREFUSED" to each address of a host has an
 * empty message of its own), and a non-Error value as itself. Never "undefined" or an empty string.
 */
export function describeError(err: unknown, depth = 0): string {
  if (depth > 4) return '...';
  if (err instanceof AggregateError) {
    const inner = [...new Set(err.errors.map((e) => describeError(e, depth + 1)))];
    return [err.message, ...inner].filter(Boolean).join('; ') || 'several errors without a message';
  }
  if (err instanceof Error) {
    const e = err as Error & { code?: unknown; detail?: unknown; hint?: unknown };
    let text = e.message || e.name || 'an error without a message';
    if (typeof e.code === 'string' && !text.includes(e.code)) text += ` (${e.code})`;
    if (typeof e.detail === 'string' && e.detail) text += `\n  ${e.detail}`;
    if (typeof e.hint === 'string' && e.hint) text += `\n  ${e.hint}`;
    if (e.cause !== undefined) {
      const cause = describeError(e.cause, depth + 1);
      if (!text.includes(cause)) text += `\n  caused by: ${cause}`;
    }
    return text;
  }
  if (err === undefined || err === null || err === '') return 'an unknown error (nothing was reported)';
  if (typeof err === 'object') {
    try {
      return JSON.stringify(err);
    } catch {
      return String(err);
    }
  }
  return String(err);
}
