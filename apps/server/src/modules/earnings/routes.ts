import {
  answers,
  contributionByEarningsSchema,
  earningsViewSchema,
  FLEXI_QUOTE,
  flexiPlanByEarningsBody,
  planByEarningsBody,
  planByEarningsResultSchema,
  redeemBody,
  redemptionResultSchema,
} from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { requireMember } from '../../http/session-guard.ts';
import { withHoldNotice } from '../banks/index.ts';
import { useMoneyOutCode } from '../money-out/index.ts';
import { redeemEarnings, redemptionRecorded, redemptionView } from './redeem.ts';
import { quoteFlexiByEarnings, startPlanWithEarnings } from './start-plan.ts';
import { contributeFromEarnings } from './to-contributions.ts';
import { earningsView } from './view.ts';

const tags = ['earnings'];

/** Weekly Earnings (spec part 2 sections 2.6, 4.8, 7): the list, redeem, contributions and plans from earnings. */
export const earningsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/userearnings',
    { preHandler: requireMember, schema: { tags, response: answers(earningsViewSchema) } },
    async (req) => ok(await earningsView(app.deps.db, req.member.userId)),
  );

  app.post(
    '/referalreedem',
    {
      preHandler: requireMember,
      schema: { tags, body: redeemBody, response: answers(redemptionResultSchema) },
    },
    async (req) => {
      const { db, clock } = app.deps;
      // A retry of a recorded redemption moves nothing and needs no new code.
      if (!(await redemptionRecorded(db, req.member.userId, req.body.request_id)))
        await useMoneyOutCode(db, req.member.userId, 'redemption', req.body.code, clock.now());
      const r = await redeemEarnings(app.deps.db, {
        userId: req.member.userId,
        amountKobo: req.body.redeem_amount,
        requestId: req.body.request_id,
        now: app.deps.clock.now(),
      });
      const view = redemptionView(r);
      return ok(
        view,
        await withHoldNotice(
          db,
          req.member.userId,
          clock.now(),
          `Your redemption of N${view.redeem_amount.toLocaleString('en-NG')} is recorded. An operator of the fund sends it to your ${view.bank_name} account ending ${view.account_number.slice(-4)}.`,
        ),
      );
    },
  );

  app.get(
    '/usermakeupfrontcontributionbyearning',
    { preHandler: requireMember, schema: { tags, response: answers(contributionByEarningsSchema) } },
    async (req) => {
      const r = await contributeFromEarnings(app.deps.db, req.member.userId, app.deps.clock.now());
      const n = r.weeks.length;
      return ok(
        r,
        n > 0
          ? `Your earnings paid ${n} contribution ${n === 1 ? 'week' : 'weeks'} (N${r.amount.toLocaleString('en-NG')}).`
          : `N${r.amount.toLocaleString('en-NG')} of your earnings moved to your contributions.`,
      );
    },
  );

  app.post(
    '/usernonftmplanpaymentbyearning',
    {
      preHandler: requireMember,
      schema: { tags, body: planByEarningsBody, response: answers(planByEarningsResultSchema) },
    },
    async (req) => {
      const r = await startPlanWithEarnings(app.deps.db, {
        userId: req.member.userId,
        planId: req.body.planid,
        now: app.deps.clock.now(),
      });
      return ok(r, `Your ${r.plan_name} plan has started, paid from your earnings.`);
    },
  );

  app.post(
    '/userftmplanpaymentbyearning',
    {
      preHandler: requireMember,
      schema: { tags, body: flexiPlanByEarningsBody, response: answers(planByEarningsResultSchema) },
    },
    async (req) => {
      const b = req.body;
      const flexi = {
        amountKobo: b.con_amount,
        frequency: b.pf_pl_text,
        durationMonths: b.pf_pl_duration ?? 12,
      };
      const { db, clock } = app.deps;
      if (b.flexi_type === FLEXI_QUOTE) {
        const q = await quoteFlexiByEarnings(db, req.member.userId, b.planid, flexi);
        return ok(q, `The FLEXI plan takes N${q.membership_fee.toLocaleString('en-NG')} of your earnings.`);
      }
      const r = await startPlanWithEarnings(db, {
        userId: req.member.userId,
        planId: b.planid,
        flexi,
        now: clock.now(),
      });
      return ok(r, `Your ${r.plan_name} plan has started, paid from your earnings.`);
    },
  );
};
