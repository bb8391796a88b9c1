/**
 * Errors as they go into the log, without the values of the statement that failed. The query
 * builder puts every parameter of a failed query into the error's message ("params: …"), its
 * stack and a `params` field, and the database driver repeats values in `detail` ("Key
 * (email)=(…) already exists"); for a registration that is the password hash, name, email and
 * phone. The log keeps what an operator needs to find the fault: the statement text (which has
 * only $1, $2 placeholders), the database's own message, its error code, table and constraint.
 */

const PARAMS_LINE = /(\bparams: )[^\n]*/g;

const scrubText = (s: unknown) => (typeof s === 'string' ? s.replace(PARAMS_LINE, '$1[redacted]') : s);

/** Fields of a database driver error that name where it failed, never what was written. */
const SAFE_FIELDS = ['code', 'severity', 'table', 'column', 'constraint', 'schema', 'routine', 'query'];

interface LoggedError {
  type?: string;
  message?: unknown;
  stack?: unknown;
  statusCode?: unknown;
  cause?: LoggedError | unknown;
  [field: string]: unknown;
}

export function scrubError(err: unknown, depth = 0): unknown {
  if (typeof err === 'string') return scrubText(err);
  if (!(err instanceof Error) || depth > 3) return err === null || typeof err !== 'object' ? err : '[error]';
  const source = err as Error & Record<string, unknown>;
  const out: LoggedError = {
    type: source.constructor?.name ?? 'Error',
    message: scrubText(source.message),
    stack: scrubText(source.stack),
  };
  for (const field of [...SAFE_FIELDS, 'statusCode']) {
    const value = source[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (source.cause !== undefined) out.cause = scrubError(source.cause, depth + 1);
  return out;
}
