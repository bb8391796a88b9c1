import { randomBytes, randomInt } from 'node:crypto';
import { CHAT_MESSAGES, formatDateTime } from '@trust/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { chatConversations } from '../../db/schema/index.ts';
import { hashToken } from '../../http/session-guard.ts';
import { enqueueMail } from '../../mail/queue.ts';
import { conversationById, messagesOf } from './queries.ts';
import { EVENTS, rooms } from './rooms.ts';

/**
 * A visitor from the Start Conversation page: a customer-care conversation, the visitor's name and a
 * random 4-digit id (1000 to 9999, part 2 section 2.16), and the token that opens the chat. The token
 * is 32 random bytes; only its SHA-256 is kept, so it is as hard to forge as a signature and can be
 * refused once the conversation has ended.
 */
export async function startVisitor(app: FastifyInstance, input: { name: string; email: string }) {
  const { db, clock } = app.deps;
  const token = randomBytes(32).toString('base64url');
  const visitorNumber = randomInt(1000, 10000);
  const now = clock.now();
  await db.insert(chatConversations).values({
    kind: 'customer_care',
    visitorName: input.name,
    visitorEmail: input.email,
    visitorNumber,
    visitorTokenHash: hashToken(token),
    createdAt: now,
    lastMessageAt: now,
  });
  return { name: input.name, visitor_id: visitorNumber, token };
}

/**
 * Ends a visitor's conversation (the visitor leaves, or the expert closes it) and queues the
 * transcript to the visitor's email in the same transaction, through the mail queue (a slow mail
 * server never delays the answer; one email per conversation even if ended twice). Each line carries
 * its date and time in Lagos, as every date shown to a person does (packages/shared dates.ts).
 */
export async function endVisitorConversation(app: FastifyInstance, conversationId: number): Promise<void> {
  const { db, clock } = app.deps;
  const now = clock.now();
  const conv = await conversationById(db, conversationId);
  if (!conv || conv.memberId !== null) return;
  const messages = await messagesOf(db, conv.id);
  const lines = messages.map(
    (m) =>
      `${formatDateTime(m.createdAt)} ${m.sender === 'expert' ? 'Members Support Team' : (conv.visitorName ?? 'You')}: ${m.body}`,
  );
  await db.transaction(async (tx) => {
    await tx
      .update(chatConversations)
      .set({ endedAt: conv.endedAt ?? now })
      .where(eq(chatConversations.id, conv.id));
    if (conv.visitorEmail) {
      await enqueueMail(
        tx,
        {
          dedupeKey: `chat-transcript:${conv.id}`,
          kind: 'chat_transcript',
          to: conv.visitorEmail,
          name: conv.visitorName ?? '',
          subject: CHAT_MESSAGES.transcriptSubject,
          message: [
            `Your visitor number: #${conv.visitorNumber}. Times are Lagos time.`,
            '',
            ...(lines.length ? lines : ['(No messages were written.)']),
          ].join('\n'),
        },
        now,
      );
    }
  });
  app.chat.realtime.emit([rooms.visitor(conv.id)], EVENTS.end, { message: CHAT_MESSAGES.conversationEnded });
  app.chat.realtime.emit([rooms.console('customer_care')], EVENTS.conversation, { id: conv.id });
}
