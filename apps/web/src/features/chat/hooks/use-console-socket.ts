import { useQueryClient } from '@tanstack/react-query';
import type { ChatEvent } from '@trust/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { chatCountsKey } from '../api/chat-counts.ts';
import { conversationKey, conversationsKey, expertsKey } from '../api/expert-console.ts';
import { openChatSocket, type SendAck } from '../api/socket.ts';
import { useTypingIndicator } from './use-typing.ts';

/**
 * The console's realtime channel: a message or a change to a conversation refreshes the list (and
 * the open conversation, which reads it); presence changes refresh the experts; typing on the open
 * conversation shows for 2 seconds. The expert is online on connecting and may step away.
 */
export function useConsoleSocket(token: string, openId: number | null, onArrive: (e: ChatEvent) => void) {
  const client = useQueryClient();
  const socket = useRef<Socket | null>(null);
  const typing = useTypingIndicator();
  const [connected, setConnected] = useState(false);
  const open = useRef(openId);
  open.current = openId;
  const arrive = useRef(onArrive);
  arrive.current = onArrive;

  useEffect(() => {
    const s = openChatSocket({ token });
    socket.current = s;
    const refresh = () => {
      void client.invalidateQueries({ queryKey: conversationsKey });
      void client.invalidateQueries({ queryKey: chatCountsKey });
    };
    s.on('connect', () => {
      setConnected(true);
      refresh();
      void client.invalidateQueries({ queryKey: expertsKey });
    });
    s.on('disconnect', () => setConnected(false));
    s.on('send_message', (e: ChatEvent) => {
      refresh();
      if (e.conversation_id === open.current) {
        typing.clear();
        void client.invalidateQueries({ queryKey: conversationKey(e.conversation_id) });
      }
      arrive.current(e);
    });
    s.on('conversation_updated', (e: { id: number }) => {
      refresh();
      if (e.id === open.current) void client.invalidateQueries({ queryKey: conversationKey(e.id) });
    });
    s.on('presence', () => void client.invalidateQueries({ queryKey: expertsKey }));
    s.on('typing', (t: { conversation_id: number | null; message: string }) => {
      if (t.conversation_id === open.current) typing.show(t.message);
    });
    return () => {
      s.close();
      socket.current = null;
    };
  }, [token, client, typing.show, typing.clear]);

  const send = useCallback(
    (conversationId: number, text: string) =>
      new Promise<SendAck>((resolve) => {
        const s = socket.current;
        if (!s) return resolve({ ok: false, message: 'Not connected. Please wait a moment.' });
        s.timeout(10_000).emit(
          'send_message',
          { conversation_id: conversationId, message: text },
          (err: unknown, ack?: SendAck) =>
            resolve(
              err || !ack ? { ok: false, message: 'No answer from the server. Please try again.' } : ack,
            ),
        );
      }),
    [],
  );

  const lastTyping = useRef(0);
  const onTyping = useCallback((conversationId: number) => {
    if (Date.now() - lastTyping.current < 1000) return;
    lastTyping.current = Date.now();
    socket.current?.emit('typing', { conversation_id: conversationId });
  }, []);

  const setPresence = useCallback(
    (status: 'online' | 'away') => socket.current?.emit('presence', { status }),
    [],
  );

  return { send, onTyping, typing: typing.text, setPresence, connected };
}
