import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * What a referral earning was for: the level and the member whose plan paid it, one row per ledger
 * entry (kind referral-earning). The money itself is only in the ledger; this row lets the earnings
 * list name the member a referrer brought in and the level, exactly, without reading journal texts.
 */
export const referralEarnings = pgTable(
  'referral_earnings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The idempotency key of the journal entry that paid it (referral:<payment>:<level>). */
    entryKey: text().notNull(),
    /** Who earned it. */
    referrerId: integer()
      .notNull()
      .references(() => users.id),
    /** The member whose paid plan earned it. */
    memberId: integer()
      .notNull()
      .references(() => users.id),
    /** 1, 2 or 3: how many referrals down the paying member is. */
    level: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('referral_earnings_entry_key').on(t.entryKey),
    index('referral_earnings_referrer_idx').on(t.referrerId),
  ],
);
