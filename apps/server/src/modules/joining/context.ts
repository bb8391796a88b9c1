import { type PaymentsContext, paymentsContext } from '../payments/index.ts';

/** What the joining rules need: those of a payment's life (the database, clock, gateway, settings, log, mailer). */
export type JoiningContext = PaymentsContext;
export const joiningContext = paymentsContext;

/** The N100 card verification charge (part 1 section 9), refunded once the card is saved. */
export const CARD_VERIFICATION_KOBO = 10_000n;

/** Plans bought with money (card, checkout or transfer); ORDINARY is free and FLEXI has its own call. */
export const FIXED_PAID_PLANS = ['SILVER', 'GOLD', 'PLATINUM'] as const;
