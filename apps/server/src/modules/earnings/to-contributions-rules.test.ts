import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contributionWeeks, memberships } from '../../db/schema/index.ts';
import { memberBalances } from '../../ledger/index.ts';
import { testDatabaseKind } from '../../test/database.ts';
import { earningsWorld } from '../../test/earnings.ts';
import { createMember } from '../../test/members.ts';
import { cycleDates } from '../contributions/index.ts';

/**
 * The money rules of contributions paid from earnings one by one: who may, the whole periods of each
 * plan's own saving, later earnings, a second cycle, and two members at once.
 */

const w = earningsWorld();
const { earn, earner, call, entriesOf, earnings: held } = w;

const NO_PAID_PLAN = 'Start a plan to make contributions from your earnings.';

const weeksOf = async (userId: number) =>
  (await w.t.database.db.select().from(contributionWeeks).where(eq(contributionWeeks.userId, userId)))
    .map((w) => [w.cycleNumber, w.week, w.status, w.source])
    .sort((a, b) => Number(a[0]) - Number(b[0]) || Number(a[1]) - Number(b[1]));

describe(`earnings rules (${testDatabaseKind()})`, () => {
  describe('contributions from earnings', () => {
    it('refuses a member without a plan, or whose plan still awaits its payment', async () => {
      const none = await earner(5000);
      const r = await call(none, 'GET', '/usermakeupfrontcontributionbyearning');
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe(NO_PAID_PLAN);
      const waiting = await earner(5000, { plan: 'SILVER' });
      await w.t.database.db
        .update(memberships)
        .set({ status: 'pending' })
        .where(eq(memberships.userId, waiting.userId));
      const rw = await call(waiting, 'GET', '/usermakeupfrontcontributionbyearning');
      expect(rw.statusCode).toBe(400);
      expect(rw.json().message).toBe(NO_PAID_PLAN);
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
        expect((await memberBalances(w.t.database.db, m.userId)).contributions).toBe(BigInt(amount) * 100n);
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
      expect((await memberBalances(w.t.database.db, m.userId)).contributions).toBe(400_000n);
      expect(await entriesOf(m.userId, 'conversion')).toHaveLength(2);
    });

    it('in cycle 2 pays cycle 2’s weeks from week 1, the first cycle’s weeks left as they were', async () => {
      const start = new Date(w.t.clock.now().getTime() - 400 * 86_400_000);
      const m = await createMember(w.t, { plan: 'SILVER', startedAt: start });
      await w.t.database.db.insert(contributionWeeks).values(
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
      await w.t.database.db
        .update(memberships)
        .set({ cycleNumber: 2, startedAt: w.t.clock.now(), ...cycleDates(w.t.clock.now(), 12) })
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
      expect(await memberBalances(w.t.database.db, a.userId)).toMatchObject({
        earnings: 0n,
        contributions: 300_000n,
      });
      expect(await memberBalances(w.t.database.db, b.userId)).toMatchObject({
        earnings: 0n,
        contributions: 1_000_000n,
      });
    });
  });
});
