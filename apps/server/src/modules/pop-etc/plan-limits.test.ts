import { POP_ETC_MESSAGES } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import type { TestMember } from '../../test/members.ts';
import { eligibleMember } from '../../test/pop-etc.ts';
import { popEtcForms } from '../../test/pop-etc-forms.ts';

// Every fixed plan's POP and ETC limit (docs/domain-rules.md "The amount is the plan's limit"), not
// one plan standing for all: the limit is lent, a naira more or less is refused with that plan's figure.
let t: TestApp;
// The member's forms (test/pop-etc-forms.ts), sent to this file's app; the cities are read in beforeAll.
const w = {
  call: (m: { headers: Record<string, string> }, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: m.headers, ...(payload ? { payload } : {}) }),
  lagos: 0,
  abuja: 0,
};
const { applyEtc, applyPop } = popEtcForms(w);
const etc = (m: TestMember, ec_amount: number) => applyEtc(m, { ec_amount });
const pop = (m: TestMember, ec_amount: number) => applyPop(m, { ec_amount });

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-12-03T09:00:00Z'); // Thursday 3 Dec 2026, 10:00 in Lagos.
  const m = await eligibleMember(t);
  const cities = (await w.call(m, 'GET', '/etccitylist')).json().data as {
    etc_city_id: number;
    etc_city_name: string;
  }[];
  const id = (name: string) => cities.find((c) => c.etc_city_name === name)?.etc_city_id as number;
  [w.lagos, w.abuja] = [id('Lagos'), id('Abuja')];
});
afterAll(() => t.close());

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
      const terms = (await w.call(m, 'GET', '/popetcterms')).json().data;
      expect([terms.pop.amount, terms.etc.amount]).toEqual([25_000, 25_000]);
      const lent = await pop(m, 25_000);
      expect([lent.statusCode, lent.json().data.amount]).toEqual([200, 25_000]);
    } finally {
      await db.update(plans).set({ coverLimitKobo: 2_000_000n }).where(eq(plans.name, 'SILVER'));
    }
  });
});
