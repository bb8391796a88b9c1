import { toNairaNumber } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans } from '../../db/schema/index.ts';
import { seedPlans } from '../../seed/plans.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { registerMember } from '../../test/members.ts';
import { provideFlexiPayment } from './flexi-payment.ts';

let t: TestApp;
let token: string;
let flexiId: number;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlans(t.database.db);
  token = (await registerMember(t)).token;
  const [flexi] = await t.database.db.select().from(plans).where(eq(plans.name, 'FLEXI'));
  flexiId = flexi?.id ?? 0;
});
afterAll(() => t.close());

const quote = (payload: Record<string, unknown>, accesstoken: string | null = token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/userflexiplanpayment',
    headers: accesstoken ? { accesstoken } : {},
    payload: {
      flexi_type: 1,
      planid: flexiId,
      con_amount: '1000',
      pf_pl_text: 'Weekly',
      pf_pl_duration: 12,
      page_response: 1,
      ...payload,
    },
  });

describe('GET /api/getsubscriptionplans', () => {
  it('lists the five plans with naira figures, BASIC for ORDINARY, and their benefits', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/getsubscriptionplans' });
    expect(res.statusCode).toBe(200);
    const { status, data } = res.json();
    expect(status).toBe('success');
    expect(data.map((p: { pl_plan_name: string }) => p.pl_plan_name)).toEqual([
      'ORDINARY',
      'FLEXI',
      'SILVER',
      'GOLD',
      'PLATINUM',
    ]);
    expect(data[0]).toMatchObject({ pl_display_name: 'BASIC', pl_weekly_saving: 0, pl_qualify_loan: 0 });
    expect(data[0].planbenefits.slice(0, 2)).toEqual([
      { pb_text: 'Weekly Savings', pb_value: 'Not Applicable' },
      { pb_text: 'Loans', pb_value: 'Not Accessible' },
    ]);
    expect(data[2]).toMatchObject({
      pl_plan_name: 'SILVER',
      pl_display_name: 'SILVER',
      pl_plan_prefix: 'STM',
      pl_weekly_saving: 1000,
      pl_qualify_loan: 1000000,
      pl_rgst_fee: 3000,
      pl_registration: 3000,
      pl_trust_bonus: 0.5,
      pl_etc_pop_limit: 20000,
      pl_referral_earnings: [150, 60, 20],
      pl_earnings_to_start: 3000,
      pl_image: '/plans/silver.svg',
    });
    expect(data[4]).toMatchObject({ pl_plan_prefix: 'PTM', pl_rgst_fee: 30000, pl_trust_bonus: 1.5 });
    expect(data[1]).toMatchObject({ pl_plan_prefix: 'FTM', pl_trust_bonus: 0.5, pl_trust_bonus_max: 1.5 });
    expect(data[2].planbenefits.length).toBeGreaterThanOrEqual(9);
  });

  it('hides a plan an operator switched off', async () => {
    await t.database.db.update(plans).set({ active: false }).where(eq(plans.name, 'GOLD'));
    const res = await t.app.inject({ method: 'GET', url: '/api/getsubscriptionplans' });
    expect(res.json().data.map((p: { pl_plan_name: string }) => p.pl_plan_name)).not.toContain('GOLD');
    await t.database.db.update(plans).set({ active: true }).where(eq(plans.name, 'GOLD'));
  });
});

describe('GET /api/getflexiplanfrequency', () => {
  it('lists Daily first, then Weekly and Monthly', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/getflexiplanfrequency' });
    expect(res.json()).toEqual({
      status: 'success',
      message: 'Success',
      data: [
        { pf_id: 1, pf_pl_text: 'Daily' },
        { pf_id: 2, pf_pl_text: 'Weekly' },
        { pf_id: 3, pf_pl_text: 'Monthly' },
      ],
    });
  });
});

