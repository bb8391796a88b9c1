import { type ChatCounts, type ChatKind, USER_TERMINATED } from '@trust/shared';
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

/** The message a sender stored in a conversation under a client id (a retry looks for it first). */
export async function messageByClientId(db: Db, convId: number, sender: Sender, clientId: string) {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, convId),
        eq(chatMessages.sender, sender),
        eq(chatMessages.clientId, clientId),
      ),
    );
  return row;
}

/**
 * Stores a message and moves the conversation's last-message time. With a client id, a message
 * already stored under it (the same message sent twice at once) is answered instead, with `stored`
 * false: nothing is stored twice.
 */
export async function insertMessage(
  db: Db,
  conv: Conversation,
  message: { sender: Sender; fromUserId: number | null; body: string; clientId?: string },
  now: Date,
): Promise<{ msg: Message; stored: boolean }> {
  return db.transaction(async (tx) => {
    const [msg] = await tx
      .insert(chatMessages)
      .values({ conversationId: conv.id, ...message, clientId: message.clientId ?? null, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!msg) {
      const earlier =
        message.clientId && (await messageByClientId(tx, conv.id, message.sender, message.clientId));
      if (!earlier) throw new Error('message was not stored');
      return { msg: earlier, stored: false };
    }
    await tx.update(chatConversations).set({ lastMessageAt: now }).where(eq(chatConversations.id, conv.id));
    return { msg, stored: true };
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
 * The expert console's list: conversations of the kinds given (all for an admin), with who is on the
 * other side, the expert holding it, the last message, the unread count and since when the member
 * or visitor waits (their first message after the last reply, in an open conversation). Waiting
 * conversations come first, the longest waiting first (the queue); then the rest, newest first.
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
  const waitingSince = sql<Date | null>`(case when chat_conversations.ended_at is null then
    (select min(wm.created_at) from chat_messages wm where wm.conversation_id = chat_conversations.id
       and wm.sender <> 'expert'
       and wm.id > coalesce((select max(xm.id) from chat_messages xm
                             where xm.conversation_id = chat_conversations.id and xm.sender = 'expert'), 0))
    end)`;
  return db
    .select({
      conv: chatConversations,
      member,
      expertName,
      last,
      unread: sql<number>`${unread}::int`,
      waitingSince: sql<string | null>`${waitingSince}`,
    })
    .from(chatConversations)
    .where(inArray(chatConversations.kind, [...kinds]))
    .orderBy(sql`${waitingSince} asc nulls last`, desc(chatConversations.lastMessageAt))
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
    .select({ role: users.role, status: users.status, kind: expertProfiles.kind })
    .from(users)
    .leftJoin(expertProfiles, eq(expertProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row ? chatKindOfStaff(row) : null;
}

/**
 * The chat an operator answers: a support operator is customer care (the fund's customer-care
 * agents are its support staff); an expert answers their profile's kind; anyone else, or a disabled
 * account (status 5), none.
 */
function chatKindOfStaff(row: { role: string; status: number; kind: string | null }): ChatKind | null {
  if (row.status === USER_TERMINATED) return null;
  if (row.role === 'support') return 'customer_care';
  if (row.role === 'expert') return (row.kind as ChatKind | null) ?? null;
  return null;
}

/** Every account that answers a chat (experts with their kind, support operators as customer care). */
export async function allExperts(db: Db) {
  const rows = await db
    .select({
      id: users.id,
      name: users.fullName,
      email: users.email,
      role: users.role,
      status: users.status,
      kind: expertProfiles.kind,
    })
    .from(users)
    .leftJoin(expertProfiles, eq(expertProfiles.userId, users.id))
    .where(inArray(users.role, ['expert', 'support']))
    .orderBy(users.fullName);
  return rows
    .map((r) => ({ id: r.id, name: r.name, email: r.email, kind: chatKindOfStaff(r) }))
    .filter((r): r is typeof r & { kind: ChatKind } => r.kind !== null)
    .sort((a, b) => a.kind.localeCompare(b.kind));
}

export async function userName(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ name: users.fullName }).from(users).where(eq(users.id, userId));
  return row?.name ?? '';
}
