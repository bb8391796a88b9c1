import { useQuery } from '@tanstack/react-query';
import type { ChatHistoryRow } from '@trust/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type ChatSocket, openChatSocket } from '../../../api/chat-socket.ts';
import { visitorMessagesQuery } from '../api/visitor-messages.ts';
import { visitorOnlineQuery } from '../api/visitor-online.ts';
import type { ChatLine } from '../components/chat-window.tsx';
import { lineKey, useChatLines, useTypingSignal } from './use-chat-lines.ts';
import { useTypingIndicator } from './use-typing.ts';

const SUPPORT_TEAM = 'Members Support Team';

const rowLine = (r: ChatHistoryRow, name: string): ChatLine => ({
  key: lineKey(r.cb_id),
  mine: r.sender === 'visitor',
  name: r.sender === 'visitor' ? name : SUPPORT_TEAM,
  text: r.cb_msg,
  at: r.cb_datetime,
});

/**
 * A visitor's live chat with customer care (/support): who is online, the messages so far (a reload
 * keeps them), what arrives, typing, and the end of the conversation (then the transcript is mailed).
 */
export function useVisitorChat(token: string, name: string) {
  const online = useQuery(visitorOnlineQuery(token));
  const history = useQuery(visitorMessagesQuery(token));
  const [ended, setEnded] = useState<string | null>(null);
  const typing = useTypingIndicator();
  const socket = useRef<ChatSocket | null>(null);
  const stored = useMemo(() => (history.data ?? []).map((r) => rowLine(r, name)), [history.data, name]);
  const { lines, arrived, send: sendLine } = useChatLines(stored, socket);

  useEffect(() => {
    const s = openChatSocket({ visitorToken: token });
    socket.current = s;
    s.on('connect_error', (err) => {
      // An ended conversation's token is refused: the chat is over.
      if (!s.active) setEnded(err.message);
    });
    s.on('send_message', (e) => {
      typing.clear();
      arrived({
        key: lineKey(e.id),
        mine: e.sender_role === 'visitor',
        name: e.sender_role === 'visitor' ? name : SUPPORT_TEAM,
        text: e.message,
        at: e.datetime,
      });
      if (e.sender_role === 'expert') s.emit('read', {});
    });
    s.on('typing', () => typing.show(`${SUPPORT_TEAM} is typing…`));
    s.on('end_conversation', (e) => setEnded(e.message));
    return () => {
      s.close();
      socket.current = null;
    };
  }, [token, name, typing.show, typing.clear, arrived]);

  const send = (text: string) => sendLine({ message: text }, { name, text });
  const onTyping = useTypingSignal(socket);

  return { online, history, lines, typing: typing.text, send, onTyping, ended, setEnded };
}
