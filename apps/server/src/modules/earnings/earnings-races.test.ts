import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships, payouts } from '../../db/schema/index.ts';
import { ApiError } from '../../http/envelope.ts';
import { memberAccount } from '../../ledger/index.ts';
import { testDatabaseKind } from '../../test/database.ts';
import { ANOTHER_AMOUNT, earningsWorld, REDEEM_MIN } from '../../test/earnings.ts';
import { holdRows } from '../../test/locks.ts';
import { redeemEarnings } from './redeem.ts';

/**
 * Redemptions and plans started with earnings at the same moment: two members at once, the same
 * request twice at once, two redemptions that read the same earnings, and a redemption that takes the
 * earnings a plan's start read.
 */

const w = earningsWorld();
const { earner, call, planId, membershipsOf, earnings: held } = w;

/** Holds the member's earnings account (test/locks.ts holdRows): the calls started meanwhile all read the earnings first. */
const holdEarnings = (userId: number) =>
  holdRows(
    w.t.database,
    sql`select id from ledger_accounts where code = ${memberAccount(userId, 'earnings')} for update`,
  );

describe(`earnings rules (${testDatabaseKind()})`, () => {
  describe('redeeming earnings', () => {
    it('lets two members use the same request id at once, each redeeming their own earnings', async () => {
      const [a, b] = await Promise.all([earner(7000, { bank: true }), earner(9000, { bank: true })]);
      if (!a || !b) throw new Error('members not made');
      const request_id = 'a8d1e0f2-3c4b-4d5e-8f60-718293a4b5c6';
      const [ra, rb] = await Promise.all([
        redeemEarnings(w.t.database.db, {
          userId: a.userId,
          amountKobo: 500_000n,
          requestId: request_id,
          now: w.t.clock.now(),
        }),
        redeemEarnings(w.t.database.db, {
          userId: b.userId,
          amountKobo: 600_000n,
          requestId: request_id,
          now: w.t.clock.now(),
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
        redeemEarnings(w.t.database.db, {
          userId: m.userId,
          amountKobo: 500_000n,
          requestId,
          now: w.t.clock.now(),
        });
      const [x, y] = await Promise.all([same(), same()]);
      expect(x.payout.id).toBe(y.payout.id);
      expect(x.holdsKobo).toBe(700_000n);
      expect(y.holdsKobo).toBe(700_000n);
      expect(await held(m.userId)).toBe(700_000n);
      expect(await w.t.database.db.select().from(payouts).where(eq(payouts.userId, m.userId))).toHaveLength(
        1,
      );
      // The same request for another amount at once: one is made, the other refused.
      const other = await earner(12_000, { bank: true });
      const answers = await Promise.allSettled(
        [500_000n, 600_000n].map((amountKobo) =>
          redeemEarnings(w.t.database.db, {
            userId: other.userId,
            amountKobo,
            requestId,
            now: w.t.clock.now(),
          }),
        ),
      );
      expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
      const refused = answers.flatMap((a) => (a.status === 'rejected' ? [a.reason] : []));
      expect(refused.map((e) => [e instanceof ApiError && e.statusCode, e.message])).toEqual([
        [409, ANOTHER_AMOUNT],
      ]);
      expect(
        await w.t.database.db.select().from(payouts).where(eq(payouts.userId, other.userId)),
      ).toHaveLength(1);
    });

    it('refuses, when two redemptions read the same earnings, the one that posts second: the minimum, or another amount', async () => {
      // Both read before either posts (on PostgreSQL the earnings account is held until both wait).
      const m = await earner(5000, { bank: true });
      const hold = await holdEarnings(m.userId);
      const two = Promise.allSettled(
        ['a1b2c3d4-0000-4000-8000-000000000001', 'a1b2c3d4-0000-4000-8000-000000000002'].map((requestId) =>
          redeemEarnings(w.t.database.db, {
            userId: m.userId,
            amountKobo: 500_000n,
            requestId,
            now: w.t.clock.now(),
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
          redeemEarnings(w.t.database.db, {
            userId: other.userId,
            amountKobo,
            requestId,
            now: w.t.clock.now(),
          }),
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
          redeemEarnings(w.t.database.db, {
            userId: third.userId,
            amountKobo: 500_000n,
            requestId: sameId,
            now: w.t.clock.now(),
          }),
        ),
      );
      await held3.release(2);
      const [x, y] = await same;
      expect(x?.payout.id).toBe(y?.payout.id);
      expect([x?.holdsKobo, y?.holdsKobo]).toEqual([1_500_000n, 1_500_000n]);
      expect(
        await w.t.database.db.select().from(payouts).where(eq(payouts.userId, third.userId)),
      ).toHaveLength(1);
    });

    it('tells each redemption refused in a race the minimum, since nothing is left', async () => {
      const m = await earner(10_000, { bank: true });
      const answers = await Promise.allSettled(
        Array.from({ length: 8 }, () =>
          redeemEarnings(w.t.database.db, { userId: m.userId, amountKobo: 500_000n, now: w.t.clock.now() }),
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

  describe('a plan started with earnings', () => {
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
      const redemption = redeemEarnings(w.t.database.db, {
        userId: m.userId,
        amountKobo: 500_000n,
        now: w.t.clock.now(),
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
      await w.t.database.db
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
  });
});
