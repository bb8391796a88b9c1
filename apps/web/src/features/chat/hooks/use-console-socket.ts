import { useQueryClient } from '@tanstack/react-query';
import type { ChatEvent, SendAck } from '@trust/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ChatSocket, openChatSocket } from '../../../api/chat-socket.ts';
import { chatCountsQuery } from '../api/chat-counts.ts';
import { conversationQuery } from '../api/conversation.ts';
import { conversationsQuery } from '../api/conversations.ts';
import { expertsQuery } from '../api/experts.ts';
import { NO_ANSWER, sendMessage } from '../api/send-message.ts';
import { useTypingIndicator } from './use-typing.ts';

/**
 * The console's realtime channel: a message or a change to a conversation refreshes the list (and
 * the open conversation, which reads it); presence changes refresh the experts; typing on the open
 * conversation shows for 2 seconds. The expert is online on connecting and may step away.
 */
export function useConsoleSocket(token: string, openId: number | null, onArrive: (e: ChatEvent) => void) {
  const client = useQueryClient();
  const socket = useRef<ChatSocket | null>(null);
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
      void client.invalidateQueries({ queryKey: conversationsQuery().queryKey });
      void client.invalidateQueries({ queryKey: chatCountsQuery().queryKey });
    };
    s.on('connect', () => {
      setConnected(true);
      refresh();
      void client.invalidateQueries({ queryKey: expertsQuery().queryKey });
    });
    s.on('disconnect', () => setConnected(false));
    s.on('send_message', (e) => {
      refresh();
      if (e.conversation_id === open.current) {
        typing.clear();
        void client.invalidateQueries({ queryKey: conversationQuery(e.conversation_id).queryKey });
      }
      arrive.current(e);
    });
    s.on('conversation_updated', (e) => {
      refresh();
      if (e.id === open.current)
        void client.invalidateQueries({ queryKey: conversationQuery(e.id).queryKey });
    });
    s.on('presence', () => void client.invalidateQueries({ queryKey: expertsQuery().queryKey }));
    s.on('typing', (t) => {
      if (t.conversation_id === open.current) typing.show(t.message);
    });
    return () => {
      s.close();
      socket.current = null;
    };
  }, [token, client, typing.show, typing.clear]);

  // Sent with a client id, and again with the same one when no answer came (send-message.ts).
  const send = useCallback(async (conversationId: number, text: string): Promise<SendAck> => {
    const s = socket.current;
    if (!s) return { ok: false, message: NO_ANSWER };
    return sendMessage(s, { conversation_id: conversationId, message: text });
  }, []);

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
