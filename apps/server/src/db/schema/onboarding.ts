import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * The trust partner a new member named after paying (part 1, /trustpartner): the member who
 * brought them in, or NOONE. One per member; naming again replaces it.
 */
export const trustPartners = pgTable(
  'trust_partners',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** NOONE | FRIEND | FAMILY | COLLEAGUE | OTHERS */
    relationship: text().notNull(),
    partnerUserId: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('trust_partners_user_key').on(t.userId),
    index('trust_partners_partner_idx').on(t.partnerUserId),
  ],
);

/** An invitation a member emailed to a friend with their referral link (part 1, /trustnetwork). */
export const invitations = pgTable(
  'invitations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    email: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    lastSentAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('invitations_user_email_key').on(t.userId, t.email)],
);
