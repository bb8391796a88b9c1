import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries, memberships, payouts, users } from '../../db/schema/index.ts';
import { ACCOUNTS, balance, checkLedger, memberBalances } from '../../ledger/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { cashoutWorld } from '../../test/cashout.ts';
import { jobDeps } from '../../test/cycle.ts';
import { postToMember } from '../../test/ledger.ts';
import { signIn } from '../../test/members.ts';
import { ScriptedGateway } from '../../test/scripted-gateway.ts';
import { cycleDates } from '../contributions/schedule.ts';
import { CASHOUT_NO_BANK, cashoutState, cashoutStatus, requestCashout } from './cashout.ts';
import { debitReference, runAutoDebit } from './debit.ts';
import { rollOverEndedCycles } from './roll-over.ts';

let t: TestApp;
let gateway: ScriptedGateway;
let world: ReturnType<typeof cashoutWorld>;

beforeAll(async () => {
  t = await createTestApp();
  gateway = new ScriptedGateway(t.clock);
  world = cashoutWorld(t, gateway);
});
afterAll(() => t.close());

const BELOW_FEE =
  'The system is unable to renew your membership and could not submit your cashout request as your total contributions is less than your plan membership fee. Please contact support for more details.';

const member = (...a: Parameters<ReturnType<typeof cashoutWorld>['member']>) => world.member(...a);
const cashout = (userId: number, amount: unknown) => world.cashout(userId, amount);

