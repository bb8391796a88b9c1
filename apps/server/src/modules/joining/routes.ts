import {
  answers,
  cardAnswerSchema,
  cardFormSchema,
  ordinarySubscribeBodySchema,
  otpResentSchema,
  paymentCallbackBodySchema,
  paymentCallbackSchema,
  paymentReceiptQuerySchema,
  paymentReceiptSchema,
  planCheckoutSchema,
  planPaymentBodySchema,
  planTransferBodySchema,
  resendOtpBodySchema,
  submitCardBodySchema,
  subscribedPlanBodySchema,
  subscribedUserSchema,
  toNairaNumber,
  transferDetailsSchema,
  ussdCodes,
} from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CardDetails } from '../../gateways/index.ts';
import { badRequest, notFound, ok } from '../../http/envelope.ts';
import { perMemberLimit } from '../../http/member-limit.ts';
import { requireMember } from '../../http/session-guard.ts';
import {
  findPayment,
  latestPaymentReference,
  paymentState,
  requirePaid,
  toPaymentResponse,
} from '../payments/index.ts';
import { chooseTransfer } from './bank-transfer.ts';
import { joiningContext } from './context.ts';
import {
  OTP_TRIES,
  resendCardOtp,
  startCardPurchase,
  startPlanCheckout,
  submitCardOtp,
  subscribeOrdinary,
} from './purchase.ts';
import { paymentReceipt } from './receipt.ts';
import { userAfterPurchase } from './views.ts';

/**
 * Plan purchase (part 1 sections 4 and 7): hosted checkout, card with OTP or redirect, the free
 * BASIC plan, bank transfer, and the calls that verify a payment and buy the plan it paid for.
 */
