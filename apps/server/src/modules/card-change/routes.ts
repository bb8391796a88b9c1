import {
  answers,
  cardChangeAnswerSchema,
  cardChangeSchema,
  cardOnFileSchema,
  changeCardCallbackBodySchema,
  changeCardStartBodySchema,
  pendingCardChangeSchema,
  toNairaNumber,
  updateChangeCardBodySchema,
  updatedChangeCardBodySchema,
} from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { perMemberLimit } from '../../http/member-limit.ts';
import { requireMember } from '../../http/session-guard.ts';
import { OTP_TRIES } from '../joining/index.ts';
import { findMemberPlan } from '../memberships/index.ts';
import { paymentsContext } from '../payments/index.ts';
import { defaultCard } from './queries.ts';
import { confirmCardChange, pendingCardChange, startCardChange, storedCardChange } from './service.ts';

/**
 * Card change (part 2 sections 2.12, 4.10, 7): the card on file, a new card checked with a refunded
 * N100 charge (directly with OTP or the bank's page, or on the provider's checkout), and the calls
 * that read and confirm a change. The OTP of a change is sent to POST /submituserpaymentcard
 * (card_process 2), like every card OTP.
 */
export const cardChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireMember);
  const ctx = () => paymentsContext(app);

  app.get(
    '/getuserpaymentcard',
    { schema: { tags: ['card-change'], response: answers(cardOnFileSchema) } },
    async (req) => {
      const userId = req.member.userId;
      const [card, current] = await Promise.all([
        defaultCard(app.deps.db, userId),
        findMemberPlan(app.deps.db, userId),
      ]);
      const plan = current && {
        plan_name: current.plan.name === 'ORDINARY' ? 'BASIC' : current.plan.name,
        contribution: toNairaNumber(current.membership.contributionKobo),
        frequency: current.membership.frequency,
      };
      return ok({ card, plan }, card ? 'Card on file' : 'No card on file');
    },
  );

  app.post(
    '/changecardauthrequest',
    {
      schema: {
        tags: ['card-change'],
        body: changeCardStartBodySchema,
        response: answers(cardChangeAnswerSchema),
      },
      // Card attempts per member, as on the joining card step: enough for typos, too few to test stolen cards.
      config: { rateLimit: perMemberLimit(10, '10 minutes') },
    },
    async (req) => {
      const c = ctx();
      const r = await startCardChange(c, req.member.userId, req.body);
      if (r.kind === 'otp') {
        return ok(
          {
            flwRef: r.flwRef,
            chargeResponseMessage: r.message,
            reference: r.reference,
            otp_attempts_left: OTP_TRIES,
            can_resend: typeof c.gateway.resendOtp === 'function',
          },
          r.message,
        );
      }
      if (r.kind === 'redirect')
        return ok({ authurl: r.authorizationUrl, reference: r.reference }, 'Redirecting to your bank');
      return ok(
        { status: 'successful' as const, reference: r.change.reference, change: r.change },
        r.change.message,
      );
    },
  );

  app.post(
    '/getchangecard',
    { schema: { tags: ['card-change'], response: answers(pendingCardChangeSchema) } },
    async (req) => {
      const pending = await pendingCardChange(ctx(), req.member.userId);
      return ok(pending, pending ? pending.message : 'No card change is waiting');
    },
  );

  app.post(
    '/getupdatedchangecard',
    {
      schema: {
        tags: ['card-change'],
        body: updatedChangeCardBodySchema,
        response: answers(cardChangeSchema),
      },
    },
    async (req) => {
      const change = await storedCardChange(ctx(), req.member.userId, req.body?.reference);
      return ok(change, change.message);
    },
  );

  app.post(
    '/updatechangecard',
    {
      schema: {
        tags: ['card-change'],
        body: updateChangeCardBodySchema,
        response: answers(cardChangeSchema),
      },
    },
    async (req) => {
      const change = await confirmCardChange(ctx(), req.member.userId, req.body.change_card);
      return ok(change, change.message);
    },
  );

  app.post(
    '/changecardpaymentcallback',
    {
      schema: {
        tags: ['card-change'],
        body: changeCardCallbackBodySchema,
        response: answers(cardChangeSchema),
      },
    },
    async (req) => {
      const change = await confirmCardChange(ctx(), req.member.userId, req.body.payment_data);
      return ok(change, change.message);
    },
  );
};
