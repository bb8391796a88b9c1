import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contributionWeeks, journalEntries, memberships, users } from '../../db/schema/index.ts';
import { cards } from '../../db/schema/payments.ts';
import { ACCOUNTS, checkLedger, memberAccount, memberBalances, post } from '../../ledger/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { GIVE_UP_CHARGE_MS } from './charge.ts';
import { creditContributionWeeks } from './credit-weeks.ts';
import { debitReference, runAutoDebit, STALE_CHARGE_MS } from './debit.ts';
import { rollOverEndedCycles } from './roll-over.ts';
import { WEEK_MS } from './schedule.ts';
import { createCycleMember, jobDeps, ScriptedGateway, signIn } from './test-support.ts';

let t: TestApp;
let gateway: ScriptedGateway;
const deps = () => jobDeps(t.database.db, gateway, t.clock, t.app.deps.mailer);
const weekOf = (start: Date, week: number) => new Date(start.getTime() + (week - 1) * WEEK_MS);

beforeAll(async () => {
  t = await createTestApp();
  gateway = new ScriptedGateway(t.clock);
});
afterAll(() => t.close());

async function weeksOf(userId: number) {
  return t.database.db
    .select()
    .from(contributionWeeks)
    .where(eq(contributionWeeks.userId, userId))
    .orderBy(contributionWeeks.week);
}
const statusOf = async (userId: number) =>
  (await t.database.db.select({ s: users.status }).from(users).where(eq(users.id, userId)))[0]?.s;
const titleOf = async (userId: number) =>
  (await t.database.db.select({ s: users.memberTitle }).from(users).where(eq(users.id, userId)))[0]?.s;

/** Runs the debit job at the due time of `week` (plus a minute), as the schedule would. */
async function runAt(start: Date, week: number) {
  t.clock.set(new Date(weekOf(start, week).getTime() + 60_000));
  return runAutoDebit(deps());
}

