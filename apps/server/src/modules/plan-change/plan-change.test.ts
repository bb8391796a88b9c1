import { PLAN_CHANGE_MESSAGES } from '@trust/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cards,
  contributionWeeks,
  notifications,
  payments,
  planChanges,
  users,
} from '../../db/schema/index.ts';
import { ACCOUNTS, balance, checkLedger, memberBalances } from '../../ledger/index.ts';
import { testDatabaseKind } from '../../test/database.ts';
import { pressCheckout, webhooksDelivered } from '../../test/joining.ts';
import { postToMember } from '../../test/ledger.ts';
import { holdRows } from '../../test/locks.ts';
import { createMember, type TestMember } from '../../test/members.ts';
import { planChangeWorld } from '../../test/plan-change.ts';
import { confirmByTwo } from '../../test/transfers.ts';

const w = planChangeWorld();
const { call, change, changesOf, member, membershipOf, payWeeks } = w;
const list = (m: TestMember) => call(m, 'GET', '/userplanchangelist');

const optionOf = (body: { data: { plans: { pl_plan_name: string }[] } }, name: string) =>
  body.data.plans.find((p) => p.pl_plan_name === name);

describe('GET /userplanchangelist', () => {
  it('prices an upgrade as the fee balance plus the top-up of the weeks paid, and a downgrade at 0', async () => {
    const m = await member('GOLD');
    await payWeeks(m, 3, 500_000n);
    const res = await list(m);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.current_plan.pl_plan_name).toBe('GOLD');
    expect(body.data.blocked).toBeNull();
    expect(body.data.plans.map((p: { pl_plan_name: string }) => p.pl_plan_name).sort()).toEqual([
      'PLATINUM',
      'SILVER',
    ]);
    // PLATINUM: (30,000 - 15,000) fee + 3 weeks x (10,000 - 5,000) top-up.
    expect(optionOf(body, 'PLATINUM')).toMatchObject({
      plan_change_amount: 30_000,
      fee_balance: 15_000,
      contribution_top_up: 15_000,
      pl_change: 1,
      is_upgrade: true,
      choose_pay_method: false,
    });
    expect(optionOf(body, 'SILVER')).toMatchObject({
      plan_change_amount: 0,
      pl_change: 0,
      is_upgrade: false,
    });
  });

  it('offers a BASIC member the paid plans at their fee and first week, with a choice of card or transfer, and FLEXI', async () => {
    const m = await member('ORDINARY');
    const body = (await list(m)).json();
    expect(optionOf(body, 'SILVER')).toMatchObject({
      plan_change_amount: 4_000,
      fee_balance: 3_000,
      contribution_top_up: 1_000,
      choose_pay_method: true,
    });
    expect(optionOf(body, 'FLEXI')).toMatchObject({ pl_change: 1, choose_pay_method: false });
    expect(optionOf(body, 'ORDINARY')).toBeUndefined();
  });

  it('offers a FLEXI member nothing, saying why', async () => {
    const m = await member('FLEXI');
    const body = (await list(m)).json();
    expect(body.data.plans).toEqual([]);
    expect(body.data.blocked).toBe(PLAN_CHANGE_MESSAGES.flexiCannotChange);
  });

  it('refuses a member without an active plan', async () => {
    const m = await createMember(w.t);
    const res = await list(m);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PLAN_CHANGE_MESSAGES.noPlan);
  });
});

