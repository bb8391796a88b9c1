import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.ts';
import { type OpenSession, sessionForTokenHash } from '../../http/session-guard.ts';
import type { SessionSockets } from '../../http/session-sockets.ts';
import { rooms } from './rooms.ts';
import { mayChat } from './socket-auth.ts';
import type { ChatIo, ChatSocket } from './socket-types.ts';

/**
 * A socket looks at its session again at least this often, without any event: a session ended on
 * another instance while Redis was away (so the close never arrived here) is noticed within this time.
 */
const LOOK_AGAIN_MS = 10 * 60_000;
/** Never sooner than this (a clock that stands still in a test would otherwise loop). */
const MIN_WAIT_MS = 1_000;

/** The timers a socket's look waits on: Node's own, or a test's that counts and fires them. */
export interface LookTimers {
  setTimeout(fn: () => void, ms: number): NodeJS.Timeout;
  clearTimeout(timer: NodeJS.Timeout | undefined): void;
}

interface Watched {
  /** The SHA-256 of the session's token, kept here (never in socket.data, which travels through Redis). */
  tokenHash: string;
  timer?: NodeJS.Timeout;
}

/**
 * A session's sockets end with it (DESIGN section 10, "Sessions end everywhere at once"):
 * - each socket is in its session's room, and `close(ids)` disconnects those rooms' sockets on this
 *   instance at once and on every other through the Redis adapter (called by what ends sessions:
 *   logout, password change and reset, two-step sign-in turned on, a member terminated);
 * - each event a socket sends first reads its session again (the same lookup as an HTTP call, one
 *   indexed row), so a session that ended without a close reaching this instance sends nothing more;
 * - a timer at the session's known end (its expiry, an operator's idle and working-day limits) looks
 *   again and closes the socket when the session has ended on the clock, which has no event of its own.
 * A visitor's socket has no session; its conversation's end closes it (visitor.ts).
 */
export function socketSessions(
  io: ChatIo,
  deps: Pick<Deps, 'db' | 'clock'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
  crossInstance: boolean,
  timers: LookTimers = globalThis,
) {
  const watched = new WeakMap<ChatSocket, Watched>();

  const schedule = (socket: ChatSocket, w: Watched, endsAt: Date) => {
    timers.clearTimeout(w.timer);
    const untilEnd = endsAt.getTime() - deps.clock.now().getTime();
    w.timer = timers.setTimeout(
      () => void onTimer(socket),
      Math.min(LOOK_AGAIN_MS, Math.max(MIN_WAIT_MS, untilEnd)),
    );
    w.timer.unref();
  };

  /** The socket's session if it is still open and may chat, else null. `use`: an event the person sent. */
  async function look(socket: ChatSocket, use: boolean): Promise<OpenSession | 'visitor' | null> {
    const w = watched.get(socket);
    if (!w) return 'visitor';
    const session = await sessionForTokenHash(deps, w.tokenHash, { use });
    if (!session || !mayChat(session)) {
      timers.clearTimeout(w.timer);
      return null;
    }
    schedule(socket, w, session.endsAt);
    return session;
  }

  async function onTimer(socket: ChatSocket) {
    try {
      if (!(await look(socket, false))) socket.disconnect(true);
    } catch (err) {
      // The database is away for a moment: look again later rather than close a session that may be open.
      log.warn({ err }, 'chat socket could not read its session; looking again later');
      const w = watched.get(socket);
      if (w) schedule(socket, w, new Date(deps.clock.now().getTime() + LOOK_AGAIN_MS));
    }
  }

  const sockets: SessionSockets = {
    close(sessionIds) {
      if (sessionIds.length === 0) return;
      const targets = sessionIds.map(rooms.session);
      // This instance's at once, Redis or not; then every other instance's, through the adapter (while
      // Redis is away the request waits in the client's queue and is sent when it is back).
      io.local.in(targets).disconnectSockets(true);
      if (crossInstance) io.in(targets).disconnectSockets(true);
    },
  };

  return {
    sockets,
    /** Starts watching a signed-in socket's session: its room, its timer. */
    watch(socket: ChatSocket, tokenHash: string, session: OpenSession) {
      const w: Watched = { tokenHash };
      watched.set(socket, w);
      socket.join(rooms.session(session.sessionId));
      schedule(socket, w, session.endsAt);
      socket.on('disconnect', () => timers.clearTimeout(w.timer));
    },
    /** Whether the socket may still act: a visitor, or a session still open (its use is counted). */
    stillOpen: async (socket: ChatSocket) => (await look(socket, true)) !== null,
    /**
     * Looks again at the sessions of an account's sockets connected here (a committed notification for
     * the member: the lock for default sends one) and closes those that may no longer chat.
     */
    lookAgainAt(userId: number) {
      const ids = io.sockets.adapter.rooms.get(rooms.user(userId));
      for (const id of ids ?? []) {
        const socket = io.sockets.sockets.get(id);
        if (socket) void onTimer(socket);
      }
    },
  };
}

export type SocketSessions = ReturnType<typeof socketSessions>;
