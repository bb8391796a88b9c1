import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { memberships } from './plans.ts';

/**
 * One row per member, cycle and contribution period (a week; a calendar month for a monthly FLEXI
 * plan). The auto-debit job inserts the row (status charging) before it calls the payment provider,
 * so a crash and a re-run find it and verify the reference instead of charging again.
 *
 * status: charging (attempt recorded, provider answer not yet stored), paid, missed.
 * source: card (auto-debit of the saved card), mandate (auto-debit of the bank account's direct-debit
 * mandate), transfer (confirmed bank transfer), save-more (paid in advance), earnings
 * (paid from the member's earnings),
 * activation (the first period, paid with the plan purchase), none (missed with no attempt).
 */
export const contributionWeeks = pgTable(
  'contribution_weeks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    membershipId: integer()
      .notNull()
      .references(() => memberships.id),
    cycleNumber: integer().notNull(),
    /** 1-based period number within the cycle. */
    week: integer().notNull(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    amountKobo: bigint({ mode: 'bigint' }).notNull(),
    status: text().notNull(),
    source: text().notNull(),
    /**
     * For card and mandate debits the provider reference WD-<member>-<cycle>-<week> (weekly-debit:<member>:<cycle>-<week>
     * in rows of release 1, kept as written); the payment's reference otherwise.
     */
    reference: text(),
    /** The provider's words on a failed debit ('Insufficient funds'), or why no debit was tried. */
    failureReason: text(),
    attemptedAt: timestamp({ withTimezone: true }),
    settledAt: timestamp({ withTimezone: true }),
    /** Set when a missed period was paid late (within the 4-week grace). */
    paidLateAt: timestamp({ withTimezone: true }),
    /** The payment (bank transfer, Save More) that paid this period late or in advance. */
    paidWith: text(),
  },
  (t) => [
    uniqueIndex('contribution_weeks_member_period_key').on(t.userId, t.cycleNumber, t.week),
    uniqueIndex('contribution_weeks_reference_key').on(t.reference).where(sql`source in ('card', 'mandate')`),
    index('contribution_weeks_membership_idx').on(t.membershipId, t.cycleNumber, t.week),
    index('contribution_weeks_charging_idx').on(t.status).where(sql`status = 'charging'`),
    // A member's periods in due order with their status, for the titles (standingsOf): read from the
    // index alone (once vacuum has marked the pages visible), a page or two per member, instead of one
    // table page per period (a member's periods lie a week's inserts apart, one page each).
    index('contribution_weeks_history_idx').on(t.userId, t.dueAt, t.id, t.status),
    // The console's reports, read from the indexes alone (index-only scans, no table page per period):
    // periods due between two days with how they were paid, and the missed ones for the arrears.
    index('contribution_weeks_due_idx').on(t.dueAt, t.status, t.source, t.amountKobo),
    index('contribution_weeks_missed_idx')
      .on(t.dueAt, t.membershipId, t.cycleNumber, t.userId, t.amountKobo, t.paidLateAt)
      .where(sql`status = 'missed'`),
    // The at-risk list: the missed periods not paid late, by membership and cycle, with their amounts
    // and due times, from the index alone (not a table page per period).
    index('contribution_weeks_unpaid_missed_idx')
      .on(t.membershipId, t.cycleNumber, t.dueAt, t.amountKobo)
      .where(sql`status = 'missed' and paid_late_at is null`),
    check('contribution_weeks_status_check', sql`${t.status} in ('charging', 'paid', 'missed')`),
  ],
);

/**
 * Payouts sent together, proposed by one operator and approved by another (proposal kind
 * payout-batch). method: transfer (the provider's transfer API) or csv (a bulk-payment file for the
 * fund's bank, marked sent by a second operator).
 * status: proposed, sending (transfers started), exported (CSV ready, waiting to be marked sent),
 * sent, rejected.
 */
export const payoutBatches = pgTable(
  'payout_batches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    method: text().notNull(),
    status: text().notNull().default('proposed'),
    totalKobo: bigint({ mode: 'bigint' }).notNull(),
    payoutCount: integer().notNull(),
    proposedBy: integer()
      .notNull()
      .references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    approvedBy: integer().references(() => users.id),
    approvedAt: timestamp({ withTimezone: true }),
    markedSentBy: integer().references(() => users.id),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('payout_batches_method_check', sql`${t.method} in ('transfer', 'csv')`),
    check(
      'payout_batches_status_check',
      sql`${t.status} in ('proposed', 'sending', 'exported', 'sent', 'rejected')`,
    ),
  ],
);

/**
 * Money the fund must send to a member's bank account: a cash-out at the end of a cycle, a
 * redemption of earnings, or a loan, POP or ETC disbursal. Recorded with the ledger entry that moved
 * the amount to liability:payouts-due; operators send it in a batch (modules/admin/payouts).
 * status: pending (waiting for a batch), batched (in a batch proposed or exported as a bank CSV),
 * sending (a transfer started with the provider), sent, failed (failed or reversed: the money went
 * back to the member's account in the ledger).
 */
export const payouts = pgTable(
  'payouts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** cashout | redemption | loan | pop | etc (a disbursal) */
    kind: text().notNull(),
    /** The ledger idempotency key of the entry that created it (cashout:<member>:<cycle>). */
    reference: text().notNull(),
    membershipId: integer().references(() => memberships.id),
    cycleNumber: integer(),
    amountKobo: bigint({ mode: 'bigint' }).notNull(),
    contributionsKobo: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    trustBonusKobo: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    membershipFeeKobo: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    /** The bank details at the time of the request (the member may change them later). */
    bankName: text().notNull(),
    accountNumber: text().notNull(),
    accountHolderName: text().notNull(),
    /** The provider's code of the bank, copied with the details; null for details typed before the bank list. */
    bankCode: text(),
    status: text().notNull().default('pending'),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    sentAt: timestamp({ withTimezone: true }),
    /** The batch it is sent in (payout_batches); null while pending. */
    batchId: integer().references(() => payoutBatches.id),
    /** Our reference for the provider's transfer (lowercase, as Paystack asks): tf-payout-<id>. */
    transferReference: text(),
    /** The provider's words on a failed or reversed transfer. */
    failureReason: text(),
    failedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payouts_reference_key').on(t.reference),
    uniqueIndex('payouts_transfer_reference_key').on(t.transferReference),
    index('payouts_batch_idx').on(t.batchId),
    index('payouts_user_idx').on(t.userId, t.createdAt),
    index('payouts_pending_idx').on(t.status).where(sql`status = 'pending'`),
  ],
);
