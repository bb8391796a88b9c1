import { CHAT_MESSAGES, type SendAck, type SocketSend } from '@trust/shared';
import type { ChatSocket } from '../../../api/chat-socket.ts';

/** How long one attempt waits for the server's answer, and how many attempts a message gets. */
const ANSWER_WAIT_MS = 10_000;
const ATTEMPTS = 3;

/** Shown under a sent message when the server never answered any attempt. */
export const NO_ANSWER = 'No answer from the server. Please try again.';

/**
 * A UUID for one message. crypto.randomUUID exists only on https (and localhost); a phone reaching a
 * test server over plain http gets one from the same random source.
 */
function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Sends a message (send_message) with a client id made once for it, and sends it again with the same
 * id when no answer came in time (a dropped connection, a slow server): the server stores it once and
 * answers every attempt with the stored message. A refusal (too fast, conversation ended) is final,
 * and a socket closed for good (the server ends it with the session) sends nothing.
 */
export async function sendMessage(
  socket: ChatSocket,
  payload: Omit<SocketSend, 'client_id'>,
): Promise<SendAck> {
  const message = { ...payload, client_id: newClientId() };
  for (let attempt = 1; ; attempt++) {
    if (!socket.active) return { ok: false, message: CHAT_MESSAGES.disconnected };
    try {
      return await socket.timeout(ANSWER_WAIT_MS).emitWithAck('send_message', message);
    } catch {
      if (attempt >= ATTEMPTS) return { ok: false, message: NO_ANSWER };
    }
  }
}
