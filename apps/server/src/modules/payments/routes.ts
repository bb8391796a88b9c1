import { answers, paymentResponseQuerySchema, paymentStateSchema } from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { requireMember } from '../../http/session-guard.ts';
import { paymentsContext } from './context.ts';
import { latestPaymentReference, paymentState, toPaymentResponse } from './payment-state.ts';

/** The member's view of a payment (part 1 section 7): where it stands, settled with the provider first. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getuserpaymentresponse',
    {
      schema: {
        tags: ['payments'],
        querystring: paymentResponseQuerySchema,
        response: answers(paymentStateSchema),
      },
      preHandler: requireMember,
    },
    async (req) => {
      const ctx = paymentsContext(app);
      const reference =
        req.query.reference ?? req.query.trxref ?? (await latestPaymentReference(ctx, req.member.userId));
      const state = await paymentState(ctx, reference, req.member.userId);
      return ok({ pr_response: toPaymentResponse(state) }, state.message);
    },
  );
};
