import {
  answers,
  createFundMessageBodySchema,
  FUND_MESSAGE_MESSAGES,
  fundMessageListSchema,
  fundMessageOptionsSchema,
  fundMessageParamsSchema,
  fundMessageSchema,
  NIGERIAN_STATES,
  segmentPreviewBodySchema,
  segmentPreviewSchema,
} from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, ok } from '../../../http/envelope.ts';
import { requireRole } from '../../../http/session-guard.ts';
import { operatorOf } from '../../approvals/index.ts';
import {
  cancelMessage,
  createMessage,
  listMessages,
  planOptions,
  previewSegment,
} from '../../messages/index.ts';

const tags = ['admin'];
// Writing to members is support's (DESIGN section 7: support has members, messages, unlock); an admin may always.
const config = { roles: ['support'] as const };

/** The console's Messages: the list with counts, the form's options, a segment's size, write and cancel. */
export const adminMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const find = async (id: number) => {
    const m = (await listMessages(app.deps.db)).find((x) => x.id === id);
    if (!m) throw notFound(FUND_MESSAGE_MESSAGES.notFound);
    return m;
  };

  app.get(
    '/admin/messages',
    { preValidation: requireRole, config, schema: { tags, response: answers(fundMessageListSchema) } },
    async () => ok({ messages: await listMessages(app.deps.db) }),
  );

  app.get(
    '/admin/messages/options',
    { preValidation: requireRole, config, schema: { tags, response: answers(fundMessageOptionsSchema) } },
    async () => ok({ plans: await planOptions(app.deps.db), states: [...NIGERIAN_STATES] }),
  );

  app.post(
    '/admin/messages/preview',
    {
      preValidation: requireRole,
      config,
      schema: { tags, body: segmentPreviewBodySchema, response: answers(segmentPreviewSchema) },
    },
    async (req) => ok(await previewSegment(app.deps.db, req.body.segment)),
  );

  app.post(
    '/admin/messages',
    {
      preValidation: requireRole,
      config,
      schema: { tags, body: createFundMessageBodySchema, response: answers(fundMessageSchema) },
    },
    async (req) => {
      const now = app.deps.clock.now();
      const row = await createMessage(app.deps.db, operatorOf(req), req.body, now);
      const queued = row.sendAt.getTime() <= now.getTime();
      return ok(await find(row.id), queued ? FUND_MESSAGE_MESSAGES.queued : FUND_MESSAGE_MESSAGES.scheduled);
    },
  );

  app.post(
    '/admin/messages/:id/cancel',
    {
      preValidation: requireRole,
      config,
      schema: { tags, params: fundMessageParamsSchema, response: answers(fundMessageSchema) },
    },
    async (req) => {
      await cancelMessage(app.deps.db, operatorOf(req), req.params.id, app.deps.clock.now());
      return ok(await find(req.params.id), FUND_MESSAGE_MESSAGES.cancelled);
    },
  );
};
