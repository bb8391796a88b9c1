import {
  answers,
  DEAD_MAIL_MESSAGES,
  deadMailCountSchema,
  deadMailListSchema,
  deadMailParamsSchema,
  deadMailSchema,
} from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope.ts';
import { requireRole } from '../../../http/session-guard.ts';
import { operatorOf } from '../../approvals/index.ts';
import { deadMailCount, listDeadMail, retryDeadMail } from './service.ts';

const tags = ['admin'];
// Emails that did not reach a member are support's to follow up (an admin may always).
const config = { roles: ['support'] as const };

/** The console's dead mail: the count (for the nav), the list, and Retry. */
export const adminDeadMailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/dead-mail',
    { preValidation: requireRole, config, schema: { tags, response: answers(deadMailListSchema) } },
    async () => ok(await listDeadMail(app.deps.db)),
  );

  app.get(
    '/admin/dead-mail/count',
    { preValidation: requireRole, config, schema: { tags, response: answers(deadMailCountSchema) } },
    async () => ok({ count: await deadMailCount(app.deps.db) }),
  );

  app.post(
    '/admin/dead-mail/:id/retry',
    {
      preValidation: requireRole,
      config,
      schema: { tags, params: deadMailParamsSchema, response: answers(deadMailSchema) },
    },
    async (req) =>
      ok(await retryDeadMail(app.deps, operatorOf(req), req.params.id), DEAD_MAIL_MESSAGES.retried),
  );
};