describe('weekly auto-debit', () => {
  it("charges a card member's weekly contribution every 7 days from the start and posts it once", async () => {
    const start = new Date('2026-02-02T08:00:00Z');
    const m = await createCycleMember(t.database.db, gateway, { plan: 'SILVER', startedAt: start });
    expect(await runAt(start, 1)).toMatchObject({ activation: 1, charged: 0 });
    let weeks = await weeksOf(m.userId);
    expect(weeks.map((w) => [w.week, w.status, w.source])).toEqual([[1, 'paid', 'activation']]);

    t.clock.set(new Date(weekOf(start, 2).getTime() - 60_000));
    await runAutoDebit(deps());
    expect(await weeksOf(m.userId)).toHaveLength(1); // not due yet

    expect(await runAt(start, 2)).toMatchObject({ charged: 1, missed: 0, pending: 0, errors: 0 });
    await runAutoDebit(deps()); // a second run in the same week changes nothing
    weeks = await weeksOf(m.userId);
    expect(weeks[1]).toMatchObject({
      week: 2,
      status: 'paid',
      source: 'card',
      reference: debitReference(m.userId, 1, 2),
    });
    expect(gateway.providerCharges.get(debitReference(m.userId, 1, 2))).toBe(1);
    const entries = await t.database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.idempotencyKey, debitReference(m.userId, 1, 2)));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.kind).toBe('contribution');
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(100_000n);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it('charges the weeks of a second and a third cycle, each under a key naming its cycle', async () => {
    const start = new Date('2026-02-09T08:00:00Z');
    const m = await createCycleMember(t.database.db, gateway, { plan: 'SILVER', startedAt: start });
    await runAt(start, 3); // cycle 1: weeks 2 and 3 charged
    expect(gateway.chargesFor(m.userId)).toBe(2);
    for (const cycle of [2, 3]) {
      const [before] = await t.database.db.select().from(memberships).where(eq(memberships.userId, m.userId));
      const cycleStart = before?.cycleEndsAt as Date;
      t.clock.set(new Date(cycleStart.getTime() + 60_000));
      await rollOverEndedCycles(deps());
      const [now] = await t.database.db.select().from(memberships).where(eq(memberships.userId, m.userId));
      expect(now?.cycleNumber).toBe(cycle);
      const saved = (await memberBalances(t.database.db, m.userId)).contributions;
      await runAt(cycleStart, 3); // weeks 1 to 3 of the new cycle (its week 1 came with no activation)
      for (const week of [1, 2, 3]) {
        expect(gateway.providerCharges.get(debitReference(m.userId, cycle, week))).toBe(1);
      }
      // Three more N1,000 weeks reached the member's contributions, none taken for an earlier cycle's week.
      expect((await memberBalances(t.database.db, m.userId)).contributions - saved).toBe(300_000n);
      const rows = (await weeksOf(m.userId)).filter((w) => w.cycleNumber === cycle);
      expect(rows.map((w) => [w.week, w.status])).toEqual([
        [1, 'paid'],
        [2, 'paid'],
        [3, 'paid'],
      ]);
    }
    expect(gateway.chargesFor(m.userId)).toBe(8);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it('catches up every week that fell due while the job was not running, each charged once', async () => {
    const start = new Date('2026-02-03T08:00:00Z');
    const m = await createCycleMember(t.database.db, gateway, { plan: 'GOLD', startedAt: start });
    await runAt(start, 4);
    expect((await weeksOf(m.userId)).map((w) => w.status)).toEqual(['paid', 'paid', 'paid', 'paid']);
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(3n * 500_000n);
  });

  it('records a declined debit as a missed week and tells the member in the app and by email', async () => {
    const start = new Date('2026-02-04T08:00:00Z');
    const m = await createCycleMember(t.database.db, gateway, { plan: 'SILVER', startedAt: start });
    gateway.outcomes.set(m.userId, 'insufficient');
    expect(await runAt(start, 2)).toMatchObject({ missed: 1, pending: 0 });
    const weeks = await weeksOf(m.userId);
    expect(weeks[1]).toMatchObject({ week: 2, status: 'missed', failureReason: 'Insufficient funds' });
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(0n);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/usenotificationlist',
      headers: await signIn(t.database.db, m.userId, t.clock.now()),
    });
    const n = list.json().data.notifications[0];
    expect(n).toMatchObject({ subject: 'Missed contribution', notification_status: '0' });
    expect(n.message).toContain('Insufficient funds');
    expect(n.message).toContain('₦1,000');
    const mail = await t.lastMailTo(m.email);
    expect(mail?.subject).toBe('Trust Fund: Missed contribution');
    expect(await statusOf(m.userId)).toBe(1);
  });

  it('locks the account on the fourth consecutive missed week, stops debiting, and resumes after an unlock', async () => {
    const start = new Date('2026-02-05T08:00:00Z');
    const m = await createCycleMember(t.database.db, gateway, { plan: 'SILVER', startedAt: start });
    const admin = await createCycleMember(t.database.db, null, { startedAt: start, role: 'admin' });
    gateway.outcomes.set(m.userId, 'insufficient');
    for (const week of [2, 3, 4]) await runAt(start, week);
    expect(await statusOf(m.userId)).toBe(1);
    // The run counts the lock (with any other member's made in the same run).
    expect((await runAt(start, 5)).locked).toBeGreaterThanOrEqual(1);
    expect(await statusOf(m.userId)).toBe(3);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/usenotificationlist',
      headers: await signIn(t.database.db, m.userId, t.clock.now()),
    });
    expect(list.json().data.notifications[0].message).toBe(
      'Your Account is TEMPORARILY LOCKED due to DEFAULT. Contact Admin to Unlock Account',
    );

    // Locked (dormant): week 6 is not sent to the provider at all.
    gateway.outcomes.set(m.userId, 'success');
    await runAt(start, 6);
    expect(gateway.providerCharges.has(debitReference(m.userId, 1, 6))).toBe(false);
    expect((await weeksOf(m.userId))[5]).toMatchObject({ status: 'missed', failureReason: 'Account locked' });

    const adminHeaders = await signIn(t.database.db, admin.userId, t.clock.now());
    const denied = await t.app.inject({
      method: 'POST',
      url: `/api/admin/members/${m.userId}/unlock`,
      headers: await signIn(t.database.db, m.userId, t.clock.now()),
    });
    // A member calling an operator call is refused and stays signed in (403, not the sign-out 401).
    expect(denied.statusCode).toBe(403);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/members/${m.userId}/unlock`,
      headers: adminHeaders,
      payload: { reason: 'Paid arrears at the branch' },
    });
    expect(res.statusCode).toBe(200);
    expect(await statusOf(m.userId)).toBe(1);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/members/${m.userId}/unlock`,
      headers: adminHeaders,
    });
    expect(again.statusCode).toBe(409);

    await runAt(start, 7);
    expect((await weeksOf(m.userId))[6]).toMatchObject({ week: 7, status: 'paid' });
    // A miss right after the unlock does not lock again: the count starts afresh.
    gateway.outcomes.set(m.userId, 'insufficient');
    await runAt(start, 8);
    expect(await statusOf(m.userId)).toBe(1);
  });

  it('answers 404 when an operator unlocks a member that does not exist', async () => {
    const admin = await createCycleMember(t.database.db, null, { startedAt: t.clock.now(), role: 'admin' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/members/999999/unlock',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(404);
  });

  it('never charges twice when a run stops between the provider charging and the answer being stored', async () => {
    const start = new Date('2026-02-06T08:00:00Z');
    const m = await createCycleMember(t.database.db, gateway, { plan: 'SILVER', startedAt: start });
    const ref = debitReference(m.userId, 1, 2);
    gateway.outcomes.set(m.userId, 'crash-after-charge');
    await runAt(start, 2);
    expect(gateway.providerCharges.get(ref)).toBe(1);
    expect((await weeksOf(m.userId))[1]?.status).toBe('charging');
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(0n);

    // The restarted server runs again at once: the attempt is recent, so it is left alone.
    gateway.outcomes.set(m.userId, 'success');
    await runAutoDebit(deps());
    expect(gateway.providerCharges.get(ref)).toBe(1);
    expect((await weeksOf(m.userId))[1]?.status).toBe('charging');

    // Later the attempt is stale: the run verifies the reference, finds the charge, and posts it once.
    t.clock.advance(STALE_CHARGE_MS + 1000);
    await runAutoDebit(deps());
    await runAutoDebit(deps());
    expect(gateway.providerCharges.get(ref)).toBe(1);
    expect((await weeksOf(m.userId))[1]?.status).toBe('paid');
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(100_000n);
  });

  it('retries with the same reference when the provider never got the charge', async () => {
    const start = new Date('2026-02-07T08:00:00Z');
    const m = await createCycleMember(t.database.db, gateway, { plan: 'SILVER', startedAt: start });
    const ref = debitReference(m.userId, 1, 2);
    gateway.outcomes.set(m.userId, 'no-answer');
    const run = await runAt(start, 2);
    // The run's summary counts the week as waiting for the provider, neither charged nor missed.
    expect(run).toMatchObject({ pending: 1, charged: 0, missed: 0 });
    expect((await weeksOf(m.userId))[1]?.status).toBe('charging');
    gateway.outcomes.set(m.userId, 'success');
    t.clock.advance(STALE_CHARGE_MS + 1000);
    await runAutoDebit(deps());
    expect(gateway.providerCharges.get(ref)).toBe(1);
    expect((await weeksOf(m.userId))[1]?.status).toBe('paid');
  });

  it('gives up on a charge the provider has not answered for a day: the week is missed, with the reason', async () => {
    const start = new Date('2026-02-09T08:00:00Z');
    const m = await createCycleMember(t.database.db, gateway, { plan: 'SILVER', startedAt: start });
    gateway.outcomes.set(m.userId, 'no-answer');
    await runAt(start, 2);
    const attempted = t.clock.now().getTime();
    t.clock.set(new Date(attempted + GIVE_UP_CHARGE_MS - 1)); // retried and still no answer, but not a day yet
    await runAutoDebit(deps());
    expect((await weeksOf(m.userId))[1]?.status).toBe('charging');
    t.clock.set(new Date(attempted + GIVE_UP_CHARGE_MS));
    await runAutoDebit(deps());
    expect((await weeksOf(m.userId))[1]).toMatchObject({
      status: 'missed',
      failureReason: 'The payment provider did not answer',
    });
  });

  it('misses the week of a pending charge whose card was removed meanwhile, saying there is no card', async () => {
    const start = new Date('2026-02-10T08:00:00Z');
    const m = await createCycleMember(t.database.db, gateway, { plan: 'SILVER', startedAt: start });
    gateway.outcomes.set(m.userId, 'no-answer');
    await runAt(start, 2);
    await t.database.db.delete(cards).where(eq(cards.userId, m.userId));
    t.clock.advance(STALE_CHARGE_MS + 1000);
    await runAutoDebit(deps());
    expect((await weeksOf(m.userId))[1]).toMatchObject({ status: 'missed', failureReason: 'No saved card' });
  });

  it('goes on with the run when checking one stale charge fails, and counts the error', async () => {
    const start = new Date('2026-02-11T08:00:00Z');
    const stuck = await createCycleMember(t.database.db, gateway, { plan: 'SILVER', startedAt: start });
    const other = await createCycleMember(t.database.db, gateway, { plan: 'SILVER', startedAt: start });
    gateway.outcomes.set(stuck.userId, 'no-answer');
    gateway.outcomes.set(other.userId, 'no-answer');
    await runAt(start, 2);
    gateway.outcomes.set(other.userId, 'success');
    gateway.verifyFails.add(debitReference(stuck.userId, 1, 2));
    t.clock.advance(STALE_CHARGE_MS + 1000);
    const run = await runAutoDebit(deps());
    expect(run.errors).toBe(1);
    expect((await weeksOf(stuck.userId))[1]?.status).toBe('charging'); // checked again by the next run
    expect((await weeksOf(other.userId))[1]?.status).toBe('paid');
    gateway.verifyFails.clear();
  });

  it('posts the amount the provider reports it took, or the week’s amount when it reports none', async () => {
    const start = new Date('2026-02-12T08:00:00Z');
    const m = await createCycleMember(t.database.db, gateway, { plan: 'SILVER', startedAt: start });
    gateway.reportedAmounts.set(debitReference(m.userId, 1, 2), 90_000n);
    gateway.reportedAmounts.set(debitReference(m.userId, 1, 3), 0n);
    await runAt(start, 2);
    await runAt(start, 3);
    expect((await weeksOf(m.userId)).map((w) => [w.week, w.status, w.amountKobo])).toEqual([
      [1, 'paid', 100_000n],
      [2, 'paid', 90_000n],
      [3, 'paid', 100_000n],
    ]);
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(190_000n);
    const [entry] = await t.database.db
      .select({ description: journalEntries.description })
      .from(journalEntries)
      .where(eq(journalEntries.idempotencyKey, debitReference(m.userId, 1, 2)));
    expect(entry?.description).toBe('Weekly contribution, week 2 of cycle 1 (₦900)');
  });

  it('settles every member when the due periods span several batches', async () => {
    const start = new Date('2026-02-13T08:00:00Z');
    const cards = await Promise.all(
      [1, 2, 3].map(() => createCycleMember(t.database.db, gateway, { plan: 'SILVER', startedAt: start })),
    );
    const transfers = await Promise.all(
      [1, 2, 3].map(() =>
        createCycleMember(t.database.db, gateway, { plan: 'SILVER', startedAt: start, pays: 'transfer' }),
      ),
    );
    t.clock.set(new Date(weekOf(start, 3).getTime() + 60_000));
    // Batches of 2 (any other member due now is in them too): six activations, three misses, six charges.
    const run = await runAutoDebit(deps(), t.clock.now(), 2);
    expect(run.errors).toBe(0);
    for (const m of cards) {
      expect((await weeksOf(m.userId)).map((w) => w.status)).toEqual(['paid', 'paid', 'paid']);
      expect(gateway.chargesFor(m.userId)).toBe(2);
    }
    for (const m of transfers) {
      expect((await weeksOf(m.userId)).map((w) => w.status)).toEqual(['paid', 'missed']);
    }
  });

  it('charges each member once when two runs overlap', async () => {
    const start = new Date('2026-02-08T08:00:00Z');
    const members = await Promise.all(
      [1, 2, 3].map(() => createCycleMember(t.database.db, gateway, { plan: 'SILVER', startedAt: start })),
    );
    t.clock.set(new Date(weekOf(start, 3).getTime() + 60_000));
    await Promise.all([runAutoDebit(deps()), runAutoDebit(deps())]);
    for (const m of members) {
      expect(gateway.providerCharges.get(debitReference(m.userId, 1, 2))).toBe(1);
      expect(gateway.providerCharges.get(debitReference(m.userId, 1, 3))).toBe(1);
      expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(200_000n);
    }
  });
});

