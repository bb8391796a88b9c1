import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The double-entry ledger (DESIGN section 4). Rows are only ever inserted, except the materialised
 * balance of an account, which post() updates in the same transaction as the postings it sums
 * (checkLedger verifies the two agree). Amounts are integer kobo; debit positive, credit negative.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** asset:bank, member:<userId>:earnings, … (ledger/accounts.ts). */
    code: text().notNull(),
    /** asset | liability | income | expense | equity */
    type: text().notNull(),
    /** The member a member:<userId>:… account belongs to; null for the fund's own accounts. */
    memberId: integer(),
    /** Sum of this account's postings (debit positive), kept with the postings under a row lock. */
    balance: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    /**
     * How many postings the account has, kept beside the balance: the transactions page's
     * total_records for a whole history, without counting a long history on every page.
     */
    postingCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_code_key').on(t.code),
    index('ledger_accounts_member_idx').on(t.memberId),
    check(
      'ledger_accounts_type_check',
      sql`${t.type} in ('asset', 'liability', 'income', 'expense', 'equity')`,
    ),
  ],
);

/** One balanced movement of money, written once under its idempotency key. */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: text().notNull(),
    /** membership-fee, contribution, save-more, referral-earning, trust-bonus, redemption, cashout, loan, … */
    kind: text().notNull(),
    memberId: integer(),
    description: text().notNull(),
    /** The lines in canonical form, so a replay with the same key can be compared without a join. */
    fingerprint: text().notNull(),
    reversesEntryId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('journal_entries_key').on(t.idempotencyKey),
    index('journal_entries_member_idx').on(t.memberId, t.createdAt),
    uniqueIndex('journal_entries_reverses_key').on(t.reversesEntryId),
  ],
);

/** One line of an entry. createdAt repeats the entry's time so a history is one index range scan. */
export const postings = pgTable(
  'postings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    entryId: integer()
      .notNull()
      .references(() => journalEntries.id),
    accountId: integer()
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint({ mode: 'bigint' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('postings_account_history_idx').on(t.accountId, t.createdAt, t.entryId),
    index('postings_entry_idx').on(t.entryId),
    // The balance sheet at a past date: today's balances less what was posted since, read from the
    // index alone (a time range with each line's account and amount).
    index('postings_created_at_idx').on(t.createdAt, t.accountId, t.amount),
    check('postings_amount_nonzero', sql`${t.amount} <> 0`),
  ],
);
