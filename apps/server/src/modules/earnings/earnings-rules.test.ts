import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import {
  contributionWeeks,
  journalEntries,
  memberships,
  notifications,
  payouts,
  plans,
} from '../../db/schema/index.ts';
import { ApiError } from '../../http/envelope.ts';
import { checkLedger, memberAccount, memberBalances } from '../../ledger/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDatabaseKind } from '../../test/database.ts';
import { postToMember } from '../../test/ledger.ts';
import { createMember, type MemberOptions, type TestMember } from '../../test/members.ts';
import { moneyOutCode } from '../../test/money-out.ts';
import { cycleDates } from '../contributions/index.ts';
import { redeemEarnings } from './redeem.ts';

/**
 * The money rules of earnings one by one: each figure of each plan, the boundaries, two members at
 * once on every write that is the member's own, and the same request twice.
 */

let t: TestApp;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-02T09:00:00Z'));
});
afterAll(() => t.close());

const REDEEM_MIN = 'You can only redeem your earnings if you have N5000 or above';
const NO_BANK =
  'Add your bank details in your profile to redeem your earnings: we send them to your bank account.';
const ANOTHER_AMOUNT = 'This redemption was already made with another amount.';
const NO_PAID_PLAN = 'Start a plan to make contributions from your earnings.';
const NOT_BY_EARNINGS = 'Choose SILVER, GOLD or PLATINUM to start with your earnings.';

async function earn(m: TestMember, naira: number) {
  await postToMember(t, m.userId, 'referral-earning', BigInt(naira) * 100n, `rules-earn-${++seq}`);
}

/** A member holding `naira` of earnings. */
async function earner(naira: number, opts: MemberOptions = {}) {
  const m = await createMember(t, opts);
  if (naira > 0) await earn(m, naira);
  return m;
}

/**
 * On PostgreSQL, holds the member's earnings account in a transaction of its own, so that
 * redemptions started meanwhile all read the earnings before any of them posts; release(n) lets them
 * go once n of them wait on a lock. PGlite runs one transaction at a time: there nothing is held and
 * the redemptions run one after the other.
 */
async function holdEarnings(userId: number) {
  if (testDatabaseKind() !== 'postgres')
    return { waitFor: async (_n: number) => {}, release: async (_n: number) => {} };
  let open = () => {};
  const gate = new Promise<void>((r) => {
    open = r;
  });
  let locked = () => {};
  const isLocked = new Promise<void>((r) => {
    locked = r;
  });
  const held = t.database.db.transaction(async (tx) => {
    await rowsOf(
      tx,
      sql`select id from ledger_accounts where code = ${memberAccount(userId, 'earnings')} for update`,
    );
    locked();
    await gate;
  });
  await isLocked;
  const waitFor = async (waiters: number) => {
    for (let i = 0; ; i++) {
      const [w] = await rowsOf<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if ((w?.n ?? 0) >= waiters) return;
      if (i > 400) throw new Error('the calls never reached the lock');
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  return {
    /** Waits until `waiters` transactions wait on a lock in this database. */
    waitFor,
    async release(waiters: number) {
      await waitFor(waiters);
      open();
      await held;
    },
  };
}

function call(m: TestMember, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  return t.app.inject({ method, url: `/api${url}`, headers: m.headers, ...(payload ? { payload } : {}) });
}

async function redeem(m: TestMember, payload: Record<string, unknown>) {
  const code = await moneyOutCode(t, m, 'redemption');
  return call(m, 'POST', '/referalreedem', { ...payload, code });
}

const held = async (userId: number) => (await memberBalances(t.database.db, userId)).earnings;
const planId = async (name: string) => {
  const [p] = await t.database.db.select().from(plans).where(eq(plans.name, name));
  return p?.id as number;
};
const entriesOf = (userId: number, kind: string) =>
  t.database.db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.memberId, userId), eq(journalEntries.kind, kind)));
const weeksOf = async (userId: number) =>
  (await t.database.db.select().from(contributionWeeks).where(eq(contributionWeeks.userId, userId)))
    .map((w) => [w.cycleNumber, w.week, w.status, w.source])
    .sort((a, b) => Number(a[0]) - Number(b[0]) || Number(a[1]) - Number(b[1]));
