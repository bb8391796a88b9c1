import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { memberships } from './plans.ts';

/**
 * Every payment we ask a provider (or a member's bank) for. The row, with our own unique reference,
 * is written BEFORE the provider is called, so every provider answer, redirect and webhook can be
 * matched to it, and applying it is guarded by its status (pending -> success once).
 *
 * purpose: plan (membership fee + first contribution), card-setup (the N100 card verification,
 * refunded), card-change (the N100 check of a new card, refunded), save-more, transfer (a bank
 * transfer awaiting an operator's confirmation).
 * method: checkout (hosted page), card (card form), saved-card (charge of a stored authorization),
 * transfer, free.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    reference: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    membershipId: integer().references(() => memberships.id),
    purpose: text().notNull(),
    method: text().notNull(),
    gateway: text().notNull(),
    amountKobo: bigint({ mode: 'bigint' }).notNull(),
    currency: text().notNull().default('NGN'),
    /** pending, success, failed. */
    status: text().notNull().default('pending'),
    /** The provider's words on a failure, or why we refused its answer (amount mismatch). */
    failureReason: text(),
    /** For a card-setup payment: the plan payment charged to the card it set up. */
    followUpReference: text(),
    /** The provider's own handle for a charge in progress (the OTP reference of a direct charge). */
    providerReference: text(),
    /** OTPs tried for this charge; after OTP_TRIES wrong ones the charge fails (joining/purchase.ts). */
    otpAttempts: integer().notNull().default(0),
    /** Set by whoever claims the charge of a saved card, so it is sent to the provider once. */
    attemptedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    settledAt: timestamp({ withTimezone: true }),
    /** Set by whoever claims the refund of a card-setup charge, so it is asked for once. */
    refundRequestedAt: timestamp({ withTimezone: true }),
    /** pending, processing, processed, failed, needs-attention: the provider's words, from its answer and its refund webhooks. */
    refundStatus: text(),
    /** Why the last refund attempt failed (the provider's words), for the operator who takes it up. */
    refundError: text(),
    /** An operator closed a failed or needs-attention refund (refunded by hand, or nothing owed) with a note. */
    refundResolvedAt: timestamp({ withTimezone: true }),
    refundResolvedBy: integer().references(() => users.id),
    refundNote: text(),
    /** Set by whoever claims the receipt e-mail of a settled plan payment, so it is sent once. */
    receiptSentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_reference_key').on(t.reference),
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_membership_idx').on(t.membershipId),
    index('payments_refund_attention_idx')
      .on(t.refundStatus)
      .where(sql`refund_status in ('failed', 'needs-attention') and refund_resolved_at is null`),
    check('payments_status_check', sql`${t.status} in ('pending', 'success', 'failed')`),
    check('payments_amount_check', sql`${t.amountKobo} >= 0`),
  ],
);

/**
 * A member's card as the provider tokenised it. Card number, CVV and PIN never reach the database:
 * only the provider's reusable authorization code, last 4 digits, brand and expiry.
 */
export const cards = pgTable(
  'cards',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    gateway: text().notNull(),
    authorizationCode: text().notNull(),
    last4: text().notNull(),
    brand: text().notNull(),
    expMonth: text().notNull(),
    expYear: text().notNull(),
    /** Name on the card as the member typed it (shown on the card-change screen). */
    holderName: text(),
    /** The card the weekly auto-debit charges; one per member. */
    isDefault: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('cards_user_authorization_key').on(t.userId, t.authorizationCode),
    uniqueIndex('cards_one_default_per_user').on(t.userId).where(sql`is_default = 1`),
  ],
);

/**
 * Every signed provider webhook, stored before it is answered so none is lost: the route answers 200
 * at once and the job queue does the work (modules/payments/webhook-events.ts). eventKey (the event's
 * name with the provider's id of what it is about, or its reference) makes a replayed delivery one row.
 * Only the event's name and references are kept: never the customer or card data of the body.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventKey: text().notNull(),
    event: text().notNull(),
    /** Our reference the event is about (a charge, a transfer, or the charge a refund returns). */
    reference: text().notNull(),
    /** The refund's status in a refund event. */
    status: text(),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
    processedAt: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    lastError: text(),
  },
  (t) => [
    uniqueIndex('payment_events_key').on(t.eventKey),
    index('payment_events_unprocessed_idx').on(t.receivedAt).where(sql`processed_at is null`),
  ],
);
