import { answers, cashoutBody, cashoutResultSchema } from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { requireMember } from '../../http/session-guard.ts';
import { withHoldNotice } from '../banks/index.ts';
import { useMoneyOutCode } from '../money-out/index.ts';
import { requestCashout } from './cashout.ts';

/** POST /api/cashout (spec part 2 section 7). */
export const cycleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/cashout',
    {
      preHandler: requireMember,
      schema: { tags: ['cycle'], body: cashoutBody, response: answers(cashoutResultSchema) },
    },
    async (req) => {
      const { db, clock } = app.deps;
      await useMoneyOutCode(db, req.member.userId, 'cashout', req.body.code, clock.now());
      const now = clock.now();
      const result = await requestCashout(db, req.member.userId, req.body.cashout_amount, now);
      return ok(
        result,
        await withHoldNotice(
          db,
          req.member.userId,
          now,
          'Your cashout request has been submitted. The amount will be sent to your bank account, and your next cycle has started.',
        ),
      );
    },
  );
};
