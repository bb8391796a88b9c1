import {
  ACCOUNT_LOCKED,
  answers,
  CHAT_KIND_TITLES,
  CHAT_KINDS,
  CHAT_MESSAGES,
  type ChatKind,
  chatCountsSchema,
  chatHistorySchema,
  chatListingBodySchema,
  chatUsersBodySchema,
  conversationParamsSchema,
  expertConversationsSchema,
  expertReplyBodySchema,
  expertsSchema,
  groupLinksBodySchema,
  groupLinksSchema,
  handoverBodySchema,
  onlineExpertsSchema,
  storeMessageBodySchema,
  USER_LOCKED,
  visitorStartBodySchema,
  visitorStartSchema,
} from '@trust/shared';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chatConversations } from '../../db/schema/index.ts';
import { ApiError, forbidden, notFound, ok } from '../../http/envelope.ts';
import { hashToken, requireMember, requireRole } from '../../http/session-guard.ts';
import { audit } from '../audit/index.ts';
import { expertsWithPresence, handOver } from './experts.ts';
import { groupLinks, saveGroupLinks } from './group-links.ts';
import {
  conversationById,
  conversationByVisitorToken,
  conversationsForConsole,
  expertKindOf,
  expertUnreadCounts,
  markRead,
  memberConversationIds,
  memberUnreadCounts,
  messagesOf,
  userName,
} from './queries.ts';
import { type ChatDeps, sendFromCustomer, sendFromExpert, TooFast } from './service.ts';
import { chatHistoryView, consoleView, eventRow } from './views.ts';
import { endVisitorConversation, startVisitor } from './visitor.ts';

const tags = ['chat'];

/** A chat call for members: an operator signed in on it is refused (their chat is the console's). */
async function requireChatMember(request: FastifyRequest, reply: Parameters<typeof requireMember>[1]) {
  await requireMember(request, reply);
  if (request.member.role !== 'member')
    throw forbidden('Only members chat here. Experts answer from the console.');
}
const member = { preValidation: requireChatMember };
/** The expert console's calls: experts, support (customer care) and admins. */
const console = { preValidation: requireRole, config: { roles: ['expert', 'support'] as const } };
const visitorStartLimit = { config: { rateLimit: { max: 30, timeWindow: '10 minutes' } } };

/** The kinds a console user sees: an expert's own, every kind for an admin. */
async function consoleKinds(request: FastifyRequest): Promise<readonly ChatKind[]> {
  if (request.member.role === 'admin') return CHAT_KINDS;
  const kind = await expertKindOf(request.server.deps.db, request.member.userId);
  if (!kind) throw forbidden('This account has no chat kind. Ask an admin to set it.');
  return [kind];
}

