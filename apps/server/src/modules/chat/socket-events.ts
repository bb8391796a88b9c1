import {
  CHAT_CLIENT_EVENTS,
  CHAT_MESSAGES,
  type ChatClientEvent,
  type ChatKind,
  type ChatSocketData,
} from '@trust/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { isDatabaseUnavailable } from '../../http/database-unavailable.ts';
import { ApiError } from '../../http/envelope.ts';
import { type IssueLike, issueMessage, pickIssue } from '../../http/messages.ts';
import { conversationById, markRead, memberConversationIds, openConversationOf } from './queries.ts';
import type { Realtime } from './realtime.ts';
import { EVENTS, rooms } from './rooms.ts';
import { type ChatDeps, sendFromCustomer, sendFromExpert, TooFast } from './service.ts';
import type { SocketSessions } from './socket-session.ts';
import type { ChatSocket } from './socket-types.ts';
import { endVisitorConversation } from './visitor.ts';

/** A socket event's payload once its schema (packages/shared chat-events.ts) has read it. */
type Payload<E extends ChatClientEvent> = z.output<(typeof CHAT_CLIENT_EVENTS)[E]>;
type Answer = (answer: { ok: true } | { ok: false; message: string }) => void;

/** Refused without a log line: the sender's own mistake or limit, told to them in the answer. */
class Refusal extends Error {}

/** What went wrong, in a sentence for the sender; unexpected failures are logged (expected ones are not). */
function refusal(app: FastifyInstance, event: string, err: unknown): string {
  if (err instanceof TooFast || err instanceof ApiError || err instanceof Refusal) return err.message;
  if (isDatabaseUnavailable(err)) {
    app.log.warn({ event }, 'database unavailable; chat event refused');
    return 'The chat is briefly unavailable. Please try again in a moment.';
  }
  app.log.error({ err, event }, 'chat event failed');
  return event === EVENTS.send
    ? 'The message could not be sent.'
    : 'That could not be done. Please try again.';
}

/** The first problem of a payload, as a sentence (the schema's text, else one naming the field). */
const problem = (error: z.ZodError) => issueMessage(pickIssue(error.issues[0] as IssueLike), 'body');

/**
 * The events a connected socket may send (packages/shared ClientToServerEvents), each through one
 * door: the socket's session is read again first (an ended session is refused with a clear answer
 * and the socket closed: nothing is stored), then the payload is checked by its schema, then the
 * event is handled. Whatever fails, the sender gets `{ ok: false, message }` when it asked for an
 * answer (and a message_refused event for a message), and the server goes on.
 */
