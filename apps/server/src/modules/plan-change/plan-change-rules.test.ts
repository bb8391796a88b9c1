import { PLAN_CHANGE_MESSAGES } from '@trust/shared';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contributionWeeks,
  journalEntries,
  memberships,
  notifications,
  payments,
  planChanges,
  plans,
  users,
} from '../../db/schema/index.ts';
import { checkLedger, memberBalances } from '../../ledger/index.ts';
import { joiningTestApp, pressCheckout, webhooksDelivered } from '../../test/joining.ts';
import { postToMember } from '../../test/ledger.ts';
import { createMember, type MemberOptions, type PlanName, signIn } from '../../test/members.ts';
import { confirmByTwo } from '../../test/transfers.ts';
import { cycleDates } from '../contributions/index.ts';
import { paymentsContext, settlePayment } from '../payments/index.ts';

/**
 * The rules of a plan change one by one: each plan's figures from BASIC and between paid plans, the
 * fee a member paid before, the holds of a pending change, what is posted and told, and the money of
 * a change that can no longer be applied.
 */

const OPERATOR_TOKEN = 'operator-token-for-plan-change-rules-0123';
let t: Awaited<ReturnType<typeof joiningTestApp>>;
beforeAll(async () => {
  t = await joiningTestApp({ OPERATOR_TOKEN, FUND_ACCOUNT_NUMBER: '0123456789' });
});
afterAll(async () => {
  await webhooksDelivered(t);
  await t.close();
});

type M = Awaited<ReturnType<typeof createMember>> & { membershipId: number };
type Option = {
  pl_plan_name: string;
  plan_change_amount: number;
  fee_balance: number;
  contribution_top_up: number;
  breakdown: { label: string; amount: number }[];
  weeks_paid: number;
  choose_pay_method: boolean;
};
const call = (m: M, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: `/api${url}`, headers: m.headers, ...(payload ? { payload } : {}) });
const list = async (m: M) => (await call(m, 'GET', '/userplanchangelist')).json().data;
const optionOf = async (m: M, name: string): Promise<Option | undefined> =>
  (await list(m)).plans.find((p: Option) => p.pl_plan_name === name);
const change = async (m: M, plan: PlanName, plChange: 0 | 1, payMethod?: 'card' | 'transfer') =>
  call(m, 'POST', '/userplanchange', {
    pl_id: await t.planId(plan),
    pl_change: plChange,
    ...(payMethod ? { pay_method: payMethod } : {}),
  });
const member = (plan: PlanName, opts: MemberOptions = {}) => createMember(t, { ...opts, plan }) as Promise<M>;
const membershipOf = async (userId: number) => {
  const [row] = await t.database.db
    .select({ m: memberships, plan: plans.name })
    .from(memberships)
    .innerJoin(plans, eq(plans.id, memberships.planId))
    .where(and(eq(memberships.userId, userId), eq(memberships.status, 'active')));
  return row;
};
const changesOf = (userId: number) =>
  t.database.db.select().from(planChanges).where(eq(planChanges.userId, userId)).orderBy(planChanges.id);
const entriesOf = async (reference: string) =>
  (
    await t.database.db
      .select()
      .from(journalEntries)
      .where(like(journalEntries.idempotencyKey, `payment:${reference}:%`))
  )
    .map((e) => [e.idempotencyKey, e.kind, e.description])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
const paymentOf = async (reference: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.reference, reference)))[0];

/** Weeks 1..n of the member's membership paid (or with another status) in `cycle`. */
async function weeks(
  m: M,
  n: number,
  weeklyKobo: bigint,
  o: { cycle?: number; status?: string; from?: number } = {},
) {
  const cycle = o.cycle ?? 1;
  for (let week = o.from ?? 1; week < (o.from ?? 1) + n; week++) {
    const reference = `rules-week:${m.membershipId}:${cycle}:${week}`;
    await t.database.db.insert(contributionWeeks).values({
      userId: m.userId,
      membershipId: m.membershipId,
      cycleNumber: cycle,
      week,
      dueAt: t.clock.now(),
      amountKobo: weeklyKobo,
      status: o.status ?? 'paid',
      source: 'card',
      reference,
    });
    if ((o.status ?? 'paid') === 'paid')
      await postToMember(t, m.userId, 'contribution', weeklyKobo, reference);
  }
}

/** Pays a checkout on the sandbox page and lets every path settle it. */
async function pay(
  m: M,
  data: { authurl: string; reference: string },
  outcome: 'success' | 'failure' = 'success',
) {
  await pressCheckout(t, data.authurl, outcome);
  await webhooksDelivered(t);
  await call(m, 'GET', `/getuserpaymentresponse?reference=${data.reference}`);
}

