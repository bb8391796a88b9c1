import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contributionWeeks } from '../../../db/schema/index.ts';
import { lagosDayStart } from '../../../lagos-day.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { postToMember } from '../../../test/ledger.ts';
import { createMember, type TestMember } from '../../../test/members.ts';
import { balancesAt } from './portfolio-queries.ts';
import { buildReport } from './service.ts';

// The edges of the reports' grouped queries: a period on either side of a Lagos Monday's midnight,
// missed periods on either side of each age's last day, and the balance sheet read from either side
// of its date.
let t: TestApp;
let ada: TestMember & { membershipId: number };
const START = new Date('2026-01-05T09:00:00Z');
const TODAY = new Date('2026-06-01T09:00:00Z');
const MS = 1;

const period = (week: number, dueAt: Date, status: 'paid' | 'missed', naira: number) => ({
  userId: ada.userId,
  membershipId: ada.membershipId,
  cycleNumber: 1,
  week,
  dueAt,
  amountKobo: BigInt(naira * 100),
  status,
  source: status === 'paid' ? 'card' : 'none',
});

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(START);
  ada = await createMember(t, { plan: 'SILVER', startedAt: START });
  t.clock.set(TODAY);
  // Monday 16 March begins in Lagos at 23:00 UTC on Sunday 15 March.
  const monday = lagosDayStart('2026-03-16');
  // 1 June is the report's day: a period due at the first instant of 25 May (Lagos) is 7 days old;
  // one an instant before it, 8 days. Likewise 28/29 (4 May), 60/61 (2 April), 90/91 (3 March).
  const edge = (day: string) => lagosDayStart(day);
  await t.database.db
    .insert(contributionWeeks)
    .values([
      period(40, new Date(monday.getTime() - MS), 'paid', 100),
      period(41, monday, 'paid', 200),
      period(42, new Date(monday.getTime() + 7 * 86_400_000 - MS), 'missed', 400),
      period(50, edge('2026-05-25'), 'missed', 1),
      period(51, new Date(edge('2026-05-25').getTime() - MS), 'missed', 2),
      period(52, edge('2026-05-04'), 'missed', 4),
      period(53, new Date(edge('2026-05-04').getTime() - MS), 'missed', 8),
      period(54, edge('2026-04-02'), 'missed', 16),
      period(55, new Date(edge('2026-04-02').getTime() - MS), 'missed', 32),
      period(56, edge('2026-03-03'), 'missed', 64),
      period(57, new Date(edge('2026-03-03').getTime() - MS), 'missed', 128),
    ]);
  await postToMember(t, ada.userId, 'contribution', 5_000_000n, 'edge-c1', new Date('2026-01-10T09:00:00Z'));
  await postToMember(t, ada.userId, 'membership-fee', 300_000n, 'edge-f1', new Date('2026-02-01T09:00:00Z'));
  await postToMember(t, ada.userId, 'referral-earning', 15_000n, 'edge-r1', new Date('2026-03-10T22:59:59Z'));
  await postToMember(t, ada.userId, 'contribution', 2_500_000n, 'edge-c2', new Date('2026-03-10T23:00:00Z'));
  await postToMember(t, ada.userId, 'contribution', 2_500_000n, 'edge-c3', new Date('2026-05-20T09:00:00Z'));
});
afterAll(() => t.close());

describe('report edges', () => {
  it('puts a period in the Lagos week it fell due in: Sunday 23:59 Lagos before, Monday 00:00 after', async () => {
    const r = await buildReport(t.database.db, 'contributions-by-week', TODAY, {
      from: '2026-03-09',
      to: '2026-03-22',
    });
    expect(r.rows.map((x) => [x.week, x.periods, x.expected, x.collected, x.missed])).toEqual([
      ['2026-03-09', 1, 100, 100, 0],
      ['2026-03-16', 2, 600, 200, 400],
    ]);
    // From a Tuesday: the week of 16 March starts at the first day chosen, and the Monday's period
    // is left out.
    const later = await buildReport(t.database.db, 'contributions-by-week', TODAY, {
      from: '2026-03-17',
      to: '2026-03-22',
    });
    expect(later.rows.map((x) => [x.week, x.periods, x.expected])).toEqual([['2026-03-16', 1, 400]]);
  });

  it('ages a missed period by its Lagos due day: 7, 28, 60 and 90 days are the last of each age', async () => {
    const r = await buildReport(t.database.db, 'contribution-arrears', TODAY, { to: '2026-06-01' });
    expect(r.rows.map((x) => [x.age, x.periods, x.amount])).toEqual([
      ['Up to 7 days', 1, 1],
      ['8–28 days (within the 4-week grace)', 2, 2 + 4],
      ['29–60 days', 2, 8 + 16],
      // The period of 22 March (400) is 71 days old.
      ['61–90 days', 3, 32 + 64 + 400],
      ['Over 90 days', 1, 128],
    ]);
  });

  it('reads the same balances at a date from the postings before it as from today’s balances less those after', async () => {
    for (const day of ['2026-01-09', '2026-01-10', '2026-03-10', '2026-03-11', '2026-05-20', '2026-06-01']) {
      const endsBefore = lagosDayStart(
        new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10),
      );
      const before = await balancesAt(t.database.db, endsBefore, 'before');
      expect(await balancesAt(t.database.db, endsBefore, 'since'), day).toEqual(before);
      expect(await balancesAt(t.database.db, endsBefore), day).toEqual(before);
    }
    // 22:59:59 UTC on 10 March is still 10 March in Lagos; 23:00 is 11 March.
    const line = async (day: string, side: 'before' | 'since') =>
      (await balancesAt(t.database.db, lagosDayStart(day), side)).find(
        (l) => l.account === 'member:*:contributions',
      )?.balance;
    expect(await line('2026-03-11', 'before')).toBe(await line('2026-03-11', 'since'));
    expect(
      BigInt((await line('2026-03-12', 'before')) ?? 0) - BigInt((await line('2026-03-11', 'before')) ?? 0),
    ).toBe(-2_500_000n);
  });
});
