import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * The kind of chat an expert answers (spec part 2 section 3, "chat types"): customer_care,
 * business_expert, legal_adviser, medical_adviser. One row per operator account of role `expert`.
 */
export const expertProfiles = pgTable('expert_profiles', {
  userId: integer()
    .primaryKey()
    .references(() => users.id),
  kind: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * One conversation between a member (or a visitor from /support) and the experts of one kind.
 * expertId is null until an expert answers (the first message goes to every online expert of the
 * kind); then the conversation is that expert's until it is handed over. A visitor's conversation
 * keeps only the SHA-256 of the visitor token. endedAt closes it (a visitor's transcript is mailed then).
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text().notNull(),
    memberId: integer().references(() => users.id),
    visitorName: text(),
    visitorEmail: text(),
    /** The visitor's 4-digit id (1000 to 9999) shown on /support. */
    visitorNumber: integer(),
    visitorTokenHash: text(),
    expertId: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    lastMessageAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
    /**
     * When a message of the member or visitor found nobody of the kind online (it waits in the
     * console's queue); cleared by the next reply, which is then also sent by email and notification.
     */
    queuedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // A member has one open conversation per kind.
    uniqueIndex('chat_conversations_member_kind_key')
      .on(t.memberId, t.kind)
      .where(sql`member_id is not null and ended_at is null`),
    uniqueIndex('chat_conversations_visitor_token_key').on(t.visitorTokenHash),
    index('chat_conversations_kind_idx').on(t.kind, t.lastMessageAt),
  ],
);

/**
 * A message of a conversation. sender is 'member', 'visitor' or 'expert'; fromUserId is the member's
 * or the expert's account (null for a visitor). readAt is set when the other side has read it.
 * clientId is the UUID the sending app made for the message (null from a client that sends none): a
 * retry of the same message finds it here instead of storing it twice.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer()
      .notNull()
      .references(() => chatConversations.id),
    sender: text().notNull(),
    fromUserId: integer().references(() => users.id),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    readAt: timestamp({ withTimezone: true }),
    clientId: uuid(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    // One message per client id, per conversation and sender: a retried send stores nothing more.
    uniqueIndex('chat_messages_client_id_key')
      .on(t.conversationId, t.sender, t.clientId)
      .where(sql`client_id is not null`),
  ],
);

/**
 * The external group chat an expert entry of the members' sidebar opens (Business Expert, Legal Advice,
 * Medical Advice: part 2 section 2.2), set by an operator in the console. No row: the in-app /chat.
 */
export const chatGroupLinks = pgTable('chat_group_links', {
  kind: text().primaryKey(),
  url: text().notNull(),
  updatedBy: integer().references(() => users.id),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});
