import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from './http/database-unavailable.ts';
import { scrubError } from './http/log-redaction.ts';

export type Origin = 'unhandledRejection' | 'uncaughtException';

/** The log line of an error that reached the process: each one is a path to handle where it happens. */
export const LAST_RESORT = 'error reached the process unhandled; the server keeps serving';

/**
 * What an error that nothing caught does to the running server: it is logged and counted, and the
 * server keeps serving (docs/operations.md, "When PostgreSQL is away"). Node's default, ending the
 * process, turned a dropped database connection into an outage that lasted until someone restarted it.
 *
 * Why surviving is safe here. Everything that matters (money, memberships, sessions, the job queue) is
 * in the database, and every change to it runs in a transaction: code stopped half-way by a throw
 * leaves at most an open transaction, which PostgreSQL rolls back when its connection goes (the pool
 * drops a broken connection, db/pool.ts) or when it has been idle too long
 * (`idle_in_transaction_session_timeout`). What lives only in memory is rebuilt or re-read: caches,
 * rate-limit counts, the payment events being worked (stored first, swept again by a job). So:
 * - an unhandled rejection ended only the async work that made it; nothing else was interrupted;
 * - an uncaught exception is most often an `error` event with no listener (a connection ended under
 *   a client); one of another kind is a fault in the code. It is logged at `error` with its stack and
 *   counted as `other` in `trust_uncaught_errors_total`, for an alert and a fix, rather than taking
 *   every member's requests in flight down with it.
 * The database away is logged at `warn` (kind `database`): expected in an outage, but still a path
 * that should have handled it where it happened (the faults tests hold that none reaches here).
 * What still ends the process, on purpose: a failure while starting (configuration, the database
 * unreachable, a migration: main.ts exits 1 with a sentence), SIGTERM/SIGINT (a graceful stop), and
 * what no handler can catch (V8 out of memory).
 *
 * Logged without values: an Error is scrubbed of its query parameters (http/log-redaction.ts); a
 * rejection with something other than an Error is described by its type only, since it may be any
 * value at all.
 */
export function surviveUncaughtErrors(
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
  /** Counts each one (trust_uncaught_errors_total). */
  count: (origin: Origin, kind: 'database' | 'other') => void = () => {},
): () => void {
  const report = (origin: Origin) => (reason: unknown) => {
    try {
      const kind = isDatabaseUnavailable(reason) ? 'database' : 'other';
      count(origin, kind);
      // Scrubbed here (not by the logger's `err` serializer), so any logger writes it without values.
      const what = reason instanceof Error ? { error: scrubError(reason) } : { reason: describe(reason) };
      if (kind === 'database') log.warn({ origin, kind, ...what }, LAST_RESORT);
      else log.error({ origin, kind, ...what }, LAST_RESORT);
    } catch {
      // A failure to log must not become a second uncaught error (and a loop).
    }
  };
  const onRejection = report('unhandledRejection');
  const onException = report('uncaughtException');
  process.on('unhandledRejection', onRejection);
  process.on('uncaughtException', onException);
  return () => {
    process.off('unhandledRejection', onRejection);
    process.off('uncaughtException', onException);
  };
}

/** A thrown value that is not an Error, named without its contents. */
function describe(reason: unknown): string {
  if (reason === null || typeof reason !== 'object') return typeof reason;
  return `object (${(reason as object).constructor?.name ?? 'no prototype'})`;
}
