import { CHAT_EVENTS, type ChatKind } from '@trust/shared';

/**
 * The socket.io rooms chat speaks to. With the Redis adapter a room spans every server instance, so
 * a message sent on one instance reaches a socket connected to another.
 */
export const rooms = {
  /** Every socket of one account (a member's or an expert's tabs). */
  user: (id: number) => `user:${id}`,
  /** A visitor's sockets (a visitor has no account: the conversation is their identity). */
  visitor: (conversationId: number) => `visitor:${conversationId}`,
  /** The experts of a kind who are online (not away): a first message goes to them. */
  online: (kind: ChatKind) => `online:${kind}`,
  /** Every console open on a kind (experts online or away, admins): lists and counts refresh. */
  console: (kind: ChatKind) => `console:${kind}`,
  /** The sockets of one session (one signed-in tab or app): closed together when the session ends. */
  session: (sessionId: number) => `session:${sessionId}`,
};

/** The events of the realtime channel (packages/shared contracts/chat-events.ts). */
export const EVENTS = CHAT_EVENTS;
