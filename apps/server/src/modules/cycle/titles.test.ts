import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contributionWeeks, memberships } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { type CycleHelpers, cycleTestApp } from '../../test/cycle.ts';
import { createMember, signIn } from '../../test/members.ts';
import type { ScriptedGateway } from '../../test/scripted-gateway.ts';
import { WEEK_MS } from '../contributions/schedule.ts';
import {
  longestPaidRun,
  memberTitle,
  type PeriodStatus,
  paidWeeks,
  type Standing,
  titleFor,
} from '../contributions/standing.ts';
import { refreshAllTitles, standingsOf } from '../contributions/titles.ts';
import { historiesOf } from './queries.ts';

/**
 * The titles are decided on counts the database sums up (standingsOf); they must be the counts
 * standing.ts computes from the same member's history row by row, for any history: paid, missed
 * and still-charging periods, out-of-order weeks, periods paid in advance (not yet due), several
 * cycles.
 */
let t: TestApp;
let gateway: ScriptedGateway;
let cycle: CycleHelpers;
beforeAll(async () => ({ t, gateway, h: cycle } = await cycleTestApp()));
afterAll(() => t.close());

const period = fc.record({
  status: fc.constantFrom<PeriodStatus>('paid', 'paid', 'paid', 'missed', 'charging'),
  /** Weeks after the member's start; some after `now` (paid in advance). */
  offset: fc.integer({ min: 0, max: 60 }),
});

describe('member standing from the database', () => {
  it('equals the counts and the title computed from the history in JS', async () => {
    const start = new Date('2027-01-04T08:00:00Z');
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(period, { maxLength: 40 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 60 }),
        async (histories, nowWeek) => {
          const now = new Date(start.getTime() + nowWeek * WEEK_MS + 60_000);
          const ids: number[] = [];
          for (const periods of histories) {
            const m = await createMember(t, { plan: 'SILVER', startedAt: start, pays: 'transfer' });
            ids.push(m.userId);
            const weeks = new Map(periods.map((p) => [p.offset, p.status]));
            if (weeks.size === 0) continue;
            await t.database.db.insert(contributionWeeks).values(
              [...weeks].map(([offset, status]) => ({
                userId: m.userId,
                membershipId: m.membershipId,
                cycleNumber: offset < 52 ? 1 : 2,
                week: offset < 52 ? offset + 1 : offset - 51,
                dueAt: new Date(start.getTime() + offset * WEEK_MS),
                amountKobo: 100_000n,
                status,
                source: status === 'charging' ? 'card' : 'transfer',
                reference: `std-${m.userId}-${offset}`,
              })),
            );
          }
          const fromDb = await standingsOf(t.database.db, ids, now);
          const rows = await historiesOf(t.database.db, ids);
          for (const id of ids) {
            const h = rows.get(id) ?? [];
            const firstDueAt = h[0]?.dueAt ?? null;
            expect(fromDb.get(id)).toEqual({
              paidWeeks: paidWeeks(h, now),
              longestPaidRun: longestPaidRun(h, now),
              firstDueAt,
            });
          }
          // And so the title, for a clock far enough on for Matured too.
          const later = new Date(now.getTime() + 48 * WEEK_MS);
          const atLater = await standingsOf(t.database.db, ids, later);
          for (const id of ids) {
            const h = rows.get(id) ?? [];
            expect(titleFor(atLater.get(id) as Standing, later)).toBe(
              memberTitle(h, h[0]?.dueAt ?? null, later),
            );
          }
        },
      ),
      { numRuns: 25 },
    );
  }, 300_000);
});

describe('member titles', () => {
  it('is Qualified at the 12th paid week and Bonafide at the 26th consecutive one', async () => {
    const start = new Date('2026-04-06T08:00:00Z');
    const m = await createMember(t, { gateway, plan: 'SILVER', startedAt: start });
    for (let week = 1; week <= 11; week++) await cycle.runAt(start, week);
    expect(await cycle.titleOf(m.userId)).toBe('Ordinary');
    await cycle.runAt(start, 12);
    expect(await cycle.titleOf(m.userId)).toBe('Qualified');
    const user = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: await signIn(t.database.db, m.userId, t.clock.now()),
    });
    expect(user.json().data.u_membertitle).toBe('Qualified');
    for (let week = 13; week <= 25; week++) await cycle.runAt(start, week);
    expect(await cycle.titleOf(m.userId)).toBe('Qualified');
    await cycle.runAt(start, 26);
    expect(await cycle.titleOf(m.userId)).toBe('Bonafide');
    const rows = await t.database.db
      .select()
      .from(contributionWeeks)
      .where(and(eq(contributionWeeks.userId, m.userId), eq(contributionWeeks.status, 'paid')));
    expect(rows).toHaveLength(26);
  }, 180_000);

  it('is Qualified as soon as a transfer pays a missed 12th week late, without waiting for a debit', async () => {
    const start = new Date('2026-04-07T08:00:00Z');
    const m = await createMember(t, { gateway, plan: 'SILVER', startedAt: start });
    for (let week = 1; week <= 11; week++) await cycle.runAt(start, week);
    gateway.outcomes.set(m.userId, 'insufficient');
    await cycle.runAt(start, 12);
    gateway.outcomes.delete(m.userId);
    expect(await cycle.titleOf(m.userId)).toBe('Ordinary');
    await cycle.confirmTransfer(m.userId, 100_000n, `transfer:title:${m.userId}`);
    expect(await cycle.titleOf(m.userId)).toBe('Qualified');
  }, 60_000);
});

describe('the daily titles job', () => {
  it('gives Matured to members with an active plan 11 months on, and leaves ended memberships alone', async () => {
    const start = new Date('2026-05-04T08:00:00Z');
    const saver = async () => {
      const m = await createMember(t, { plan: 'SILVER', startedAt: start, pays: 'transfer' });
      await t.database.db.insert(contributionWeeks).values(
        Array.from({ length: 30 }, (_, i) => ({
          userId: m.userId,
          membershipId: m.membershipId,
          cycleNumber: 1,
          week: i + 1,
          dueAt: new Date(start.getTime() + i * WEEK_MS),
          amountKobo: 100_000n,
          status: 'paid' as const,
          source: 'transfer',
          reference: `matured-${m.userId}-${i + 1}`,
        })),
      );
      return m;
    };
    const active = await saver();
    const ended = await saver();
    await t.database.db
      .update(memberships)
      .set({ status: 'cancelled' })
      .where(eq(memberships.id, ended.membershipId));
    const elevenMonthsOn = new Date('2027-04-04T08:00:00Z');
    expect(await refreshAllTitles(t.database.db, elevenMonthsOn)).toBeGreaterThanOrEqual(1);
    expect(await cycle.titleOf(active.userId)).toBe('Matured');
    expect(await cycle.titleOf(ended.userId)).toBe('Ordinary');
  });
});