const membershipsOf = (userId: number) =>
  t.database.db
    .select({ m: memberships, plan: plans.name })
    .from(memberships)
    .innerJoin(plans, eq(plans.id, memberships.planId))
    .where(eq(memberships.userId, userId));

describe(`earnings rules (${testDatabaseKind()})`, () => {
  describe('redeeming earnings', () => {
    it('refuses more than N100,000 at once without a checked ID, naming the limit, and moves nothing', async () => {
      const m = await earner(150_000, { bank: true });
      const r = await redeem(m, { redeem_amount: 100_001 });
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe(
        'Without a checked ID at most ₦100,000 can be paid out at once. Upload your ID on your profile page to take out more.',
      );
      expect(r.json().data).toMatchObject({ field: 'redeem_amount', tier: 'none' });
      expect(await held(m.userId)).toBe(15_000_000n);
      expect(await t.database.db.select().from(payouts).where(eq(payouts.userId, m.userId))).toEqual([]);
    });

    it('refuses a member missing any one of the bank name, the account number or the holder’s name', async () => {
      for (const missing of [{ bankName: null }, { accountNumber: null }, { accountHolderName: null }]) {
        const m = await earner(6000, { bank: true, user: missing });
        const r = await redeem(m, { redeem_amount: 5000 });
        expect(r.statusCode, JSON.stringify(missing)).toBe(400);
        expect(r.json().message).toBe(NO_BANK);
        expect(await held(m.userId)).toBe(600_000n);
      }
    });

    it('names the bank in the entry, keeps the bank code on the payout and tells the member', async () => {
      const m = await earner(9000, {
        bank: true,
        user: { bankCode: '058', accountNumber: '0123456789' },
      });
      const r = await redeem(m, { redeem_amount: 6000 });
      expect(r.statusCode).toBe(200);
      expect(r.json().data).toMatchObject({
        redeem_amount: 6000,
        bank_name: 'Guaranty Trust Bank',
        account_number: '0123456789',
        redeemable: 3000,
      });
      const [entry] = await entriesOf(m.userId, 'redemption');
      expect(entry?.description).toBe('Earnings redeemed to your Guaranty Trust Bank account ending 6789');
      const [payout] = await t.database.db.select().from(payouts).where(eq(payouts.userId, m.userId));
      expect(payout).toMatchObject({
        kind: 'redemption',
        amountKobo: 600_000n,
        bankName: 'Guaranty Trust Bank',
        accountNumber: '0123456789',
        bankCode: '058',
        createdAt: t.clock.now(),
      });
      expect(payout?.reference).toMatch(new RegExp(`^redemption:${m.userId}:`));
      const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, m.userId));
      expect(told.map((n) => [n.subject, n.message, n.dedupeKey])).toEqual([
        [
          'Earnings redeemed',
          '₦6,000 of your earnings will be sent to your Guaranty Trust Bank account ending 6789 once an operator of the fund sends it.',
          `redemption:${payout?.id}`,
        ],
      ]);
    });

    it('asks for the code unless the request is a retry of one recorded', async () => {
      const m = await earner(8000, { bank: true });
      for (const payload of [
        { redeem_amount: 5000 },
        { redeem_amount: 5000, request_id: '0e1d2c3b-4a59-4876-9a5b-4c3d2e1f0a9b' },
      ]) {
        const r = await call(m, 'POST', '/referalreedem', payload);
        expect(r.statusCode).toBe(400);
        expect(r.json().data).toMatchObject({ field: 'code', code_required: true });
      }
      expect(await held(m.userId)).toBe(800_000n);
      expect(await t.database.db.select().from(payouts).where(eq(payouts.userId, m.userId))).toEqual([]);
    });

    it('names what can be redeemed when a member holding exactly N5,000 asks for more', async () => {
      const m = await earner(5000, { bank: true });
      const r = await redeem(m, { redeem_amount: 6000 });
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe('You can redeem at most ₦5,000, the earnings you hold now.');
    });

    it('answers a retry of a redemption that took every naira with its payout, not the minimum', async () => {
      const m = await earner(5000, { bank: true });
      const request_id = '7f6e5d4c-3b2a-4190-8f7e-6d5c4b3a2918';
      const first = await redeem(m, { redeem_amount: 5000, request_id });
      expect(first.statusCode).toBe(200);
      const again = await call(m, 'POST', '/referalreedem', { redeem_amount: 5000, request_id });
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toMatchObject({ payout_id: first.json().data.payout_id, redeemable: 0 });
      const other = await call(m, 'POST', '/referalreedem', { redeem_amount: 6000, request_id });
      expect(other.statusCode).toBe(409);
      expect(other.json().message).toBe(ANOTHER_AMOUNT);
    });

    it('answers a retry of the same request with its payout and what is left, and refuses it for another amount', async () => {
      const m = await earner(12_000, { bank: true });
      const request_id = '5d0a3c5e-1b9e-4f7a-8a59-7c1d2e3f4a5b';
      const first = await redeem(m, { redeem_amount: 5000, request_id });
      expect(first.statusCode).toBe(200);
      // A later earning shows in the retry's answer: it reads what is held now.
      await earn(m, 1000);
      const again = await call(m, 'POST', '/referalreedem', { redeem_amount: 5000, request_id });
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toMatchObject({
        payout_id: first.json().data.payout_id,
        redeem_amount: 5000,
        redeemable: 8000,
      });
      const other = await call(m, 'POST', '/referalreedem', { redeem_amount: 6000, request_id });
      expect(other.statusCode).toBe(409);
      expect(other.json().message).toBe(ANOTHER_AMOUNT);
      expect(await held(m.userId)).toBe(800_000n);
    });

    it('lets two members use the same request id at once, each redeeming their own earnings', async () => {
      const [a, b] = await Promise.all([earner(7000, { bank: true }), earner(9000, { bank: true })]);
      if (!a || !b) throw new Error('members not made');
      const request_id = 'a8d1e0f2-3c4b-4d5e-8f60-718293a4b5c6';
      const [ra, rb] = await Promise.all([
        redeemEarnings(t.database.db, {
          userId: a.userId,
          amountKobo: 500_000n,
          requestId: request_id,
          now: t.clock.now(),
        }),
        redeemEarnings(t.database.db, {
          userId: b.userId,
          amountKobo: 600_000n,
          requestId: request_id,
          now: t.clock.now(),
        }),
      ]);
      expect(ra.payout).toMatchObject({ userId: a.userId, amountKobo: 500_000n });
      expect(rb.payout).toMatchObject({ userId: b.userId, amountKobo: 600_000n });
      expect(ra.holdsKobo).toBe(200_000n);
      expect(rb.holdsKobo).toBe(300_000n);
      expect(await held(a.userId)).toBe(200_000n);
      expect(await held(b.userId)).toBe(300_000n);
    });

    it('pays out once when the same request arrives twice at once', async () => {
      const m = await earner(12_000, { bank: true });
      const requestId = 'c3b2a190-8f7e-4d6c-9b5a-4f3e2d1c0b9a';
      const same = () =>
        redeemEarnings(t.database.db, {
          userId: m.userId,
          amountKobo: 500_000n,
          requestId,
          now: t.clock.now(),
        });
      const [x, y] = await Promise.all([same(), same()]);
      expect(x.payout.id).toBe(y.payout.id);
      expect(x.holdsKobo).toBe(700_000n);
      expect(y.holdsKobo).toBe(700_000n);
      expect(await held(m.userId)).toBe(700_000n);
      expect(await t.database.db.select().from(payouts).where(eq(payouts.userId, m.userId))).toHaveLength(1);
      // The same request for another amount at once: one is made, the other refused.
      const other = await earner(12_000, { bank: true });
      const answers = await Promise.allSettled(
        [500_000n, 600_000n].map((amountKobo) =>
          redeemEarnings(t.database.db, { userId: other.userId, amountKobo, requestId, now: t.clock.now() }),
        ),
      );
      expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
      const refused = answers.flatMap((a) => (a.status === 'rejected' ? [a.reason] : []));
      expect(refused.map((e) => [e instanceof ApiError && e.statusCode, e.message])).toEqual([
        [409, ANOTHER_AMOUNT],
      ]);
      expect(await t.database.db.select().from(payouts).where(eq(payouts.userId, other.userId))).toHaveLength(
        1,
      );
    });

    it('refuses, when two redemptions read the same earnings, the one that posts second: the minimum, or another amount', async () => {
      // Both read before either posts (on PostgreSQL the earnings account is held until both wait).
      const m = await earner(5000, { bank: true });
      const hold = await holdEarnings(m.userId);
      const two = Promise.allSettled(
        ['a1b2c3d4-0000-4000-8000-000000000001', 'a1b2c3d4-0000-4000-8000-000000000002'].map((requestId) =>
          redeemEarnings(t.database.db, {
            userId: m.userId,
            amountKobo: 500_000n,
            requestId,
            now: t.clock.now(),
          }),
        ),
      );
      await hold.release(2);
      const answers = await two;
      expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
      const refused = answers.flatMap((a) => (a.status === 'rejected' ? [a.reason] : []));
      expect(refused.map((e) => [e instanceof ApiError, e.message])).toEqual([[true, REDEEM_MIN]]);
      expect(await held(m.userId)).toBe(0n);

      // The same request id for two amounts: the second is told it was made with another amount.
      const other = await earner(20_000, { bank: true });
      const requestId = 'a1b2c3d4-0000-4000-8000-000000000003';
      const held2 = await holdEarnings(other.userId);
      const both = Promise.allSettled(
        [500_000n, 600_000n].map((amountKobo) =>
          redeemEarnings(t.database.db, { userId: other.userId, amountKobo, requestId, now: t.clock.now() }),
        ),
      );
      await held2.release(2);
      const results = await both;
      expect(results.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
      expect(
        results.flatMap((a) => (a.status === 'rejected' ? [[a.reason.statusCode, a.reason.message]] : [])),
      ).toEqual([[409, ANOTHER_AMOUNT]]);

      // The same request twice: the second answers the payout of the first.
      const third = await earner(20_000, { bank: true });
      const sameId = 'a1b2c3d4-0000-4000-8000-000000000004';
      const held3 = await holdEarnings(third.userId);
      const same = Promise.all(
        [1, 2].map(() =>
          redeemEarnings(t.database.db, {
            userId: third.userId,
            amountKobo: 500_000n,
            requestId: sameId,
            now: t.clock.now(),
          }),
        ),
      );
      await held3.release(2);
      const [x, y] = await same;
      expect(x?.payout.id).toBe(y?.payout.id);
      expect([x?.holdsKobo, y?.holdsKobo]).toEqual([1_500_000n, 1_500_000n]);
      expect(await t.database.db.select().from(payouts).where(eq(payouts.userId, third.userId))).toHaveLength(
        1,
      );
    });

    it('tells each redemption refused in a race the minimum, since nothing is left', async () => {
      const m = await earner(10_000, { bank: true });
      const answers = await Promise.allSettled(
        Array.from({ length: 8 }, () =>
          redeemEarnings(t.database.db, { userId: m.userId, amountKobo: 500_000n, now: t.clock.now() }),
        ),
      );
      expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(2);
      const refused = answers.flatMap((a) => (a.status === 'rejected' ? [a.reason] : []));
      for (const e of refused) {
        expect(e).toBeInstanceOf(ApiError);
        expect(e.message).toBe(REDEEM_MIN);
      }
      expect(await held(m.userId)).toBe(0n);
    });
  });

  describe('contributions from earnings', () => {
    it('refuses a member without a plan, or whose plan still awaits its payment', async () => {
      const none = await earner(5000);
      const r = await call(none, 'GET', '/usermakeupfrontcontributionbyearning');
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe(NO_PAID_PLAN);
      const waiting = await earner(5000, { plan: 'SILVER' });
      await t.database.db
        .update(memberships)
        .set({ status: 'pending' })
        .where(eq(memberships.userId, waiting.userId));
      const w = await call(waiting, 'GET', '/usermakeupfrontcontributionbyearning');
      expect(w.statusCode).toBe(400);
      expect(w.json().message).toBe(NO_PAID_PLAN);
      expect(await held(waiting.userId)).toBe(500_000n);
    });

    it('pays whole periods of each plan’s own saving: GOLD, PLATINUM, and a daily FLEXI’s week', async () => {
      for (const [plan, opts, naira, weeks, amount, left, description] of [
        ['GOLD', {}, 12_000, [1, 2], 10_000, 2000, 'GOLD contributions paid from your earnings (2 × ₦5,000)'],
        [
          'PLATINUM',
          {},
          25_000,
          [1, 2],
          20_000,
          5000,
          'PLATINUM contributions paid from your earnings (2 × ₦10,000)',
        ],
        [
          'FLEXI',
          { contributionKobo: 100_000n, frequency: 'Daily' },
          15_000,
          [1, 2],
          14_000,
          1000,
          'FLEXI contributions paid from your earnings (2 × ₦7,000)',
        ],
      ] as const) {
        const m = await earner(naira, { plan, ...opts });
        const r = await call(m, 'GET', '/usermakeupfrontcontributionbyearning');
        expect(r.statusCode, plan).toBe(200);
        expect(r.json().data).toEqual({ weeks, amount, redeemable: left });
        const [entry] = await entriesOf(m.userId, 'conversion');
        expect(entry?.description).toBe(description);
        expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(BigInt(amount) * 100n);
      }
    });

    it('pays the next weeks with earnings that come later, the same amount again', async () => {
      const m = await earner(2000, { plan: 'SILVER' });
      const first = await call(m, 'GET', '/usermakeupfrontcontributionbyearning');
      expect(first.json().data).toEqual({ weeks: [1, 2], amount: 2000, redeemable: 0 });
      await earn(m, 2000);
      const second = await call(m, 'GET', '/usermakeupfrontcontributionbyearning');
      expect(second.statusCode).toBe(200);
      expect(second.json().data).toEqual({ weeks: [3, 4], amount: 2000, redeemable: 0 });
      expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(400_000n);
      expect(await entriesOf(m.userId, 'conversion')).toHaveLength(2);
    });

    it('in cycle 2 pays cycle 2’s weeks from week 1, the first cycle’s weeks left as they were', async () => {
      const start = new Date(t.clock.now().getTime() - 400 * 86_400_000);
      const m = await createMember(t, { plan: 'SILVER', startedAt: start });
      await t.database.db.insert(contributionWeeks).values(
        [1, 2, 3].map((week) => ({
          userId: m.userId,
          membershipId: m.membershipId,
          cycleNumber: 1,
          week,
          status: 'paid' as const,
          source: 'card' as const,
          amountKobo: 100_000n,
          dueAt: new Date(start.getTime() + (week - 1) * 7 * 86_400_000),
          paidAt: new Date(start.getTime() + (week - 1) * 7 * 86_400_000),
        })),
      );
      await t.database.db
        .update(memberships)
        .set({ cycleNumber: 2, startedAt: t.clock.now(), ...cycleDates(t.clock.now(), 12) })
        .where(eq(memberships.id, m.membershipId));
      await earn(m, 2000);
      const first = await call(m, 'GET', '/usermakeupfrontcontributionbyearning');
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().data).toEqual({ weeks: [1, 2], amount: 2000, redeemable: 0 });
      await earn(m, 1000);
      const second = await call(m, 'GET', '/usermakeupfrontcontributionbyearning');
      expect(second.json().data).toEqual({ weeks: [3], amount: 1000, redeemable: 0 });
      expect((await weeksOf(m.userId)).filter((w) => w[0] === 2)).toEqual([
        [2, 1, 'paid', 'earnings'],
        [2, 2, 'paid', 'earnings'],
        [2, 3, 'paid', 'earnings'],
      ]);
    });

    it('pays two members’ weeks at once, each from their own earnings', async () => {
      const [a, b] = await Promise.all([earner(3000, { plan: 'SILVER' }), earner(10_000, { plan: 'GOLD' })]);
      if (!a || !b) throw new Error('members not made');
      const [ra, rb] = await Promise.all([
        call(a, 'GET', '/usermakeupfrontcontributionbyearning'),
        call(b, 'GET', '/usermakeupfrontcontributionbyearning'),
      ]);
      expect(ra.json().data).toEqual({ weeks: [1, 2, 3], amount: 3000, redeemable: 0 });
      expect(rb.json().data).toEqual({ weeks: [1, 2], amount: 10_000, redeemable: 0 });
      expect(await memberBalances(t.database.db, a.userId)).toMatchObject({
        earnings: 0n,
        contributions: 300_000n,
      });
      expect(await memberBalances(t.database.db, b.userId)).toMatchObject({
        earnings: 0n,
        contributions: 1_000_000n,
      });
    });
  });

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

    it('starts one plan when the same member asks twice at once, and two members’ plans side by side', async () => {
      const m = await earner(40_000, { plan: 'ORDINARY' });
      const gold = await planId('GOLD');
      const rs = await Promise.all(
        [1, 2].map(() => call(m, 'POST', '/usernonftmplanpaymentbyearning', { planid: gold })),
      );
      expect(rs.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await held(m.userId)).toBe(2_500_000n);
      expect((await membershipsOf(m.userId)).filter((x) => x.m.status === 'active')).toHaveLength(1);

      const [a, b] = await Promise.all([
        earner(3000, { plan: 'ORDINARY' }),
        earner(15_000, { plan: 'ORDINARY' }),
      ]);
      if (!a || !b) throw new Error('members not made');
      const [ra, rb] = await Promise.all([
        call(a, 'POST', '/usernonftmplanpaymentbyearning', { planid: await planId('SILVER') }),
        call(b, 'POST', '/usernonftmplanpaymentbyearning', { planid: gold }),
      ]);
      expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
      expect([await held(a.userId), await held(b.userId)]).toEqual([0n, 0n]);
      expect((await membershipsOf(a.userId)).find((x) => x.m.status === 'active')?.plan).toBe('SILVER');
      expect((await membershipsOf(b.userId)).find((x) => x.m.status === 'active')?.plan).toBe('GOLD');
    });

    it('answers Insufficient Earnings when a redemption takes the earnings after the start read them', async () => {
      const m = await earner(5000, { plan: 'ORDINARY', bank: true });
      const hold = await holdEarnings(m.userId);
      // The redemption waits first for the earnings account, then the start: the redemption posts first.
      const redemption = redeemEarnings(t.database.db, {
        userId: m.userId,
        amountKobo: 500_000n,
        now: t.clock.now(),
      });
      await hold.waitFor(1);
      const start = call(m, 'POST', '/usernonftmplanpaymentbyearning', { planid: await planId('SILVER') });
      await hold.release(2);
      await redemption;
      const r = await start;
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe('Insufficient Earnings');
      expect((await membershipsOf(m.userId)).map((x) => [x.plan, x.m.status])).toEqual([
        ['ORDINARY', 'active'],
      ]);
      expect(await held(m.userId)).toBe(0n);
    });

    it('starts one plan when a member whose plan awaits its payment asks twice at once', async () => {
      const m = await earner(40_000, { plan: 'SILVER' });
      await t.database.db
        .update(memberships)
        .set({ status: 'pending' })
        .where(eq(memberships.userId, m.userId));
      const gold = await planId('GOLD');
      const rs = await Promise.all(
        [1, 2].map(() => call(m, 'POST', '/usernonftmplanpaymentbyearning', { planid: gold })),
      );
      expect(rs.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await held(m.userId)).toBe(2_500_000n);
      expect(
        (await membershipsOf(m.userId)).filter((x) => x.m.status === 'active').map((x) => x.plan),
      ).toEqual(['GOLD']);
    });

    it('starts one plan when a member without any plan asks twice at once', async () => {
      const m = await earner(40_000);
      const gold = await planId('GOLD');
      const rs = await Promise.all(
        [1, 2].map(() => call(m, 'POST', '/usernonftmplanpaymentbyearning', { planid: gold })),
      );
      expect(rs.map((r) => r.statusCode).sort(), rs.map((r) => r.body).join('\n')).toEqual([200, 409]);
      expect(await held(m.userId)).toBe(2_500_000n);
    });

    it('leaves the ledger balanced', async () => {
      expect((await checkLedger(t.database.db)).ok).toBe(true);
    });
  });
});
