import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * A browser a member allowed to show push notifications (POST /subscribe, part 1 section 7). The
 * endpoint is the push service's address for that browser: one row per endpoint, moved to the member
 * who subscribed last (a shared computer). p256dh and auth are the browser's public encryption key
 * and shared auth value, which only let us encrypt to it. A 404 or 410 from the push service deletes
 * the row: the browser dropped the subscription.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * Push notifications waiting to be sent, one per notification and browser, written in the same
 * transaction as the notification so a rolled-back change never pushes. The push-outbox job sends
 * them (status pending, sent, gone when the browser unsubscribed, or dead after the last retry with
 * lastError). Deleting the subscription deletes what still waited for it.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    dedupeKey: text().notNull().unique(),
    subscriptionId: integer()
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id),
    title: text().notNull(),
    body: text().notNull(),
    /** The app path the notification opens when clicked (notificationclick). */
    url: text().notNull(),
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('push_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/**
 * The fund's one web push (VAPID) key pair, shared by every server instance: browsers subscribe with
 * its public key, and a push signed with another pair is refused, so it is made once (the first
 * instance to start inserts it; the others insert nothing and read it) and never replaced. Unused
 * when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set. The private key is a secret: never logged, and
 * the backups that hold it are kept as carefully as the passwords.
 */
export const pushKeys = pgTable(
  'push_keys',
  {
    /** Always 1: one pair per fund. */
    id: integer().primaryKey().default(1),
    publicKey: text().notNull(),
    privateKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [check('push_keys_one_pair', sql`${t.id} = 1`)],
);
