import type { ClientToServerEvents, ServerToClientEvents } from '@trust/shared';
import { io, type Socket } from 'socket.io-client';

/** How a chat socket proves who it is: a signed-in account's access token, or a visitor's token. */
export type ChatAuth = { token: string } | { visitorToken: string };

/** The chat's realtime channel, typed by the events of packages/shared (contracts/chat-events.ts). */
export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The realtime channel on the app's own address (path /socket.io/). It reconnects by itself after a
 * drop; the page refetches the history on each reconnection, so nothing sent meanwhile is missed. When
 * the session ends (signed out, password changed, account locked) the server closes it for good.
 */
export function openChatSocket(auth: ChatAuth): ChatSocket {
  return io({ path: '/socket.io/', auth, transports: ['websocket', 'polling'] });
}