/** Chat's calls (part 2 section 7) and the expert console's. The realtime side is socket.ts. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  const deps = (): ChatDeps => ({ db, clock, ...app.chat });

  const onlineAnswer = async (kind: ChatKind, visitor = false) => {
    const ids = await app.chat.realtime.onlineExperts(kind);
    const list = ids.map((u_id) => ({ u_id, u_role: kind }));
    if (list.length > 0) return ok(list, CHAT_MESSAGES.expertsOnline);
    // No expert online: the page says the message will wait, and how the answer comes (part 2
    // section 4.14 shows this message; the chat stays open beside it, docs/domain-rules.md).
    const message =
      kind !== 'customer_care'
        ? CHAT_MESSAGES.noExpertOnline(CHAT_KIND_TITLES[kind])
        : visitor
          ? CHAT_MESSAGES.noCustomerCareOnlineVisitor
          : CHAT_MESSAGES.noCustomerCareOnline;
    return ok(list, message);
  };

  app.post(
    '/getchatusers',
    { ...member, schema: { tags, body: chatUsersBodySchema, response: answers(onlineExpertsSchema) } },
    async (req) => onlineAnswer(req.body.chat_expert ?? 'customer_care'),
  );

  app.post(
    '/getchatcustomercare',
    {
      ...member,
      schema: { tags, body: chatUsersBodySchema.optional(), response: answers(onlineExpertsSchema) },
    },
    async () => onlineAnswer('customer_care'),
  );

  app.post(
    '/getuserschatlisting',
    { ...member, schema: { tags, body: chatListingBodySchema, response: answers(chatHistorySchema) } },
    async (req) => {
      const ids = await memberConversationIds(db, req.member.userId, req.body.role_id);
      // Opening the chat reads what the experts wrote: the unread count falls to 0.
      await markRead(db, ids, 'customer', clock.now());
      const rows = (await Promise.all(ids.map((id) => messagesOf(db, id)))).flat();
      const convs = await Promise.all(ids.map((id) => conversationById(db, id)));
      return ok(chatHistoryView(rows, convs, req.member.userId));
    },
  );

  app.post(
    '/storemessage',
    {
      ...member,
      schema: { tags, body: storeMessageBodySchema, response: answers(chatHistorySchema.element) },
    },
    async (req) => {
      // A member locked for default "can only log out" (part 2 section 4.1): no messages, as on the socket.
      if (req.member.status === USER_LOCKED) throw forbidden(ACCOUNT_LOCKED);
      const name = await userName(db, req.member.userId);
      try {
        const e = await sendFromCustomer(
          deps(),
          { as: 'member', userId: req.member.userId, name },
          req.body.role_id,
          req.body.msg,
          { clientId: req.body.client_id },
        );
        return ok(eventRow(e));
      } catch (err) {
        if (err instanceof TooFast) throw new ApiError(429, err.message);
        throw err;
      }
    },
  );

  app.get(
    '/getuserschatcounts',
    { preValidation: requireMember, schema: { tags, response: answers(chatCountsSchema) } },
    async (req) => {
      if (req.member.role === 'member') return ok(await memberUnreadCounts(db, req.member.userId));
      if (req.member.role !== 'expert' && req.member.role !== 'support' && req.member.role !== 'admin')
        throw forbidden('Only members and experts chat.');
      return ok(await expertUnreadCounts(db, await consoleKinds(req)));
    },
  );

  // A visitor from the Start Conversation page (part 2 section 2.16).
  app.post(
    '/chat/visitors',
    {
      ...visitorStartLimit,
      schema: { tags, body: visitorStartBodySchema, response: answers(visitorStartSchema) },
    },
    async (req) => ok(await startVisitor(app, req.body)),
  );

  const visitorHeaders = z.object({ 'x-visitor-token': z.string().min(20).max(200) });
  const visitorConversation = async (token: string) => {
    const conv = await conversationByVisitorToken(db, hashToken(token));
    if (!conv) throw notFound(CHAT_MESSAGES.notYours);
    return conv;
  };

  // The visitor's page: who of customer care is online (the same answer a member gets).
  app.get(
    '/chat/visitors/online',
    { schema: { tags, headers: visitorHeaders, response: answers(onlineExpertsSchema) } },
    async (req) => {
      await visitorConversation(req.headers['x-visitor-token']);
      return onlineAnswer('customer_care', true);
    },
  );

  // The visitor's messages, so a reload of /support keeps the conversation.
  app.get(
    '/chat/visitors/messages',
    { schema: { tags, headers: visitorHeaders, response: answers(chatHistorySchema) } },
    async (req) => {
      const conv = await visitorConversation(req.headers['x-visitor-token']);
      await markRead(db, [conv.id], 'customer', clock.now());
      return ok(chatHistoryView(await messagesOf(db, conv.id), [conv], 0));
    },
  );

  app.post(
    '/chat/visitors/end',
    {
      schema: {
        tags,
        headers: visitorHeaders,
        response: answers(z.null()),
      },
    },
    async (req) => {
      const conv = await visitorConversation(req.headers['x-visitor-token']);
      await endVisitorConversation(app, conv.id);
      return ok(null, CHAT_MESSAGES.conversationEnded);
    },
  );

  app.get(
    '/chat/conversations',
    { ...console, schema: { tags, response: answers(expertConversationsSchema) } },
    async (req) => ok((await conversationsForConsole(db, await consoleKinds(req))).map(consoleView)),
  );

  app.get(
    '/chat/conversations/:id',
    { ...console, schema: { tags, params: conversationParamsSchema, response: answers(chatHistorySchema) } },
    async (req) => {
      const conv = await conversationById(db, req.params.id);
      if (!conv || !(await consoleKinds(req)).includes(conv.kind as ChatKind))
        throw notFound(CHAT_MESSAGES.notYours);
      await markRead(db, [conv.id], 'expert', clock.now());
      return ok(chatHistoryView(await messagesOf(db, conv.id), [conv], req.member.userId));
    },
  );

  // An expert's reply from the console when its socket is down (the socket's send_message is the usual way).
  app.post(
    '/chat/conversations/:id/messages',
    {
      ...console,
      schema: {
        tags,
        params: conversationParamsSchema,
        body: expertReplyBodySchema,
        response: answers(chatHistorySchema.element),
      },
    },
    async (req) => {
      const kinds = await consoleKinds(req);
      const writer = {
        as: 'expert' as const,
        userId: req.member.userId,
        name: await userName(db, req.member.userId),
        kind: req.member.role === 'admin' ? null : (kinds[0] ?? null),
        admin: req.member.role === 'admin',
      };
      try {
        const e = await sendFromExpert(deps(), writer, req.params.id, req.body.message, {
          clientId: req.body.client_id,
        });
        return ok(eventRow(e));
      } catch (err) {
        if (err instanceof TooFast) throw new ApiError(429, err.message);
        throw err;
      }
    },
  );

  app.post(
    '/chat/conversations/:id/handover',
    {
      ...console,
      schema: {
        tags,
        params: conversationParamsSchema,
        body: handoverBodySchema,
        response: answers(z.null()),
      },
    },
    async (req) => {
      const actor = { userId: req.member.userId, admin: req.member.role === 'admin' };
      await handOver(app, actor, req.params.id, req.body.expert_id);
      return ok(null, CHAT_MESSAGES.handedOver);
    },
  );

  app.post(
    '/chat/conversations/:id/end',
    { ...console, schema: { tags, params: conversationParamsSchema, response: answers(z.null()) } },
    async (req) => {
      const conv = await conversationById(db, req.params.id);
      if (!conv || !(await consoleKinds(req)).includes(conv.kind as ChatKind))
        throw notFound(CHAT_MESSAGES.notYours);
      if (conv.memberId === null) await endVisitorConversation(app, conv.id);
      else await endMemberConversation(conv.id);
      return ok(null, 'Conversation ended.');
    },
  );

  /** A member's conversation ends: their next message opens a new one, again to every online expert. */
  async function endMemberConversation(id: number) {
    await db.update(chatConversations).set({ endedAt: clock.now() }).where(eq(chatConversations.id, id));
  }

  app.get('/chat/experts', { ...console, schema: { tags, response: answers(expertsSchema) } }, async () =>
    ok(await expertsWithPresence(app)),
  );

  // The sidebar's expert entries: an external group chat where an operator has set one.
  app.get('/chat/group-links', { schema: { tags, response: answers(groupLinksSchema) } }, async () =>
    ok(await groupLinks(db)),
  );

  app.post(
    '/admin/chat-group-links',
    {
      preValidation: requireRole,
      config: { roles: ['content'] },
      schema: { tags: ['admin'], body: groupLinksBodySchema, response: answers(groupLinksSchema) },
    },
    async (req) => {
      const before = await groupLinks(db);
      await saveGroupLinks(db, req.body, req.member.userId, clock.now());
      const after = await groupLinks(db);
      await audit(db, {
        actor: { userId: req.member.userId, ip: req.ip },
        action: 'chat.group_links',
        now: clock.now(),
        before,
        after,
      });
      return ok(after, 'Group chat links saved.');
    },
  );
};
