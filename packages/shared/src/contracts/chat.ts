import { z } from 'zod';
import { emailField, idField, MAX_ID } from './fields.ts';

/**
 * The chat types of spec part 2 section 3: customer care and the three kinds of expert adviser.
 * An expert account answers one kind.
 */
export const CHAT_KINDS = ['customer_care', 'business_expert', 'legal_adviser', 'medical_adviser'] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];

/** The expert title of each kind (the /chat state's expertTitle, the modal's 'Chat with {expert title}'). */
export const CHAT_KIND_TITLES: Record<ChatKind, string> = {
  customer_care: 'Customer Care',
  business_expert: 'Business Expert',
  legal_adviser: 'Legal Adviser',
  medical_adviser: 'Medical Adviser',
};

/** The chat's texts: the spec's where it names them, plain sentences otherwise. */
export const CHAT_MESSAGES = {
  placeholder: 'Type Here...',
  customerCareTitle: 'Chat With Customer Care',
  /** The modal's title for an expert chat (part 2 section 8). */
  expertTitle: (title: string) => `Chat with ${title}`,
  noExpertOnline: (title: string) =>
    `No ${title} is online right now. Write your question below: it waits for the next ${title} and their answer comes here, by email and in your notifications.`,
  noCustomerCareOnline:
    'Nobody from customer care is online right now. Write your message below: it waits for the next agent and the answer comes here, by email and in your notifications.',
  /** The visitor's version: a visitor has no notifications, only the email they gave. */
  noCustomerCareOnlineVisitor:
    'Nobody from our support team is online right now. Write your message below: it waits for the next agent and the answer comes here and to the email address you gave.',
  /** The notice of an answer to a message that waited (the kind's title, the answer's first words). */
  replySubject: (title: string) => `${title} answered your message`,
  expertsOnline: 'Experts online',
  kind: 'Choose the kind of chat: customer_care, business_expert, legal_adviser or medical_adviser.',
  message: 'Enter your message',
  messageTooLong: 'A message can be at most 2000 characters.',
  tooFast: 'You are sending messages too quickly. Please wait a few seconds and try again.',
  notYours: 'No such conversation.',
  ended: 'This conversation has ended.',
  handedOver: 'Conversation handed over.',
  handoverTarget: 'Choose an expert of the same kind to hand this conversation to.',
  signInFirst: 'Please sign in to chat.',
  /** A socket whose session has ended (signed out, password changed, account locked, expired). */
  sessionEnded: 'Your session has ended. Please sign in again to chat.',
  /** The page's socket was closed for good (the session or the visitor's conversation ended). */
  disconnected: 'The chat is no longer connected. Please reload the page to continue.',
  forbiddenCharacter: 'Your message contains a character that is not allowed. Please retype it',
  clientId: 'The message id (client_id) must be a UUID.',
  payload: 'Send the event as an object of fields.',
  transcriptSubject: 'Your support chat transcript',
  conversationEnded: 'Conversation ended. A copy has been sent to your email address.',
} as const;

/** The longest message the chat accepts (a page of text). */
export const CHAT_MESSAGE_MAX = 2000;

export const chatKindSchema = z.enum(CHAT_KINDS, { error: CHAT_MESSAGES.kind });

/**
 * Control characters a person never types into a chat (NUL, the bell, escape, delete…): the database
 * cannot store NUL, and the others only garble a transcript. Tab and line breaks are kept.
 */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true;
  }
  return false;
}

/**
 * A message's text: trimmed; empty or whitespace-only is refused (part 2 section 5), and so is one
 * holding a control character.
 */
export const chatTextSchema = z
  .string({ error: CHAT_MESSAGES.message })
  .trim()
  .min(1, CHAT_MESSAGES.message)
  .max(CHAT_MESSAGE_MAX, CHAT_MESSAGES.messageTooLong)
  .refine((text) => !hasControlCharacter(text), CHAT_MESSAGES.forbiddenCharacter);

/**
 * A message's client id: a UUID the sender makes once per message and sends again with every retry
 * of it, so a retry never stores the message twice (optional: a client without it gets no such promise).
 */
export const clientIdField = z.guid({ error: CHAT_MESSAGES.clientId }).optional();

/** A conversation's id: a whole number an integer column can hold (a larger one is no conversation). */
export const conversationIdField = idField(CHAT_MESSAGES.notYours);

/** POST /getchatusers and /getchatcustomercare: chat_expert names the kind (customer care by default). */
export const chatUsersBodySchema = z.object({ chat_expert: chatKindSchema.optional() });