export function handleEvents(
  app: FastifyInstance,
  socket: ChatSocket,
  ctx: { sessions: SocketSessions; realtime: Realtime; deps: () => ChatDeps },
): void {
  const who = socket.data;
  const { db, clock } = app.deps;

  function on<E extends ChatClientEvent>(
    event: E,
    handle: (payload: Payload<E>) => Promise<Record<string, unknown> | undefined>,
  ) {
    // The wire carries anything: read the arguments as unknown, the answer callback last if there is one.
    const listener = async (...args: unknown[]) => {
      const ack = typeof args.at(-1) === 'function' ? (args.pop() as Answer) : undefined;
      let ended = false;
      try {
        if (!(await ctx.sessions.stillOpen(socket))) {
          ended = true;
          throw new Refusal(CHAT_MESSAGES.sessionEnded);
        }
        const parsed = CHAT_CLIENT_EVENTS[event].safeParse(args[0]);
        if (!parsed.success) throw new Refusal(problem(parsed.error));
        const answer = await handle(parsed.data as Payload<E>);
        ack?.({ ok: true, ...answer });
      } catch (err) {
        const message = refusal(app, event, err);
        if (event === EVENTS.send || event === EVENTS.end) socket.emit(EVENTS.refused, { message });
        ack?.({ ok: false, message });
      }
      if (ended) socket.disconnect(true);
    };
    // One listener for every event reads its arguments as unknown; socket.io's typed `on` cannot take
    // a listener for an event named by a type parameter, hence the cast.
    socket.on(event, listener as never);
  }

  on('send_message', async ({ role_id, conversation_id, message, client_id }) => {
    const opts = { clientId: client_id, fromSocket: socket.id };
    if (who.as === 'member' && role_id) {
      const writer = { as: 'member' as const, userId: who.userId, name: who.name };
      return { message: await sendFromCustomer(ctx.deps(), writer, role_id, message, opts) };
    }
    if (who.as === 'visitor') {
      const conversation = await conversationById(db, who.conversationId);
      if (!conversation) throw new Refusal(CHAT_MESSAGES.signInFirst);
      const writer = { as: 'visitor' as const, conversation };
      return { message: await sendFromCustomer(ctx.deps(), writer, 'customer_care', message, opts) };
    }
    if ((who.as === 'expert' || who.as === 'admin') && conversation_id) {
      const writer = {
        as: 'expert' as const,
        userId: who.userId,
        name: who.name,
        kind: who.as === 'expert' ? who.kind : null,
        admin: who.as === 'admin',
      };
      return { message: await sendFromExpert(ctx.deps(), writer, conversation_id, message, opts) };
    }
    throw new Refusal('Say which chat the message is for.');
  });

  on('typing', async ({ role_id, conversation_id }) => {
    const to = await typingTarget(who, role_id, conversation_id);
    if (to) {
      socket.to(to.room).emit(EVENTS.typing, {
        conversation_id: to.conversationId,
        message: `${who.name} is typing…`,
        username: who.name,
      });
    }
    return undefined;
  });

  on('presence', async ({ status }) => {
    if (who.as !== 'expert') throw new Refusal('Only an expert sets their presence.');
    who.status = status;
    if (status === 'online') socket.join(rooms.online(who.kind));
    else socket.leave(rooms.online(who.kind));
    ctx.realtime.emit([rooms.console(who.kind)], EVENTS.presence, { id: who.userId, status });
    return undefined;
  });

  // The member's or visitor's page is open on the conversation: what arrives is read.
  on('read', async ({ role_id }) => {
    const now = clock.now();
    if (who.as === 'member' && role_id) {
      await markRead(db, await memberConversationIds(db, who.userId, role_id), 'customer', now);
    } else if (who.as === 'visitor') {
      await markRead(db, [who.conversationId], 'customer', now);
    }
    return undefined;
  });

  on('end_conversation', async () => {
    if (who.as !== 'visitor') throw new Refusal('Only a visitor ends their conversation here.');
    await endVisitorConversation(app, who.conversationId);
    // Answered first, then closed: the visitor's page shows the end.
    setImmediate(() => socket.disconnect(true));
    return undefined;
  });

  /** Where a typing event goes: the other side of the writer's conversation. */
  async function typingTarget(who: ChatSocketData, kind?: ChatKind, conversationId?: number) {
    if (who.as === 'member' && kind) {
      const conv = await openConversationOf(db, who.userId, kind);
      if (!conv) return { room: rooms.online(kind), conversationId: null };
      return {
        room: conv.expertId ? rooms.user(conv.expertId) : rooms.online(kind),
        conversationId: conv.id,
      };
    }
    if (who.as === 'visitor') {
      const conv = await conversationById(db, who.conversationId);
      if (!conv) return null;
      return {
        room: conv.expertId ? rooms.user(conv.expertId) : rooms.online('customer_care'),
        conversationId: conv.id,
      };
    }
    if ((who.as === 'expert' || who.as === 'admin') && conversationId) {
      const conv = await conversationById(db, conversationId);
      if (!conv || (who.as === 'expert' && conv.kind !== who.kind)) return null;
      return {
        room: conv.memberId ? rooms.user(conv.memberId) : rooms.visitor(conv.id),
        conversationId: conv.id,
      };
    }
    return null;
  }
}
