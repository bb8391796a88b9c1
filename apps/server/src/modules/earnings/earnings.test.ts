import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contributionWeeks, memberships, payouts, plans } from '../../db/schema/index.ts';
import { ApiError } from '../../http/envelope.ts';
import { ACCOUNTS, balance, checkLedger, memberAccount, memberBalances } from '../../ledger/index.ts';
import { testDatabaseKind } from '../../test/database.ts';
import { earningsWorld, REDEEM_MIN } from '../../test/earnings.ts';
import { createMember, type TestMember } from '../../test/members.ts';
import { redeemEarnings } from './redeem.ts';

const w = earningsWorld();
const { earner, call, redeem, earnings, planId } = w;

describe(`earnings (${testDatabaseKind()})`, () => {
  describe('GET /userearnings', () => {
    it('lists each referral earning with its level and the member brought in, the count, total and balance', async () => {
      // A referred B, B referred C, C referred D: D starting GOLD pays C level 1, B level 2, A level 3.
      const a = await createMember(w.t, { plan: 'GOLD' });
      const b = await createMember(w.t, {
        plan: 'GOLD',
        user: { referredByUserId: a.userId, fullName: 'Bola Ade' },
      });
      const c = await createMember(w.t, {
        plan: 'GOLD',
        user: { referredByUserId: b.userId, fullName: 'Chidi Obi' },
      });
      const d = await earner(15_000, {
        plan: 'ORDINARY',
        user: { referredByUserId: c.userId, fullName: 'Dayo Musa' },
      });
      const started = await call(d, 'POST', '/usernonftmplanpaymentbyearning', {
        planid: await planId('GOLD'),
      });
      expect(started.statusCode).toBe(200);

      const listOf = async (m: TestMember) => (await call(m, 'GET', '/userearnings')).json().data;
      const c1 = await listOf(c);
      expect(c1.earnings_count).toBe(1);
      expect(c1.total_earned).toBe(750);
      expect(c1.redeemable).toBe(750);
      expect(c1.earnings[0]).toMatchObject({
        type: 'referral',
        level: 1,
        member_name: 'Dayo Musa',
        amount: 750,
      });
      expect(c1.earnings[0].date).toBe('2026-03-02T09:00:00.000Z');
      expect((await listOf(b)).earnings[0]).toMatchObject({
        level: 2,
        member_name: 'Dayo Musa',
        amount: 300,
      });
      expect((await listOf(a)).earnings[0]).toMatchObject({
        level: 3,
        member_name: 'Dayo Musa',
        amount: 100,
      });
    });

    it('shows the total earned apart from what is left after a redemption', async () => {
      const m = await earner(6000, { bank: true, plan: 'SILVER' });
      await w.earn(m, 1500);
      const r = await redeem(m, { redeem_amount: 5000 });
      expect(r.statusCode).toBe(200);
      const data = (await call(m, 'GET', '/userearnings')).json().data;
      expect(data).toMatchObject({
        earnings_count: 2,
        total_earned: 7500,
        redeemable: 2500,
        min_redeem: 5000,
      });
      expect(data.plan_name).toBe('SILVER');
      expect(data.can_start_plan).toBe(false);
      expect(data.period_amount).toBe(1000);
      expect(data.periods_covered).toBe(2);
    });

    it("never shows another member's earnings, and answers 401 without a session", async () => {
      await earner(9000);
      const other = await createMember(w.t, { plan: 'ORDINARY' });
      const data = (await call(other, 'GET', '/userearnings')).json().data;
      expect(data).toMatchObject({ earnings_count: 0, total_earned: 0, redeemable: 0, can_start_plan: true });
      expect(data.plans.map((p: { pl_plan_name: string }) => p.pl_plan_name)).toEqual([
        'SILVER',
        'GOLD',
        'PLATINUM',
      ]);
      expect(data.plans.map((p: { needed: number }) => p.needed)).toEqual([3000, 15000, 30000]);
      const anon = await w.t.app.inject({ method: 'GET', url: '/api/userearnings' });
      expect(anon.statusCode).toBe(401);
    });
  });

  describe('POST /referalreedem', () => {
    it("refuses an amount below N5,000 with the spec's message and changes nothing", async () => {
      const m = await earner(8000, { bank: true });
      const r = await redeem(m, { redeem_amount: 4999 });
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe(REDEEM_MIN);
      expect(await earnings(m.userId)).toBe(800_000n);
    });

    it("refuses a member holding less than N5,000 with the spec's message", async () => {
      const m = await earner(4000, { bank: true });
      const r = await redeem(m, { redeem_amount: 5000 });
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe(REDEEM_MIN);
      expect(await earnings(m.userId)).toBe(400_000n);
    });

    it('refuses more than the earnings held, naming the most that can be redeemed', async () => {
      const m = await earner(6000, { bank: true });
      const r = await redeem(m, { redeem_amount: 7000 });
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe('You can redeem at most ₦6,000, the earnings you hold now.');
    });

    it('refuses a member with no bank details with a clear message and changes nothing', async () => {
      const m = await earner(6000);
      const r = await redeem(m, { redeem_amount: 5000 });
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toMatch(/Add your bank details in your profile/);
      expect(await earnings(m.userId)).toBe(600_000n);
    });

    it('refuses a missing or unreadable amount with a plain message, never a 500', async () => {
      const m = await earner(6000, { bank: true });
      for (const payload of [
        {},
        { redeem_amount: 'abc' },
        { redeem_amount: -5 },
        { redeem_amount: 5000, request_id: 'x' },
      ]) {
        const r = await redeem(m, payload);
        expect(r.statusCode).toBe(400);
        expect(r.json().status).toBe('error');
      }
    });

    it('moves the amount to payouts due and records a redemption payout with the bank details, once per request id', async () => {
      const m = await earner(12_000, { bank: true });
      const due = await balance(w.t.database.db, ACCOUNTS.payoutsDue);
      const body = { redeem_amount: 5000, request_id: '0b6f2d64-8a4e-4c47-9a59-2f4fbc0a1d11' };
      const first = await redeem(m, body);
      expect(first.statusCode).toBe(200);
      expect(first.json().message).toMatch(
        /An operator of the fund sends it to your Guaranty Trust Bank account/,
      );
      // The retry of a recorded request moves nothing and needs no new code.
      const again = await call(m, 'POST', '/referalreedem', body);
      expect(again.statusCode).toBe(200);
      expect(again.json().data.payout_id).toBe(first.json().data.payout_id);
      expect(first.json().data).toMatchObject({
        redeem_amount: 5000,
        redeemable: 7000,
        bank_name: 'Guaranty Trust Bank',
      });
      expect(await earnings(m.userId)).toBe(700_000n);
      expect(await balance(w.t.database.db, ACCOUNTS.payoutsDue)).toBe(due + 500_000n);
      const rows = await w.t.database.db.select().from(payouts).where(eq(payouts.userId, m.userId));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        kind: 'redemption',
        amountKobo: 500_000n,
        status: 'pending',
        accountHolderName: 'Ngozi Ama Eze',
      });
    });

    it('50 parallel redemptions of one earnings balance never overdraw it', async () => {
      const m = await earner(20_000, { bank: true });
      // One code lets one request through, so the race is run on the redemption itself.
      const answers = await Promise.allSettled(
        Array.from({ length: 50 }, () =>
          redeemEarnings(w.t.database.db, { userId: m.userId, amountKobo: 500_000n, now: w.t.clock.now() }),
        ),
      );
      expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(4);
      const refused = answers.flatMap((a) => (a.status === 'rejected' ? [a.reason] : []));
      expect(refused.every((e) => e instanceof ApiError && [400, 409].includes(e.statusCode))).toBe(true);
      expect(await earnings(m.userId)).toBe(0n);
      const rows = await w.t.database.db
        .select()
        .from(payouts)
        .where(and(eq(payouts.userId, m.userId), eq(payouts.kind, 'redemption')));
      expect(rows).toHaveLength(4);
      expect((await checkLedger(w.t.database.db)).ok).toBe(true);
    });

    it("refuses a locked member with the spec's locked text", async () => {
      const m = await earner(6000, { bank: true, user: { status: 3 } });
      const r = await redeem(m, { redeem_amount: 5000 });
      expect(r.statusCode).toBe(403);
      expect(await earnings(m.userId)).toBe(600_000n);
    });
  });

  describe('GET /usermakeupfrontcontributionbyearning', () => {
    it('pays whole contribution weeks of the plan from earnings and leaves the rest in earnings', async () => {
      const m = await earner(3500, { plan: 'SILVER' });
      const r = await call(m, 'GET', '/usermakeupfrontcontributionbyearning');
      expect(r.statusCode).toBe(200);
      expect(r.json().data).toEqual({ weeks: [1, 2, 3], amount: 3000, redeemable: 500 });
      const bal = await memberBalances(w.t.database.db, m.userId);
      expect(bal.earnings).toBe(50_000n);
      expect(bal.contributions).toBe(300_000n);
      const weeks = await w.t.database.db
        .select()
        .from(contributionWeeks)
        .where(eq(contributionWeeks.userId, m.userId));
      expect(weeks.map((w) => [w.week, w.status, w.source])).toEqual([
        [1, 'paid', 'earnings'],
        [2, 'paid', 'earnings'],
        [3, 'paid', 'earnings'],
      ]);
      // Again: N500 does not cover a week.
      const again = await call(m, 'GET', '/usermakeupfrontcontributionbyearning');
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe('Your earnings of ₦500 do not cover one contribution of ₦1,000.');
    });

    it('refuses a BASIC member, who has no contributions to pay', async () => {
      const m = await earner(5000, { plan: 'ORDINARY' });
      const r = await call(m, 'GET', '/usermakeupfrontcontributionbyearning');
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe('Start a plan to make contributions from your earnings.');
      expect(await earnings(m.userId)).toBe(500_000n);
    });

    it('two calls at once pay each week once', async () => {
      const m = await earner(4000, { plan: 'SILVER' });
      const rs = await Promise.all(
        [1, 2, 3].map(() => call(m, 'GET', '/usermakeupfrontcontributionbyearning')),
      );
      expect(rs.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
      const bal = await memberBalances(w.t.database.db, m.userId);
      expect(bal).toMatchObject({ earnings: 0n, contributions: 400_000n });
    });
  });

  describe('plans started with earnings', () => {
    it("answers 'Insufficient Earnings' below N1,000", async () => {
      const m = await earner(999, { plan: 'ORDINARY' });
      const r = await call(m, 'POST', '/usernonftmplanpaymentbyearning', { planid: await planId('SILVER') });
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe('Insufficient Earnings');
    });

    it('says how much more is needed between N1,000 and the plan fee', async () => {
      const m = await earner(2000, { plan: 'ORDINARY' });
      const r = await call(m, 'POST', '/usernonftmplanpaymentbyearning', { planid: await planId('SILVER') });
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe(
        'You need ₦1,000 more in earnings to start SILVER: it takes ₦3,000 and you hold ₦2,000.',
      );
      expect(await earnings(m.userId)).toBe(200_000n);
    });

    it('starts SILVER from BASIC with N3,000 of earnings: fee to income, BASIC ended, referrer paid', async () => {
      const referrer = await createMember(w.t, { plan: 'SILVER' });
      const m = await earner(3200, { plan: 'ORDINARY', user: { referredByUserId: referrer.userId } });
      const fees = await balance(w.t.database.db, ACCOUNTS.membershipFees);
      const r = await call(m, 'POST', '/usernonftmplanpaymentbyearning', {
        planid: await planId('SILVER'),
        page_response: 1,
      });
      expect(r.statusCode).toBe(200);
      expect(r.json().data).toEqual({
        plan_name: 'SILVER',
        membership_fee: 3000,
        started: true,
        redeemable: 200,
      });
      expect(await balance(w.t.database.db, ACCOUNTS.membershipFees)).toBe(fees + 300_000n);
      const ms = await w.t.database.db
        .select({ status: memberships.status, method: memberships.paymentMethod, plan: plans.name })
        .from(memberships)
        .innerJoin(plans, eq(plans.id, memberships.planId))
        .where(eq(memberships.userId, m.userId));
      expect(ms.sort((x, y) => x.plan.localeCompare(y.plan))).toEqual([
        { status: 'ended', method: 'card', plan: 'ORDINARY' },
        { status: 'active', method: 'earnings', plan: 'SILVER' },
      ]);
      expect(await balance(w.t.database.db, memberAccount(referrer.userId, 'earnings'))).toBe(15_000n);
      // Now on a paid plan: another start is refused.
      const again = await call(m, 'POST', '/usernonftmplanpaymentbyearning', {
        planid: await planId('GOLD'),
      });
      expect(again.statusCode).toBe(409);
    });

    it('refuses a member already on a paid plan, pointing to the profile', async () => {
      const m = await earner(40_000, { plan: 'GOLD' });
      const r = await call(m, 'POST', '/usernonftmplanpaymentbyearning', {
        planid: await planId('PLATINUM'),
      });
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toMatch(/change your plan from your profile/);
      expect(await earnings(m.userId)).toBe(4_000_000n);
    });

    it('refuses BASIC and FLEXI on the fixed-plan call, and a fixed plan on the flexi call', async () => {
      const m = await earner(40_000, { plan: 'ORDINARY' });
      for (const name of ['ORDINARY', 'FLEXI']) {
        const r = await call(m, 'POST', '/usernonftmplanpaymentbyearning', { planid: await planId(name) });
        expect(r.statusCode).toBe(400);
      }
      const r = await call(m, 'POST', '/userftmplanpaymentbyearning', {
        flexi_type: 2,
        planid: await planId('GOLD'),
        con_amount: 5000,
        pf_pl_text: 'Weekly',
      });
      expect(r.statusCode).toBe(400);
      expect(await earnings(m.userId)).toBe(4_000_000n);
    });

    it('quotes then starts FLEXI from earnings with the flexi fee', async () => {
      const m = await earner(20_000, { plan: 'ORDINARY' });
      const body = {
        planid: await planId('FLEXI'),
        con_amount: 5000,
        pf_pl_text: 'Weekly',
        page_response: 1,
      };
      const quote = await call(m, 'POST', '/userftmplanpaymentbyearning', { ...body, flexi_type: 1 });
      expect(quote.statusCode).toBe(200);
      const fee = quote.json().data.membership_fee as number;
      expect(quote.json().data.started).toBe(false);
      expect(fee).toBeGreaterThan(0);
      expect(await earnings(m.userId)).toBe(2_000_000n);
      const paid = await call(m, 'POST', '/userftmplanpaymentbyearning', { ...body, flexi_type: 2 });
      expect(paid.statusCode).toBe(200);
      expect(paid.json().data).toMatchObject({ plan_name: 'FLEXI', membership_fee: fee, started: true });
      expect(await earnings(m.userId)).toBe(2_000_000n - BigInt(fee) * 100n);
    });

    it('leaves the ledger balanced after every call above', async () => {
      const report = await checkLedger(w.t.database.db);
      expect(report.ok).toBe(true);
    });
  });
});