describe('cash-out', () => {
  it("refuses the day before the window opens with 'you can't cashout now'", async () => {
    const m = await member(new Date('2026-01-05T09:00:00Z'), 5_200_000n);
    t.clock.set(new Date(m.dates.cashoutFrom.getTime() - 86_400_000));
    expect(await cashoutStatus(t.database.db, m.userId, t.clock.now())).toBe(0);
    const res = await cashout(m.userId, 52000);
    expect(res.code).toBe(403);
    expect(res.body.message).toBe("you can't cashout now");
  });

  it("refuses a member on the free plan, which saves nothing, with 'you can't cashout now'", async () => {
    const m = await member(new Date('2026-01-06T09:00:00Z'), 1_000_000n, { plan: 'ORDINARY' });
    t.clock.set(m.dates.cashoutFrom);
    const res = await cashout(m.userId, 10000);
    expect(res.code).toBe(403);
    expect(res.body.message).toBe("you can't cashout now");
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(1_000_000n);
  });

  it("pays contributions plus the trust bonus minus next year's fee on the window's first day, and starts the next cycle", async () => {
    const start = new Date('2026-01-06T09:00:00Z');
    const m = await member(start, 5_200_000n);
    t.clock.set(m.dates.cashoutFrom);
    expect(await cashoutStatus(t.database.db, m.userId, t.clock.now())).toBe(1);
    const res = await cashout(m.userId, 52000);
    expect(res.code).toBe(200);
    // N52,000 + 0.5% (N260) - N3,000
    expect(res.body.data).toMatchObject({
      contributions: 52000,
      trust_bonus: 260,
      membership_fee: 3000,
      payout_amount: 49260,
      next_cycle: 2,
      u_cashout_from: '2027-12-30T09:00:00.000Z',
      u_cashout_to: '2028-01-06T09:00:00.000Z',
    });
    const db = t.database.db;
    const [entry] = await db
      .select({ description: journalEntries.description })
      .from(journalEntries)
      .where(eq(journalEntries.idempotencyKey, `cashout:${m.userId}:1`));
    expect(entry?.description).toBe(
      'Cash-out of cycle 1: contributions ₦52,000 + trust bonus ₦260 - membership fee ₦3,000',
    );
    const told = await t.app.inject({
      method: 'GET',
      url: '/api/usenotificationlist',
      headers: await signIn(db, m.userId, t.clock.now()),
    });
    const accountNumber =
      (await db.select().from(users).where(eq(users.id, m.userId)))[0]?.accountNumber ?? '';
    expect(told.json().data.notifications[0]).toMatchObject({
      key: 'cashout_requested',
      subject: 'Cashout requested',
      message: `Your cashout of ₦49,260 (contributions ₦52,000 + trust bonus ₦260 - membership fee ₦3,000) will be sent to your Guaranty Trust Bank account ending ${accountNumber.slice(-4)}. Your cycle 2 has started.`,
    });
    expect((await memberBalances(db, m.userId)).contributions).toBe(0n);
    const [payout] = await db.select().from(payouts).where(eq(payouts.userId, m.userId));
    expect(payout).toMatchObject({
      kind: 'cashout',
      status: 'pending',
      amountKobo: 4_926_000n,
      cycleNumber: 1,
    });
    expect(payout?.bankName).toBe('Guaranty Trust Bank');
    const [ms] = await db.select().from(memberships).where(eq(memberships.userId, m.userId));
    expect(ms?.cycleNumber).toBe(2);
    expect(ms?.startedAt?.toISOString()).toBe('2027-01-06T09:00:00.000Z');
    expect((await checkLedger(db)).ok).toBe(true);

    // The next cycle's first week is debited (it was not paid by any activation).
    t.clock.set(new Date(Date.parse('2027-01-06T09:00:00Z') + 60_000));
    await runAutoDebit(jobDeps(db, gateway, t.clock, t.app.deps.mailer));
    expect(gateway.providerCharges.get(debitReference(m.userId, 2, 1))).toBe(1);
    expect((await memberBalances(db, m.userId)).contributions).toBe(100_000n);

    // A second request is refused (nothing left above the fee, and the new cycle's window is a year away).
    const again = await cashout(m.userId, 52000);
    expect(again.code).toBe(403);
    expect(await db.select().from(payouts).where(eq(payouts.userId, m.userId))).toHaveLength(1);
  });

  it('pays the second cycle its own contributions in its own window, under its own key', async () => {
    const start = new Date('2026-02-02T09:00:00Z');
    const m = await member(start, 5_200_000n);
    t.clock.set(m.dates.cashoutFrom);
    expect((await cashout(m.userId, 52000)).code).toBe(200);
    // Cycle 2 runs from cycle 1's end: N26,000 saved in it.
    const second = cycleDates(m.dates.cycleEndsAt, 12);
    await postToMember(
      t,
      m.userId,
      'contribution',
      2_600_000n,
      `test-contributions-${m.userId}-cycle-2`,
      m.dates.cycleEndsAt,
    );
    t.clock.set(new Date(second.cashoutFrom.getTime() - 1));
    expect(await cashoutStatus(t.database.db, m.userId, t.clock.now())).toBe(0);
    expect((await cashout(m.userId, 26000)).code).toBe(403);
    t.clock.set(second.cashoutFrom);
    const res = await cashout(m.userId, 26000);
    expect(res.code).toBe(200);
    // N26,000 + 0.5% (N130) - N3,000, and cycle 3 starts at cycle 2's end.
    expect(res.body.data).toMatchObject({
      contributions: 26000,
      trust_bonus: 130,
      membership_fee: 3000,
      payout_amount: 23130,
      next_cycle: 3,
    });
    const [entry] = await t.database.db
      .select({ description: journalEntries.description })
      .from(journalEntries)
      .where(eq(journalEntries.idempotencyKey, `cashout:${m.userId}:2`));
    expect(entry?.description).toBe(
      'Cash-out of cycle 2: contributions ₦26,000 + trust bonus ₦130 - membership fee ₦3,000',
    );
    const [membership] = await t.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, m.userId));
    expect(membership?.cycleNumber).toBe(3);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it('pays one cash-out however many requests of the member arrive at once', async () => {
    const m = await member(new Date('2026-01-06T09:00:00Z'), 5_200_000n);
    t.clock.set(m.dates.cashoutFrom);
    // One code lets one request through, so the race is run on the cash-out itself.
    const answers = await Promise.allSettled(
      Array.from({ length: 5 }, () => requestCashout(t.database.db, m.userId, 5_200_000n, t.clock.now())),
    );
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    // The others find the cycle already cashed out: nothing left above the fee in a window a year away.
    const refused = answers.flatMap((a) => (a.status === 'rejected' ? [a.reason.statusCode] : []));
    expect(refused).toEqual([403, 403, 403, 403]);
    const db = t.database.db;
    expect(await db.select().from(payouts).where(eq(payouts.userId, m.userId))).toHaveLength(1);
    expect((await memberBalances(db, m.userId)).contributions).toBe(0n);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it("accepts a request on the window's last day and refuses it once the cycle has ended", async () => {
    const a = await member(new Date('2026-01-07T09:00:00Z'), 1_000_000n);
    t.clock.set(new Date(a.dates.cashoutTo.getTime() - 60_000));
    expect((await cashout(a.userId, 10000)).code).toBe(200);
    const b = await member(new Date('2026-01-07T09:00:00Z'), 1_000_000n);
    t.clock.set(b.dates.cashoutTo);
    const res = await cashout(b.userId, 10000);
    expect(res.body.message).toBe("you can't cashout now");
  });

  it('refuses when contributions are not above the membership fee, with the spec message', async () => {
    const m = await member(new Date('2026-01-08T09:00:00Z'), 300_000n);
    t.clock.set(m.dates.cashoutFrom);
    const res = await cashout(m.userId, 3000);
    expect(res.code).toBe(403);
    expect(res.body.message).toBe(BELOW_FEE);
  });

  it('refuses defaulters: a locked account, and a member owing a loan', async () => {
    const locked = await member(new Date('2026-01-09T09:00:00Z'), 1_000_000n);
    await t.database.db.update(users).set({ status: 3 }).where(eq(users.id, locked.userId));
    t.clock.set(locked.dates.cashoutFrom);
    expect((await cashout(locked.userId, 10000)).body.message).toBe(
      'Your Account is TEMPORARILY LOCKED due to DEFAULT. Contact Admin to Unlock Account',
    );
    // The rule itself, not only the route's guard for locked members: the dashboard reads the same state.
    expect((await cashoutState(t.database.db, locked.userId, t.clock.now())).refusal?.message).toBe(
      'Your Account is TEMPORARILY LOCKED due to DEFAULT. Contact Admin to Unlock Account',
    );
    // A terminated account (status 5) is refused as "not now", whatever it saved.
    await t.database.db.update(users).set({ status: 5 }).where(eq(users.id, locked.userId));
    expect(await cashoutState(t.database.db, locked.userId, t.clock.now())).toMatchObject({
      status: 0,
      refusal: { code: 403, message: "you can't cashout now" },
    });
    const owing = await member(new Date('2026-01-09T09:00:00Z'), 1_000_000n);
    await postToMember(t, owing.userId, 'loan', 2_000_000n, `test-loan-${owing.userId}`);
    const res = await cashout(owing.userId, 10000);
    expect(res.code).toBe(403);
    expect(res.body.message).toBe("You can't cash out while you owe the fund a loan, POP or ETC repayment.");
    expect(await cashoutStatus(t.database.db, owing.userId, t.clock.now())).toBe(0);
    // Owing a POP or an ETC repayment refuses the same way.
    for (const account of ['pop', 'etc'] as const) {
      const debtor = await member(new Date('2026-01-09T09:00:00Z'), 1_000_000n);
      await postToMember(t, debtor.userId, account, 500_000n, `test-${account}-${debtor.userId}`);
      expect((await cashout(debtor.userId, 10000)).body.message).toBe(
        "You can't cash out while you owe the fund a loan, POP or ETC repayment.",
      );
    }
  });

  it('pays out a cycle with no fee to keep and no bonus to add (99 kobo at 0.5% rounds to none)', async () => {
    const m = await member(new Date('2026-01-07T09:00:00Z'), 99n);
    await t.database.db
      .update(memberships)
      .set({ membershipFeeKobo: 0n })
      .where(eq(memberships.userId, m.userId));
    t.clock.set(m.dates.cashoutFrom);
    const res = await cashout(m.userId, 0.99);
    expect(res.code).toBe(200);
    const [payout] = await t.database.db.select().from(payouts).where(eq(payouts.userId, m.userId));
    expect(payout?.amountKobo).toBe(99n);
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(0n);
  });

  it('refuses an amount that is not the total contributions, and bad input, changing nothing', async () => {
    const m = await member(new Date('2026-01-10T09:00:00Z'), 1_000_000n);
    t.clock.set(m.dates.cashoutFrom);
    const wrong = await cashout(m.userId, 9000);
    expect(wrong.code).toBe(400);
    expect(wrong.body.message).toBe('The cashout amount must be your total contributions of ₦10,000');
    expect((await cashout(m.userId, 'abc')).code).toBe(400);
    expect((await cashout(m.userId, 0)).body.message).toBe('Contribution amount should be greater than zero');
    expect((await cashout(m.userId, 10000.001)).code).toBe(400);
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(1_000_000n);
  });

  it('needs bank details; without them the savings roll into the next cycle at its end, less the fee', async () => {
    const m = await member(new Date('2026-01-11T09:00:00Z'), 1_000_000n, { bank: false });
    t.clock.set(m.dates.cashoutFrom);
    const res = await cashout(m.userId, 10000);
    expect(res.code).toBe(403);
    expect(res.body.message).toContain('bank details');
    const fees = await balance(t.database.db, ACCOUNTS.membershipFees);

    t.clock.set(new Date(m.dates.cycleEndsAt.getTime() + 3_600_000));
    const deps = jobDeps(t.database.db, gateway, t.clock, t.app.deps.mailer);
    await rollOverEndedCycles(deps);
    await rollOverEndedCycles(deps); // a second run changes nothing
    const [ms] = await t.database.db.select().from(memberships).where(eq(memberships.userId, m.userId));
    expect(ms?.cycleNumber).toBe(2);
    expect(ms?.startedAt?.toISOString()).toBe(m.dates.cycleEndsAt.toISOString());
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(700_000n);
    const [renewal] = await t.database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.idempotencyKey, `membership-renewal:${m.userId}:2`));
    expect(renewal?.kind).toBe('membership-fee');
    expect(await balance(t.database.db, ACCOUNTS.membershipFees)).toBeGreaterThanOrEqual(fees + 300_000n);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/usenotificationlist',
      headers: await signIn(t.database.db, m.userId, t.clock.now()),
    });
    expect(list.json().data.notifications[0]).toMatchObject({
      key: 'cycle_rolled_over',
      subject: 'Savings rolled over',
      message:
        'Your cycle ended without a cash-out, so your savings rolled into cycle 2. The membership fee of ₦3,000 for the new cycle was taken from your contributions.',
    });
  });

  it('takes the fee when the contributions are exactly the fee, and no fee on a plan that has none', async () => {
    const exact = await member(new Date('2026-01-14T09:00:00Z'), 300_000n); // SILVER's N3,000 fee, to the kobo
    const free = await member(new Date('2026-01-14T09:00:00Z'), 0n, { plan: 'ORDINARY' });
    t.clock.set(exact.dates.cycleEndsAt);
    // Only these two members' cycles end now (the others of this file ended earlier and were rolled over).
    expect(await rollOverEndedCycles(jobDeps(t.database.db, gateway, t.clock, t.app.deps.mailer))).toEqual({
      rolledOver: 2,
      feesTaken: 1,
    });
    const renewal = (userId: number) =>
      t.database.db
        .select({ kind: journalEntries.kind, description: journalEntries.description })
        .from(journalEntries)
        .where(eq(journalEntries.idempotencyKey, `membership-renewal:${userId}:2`));
    expect(await renewal(exact.userId)).toEqual([
      { kind: 'membership-fee', description: 'Membership fee for cycle 2, taken from contributions' },
    ]);
    expect((await memberBalances(t.database.db, exact.userId)).contributions).toBe(0n);
    expect(await renewal(free.userId)).toEqual([]);
    for (const m of [exact, free]) {
      const [ms] = await t.database.db.select().from(memberships).where(eq(memberships.userId, m.userId));
      expect(ms?.cycleNumber).toBe(2);
    }
  });

  it('rolls a cycle over at the moment it ends, not a millisecond before, and catches up on cycles missed', async () => {
    const m = await member(new Date('2026-01-13T09:00:00Z'), 0n);
    const deps = jobDeps(t.database.db, gateway, t.clock, t.app.deps.mailer);
    const cycleOf = async () =>
      (await t.database.db.select().from(memberships).where(eq(memberships.userId, m.userId)))[0]
        ?.cycleNumber;
    t.clock.set(new Date(m.dates.cycleEndsAt.getTime() - 1));
    await rollOverEndedCycles(deps);
    expect(await cycleOf()).toBe(1);
    t.clock.set(m.dates.cycleEndsAt);
    await rollOverEndedCycles(deps);
    expect(await cycleOf()).toBe(2);
    // The job did not run again until cycle 3 ended too: both ended cycles are rolled over in one run.
    const third = cycleDates(cycleDates(m.dates.cycleEndsAt, 12).cycleEndsAt, 12);
    t.clock.set(third.cycleEndsAt);
    await rollOverEndedCycles(deps);
    expect(await cycleOf()).toBe(4);
  });

  it('needs all three bank details: the bank, the account number and the name on the account', async () => {
    for (const missing of [{ bankName: null }, { accountNumber: null }, { accountHolderName: null }]) {
      // Started after the members whose roll-over runs below are counted, so none of these is among them.
      const m = await member(new Date('2026-01-20T09:00:00Z'), 1_000_000n);
      await t.database.db.update(users).set(missing).where(eq(users.id, m.userId));
      t.clock.set(m.dates.cashoutFrom);
      // The dashboard does not offer it, and a request is refused.
      expect(await cashoutStatus(t.database.db, m.userId, t.clock.now())).toBe(0);
      const res = await cashout(m.userId, 10000);
      expect(res.code).toBe(403);
      expect(res.body.message).toBe(CASHOUT_NO_BANK);
    }
  });

  it('rolls over without a fee when the contributions do not cover it, and keeps the savings whole', async () => {
    const m = await member(new Date('2026-01-12T09:00:00Z'), 299_999n); // N1 short of the N3,000 fee
    const fees = await balance(t.database.db, ACCOUNTS.membershipFees);
    t.clock.set(new Date(m.dates.cycleEndsAt.getTime() + 3_600_000));
    const deps = jobDeps(t.database.db, gateway, t.clock, t.app.deps.mailer);
    expect(await rollOverEndedCycles(deps)).toMatchObject({ feesTaken: 0 });
    const [ms] = await t.database.db.select().from(memberships).where(eq(memberships.userId, m.userId));
    expect(ms?.cycleNumber).toBe(2);
    expect(ms?.status).toBe('active');
    expect(ms?.startedAt?.toISOString()).toBe(m.dates.cycleEndsAt.toISOString());
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(299_999n);
    expect(await balance(t.database.db, ACCOUNTS.membershipFees)).toBe(fees);
    const renewals = await t.database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.idempotencyKey, `membership-renewal:${m.userId}:2`));
    expect(renewals).toEqual([]);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/usenotificationlist',
      headers: await signIn(t.database.db, m.userId, t.clock.now()),
    });
    expect(list.json().data.notifications[0]).toMatchObject({
      subject: 'Savings rolled over',
      message: 'Your cycle ended without a cash-out, so your savings rolled into cycle 2.',
    });
  });
});

