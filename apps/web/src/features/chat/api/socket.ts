import { io, type Socket } from 'socket.io-client';

/** How a chat socket proves who it is: a signed-in account's access token, or a visitor's token. */
export type ChatAuth = { token: string } | { visitorToken: string };

/**
 * The realtime channel on the app's own address (path /socket.io/). It reconnects by itself after a
 * drop; the page refetches the history on each reconnection, so nothing sent meanwhile is missed.
 */
export function openChatSocket(auth: ChatAuth): Socket {
  return io({ path: '/socket.io/', auth, transports: ['websocket', 'polling'] });
}

/** What send_message's acknowledgement answers: the stored message, or why it was refused. */
export type SendAck = { ok: true; message: unknown } | { ok: false; message: string };
