import { toNairaNumber } from '@trust/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { provideFlexiPayment } from '../plans/index.ts';
import { joiningContext } from './context.ts';
import { findPlan } from './memberships.ts';
import { startCheckout } from './purchase.ts';

/**
 * The pay step of POST /userflexiplanpayment (flexi_type 2): the plans module validates the body and
 * quotes the fee; this starts a hosted checkout for that fee plus the first contribution, with the
 * member's amount, frequency and duration as the membership's terms.
 */
export function registerFlexiPayment(app: FastifyInstance): void {
  provideFlexiPayment(app, async ({ request, body, quote }) => {
    const ctx = joiningContext(app);
    const plan = await findPlan(ctx.db, quote.flexiPlanId);
    const r = await startCheckout(ctx, request.member.userId, plan, {
      membershipFeeKobo: quote.membershipFeeKobo,
      contributionKobo: quote.amountKobo,
      frequency: body.pf_pl_text,
      durationMonths: body.pf_pl_duration,
    });
    return ok(
      {
        membership_fee: toNairaNumber(quote.membershipFeeKobo),
        authurl: r.authorizationUrl,
        reference: r.reference,
        amount: toNairaNumber(r.amountKobo),
      },
      'Redirecting to payment',
    );
  });
}
