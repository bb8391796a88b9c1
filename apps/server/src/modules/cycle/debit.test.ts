import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contributionWeeks, journalEntries, memberships, users } from '../../db/schema/index.ts';
import { checkLedger, memberBalances } from '../../ledger/index.ts';
import type { TestApp } from '../../test/app.ts';
import { type CycleHelpers, cycleTestApp, weekOf } from '../../test/cycle.ts';
import { createMember, signIn } from '../../test/members.ts';
import type { ScriptedGateway } from '../../test/scripted-gateway.ts';
import { listNotifications } from '../notifications/service.ts';
import { debitReference, runAutoDebit, STALE_CHARGE_MS } from './debit.ts';
import { rollOverEndedCycles } from './roll-over.ts';

// The weekly debit of card members: when it charges, what it posts, missed weeks and the lock. A run
// that stops, fails part way or overlaps is in resume.test.ts, bank transfers and late payment in
// credit-weeks.test.ts, titles in titles.test.ts.
let t: TestApp;
let gateway: ScriptedGateway;
let h: CycleHelpers;
beforeAll(async () => ({ t, gateway, h } = await cycleTestApp()));
afterAll(() => t.close());

describe('weekly auto-debit', () => {
  it("charges a card member's weekly contribution every 7 days from the start and posts it once", async () => {
    const start = new Date('2026-02-02T08:00:00Z');
    const m = await createMember(t, { gateway, plan: 'SILVER', startedAt: start });
    expect(await h.runAt(start, 1)).toMatchObject({ activation: 1, charged: 0 });
    let weeks = await h.weeksOf(m.userId);
    expect(weeks.map((w) => [w.week, w.status, w.source])).toEqual([[1, 'paid', 'activation']]);

    t.clock.set(new Date(weekOf(start, 2).getTime() - 60_000));
    await runAutoDebit(h.deps());
    expect(await h.weeksOf(m.userId)).toHaveLength(1); // not due yet

    expect(await h.runAt(start, 2)).toMatchObject({ charged: 1, missed: 0, pending: 0, errors: 0 });
    await runAutoDebit(h.deps()); // a second run in the same week changes nothing
    weeks = await h.weeksOf(m.userId);
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
    const m = await createMember(t, { gateway, plan: 'SILVER', startedAt: start });
    await h.runAt(start, 3); // cycle 1: weeks 2 and 3 charged
    expect(gateway.chargesFor(m.userId)).toBe(2);
    for (const cycle of [2, 3]) {
      const [before] = await t.database.db.select().from(memberships).where(eq(memberships.userId, m.userId));
      const cycleStart = before?.cycleEndsAt as Date;
      t.clock.set(new Date(cycleStart.getTime() + 60_000));
      await rollOverEndedCycles(h.deps());
      const [now] = await t.database.db.select().from(memberships).where(eq(memberships.userId, m.userId));
      expect(now?.cycleNumber).toBe(cycle);
      const saved = (await memberBalances(t.database.db, m.userId)).contributions;
      await h.runAt(cycleStart, 3); // weeks 1 to 3 of the new cycle (its week 1 came with no activation)
      for (const week of [1, 2, 3]) {
        expect(gateway.providerCharges.get(debitReference(m.userId, cycle, week))).toBe(1);
      }
      // Three more N1,000 weeks reached the member's contributions, none taken for an earlier cycle's week.
      expect((await memberBalances(t.database.db, m.userId)).contributions - saved).toBe(300_000n);
      const rows = (await h.weeksOf(m.userId)).filter((w) => w.cycleNumber === cycle);
      expect(rows.map((w) => [w.week, w.status])).toEqual([
        [1, 'paid'],
        [2, 'paid'],
        [3, 'paid'],
      ]);
    }
    expect(gateway.chargesFor(m.userId)).toBe(8);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it('charges the unpaid weeks of a second cycle around one paid in advance, never counting the first cycle’s', async () => {
    const start = new Date('2026-02-16T08:00:00Z');
    const m = await createMember(t, { gateway, plan: 'SILVER', startedAt: start });
    await h.runAt(start, 4); // cycle 1: weeks 2 to 4 charged
    const [first] = await t.database.db.select().from(memberships).where(eq(memberships.userId, m.userId));
    const cycleStart = first?.cycleEndsAt as Date;
    t.clock.set(new Date(cycleStart.getTime() + 60_000));
    await rollOverEndedCycles(h.deps());
    // Week 3 of cycle 2 is paid in advance, so the member's weeks have a gap the run must read.
    await t.database.db.insert(contributionWeeks).values({
      userId: m.userId,
      membershipId: m.membershipId,
      cycleNumber: 2,
      week: 3,
      dueAt: weekOf(cycleStart, 3),
      amountKobo: 100_000n,
      status: 'paid',
      source: 'save-more',
      reference: `advance-${m.userId}`,
    });
    await h.runAt(cycleStart, 4);
    for (const week of [1, 2, 4]) {
      expect(gateway.providerCharges.get(debitReference(m.userId, 2, week))).toBe(1);
    }
    expect(gateway.providerCharges.has(debitReference(m.userId, 2, 3))).toBe(false);
  });

  it('catches up every week that fell due while the job was not running, each charged once', async () => {
    const start = new Date('2026-02-03T08:00:00Z');
    const m = await createMember(t, { gateway, plan: 'GOLD', startedAt: start });
    await h.runAt(start, 4);
    expect((await h.weeksOf(m.userId)).map((w) => w.status)).toEqual(['paid', 'paid', 'paid', 'paid']);
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(3n * 500_000n);
  });

  it('records a declined debit as a missed week and tells the member in the app and by email', async () => {
    const start = new Date('2026-02-04T08:00:00Z');
    const m = await createMember(t, { gateway, plan: 'SILVER', startedAt: start });
    gateway.outcomes.set(m.userId, 'insufficient');
    expect(await h.runAt(start, 2)).toMatchObject({ missed: 1, pending: 0 });
    const weeks = await h.weeksOf(m.userId);
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
    await t.sendQueuedMail();
    const mail = await t.lastMailTo(m.email);
    expect(mail?.subject).toBe('Trust Fund: Missed contribution');
    expect(await h.statusOf(m.userId)).toBe(1);
  });

  it('records a decline the provider gives no reason for as "Declined"', async () => {
    const start = new Date('2026-02-04T08:00:00Z');
    const m = await createMember(t, { gateway, plan: 'SILVER', startedAt: start });
    gateway.outcomes.set(m.userId, 'declined-without-reason');
    await h.runAt(start, 2);
    expect((await h.weeksOf(m.userId))[1]).toMatchObject({ status: 'missed', failureReason: 'Declined' });
  });

  it('leaves a charge the bank has not decided yet charging, counted as pending, and settles it when it is', async () => {
    const start = new Date('2026-02-04T08:00:00Z');
    const m = await createMember(t, { gateway, plan: 'SILVER', startedAt: start });
    gateway.outcomes.set(m.userId, 'undecided');
    expect(await h.runAt(start, 2)).toMatchObject({ charged: 0, missed: 0, pending: 1 });
    expect((await h.weeksOf(m.userId))[1]?.status).toBe('charging');
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(0n);
    gateway.outcomes.delete(m.userId);
    t.clock.advance(STALE_CHARGE_MS + 1000);
    await runAutoDebit(h.deps());
    expect((await h.weeksOf(m.userId))[1]?.status).toBe('paid');
    expect(gateway.providerCharges.get(debitReference(m.userId, 1, 2))).toBe(1);
  });

  it('locks the account on the fourth consecutive missed week, stops debiting, and resumes after an unlock', async () => {
    const start = new Date('2026-02-05T08:00:00Z');
    const m = await createMember(t, { gateway, plan: 'SILVER', startedAt: start });
    const admin = await createMember(t, { user: { role: 'admin' } });
    gateway.outcomes.set(m.userId, 'insufficient');
    for (const week of [2, 3, 4]) await h.runAt(start, week);
    expect(await h.statusOf(m.userId)).toBe(1);
    // The run counts the lock (with any other member's made in the same run).
    expect((await h.runAt(start, 5)).locked).toBeGreaterThanOrEqual(1);
    expect(await h.statusOf(m.userId)).toBe(3);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/usenotificationlist',
      headers: await signIn(t.database.db, m.userId, t.clock.now()),
    });
    expect(list.json().data.notifications[0].message).toBe(
      'Your Account is TEMPORARILY LOCKED due to DEFAULT. Contact Admin to Unlock Account',
    );
    // And by email, after the week's missed-contribution email.
    await t.sendQueuedMail();
    const mail = await t.lastMailTo(m.email);
    expect(mail?.subject).toBe('Trust Fund: Account locked');

    // Locked (dormant): week 6 is not sent to the provider at all, and not told again week by week.
    gateway.outcomes.set(m.userId, 'success');
    const toldBefore = (await listNotifications(t.database.db, m.userId)).length;
    await h.runAt(start, 6);
    expect(gateway.providerCharges.has(debitReference(m.userId, 1, 6))).toBe(false);
    expect((await h.weeksOf(m.userId))[5]).toMatchObject({
      status: 'missed',
      failureReason: 'Account locked',
    });
    expect(await listNotifications(t.database.db, m.userId)).toHaveLength(toldBefore);

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
    expect(await h.statusOf(m.userId)).toBe(1);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/members/${m.userId}/unlock`,
      headers: adminHeaders,
    });
    expect(again.statusCode).toBe(409);

    await h.runAt(start, 7);
    expect((await h.weeksOf(m.userId))[6]).toMatchObject({ week: 7, status: 'paid' });
    // A miss right after the unlock does not lock again: the count starts afresh.
    gateway.outcomes.set(m.userId, 'insufficient');
    await h.runAt(start, 8);
    expect(await h.statusOf(m.userId)).toBe(1);
  });

  it('charges no member whose account is neither active nor locked (a terminated account)', async () => {
    const start = new Date('2026-02-06T08:00:00Z');
    const m = await createMember(t, { gateway, plan: 'SILVER', startedAt: start });
    await t.database.db.update(users).set({ status: 5 }).where(eq(users.id, m.userId));
    await h.runAt(start, 3);
    expect(gateway.chargesFor(m.userId)).toBe(0);
    expect((await h.weeksOf(m.userId)).map((w) => w.week)).toEqual([1]);
  });

  it('answers 404 when an operator unlocks a member that does not exist', async () => {
    const admin = await createMember(t, { user: { role: 'admin' } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/members/999999/unlock',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(404);
  });

  it('posts the amount the provider reports it took, or the week’s amount when it reports none', async () => {
    const start = new Date('2026-02-12T08:00:00Z');
    const m = await createMember(t, { gateway, plan: 'SILVER', startedAt: start });
    gateway.reportedAmounts.set(debitReference(m.userId, 1, 2), 90_000n);
    gateway.reportedAmounts.set(debitReference(m.userId, 1, 3), 0n);
    await h.runAt(start, 2);
    await h.runAt(start, 3);
    expect((await h.weeksOf(m.userId)).map((w) => [w.week, w.status, w.amountKobo])).toEqual([
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
      [1, 2, 3].map(() => createMember(t, { gateway, plan: 'SILVER', startedAt: start })),
    );
    const transfers = await Promise.all(
      [1, 2, 3].map(() => createMember(t, { gateway, plan: 'SILVER', startedAt: start, pays: 'transfer' })),
    );
    t.clock.set(new Date(weekOf(start, 3).getTime() + 60_000));
    // Batches of 2 (any other member due now is in them too): six activations, three misses, six charges.
    const run = await runAutoDebit(h.deps(), t.clock.now(), 2);
    expect(run.errors).toBe(0);
    // The run's summary, which the operator reads in the log, counts the transfer payers' missed weeks.
    expect(run.missed).toBeGreaterThanOrEqual(transfers.length);
    for (const m of cards) {
      expect((await h.weeksOf(m.userId)).map((w) => w.status)).toEqual(['paid', 'paid', 'paid']);
      expect(gateway.chargesFor(m.userId)).toBe(2);
    }
    for (const m of transfers) {
      const weeks = await h.weeksOf(m.userId);
      expect(weeks.map((w) => w.status)).toEqual(['paid', 'missed']);
      // When the week was recorded missed, for the member's history and an operator's review.
      expect(weeks[1]).toMatchObject({ source: 'none', settledAt: t.clock.now() });
    }
  });
});
