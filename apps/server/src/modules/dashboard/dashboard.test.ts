import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { postToMember } from '../../test/ledger.ts';
import { createMember, signIn } from '../../test/members.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const dashboard = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/userdashboard', headers });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

describe('GET /userdashboard', () => {
  it('shows a new member 25% (email verified), no card, no plan badge inputs and their trust link', async () => {
    const m = await createMember(t, { plan: 'SILVER' });
    const d = await dashboard(m.headers);
    expect(d).toMatchObject({
      credit_card_info: 0,
      profile: {
        profile_percentage: 25,
        email_verified: 1,
        bank_info: 0,
        trust_rating_network: 0,
        update_profile_user_info: 0,
      },
      rating: { rating_count: 1, loan_pop_etc_rating: 0 },
      loan_pop_etc_status: 0,
      u_tfp_pin_status: 0,
      cashout_status: 0,
      plan_info: { pl_name: 'SILVER' },
      earnings: 0,
      earning_number: 0,
      u_pl_rgst_fee: 3000,
    });
    expect(d.u_trust_link).toMatch(/\/register\?\d{10}$/);
  });

  it('shows a member who has not chosen a plan no plan, no cycle and no cash-out window', async () => {
    const m = await createMember(t);
    expect(await dashboard(m.headers)).toMatchObject({
      plan_info: null,
      cycle_progress: null,
      cashout_status: 0,
      u_cashout_from: null,
      u_flexi_duration: null,
      u_pl_rgst_fee: 0,
      pop_status: 3,
      etc_status: 3,
      loan_pop_etc_status: 0,
      awaited_transfer: null,
    });
  });

  it('counts bank details, profile, referrals and a card, and rates 5 stars with a repayment', async () => {
    const m = await createMember(t, {
      plan: 'GOLD',
      user: {
        bankName: 'Access Bank',
        accountNumber: '0123456789',
        accountHolderName: 'Ngozi Eze',
        gender: 'Female',
        dob: '1990-01-01',
        businessSector: 'Retail',
        address: 'Lagos',
        kinName: 'Chike',
        kinContact: '2348030000000',
        kinEmail: 'k@example.com',
      },
    });
    await createMember(t, { user: { referredByUserId: m.userId } });
    await t.database.db.insert(cards).values({
      userId: m.userId,
      gateway: 'sandbox',
      authorizationCode: 'AUTH_x',
      last4: '4081',
      brand: 'visa',
      expMonth: '12',
      expYear: '30',
      createdAt: t.clock.now(),
    });
    await postToMember(t, m.userId, 'loan', 1_000_000n, `dl:${m.userId}`);
    await postToMember(t, m.userId, 'repayment', 1_000_000n, `dr:${m.userId}`);
    await postToMember(t, m.userId, 'referral-earning', 75_000n, `de:${m.userId}:1`);
    await postToMember(t, m.userId, 'referral-earning', 30_000n, `de:${m.userId}:2`);
    const d = await dashboard(m.headers);
    expect(d.profile.profile_percentage).toBe(100);
    expect(d).toMatchObject({
      credit_card_info: 1,
      rating: { rating_count: 5, loan_pop_etc_rating: 1 },
      earnings: 1050,
      earning_number: 2,
      loan_pop_etc_status: 0,
    });
  });

  it('reports a running loan, then POP, then ETC through loan_pop_etc_status', async () => {
    const loan = await createMember(t, { plan: 'SILVER' });
    await postToMember(t, loan.userId, 'loan', 5_000_000n, `ll:${loan.userId}`);
    expect(await dashboard(loan.headers)).toMatchObject({ loan_pop_etc_status: 1, loan_status: 3 });
    const pop = await createMember(t, { plan: 'SILVER' });
    await postToMember(t, pop.userId, 'pop', 2_000_000n, `pp:${pop.userId}`);
    expect(await dashboard(pop.headers)).toMatchObject({ loan_pop_etc_status: 2, pop_status: 2 });
    const etc = await createMember(t, { plan: 'SILVER' });
    await postToMember(t, etc.userId, 'etc', 2_000_000n, `ee:${etc.userId}`);
    expect(await dashboard(etc.headers)).toMatchObject({ loan_pop_etc_status: 3, etc_status: 2 });
  });

  it('opens cashout_status inside the last 7 days of the cycle only', async () => {
    const m = await createMember(t, { plan: 'SILVER', startedAt: new Date('2025-01-10T09:00:00Z') });
    t.clock.set('2026-01-02T09:00:00Z');
    expect((await dashboard(m.headers)).cashout_status).toBe(0);
    t.clock.set('2026-01-04T09:00:00Z');
    const d = await dashboard(m.headers);
    expect(d.cashout_status).toBe(1);
    expect(d.u_cashout_from).toBe('2026-01-03T09:00:00.000Z');
    t.clock.set('2026-01-05T09:00:00Z');
  });

  it('tells where the cycle stands: week 1 on the first day, week N after N-1 weeks, the last week at the end', async () => {
    t.clock.set('2025-03-03T10:00:00Z');
    const m = await createMember(t, { plan: 'SILVER', startedAt: new Date('2025-03-03T09:00:00Z') });
    // Signed in again at each moment looked at (a session lasts a day).
    const at = async (iso: string) => {
      t.clock.set(iso);
      return (await dashboard(await signIn(t.database.db, m.userId, t.clock.now()))).cycle_progress;
    };
    expect(await at('2025-03-03T10:00:00Z')).toEqual({
      cycle: 1,
      week: 1,
      weeks: 52,
      started_at: '2025-03-03T09:00:00.000Z',
      ends_at: '2026-03-03T09:00:00.000Z',
    });
    expect((await at('2025-03-24T09:00:00Z')).week).toBe(4);
    expect((await at('2025-03-24T08:59:00Z')).week).toBe(3);
    expect((await at('2026-03-02T09:00:00Z')).week).toBe(52);
    const free = await createMember(t);
    expect((await dashboard(free.headers)).cycle_progress).toBeNull();
  });

  it('shows the locked status so the shell can block the member', async () => {
    const m = await createMember(t, { plan: 'SILVER' });
    await t.database.db.update(users).set({ status: 3 }).where(eq(users.id, m.userId));
    expect((await dashboard(m.headers)).u_status).toBe(3);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/userdashboard' });
    expect(res.statusCode).toBe(401);
  });
});

describe('test-only member fixtures', () => {
  it('do not exist outside NODE_ENV=test', async () => {
    const { createTestApp: create } = await import('../../test/app.ts');
    const prod = await create({ env: { NODE_ENV: 'production', PUBLIC_URL: 'https://trustfund.ng' } });
    const res = await prod.app.inject({
      method: 'POST',
      url: '/api/test/member-fixture',
      payload: { email: 'a@b.co' },
    });
    expect(res.statusCode).toBe(404);
    await prod.close();
  });
});
