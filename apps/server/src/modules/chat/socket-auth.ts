import { CHAT_MESSAGES, type ChatSocketData, USER_LOCKED, USER_TERMINATED } from '@trust/shared';
import type { Deps } from '../../deps.ts';
import { hashToken, type OpenSession, sessionForToken } from '../../http/session-guard.ts';
import { conversationByVisitorToken, expertKindOf, userName } from './queries.ts';

/** Who a chat socket belongs to (socket.data): a member, a visitor, an expert or an admin. */
type SocketUser = ChatSocketData;

/** A signed-in account's socket: who it is, and the session it holds open (its token's hash stays here). */
export interface Identified {
  who: SocketUser;
  /** Absent for a visitor, whose conversation is their identity. */
  session?: { tokenHash: string; open: OpenSession };
}

/**
 * Whether a session may chat: the account's own sign-in (a view-as session is read-only), and not an
 * account locked for default or terminated (a locked member "can only log out", part 2 section 4.1; a
 * terminated member or a disabled operator has status 5). Only members are ever locked, so the rule
 * needs no role.
 */
export function mayChat(session: OpenSession): boolean {
  if (session.loginType !== 'member') return false;
  return session.status !== USER_LOCKED && session.status !== USER_TERMINATED;
}

/**
 * Reads the handshake's `auth`: `{ token }`, a member's, expert's or admin's access token (the same
 * one the API reads from the accesstoken header), or `{ visitorToken }`, the token the Start
 * Conversation page received. Anything else, an ended session or conversation, a view-as session
 * (read-only), a locked member or another operator role, is refused: null.
 */
export async function identify(deps: Pick<Deps, 'db' | 'clock'>, auth: unknown): Promise<Identified | null> {
  const a = (auth ?? {}) as { token?: unknown; visitorToken?: unknown };
  if (typeof a.visitorToken === 'string' && a.visitorToken.length >= 20 && a.visitorToken.length <= 200) {
    const conv = await conversationByVisitorToken(deps.db, hashToken(a.visitorToken));
    if (!conv || conv.endedAt) return null;
    return { who: { as: 'visitor', conversationId: conv.id, name: conv.visitorName ?? '' } };
  }
  const open = await sessionForToken(deps, a.token);
  if (!open || !mayChat(open)) return null;
  const session = { tokenHash: hashToken(a.token as string), open };
  const { userId, sessionId } = open;
  const name = await userName(deps.db, userId);
  if (open.role === 'member') return { who: { as: 'member', userId, name, sessionId }, session };
  if (open.role === 'admin') return { who: { as: 'admin', userId, name, sessionId }, session };
  // An expert answers their profile's kind and a support operator customer care; any other operator
  // role answers no chat (expertKindOf: null).
  const kind = await expertKindOf(deps.db, userId);
  if (!kind) return null;
  return { who: { as: 'expert', userId, name, kind, status: 'online', sessionId }, session };
}

export const REFUSED = CHAT_MESSAGES.signInFirst;