describe('POST /userplanchange: the rules of section 4.7', () => {
  it('never changes to BASIC, with the spec’s message', async () => {
    const m = await member('GOLD');
    const res = await change(m, 'ORDINARY', 0);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You cannot change your plan to BASIC.');
    expect((await membershipOf(m.userId))?.plan).toBe('GOLD');
  });

  it('allows FLEXI only from BASIC, through the flexi modal', async () => {
    const silver = await member('SILVER');
    const res = await change(silver, 'FLEXI', 1);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PLAN_CHANGE_MESSAGES.flexiOnlyFromBasic);
    const basic = await member('ORDINARY');
    const fromBasic = await change(basic, 'FLEXI', 1);
    expect(fromBasic.statusCode).toBe(400);
    expect(fromBasic.json().message).toBe(PLAN_CHANGE_MESSAGES.flexiNeedsTerms);
  });

  it('never changes a FLEXI plan', async () => {
    const m = await member('FLEXI');
    for (const [plan, dir] of [
      ['PLATINUM', 1],
      ['SILVER', 1],
    ] as const) {
      const res = await change(m, plan, dir);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PLAN_CHANGE_MESSAGES.flexiCannotChange);
    }
  });

  it('refuses a pl_change that does not match the direction, and bad input, changing nothing', async () => {
    const m = await member('SILVER');
    const res = await change(m, 'GOLD', 0);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PLAN_CHANGE_MESSAGES.wrongDirection('GOLD', true));
    for (const payload of [{ pl_change: 1 }, { pl_id: 'x', pl_change: 1 }, { pl_id: 1, pl_change: 7 }]) {
      const bad = await call(m, 'POST', '/userplanchange', payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).not.toMatch(/Invalid|expected/);
    }
    expect((await membershipOf(m.userId))?.plan).toBe('SILVER');
  });

  it('downgrades at once, free: the new weekly saving from the next debit, the fee paid kept', async () => {
    const m = await member('PLATINUM');
    const feesBefore = await balance(w.t.database.db, ACCOUNTS.membershipFees);
    const res = await change(m, 'GOLD', 0);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { kind: 'changed', pl_plan_name: 'GOLD' },
      message: PLAN_CHANGE_MESSAGES.downgraded('GOLD'),
    });
    const after = await membershipOf(m.userId);
    expect(after?.plan).toBe('GOLD');
    expect(after?.m.contributionKobo).toBe(500_000n);
    expect(after?.m.membershipFeeKobo).toBe(3_000_000n);
    expect(await balance(w.t.database.db, ACCOUNTS.membershipFees)).toBe(feesBefore);
    // Going back up owes no fee: PLATINUM's was paid this cycle.
    const back = optionOf((await list(m)).json(), 'PLATINUM') as { plan_change_amount: number } | undefined;
    expect(back?.plan_change_amount).toBe(0);
  });

  it('blocks every change of a Loan Borrower and of a member whose TFP is in use', async () => {
    const borrower = await member('GOLD');
    await postToMember(w.t, borrower.userId, 'loan', 1_000_000n, `test-loan:${borrower.userId}`);
    const res = await change(borrower, 'PLATINUM', 1);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PLAN_CHANGE_MESSAGES.loanBorrower);
    expect((await list(borrower)).json().data.blocked).toBe(PLAN_CHANGE_MESSAGES.loanBorrower);

    const truster = await member('GOLD');
    await w.t.database.db.update(users).set({ tfpPinStatus: 1 }).where(eq(users.id, truster.userId));
    const refused = await change(truster, 'SILVER', 0);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PLAN_CHANGE_MESSAGES.tfpInUse);
    expect((await membershipOf(truster.userId))?.plan).toBe('GOLD');
  });
});

