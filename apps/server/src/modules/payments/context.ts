import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { PaymentGateway } from '../../payments/index.ts';

/** What a payment's life needs: the database, the clock, the gateway, settings, a log and the mailer. */
export interface PaymentsContext {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  config: Config;
  log: FastifyBaseLogger;
  /** Sends receipts; absent where no mail should go (command-line tools). */
  mailer?: Mailer;
}

/** The part of app.deps (and the app's log) a payment uses. */
export const paymentsContext = (app: FastifyInstance): PaymentsContext => ({
  db: app.deps.db,
  clock: app.deps.clock,
  gateway: app.deps.gateway,
  config: app.deps.config,
  log: app.log,
  mailer: app.deps.mailer,
});
