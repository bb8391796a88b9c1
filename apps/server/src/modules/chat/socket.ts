import { CHAT_KINDS, type ServerToClientEvents } from '@trust/shared';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { isDatabaseUnavailable } from '../../http/database-unavailable.ts';
import '../../http/session-sockets.ts';
import { sendNotificationCounts } from './notification-count.ts';
import { sendLimiter } from './rate-limit.ts';
import type { Realtime } from './realtime.ts';
import { attachRedisAdapter, type ChatRedis, socketsEverywhere } from './redis.ts';
import { EVENTS, rooms } from './rooms.ts';
import type { ChatDeps } from './service.ts';
import { type Identified, identify, REFUSED } from './socket-auth.ts';
import { handleEvents } from './socket-events.ts';
import { socketSessions } from './socket-session.ts';
import type { ChatIo, ChatSocket } from './socket-types.ts';

/** The path the realtime channel answers on, on the app's own port. */
const SOCKET_PATH = '/socket.io/';

declare module 'fastify' {
  interface FastifyInstance {
    /** The chat's realtime channel and its send limit (modules/chat). */
    chat: Omit<ChatDeps, 'db' | 'clock'>;
  }
}

/**
 * Attaches socket.io to the app's HTTP server (same port, path /socket.io/, answered before the
 * app's routes, so the web app's fallback page never answers it) and decorates the app with `chat`
 * and `sessionSockets` (an ended session's sockets close, http/session-sockets.ts). With REDIS_URL
 * the Redis adapter joins every instance's rooms, presence and send limit (redis.ts).
 */
export async function attachChat(app: FastifyInstance): Promise<void> {
  const { config } = app.deps;
  const io: ChatIo = new Server(app.server, { path: SOCKET_PATH, serveClient: false });
  let redis: ChatRedis | undefined;
  if (config.REDIS_URL) {
    redis = await attachRedisAdapter(io, config.REDIS_URL, config.CHAT_REDIS_PREFIX, app.log);
  }

  const realtime: Realtime = {
    onlineExperts: async (kind) => {
      const sockets = await socketsEverywhere(io, redis, [rooms.online(kind)]);
      return [...new Set(sockets.flatMap((s) => (s.data.as === 'visitor' ? [] : [s.data.userId])))];
    },
    presence: async (ids) => {
      const out = new Map<number, 'online' | 'away'>();
      if (ids.length === 0) return out;
      for (const s of await socketsEverywhere(io, redis, ids.map(rooms.user))) {
        const d = s.data;
        if (d.as !== 'expert') continue;
        if (d.status === 'online' || !out.has(d.userId)) out.set(d.userId, d.status);
      }
      return out;
    },
    // Sent at once to this instance's sockets; to the others through Redis (queued while it is away).
    // No rooms is nobody: socket.io reads an empty room list as every socket.
    emit: (to, event, payload, except) => {
      if (to.length === 0) return;
      const target = except ? io.to(to).except(except) : io.to(to);
      target.emit(event, ...([payload] as Parameters<ServerToClientEvents[typeof event]>));
    },
  };
  const chat = { realtime, limiter: sendLimiter(redis?.pub, config.CHAT_REDIS_PREFIX) };
  app.decorate('chat', chat);
  const sessions = socketSessions(io, app.deps, app.log, redis !== undefined);
  app.decorate('sessionSockets', sessions.sockets);
  // A member's app hears its new unread notification count on the same socket (modules/notifications);
  // a committed notification also makes the member's sockets here look at their session again (a
  // lock for default sends one, and a locked member may no longer chat).
  sendNotificationCounts(app, io, (userId) => sessions.lookAgainAt(userId));
  const deps = (): ChatDeps => ({ db: app.deps.db, clock: app.deps.clock, ...chat });

  // The session a signed-in socket holds open, from its handshake to its connection.
  const sessionOf = new WeakMap<ChatSocket, NonNullable<Identified['session']>>();
  io.use((socket, next) => {
    const auth = socket.handshake.auth;
    // The token stays out of the handshake kept with the socket, which presence reads through Redis.
    socket.handshake.auth = {};
    identify(app.deps, auth).then(
      (found) => {
        if (!found) return next(new Error(REFUSED));
        socket.data = found.who;
        if (found.session) sessionOf.set(socket, found.session);
        next();
      },
      (err) => {
        // The database away for a moment is a passing fault (a warning, as for HTTP); anything else, an error.
        if (isDatabaseUnavailable(err)) app.log.warn({ err }, 'chat sign-in: database unavailable');
        else app.log.error({ err }, 'chat sign-in failed');
        next(new Error(REFUSED));
      },
    );
  });

  io.on('connection', (socket) => {
    // The object identify() made; presence changes write to it, so fetchSockets() reads them.
    const who = socket.data;
    const session = sessionOf.get(socket);
    if (session) sessions.watch(socket, session.tokenHash, session.open);
    if (who.as === 'visitor') socket.join(rooms.visitor(who.conversationId));
    else socket.join(rooms.user(who.userId));
    if (who.as === 'expert') {
      socket.join([rooms.console(who.kind), rooms.online(who.kind)]);
      realtime.emit([rooms.console(who.kind)], EVENTS.presence, { id: who.userId, status: 'online' });
    }
    if (who.as === 'admin') socket.join(CHAT_KINDS.map(rooms.console));

    handleEvents(app, socket, { sessions, realtime, deps });

    socket.on('disconnect', () => {
      if (who.as === 'expert') {
        realtime.emit([rooms.console(who.kind)], EVENTS.presence, { id: who.userId, status: 'check' });
      }
    });
  });

  // Closing the app disconnects its sockets and leaves Redis; Fastify closes the HTTP server itself.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
    await redis?.close();
  });
}