describe('an upgrade paid by card (sandbox checkout, back to /profile)', () => {
  it('switches the plan and posts the fee balance and top-up once, from the return and the webhook', async () => {
    const m = await member('SILVER');
    await payWeeks(m, 2, 100_000n);
    const feesBefore = await balance(w.t.database.db, ACCOUNTS.membershipFees);
    const res = await change(m, 'GOLD', 1);
    expect(res.statusCode).toBe(200);
    const { authurl, reference, amount, kind } = res.json().data;
    expect(kind).toBe('checkout');
    // (15,000 - 3,000) fee + 2 weeks x (5,000 - 1,000).
    expect(amount).toBe(20_000);
    expect(reference).toMatch(/^TFU-/);
    const back = await pressCheckout(w.t, authurl, 'success');
    expect(back).toBe(`http://localhost:3000/profile?reference=${reference}&trxref=${reference}`);
    const [verify] = await Promise.all([
      call(m, 'POST', '/userplanpaymentcallback', {
        planid: await w.t.planId('GOLD'),
        payment_data: reference,
      }),
      webhooksDelivered(w.t),
    ]);
    expect(verify.statusCode).toBe(200);
    expect(verify.json().data.pr_response).toMatchObject({ status: true, amount: 20_000 });
    const after = await membershipOf(m.userId);
    expect(after).toMatchObject({
      plan: 'GOLD',
      m: { contributionKobo: 500_000n, membershipFeeKobo: 1_500_000n },
    });
    expect(await balance(w.t.database.db, ACCOUNTS.membershipFees)).toBe(feesBefore + 1_200_000n);
    expect((await memberBalances(w.t.database.db, m.userId)).contributions).toBe(200_000n + 800_000n);
    // Asked again, nothing posts twice.
    await call(m, 'GET', `/getuserpaymentresponse?reference=${reference}`);
    expect(await balance(w.t.database.db, ACCOUNTS.membershipFees)).toBe(feesBefore + 1_200_000n);
    const [row] = await w.t.database.db
      .select()
      .from(planChanges)
      .where(eq(planChanges.paymentReference, reference));
    expect(row?.status).toBe('applied');
    // The member is told once of the payment and once of the change, however many paths settled it.
    const told = await w.t.database.db.select().from(notifications).where(eq(notifications.userId, m.userId));
    expect(told.filter((n) => n.key === 'plan_changed').map((n) => n.message)).toEqual([
      'Your plan is now GOLD: ₦5,000 weekly.',
    ]);
    expect(told.filter((n) => n.key === 'payment_received')).toHaveLength(1);
  });

  it('from BASIC starts the new plan’s cycle with week 1 paid and keeps the card for weekly debits', async () => {
    const m = await member('ORDINARY');
    w.t.clock.advance(60 * 60 * 1000);
    const res = await change(m, 'SILVER', 1, 'card');
    const { authurl, reference, amount } = res.json().data;
    expect(amount).toBe(4_000);
    await pressCheckout(w.t, authurl, 'success');
    await webhooksDelivered(w.t);
    await call(m, 'GET', `/getuserpaymentresponse?reference=${reference}`);
    const after = await membershipOf(m.userId);
    expect(after?.plan).toBe('SILVER');
    expect(after?.m.startedAt?.getTime()).toBe(w.t.clock.now().getTime());
    const weeks = await w.t.database.db
      .select()
      .from(contributionWeeks)
      .where(eq(contributionWeeks.userId, m.userId));
    expect(weeks.map((w) => [w.week, w.status])).toEqual([[1, 'paid']]);
    expect(await w.t.database.db.select().from(cards).where(eq(cards.userId, m.userId))).toHaveLength(1);
  });

  it('from BASIC earns the members who brought the member in, as joining a paid plan does, once', async () => {
    const grand = await member('GOLD');
    const referrer = await createMember(w.t, { plan: 'GOLD', user: { referredByUserId: grand.userId } });
    const m = await createMember(w.t, { plan: 'ORDINARY', user: { referredByUserId: referrer.userId } });
    const earned = async () => [
      (await memberBalances(w.t.database.db, referrer.userId)).earnings,
      (await memberBalances(w.t.database.db, grand.userId)).earnings,
    ];
    const [l1Before, l2Before] = await earned();
    const { authurl, reference } = (await change(m, 'SILVER', 1, 'card')).json().data;
    await pressCheckout(w.t, authurl, 'success');
    await webhooksDelivered(w.t);
    await call(m, 'GET', `/getuserpaymentresponse?reference=${reference}`);
    const [l1After, l2After] = await earned();
    // SILVER's referral earnings: N150 to level 1, N60 to level 2 (kobo), paid once despite two settling paths.
    expect((l1After ?? 0n) - (l1Before ?? 0n)).toBe(15_000n);
    expect((l2After ?? 0n) - (l2Before ?? 0n)).toBe(6_000n);
  });

  it('earns the referrer nothing on an upgrade between paid plans', async () => {
    const referrer = await member('GOLD');
    const m = await createMember(w.t, { plan: 'SILVER', user: { referredByUserId: referrer.userId } });
    const before = await memberBalances(w.t.database.db, referrer.userId);
    const { authurl, reference } = (await change(m, 'GOLD', 1)).json().data;
    await pressCheckout(w.t, authurl, 'success');
    await webhooksDelivered(w.t);
    await call(m, 'GET', `/getuserpaymentresponse?reference=${reference}`);
    expect((await membershipOf(m.userId))?.plan).toBe('GOLD');
    expect((await memberBalances(w.t.database.db, referrer.userId)).earnings).toBe(before.earnings);
  });

  it('leaves the plan as it was when the card is declined, and lets the member choose again', async () => {
    const m = await member('SILVER');
    const { authurl, reference } = (await change(m, 'PLATINUM', 1)).json().data;
    await pressCheckout(w.t, authurl, 'failure');
    await webhooksDelivered(w.t);
    const state = await call(m, 'GET', `/getuserpaymentresponse?reference=${reference}`);
    expect(state.json().data.pr_response.status).toBe(false);
    expect((await membershipOf(m.userId))?.plan).toBe('SILVER');
    expect((await change(m, 'GOLD', 1)).statusCode).toBe(200);
  });

  it('answers 404 for another member’s payment reference', async () => {
    const owner = await member('SILVER');
    const other = await member('SILVER');
    const { reference } = (await change(owner, 'GOLD', 1)).json().data;
    const res = await call(other, 'POST', '/userplanpaymentcallback', { payment_data: reference });
    expect(res.statusCode).toBe(404);
    const state = await call(other, 'GET', `/getuserpaymentresponse?reference=${reference}`);
    expect(state.statusCode).toBe(404);
  });
});

