import {
  answers,
  PLAN_CHANGE_MESSAGES,
  planChangeAnswerSchema,
  planChangeBodySchema,
  planChangeListSchema,
  toNairaNumber,
} from '@trust/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { requireMember } from '../../http/session-guard.ts';
import { paymentsContext } from '../payments/index.ts';
import { flexiPaymentHandler, provideFlexiPayment } from '../plans/index.ts';
import { activeMembership } from './queries.ts';
import { listPlanChanges, requestFlexiChange, requestPlanChange } from './service.ts';

/** Plan change from the profile (part 2 sections 4.7 and 7): the list with prices, and the change. */
export const planChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireMember);

  app.get(
    '/userplanchangelist',
    { schema: { tags: ['plan-change'], response: answers(planChangeListSchema) } },
    async (req) =>
      ok(await listPlanChanges(paymentsContext(app), req.member.userId), 'Plans you can change to'),
  );

  app.post(
    '/userplanchange',
    {
      schema: {
        tags: ['plan-change'],
        body: planChangeBodySchema,
        response: answers(planChangeAnswerSchema),
      },
    },
    async (req) => {
      const r = await requestPlanChange(paymentsContext(app), req.member.userId, {
        planId: req.body.pl_id,
        plChange: req.body.pl_change,
        payMethod: req.body.pay_method,
      });
      if (r.kind === 'changed') {
        return ok(
          { kind: 'changed' as const, pl_plan_name: r.planName },
          req.body.pl_change === 0
            ? PLAN_CHANGE_MESSAGES.downgraded(r.planName)
            : PLAN_CHANGE_MESSAGES.upgraded(r.planName),
        );
      }
      if (r.kind === 'checkout') {
        return ok(
          {
            kind: 'checkout' as const,
            authurl: r.authurl,
            reference: r.reference,
            amount: toNairaNumber(r.amountKobo),
          },
          'Redirecting to payment',
        );
      }
      const c = app.deps.config;
      return ok(
        {
          kind: 'transfer' as const,
          plan_name: r.planName,
          total: toNairaNumber(r.totalKobo),
          narration: r.narration,
          reference: r.reference,
          bank: {
            bank_name: c.FUND_BANK_NAME,
            account_number: c.FUND_ACCOUNT_NUMBER,
            account_name: c.FUND_ACCOUNT_NAME,
          },
        },
        'Pay by bank transfer with your TFP as the narration',
      );
    },
  );

  wrapFlexiPayment(app);
};

/**
 * The flexi modal's pay step (POST /userflexiplanpayment, flexi_type 2) for a member already on the
 * BASIC plan is a plan change, not a second purchase (which would answer 'You already have an
 * active plan'): it goes through the change's rules and returns to the profile. Anyone else goes on
 * to the joining purchase that was plugged in before.
 */
function wrapFlexiPayment(app: FastifyInstance) {
  const purchase = flexiPaymentHandler(app);
  provideFlexiPayment(app, async (c) => {
    const userId = c.request.member.userId;
    const current = await activeMembership(app.deps.db, userId);
    if (!current && purchase) return purchase(c);
    const r = await requestFlexiChange(paymentsContext(app), userId, c.quote.flexiPlanId, {
      membershipFeeKobo: c.quote.membershipFeeKobo,
      contributionKobo: c.quote.amountKobo,
      frequency: c.body.pf_pl_text,
      durationMonths: c.body.pf_pl_duration,
    });
    return ok(
      {
        membership_fee: toNairaNumber(c.quote.membershipFeeKobo),
        authurl: r.authurl,
        reference: r.reference,
        amount: toNairaNumber(r.amountKobo),
      },
      'Redirecting to payment',
    );
  });
}
