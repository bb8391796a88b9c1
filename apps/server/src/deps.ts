import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { BankDirectory } from './gateways/banks.ts';
import type { PaymentGateway } from './gateways/gateway.ts';
import type { RetryPolicy } from './gateways/retry.ts';
import type { Mailer } from './mail/mailer.ts';

/**
 * What the server needs from the outside world, built once in main.ts (tests pass their own: an
 * embedded database, a manual clock, an outbox). Routes read it as `app.deps`.
 */
export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  mailer: Mailer;
  /** The provider's bank directory; tests pass the fake Paystack's, else PAYMENT_GATEWAY's (gateways/). */
  banks?: BankDirectory;
}

/**
 * What every route, job and command works with (`app.deps`): the outside world of `AppDeps`, the
 * database handle, the payment gateway PAYMENT_GATEWAY selects and the app's log, made once by
 * buildApp. The contexts of the modules (payments, auth) and of jobs are parts of it.
 */
export interface Deps extends AppDeps {
  db: Db;
  gateway: PaymentGateway;
  banks: BankDirectory;
  log: FastifyBaseLogger;
}

/**
 * What a periodic job needs. Every job is an idempotent function of (deps, now): running it twice,
 * or again after a crash in the middle, never charges or posts twice and never skips a member.
 */
export type JobDeps = Pick<Deps, 'db' | 'gateway' | 'clock' | 'mailer'> & {
  /** The provider's bank directory, for the daily bank list (absent in a simulation). */
  banks?: Deps['banks'];
  /**
   * The app's address, for links in emails, and the push keys' settings (the scheduler passes the
   * app's deps, config included).
   */
  config?: Pick<Config, 'publicUrl'> &
    Partial<Pick<Config, 'dataDir' | 'VAPID_SUBJECT' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY'>>;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Provider calls in flight at once in the debit run (DEBIT_CONCURRENCY; one when absent). */
  concurrency?: number;
  /** How the debit run retries the provider; a simulation passes its own clock and seeded random source. */
  retry?: {
    policy?: RetryPolicy;
    random?: () => number;
    sleep?: (ms: number) => Promise<void>;
    now?: () => number;
  };
};