describe('a plan change during a pending payment', () => {
  it('refuses another change while the payment for a change is pending, then frees it after the hold', async () => {
    const m = await member('SILVER');
    const first = await change(m, 'GOLD', 1);
    expect(first.statusCode).toBe(200);
    const second = await change(m, 'PLATINUM', 1);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(PLAN_CHANGE_MESSAGES.pending('GOLD'));
    expect((await list(m)).json().data.blocked).toBe(PLAN_CHANGE_MESSAGES.pending('GOLD'));
    // An abandoned checkout holds the next change 30 minutes; its late payment is then refunded.
    w.t.clock.advance(31 * 60 * 1000);
    expect((await change(m, 'PLATINUM', 1)).statusCode).toBe(200);
    const { authurl, reference } = first.json().data;
    await pressCheckout(w.t, authurl, 'success');
    await webhooksDelivered(w.t);
    const late = await call(m, 'GET', `/getuserpaymentresponse?reference=${reference}`);
    expect(late.json().data.pr_response.status).toBe(false);
    expect((await membershipOf(m.userId))?.plan).toBe('SILVER');
  });

  it('lets one of two simultaneous requests through', async () => {
    const m = await member('SILVER');
    const answers = await Promise.all([change(m, 'GOLD', 1), change(m, 'PLATINUM', 1), change(m, 'GOLD', 1)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const pending = await w.t.database.db
      .select()
      .from(planChanges)
      .where(and(eq(planChanges.userId, m.userId), eq(planChanges.status, 'pending')));
    expect(pending).toHaveLength(1);
  });
});

/** Holds the membership's row (test/locks.ts holdRows): the changes asked meanwhile all read the plan first. */
const holdMembership = (membershipId: number) =>
  holdRows(w.t.database, sql`select id from memberships where id = ${membershipId} for update`);

describe('two changes asked at once', () => {
  it('applies the first and tells the second that the plan changed meanwhile', async () => {
    const m = await member('PLATINUM');
    const hold = await holdMembership(m.membershipId);
    const both = Promise.all([change(m, 'GOLD', 0), change(m, 'SILVER', 0)]);
    await hold.release(2);
    const answers = await both;
    for (const a of answers.filter((a) => a.statusCode !== 200)) {
      expect([a.statusCode, a.json().message]).toEqual([
        409,
        'Your plan changed meanwhile. Please choose again.',
      ]);
    }
    // Each change applied starts from the plan the one before it left: none from a plan already left.
    const applied = await changesOf(m.userId);
    const ids = { PLATINUM: await w.t.planId('PLATINUM'), current: (await membershipOf(m.userId))?.m.planId };
    expect(applied.map((c) => c.fromPlanId)).toEqual([
      ids.PLATINUM,
      ...applied.slice(0, -1).map((c) => c.toPlanId),
    ]);
    expect(applied.at(-1)?.toPlanId).toBe(ids.current);
    expect(applied).toHaveLength(answers.filter((a) => a.statusCode === 200).length);
    // On PostgreSQL both read PLATINUM before either locked the membership: the second is refused.
    if (testDatabaseKind() === 'postgres') expect(applied).toHaveLength(1);
  });
});

describe('an upgrade from BASIC paid by bank transfer', () => {
  const confirm = (payload: { tfp: string; amount: number | string; reference?: string }) =>
    confirmByTwo(w.t, payload);

  it('gives the fund’s account and the TFP as narration, and applies the change when an operator confirms it', async () => {
    const m = await member('ORDINARY');
    const res = await change(m, 'GOLD', 1, 'transfer');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ kind: 'transfer', plan_name: 'GOLD', total: 20_000 });
    expect(data.bank.account_number).toBe('0123456789');
    expect((await membershipOf(m.userId))?.plan).toBe('ORDINARY');
    const wrong = await confirm({ tfp: data.narration, amount: 19_000 });
    expect(wrong.statusCode).toBe(400);
    const ok = await confirm({ tfp: data.narration, amount: 20_000 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ plan: 'GOLD', kind: 'plan' });
    expect((await membershipOf(m.userId))?.m).toMatchObject({
      contributionKobo: 500_000n,
      paymentMethod: 'transfer',
    });
    const [p] = await w.t.database.db.select().from(payments).where(eq(payments.reference, data.reference));
    expect(p?.status).toBe('success');
    expect((await confirm({ tfp: data.narration, amount: 20_000 })).statusCode).not.toBe(200);
  });
});

