import type { ChatKind, SocketSend } from '@trust/shared';
import { type RefObject, useCallback, useMemo, useRef, useState } from 'react';
import type { ChatSocket } from '../../../api/chat-socket.ts';
import { NO_ANSWER, sendMessage } from '../api/send-message.ts';
import type { ChatLine } from '../components/chat-window.tsx';

/** The key of a line this page sent, until the server's answer gives it the stored message's key. */
const LOCAL = 'local';

/**
 * The lines of one conversation, the same for a member and a visitor: the stored history first, then
 * what arrived on the realtime channel (each message once, though it may come both ways), and a sent
 * message shown at once, then given its stored id by the server's answer (after retries with the same
 * client id, sendMessage) or marked not sent.
 */
export function useChatLines(stored: ChatLine[], socket: RefObject<ChatSocket | null>) {
  const [live, setLive] = useState<ChatLine[]>([]);

  const arrived = useCallback((line: ChatLine) => {
    setLive((l) => (l.some((x) => x.key === line.key) ? l : [...l, line]));
  }, []);
  /**
   * After a (re)connection the refetched history holds whatever was stored meanwhile, so the lines that
   * came by the realtime channel go. A message of this page still waiting for the server's answer (or
   * marked not sent) stays: it is in no history yet, and its answer comes after the connection.
   */
  const reset = useCallback(() => setLive((l) => l.filter((x) => x.key.startsWith(LOCAL))), []);

  const send = useCallback(
    (payload: Omit<SocketSend, 'client_id'>, line: Omit<ChatLine, 'key' | 'mine' | 'at'>) => {
      const key = `${LOCAL}${Date.now()}${Math.random()}`;
      setLive((l) => [...l, { ...line, key, mine: true, sending: true, at: new Date().toISOString() }]);
      const s = socket.current;
      const answered = s
        ? sendMessage(s, payload)
        : Promise.resolve({ ok: false as const, message: NO_ANSWER });
      void answered.then((ack) =>
        setLive((l) =>
          l.map((x) => {
            if (x.key !== key) return x;
            if (!ack.ok) return { ...x, sending: false, failed: ack.message };
            return { ...x, sending: false, key: lineKey(ack.message.id) };
          }),
        ),
      );
    },
    [socket],
  );

  const lines = useMemo(() => {
    const seen = new Set(stored.map((l) => l.key));
    return [...stored, ...live.filter((l) => !seen.has(l.key))];
  }, [stored, live]);

  return { lines, arrived, reset, send };
}

/** A stored message's line key, the same whether it came from the history or the socket. */
export const lineKey = (messageId: number) => `m${messageId}`;

/**
 * Tells the other side that this one is typing: at most one event a second, as the indicator it
 * shows lasts 2 seconds (part 2 section 4.14). A member's chat names its kind; a visitor's has one.
 */
export function useTypingSignal(socket: RefObject<ChatSocket | null>, kind?: ChatKind) {
  const last = useRef(0);
  return useCallback(() => {
    if (Date.now() - last.current < 1000) return;
    last.current = Date.now();
    socket.current?.emit('typing', kind ? { role_id: kind } : {});
  }, [socket, kind]);
}
