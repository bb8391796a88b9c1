import type { ChatEvent, ChatKind } from '@trust/shared';
import { type RefObject, useCallback, useMemo, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import type { SendAck } from '../api/socket.ts';
import type { ChatLine } from '../components/chat-window.tsx';

/** Shown under a sent message when the server never acknowledged it. */
const NO_ANSWER = 'no answer from the server. Please try again.';

/**
 * The lines of one conversation, the same for a member and a visitor: the stored history first, then
 * what arrived on the realtime channel (each message once, though it may come both ways), and a sent
 * message shown at once, then given its stored id by the server's acknowledgement or marked not sent.
 */
export function useChatLines(stored: ChatLine[], socket: RefObject<Socket | null>) {
  const [live, setLive] = useState<ChatLine[]>([]);

  const arrived = useCallback((line: ChatLine) => {
    setLive((l) => (l.some((x) => x.key === line.key) ? l : [...l, line]));
  }, []);
  /** After a reconnection, the refetched history holds whatever arrived meanwhile. */
  const reset = useCallback(() => setLive([]), []);

  const send = useCallback(
    (payload: Record<string, unknown>, line: Omit<ChatLine, 'key' | 'mine' | 'at'>) => {
      const key = `local${Date.now()}${Math.random()}`;
      setLive((l) => [...l, { ...line, key, mine: true, at: new Date().toISOString() }]);
      socket.current?.timeout(10_000).emit('send_message', payload, (err: unknown, ack?: SendAck) => {
        setLive((l) =>
          l.map((x) => {
            if (x.key !== key) return x;
            if (err || !ack) return { ...x, failed: NO_ANSWER };
            if (!ack.ok) return { ...x, failed: ack.message };
            return { ...x, key: lineKey((ack.message as ChatEvent).id) };
          }),
        );
      });
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
export function useTypingSignal(socket: RefObject<Socket | null>, kind?: ChatKind) {
  const last = useRef(0);
  return useCallback(() => {
    if (Date.now() - last.current < 1000) return;
    last.current = Date.now();
    socket.current?.emit('typing', kind ? { role_id: kind } : {});
  }, [socket, kind]);
}