describe('BASIC to FLEXI through the flexi modal', () => {
  it('quotes, then pays the quoted fee and first period as a plan change returning to /profile', async () => {
    const m = await member('ORDINARY');
    const flexi = await w.t.planId('FLEXI');
    const body = { planid: flexi, con_amount: 2000, pf_pl_text: 'Weekly', pf_pl_duration: 12 };
    const quote = await call(m, 'POST', '/userflexiplanpayment', { ...body, flexi_type: 1 });
    expect(quote.statusCode).toBe(200);
    const fee = quote.json().data.membership_fee;
    const pay = await call(m, 'POST', '/userflexiplanpayment', { ...body, flexi_type: 2 });
    expect(pay.statusCode).toBe(200);
    const { authurl, reference, amount } = pay.json().data;
    expect(amount).toBe(fee + 2000);
    expect(await pressCheckout(w.t, authurl, 'success')).toContain('/profile?reference=');
    await webhooksDelivered(w.t);
    await call(m, 'GET', `/getuserpaymentresponse?reference=${reference}`);
    expect((await membershipOf(m.userId))?.plan).toBe('FLEXI');
  });
});

describe('the ledger after plan changes', () => {
  it('balances', async () => {
    await webhooksDelivered(w.t);
    const report = await checkLedger(w.t.database.db);
    expect(report.ok).toBe(true);
  });
});
