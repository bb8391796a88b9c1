import { useQueryClient } from '@tanstack/react-query';
import type { ChatEvent, ChatHistoryRow, ChatKind } from '@trust/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type ChatSocket, openChatSocket } from '../../../api/chat-socket.ts';
import { chatCountsQuery } from '../api/chat-counts.ts';
import { chatHistoryQuery, useChatHistory } from '../api/chat-history.ts';
import type { ChatLine } from '../components/chat-window.tsx';
import { lineKey, useChatLines, useTypingSignal } from './use-chat-lines.ts';
import { useTypingIndicator } from './use-typing.ts';

/** Whether an incoming message is for this member (part 2 section 4.14). */
function isForMe(e: ChatEvent, me: number, kind: ChatKind): boolean {
  if (e.kind !== kind) return false;
  // The member's own message from another tab.
  if (e.sender === me && e.sender_role === 'member') return true;
  if (e.receiver === me) return true;
  return e.firstMessage && Array.isArray(e.receiver) && e.receiver.includes(me);
}

const rowLine = (r: ChatHistoryRow, me: number, expertName: string): ChatLine => ({
  key: lineKey(r.cb_id),
  mine: r.sender === 'member' && r.cb_fromid === me,
  name: r.sender === 'expert' ? expertName : 'You',
  text: r.cb_msg,
  at: r.cb_datetime,
});

/**
 * A member's chat of one kind: the stored history, then what arrives on the realtime channel; a sent
 * message shows at once and is confirmed (or marked not sent) by the server's answer; the other
 * side's typing; unread counts refreshed on each send_message.
 */
export function useMemberChat(kind: ChatKind, me: number, token: string, expertName: string) {
  const client = useQueryClient();
  const history = useChatHistory(kind);
  const typing = useTypingIndicator();
  const socket = useRef<ChatSocket | null>(null);
  const [connected, setConnected] = useState(false);
  const stored = useMemo(
    () => (history.data ?? []).map((r) => rowLine(r, me, expertName)),
    [history.data, me, expertName],
  );
  const { lines, arrived, reset, send: sendLine } = useChatLines(stored, socket);

  useEffect(() => {
    const s = openChatSocket({ token });
    socket.current = s;
    s.on('connect', () => {
      setConnected(true);
      // After a drop, the stored history has whatever arrived meanwhile.
      reset();
      void client.invalidateQueries({ queryKey: chatHistoryQuery(kind).queryKey });
    });
    s.on('disconnect', () => setConnected(false));
    s.on('send_message', (e) => {
      void client.invalidateQueries({ queryKey: chatCountsQuery().queryKey });
      if (!isForMe(e, me, kind)) return;
      typing.clear();
      arrived({
        key: lineKey(e.id),
        mine: e.sender === me,
        name: e.sender_role === 'expert' ? expertName : 'You',
        text: e.message,
        at: e.datetime,
      });
      // The page is open on this chat: what arrives is read.
      if (e.sender_role === 'expert') s.emit('read', { role_id: kind });
    });
    s.on('typing', (t) => typing.show(t.message));
    return () => {
      s.close();
      socket.current = null;
    };
  }, [kind, me, token, expertName, client, typing.show, typing.clear, arrived, reset]);

  const send = (text: string) => sendLine({ role_id: kind, message: text }, { name: 'You', text });
  const onTyping = useTypingSignal(socket, kind);

  return { lines, history, typing: typing.text, send, onTyping, connected };
}