describe('trust bonus at cash-out', () => {
  // N50,000.50 saved: 1% of it is 50,000.5 kobo, which half to even rounds down (half up would not).
  const saved = 5_000_050n;
  const cases: { plan: 'GOLD' | 'PLATINUM' | 'FLEXI'; months: number; bonusKobo: bigint }[] = [
    { plan: 'GOLD', months: 12, bonusKobo: 50_000n }, // 1%: 50,000.5 kobo, half to even
    { plan: 'PLATINUM', months: 12, bonusKobo: 75_001n }, // 1.5%: 75,000.75 kobo
    { plan: 'FLEXI', months: 3, bonusKobo: 25_000n }, // the lower bound, 0.5%: 25,000.25 kobo
    { plan: 'FLEXI', months: 6, bonusKobo: 50_000n }, // the midpoint, 1%
    { plan: 'FLEXI', months: 12, bonusKobo: 75_001n }, // the upper bound, 1.5%
    { plan: 'FLEXI', months: 24, bonusKobo: 75_001n }, // the upper bound, 1.5%
  ];

  it('pays GOLD 1%, PLATINUM 1.5% and FLEXI 0.5%, 1%, 1.5% and 1.5% for 3, 6, 12 and 24 months, to the kobo', async () => {
    let day = 0;
    for (const c of cases) {
      const m = await member(new Date(Date.UTC(2026, 1, 1 + ++day, 9)), saved, {
        plan: c.plan,
        durationMonths: c.months,
        ...(c.plan === 'FLEXI' ? { contributionKobo: 100_000n } : {}),
      });
      t.clock.set(m.dates.cashoutFrom);
      const expense = await balance(t.database.db, ACCOUNTS.trustBonus);
      const res = await cashout(m.userId, 50000.5);
      expect({ ...c, code: res.code, bonus: res.body.data?.trust_bonus }).toEqual({
        ...c,
        code: 200,
        bonus: Number(c.bonusKobo) / 100,
      });
      expect((await balance(t.database.db, ACCOUNTS.trustBonus)) - expense).toBe(c.bonusKobo);
    }
  });
});
