import { PLAN_CHANGE_MESSAGES } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships, payments, plans } from '../../db/schema/index.ts';
import { planChangeWorld } from '../../test/plan-change.ts';

/**
 * The price of a plan change for every plan: from BASIC at each paid plan's fee and first week,
 * between paid plans by the weeks paid in this membership's cycle only, the fee a member paid before,
 * and an upgrade that comes to nothing.
 */

const w = planChangeWorld();
const { change, changesOf, entriesOf, list, member, membershipOf, optionOf, pay, payWeeks, paymentOf } = w;

describe('what a change costs, for every plan', () => {
  it('prices BASIC to each paid plan at its fee and first week, and records the change at those figures', async () => {
    const m = await member('ORDINARY');
    const data = await list(m);
    expect(data.current_plan).toEqual({
      pl_plan_id: await w.t.planId('ORDINARY'),
      pl_plan_name: 'ORDINARY',
      pl_display_name: 'BASIC',
    });
    expect(data.blocked).toBeNull();
    for (const [plan, fee, week] of [
      ['SILVER', 3000, 1000],
      ['GOLD', 15_000, 5000],
      ['PLATINUM', 30_000, 10_000],
    ] as const) {
      expect(await optionOf(m, plan)).toMatchObject({
        plan_change_amount: fee + week,
        fee_balance: fee,
        contribution_top_up: week,
        weeks_paid: 0,
        choose_pay_method: true,
        breakdown: [
          { label: `${plan} membership fee`, amount: fee },
          { label: `First week's saving on ${plan} (week 1)`, amount: week },
        ],
      });
    }
    // FLEXI is priced by the flexi modal's quote: nothing to itemise here.
    expect(await optionOf(m, 'FLEXI')).toMatchObject({
      plan_change_amount: 0,
      fee_balance: 0,
      contribution_top_up: 0,
      breakdown: [],
    });
    const r = await change(m, 'PLATINUM', 1, 'transfer');
    expect(r.json().data).toMatchObject({ kind: 'transfer', plan_name: 'PLATINUM', total: 40_000 });
    const [row] = await changesOf(m.userId);
    expect(row).toMatchObject({
      direction: 'upgrade',
      method: 'transfer',
      feeBalanceKobo: 3_000_000n,
      topUpKobo: 1_000_000n,
      membershipFeeKobo: 3_000_000n,
      contributionKobo: 1_000_000n,
      frequency: 'Weekly',
      durationMonths: 12,
      status: 'pending',
      paymentReference: r.json().data.reference,
    });
    expect(await paymentOf(r.json().data.reference)).toMatchObject({
      purpose: 'plan-change-transfer',
      method: 'transfer',
      gateway: 'bank',
      amountKobo: 4_000_000n,
      status: 'pending',
    });
  });

  it('prices upgrades between paid plans by the weeks paid in this membership’s cycle only', async () => {
    const m = await member('SILVER');
    await payWeeks(m, 2, 100_000n);
    // A missed week, and the weeks of an ended membership of the same member, are not paid weeks.
    await payWeeks(m, 1, 100_000n, { status: 'missed', from: 3 });
    const [old] = await w.t.database.db
      .insert(memberships)
      .values({
        userId: m.userId,
        planId: await w.t.planId('GOLD'),
        status: 'ended',
        paymentMethod: 'card',
        membershipFeeKobo: 1_500_000n,
        contributionKobo: 500_000n,
        createdAt: w.t.clock.now(),
        updatedAt: w.t.clock.now(),
      })
      .returning();
    await payWeeks({ ...m, membershipId: old?.id as number }, 5, 500_000n, { from: 10 });
    expect(await optionOf(m, 'GOLD')).toMatchObject({
      plan_change_amount: 12_000 + 8000,
      fee_balance: 12_000,
      contribution_top_up: 8000,
      weeks_paid: 2,
      choose_pay_method: false,
    });
    expect(await optionOf(m, 'PLATINUM')).toMatchObject({
      plan_change_amount: 27_000 + 18_000,
      breakdown: [
        { label: 'PLATINUM membership fee ₦30,000 less the ₦3,000 paid this cycle', amount: 27_000 },
        { label: 'Top-up of the 2 weeks paid this cycle: 2 × ₦9,000', amount: 18_000 },
      ],
    });
    // From a paid plan the change is paid by card, whatever way was asked.
    const r = await change(m, 'GOLD', 1, 'transfer');
    expect(r.json().data).toMatchObject({ kind: 'checkout', amount: 20_000 });
    expect(await paymentOf(r.json().data.reference)).toMatchObject({
      purpose: 'plan-change',
      method: 'checkout',
      gateway: 'sandbox',
      membershipId: m.membershipId,
    });
  });

  it('asks a member who came down no fee again going up, only the top-up, and keeps the higher fee paid', async () => {
    const m = await member('PLATINUM');
    await payWeeks(m, 2, 1_000_000n);
    expect((await change(m, 'SILVER', 0)).statusCode).toBe(200);
    const [down] = await changesOf(m.userId);
    expect(down).toMatchObject({
      direction: 'downgrade',
      method: 'free',
      status: 'applied',
      feeBalanceKobo: 0n,
      topUpKobo: 0n,
      membershipFeeKobo: 3_000_000n,
      contributionKobo: 100_000n,
      frequency: 'Weekly',
      appliedAt: w.t.clock.now(),
    });
    expect(await optionOf(m, 'GOLD')).toMatchObject({
      plan_change_amount: 8000,
      fee_balance: 0,
      contribution_top_up: 8000,
      breakdown: [{ label: 'Top-up of the 2 weeks paid this cycle: 2 × ₦4,000', amount: 8000 }],
    });
    const up = (await change(m, 'GOLD', 1)).json().data;
    expect(up.amount).toBe(8000);
    await pay(m, up);
    expect((await membershipOf(m.userId))?.m).toMatchObject({
      membershipFeeKobo: 3_000_000n,
      contributionKobo: 500_000n,
    });
    // No fee posted for a fee balance of 0: the top-up alone.
    expect(await entriesOf(up.reference)).toEqual([
      [`payment:${up.reference}:contribution`, 'contribution', 'GOLD contribution top-up (plan upgrade)'],
    ]);
    expect((await optionOf(m, 'PLATINUM'))?.fee_balance).toBe(0);
  });

  it('asks for a fee balance and a top-up of the same amount, and changes nothing until they are paid', async () => {
    // SILVER to GOLD after three weeks: ₦15,000 less the ₦3,000 paid, and 3 × ₦4,000 of top-up.
    const m = await member('SILVER');
    await payWeeks(m, 3, 100_000n);
    expect(await optionOf(m, 'GOLD')).toMatchObject({
      plan_change_amount: 24_000,
      fee_balance: 12_000,
      contribution_top_up: 12_000,
    });
    const r = await change(m, 'GOLD', 1);
    expect(r.json().data).toMatchObject({ kind: 'checkout', amount: 24_000 });
    expect((await membershipOf(m.userId))?.plan).toBe('SILVER');
    expect(
      (await changesOf(m.userId)).map((c) => [c.method, c.status, c.feeBalanceKobo, c.topUpKobo]),
    ).toEqual([['card', 'pending', 1_200_000n, 1_200_000n]]);
    await pay(m, r.json().data);
    expect((await membershipOf(m.userId))?.plan).toBe('GOLD');
    expect((await entriesOf(r.json().data.reference)).map((e) => e[1])).toEqual([
      'contribution',
      'membership-fee',
    ]);
  });

  it('prices a downgrade at 0 even below the fee the member paid, and FLEXI at 0 whatever its catalogue figures', async () => {
    // A member who joined GOLD while its fee was waived: SILVER's fee is above what they paid.
    const m = await member('GOLD');
    await w.t.database.db
      .update(memberships)
      .set({ membershipFeeKobo: 0n })
      .where(eq(memberships.id, m.membershipId));
    expect(await optionOf(m, 'SILVER')).toMatchObject({
      plan_change_amount: 0,
      fee_balance: 0,
      contribution_top_up: 0,
      breakdown: [],
    });
    // An operator gives FLEXI figures in the catalogue: the flexi modal's quote still prices it.
    const flexi = await w.t.planId('FLEXI');
    await w.t.database.db
      .update(plans)
      .set({ membershipFeeKobo: 500_000n, weeklySavingKobo: 200_000n })
      .where(eq(plans.id, flexi));
    try {
      expect(await optionOf(await member('ORDINARY'), 'FLEXI')).toMatchObject({
        plan_change_amount: 0,
        fee_balance: 0,
        contribution_top_up: 0,
        breakdown: [],
      });
    } finally {
      await w.t.database.db
        .update(plans)
        .set({ membershipFeeKobo: 0n, weeklySavingKobo: 0n })
        .where(eq(plans.id, flexi));
    }
  });

  it('applies at once an upgrade that comes to nothing: the fee paid before, no week paid yet', async () => {
    const m = await member('PLATINUM');
    expect((await change(m, 'GOLD', 0)).statusCode).toBe(200);
    const up = await change(m, 'PLATINUM', 1);
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({
      data: { kind: 'changed', pl_plan_name: 'PLATINUM' },
      message: PLAN_CHANGE_MESSAGES.upgraded('PLATINUM'),
    });
    expect((await membershipOf(m.userId))?.m).toMatchObject({
      planId: await w.t.planId('PLATINUM'),
      contributionKobo: 1_000_000n,
      membershipFeeKobo: 3_000_000n,
    });
    const rows = await changesOf(m.userId);
    expect(
      rows.map((c) => [c.direction, c.method, c.status, c.membershipFeeKobo, c.contributionKobo]),
    ).toEqual([
      ['downgrade', 'free', 'applied', 3_000_000n, 500_000n],
      ['upgrade', 'free', 'applied', 3_000_000n, 1_000_000n],
    ]);
    expect(await w.t.database.db.select().from(payments).where(eq(payments.userId, m.userId))).toEqual([]);
  });
});
