import { CHAT_KIND_TITLES, CHAT_MESSAGES, type ChatKind } from '@trust/shared';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatConversations } from '../../db/schema/index.ts';
import { enqueueMail } from '../../mail/queue.ts';
import { notifyMember } from '../notifications/index.ts';
import type { Conversation, Message } from './queries.ts';
import type { Realtime } from './realtime.ts';

/**
 * Help always answers: a message finds someone or waits for them. These are the queue's three steps:
 * a conversation whose expert has gone offline goes back to the kind (any expert of it may answer);
 * a message that reaches nobody marks the conversation queued; the reply to a queued conversation
 * is also sent by email and as a notification, since the member or visitor has likely left.
 */

/**
 * The conversation's expert is offline (not connected anywhere, not merely away): the conversation
 * goes back to the kind, so the next expert of the kind who comes online may answer it. Answers the
 * conversation as it now is.
 */
export async function releaseIfHolderOffline(
  db: Db,
  realtime: Realtime,
  conv: Conversation,
): Promise<Conversation> {
  if (conv.expertId === null) return conv;
  const presence = await realtime.presence([conv.expertId]);
  if (presence.has(conv.expertId)) return conv;
  const [released] = await db
    .update(chatConversations)
    .set({ expertId: null })
    .where(and(eq(chatConversations.id, conv.id), eq(chatConversations.expertId, conv.expertId)))
    .returning();
  return released ?? conv;
}

/** A message reached nobody: the conversation waits in the console's queue (its first wait kept). */
export async function markQueued(db: Db, convId: number, now: Date): Promise<void> {
  await db
    .update(chatConversations)
    .set({ queuedAt: now })
    .where(and(eq(chatConversations.id, convId), isNull(chatConversations.queuedAt)));
}

/**
 * The first reply to a queued conversation: the queue mark is cleared (by exactly one reply, even two
 * at once) and the answer also goes out as a notice: to a member, the in-app notification with its
 * push and email by their choices (kind chat_reply or expert_reply); to a visitor, an email to the
 * address they gave (always: they left it for this). Keyed by the reply, so it is sent once.
 */
export async function tellOfAnswer(db: Db, conv: Conversation, reply: Message, now: Date): Promise<void> {
  if (conv.queuedAt === null) return;
  await db.transaction(async (tx) => {
    const [cleared] = await tx
      .update(chatConversations)
      .set({ queuedAt: null })
      .where(and(eq(chatConversations.id, conv.id), isNotNull(chatConversations.queuedAt)))
      .returning({ id: chatConversations.id });
    if (!cleared) return;
    const kind = conv.kind as ChatKind;
    const subject = CHAT_MESSAGES.replySubject(CHAT_KIND_TITLES[kind]);
    const message = `${CHAT_KIND_TITLES[kind]} wrote: ${reply.body}`;
    const key = `chat-reply:${reply.id}`;
    if (conv.memberId !== null) {
      await notifyMember(tx, {
        memberId: conv.memberId,
        kind: kind === 'customer_care' ? 'chat_reply' : 'expert_reply',
        subject,
        message,
        at: now,
        key,
      });
    } else if (conv.visitorEmail) {
      await enqueueMail(
        tx,
        {
          dedupeKey: key,
          kind: 'chat_reply_visitor',
          to: conv.visitorEmail,
          name: conv.visitorName ?? '',
          subject,
          message: [`Your visitor number: #${conv.visitorNumber}.`, '', message].join('\n'),
        },
        now,
      );
    }
  });
}
