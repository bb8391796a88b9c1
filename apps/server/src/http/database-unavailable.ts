/**
 * Errors that mean "the database cannot be reached or is not answering", as opposed to a fault in a
 * statement. A request that meets one is answered 503 with a plain sentence (and Retry-After), never
 * 500: nothing was changed, and trying again in a moment is the right thing for the member to do.
 */

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a moment.';
/** Seconds a client is asked to wait before trying again. */
export const DATABASE_RETRY_AFTER_S = 5;

/** Socket-level failures of the connection to the database server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own codes: class 08 (connection exception), 57P01-57P03 (the server is shutting down
 * or starting up, or an administrator ended the connection: `pg_terminate_backend`, a failover),
 * 53300 (too many connections), 57014 (the statement timeout cancelled it), 25P03 and 25P04 (the
 * server ended a transaction left idle too long, or open too long: it was rolled back), 57P05 (a
 * session left idle too long).
 */
const SQLSTATE = /^(08...|57P0[1235]|53300|57014|25P0[34])$/;

/** node-postgres and pg-pool say these in words, without a code. */
const MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /Connection terminated/i,
  /not queryable/i,
  /Query read timeout/i,
  /Cannot use a pool after calling end/i,
];

/** True when `error`, or an error it wraps (drizzle puts the driver's error in `cause`), is one of these. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let e: unknown = error;
  while (e && typeof e === 'object' && !seen.has(e)) {
    seen.add(e);
    const { code, message, errors } = e as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.some((m) => m.test(message))) return true;
    // Node reports a refused connection to every address of a host as an AggregateError.
    if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
