import {
  answers,
  FLEXI_PAY,
  flexiFrequencyViewSchema,
  flexiPaymentAnswerSchema,
  flexiPaymentBodySchema,
  PLAN_MESSAGES,
  planViewSchema,
} from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, ok } from '../../http/envelope.ts';
import { requireMember } from '../../http/session-guard.ts';
import { flexiPaymentHandler } from './flexi-payment.ts';
import { FlexiReferenceMissingError, quoteFlexi } from './flexi-quote.ts';
import { listActivePlans } from './queries.ts';
import { FLEXI_FREQUENCY_VIEWS, toFlexiQuoteView, toPlanView } from './view.ts';

/** The plan catalogue (public) and the flexi plan quote (signed in): spec part 1 section 7. */
export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getsubscriptionplans',
    { schema: { tags: ['plans'], response: answers(z.array(planViewSchema)) } },
    async () => {
      const rows = await listActivePlans(app.deps.db);
      return ok(rows.map(({ plan, benefits }) => toPlanView(plan, benefits)));
    },
  );

  app.get(
    '/getflexiplanfrequency',
    { schema: { tags: ['plans'], response: answers(z.array(flexiFrequencyViewSchema)) } },
    async () => ok(FLEXI_FREQUENCY_VIEWS),
  );

  app.post(
    '/userflexiplanpayment',
    {
      schema: { tags: ['plans'], body: flexiPaymentBodySchema, response: answers(flexiPaymentAnswerSchema) },
      preHandler: requireMember,
    },
    async (request) => {
      const body = request.body;
      let quote: Awaited<ReturnType<typeof quoteFlexi>>;
      try {
        quote = await quoteFlexi(app.deps.db, {
          amountKobo: body.con_amount,
          frequency: body.pf_pl_text,
          durationMonths: body.pf_pl_duration,
        });
      } catch (e) {
        if (e instanceof FlexiReferenceMissingError) throw badRequest(PLAN_MESSAGES.notFlexiPlan);
        throw e;
      }
      if (body.planid !== quote.flexiPlanId) throw badRequest(PLAN_MESSAGES.notFlexiPlan);
      if (body.flexi_type === FLEXI_PAY) {
        const pay = flexiPaymentHandler(app);
        if (!pay) throw badRequest(PLAN_MESSAGES.payNotAvailable);
        return pay({ request, body, quote });
      }
      return ok(toFlexiQuoteView(quote, body.pf_pl_text, body.pf_pl_duration), 'Membership fee quoted');
    },
  );
};
