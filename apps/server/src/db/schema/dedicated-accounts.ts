import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * Each member's own account number (a Paystack Dedicated Virtual Account, or the sandbox's): money
 * sent to it arrives by webhook with the provider's reference and is credited without an operator
 * (modules/dedicated-accounts). One per member; the provider's customer code is kept so the account
 * is asked for once.
 */
export const dedicatedAccounts = pgTable(
  'dedicated_accounts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** sandbox or paystack: the gateway that assigned it. */
    provider: text().notNull(),
    customerCode: text().notNull(),
    bankName: text().notNull(),
    accountNumber: text().notNull(),
    accountName: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('dedicated_accounts_user_key').on(t.userId),
    uniqueIndex('dedicated_accounts_number_key').on(t.accountNumber),
    index('dedicated_accounts_customer_idx').on(t.customerCode),
  ],
);

/**
 * One row per transfer received on a dedicated account, under the provider's reference: written in
 * the transaction that posts it, so a replayed or reordered webhook finds it and credits nothing
 * again. `allocation` says where the money went (docs/domain-rules.md, "Money rails: dedicated
 * accounts"), as the member's receipt shows it.
 */
export const dedicatedTransfers = pgTable(
  'dedicated_transfers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    reference: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    accountNumber: text().notNull(),
    amountKobo: bigint({ mode: 'bigint' }).notNull(),
    /** [{ part, amount_kobo, weeks? }] in the order the money was applied. */
    allocation: jsonb().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('dedicated_transfers_reference_key').on(t.reference),
    index('dedicated_transfers_user_idx').on(t.userId, t.receivedAt),
  ],
);

/**
 * A transfer into a dedicated account that could not be credited by itself (an account we do not
 * know, an amount not in naira, a member whose account is terminated): kept under the provider's
 * reference for finance, who credits it to the right member through an approval (modules/dedicated-
 * accounts/uncredited.ts). `credited*` is set when the approval applied it.
 */
export const uncreditedTransfers = pgTable(
  'uncredited_transfers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    reference: text().notNull(),
    /** unknown-account, not-naira or member-closed. */
    reason: text().notNull(),
    accountNumber: text(),
    customerCode: text(),
    /** The member the account belongs to, when it is one of ours. */
    userId: integer().references(() => users.id),
    amountKobo: bigint({ mode: 'bigint' }).notNull(),
    currency: text().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
    creditedUserId: integer().references(() => users.id),
    creditedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('uncredited_transfers_reference_key').on(t.reference),
    index('uncredited_transfers_open_idx').on(t.receivedAt).where(sql`credited_at is null`),
    check(
      'uncredited_transfers_reason_check',
      sql`${t.reason} in ('unknown-account', 'not-naira', 'member-closed')`,
    ),
  ],
);

/**
 * The provider's last refusal to assign a member's dedicated account (Paystack's
 * dedicatedaccount.assign.failed), with its reason for operators; the member is told the account could
 * not be opened. Cleared when the member's BVN is identified again (which asks again); an account
 * stored for the member outranks it.
 */
export const dedicatedAccountFailures = pgTable('dedicated_account_failures', {
  userId: integer()
    .primaryKey()
    .references(() => users.id),
  customerCode: text().notNull(),
  /** The provider's words, cut to 300 characters. */
  reason: text().notNull(),
  failedAt: timestamp({ withTimezone: true }).notNull(),
});
