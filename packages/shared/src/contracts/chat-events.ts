import { z } from 'zod';
import { CHAT_MESSAGES, type ChatKind, chatKindSchema, chatTextSchema, clientIdField } from './chat.ts';
import { MAX_ID } from './fields.ts';

/**
 * The chat's realtime channel (socket.io on the app's own port, path /socket.io/): the events each side
 * sends, their payloads and answers, typed once here for the server (`new Server<…>`) and the web app
 * (`Socket<…>`). What a client sends is checked with the schemas below: the wire carries anything.
 */

/** The events by name (send_message and typing are the spec's, part 2 section 7). */
export const CHAT_EVENTS = {
  send: 'send_message',
  typing: 'typing',
  refused: 'message_refused',
  conversation: 'conversation_updated',
  presence: 'presence',
  read: 'read',
  end: 'end_conversation',
  notificationCount: 'notification_count',
} as const;

/** A conversation's id as a socket event names it: a number (not text) an integer column can hold. */
const socketConversationId = z
  .number({ error: CHAT_MESSAGES.notYours })
  .int(CHAT_MESSAGES.notYours)
  .positive(CHAT_MESSAGES.notYours)
  .max(MAX_ID, CHAT_MESSAGES.notYours);

const fields = <Shape extends z.core.$ZodLooseShape>(shape: Shape) =>
  z.object(shape, { error: CHAT_MESSAGES.payload });

/**
 * send_message: a member names the kind (role_id), an expert or admin the conversation; a visitor has
 * one conversation and names neither. client_id makes a retry answer the message already stored.
 */
export const socketSendSchema = fields({
  role_id: chatKindSchema.optional(),
  conversation_id: socketConversationId.optional(),
  message: chatTextSchema,
  client_id: clientIdField,
});
export type SocketSend = z.input<typeof socketSendSchema>;

/** typing: the writer's conversation, named as for send_message. */
export const socketTypingSchema = fields({
  role_id: chatKindSchema.optional(),
  conversation_id: socketConversationId.optional(),
});
export type SocketTyping = z.input<typeof socketTypingSchema>;

/** presence: an expert takes first messages (online) or not (away). */
export const socketPresenceSchema = fields({
  status: z.enum(['online', 'away'], { error: 'Choose online or away.' }),
});
export type SocketPresence = z.input<typeof socketPresenceSchema>;

/** read: the member's (or visitor's) page is open on the chat, so what arrived is read. */
export const socketReadSchema = fields({ role_id: chatKindSchema.optional() });
export type SocketRead = z.input<typeof socketReadSchema>;

/** end_conversation: a visitor leaves; the payload carries nothing. */
export const socketEndSchema = fields({}).nullish();
export type SocketEnd = z.input<typeof socketEndSchema>;

/** Every event a client may send, with the schema its payload is checked against. */
export const CHAT_CLIENT_EVENTS = {
  send_message: socketSendSchema,
  typing: socketTypingSchema,
  presence: socketPresenceSchema,
  read: socketReadSchema,
  end_conversation: socketEndSchema,
} as const;
export type ChatClientEvent = keyof typeof CHAT_CLIENT_EVENTS;

/** What a send_message event carries to its receivers (and answers its sender). */
export interface ChatEvent {
  id: number;
  conversation_id: number;
  kind: ChatKind;
  sender: number | null;
  sender_role: 'member' | 'visitor' | 'expert';
  receiver: number | number[] | null;
  message: string;
  firstMessage: boolean;
  datetime: string;
  name: string;
  sendexpertId: number | null;
}

/** An event's answer: done, or refused with a sentence to show. */
export type ChatAck = { ok: true } | { ok: false; message: string };
/** send_message's answer: the stored message (the one stored before, for a retry), or why it was refused. */
export type SendAck = { ok: true; message: ChatEvent } | { ok: false; message: string };

/**
 * The events a client sends. Every event may ask for an answer (a refusal names what was wrong);
 * the web app asks for it on send_message and end_conversation.
 */
export interface ClientToServerEvents {
  send_message: (payload: SocketSend, ack: (answer: SendAck) => void) => void;
  typing: (payload: SocketTyping) => void;
  presence: (payload: SocketPresence) => void;
  read: (payload: SocketRead) => void;
  end_conversation: (payload: SocketEnd, ack: (answer: ChatAck) => void) => void;
}

/** The events the server sends. */
export interface ServerToClientEvents {
  send_message: (event: ChatEvent) => void;
  /** The other side is typing: shown for 2 seconds (part 2 section 4.14). */
  typing: (event: { conversation_id: number | null; message: string; username: string }) => void;
  /** A refused message, besides the refusal in send_message's answer. */
  message_refused: (event: { message: string }) => void;
  /** The console's list changed (a message, a hand-over, an end). */
  conversation_updated: (event: { id: number; expert_id?: number }) => void;
  /** An expert's presence changed; 'check': their socket closed, read the list again. */
  presence: (event: { id: number; status: 'online' | 'away' | 'check' }) => void;
  /** A visitor's conversation has ended; the transcript is on its way. */
  end_conversation: (event: { message: string }) => void;
  /** The member's unread notifications now (the header's badge). */
  notification_count: (event: { notification_count: number }) => void;
}

/** Events between server instances: none (rooms and presence go through the Redis adapter). */
// biome-ignore lint/complexity/noBannedTypes: socket.io's type parameter for events between servers; there are none.
export type InterServerEvents = {};

/**
 * Who a socket belongs to, decided when it connects (socket.io's `socket.data`). It travels between
 * server instances (presence reads it through the Redis adapter), so it holds no secret: the session's
 * id, never its token.
 */
export type ChatSocketData =
  | { as: 'member'; userId: number; name: string; sessionId: number }
  | { as: 'visitor'; conversationId: number; name: string }
  | {
      as: 'expert';
      userId: number;
      name: string;
      kind: ChatKind;
      status: 'online' | 'away';
      sessionId: number;
    }
  | { as: 'admin'; userId: number; name: string; sessionId: number };
