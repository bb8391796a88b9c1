import {
  answers,
  CONTRIBUTION_MESSAGES,
  contributionSummarySchema,
  saveMoreBodySchema,
  saveMoreCheckoutSchema,
  saveMorePaymentSchema,
  saveMoreVerifyBodySchema,
  toNairaNumber,
} from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, ok } from '../../http/envelope.ts';
import { requireMember } from '../../http/session-guard.ts';
import { paymentsContext } from '../payments/index.ts';
import { confirmSaveMore, startSaveMore } from './save-more.ts';
import { contributionSummary } from './service.ts';

/** Weekly contribution figures and Save More (part 2 sections 2.4 and 2.5). */
export const contributionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getusercontribution',
    {
      schema: { tags: ['contributions'], response: answers(contributionSummarySchema) },
      preHandler: requireMember,
    },
    async (request) =>
      ok(await contributionSummary(app.deps.db, app.deps.clock.now(), request.member.userId)),
  );

  app.post(
    '/usermakeupfrontcontribution',
    {
      schema: {
        tags: ['contributions'],
        body: saveMoreBodySchema,
        response: answers(saveMoreCheckoutSchema),
      },
      preHandler: requireMember,
    },
    async (request) => {
      const started = await startSaveMore(paymentsContext(app), request.member.userId, {
        weeks: request.body.con_week,
        amountKobo: request.body.con_amount,
      });
      return ok({ ...started, authorization_url: started.authurl }, CONTRIBUTION_MESSAGES.paymentStarted);
    },
  );

  app.post(
    '/usermakeupfrontcontributioncallback',
    {
      schema: {
        tags: ['contributions'],
        body: saveMoreVerifyBodySchema,
        response: answers(saveMorePaymentSchema),
      },
      preHandler: requireMember,
    },
    async (request) => {
      const payment = await confirmSaveMore(
        paymentsContext(app),
        request.member.userId,
        request.body.reference,
      );
      const data = {
        reference: payment.reference,
        status: payment.status,
        amount: toNairaNumber(payment.amountKobo),
      };
      if (payment.status === 'failed') throw new ApiError(402, CONTRIBUTION_MESSAGES.paymentFailed, data);
      return ok(data, payment.status === 'success' ? CONTRIBUTION_MESSAGES.paymentDone : 'Payment pending');
    },
  );
};
