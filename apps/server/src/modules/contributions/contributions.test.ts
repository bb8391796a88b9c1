import { CONTRIBUTION_MESSAGES } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries, payments } from '../../db/schema/index.ts';
import type { Verification } from '../../gateways/gateway.ts';
import { sandboxOf } from '../../gateways/index.ts';
import { memberBalances } from '../../ledger/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { postToMember } from '../../test/ledger.ts';
import { createMember } from '../../test/members.ts';
import { paymentsContext, settlePayment } from '../payments/index.ts';

let t: TestApp;
/** The provider's answer for a payment, as the webhook or the browser's return brings it. */
const settleWith = (reference: string, v: Verification) =>
  settlePayment(paymentsContext(t.app), reference, v);
const DAY = 86_400_000;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const summary = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/getusercontribution', headers })).json().data;
const saveMore = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/usermakeupfrontcontribution', headers, payload });
const confirm = (headers: Record<string, string>, reference: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/usermakeupfrontcontributioncallback',
    headers,
    payload: { reference },
  });

/** The provider's answer for a card payment it approved, for `amountKobo` in `currency`. */
const approved = (reference: string, amountKobo: bigint, currency = 'NGN'): Verification => ({
  reference,
  status: 'success',
  amountKobo,
  currency,
  message: 'Approved',
});

describe('GET /getusercontribution', () => {
  it('gives totals, last and next contribution, the chart and the plan’s base unit', async () => {
    const start = new Date('2026-01-05T09:00:00Z');
    t.clock.set('2026-01-20T10:00:00Z');
    const m = await createMember(t, { plan: 'GOLD', startedAt: start });
    for (let w = 0; w < 3; w++) {
      await postToMember(
        t,
        m.userId,
        'contribution',
        500_000n,
        `gc:${m.userId}:${w}`,
        new Date(start.getTime() + w * 7 * DAY),
      );
    }
    await postToMember(t, m.userId, 'referral-earning', 75_000n, `ge:${m.userId}`);
    const d = await summary(m.headers);
    expect(d).toMatchObject({
      contribution: 15000,
      earnings: 750,
      loans: 0,
      loan_status: 0,
      u_membertitle: 'Ordinary',
      last_contribution: '01/19/2026',
      last_contribution_amount: 5000,
      next_contribution: '01/26/2026',
      next_contribution_amount: 5000,
      base_unit: 5000,
    });
    expect(d.week_contribution).toEqual([
      { trans_from_date: '01/05/2026', con_amount: 5000 },
      { trans_from_date: '01/12/2026', con_amount: 5000 },
      { trans_from_date: '01/19/2026', con_amount: 5000 },
    ]);
    t.clock.set('2026-01-05T09:00:00Z');
  });

  it('charts every week of a long history, leaves a fee taken from contributions out, and dates the next debit after now', async () => {
    const start = new Date('2026-03-02T09:00:00Z');
    const week = (n: number) => new Date(start.getTime() + (n - 1) * 7 * DAY);
    t.clock.set(week(15)); // week 15 falls due this very moment: the next debit shown is week 16's
    const m = await createMember(t, { plan: 'GOLD', startedAt: start });
    for (let w = 1; w <= 14; w++) {
      await postToMember(t, m.userId, 'contribution', 500_000n, `long:${m.userId}:${w}`, week(w));
    }
    // A membership fee taken from the contributions (a roll-over) is no contribution.
    const anHourBefore = new Date(week(15).getTime() - 3_600_000);
    await postToMember(t, m.userId, 'membership-fee', 1_500_000n, `long-fee:${m.userId}`, anHourBefore);
    try {
      const d = await summary(m.headers);
      expect(d.week_contribution).toHaveLength(14);
      expect(d).toMatchObject({
        contribution: 55000,
        last_contribution: '06/01/2026',
        last_contribution_amount: 5000,
        next_contribution: '06/15/2026',
      });
    } finally {
      t.clock.set('2026-01-05T09:00:00Z');
    }
  });

  it('uses N1,000 as the base unit for a plan with no weekly saving and has no next date without a plan', async () => {
    const basic = await createMember(t, { plan: 'ORDINARY' });
    expect(await summary(basic.headers)).toMatchObject({
      base_unit: 1000,
      next_contribution: null,
      contribution: 0,
      week_contribution: [],
    });
    const none = await createMember(t);
    expect(await summary(none.headers)).toMatchObject({ base_unit: 1000, next_contribution: null });
  });
});

