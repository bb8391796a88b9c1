import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * What a member reads on /notifications (spec part 2 sections 2.15 and 3). key names the kind
 * (aye_noty_loan_request_to_trusters, aye_noty_trust_request, missed_contribution, …); byUserId,
 * loanId and eventId link a request to what it is about. readAt null means unread
 * (notification_status '0').
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    key: text().notNull().default('general'),
    subject: text().notNull(),
    message: text().notNull(),
    byUserId: integer(),
    loanId: integer(),
    eventId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);