export const joiningRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireMember);
  /**
   * Card attempts per member (not per session: signing in again gives no new allowance): enough for
   * typos, too few to test stolen card numbers. Counted after the session check, which names the
   * member. Made for each app rather than once per process, so each app gets its own options.
   */
  const cardRateLimit = { rateLimit: perMemberLimit(10, '10 minutes') };

  app.post(
    '/userplanpayment',
    { schema: { tags: ['joining'], body: planPaymentBodySchema, response: answers(planCheckoutSchema) } },
    async (req) => {
      const r = await startPlanCheckout(joiningContext(app), req.member.userId, req.body.planid);
      return ok(
        { authurl: r.authorizationUrl, reference: r.reference, amount: toNairaNumber(r.amountKobo) },
        'Redirecting to payment',
      );
    },
  );

  app.post(
    '/submituserpaymentcard',
    {
      schema: { tags: ['joining'], body: submitCardBodySchema, response: answers(cardAnswerSchema) },
      config: cardRateLimit,
    },
    async (req) => {
      const ctx = joiningContext(app);
      const userId = req.member.userId;
      const body = req.body;
      if ('flwRef' in body) {
        const r = await submitCardOtp(ctx, userId, body.flwRef, body.otp);
        return ok(
          {
            status: 'successful' as const,
            reference: r.reference,
            user: await userAfterPurchase(app, userId),
          },
          'Payment successful',
        );
      }
      if (body.payment_type !== 1) throw badRequest('Change your card from the card page of your dashboard.');
      const planId =
        body.planid ?? (typeof body.payment_data === 'object' ? body.payment_data.planid : body.payment_data);
      if (!planId) throw badRequest('Choose a plan');
      let details: CardDetails | undefined;
      if (ctx.gateway.supportsDirectCharge) {
        const card = cardFormSchema(ctx.clock.now()).safeParse(body);
        if (!card.success) throw badRequest(card.error.issues[0]?.message ?? 'Enter Card Detail');
        const [mm, yy] = card.data.card_exp.split('/') as [string, string];
        details = {
          number: card.data.card_number,
          expMonth: mm,
          expYear: yy,
          cvv: card.data.card_cvv,
          pin: card.data.card_pin,
        };
      }
      // Without direct charge the card is taken on the provider's page: card fields sent here are ignored.
      const r = await startCardPurchase(ctx, userId, planId, details);
      if (r.kind === 'otp') {
        return ok(
          {
            flwRef: r.flwRef,
            chargeResponseMessage: r.message,
            reference: r.reference,
            otp_attempts_left: OTP_TRIES,
            can_resend: typeof ctx.gateway.resendOtp === 'function',
          },
          r.message,
        );
      }
      if (r.kind === 'redirect')
        return ok({ authurl: r.authorizationUrl, reference: r.reference }, 'Redirecting to your bank');
      return ok(
        { status: 'successful' as const, reference: r.reference, user: await userAfterPurchase(app, userId) },
        'Payment successful',
      );
    },
  );

  app.post(
    '/resendcardotp',
    {
      schema: { tags: ['joining'], body: resendOtpBodySchema, response: answers(otpResentSchema) },
      config: cardRateLimit,
    },
    async (req) => {
      const r = await resendCardOtp(joiningContext(app), req.member.userId, req.body.flwRef);
      return ok({ otp_attempts_left: r.otp_attempts_left }, r.message);
    },
  );

  app.post(
    '/usersubscribedplan',
    {
      schema: { tags: ['joining'], body: subscribedPlanBodySchema, response: answers(subscribedUserSchema) },
      config: cardRateLimit,
    },
    async (req) => {
      const ctx = joiningContext(app);
      const userId = req.member.userId;
      const { flwRef, otp, payment_data } = req.body;
      if (flwRef || otp) {
        if (!flwRef || !otp) throw badRequest('Enter OTP');
        await submitCardOtp(ctx, userId, flwRef, otp);
      } else {
        const reference =
          typeof payment_data === 'string' ? payment_data : await latestPaymentReference(ctx, userId);
        const payment = await findPayment(ctx.db, reference);
        if (!payment || payment.userId !== userId) throw notFound('Payment not found');
        await requirePaid(ctx, reference);
      }
      return ok(await userAfterPurchase(app, userId), 'Your plan is active');
    },
  );

  app.get(
    '/paymentreceipt',
    {
      schema: {
        tags: ['joining'],
        querystring: paymentReceiptQuerySchema,
        response: answers(paymentReceiptSchema),
      },
    },
    async (req) =>
      ok(await paymentReceipt(joiningContext(app), req.member.userId, req.query.reference), 'Receipt'),
  );

  app.post(
    '/userplanpaymentcallback',
    {
      schema: {
        tags: ['joining'],
        body: paymentCallbackBodySchema,
        response: answers(paymentCallbackSchema),
      },
    },
    async (req) => {
      const ctx = joiningContext(app);
      const state = await paymentState(ctx, req.body.payment_data, req.member.userId);
      return ok(
        { pr_response: toPaymentResponse(state), user: await userAfterPurchase(app, req.member.userId) },
        state.message,
      );
    },
  );

  app.post(
    '/userordinaryplansubscribe',
    {
      schema: {
        tags: ['joining'],
        body: ordinarySubscribeBodySchema,
        response: answers(subscribedUserSchema),
      },
    },
    async (req) => {
      await subscribeOrdinary(joiningContext(app), req.member.userId, req.body.planid);
      return ok(await userAfterPurchase(app, req.member.userId), 'Your BASIC plan is active');
    },
  );

  app.post(
    '/userplantransfer',
    {
      schema: { tags: ['joining'], body: planTransferBodySchema, response: answers(transferDetailsSchema) },
    },
    async (req) => {
      const t = await chooseTransfer(joiningContext(app), req.member.userId, req.body.planid);
      const c = app.deps.config;
      const total = toNairaNumber(t.totalKobo);
      return ok(
        {
          plan_id: t.plan.id,
          plan_name: t.plan.name,
          membership_fee: toNairaNumber(t.membershipFeeKobo),
          weekly_contribution: toNairaNumber(t.contributionKobo),
          total,
          narration: t.pin,
          u_tfp_pin: t.pin,
          reference: t.reference,
          bank: {
            bank_name: c.FUND_BANK_NAME,
            account_number: c.FUND_ACCOUNT_NUMBER,
            account_name: c.FUND_ACCOUNT_NAME,
          },
          ussd: ussdCodes(total, c.FUND_ACCOUNT_NUMBER),
        },
        'Pay by bank transfer with your TFP as the narration',
      );
    },
  );
};