describe('Save More', () => {
  it('pays weeks × the weekly unit through the hosted checkout and credits the contributions once', async () => {
    const m = await createMember(t, { plan: 'SILVER' });
    const res = await saveMore(m.headers, { con_week: 3, con_amount: 3000, con_currency: 'NGN' });
    expect(res.statusCode).toBe(200);
    const { authurl, reference } = res.json().data;
    expect(authurl).toContain(`/sandbox/checkout/${reference}`);
    const back = sandboxOf(t.app.deps.gateway)?.completeCheckout(reference, 'success');
    expect(back).toContain(`/savemore?reference=${reference}&trxref=${reference}`);
    const done = await confirm(m.headers, reference);
    expect(done.json()).toMatchObject({
      status: 'success',
      message: CONTRIBUTION_MESSAGES.paymentDone,
      data: { amount: 3000 },
    });
    const [entry] = await t.database.db
      .select({ kind: journalEntries.kind, description: journalEntries.description })
      .from(journalEntries)
      .where(eq(journalEntries.idempotencyKey, reference));
    expect(entry).toEqual({ kind: 'save-more', description: 'Save More contribution' });
    // the redirect and the webhook may both arrive: the second changes nothing
    expect((await confirm(m.headers, reference)).statusCode).toBe(200);
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(300_000n);
    // the three weeks count as paid: the next debit moves past them (week 1 is due at the start)
    expect((await summary(m.headers)).next_contribution).toBe('01/26/2026');
    const tx = await t.app.inject({
      method: 'POST',
      url: '/api/transactions',
      headers: m.headers,
      payload: { trans_type: 'contribution' },
    });
    expect(tx.json()).toMatchObject({ total_records: 1, data: [{ trans_amount: 3000, status: 'Paid' }] });
  });

  it('refuses an amount that is not weeks × the unit (the client never sets the price)', async () => {
    const m = await createMember(t, { plan: 'SILVER' });
    const res = await saveMore(m.headers, { con_week: 3, con_amount: 30 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CONTRIBUTION_MESSAGES.amountMismatch);
    expect(res.json().data).toEqual({ con_amount: 3000 }); // what 3 weeks of SILVER cost, for the screen
    const rows = await t.database.db.select().from(payments).where(eq(payments.userId, m.userId));
    expect(rows).toHaveLength(0);
  });

  it.each([
    [{ con_week: 0, con_amount: 0 }, CONTRIBUTION_MESSAGES.amountZero],
    [{ con_week: -2, con_amount: -2000 }, CONTRIBUTION_MESSAGES.amountZero],
    [{ con_week: 1001, con_amount: 1001000 }, CONTRIBUTION_MESSAGES.overLimit],
  ])('refuses %j with "%s"', async (payload, message) => {
    const m = await createMember(t, { plan: 'SILVER' });
    const res = await saveMore(m.headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses more than N1,000,000 in one payment even when weeks × unit agree', async () => {
    const m = await createMember(t, { plan: 'PLATINUM' });
    const res = await saveMore(m.headers, { con_week: 101, con_amount: 1_010_000 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CONTRIBUTION_MESSAGES.overLimit);
    // An amount within the limit does not hide weeks that cost more: 101 PLATINUM weeks are N1,010,000.
    const under = await saveMore(m.headers, { con_week: 101, con_amount: 1_000_000 });
    expect(under.statusCode).toBe(400);
    expect(under.json().message).toBe(CONTRIBUTION_MESSAGES.overLimit);
  });

  it('accepts exactly N1,000,000 in one payment', async () => {
    const m = await createMember(t, { plan: 'PLATINUM' });
    const res = await saveMore(m.headers, { con_week: 100, con_amount: 1_000_000 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.authurl).toMatch(/^http/);
  });

  it('refuses a member with no active plan', async () => {
    const m = await createMember(t);
    const res = await saveMore(m.headers, { con_week: 1, con_amount: 1000 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CONTRIBUTION_MESSAGES.noPlan);
  });

  it('posts nothing for a declined checkout and shows the failure', async () => {
    const m = await createMember(t, { plan: 'SILVER' });
    const { reference } = (await saveMore(m.headers, { con_week: 2, con_amount: 2000 })).json().data;
    sandboxOf(t.app.deps.gateway)?.completeCheckout(reference, 'failure');
    const res = await confirm(m.headers, reference);
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe(CONTRIBUTION_MESSAGES.paymentFailed);
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(0n);
    // The provider's reason is kept for support.
    const [row] = await t.database.db.select().from(payments).where(eq(payments.reference, reference));
    expect(row).toMatchObject({ status: 'failed', failureReason: 'Declined' });
  });

  it('does not let another member confirm (or see) my payment', async () => {
    const a = await createMember(t, { plan: 'SILVER' });
    const b = await createMember(t, { plan: 'SILVER' });
    const { reference } = (await saveMore(a.headers, { con_week: 1, con_amount: 1000 })).json().data;
    sandboxOf(t.app.deps.gateway)?.completeCheckout(reference, 'success');
    const res = await confirm(b.headers, reference);
    expect(res.statusCode).toBe(404);
    expect((await memberBalances(t.database.db, b.userId)).contributions).toBe(0n);
  });

  it('marks a payment failed when the provider reports another amount', async () => {
    const m = await createMember(t, { plan: 'SILVER' });
    const { reference } = (await saveMore(m.headers, { con_week: 2, con_amount: 2000 })).json().data;
    const p = await settleWith(reference, approved(reference, 100n));
    expect(p?.status).toBe('failed');
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(0n);
  });

  it('marks a payment failed when the provider paid it in another currency', async () => {
    const m = await createMember(t, { plan: 'SILVER' });
    const { reference } = (await saveMore(m.headers, { con_week: 2, con_amount: 2000 })).json().data;
    const p = await settleWith(reference, approved(reference, 200_000n, 'USD'));
    expect(p).toMatchObject({
      status: 'failed',
      failureReason: 'The amount paid does not match the payment',
    });
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(0n);
  });

  it('records the payment as a Save More checkout, and keeps it pending while the checkout is unfinished', async () => {
    const m = await createMember(t, { plan: 'SILVER' });
    const { reference } = (await saveMore(m.headers, { con_week: 2, con_amount: 2000 })).json().data;
    const row = async () =>
      (await t.database.db.select().from(payments).where(eq(payments.reference, reference)))[0];
    expect(await row()).toMatchObject({
      purpose: 'save-more',
      method: 'checkout',
      amountKobo: 200_000n,
      status: 'pending',
    });
    // Back from the checkout before paying: nothing is decided yet.
    const early = await confirm(m.headers, reference);
    expect(early.statusCode).toBe(200);
    expect(early.json()).toMatchObject({ message: 'Payment pending', data: { status: 'pending' } });
    expect((await row())?.status).toBe('pending');
    sandboxOf(t.app.deps.gateway)?.completeCheckout(reference, 'success');
    expect((await confirm(m.headers, reference)).json().data.status).toBe('success');
  });

  it('never applies a plan payment as Save More', async () => {
    const m = await createMember(t, { plan: 'SILVER' });
    const reference = `TF-PLAN-${m.userId}`;
    await t.database.db.insert(payments).values({
      reference,
      userId: m.userId,
      purpose: 'plan',
      method: 'checkout',
      gateway: 'sandbox',
      amountKobo: 400_000n,
      createdAt: t.clock.now(),
    });
    const res = await confirm(m.headers, reference);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(CONTRIBUTION_MESSAGES.unknownReference);
    // Nor when the provider's answer (a webhook) names it: it is settled as the plan payment it is.
    await settleWith(reference, approved(reference, 400_000n));
    const saveMoreEntries = await t.database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.idempotencyKey, reference));
    expect(saveMoreEntries).toEqual([]);
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(0n);
  });
});

describe('Save More through the provider webhook', () => {
  it('credits the contribution once when the webhook arrives before the browser returns', async () => {
    const m = await createMember(t, { plan: 'SILVER' });
    const { reference } = (await saveMore(m.headers, { con_week: 2, con_amount: 2000 })).json().data;
    const sandbox = sandboxOf(t.app.deps.gateway);
    sandbox?.completeCheckout(reference, 'success');
    await sandbox?.settled();
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(200_000n);
    const back = await confirm(m.headers, reference);
    expect(back.json()).toMatchObject({ status: 'success', data: { status: 'success', amount: 2000 } });
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(200_000n);
  });
});

describe('the contribution chart', () => {
  it('plots one point per contribution week, on the week’s date, however many payments fell in it', async () => {
    const start = new Date('2026-03-02T09:00:00Z');
    t.clock.set('2026-03-25T10:00:00Z');
    const m = await createMember(t, { plan: 'GOLD', startedAt: start });
    const at = (days: number, hours = 0) => new Date(start.getTime() + days * DAY + hours * 3_600_000);
    // week 1: the weekly debit and a Save More on the same day; week 2: one payment; week 3: two days apart
    await postToMember(t, m.userId, 'contribution', 500_000n, `cw:${m.userId}:1a`, at(0));
    await postToMember(t, m.userId, 'contribution', 1_000_000n, `cw:${m.userId}:1b`, at(0, 3));
    await postToMember(t, m.userId, 'contribution', 500_000n, `cw:${m.userId}:2`, at(7));
    await postToMember(t, m.userId, 'contribution', 200_000n, `cw:${m.userId}:3a`, at(15));
    await postToMember(t, m.userId, 'contribution', 300_000n, `cw:${m.userId}:3b`, at(17));
    const d = await summary(m.headers);
    expect(d.week_contribution).toEqual([
      { trans_from_date: '03/02/2026', con_amount: 15000 },
      { trans_from_date: '03/09/2026', con_amount: 5000 },
      { trans_from_date: '03/16/2026', con_amount: 5000 },
    ]);
    t.clock.set('2026-01-05T09:00:00Z');
  });
});
