import { POP_ETC_MESSAGES } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import type { TestMember } from '../../test/members.ts';
import { eligibleMember } from '../../test/pop-etc.ts';

// Every fixed plan's POP and ETC limit (docs/domain-rules.md "The amount is the plan's limit"), not
// one plan standing for all: the limit is lent, a naira more or less is refused with that plan's figure.
let t: TestApp;
let lagos: number;
let abuja: number;
let popItem: number;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-12-03T09:00:00Z'); // Thursday 3 Dec 2026, 10:00 in Lagos.
  const m = await eligibleMember(t);
  const cities = (await call(m, 'GET', '/etccitylist')).json().data as {
    etc_city_id: number;
    etc_city_name: string;
  }[];
  const id = (name: string) => cities.find((c) => c.etc_city_name === name)?.etc_city_id as number;
  [lagos, abuja] = [id('Lagos'), id('Abuja')];
  popItem = (await call(m, 'GET', '/popitemlist')).json().data[0].pop_item_id;
});
afterAll(() => t.close());

function call(m: TestMember, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({ method, url: `/api${url}`, headers: m.headers, ...(payload ? { payload } : {}) });
}
const etc = (m: TestMember, ec_amount: number) =>
  call(m, 'POST', '/emergencytravelcover', {
    ec_from: lagos,
    ec_to: abuja,
    ec_type: 'Round Trip',
    ec_travel_by: 'Bus',
    ec_reason: 'My mother is ill in Abuja',
    ec_from_travel_date: '12/05/2026',
    ec_to_travel_date: '12/10/2026',
    ec_repayment_date: '01/30/2027',
    ec_amount,
  });
const pop = (m: TestMember, ec_amount: number) =>
  call(m, 'POST', '/purchaseorderpower', {
    pr_item_id: popItem,
    pr_item_name: 'HP laptop, 15 inch',
    pr_repayment_date: '02/26/2027',
    pr_reason_item_purchase: 'For the bookkeeping of my shop',
    pr_delivery_location: '12 Allen Avenue, Ikeja',
    ec_amount,
  });

describe.each([
  ['SILVER', 20_000, '₦20,000'],
  ['GOLD', 100_000, '₦100,000'],
  ['PLATINUM', 200_000, '₦200,000'],
] as const)('a %s member', (plan, limit, figure) => {
  it.each([
    ['ETC', etc],
    ['POP', pop],
  ] as const)('is lent the plan’s limit by %s, and refused a naira more or less', async (kind, apply) => {
    const m = await eligibleMember(t, { plan });
    for (const amount of [limit + 1, limit - 1]) {
      const refused = await apply(m, amount);
      expect([refused.statusCode, refused.json().message]).toEqual([
        400,
        POP_ETC_MESSAGES.amount(kind, figure),
      ]);
    }
    const lent = await apply(m, limit);
    expect(lent.statusCode).toBe(200);
    expect(lent.json().data).toMatchObject({ kind: kind.toLowerCase(), status: 1, amount: limit });
  });
});

describe('a fixed plan’s limit changed in the console', () => {
  it('is the limit a SILVER member is then lent, not one scaled from PLATINUM’s', async () => {
    const db = t.database.db;
    const m = await eligibleMember(t, { plan: 'SILVER' });
    // What the console's plan editor writes (cover_limit): ₦25,000 where the seed has ₦20,000.
    await db.update(plans).set({ coverLimitKobo: 2_500_000n }).where(eq(plans.name, 'SILVER'));
    try {
      const terms = (await call(m, 'GET', '/popetcterms')).json().data;
      expect([terms.pop.amount, terms.etc.amount]).toEqual([25_000, 25_000]);
      const lent = await pop(m, 25_000);
      expect([lent.statusCode, lent.json().data.amount]).toEqual([200, 25_000]);
    } finally {
      await db.update(plans).set({ coverLimitKobo: 2_000_000n }).where(eq(plans.name, 'SILVER'));
    }
  });
});
