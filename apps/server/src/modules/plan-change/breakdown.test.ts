import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships, plans } from '../../db/schema/index.ts';
import { pressCheckout } from '../../test/joining.ts';
import type { TestMember } from '../../test/members.ts';
import { type ChangeOption, planChangeWorld } from '../../test/plan-change.ts';

const w = planChangeWorld();
const { call, list, member, optionOf, payWeeks } = w;

type Line = { label: string; amount: number };
const options = async (m: TestMember): Promise<ChangeOption[]> => (await list(m)).plans;
const sum = (lines: Line[]) => lines.reduce((s, l) => s + l.amount, 0);

describe('what an upgrade costs, itemised', () => {
  it('names the fee balance and the top-up of the weeks paid, summing to the price, for every plan', async () => {
    const gold = await member('GOLD');
    await payWeeks(gold, 3, 500_000n);
    expect(await optionOf(gold, 'PLATINUM')).toMatchObject({
      plan_change_amount: 30_000,
      weeks_paid: 3,
      breakdown: [
        { label: 'PLATINUM membership fee ₦30,000 less the ₦15,000 paid this cycle', amount: 15_000 },
        { label: 'Top-up of the 3 weeks paid this cycle: 3 × ₦5,000', amount: 15_000 },
      ],
    });
    const silver = await member('SILVER');
    await payWeeks(silver, 1, 100_000n);
    expect((await optionOf(silver, 'GOLD'))?.breakdown).toEqual([
      { label: 'GOLD membership fee ₦15,000 less the ₦3,000 paid this cycle', amount: 12_000 },
      { label: 'Top-up of the 1 week paid this cycle: 1 × ₦4,000', amount: 4_000 },
    ]);
    // Every option of every member: the lines add up to what the member is asked to pay.
    for (const m of [gold, silver, await member('ORDINARY'), await member('PLATINUM')]) {
      for (const o of await options(m)) {
        if (o.pl_plan_name === 'FLEXI') continue; // priced by the flexi modal's quote
        expect(sum(o.breakdown)).toBe(o.plan_change_amount);
      }
    }
    // A downgrade is free: nothing to itemise.
    expect((await optionOf(gold, 'SILVER'))?.breakdown).toEqual([]);
  });

  it('from BASIC is the new plan’s fee and its first week', async () => {
    const basic = await member('ORDINARY');
    expect((await optionOf(basic, 'GOLD'))?.breakdown).toEqual([
      { label: 'GOLD membership fee', amount: 15_000 },
      { label: "First week's saving on GOLD (week 1)", amount: 5_000 },
    ]);
  });

  it('counts only the weeks paid in the current cycle (cycle 2)', async () => {
    const m = await member('SILVER');
    await payWeeks(m, 10, 100_000n, { cycle: 1 });
    await w.t.database.db
      .update(memberships)
      .set({ cycleNumber: 2 })
      .where(eq(memberships.id, m.membershipId));
    await payWeeks(m, 2, 100_000n, { cycle: 2 });
    expect(await optionOf(m, 'PLATINUM')).toMatchObject({
      plan_change_amount: 27_000 + 18_000,
      weeks_paid: 2,
      breakdown: [
        { label: 'PLATINUM membership fee ₦30,000 less the ₦3,000 paid this cycle', amount: 27_000 },
        { label: 'Top-up of the 2 weeks paid this cycle: 2 × ₦9,000', amount: 18_000 },
      ],
    });
  });

  it('names the whole fee of the new plan when no fee was paid this cycle', async () => {
    // A member who joined GOLD while its fee was waived.
    const m = await member('GOLD');
    await w.t.database.db
      .update(memberships)
      .set({ membershipFeeKobo: 0n })
      .where(eq(memberships.id, m.membershipId));
    expect((await optionOf(m, 'PLATINUM'))?.breakdown).toEqual([
      { label: 'PLATINUM membership fee', amount: 30_000 },
    ]);
  });

  it('names the top-up without its weeks on a receipt read after the old plan’s weekly saving changed', async () => {
    const m = await member('SILVER');
    await payWeeks(m, 2, 100_000n);
    const res = await call(m, 'POST', '/userplanchange', { pl_id: await w.t.planId('GOLD'), pl_change: 1 });
    const { authurl, reference, amount } = res.json().data;
    await pressCheckout(w.t, authurl, 'success');
    await call(m, 'POST', '/userplanpaymentcallback', { payment_data: reference });
    const silver = await w.t.planId('SILVER');
    const receiptWith = async (weeklySavingKobo: bigint) => {
      await w.t.database.db.update(plans).set({ weeklySavingKobo }).where(eq(plans.id, silver));
      return (await call(m, 'GET', `/paymentreceipt?reference=${reference}`)).json().data;
    };
    const lines = (topUp: string) => [
      { label: 'GOLD membership fee ₦15,000 less the ₦3,000 paid this cycle', amount: 12_000 },
      { label: topUp, amount: 8_000 },
    ];
    const unnamed = 'Top-up of the weeks paid this cycle to the new weekly saving';
    try {
      // A weekly difference of ₦3,500 (₦8,000 is no whole number of such weeks), of ₦0, and below ₦0.
      for (const weekly of [150_000n, 500_000n, 600_000n]) {
        expect((await receiptWith(weekly)).items, `SILVER at ${weekly} kobo a week`).toEqual(lines(unnamed));
      }
      const back = await receiptWith(100_000n);
      expect(back).toMatchObject({
        amount,
        items: lines('Top-up of the 2 weeks paid this cycle: 2 × ₦4,000'),
      });
    } finally {
      await w.t.database.db.update(plans).set({ weeklySavingKobo: 100_000n }).where(eq(plans.id, silver));
    }
  });

  it('shows the same lines on the receipt, summing to what was paid; another member gets 404', async () => {
    const m = await member('SILVER');
    await payWeeks(m, 2, 100_000n);
    const before = (await optionOf(m, 'GOLD'))?.breakdown;
    const res = await call(m, 'POST', '/userplanchange', { pl_id: await w.t.planId('GOLD'), pl_change: 1 });
    expect(res.statusCode).toBe(200);
    const { authurl, reference, amount } = res.json().data;
    await pressCheckout(w.t, authurl, 'success');
    await call(m, 'POST', '/userplanpaymentcallback', { payment_data: reference });
    const receipt = await call(m, 'GET', `/paymentreceipt?reference=${reference}`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json().data).toMatchObject({ reference, amount, plan_name: 'GOLD', items: before });
    expect(sum(receipt.json().data.items)).toBe(amount);
    const other = await member('SILVER');
    expect((await call(other, 'GET', `/paymentreceipt?reference=${reference}`)).statusCode).toBe(404);
  });
});
