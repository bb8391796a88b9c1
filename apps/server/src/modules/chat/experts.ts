import { CHAT_KIND_TITLES, CHAT_MESSAGES, type ChatKind, type Expert } from '@trust/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { chatConversations, expertProfiles, users } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/envelope.ts';
import { hashPassword } from '../auth/index.ts';
import { allExperts, conversationById, expertKindOf } from './queries.ts';
import { EVENTS, rooms } from './rooms.ts';

/**
 * An admin creates an expert account (role `expert`) that answers one kind of chat. The expert signs
 * in on the same login page and lands on the console's Chat section. Raises 409 for a taken email.
 */
export async function createExpert(app: FastifyInstance, body: NewExpert) {
  const { db, clock } = app.deps;
  const now = clock.now();
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
  if (taken) throw conflict(CHAT_MESSAGES.emailTaken, { field: 'email' });
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        fullName: body.full_name,
        email: body.email,
        phone: body.phone.replace(/^\+/, ''),
        passwordHash,
        role: 'expert',
        emailVerifiedAt: now,
        registrationComplete: true,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('expert was not created');
    await tx.insert(expertProfiles).values({ userId: user.id, kind: body.kind, createdAt: now });
    return user.id;
  });
}
type NewExpert = { full_name: string; email: string; phone: string; password: string; kind: ChatKind };

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
