import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { PaymentGateway } from '../../payments/index.ts';

/** What the joining rules need: the database, the clock, the payment gateway, settings and a log. */
export interface JoiningContext {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  config: Config;
  log: FastifyBaseLogger;
  /** Sends receipts; absent where no mail should go (command-line tools). */
  mailer?: Mailer;
}

export const joiningContext = (app: FastifyInstance): JoiningContext => ({
  db: app.deps.db,
  clock: app.deps.clock,
  gateway: app.deps.gateway,
  config: app.deps.config,
  log: app.log,
  mailer: app.deps.mailer,
});

/** Our own payment reference: unguessable, unique, accepted by every provider (letters, digits, dashes). */
export const newReference = (prefix = 'TF') => `${prefix}-${randomBytes(10).toString('hex').toUpperCase()}`;

/** The N100 card verification charge (part 1 section 9), refunded once the card is saved. */
export const CARD_VERIFICATION_KOBO = 10_000n;

/** Plans bought with money (card, checkout or transfer); ORDINARY is free and FLEXI has its own call. */
export const FIXED_PAID_PLANS = ['SILVER', 'GOLD', 'PLATINUM'] as const;
