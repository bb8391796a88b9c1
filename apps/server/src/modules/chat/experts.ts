import { CHAT_KIND_TITLES, CHAT_MESSAGES, type ChatKind, type Expert } from '@trust/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { chatConversations } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../http/envelope.ts';
import { allExperts, conversationById, expertKindOf } from './queries.ts';
import { EVENTS, rooms } from './rooms.ts';

/** Every expert with presence (online, away, offline), for the console's list and hand-over. */
export async function expertsWithPresence(app: FastifyInstance): Promise<Expert[]> {
  const experts = await allExperts(app.deps.db);
  const presence = await app.chat.realtime.presence(experts.map((e) => e.id));
  return experts.map((e) => ({
    id: e.id,
    name: e.name,
    email: e.email,
    kind: e.kind as ChatKind,
    presence: presence.get(e.id) ?? 'offline',
  }));
}

/**
 * Hands a conversation to another expert of its kind: its holder (or any expert of the kind while
 * nobody holds it, or an admin) names the next one, who then receives its messages. Raises 404 for a
 * conversation of another kind, 403 when another expert holds it, 400 for a target of another kind.
 */
export async function handOver(
  app: FastifyInstance,
  actor: { userId: number; admin: boolean },
  conversationId: number,
  toExpertId: number,
) {
  const { db } = app.deps;
  const conv = await conversationById(db, conversationId);
  const actorKind = actor.admin ? null : await expertKindOf(db, actor.userId);
  if (!conv || (!actor.admin && conv.kind !== actorKind)) throw notFound(CHAT_MESSAGES.notYours);
  if (!actor.admin && conv.expertId !== null && conv.expertId !== actor.userId) {
    throw forbidden(`Another ${CHAT_KIND_TITLES[conv.kind as ChatKind]} holds this conversation.`);
  }
  if ((await expertKindOf(db, toExpertId)) !== conv.kind) throw badRequest(CHAT_MESSAGES.handoverTarget);
  await db.update(chatConversations).set({ expertId: toExpertId }).where(eq(chatConversations.id, conv.id));
  app.chat.realtime.emit([rooms.console(conv.kind as ChatKind)], EVENTS.conversation, {
    id: conv.id,
    expert_id: toExpertId,
  });
}
