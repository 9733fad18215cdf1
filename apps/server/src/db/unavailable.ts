/** Socket errors of a database that is down, restarting or out of reach. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs for the same: class 08 (connection exception), 57P01 admin_shutdown,
 * 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, in recovery), 53300 too many connections.
 */
const SQLSTATES = /^(08...|57P0[123]|53300)$/;

/** node-postgres and pg-pool's own words for a lost or unobtainable connection. */
const MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end)/;

/**
 * Whether a failure means "the database is not reachable right now" rather than a fault of the
 * request or of our code: such a request gets 503 (try again), never 500. Follows drizzle's
 * wrapping (`cause`) and node's AggregateError (one error per address tried).
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || SQLSTATES.test(e.code))) return true;
  if (typeof e.message === 'string' && MESSAGES.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseUnavailable(x, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}
