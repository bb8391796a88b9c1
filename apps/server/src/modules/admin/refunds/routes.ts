import {
  adminRefundListSchema,
  adminRefundSchema,
  answers,
  REFUND_MESSAGES,
  refundParamsSchema,
  resolveRefundBodySchema,
} from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope.ts';
import { requireRole } from '../../../http/session-guard.ts';
import { operatorOf } from '../../approvals/index.ts';
import { listOpenRefunds, resolveRefund, retryRefund } from './service.ts';

const tags = ['admin'];
// Refunds are money at the provider: finance's work (an admin may always).
const config = { roles: ['finance'] as const };

/** The console's refunds that need an operator: the list, retry, and mark resolved with a note. */
export const adminRefundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/refunds',
    { preValidation: requireRole, config, schema: { tags, response: answers(adminRefundListSchema) } },
    async () => ok(await listOpenRefunds(app.deps.db)),
  );

  app.post(
    '/admin/refunds/:id/retry',
    {
      preValidation: requireRole,
      config,
      schema: { tags, params: refundParamsSchema, response: answers(adminRefundSchema) },
    },
    async (req) => ok(await retryRefund(app.deps, operatorOf(req), req.params.id), REFUND_MESSAGES.retried),
  );

  app.post(
    '/admin/refunds/:id/resolve',
    {
      preValidation: requireRole,
      config,
      schema: {
        tags,
        params: refundParamsSchema,
        body: resolveRefundBodySchema,
        response: answers(adminRefundSchema),
      },
    },
    async (req) =>
      ok(
        await resolveRefund(app.deps, operatorOf(req), req.params.id, req.body.note),
        REFUND_MESSAGES.resolved,
      ),
  );
};
