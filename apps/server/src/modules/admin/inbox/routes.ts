import {
  adminInboxPageSchema,
  adminInboxParamsSchema,
  adminInboxQuerySchema,
  adminInboxReplyBodySchema,
  adminInboxStatusBodySchema,
  adminInboxThreadSchema,
  answers,
  INBOX_MESSAGES,
} from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope.ts';
import { requireRole } from '../../../http/session-guard.ts';
import { changeInboxStatus, inboxThread, listInbox, replyToInbox } from './service.ts';

const tags = ['admin'];
// Answering the public is support's work (an admin may always).
const config = { roles: ['support'] as const };
const guard = { preValidation: requireRole, config };

/** The console's Inbox: enquiries, support requests and job applications, their status and replies. */
export const adminInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, mailer } = app.deps;

  app.get(
    '/admin/inbox',
    {
      ...guard,
      schema: { tags, querystring: adminInboxQuerySchema, response: answers(adminInboxPageSchema) },
    },
    async (req) => ok(await listInbox(db, req.query)),
  );

  app.get(
    '/admin/inbox/:kind/:id',
    { ...guard, schema: { tags, params: adminInboxParamsSchema, response: answers(adminInboxThreadSchema) } },
    async (req) => ok(await inboxThread(db, req.params.kind, req.params.id)),
  );

  app.post(
    '/admin/inbox/:kind/:id/status',
    {
      ...guard,
      schema: {
        tags,
        params: adminInboxParamsSchema,
        body: adminInboxStatusBodySchema,
        response: answers(adminInboxThreadSchema),
      },
    },
    async (req) => {
      const actor = { userId: req.member.userId, ip: req.ip };
      await changeInboxStatus(db, actor, clock.now(), req.params.kind, req.params.id, req.body.status);
      return ok(await inboxThread(db, req.params.kind, req.params.id), INBOX_MESSAGES.statusSaved);
    },
  );

  app.post(
    '/admin/inbox/:kind/:id/reply',
    {
      ...guard,
      schema: {
        tags,
        params: adminInboxParamsSchema,
        body: adminInboxReplyBodySchema,
        response: answers(adminInboxThreadSchema),
      },
    },
    async (req) => {
      const actor = { userId: req.member.userId, ip: req.ip };
      await replyToInbox({ db, clock, mailer }, actor, req.params.kind, req.params.id, req.body.message);
      return ok(await inboxThread(db, req.params.kind, req.params.id), INBOX_MESSAGES.replySent);
    },
  );
};