/** An online expert (spec: u_id, u_role). */
export const onlineExpertSchema = z.object({ u_id: z.number().int(), u_role: chatKindSchema });
export const onlineExpertsSchema = z.array(onlineExpertSchema);

/** POST /getuserschatlisting: role_id is the chat kind. */
export const chatListingBodySchema = z.object({ role_id: chatKindSchema });

/** A history row (spec: cb_fromid, cb_toid, cb_msg, cb_datetime), plus who sent it and its id. */
export const chatHistoryRowSchema = z.object({
  cb_id: z.number().int(),
  cb_fromid: z.number().int().nullable(),
  cb_toid: z.number().int().nullable(),
  cb_msg: z.string(),
  cb_datetime: z.string(),
  sender: z.enum(['member', 'visitor', 'expert']),
});
export type ChatHistoryRow = z.output<typeof chatHistoryRowSchema>;
export const chatHistorySchema = z.array(chatHistoryRowSchema);

/** POST /storemessage: to_id (the expert, 0 before one answered), role_id, msg; client_id for retries. */
export const storeMessageBodySchema = z.object({
  to_id: z.coerce.number().int().min(0).max(MAX_ID).default(0),
  role_id: chatKindSchema,
  msg: chatTextSchema,
  client_id: clientIdField,
});

/** GET /getuserschatcounts: unread messages per kind. */
export const chatCountsSchema = z.object({
  customer_care: z.number().int(),
  business_expert: z.number().int(),
  legal_adviser: z.number().int(),
  medical_adviser: z.number().int(),
});
export type ChatCounts = z.output<typeof chatCountsSchema>;

/** POST /chat/visitors: a visitor from the Start Conversation page. */
export const visitorStartBodySchema = z.object({
  name: z
    .string({ error: 'Enter your name' })
    .trim()
    .min(1, 'Enter your name')
    .max(50, 'Use at most 50 characters')
    .regex(/^[A-Za-z]+(?: [A-Za-z]+)*$/, 'Use letters only'),
  email: emailField(),
});
/** The visitor's name, 4-digit id and the token that opens the chat. */
export const visitorStartSchema = z.object({
  name: z.string(),
  visitor_id: z.number().int(),
  token: z.string(),
});
export type VisitorStart = z.output<typeof visitorStartSchema>;

/** The expert console: a conversation in the list. */
export const expertConversationSchema = z.object({
  id: z.number().int(),
  kind: chatKindSchema,
  who: z.string(),
  visitor: z.boolean(),
  expert_id: z.number().int().nullable(),
  expert_name: z.string().nullable(),
  last_message: z.string(),
  last_message_at: z.string(),
  unread: z.number().int(),
  ended: z.boolean(),
  /**
   * Since when the member or visitor has waited for an answer (their first message after the last
   * reply, ISO); null when nothing waits. Waiting conversations come first, the longest waiting first.
   */
  waiting_since: z.string().nullable(),
});
export type ExpertConversation = z.output<typeof expertConversationSchema>;
export const expertConversationsSchema = z.array(expertConversationSchema);

export const conversationParamsSchema = z.object({ id: conversationIdField });

/** An expert for the console (handing over, presence). */
export const expertSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  kind: chatKindSchema,
  presence: z.enum(['online', 'away', 'offline']),
});
export type Expert = z.output<typeof expertSchema>;
export const expertsSchema = z.array(expertSchema);

export const handoverBodySchema = z.object({ expert_id: idField(CHAT_MESSAGES.handoverTarget) });

/** POST /chat/conversations/:id/messages: an expert's reply from the console; client_id for retries. */
export const expertReplyBodySchema = z.object({ message: chatTextSchema, client_id: clientIdField });

/** The expert kinds whose sidebar entry may open an external group chat instead of /chat. */
export const GROUP_CHAT_KINDS = ['business_expert', 'legal_adviser', 'medical_adviser'] as const;

const groupLink = z
  .string()
  .trim()
  .max(500, 'Use at most 500 characters')
  .refine((v) => v === '' || /^https:\/\/[^\s]+$/i.test(v), 'Enter a link that starts with https://');

/** GET /chat/group-links: each expert kind's external group chat, or null (the in-app chat). */
export const groupLinksSchema = z.object({
  business_expert: z.string().nullable(),
  legal_adviser: z.string().nullable(),
  medical_adviser: z.string().nullable(),
});
export type GroupLinks = z.output<typeof groupLinksSchema>;

/** POST /admin/chat-group-links: the links to set; an empty one goes back to the in-app chat. */
export const groupLinksBodySchema = z.object({
  business_expert: groupLink,
  legal_adviser: groupLink,
  medical_adviser: groupLink,
});
export type GroupLinksBody = z.input<typeof groupLinksBodySchema>;
