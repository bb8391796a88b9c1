import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import type { Mailer } from '../../mail/mailer.ts';

/** What a payment's life needs: the database, the clock, the gateway, settings, a log and the mailer. */
export type PaymentsContext = Pick<Deps, 'db' | 'clock' | 'gateway' | 'config' | 'log'> & {
  /** Sends receipts; absent where no mail should go (command-line tools). */
  mailer?: Mailer;
};

/** The part of app.deps a payment uses. */
export const paymentsContext = (app: FastifyInstance): PaymentsContext => app.deps;
