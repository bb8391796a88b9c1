import { CHAT_MESSAGES, type ChatKind } from '@trust/shared';
import type { Deps } from '../../deps.ts';
import { hashToken, sessionForToken } from '../../http/session-guard.ts';
import { conversationByVisitorToken, expertKindOf, userName } from './queries.ts';

/** Who a chat socket belongs to, decided once when it connects (socket.data). */
export type SocketUser =
  | { as: 'member'; userId: number; name: string }
  | { as: 'visitor'; conversationId: number; name: string }
  | { as: 'expert'; userId: number; name: string; kind: ChatKind; status: 'online' | 'away' }
  | { as: 'admin'; userId: number; name: string };

/**
 * Reads the handshake's `auth`: `{ token }`, a member's, expert's or admin's access token (the same
 * one the API reads from the accesstoken header), or `{ visitorToken }`, the token the Start
 * Conversation page received. Anything else, an ended session or conversation, a view-as session
 * (read-only) or another operator role, is refused: null.
 */
export async function identify(deps: Pick<Deps, 'db' | 'clock'>, auth: unknown): Promise<SocketUser | null> {
  const a = (auth ?? {}) as { token?: unknown; visitorToken?: unknown };
  if (typeof a.visitorToken === 'string' && a.visitorToken.length >= 20 && a.visitorToken.length <= 200) {
    const conv = await conversationByVisitorToken(deps.db, hashToken(a.visitorToken));
    if (!conv || conv.endedAt) return null;
    return { as: 'visitor', conversationId: conv.id, name: conv.visitorName ?? '' };
  }
  const session = await sessionForToken(deps, a.token);
  if (session?.loginType !== 'member') return null;
  const name = await userName(deps.db, session.userId);
  if (session.role === 'member') return { as: 'member', userId: session.userId, name };
  if (session.role === 'admin') return { as: 'admin', userId: session.userId, name };
  if (session.role === 'expert') {
    const kind = await expertKindOf(deps.db, session.userId);
    return kind ? { as: 'expert', userId: session.userId, name, kind, status: 'online' } : null;
  }
  return null;
}

export const REFUSED = CHAT_MESSAGES.signInFirst;
