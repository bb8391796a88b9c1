import { describe, expect, it } from 'vitest';
import { checkLedger } from '../../ledger/index.ts';
import { testDatabaseKind } from '../../test/database.ts';
import { earningsWorld } from '../../test/earnings.ts';

/**
 * The money rules of a plan started with earnings one by one: each fixed plan's fee and terms, the
 * boundaries, the plans earnings cannot start, and FLEXI's quote and start. The same member asking
 * twice at once, and a redemption meanwhile: earnings-races.test.ts.
 */

const w = earningsWorld();
const { earner, call, planId, membershipsOf, earnings: held } = w;

const NOT_BY_EARNINGS = 'Choose SILVER, GOLD or PLATINUM to start with your earnings.';

describe(`earnings rules (${testDatabaseKind()})`, () => {
  describe('a plan started with earnings', () => {
    it('starts each fixed plan with exactly its fee, the plan’s own terms on the membership', async () => {
      for (const [plan, fee, weekly] of [
        ['SILVER', 3000, 100_000n],
        ['GOLD', 15_000, 500_000n],
        ['PLATINUM', 30_000, 1_000_000n],
      ] as const) {
        const m = await earner(fee, { plan: 'ORDINARY' });
        const r = await call(m, 'POST', '/usernonftmplanpaymentbyearning', { planid: await planId(plan) });
        expect(r.statusCode, r.body).toBe(200);
        expect(r.json().data).toEqual({ plan_name: plan, membership_fee: fee, started: true, redeemable: 0 });
        const active = (await membershipsOf(m.userId)).filter((x) => x.m.status === 'active');
        expect(
          active.map((x) => [x.plan, x.m.membershipFeeKobo, x.m.contributionKobo, x.m.frequency]),
        ).toEqual([[plan, BigInt(fee) * 100n, weekly, 'Weekly']]);
      }
    });

    it('says how much more is needed at exactly N1,000 and one naira short of the fee', async () => {
      const m = await earner(1000, { plan: 'ORDINARY' });
      const r = await call(m, 'POST', '/usernonftmplanpaymentbyearning', { planid: await planId('SILVER') });
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe(
        'You need ₦2,000 more in earnings to start SILVER: it takes ₦3,000 and you hold ₦1,000.',
      );
      const short = await earner(14_999, { plan: 'ORDINARY' });
      const s = await call(short, 'POST', '/usernonftmplanpaymentbyearning', {
        planid: await planId('GOLD'),
      });
      expect(s.statusCode).toBe(400);
      expect(s.json().message).toBe(
        'You need ₦1 more in earnings to start GOLD: it takes ₦15,000 and you hold ₦14,999.',
      );
      expect(await held(short.userId)).toBe(1_499_900n);
    });

    it('names the plans earnings can start when BASIC or FLEXI is chosen, and FLEXI’s own call for a fixed plan', async () => {
      const m = await earner(40_000, { plan: 'ORDINARY' });
      for (const name of ['ORDINARY', 'FLEXI']) {
        const r = await call(m, 'POST', '/usernonftmplanpaymentbyearning', { planid: await planId(name) });
        expect(r.json().message).toBe(NOT_BY_EARNINGS);
      }
      const flexiCall = await call(m, 'POST', '/userftmplanpaymentbyearning', {
        flexi_type: 1,
        planid: await planId('SILVER'),
        con_amount: 5000,
        pf_pl_text: 'Weekly',
      });
      expect(flexiCall.statusCode).toBe(400);
      expect(flexiCall.json().message).toBe('This plan is not the flexi plan');
    });

    it('starts a plan for a member who has no membership at all', async () => {
      const m = await earner(3000);
      const r = await call(m, 'POST', '/usernonftmplanpaymentbyearning', { planid: await planId('SILVER') });
      expect(r.statusCode, r.body).toBe(200);
      expect((await membershipsOf(m.userId)).map((x) => [x.plan, x.m.status, x.m.paymentMethod])).toEqual([
        ['SILVER', 'active', 'earnings'],
      ]);
    });

    it('quotes FLEXI with the earnings held, then starts it with the member’s amount, frequency and duration', async () => {
      const m = await earner(20_000, { plan: 'ORDINARY' });
      const body = {
        planid: await planId('FLEXI'),
        con_amount: 20_000,
        pf_pl_text: 'Monthly',
        pf_pl_duration: 6,
      };
      const quote = await call(m, 'POST', '/userftmplanpaymentbyearning', { ...body, flexi_type: 1 });
      expect(quote.statusCode, quote.body).toBe(200);
      const fee = quote.json().data.membership_fee as number;
      expect(quote.json().data).toEqual({
        plan_name: 'FLEXI',
        membership_fee: fee,
        started: false,
        redeemable: 20_000,
      });
      const paid = await call(m, 'POST', '/userftmplanpaymentbyearning', { ...body, flexi_type: 2 });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json().data).toEqual({
        plan_name: 'FLEXI',
        membership_fee: fee,
        started: true,
        redeemable: 20_000 - fee,
      });
      const active = (await membershipsOf(m.userId)).filter((x) => x.m.status === 'active');
      expect(
        active.map((x) => [
          x.plan,
          x.m.membershipFeeKobo,
          x.m.contributionKobo,
          x.m.frequency,
          x.m.durationMonths,
        ]),
      ).toEqual([['FLEXI', BigInt(fee) * 100n, 2_000_000n, 'Monthly', 6]]);
    });

    it('leaves the ledger balanced', async () => {
      expect((await checkLedger(w.t.database.db)).ok).toBe(true);
    });
  });
});
