import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { notifications } from './notifications.ts';

/**
 * A message an operator wrote once to every member or a segment (the console's Messages), sent by the
 * job runner from sendAt on. status: scheduled (waiting for its time), sending (members reached up to
 * cursorUserId, in member id order), sent, cancelled (before it started). The segment is kept as the
 * operator chose it and read again when the message is sent; email and push say whether those
 * channels are used at all (each member's own choices still decide for them).
 */
export const fundMessages = pgTable(
  'fund_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    subject: text().notNull(),
    body: text().notNull(),
    email: boolean().notNull(),
    push: boolean().notNull(),
    segment: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text().notNull().default('scheduled'),
    sendAt: timestamp({ withTimezone: true }).notNull(),
    createdBy: integer()
      .notNull()
      .references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    /**
     * The highest member id already sent to: each batch of members is written with this in one
     * transaction, so a send stopped by a crash goes on after it and never reaches a member twice.
     */
    cursorUserId: integer().notNull().default(0),
  },
  (t) => [
    index('fund_messages_due_idx').on(t.status, t.sendAt),
    check('fund_messages_status_check', sql`${t.status} in ('scheduled', 'sending', 'sent', 'cancelled')`),
  ],
);

/** Each member a message reached, with the notification it wrote (read counts come from there). */
export const fundMessageRecipients = pgTable(
  'fund_message_recipients',
  {
    messageId: integer()
      .notNull()
      .references(() => fundMessages.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    notificationId: integer()
      .notNull()
      .references(() => notifications.id),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] })],
);

/**
 * Keys that sign links members open without signing in (an email's unsubscribe link), by name: made
 * once by the first instance that needs one and shared by every instance, never replaced (a new key
 * would break every link already mailed). Secret: never logged or shown.
 */
export const linkSigningKeys = pgTable('link_signing_keys', {
  name: text().primaryKey(),
  key: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
});