describe('what a change costs, for every plan', () => {
  it('prices BASIC to each paid plan at its fee and first week, and records the change at those figures', async () => {
    const m = await member('ORDINARY');
    const data = await list(m);
    expect(data.current_plan).toEqual({
      pl_plan_id: await t.planId('ORDINARY'),
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
    await weeks(m, 2, 100_000n);
    // A missed week, and the weeks of an ended membership of the same member, are not paid weeks.
    await weeks(m, 1, 100_000n, { status: 'missed', from: 3 });
    const [old] = await t.database.db
      .insert(memberships)
      .values({
        userId: m.userId,
        planId: await t.planId('GOLD'),
        status: 'ended',
        paymentMethod: 'card',
        membershipFeeKobo: 1_500_000n,
        contributionKobo: 500_000n,
        createdAt: t.clock.now(),
        updatedAt: t.clock.now(),
      })
      .returning();
    await weeks({ ...m, membershipId: old?.id as number }, 5, 500_000n, { from: 10 });
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
    await weeks(m, 2, 1_000_000n);
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
      appliedAt: t.clock.now(),
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
      planId: await t.planId('PLATINUM'),
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
    expect(await t.database.db.select().from(payments).where(eq(payments.userId, m.userId))).toEqual([]);
  });
});

describe('an upgrade paid', () => {
  it('posts a paid plan’s fee balance and top-up from the provider, with their descriptions, no week counted', async () => {
    const m = await member('SILVER');
    await weeks(m, 1, 100_000n);
    const up = (await change(m, 'GOLD', 1)).json().data;
    await pay(m, up);
    expect(await entriesOf(up.reference)).toEqual([
      [`payment:${up.reference}:contribution`, 'contribution', 'GOLD contribution top-up (plan upgrade)'],
      [`payment:${up.reference}:membership-fee`, 'membership-fee', 'GOLD membership fee (plan upgrade)'],
    ]);
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(100_000n + 400_000n);
    const counted = await t.database.db
      .select()
      .from(contributionWeeks)
      .where(eq(contributionWeeks.membershipId, m.membershipId));
    expect(counted).toHaveLength(1);
    // Not from BASIC: the cycle and the way of paying are the membership's own.
    expect((await membershipOf(m.userId))?.m).toMatchObject({
      paymentMethod: 'card',
      startedAt: t.clock.now(),
    });
    const [row] = await changesOf(m.userId);
    expect(row).toMatchObject({ status: 'applied', appliedAt: t.clock.now() });
  });

  it('from BASIC to a monthly FLEXI starts its cycle of the chosen months, tells the member, and keeps a receipt', async () => {
    const m = await member('ORDINARY');
    t.clock.advance(2 * 60 * 60 * 1000);
    const body = {
      planid: await t.planId('FLEXI'),
      con_amount: 20_000,
      pf_pl_text: 'Monthly',
      pf_pl_duration: 6,
    };
    const fee = (await call(m, 'POST', '/userflexiplanpayment', { ...body, flexi_type: 1 })).json().data
      .membership_fee as number;
    const started = (await call(m, 'POST', '/userflexiplanpayment', { ...body, flexi_type: 2 })).json().data;
    expect(started.amount).toBe(fee + 20_000);
    await pay(m, started);
    const now = t.clock.now();
    expect((await membershipOf(m.userId))?.m).toMatchObject({
      planId: await t.planId('FLEXI'),
      frequency: 'Monthly',
      durationMonths: 6,
      contributionKobo: 2_000_000n,
      membershipFeeKobo: BigInt(fee) * 100n,
      paymentMethod: 'card',
      startedAt: now,
      ...cycleDates(now, 6),
    });
    expect(await entriesOf(started.reference)).toEqual([
      [
        `payment:${started.reference}:contribution`,
        'contribution',
        'FLEXI first contribution (plan upgrade)',
      ],
      [
        `payment:${started.reference}:membership-fee`,
        'membership-fee',
        'FLEXI membership fee (plan upgrade)',
      ],
    ]);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, m.userId), eq(notifications.key, 'plan_changed')));
    expect(told.map((n) => [n.subject, n.message])).toEqual([
      ['Plan changed', 'Your plan is now FLEXI: ₦20,000 monthly.'],
    ]);
    const receipt = (await call(m, 'GET', `/paymentreceipt?reference=${started.reference}`)).json().data;
    expect(receipt).toMatchObject({
      plan_name: 'FLEXI',
      items: [
        { label: 'FLEXI membership fee', amount: fee },
        { label: "First week's saving on FLEXI (week 1)", amount: 20_000 },
      ],
    });
  });

  it('from BASIC to a daily FLEXI asks the fee and a first week of seven days', async () => {
    const m = await member('ORDINARY');
    const body = {
      planid: await t.planId('FLEXI'),
      con_amount: 1000,
      pf_pl_text: 'Daily',
      pf_pl_duration: 12,
    };
    const fee = (await call(m, 'POST', '/userflexiplanpayment', { ...body, flexi_type: 1 })).json().data
      .membership_fee as number;
    const started = (await call(m, 'POST', '/userflexiplanpayment', { ...body, flexi_type: 2 })).json().data;
    expect(started.amount).toBe(fee + 7000);
    const [row] = await changesOf(m.userId);
    expect(row).toMatchObject({ topUpKobo: 700_000n, contributionKobo: 100_000n, frequency: 'Daily' });
  });

  it('from BASIC by transfer: the reference as narration for a member without a TFP, the transfer way kept', async () => {
    const m = await member('ORDINARY', { user: { tfpPin: null } });
    const r = (await change(m, 'SILVER', 1, 'transfer')).json().data;
    expect(r.narration).toBe(r.reference);
    const withPin = await member('ORDINARY');
    const w = (await change(withPin, 'SILVER', 1, 'transfer')).json().data;
    const [u] = await t.database.db.select().from(users).where(eq(users.id, withPin.userId));
    expect(w.narration).toBe(u?.tfpPin);
    const wrong = await confirmByTwo(t, { tfp: w.narration, amount: 3000 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(
      `The amount due from ${w.narration} for the change to SILVER is ₦4,000; ₦3,000 was entered. Check the bank statement.`,
    );
    expect((await confirmByTwo(t, { tfp: w.narration, amount: 4000 })).statusCode).toBe(200);
    expect((await membershipOf(withPin.userId))?.m).toMatchObject({
      paymentMethod: 'transfer',
      startedAt: t.clock.now(),
    });
    expect(await entriesOf(w.reference)).toEqual([
      [`payment:${w.reference}:contribution`, 'contribution', 'SILVER first contribution (plan upgrade)'],
      [`payment:${w.reference}:membership-fee`, 'membership-fee', 'SILVER membership fee (plan upgrade)'],
    ]);
    expect((await paymentOf(w.reference))?.settledAt).toEqual(t.clock.now());
  });

  it('changes two members’ plans at once, each their own', async () => {
    const [a, b] = await Promise.all([member('SILVER'), member('GOLD')]);
    const [ra, rb] = await Promise.all([change(a, 'GOLD', 1), change(b, 'SILVER', 0)]);
    expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
    await pay(a, ra.json().data);
    expect((await membershipOf(a.userId))?.plan).toBe('GOLD');
    expect((await membershipOf(b.userId))?.plan).toBe('SILVER');
    expect((await changesOf(a.userId)).map((c) => [c.userId, c.membershipId])).toEqual([
      [a.userId, a.membershipId],
    ]);
    expect((await changesOf(b.userId)).map((c) => [c.userId, c.membershipId])).toEqual([
      [b.userId, b.membershipId],
    ]);
  });
});

describe('a change waiting for its payment', () => {
  it('holds a card change exactly 30 minutes and a transfer a week', async () => {
    const m = await member('SILVER');
    expect((await change(m, 'GOLD', 1)).statusCode).toBe(200);
    t.clock.advance(30 * 60 * 1000 - 1);
    expect((await change(m, 'PLATINUM', 1)).statusCode).toBe(409);
    t.clock.advance(1);
    expect((await change(m, 'PLATINUM', 1)).statusCode).toBe(200);

    const basic = await member('ORDINARY');
    expect((await change(basic, 'GOLD', 1, 'transfer')).statusCode).toBe(200);
    t.clock.advance(7 * 24 * 60 * 60 * 1000 - 1);
    // A week later the member signs in again.
    basic.headers = await signIn(t.database.db, basic.userId, t.clock.now());
    expect((await list(basic)).blocked).toBe(PLAN_CHANGE_MESSAGES.pending('GOLD'));
    const held = await change(basic, 'SILVER', 1, 'transfer');
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(PLAN_CHANGE_MESSAGES.pending('GOLD'));
    t.clock.advance(1);
    expect((await list(basic)).blocked).toBeNull();
    expect((await change(basic, 'SILVER', 1, 'transfer')).statusCode).toBe(200);
    expect((await changesOf(basic.userId)).map((c) => c.status)).toEqual(['cancelled', 'pending']);
  });

  it('refunds a card payment for a change given up, or for a plan that changed before it arrived, saying why', async () => {
    const m = await member('SILVER');
    const first = (await change(m, 'GOLD', 1)).json().data;
    t.clock.advance(31 * 60 * 1000);
    const second = (await change(m, 'PLATINUM', 1)).json().data;
    await pay(m, first);
    expect(await paymentOf(first.reference)).toMatchObject({
      status: 'success',
      failureReason: 'Not applied: The member chose another change before this payment arrived; refunded',
      refundStatus: expect.any(String),
    });
    // The plan changes under the second: an operator's downgrade is not possible, so the membership ends.
    await t.database.db
      .update(memberships)
      .set({ status: 'ended' })
      .where(eq(memberships.id, m.membershipId));
    await pay(m, second);
    expect(await paymentOf(second.reference)).toMatchObject({
      status: 'success',
      failureReason: 'Not applied: The plan changed before this payment arrived; refunded',
      refundStatus: expect.any(String),
    });
    expect((await changesOf(m.userId)).map((c) => c.status)).toEqual(['cancelled', 'cancelled']);
    expect(await entriesOf(second.reference)).toEqual([]);
  });

  it('refuses the operator’s confirmation of a transfer for a plan that changed meanwhile', async () => {
    const m = await member('ORDINARY');
    const r = (await change(m, 'SILVER', 1, 'transfer')).json().data;
    await t.database.db
      .update(memberships)
      .set({ status: 'ended' })
      .where(eq(memberships.id, m.membershipId));
    const confirmed = await confirmByTwo(t, { tfp: r.narration, amount: 4000 });
    expect(confirmed.statusCode).not.toBe(200);
    expect((await paymentOf(r.reference))?.status).toBe('pending');
    expect((await changesOf(m.userId)).map((c) => c.status)).not.toContain('applied');
  });

  it('refunds a payment whose amount is not the change’s', async () => {
    const m = await member('SILVER');
    const r = (await change(m, 'GOLD', 1)).json().data;
    await settlePayment(paymentsContext(t.app), r.reference, {
      reference: r.reference,
      status: 'success',
      amountKobo: 100_000n,
      currency: 'NGN',
      message: 'Approved',
    });
    expect(await paymentOf(r.reference)).toMatchObject({
      status: 'failed',
      failureReason: 'The amount paid does not match the plan change',
    });
    expect((await membershipOf(m.userId))?.plan).toBe('SILVER');
  });
});

describe('who may change', () => {
  it('blocks a member whose TFP is in process as in use, and not one whose TFP is free', async () => {
    const inProcess = await member('GOLD');
    await t.database.db.update(users).set({ tfpPinStatus: 3 }).where(eq(users.id, inProcess.userId));
    const r = await change(inProcess, 'PLATINUM', 1);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(PLAN_CHANGE_MESSAGES.tfpInUse);
    expect((await list(inProcess)).blocked).toBe(PLAN_CHANGE_MESSAGES.tfpInUse);
    const free = await member('GOLD');
    await t.database.db.update(users).set({ tfpPinStatus: 2 }).where(eq(users.id, free.userId));
    expect((await list(free)).blocked).toBeNull();
    expect((await change(free, 'SILVER', 0)).statusCode).toBe(200);
  });

  it('refuses a plan that is not offered, and a member whose plan still awaits its payment', async () => {
    const m = await member('SILVER');
    const gold = await t.planId('GOLD');
    await t.database.db.update(plans).set({ active: false }).where(eq(plans.id, gold));
    try {
      const r = await change(m, 'GOLD', 1);
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe('This plan is not available. Please choose another plan.');
    } finally {
      await t.database.db.update(plans).set({ active: true }).where(eq(plans.id, gold));
    }
    const none = await call(m, 'POST', '/userplanchange', { pl_id: 999_999, pl_change: 1 });
    expect(none.statusCode).toBe(400);
    const waiting = await member('SILVER');
    await t.database.db
      .update(memberships)
      .set({ status: 'pending' })
      .where(eq(memberships.id, waiting.membershipId));
    const w = await change(waiting, 'GOLD', 1);
    expect(w.statusCode).toBe(400);
    expect(w.json().message).toBe(PLAN_CHANGE_MESSAGES.noPlan);
  });

  it('holds the flexi modal’s pay step to the same rules: FLEXI only from BASIC, never for a Loan Borrower', async () => {
    const body = {
      planid: await t.planId('FLEXI'),
      con_amount: 2000,
      pf_pl_text: 'Weekly',
      pf_pl_duration: 12,
      flexi_type: 2,
    };
    const silver = await member('SILVER');
    const s = await call(silver, 'POST', '/userflexiplanpayment', body);
    expect(s.statusCode).toBe(400);
    expect(s.json().message).toBe(PLAN_CHANGE_MESSAGES.flexiOnlyFromBasic);
    const borrower = await member('ORDINARY');
    await postToMember(t, borrower.userId, 'loan', 1_000_000n, `rules-loan:${borrower.userId}`);
    const b = await call(borrower, 'POST', '/userflexiplanpayment', body);
    expect(b.statusCode).toBe(409);
    expect(b.json().message).toBe(PLAN_CHANGE_MESSAGES.loanBorrower);
    expect(await changesOf(silver.userId)).toEqual([]);
    expect(await changesOf(borrower.userId)).toEqual([]);
  });

  it('keeps the ledger balanced', async () => {
    await webhooksDelivered(t);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });
});