describe('bank transfer, late payment and Save More', () => {
  /** What the payments module does when an operator confirms a transfer: post it, then count its weeks. */
  async function confirmTransfer(userId: number, amountKobo: bigint, reference: string) {
    return t.database.db.transaction(async (tx) => {
      await post(tx, {
        key: reference,
        kind: 'contribution',
        memberId: userId,
        description: 'Bank transfer',
        lines: [
          { account: ACCOUNTS.bank, amount: amountKobo },
          { account: memberAccount(userId, 'contributions'), amount: -amountKobo },
        ],
        at: t.clock.now(),
      });
      return creditContributionWeeks(tx, {
        userId,
        amountKobo,
        reference,
        source: 'transfer',
        now: t.clock.now(),
      });
    });
  }

  it('counts no week for a payment to a member on the free plan, which has no weekly saving', async () => {
    const start = new Date('2026-03-01T08:00:00Z');
    const m = await createCycleMember(t.database.db, gateway, {
      plan: 'ORDINARY',
      startedAt: start,
      pays: 'transfer',
    });
    t.clock.set(new Date(start.getTime() + 60_000));
    expect(await confirmTransfer(m.userId, 100_000n, `transfer:free:${m.userId}`)).toEqual({
      paidLate: [],
      paid: [],
    });
    expect(await weeksOf(m.userId)).toEqual([]);
  });

  it('pays late only as many missed weeks as the transfer covers, oldest first', async () => {
    const start = new Date('2026-02-27T08:00:00Z');
    const m = await createCycleMember(t.database.db, gateway, {
      plan: 'SILVER',
      startedAt: start,
      pays: 'transfer',
    });
    await runAt(start, 4); // weeks 2 and 3 are missed
    expect(await confirmTransfer(m.userId, 150_000n, `transfer:late:${m.userId}`)).toEqual({
      paidLate: [2],
      paid: [],
    });
    expect((await weeksOf(m.userId)).map((w) => [w.week, w.status])).toEqual([
      [1, 'paid'],
      [2, 'paid'],
      [3, 'missed'],
    ]);
  });

  it('counts no week for less than one week’s saving: the amount stays in contributions', async () => {
    const start = new Date('2026-02-28T08:00:00Z');
    const m = await createCycleMember(t.database.db, gateway, {
      plan: 'SILVER',
      startedAt: start,
      pays: 'transfer',
    });
    await runAt(start, 3); // week 2 is missed
    expect(await confirmTransfer(m.userId, 99_900n, `transfer:part:${m.userId}`)).toEqual({
      paidLate: [],
      paid: [],
    });
    expect((await weeksOf(m.userId)).map((w) => [w.week, w.status])).toEqual([
      [1, 'paid'],
      [2, 'missed'],
    ]);
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(99_900n);
  });

  it('gives a bank-transfer member the week to pay, then records the week as missed', async () => {
    const start = new Date('2026-03-02T08:00:00Z');
    const m = await createCycleMember(t.database.db, gateway, {
      plan: 'SILVER',
      startedAt: start,
      pays: 'transfer',
    });
    await runAt(start, 2);
    expect(await weeksOf(m.userId)).toHaveLength(1);
    await runAt(start, 3);
    expect((await weeksOf(m.userId)).map((w) => [w.week, w.status])).toEqual([
      [1, 'paid'],
      [2, 'missed'],
    ]);
    expect(gateway.chargesFor(m.userId)).toBe(0);
  });

  it('counts a late transfer against the missed week within the 4-week grace, then the coming weeks', async () => {
    const start = new Date('2026-03-03T08:00:00Z');
    const m = await createCycleMember(t.database.db, gateway, {
      plan: 'SILVER',
      startedAt: start,
      pays: 'transfer',
    });
    await runAt(start, 3); // week 2 missed
    const credited = await confirmTransfer(m.userId, 300_000n, 'TRF-late-1');
    expect(credited).toEqual({ paidLate: [2], paid: [3, 4] });
    const weeks = await weeksOf(m.userId);
    expect(weeks.find((w) => w.week === 2)).toMatchObject({ status: 'paid', paidWith: 'TRF-late-1' });
    expect(weeks.find((w) => w.week === 2)?.paidLateAt).not.toBeNull();
    await runAt(start, 5);
    expect((await weeksOf(m.userId)).map((w) => w.status)).toEqual(['paid', 'paid', 'paid', 'paid']);
  });

  it('leaves a missed week missed once its 4-week grace has passed', async () => {
    const start = new Date('2026-03-04T08:00:00Z');
    const m = await createCycleMember(t.database.db, gateway, {
      plan: 'SILVER',
      startedAt: start,
      pays: 'transfer',
    });
    await runAt(start, 3); // week 2 missed
    t.clock.set(new Date(weekOf(start, 6).getTime() + 60_000)); // week 2 due 4 weeks + 1 minute ago
    const credited = await confirmTransfer(m.userId, 100_000n, 'TRF-late-2');
    expect(credited.paidLate).toEqual([]);
    expect((await weeksOf(m.userId)).find((w) => w.week === 2)?.status).toBe('missed');
  });

  it('pays a missed week late exactly 4 weeks after its due date, and not a millisecond later', async () => {
    for (const [day, after, paidLate] of [
      ['2026-03-09T08:00:00Z', 0, [2]],
      ['2026-03-10T08:00:00Z', 1, []],
    ] as const) {
      const start = new Date(day);
      const m = await createCycleMember(t.database.db, gateway, {
        plan: 'SILVER',
        startedAt: start,
        pays: 'transfer',
      });
      await runAt(start, 3); // week 2 missed
      const due = (await weeksOf(m.userId)).find((w) => w.week === 2)?.dueAt as Date;
      expect(due.toISOString()).toBe(weekOf(start, 2).toISOString());
      t.clock.set(new Date(due.getTime() + 4 * WEEK_MS + after));
      const credited = await confirmTransfer(m.userId, 100_000n, `TRF-grace-${day}`);
      expect(credited.paidLate).toEqual(paidLate);
      expect((await weeksOf(m.userId)).find((w) => w.week === 2)?.status).toBe(
        paidLate.length ? 'paid' : 'missed',
      );
    }
  });

  it('does not debit weeks paid in advance with Save More', async () => {
    const start = new Date('2026-03-05T08:00:00Z');
    const m = await createCycleMember(t.database.db, gateway, { plan: 'SILVER', startedAt: start });
    await runAt(start, 1);
    const credited = await t.database.db.transaction((tx) =>
      creditContributionWeeks(tx, {
        userId: m.userId,
        amountKobo: 200_000n,
        reference: 'SM-advance',
        source: 'save-more',
        now: t.clock.now(),
      }),
    );
    expect(credited.paid).toEqual([2, 3]);
    await runAt(start, 3);
    expect(gateway.chargesFor(m.userId)).toBe(0);
    await runAt(start, 4);
    expect(gateway.providerCharges.get(debitReference(m.userId, 1, 4))).toBe(1);
  });
});

