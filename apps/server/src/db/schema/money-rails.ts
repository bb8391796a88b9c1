import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * The banks the provider pays (Paystack GET /bank?country=nigeria): commercial and microfinance banks
 * and mobile-money operators. Refreshed daily by the job runner; a bank the provider no longer lists
 * stays with active false, so details saved with it keep their name.
 */
export const banks = pgTable('banks', {
  code: text().primaryKey(),
  name: text().notNull(),
  /** The provider's kind of account: nuban or mobile_money. */
  type: text().notNull().default('nuban'),
  active: boolean().notNull().default(true),
  refreshedAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * A 6-digit code sent to a member before money leaves the fund or its destination changes. Only an
 * HMAC of the code is kept (never the code); five wrong tries or ten minutes end it, and using it ends it.
 * purpose: cashout | redemption | loan_withdrawal | bank_details.
 */
export const moneyOutCodes = pgTable(
  'money_out_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    purpose: text().notNull(),
    codeHash: text().notNull(),
    /** Random per code, so two equal codes never have equal hashes. */
    salt: text().notNull(),
    attempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('money_out_codes_user_idx').on(t.userId, t.purpose, t.createdAt),
    uniqueIndex('money_out_codes_hash_key').on(t.salt),
  ],
);
