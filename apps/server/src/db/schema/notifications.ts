import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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
    /** Set by a caller that may repeat (a retried job, a replayed webhook): one notification per key. */
    dedupeKey: text().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A member's choice, per kind of notification, of whether it also comes by email and as a push
 * notification. No row means the default: both. Security notices (bank details changed, account
 * locked, password) always come by email whatever the email column says.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer()
      .notNull()
      .references(() => users.id),
    kind: text().notNull(),
    email: boolean().notNull().default(true),
    push: boolean().notNull().default(true),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * Emails waiting to be sent, written in the same transaction as the change they tell about, so a
 * rolled-back change never mails and a committed one is never lost. The mail-outbox job sends them:
 * status pending (attempts so far, next try at nextAttemptAt), sent, or dead after the last retry
 * (lastError says why; operators read the dead count). dedupeKey makes a replayed notice one email.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    dedupeKey: text().notNull().unique(),
    userId: integer().references(() => users.id),
    kind: text().notNull(),
    to: text().notNull(),
    /** The greeting name, the notification's subject and message: rendered by the kind's template when sent. */
    name: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    /**
     * The purpose of a one-time sign-in link the email's button carries (a trust request). The link is
     * made when the email is sent, so no sign-in code ever waits in the outbox.
     */
    signInFor: text(),
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);
