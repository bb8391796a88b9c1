import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createMember, signIn } from '../../test/members.ts';
import { receiveContribution } from '../contributions/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const header = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/userdashboard', headers });
  expect(res.statusCode).toBe(200);
  return res.json().data.savings;
};

/** N weeks paid ahead through the one way money enters contributions, as Save More does. */
const saveMore = (userId: number, weeks: number, weeklyKobo: bigint, key: string) =>
  t.database.db.transaction((tx) =>
    receiveContribution(tx, {
      source: 'save-more',
      from: 'provider',
      memberId: userId,
      amountKobo: BigInt(weeks) * weeklyKobo,
      key,
      description: 'Save More contribution',
      at: t.clock.now(),
    }),
  );

describe('the dashboard savings header', () => {
  it('shows a member who paid 4 weeks "4 of 52", beside a member who paid 1, each their own', async () => {
    t.clock.set('2026-02-02T10:00:00Z');
    const start = new Date('2026-02-02T09:00:00Z');
    const four = await createMember(t, { plan: 'GOLD', startedAt: start });
    const one = await createMember(t, { plan: 'GOLD', startedAt: start });
    await Promise.all([
      saveMore(four.userId, 4, 500_000n, `SM-FOUR-${four.userId}`),
      saveMore(one.userId, 1, 500_000n, `SM-ONE-${one.userId}`),
    ]);
    const [a, b] = await Promise.all([header(four.headers), header(one.headers)]);
    expect(a).toEqual({
      total_saved: 20_000,
      cycle: 1,
      weeks_paid: 4,
      weeks: 52,
      period: 'week',
      // Weeks 2 to 4 are paid ahead: the next debit is week 5's.
      next_debit: { date: '2026-03-02T09:00:00.000Z', amount: 5_000 },
      cashout_from: '2027-01-26T09:00:00.000Z',
      cashout_to: '2027-02-02T09:00:00.000Z',
      cashout_open: false,
      // 51 weeks and a day: rounded up.
      weeks_to_cashout: 52,
    });
    expect(b).toMatchObject({
      total_saved: 5_000,
      weeks_paid: 1,
      next_debit: { date: '2026-02-09T09:00:00.000Z' },
    });
  });

  it('counts down to the cash-out window in whole weeks, 0 and open inside it', async () => {
    t.clock.set('2026-02-02T10:00:00Z');
    const m = await createMember(t, { plan: 'SILVER', startedAt: new Date('2026-02-02T09:00:00Z') });
    const at = async (iso: string) => {
      t.clock.set(iso);
      return header(await signIn(t.database.db, m.userId, t.clock.now()));
    };
    expect(await at('2027-01-18T09:00:00Z')).toMatchObject({ weeks_to_cashout: 2, cashout_open: false });
    expect(await at('2027-01-19T09:00:00Z')).toMatchObject({ weeks_to_cashout: 1, cashout_open: false });
    expect(await at('2027-01-26T09:00:00Z')).toMatchObject({
      weeks_to_cashout: 0,
      cashout_open: true,
      next_debit: null,
    });
  });

  it('counts a monthly FLEXI plan in months, and has no header for BASIC or no plan', async () => {
    t.clock.set('2026-02-02T10:00:00Z');
    const flexi = await createMember(t, {
      plan: 'FLEXI',
      frequency: 'Monthly',
      contributionKobo: 2_000_000n,
      startedAt: new Date('2026-02-02T09:00:00Z'),
    });
    expect(await header(flexi.headers)).toMatchObject({ weeks: 12, period: 'month', weeks_paid: 0 });
    expect(await header((await createMember(t, { plan: 'ORDINARY' })).headers)).toBeNull();
    expect(await header((await createMember(t)).headers)).toBeNull();
  });

  it('gives an unverified member the end of their 24 hours to verify, and null once verified', async () => {
    t.clock.set('2026-02-02T10:00:00Z');
    const unverified = await createMember(t, { plan: 'SILVER', user: { emailVerifiedAt: null } });
    const verified = await createMember(t, { plan: 'SILVER' });
    const read = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: '/api/userdashboard', headers })).json().data.email_verify_by;
    expect(await read(unverified.headers)).toBe('2026-02-03T10:00:00.000Z');
    expect(await read(verified.headers)).toBeNull();
  });
});