describe('POST /api/userflexiplanpayment (flexi_type 1, quote)', () => {
  it('quotes N1,000 weekly for 12 months at the SILVER fee of N3,000', async () => {
    const res = await quote({});
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      membership_fee: 3000,
      con_amount: 1000,
      pf_pl_text: 'Weekly',
      pf_pl_duration: 12,
      weekly_equivalent: 1000,
      trust_bonus: 0.5,
      loan_limit: 1000000,
      etc_pop_limit: 20000,
    });
  });

  it.each([
    [{ con_amount: '1000', pf_pl_duration: 3 }, 750],
    [{ con_amount: '1000', pf_pl_duration: 24 }, 6000],
    [{ con_amount: 5000, pf_pl_text: 'Weekly', pf_pl_duration: 12 }, 15000],
    [{ con_amount: '2000', pf_pl_text: 'Daily', pf_pl_duration: 12 }, 30000],
    [{ con_amount: '10000', pf_pl_text: 'Daily', pf_pl_duration: 24 }, 60000],
    [{ con_amount: '5000', pf_pl_text: 'Monthly', pf_pl_duration: 6 }, 1731],
    [{ con_amount: '200', pf_pl_text: 'Monthly', pf_pl_duration: 3 }, 100],
  ])('quotes %o at N%d', async (payload, fee) => {
    const res = await quote(payload);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.membership_fee).toBe(fee);
  });

  it('raises the trust bonus with the weekly equivalent', async () => {
    expect((await quote({ con_amount: '5000' })).json().data.trust_bonus).toBe(1);
    expect((await quote({ con_amount: '2000', pf_pl_text: 'Daily' })).json().data.trust_bonus).toBe(1.5);
  });

  it.each([
    [{ con_amount: '199' }, 'Enter an amount of N200 or more'],
    [{ con_amount: '0' }, 'Enter an amount of N200 or more'],
    [{ con_amount: '12a' }, 'Must be a number'],
    [{ con_amount: '500.50' }, 'Must be a number'],
    [{ con_amount: -500 }, 'Must be a number'],
    [{ con_amount: '' }, 'Enter an amount'],
    [
      { con_amount: '10001', pf_pl_text: 'Daily' },
      'The most you can save Daily on the flexi plan is N10,000',
    ],
    [
      { con_amount: '100001', pf_pl_text: 'Weekly' },
      'The most you can save Weekly on the flexi plan is N100,000',
    ],
    [
      { con_amount: '500001', pf_pl_text: 'Monthly' },
      'The most you can save Monthly on the flexi plan is N500,000',
    ],
    [{ pf_pl_text: 'Yearly' }, 'Choose Daily, Weekly or Monthly'],
    [{ pf_pl_duration: 5 }, 'Choose a duration of 3, 6, 12 or 24 months'],
    [{ flexi_type: 3 }, 'flexi_type must be 1 (quote) or 2 (pay)'],
    [{ planid: 'x' }, 'Choose a plan'],
  ])('refuses %o with "%s"', async (payload, message) => {
    const res = await quote(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message });
  });

  it('accepts the caps themselves', async () => {
    expect((await quote({ con_amount: '10000', pf_pl_text: 'Daily' })).statusCode).toBe(200);
    expect((await quote({ con_amount: '500000', pf_pl_text: 'Monthly' })).statusCode).toBe(200);
  });

  it('refuses a plan id that is not the flexi plan', async () => {
    const [silver] = await t.database.db.select().from(plans).where(eq(plans.name, 'SILVER'));
    const res = await quote({ planid: silver?.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This plan is not the flexi plan');
  });

  it('asks for a session', async () => {
    const res = await quote({}, null);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('100');
  });
});

describe('POST /api/userflexiplanpayment (flexi_type 2, pay)', () => {
  it('hands the validated body and the quote to the payments feature, so it charges the quoted fee', async () => {
    provideFlexiPayment(t.app, async ({ request, body, quote: q }) => ({
      status: 'success',
      message: 'paid',
      data: {
        member: request.member.userId,
        amount: toNairaNumber(body.con_amount),
        fee: String(q.membershipFeeKobo),
      },
    }));
    const res = await quote({ flexi_type: 2, con_amount: '1000', pf_pl_duration: 12 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ amount: 1000, fee: '300000' });
    const refused = await quote({ flexi_type: 2, con_amount: '100' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Enter an amount of N200 or more');
  });
});