describe('member titles', () => {
  it('is Qualified at the 12th paid week and Bonafide at the 26th consecutive one', async () => {
    const start = new Date('2026-04-06T08:00:00Z');
    const m = await createCycleMember(t.database.db, gateway, { plan: 'SILVER', startedAt: start });
    for (let week = 1; week <= 11; week++) await runAt(start, week);
    expect(await titleOf(m.userId)).toBe('Ordinary');
    await runAt(start, 12);
    expect(await titleOf(m.userId)).toBe('Qualified');
    const user = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: await signIn(t.database.db, m.userId, t.clock.now()),
    });
    expect(user.json().data.u_membertitle).toBe('Qualified');
    for (let week = 13; week <= 25; week++) await runAt(start, week);
    expect(await titleOf(m.userId)).toBe('Qualified');
    await runAt(start, 26);
    expect(await titleOf(m.userId)).toBe('Bonafide');
    const rows = await t.database.db
      .select()
      .from(contributionWeeks)
      .where(and(eq(contributionWeeks.userId, m.userId), eq(contributionWeeks.status, 'paid')));
    expect(rows).toHaveLength(26);
  }, 180_000);

  it('is Qualified as soon as a transfer pays a missed 12th week late, without waiting for a debit', async () => {
    const start = new Date('2026-04-07T08:00:00Z');
    const m = await createCycleMember(t.database.db, gateway, { plan: 'SILVER', startedAt: start });
    for (let week = 1; week <= 11; week++) await runAt(start, week);
    gateway.outcomes.set(m.userId, 'insufficient');
    await runAt(start, 12);
    gateway.outcomes.delete(m.userId);
    expect(await titleOf(m.userId)).toBe('Ordinary');
    await t.database.db.transaction(async (tx) => {
      await post(tx, {
        key: `transfer:title:${m.userId}`,
        kind: 'contribution',
        memberId: m.userId,
        description: 'Bank transfer',
        lines: [
          { account: ACCOUNTS.bank, amount: 100_000n },
          { account: memberAccount(m.userId, 'contributions'), amount: -100_000n },
        ],
        at: t.clock.now(),
      });
      await creditContributionWeeks(tx, {
        userId: m.userId,
        amountKobo: 100_000n,
        reference: `transfer:title:${m.userId}`,
        source: 'transfer',
        now: t.clock.now(),
      });
    });
    expect(await titleOf(m.userId)).toBe('Qualified');
  }, 60_000);
});
