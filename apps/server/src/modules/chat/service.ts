import { CHAT_KIND_TITLES, CHAT_MESSAGES, type ChatEvent, type ChatKind } from '@trust/shared';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../http/envelope.ts';
import {
  type Conversation,
  claimConversation,
  conversationById,
  insertMessage,
  type Message,
  messageByClientId,
  openConversationFor,
} from './queries.ts';
import { markQueued, releaseIfHolderOffline, tellOfAnswer } from './queue.ts';
import type { SendLimiter } from './rate-limit.ts';
import type { Realtime } from './realtime.ts';
import { EVENTS, rooms } from './rooms.ts';

export interface ChatDeps {
  db: Db;
  clock: Clock;
  realtime: Realtime;
  limiter: SendLimiter;
}

/** Who is writing: a signed-in member, a visitor (their conversation), or an expert (or an admin). */
export type Writer =
  | { as: 'member'; userId: number; name: string }
  | { as: 'visitor'; conversation: Conversation }
  | { as: 'expert'; userId: number; name: string; kind: ChatKind | null; admin: boolean };

/** Raised when a sender is over the rate limit: the socket answers with a refusal event, HTTP with 429. */
export class TooFast extends Error {
  constructor() {
    super(CHAT_MESSAGES.tooFast);
  }
}

const senderKey = (w: Writer) => (w.as === 'visitor' ? `visitor:${w.conversation.id}` : `user:${w.userId}`);

function toEvent(
  conv: Conversation,
  msg: Message,
  name: string,
  receiver: number | number[] | null,
): ChatEvent {
  const fromExpert = msg.sender === 'expert';
  return {
    id: msg.id,
    conversation_id: conv.id,
    kind: conv.kind as ChatKind,
    sender: msg.fromUserId,
    sender_role: msg.sender as ChatEvent['sender_role'],
    receiver,
    message: msg.body,
    firstMessage: !fromExpert && conv.expertId === null,
    datetime: msg.createdAt.toISOString(),
    name,
    sendexpertId: fromExpert ? msg.fromUserId : conv.expertId,
  };
}

/** How a message was sent: its client id (a retry sends the same), and the socket it came on. */
export interface SendOptions {
  clientId?: string;
  fromSocket?: string;
}

/**
 * A member's or a visitor's message (part 2 section 4.14): stored, then sent to every online expert
 * of the kind with firstMessage true while no expert has answered, and afterwards only to the expert
 * who answered (while they are connected; an expert gone offline hands it back to the kind). With
 * nobody of the kind online it is still stored and waits in the console's queue (queue.ts). The member's other tabs see it too. The text is already trimmed and not empty.
 * A message already stored under the same client id (a retry) is answered as it was stored, and
 * neither stored nor sent again. Raises TooFast over the per-sender limit, and a 400 when the
 * visitor's conversation has ended.
 */
export async function sendFromCustomer(
  deps: ChatDeps,
  writer: Extract<Writer, { as: 'member' | 'visitor' }>,
  kind: ChatKind,
  text: string,
  { clientId, fromSocket }: SendOptions = {},
): Promise<ChatEvent> {
  const now = deps.clock.now();
  const opened =
    writer.as === 'member'
      ? await openConversationFor(deps.db, writer.userId, kind, now)
      : writer.conversation;
  const name = writer.as === 'member' ? writer.name : (opened.visitorName ?? '');
  const earlier = clientId && (await messageByClientId(deps.db, opened.id, writer.as, clientId));
  if (earlier) return toEvent(opened, earlier, name, opened.expertId);
  if (!(await deps.limiter.take(senderKey(writer)))) throw new TooFast();
  if (opened.endedAt) throw badRequest(CHAT_MESSAGES.ended);
  const conv = await releaseIfHolderOffline(deps.db, deps.realtime, opened);
  const { msg, stored } = await insertMessage(
    deps.db,
    conv,
    { sender: writer.as, fromUserId: writer.as === 'member' ? writer.userId : null, body: text, clientId },
    now,
  );
  if (!stored) return toEvent(conv, msg, name, conv.expertId);
  const kindOf = conv.kind as ChatKind;
  if (conv.expertId === null) {
    const receivers = await deps.realtime.onlineExperts(kindOf);
    // Nobody of the kind online: the message waits for the next one (the console's queue).
    if (receivers.length === 0) await markQueued(deps.db, conv.id, now);
    deps.realtime.emit([rooms.online(kindOf)], EVENTS.send, toEvent(conv, msg, name, receivers));
  } else {
    deps.realtime.emit([rooms.user(conv.expertId)], EVENTS.send, toEvent(conv, msg, name, conv.expertId));
  }
  const own = writer.as === 'member' ? rooms.user(writer.userId) : rooms.visitor(conv.id);
  deps.realtime.emit([own], EVENTS.send, toEvent(conv, msg, name, conv.expertId), fromSocket);
  deps.realtime.emit([rooms.console(kindOf)], EVENTS.conversation, { id: conv.id });
  return toEvent(conv, msg, name, conv.expertId);
}

/**
 * An expert's reply: the first reply makes the conversation that expert's (sendexpertId); a
 * conversation another expert holds is not theirs to answer (an admin may answer any). A reply
 * already stored under the same client id (a retry) is answered as it was stored. Raises 404 for a
 * conversation of another kind, 403 for one another expert holds, 400 for an ended one, TooFast.
 */
export async function sendFromExpert(
  deps: ChatDeps,
  writer: Extract<Writer, { as: 'expert' }>,
  conversationId: number,
  text: string,
  { clientId, fromSocket }: SendOptions = {},
): Promise<ChatEvent> {
  const conv = await conversationById(deps.db, conversationId);
  if (!conv || (!writer.admin && conv.kind !== writer.kind)) throw notFound(CHAT_MESSAGES.notYours);
  const earlier = clientId && (await messageByClientId(deps.db, conv.id, 'expert', clientId));
  if (earlier) return expertEvent(conv, earlier, writer);
  if (conv.endedAt) throw badRequest(CHAT_MESSAGES.ended);
  if (!(await deps.limiter.take(senderKey(writer)))) throw new TooFast();
  if (conv.expertId === null) {
    if (!(await claimConversation(deps.db, conv.id, writer.userId)) && !writer.admin) {
      throw forbidden(`Another ${CHAT_KIND_TITLES[conv.kind as ChatKind]} has already answered.`);
    }
  } else if (conv.expertId !== writer.userId && !writer.admin) {
    throw forbidden(`Another ${CHAT_KIND_TITLES[conv.kind as ChatKind]} has already answered.`);
  }
  const held = (await conversationById(deps.db, conv.id)) ?? conv;
  const { msg, stored } = await insertMessage(
    deps.db,
    held,
    { sender: 'expert', fromUserId: writer.userId, body: text, clientId },
    deps.clock.now(),
  );
  const event = expertEvent(held, msg, writer);
  if (!stored) return event;
  await tellOfAnswer(deps.db, held, msg, deps.clock.now());
  const customer = held.memberId ?? null;
  const to = customer !== null ? rooms.user(customer) : rooms.visitor(held.id);
  deps.realtime.emit([to], EVENTS.send, event);
  deps.realtime.emit([rooms.user(writer.userId)], EVENTS.send, event, fromSocket);
  deps.realtime.emit([rooms.console(held.kind as ChatKind)], EVENTS.conversation, { id: held.id });
  return event;
}

/** An expert's message as an event: to the member (a visitor has no id), from the expert who wrote it. */
const expertEvent = (conv: Conversation, msg: Message, writer: { name: string }): ChatEvent =>
  toEvent(conv, msg, writer.name, conv.memberId ?? null);
