import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * A payment provider's settlement to the fund's bank (Paystack's GET /settlement), imported once with
 * its transactions and posted from the provider's clearing account to the bank (ledger key
 * `settlement:<gateway>:<provider id>`). Amounts in kobo: processed (the transactions' total), the
 * provider's fees and deductions, what reached the bank, and what our own records hold for its
 * transactions (expected). status: matched (the bank got what our records expect, every transaction
 * ours), difference (flagged for finance), reviewed (finance looked, with a note).
 */
export const settlements = pgTable(
  'settlements',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    gateway: text().notNull(),
    providerId: text().notNull(),
    status: text().notNull(),
    settledAt: timestamp({ withTimezone: true }).notNull(),
    processedKobo: bigint({ mode: 'bigint' }).notNull(),
    feesKobo: bigint({ mode: 'bigint' }).notNull(),
    deductionsKobo: bigint({ mode: 'bigint' }).notNull(),
    amountKobo: bigint({ mode: 'bigint' }).notNull(),
    expectedKobo: bigint({ mode: 'bigint' }).notNull(),
    /** Transactions of the settlement our records do not hold, or hold with another amount. */
    unmatched: integer().notNull(),
    importedAt: timestamp({ withTimezone: true }).notNull(),
    reviewedBy: integer().references(() => users.id),
    reviewedAt: timestamp({ withTimezone: true }),
    reviewNote: text(),
  },
  (t) => [
    uniqueIndex('settlements_provider_key').on(t.gateway, t.providerId),
    check('settlements_status_check', sql`${t.status} in ('matched', 'difference', 'reviewed')`),
  ],
);

/**
 * One transaction a settlement paid out, beside what our records hold for its reference (a payment,
 * or a weekly card debit): match is matched, amount (ours differs) or unknown (not ours at all).
 */
export const settlementTransactions = pgTable(
  'settlement_transactions',
  {
    settlementId: integer()
      .notNull()
      .references(() => settlements.id),
    reference: text().notNull(),
    amountKobo: bigint({ mode: 'bigint' }).notNull(),
    feesKobo: bigint({ mode: 'bigint' }).notNull(),
    paidAt: timestamp({ withTimezone: true }),
    ourAmountKobo: bigint({ mode: 'bigint' }),
    memberId: integer().references(() => users.id),
    match: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.settlementId, t.reference] }),
    check('settlement_transactions_match_check', sql`${t.match} in ('matched', 'amount', 'unknown')`),
  ],
);
