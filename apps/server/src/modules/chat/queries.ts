import type { ChatCounts, ChatKind } from '@trust/shared';
import { and, count, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatConversations, chatMessages, expertProfiles, users } from '../../db/schema/index.ts';

export type Conversation = typeof chatConversations.$inferSelect;
export type Message = typeof chatMessages.$inferSelect;
export type Sender = 'member' | 'visitor' | 'expert';

/** The member's open conversation of a kind, if there is one. */
export async function openConversationOf(db: Db, memberId: number, kind: ChatKind) {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(
      and(
        eq(chatConversations.memberId, memberId),
        eq(chatConversations.kind, kind),
        isNull(chatConversations.endedAt),
      ),
    );
  return row;
}

/** The member's open conversation of a kind, made on their first message. */
export async function openConversationFor(db: Db, memberId: number, kind: ChatKind, now: Date) {
  const existing = await openConversationOf(db, memberId, kind);
  if (existing) return existing;
  // Two first messages at once (two tabs): the unique index keeps one conversation.
  await db
    .insert(chatConversations)
    .values({ kind, memberId, createdAt: now, lastMessageAt: now })
    .onConflictDoNothing();
  const made = await openConversationOf(db, memberId, kind);
  if (!made) throw new Error('conversation was not created');
  return made;
}

export async function conversationById(db: Db, id: number) {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  return row;
}

export async function conversationByVisitorToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.visitorTokenHash, tokenHash));
  return row;
}

/** Stores a message and moves the conversation's last-message time. */
export async function insertMessage(
  db: Db,
  conv: Conversation,
  sender: Sender,
  fromUserId: number | null,
  body: string,
  now: Date,
): Promise<Message> {
  return db.transaction(async (tx) => {
    const [msg] = await tx
      .insert(chatMessages)
      .values({ conversationId: conv.id, sender, fromUserId, body, createdAt: now })
      .returning();
    await tx.update(chatConversations).set({ lastMessageAt: now }).where(eq(chatConversations.id, conv.id));
    if (!msg) throw new Error('message was not stored');
    return msg;
  });
}

/**
 * Makes an expert the conversation's expert when it has none yet. Answers whether this expert now
 * holds it (false: another expert answered first).
 */
export async function claimConversation(db: Db, convId: number, expertId: number): Promise<boolean> {
  await db
    .update(chatConversations)
    .set({ expertId })
    .where(and(eq(chatConversations.id, convId), isNull(chatConversations.expertId)));
  const conv = await conversationById(db, convId);
  return conv?.expertId === expertId;
}

export async function messagesOf(db: Db, convId: number) {
  return db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, convId))
    .orderBy(chatMessages.id);
}

/** Marks as read what the other side sent in these conversations. */
export async function markRead(db: Db, convIds: number[], readerSide: 'expert' | 'customer', now: Date) {
  if (convIds.length === 0) return;
  await db
    .update(chatMessages)
    .set({ readAt: now })
    .where(
      and(
        inArray(chatMessages.conversationId, convIds),
        isNull(chatMessages.readAt),
        readerSide === 'expert' ? ne(chatMessages.sender, 'expert') : eq(chatMessages.sender, 'expert'),
      ),
    );
}

/** A member's conversations of a kind, oldest first (the history survives a conversation's end). */
export async function memberConversationIds(db: Db, memberId: number, kind: ChatKind) {
  const rows = await db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(and(eq(chatConversations.memberId, memberId), eq(chatConversations.kind, kind)));
  return rows.map((r) => r.id);
}

/** A member's unread messages from experts, per kind. */
export async function memberUnreadCounts(db: Db, memberId: number): Promise<ChatCounts> {
  return unreadByKind(
    db,
    and(
      eq(chatConversations.memberId, memberId),
      eq(chatMessages.sender, 'expert'),
      isNull(chatMessages.readAt),
    ),
  );
}

/**
 * The expert console's list: conversations of the kinds given (all for an admin), newest first, with
 * who is on the other side, the expert holding it, the last message and the unread count.
 */
export async function conversationsForConsole(db: Db, kinds: readonly ChatKind[]) {
  // Correlated on the outer row by its qualified name (an interpolated column renders unqualified).
  const member = sql<
    string | null
  >`(select m.full_name from users m where m.id = chat_conversations.member_id)`;
  const expertName = sql<
    string | null
  >`(select e.full_name from users e where e.id = chat_conversations.expert_id)`;
  const last = sql<
    string | null
  >`(select lm.body from chat_messages lm where lm.conversation_id = chat_conversations.id order by lm.id desc limit 1)`;
  const unread = sql<number>`(select count(*) from chat_messages um where um.conversation_id = chat_conversations.id and um.sender <> 'expert' and um.read_at is null)`;
  return db
    .select({
      conv: chatConversations,
      member,
      expertName,
      last,
      unread: sql<number>`${unread}::int`,
    })
    .from(chatConversations)
    .where(inArray(chatConversations.kind, [...kinds]))
    .orderBy(desc(chatConversations.lastMessageAt))
    .limit(100);
}

/** Unread messages waiting for the experts of these kinds, per kind. */
export async function expertUnreadCounts(db: Db, kinds: readonly ChatKind[]): Promise<ChatCounts> {
  return unreadByKind(
    db,
    and(
      inArray(chatConversations.kind, [...kinds]),
      ne(chatMessages.sender, 'expert'),
      isNull(chatMessages.readAt),
    ),
  );
}

/** The count of messages matching `where`, per chat kind (0 for a kind with none). */
async function unreadByKind(db: Db, where: SQL | undefined): Promise<ChatCounts> {
  const rows = await db
    .select({ kind: chatConversations.kind, n: count() })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(where)
    .groupBy(chatConversations.kind);
  const counts: ChatCounts = { customer_care: 0, business_expert: 0, legal_adviser: 0, medical_adviser: 0 };
  for (const r of rows) if (r.kind in counts) counts[r.kind as ChatKind] = Number(r.n);
  return counts;
}

/** The expert kind of an account (null: not an expert). */
export async function expertKindOf(db: Db, userId: number): Promise<ChatKind | null> {
  const [row] = await db
    .select({ kind: expertProfiles.kind })
    .from(expertProfiles)
    .where(eq(expertProfiles.userId, userId));
  return (row?.kind as ChatKind | undefined) ?? null;
}

/** Every expert account with its kind. */
export async function allExperts(db: Db) {
  return db
    .select({ id: users.id, name: users.fullName, email: users.email, kind: expertProfiles.kind })
    .from(expertProfiles)
    .innerJoin(users, eq(users.id, expertProfiles.userId))
    .orderBy(expertProfiles.kind, users.fullName);
}

export async function userName(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ name: users.fullName }).from(users).where(eq(users.id, userId));
  return row?.name ?? '';
}
