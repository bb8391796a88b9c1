import { index, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * A trust network link (part 2 section 2.9): a member asked another, by TFP code, to join their trust
 * network. status (t_mem_status): 0 request pending, 1 accepted, 2 rejected. An accepted link is
 * mutual: each is in the other's network, and each may choose the other as a truster for a loan.
 * One link per pair, whoever asked (the pair is stored in id order in low/high).
 */
export const trustMembers = pgTable(
  'trust_members',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The member who sent the request. */
    requesterId: integer()
      .notNull()
      .references(() => users.id),
    /** The member asked. */
    memberId: integer()
      .notNull()
      .references(() => users.id),
    /** min(requesterId, memberId) and max(…): one link per pair, whichever way it was asked. */
    lowId: integer().notNull(),
    highId: integer().notNull(),
    status: integer().notNull().default(0),
    requestedAt: timestamp({ withTimezone: true }).notNull(),
    answeredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('trust_members_pair_key').on(t.lowId, t.highId),
    index('trust_members_member_idx').on(t.memberId, t.status),
    index('trust_members_requester_idx').on(t.requesterId, t.status),
  ],
);
