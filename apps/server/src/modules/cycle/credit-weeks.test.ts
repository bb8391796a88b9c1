import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBalances } from '../../ledger/index.ts';
import type { TestApp } from '../../test/app.ts';
import { type CycleHelpers, cycleTestApp, weekOf } from '../../test/cycle.ts';
import { createMember, type MemberOptions } from '../../test/members.ts';
import type { ScriptedGateway } from '../../test/scripted-gateway.ts';
import { creditContributionWeeks } from '../contributions/credit-weeks.ts';
import { WEEK_MS } from '../contributions/schedule.ts';
import { listNotifications } from '../notifications/service.ts';
import { debitReference, runAutoDebit } from './debit.ts';

// Which weeks a payment that is not the weekly debit counts for: a bank transfer (on time or late,
// within the 4-week grace) and Save More paid in advance.
let t: TestApp;
let gateway: ScriptedGateway;
let h: CycleHelpers;
beforeAll(async () => ({ t, gateway, h } = await cycleTestApp()));
afterAll(() => t.close());

/** A member who pays by bank transfer (no saved card), started at `start`. */
const transferMember = (start: Date, plan: MemberOptions['plan'] = 'SILVER') =>
  createMember(t, { plan, startedAt: start, pays: 'transfer' });

describe('bank transfer, late payment and Save More', () => {
  it('counts no week for a payment to a member on the free plan, which has no weekly saving', async () => {
    const start = new Date('2026-03-01T08:00:00Z');
    const m = await transferMember(start, 'ORDINARY');
    t.clock.set(new Date(start.getTime() + 60_000));
    expect(await h.confirmTransfer(m.userId, 100_000n, `transfer:free:${m.userId}`)).toEqual({
      paidLate: [],
      paid: [],
    });
    expect(await h.weeksOf(m.userId)).toEqual([]);
  });

  it('pays late only as many missed weeks as the transfer covers, oldest first', async () => {
    const start = new Date('2026-02-27T08:00:00Z');
    const m = await transferMember(start);
    await h.runAt(start, 4); // weeks 2 and 3 are missed
    expect(await h.confirmTransfer(m.userId, 150_000n, `transfer:late:${m.userId}`)).toEqual({
      paidLate: [2],
      paid: [],
    });
    expect((await h.weeksOf(m.userId)).map((w) => [w.week, w.status])).toEqual([
      [1, 'paid'],
      [2, 'paid'],
      [3, 'missed'],
    ]);
  });

  it('counts no week for less than one week’s saving: the amount stays in contributions', async () => {
    const start = new Date('2026-02-28T08:00:00Z');
    const m = await transferMember(start);
    await h.runAt(start, 3); // week 2 is missed
    expect(await h.confirmTransfer(m.userId, 99_900n, `transfer:part:${m.userId}`)).toEqual({
      paidLate: [],
      paid: [],
    });
    expect((await h.weeksOf(m.userId)).map((w) => [w.week, w.status])).toEqual([
      [1, 'paid'],
      [2, 'missed'],
    ]);
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(99_900n);
  });

  it('gives a bank-transfer member the week to pay, then records the week as missed', async () => {
    const start = new Date('2026-03-02T08:00:00Z');
    const m = await transferMember(start);
    await h.runAt(start, 2);
    expect(await h.weeksOf(m.userId)).toHaveLength(1);
    // A millisecond before the week is up, the week is still open; at the week's end it is missed.
    t.clock.set(new Date(weekOf(start, 3).getTime() - 1));
    await runAutoDebit(h.deps());
    expect(await h.weeksOf(m.userId)).toHaveLength(1);
    t.clock.set(weekOf(start, 3));
    await runAutoDebit(h.deps());
    const weeks = await h.weeksOf(m.userId);
    expect(weeks.map((w) => [w.week, w.status])).toEqual([
      [1, 'paid'],
      [2, 'missed'],
    ]);
    expect(weeks[1]?.failureReason).toBe('No payment was received for this week');
    expect(gateway.chargesFor(m.userId)).toBe(0);
    // The member is told, so they can still pay it late.
    const [told] = await listNotifications(t.database.db, m.userId);
    expect(told).toMatchObject({ key: 'missed_contribution', subject: 'Missed contribution' });
    expect(told?.message).toContain('No payment was received for this week');
  });

  it('locks a bank-transfer member whose fourth week in a row goes unpaid, and tells them', async () => {
    const start = new Date('2026-03-06T08:00:00Z');
    const m = await transferMember(start);
    await h.runAt(start, 5); // weeks 2, 3 and 4 are missed
    expect(await h.statusOf(m.userId)).toBe(1);
    // Week 5, the fourth in a row. The run counts the lock (with any other member's made in the same run).
    expect((await h.runAt(start, 6)).locked).toBeGreaterThanOrEqual(1);
    expect(await h.statusOf(m.userId)).toBe(3);
    expect((await h.weeksOf(m.userId)).map((w) => w.status)).toEqual([
      'paid',
      'missed',
      'missed',
      'missed',
      'missed',
    ]);
    const [told] = await listNotifications(t.database.db, m.userId);
    expect(told).toMatchObject({ key: 'account_locked', subject: 'Account locked' });
    await t.sendQueuedMail();
    expect((await t.lastMailTo(m.email))?.subject).toBe('Trust Fund: Account locked');
  });

  it('counts a late transfer against the missed week within the 4-week grace, then the coming weeks', async () => {
    const start = new Date('2026-03-03T08:00:00Z');
    const m = await transferMember(start);
    await h.runAt(start, 3); // week 2 missed
    const credited = await h.confirmTransfer(m.userId, 300_000n, 'TRF-late-1');
    expect(credited).toEqual({ paidLate: [2], paid: [3, 4] });
    const weeks = await h.weeksOf(m.userId);
    expect(weeks.find((w) => w.week === 2)).toMatchObject({ status: 'paid', paidWith: 'TRF-late-1' });
    expect(weeks.find((w) => w.week === 2)?.paidLateAt).not.toBeNull();
    await h.runAt(start, 5);
    expect((await h.weeksOf(m.userId)).map((w) => w.status)).toEqual(['paid', 'paid', 'paid', 'paid']);
  });

  it('leaves a missed week missed once its 4-week grace has passed', async () => {
    const start = new Date('2026-03-04T08:00:00Z');
    const m = await transferMember(start);
    await h.runAt(start, 3); // week 2 missed
    t.clock.set(new Date(weekOf(start, 6).getTime() + 60_000)); // week 2 due 4 weeks + 1 minute ago
    const credited = await h.confirmTransfer(m.userId, 100_000n, 'TRF-late-2');
    expect(credited.paidLate).toEqual([]);
    expect((await h.weeksOf(m.userId)).find((w) => w.week === 2)?.status).toBe('missed');
  });

  it('pays a missed week late exactly 4 weeks after its due date, and not a millisecond later', async () => {
    for (const [day, after, paidLate] of [
      ['2026-03-09T08:00:00Z', 0, [2]],
      ['2026-03-10T08:00:00Z', 1, []],
    ] as const) {
      const start = new Date(day);
      const m = await transferMember(start);
      await h.runAt(start, 3); // week 2 missed
      const due = (await h.weeksOf(m.userId)).find((w) => w.week === 2)?.dueAt as Date;
      expect(due.toISOString()).toBe(weekOf(start, 2).toISOString());
      t.clock.set(new Date(due.getTime() + 4 * WEEK_MS + after));
      const credited = await h.confirmTransfer(m.userId, 100_000n, `TRF-grace-${day}`);
      expect(credited.paidLate).toEqual(paidLate);
      expect((await h.weeksOf(m.userId)).find((w) => w.week === 2)?.status).toBe(
        paidLate.length ? 'paid' : 'missed',
      );
    }
  });

  it('does not debit weeks paid in advance with Save More', async () => {
    const start = new Date('2026-03-05T08:00:00Z');
    const m = await createMember(t, { gateway, plan: 'SILVER', startedAt: start });
    await h.runAt(start, 1);
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
    await h.runAt(start, 3);
    expect(gateway.chargesFor(m.userId)).toBe(0);
    await h.runAt(start, 4);
    expect(gateway.providerCharges.get(debitReference(m.userId, 1, 4))).toBe(1);
  });
});
