/**
 * A session holds more open than its token: the chat's realtime sockets (modules/chat). When sessions
 * end (logout, a password change or reset, two-step sign-in turned on, a member terminated), what ends
 * them calls `app.sessionSockets.close(ids)` once its change has committed, and those sessions' sockets
 * are closed on every server instance. The chat module provides it (attachChat); the modules that end
 * sessions reach it here, without importing the chat.
 */
export interface SessionSockets {
  /** Closes the sockets of these sessions on every server instance; the ids of ended sessions. */
  close(sessionIds: readonly number[]): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionSockets: SessionSockets;
  }
}
