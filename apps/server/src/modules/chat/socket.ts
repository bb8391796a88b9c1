import { createAdapter } from '@socket.io/redis-adapter';
import { CHAT_KINDS, type ChatKind, socketSendSchema, socketTypingSchema } from '@trust/shared';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import { ApiError } from '../../http/envelope.ts';
import { sendNotificationCounts } from './notification-count.ts';
import { conversationById, markRead, memberConversationIds, openConversationOf } from './queries.ts';
import { sendLimiter } from './rate-limit.ts';
import type { Realtime } from './realtime.ts';
import { EVENTS, rooms } from './rooms.ts';
import { type ChatDeps, sendFromCustomer, sendFromExpert, TooFast } from './service.ts';
import { identify, REFUSED, type SocketUser } from './socket-auth.ts';
import { endVisitorConversation } from './visitor.ts';

/** The path the realtime channel answers on, on the app's own port. */
export const SOCKET_PATH = '/socket.io/';

declare module 'fastify' {
  interface FastifyInstance {
    /** The chat's realtime channel and its send limit (modules/chat). */
    chat: Omit<ChatDeps, 'db' | 'clock'>;
  }
}

/**
 * Attaches socket.io to the app's HTTP server (same port, path /socket.io/, answered before the
 * app's routes, so the web app's fallback page never answers it) and decorates the app with `chat`.
 * With REDIS_URL the Redis adapter joins every instance's rooms, presence and send limit.
 */
/**
 * The adapter subscribes without waiting on the answer. While Redis is away those subscribes wait in the
 * client's queue (sent on reconnect); closing the app then rejects them, and an unhandled rejection
 * would end the process. Marking them handled keeps that quiet; a real failure still shows in the
 * client's error events.
 */
function quietSubscribes(client: ReturnType<typeof createClient>): void {
  for (const name of ['subscribe', 'pSubscribe', 'sSubscribe'] as const) {
    const original = client[name].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      const pending = original(...args);
      pending.catch(() => {});
      return pending;
    };
  }
}

/** How long a starting server waits for Redis before it goes on without it. */
const REDIS_CONNECT_WAIT_MS = 2_000;

