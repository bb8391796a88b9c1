import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * A member's interest-free loan application (part 2 sections 2.8, 3, 4.3, 4.11; docs/domain-rules.md,
 * Loans). state is the application's own life; the wallet's loan_status (0-5) is read from it:
 * - saved: kept for later (loan_process 2), no trusters restricted;
 * - awaiting: submitted, trusters restricted for 48 hours (loan_status 2);
 * - approved: every truster trusted, the disbursal waits for the operators (maker-checker, loan_status 4);
 * - granted: the operators approved the disbursal; the member requests its withdrawal or refunds it (1);
 * - disbursed: withdrawn: the member owes it, the payout is on its way (5) or sent (3);
 * - repaid, refunded, declined, expired, cancelled, withdrawn: ended (loan_status 0).
 */
export const loans = pgTable(
  'loans',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    amountKobo: bigint({ mode: 'bigint' }).notNull(),
    /** The day the member promised to repay by, YYYY-MM-DD (a Lagos calendar day). */
    repaymentDate: text().notNull(),
    state: text().notNull(),
    /** The weighted truster total required and allowed when it was asked (STM 1, GTM 5, PTM 10). */
    minWeight: integer().notNull().default(0),
    maxWeight: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    submittedAt: timestamp({ withTimezone: true }),
    /** submittedAt + 48 hours: the trusters' answers are taken until then. */
    expiresAt: timestamp({ withTimezone: true }),
    decidedAt: timestamp({ withTimezone: true }),
    disbursedAt: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
    /** The last Lagos day an overdue reminder went out (YYYY-MM-DD): one reminder a day. */
    remindedOn: text(),
  },
  (t) => [
    index('loans_user_idx').on(t.userId, t.createdAt),
    index('loans_state_idx').on(t.state),
    // One open application per member (a saved one does not count: it restricts nobody).
    uniqueIndex('loans_one_open_key')
      .on(t.userId)
      .where(sql`state in ('awaiting', 'approved', 'granted', 'disbursed')`),
  ],
);

/**
 * A truster chosen for a loan and their answer: answer null pending, 1 trusted (with the terms
 * checked), 0 declined. type is the tab they were chosen from (STM, GTM, PTM).
 */
export const loanTrusters = pgTable(
  'loan_trusters',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    loanId: integer()
      .notNull()
      .references(() => loans.id),
    trusterId: integer()
      .notNull()
      .references(() => users.id),
    type: text().notNull(),
    answer: integer(),
    termsChecked: integer().notNull().default(0),
    answeredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('loan_trusters_pair_key').on(t.loanId, t.trusterId),
    index('loan_trusters_truster_idx').on(t.trusterId),
  ],
);
