import type { ChatEvent, ChatHistoryRow, ChatKind, ExpertConversation } from '@trust/shared';
import type { Conversation, conversationsForConsole, Message } from './queries.ts';

/**
 * History rows in the spec's names (cb_fromid, cb_toid, cb_msg, cb_datetime): from the writer to
 * the other side (the member, or the expert who held the conversation; a visitor has no id).
 */
export function chatHistoryView(
  messages: Message[],
  convs: (Conversation | undefined)[],
  _reader: number,
): ChatHistoryRow[] {
  const byId = new Map(convs.filter((c): c is Conversation => !!c).map((c) => [c.id, c]));
  return messages
    .sort((a, b) => a.id - b.id)
    .map((m) => {
      const conv = byId.get(m.conversationId);
      const to = m.sender === 'expert' ? (conv?.memberId ?? null) : (conv?.expertId ?? null);
      return {
        cb_id: m.id,
        cb_fromid: m.fromUserId,
        cb_toid: to,
        cb_msg: m.body,
        cb_datetime: m.createdAt.toISOString(),
        sender: m.sender as ChatHistoryRow['sender'],
      };
    });
}

type ConsoleRow = Awaited<ReturnType<typeof conversationsForConsole>>[number];

/** A conversation in the expert console's list. */
export function consoleView(r: ConsoleRow): ExpertConversation {
  const visitor = r.conv.memberId === null;
  return {
    id: r.conv.id,
    kind: r.conv.kind as ChatKind,
    who: visitor ? `${r.conv.visitorName ?? 'Visitor'} (visitor #${r.conv.visitorNumber})` : (r.member ?? ''),
    visitor,
    expert_id: r.conv.expertId,
    expert_name: r.expertName,
    last_message: r.last ?? '',
    last_message_at: r.conv.lastMessageAt.toISOString(),
    unread: Number(r.unread),
    ended: r.conv.endedAt !== null,
    waiting_since: r.waitingSince === null ? null : new Date(r.waitingSince).toISOString(),
  };
}

/** A message just sent, as a history row (the answer of POST /storemessage). */
export const eventRow = (e: ChatEvent): ChatHistoryRow => ({
  cb_id: e.id,
  cb_fromid: e.sender,
  cb_toid: typeof e.receiver === 'number' ? e.receiver : null,
  cb_msg: e.message,
  cb_datetime: e.datetime,
  sender: e.sender_role,
});