export async function attachChat(app: FastifyInstance): Promise<void> {
  const { config } = app.deps;
  const io = new Server(app.server, { path: SOCKET_PATH, serveClient: false });
  let redis: ReturnType<typeof createClient> | undefined;
  let sub: ReturnType<typeof createClient> | undefined;
  if (config.REDIS_URL) {
    redis = createClient({ url: config.REDIS_URL, socket: { connectTimeout: 5_000 } });
    sub = redis.duplicate();
    // The clients reconnect on their own; an error event without a listener would end the process.
    redis.on('error', () => {});
    sub.on('error', () => {});
    // A Redis that is down when the server starts does not stop it (as the rate limits, auth/rate-limit.ts):
    // after a short wait the server goes on, chat reaches the sockets of this instance only, and the
    // other instances' once the clients' reconnects reach Redis.
    const connecting = Promise.all([redis.connect(), sub.connect()]).catch(() => {});
    await Promise.race([connecting, new Promise((r) => setTimeout(r, REDIS_CONNECT_WAIT_MS).unref())]);
    quietSubscribes(sub);
    io.adapter(createAdapter(redis, sub, { key: config.CHAT_REDIS_PREFIX, requestsTimeout: 3000 }));
  }

  const realtime: Realtime = {
    onlineExperts: async (kind) => {
      const sockets = await io.in(rooms.online(kind)).fetchSockets();
      return [...new Set(sockets.map((s) => (s.data as SocketUser & { userId: number }).userId))];
    },
    presence: async (ids) => {
      const out = new Map<number, 'online' | 'away'>();
      if (ids.length === 0) return out;
      for (const s of await io.in(ids.map(rooms.user)).fetchSockets()) {
        const d = s.data as SocketUser;
        if (d.as !== 'expert') continue;
        if (d.status === 'online' || !out.has(d.userId)) out.set(d.userId, d.status);
      }
      return out;
    },
    emit: (to, event, payload, except) => {
      const target = except ? io.to(to).except(except) : io.to(to);
      target.emit(event, payload);
    },
  };
  const chat = { realtime, limiter: sendLimiter(redis, config.CHAT_REDIS_PREFIX) };
  app.decorate('chat', chat);
  // A member's app hears its new unread notification count on the same socket (modules/notifications).
  sendNotificationCounts(app, io);
  const deps = (): ChatDeps => ({ db: app.deps.db, clock: app.deps.clock, ...chat });

  io.use((socket, next) => {
    identify(app.deps, socket.handshake.auth).then(
      (who) => {
        if (!who) return next(new Error(REFUSED));
        socket.data = who;
        next();
      },
      (err) => {
        app.log.error({ err }, 'chat sign-in failed');
        next(new Error(REFUSED));
      },
    );
  });

  io.on('connection', (socket) => {
    // The object identify() made; presence changes write to it, so fetchSockets() reads them.
    const who = socket.data as SocketUser;
    if (who.as === 'visitor') socket.join(rooms.visitor(who.conversationId));
    else socket.join(rooms.user(who.userId));
    if (who.as === 'expert') {
      socket.join([rooms.console(who.kind), rooms.online(who.kind)]);
      realtime.emit([rooms.console(who.kind)], EVENTS.presence, { id: who.userId, status: 'online' });
    }
    if (who.as === 'admin') socket.join(CHAT_KINDS.map(rooms.console));

    const refuse = (err: unknown, ack?: (a: unknown) => void) => {
      const message =
        err instanceof TooFast || err instanceof ApiError ? err.message : 'The message could not be sent.';
      if (!(err instanceof TooFast || err instanceof ApiError)) app.log.error({ err }, 'chat message failed');
      socket.emit(EVENTS.refused, { message });
      ack?.({ ok: false, message });
    };

    socket.on(EVENTS.send, async (raw: unknown, ack?: (a: unknown) => void) => {
      const parsed = socketSendSchema.safeParse(raw);
      // An empty or whitespace-only message is not sent (part 2 section 5); nothing is stored.
      if (!parsed.success) return refuse(new ApiError(400, parsed.error.issues[0]?.message ?? ''), ack);
      const { role_id, conversation_id, message } = parsed.data;
      try {
        let event: unknown;
        if (who.as === 'member' && role_id) {
          event = await sendFromCustomer(
            deps(),
            { as: 'member', userId: who.userId, name: who.name },
            role_id,
            message,
            socket.id,
          );
        } else if (who.as === 'visitor') {
          const conv = await conversationById(app.deps.db, who.conversationId);
          if (!conv) throw new ApiError(404, REFUSED);
          event = await sendFromCustomer(
            deps(),
            { as: 'visitor', conversation: conv },
            'customer_care',
            message,
            socket.id,
          );
        } else if ((who.as === 'expert' || who.as === 'admin') && conversation_id) {
          const writer = {
            as: 'expert' as const,
            userId: who.userId,
            name: who.name,
            kind: who.as === 'expert' ? who.kind : null,
            admin: who.as === 'admin',
          };
          event = await sendFromExpert(deps(), writer, conversation_id, message, socket.id);
        } else {
          throw new ApiError(400, 'Say which chat the message is for.');
        }
        ack?.({ ok: true, message: event });
      } catch (err) {
        refuse(err, ack);
      }
    });

    socket.on(EVENTS.typing, async (raw: unknown) => {
      const parsed = socketTypingSchema.safeParse(raw);
      if (!parsed.success) return;
      try {
        const to = await typingTarget(who, parsed.data.role_id, parsed.data.conversation_id);
        if (to) {
          socket.to(to.room).emit(EVENTS.typing, {
            conversation_id: to.conversationId,
            message: `${who.name} is typing…`,
            username: who.name,
          });
        }
      } catch (err) {
        app.log.warn({ err }, 'chat typing failed');
      }
    });

    socket.on(EVENTS.presence, (raw: unknown) => {
      if (who.as !== 'expert') return;
      const status = (raw as { status?: unknown })?.status === 'away' ? 'away' : 'online';
      who.status = status;
      if (status === 'online') socket.join(rooms.online(who.kind));
      else socket.leave(rooms.online(who.kind));
      realtime.emit([rooms.console(who.kind)], EVENTS.presence, { id: who.userId, status });
    });

    // The member's or visitor's page is open on the conversation: what arrives is read.
    socket.on(EVENTS.read, async (raw: unknown) => {
      try {
        const now = app.deps.clock.now();
        if (who.as === 'member') {
          const kind = (raw as { role_id?: ChatKind })?.role_id;
          if (kind && CHAT_KINDS.includes(kind)) {
            await markRead(
              app.deps.db,
              await memberConversationIds(app.deps.db, who.userId, kind),
              'customer',
              now,
            );
          }
        } else if (who.as === 'visitor') {
          await markRead(app.deps.db, [who.conversationId], 'customer', now);
        }
      } catch (err) {
        app.log.warn({ err }, 'chat read failed');
      }
    });

    socket.on(EVENTS.end, async (_raw: unknown, ack?: (a: unknown) => void) => {
      if (who.as !== 'visitor') return;
      try {
        await endVisitorConversation(app, who.conversationId);
        ack?.({ ok: true });
        socket.disconnect(true);
      } catch (err) {
        refuse(err, ack);
      }
    });

    socket.on('disconnect', () => {
      if (who.as === 'expert') {
        realtime.emit([rooms.console(who.kind)], EVENTS.presence, { id: who.userId, status: 'check' });
      }
    });
  });

  /** Where a typing event goes: the other side of the writer's conversation. */
  async function typingTarget(who: SocketUser, kind?: ChatKind, conversationId?: number) {
    const db = app.deps.db;
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

  // Closing the app disconnects its sockets and leaves Redis; Fastify closes the HTTP server itself.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
    await Promise.allSettled([sub, redis].map((c) => (c?.isReady ? c.quit() : c?.destroy())));
  });
}
