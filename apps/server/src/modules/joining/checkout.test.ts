import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, memberships, payments, plans } from '../../db/schema/index.ts';
import { sandboxOf } from '../../gateways/index.ts';
import { signWebhook } from '../../gateways/webhook-signature.ts';
import { ACCOUNTS, balance, checkLedger, memberBalances } from '../../ledger/index.ts';
import { countEntries } from '../../test/database.ts';
import { joiningTestApp, pressCheckout, webhooksDelivered } from '../../test/joining.ts';
import { operatorLog } from '../../test/log.ts';
import { newMember } from '../../test/members.ts';
import { postWebhook } from '../../test/webhooks.ts';

// Warnings an operator must act on go to this log.
const log = operatorLog();
let t: Awaited<ReturnType<typeof joiningTestApp>>;
beforeAll(async () => {
  t = await joiningTestApp(log.env);
});
afterAll(async () => {
  await webhooksDelivered(t);
  await t.close();
});

const refOf = (authurl: string) => decodeURIComponent(new URL(authurl).pathname.split('/').pop() ?? '');

describe('hosted checkout (POST /userplanpayment, sandbox)', () => {
  it('stores our reference before sending the member to the checkout page with the amount due', async () => {
    const m = await newMember(t);
    const res = await m.call('POST', '/userplanpayment', {
      planid: await t.planId('SILVER'),
      page_response: 1,
    });
    expect(res.statusCode).toBe(200);
    const { authurl, reference, amount } = res.json().data;
    expect(authurl).toBe(`http://localhost:3000/sandbox/checkout/${reference}`);
    expect(amount).toBe(4000); // N3,000 membership fee + N1,000 first weekly contribution
    const [row] = await t.database.db.select().from(payments).where(eq(payments.reference, reference));
    expect(row).toMatchObject({ status: 'pending', userId: m.id, amountKobo: 400_000n, purpose: 'plan' });
    const page = await t.app.inject({ method: 'GET', url: new URL(authurl).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('₦4,000');
    expect(page.body).toMatch(/<button[^>]*>Pay<\/button>/);
    expect(page.body).toMatch(/<button[^>]*>Decline<\/button>/);
  });

  it('activates the plan once after Pay: fee and first contribution in the ledger, pin, 12-month cycle', async () => {
    const m = await newMember(t);
    const { authurl } = (await m.call('POST', '/userplanpayment', { planid: await t.planId('GOLD') })).json()
      .data;
    const reference = refOf(authurl);
    // Asked before the member pays, the payment is not confirmed yet.
    const early = await m.call('GET', `/getuserpaymentresponse?reference=${reference}`);
    expect(early.json().message).toBe('Payment not confirmed yet');
    const back = await pressCheckout(t, authurl, 'success');
    expect(back).toBe(`http://localhost:3000/carddetails?reference=${reference}&trxref=${reference}`);
    const feesBefore = await balance(t.database.db, ACCOUNTS.membershipFees);

    // The browser's return and the webhook race; both settle the same payment.
    const [verify] = await Promise.all([
      m.call('GET', `/getuserpaymentresponse?reference=${reference}&trxref=${reference}`),
      webhooksDelivered(t),
    ]);
    expect(verify.json().data?.pr_response, verify.body).toMatchObject({
      status: true,
      reference,
      amount: 20_000,
    });
    expect(verify.json().message).toBe('Payment successful');
    const entries = await countEntries(t);
    const buy = await m.call('POST', '/usersubscribedplan', {
      planid: await t.planId('GOLD'),
      payment_type: 1,
      payment_data: reference,
    });
    expect(buy.statusCode).toBe(200);
    expect(buy.json().data.u_tfp_pin).toMatch(/^TFP\d{10}$/);
    expect(buy.json().data.u_plan_name).toBe('GOLD');
    expect(buy.json().data.u_trust_link).toBe(
      `http://localhost:3000/register?${buy.json().data.u_tfp_pin.slice(3)}`,
    );

    // A repeated return, callback and a replayed webhook change nothing.
    await m.call('GET', `/getuserpaymentresponse?reference=${reference}`);
    await m.call('POST', '/userplanpaymentcallback', { planid: 1, payment_data: reference });
    expect(await countEntries(t)).toBe(entries);
    expect((await memberBalances(t.database.db, m.id)).contributions).toBe(500_000n);
    expect((await balance(t.database.db, ACCOUNTS.membershipFees)) - feesBefore).toBe(1_500_000n);

    const [ms] = await t.database.db.select().from(memberships).where(eq(memberships.userId, m.id));
    expect(ms?.status).toBe('active');
    expect(ms?.startedAt?.toISOString()).toBe(t.clock.now().toISOString());
    expect(ms?.cycleEndsAt?.toISOString()).toBe('2027-01-05T09:00:00.000Z');
    expect(ms?.cashoutFrom?.toISOString()).toBe('2026-12-29T09:00:00.000Z');
  });

  it('never refunds a paid plan when the return, a status check and the webhook all settle it at once', async () => {
    const m = await newMember(t);
    const { authurl } = (
      await m.call('POST', '/userplanpayment', { planid: await t.planId('SILVER') })
    ).json().data;
    const reference = refOf(authurl);
    const sandbox = sandboxOf(t.app.deps.gateway);
    if (!sandbox) throw new Error('the tests run on the sandbox gateway');
    const verify = sandbox.verify.bind(sandbox);
    let refunds = 0;
    const refund = sandbox.refund.bind(sandbox);
    // The provider answers slowly, so every path finds the payment pending before any of them settles it.
    sandbox.verify = async (ref) => {
      await new Promise((r) => setTimeout(r, 300));
      return verify(ref);
    };
    sandbox.refund = async (input) => {
      refunds += 1;
      return refund(input);
    };
    try {
      await pressCheckout(t, authurl, 'success');
      const answers = await Promise.all([
        m.call('GET', `/getuserpaymentresponse?reference=${reference}`),
        m.call('GET', `/getuserpaymentresponse?reference=${reference}`),
        webhooksDelivered(t),
      ]);
      expect(answers.slice(0, 2).map((a) => a?.json().message)).toEqual([
        'Payment successful',
        'Payment successful',
      ]);
    } finally {
      sandbox.verify = verify;
      sandbox.refund = refund;
    }
    const [paid] = await t.database.db.select().from(payments).where(eq(payments.reference, reference));
    expect(paid).toMatchObject({ status: 'success', refundRequestedAt: null });
    expect(refunds).toBe(0);
    expect((await memberBalances(t.database.db, m.id)).contributions).toBe(100_000n);
  });

  it('reports a declined checkout as failed and leaves the plan pending with nothing posted', async () => {
    const m = await newMember(t);
    const { authurl, reference } = (
      await m.call('POST', '/userplanpayment', { planid: await t.planId('SILVER') })
    ).json().data;
    const entries = await countEntries(t);
    await pressCheckout(t, authurl, 'failure');
    const res = await m.call('GET', `/getuserpaymentresponse?reference=${reference}`);
    expect(res.json().data.pr_response).toMatchObject({ status: false, state: 'failed' });
    const buy = await m.call('POST', '/usersubscribedplan', { payment_type: 1, payment_data: reference });
    expect(buy.statusCode).toBe(400);
    expect(await countEntries(t)).toBe(entries);
    const [ms] = await t.database.db.select().from(memberships).where(eq(memberships.userId, m.id));
    expect(ms?.status).toBe('pending');
    // Nothing was taken, so nothing is refunded.
    const [row] = await t.database.db.select().from(payments).where(eq(payments.reference, reference));
    expect(row).toMatchObject({
      status: 'failed',
      failureReason: 'Declined',
      refundRequestedAt: null,
      refundStatus: null,
    });
    expect(buy.json().message).toBe('Declined');
  });

  it('refuses to apply a payment whose amount differs from what we asked for', async () => {
    const m = await newMember(t);
    const { authurl, reference } = (
      await m.call('POST', '/userplanpayment', { planid: await t.planId('SILVER') })
    ).json().data;
    // The provider will report N4,000 but our row now expects N400 (as if the answer were tampered).
    await t.database.db
      .update(payments)
      .set({ amountKobo: 40_000n })
      .where(eq(payments.reference, reference));
    const entries = await countEntries(t);
    await pressCheckout(t, authurl, 'success');
    await webhooksDelivered(t);
    const res = await m.call('GET', `/getuserpaymentresponse?reference=${reference}`);
    expect(res.json().data.pr_response).toMatchObject({ status: false });
    expect(res.json().data.pr_response.message).toBe(
      'Amount mismatch: the provider reports NGN ₦4,000, we asked for ₦400; refunded',
    );
    expect(await countEntries(t)).toBe(entries);
    // The money the provider took goes back, and an operator is warned.
    const [row] = await t.database.db.select().from(payments).where(eq(payments.reference, reference));
    expect(row).toMatchObject({ status: 'failed', refundStatus: 'processed' });
    expect(row?.refundRequestedAt).not.toBeNull();
    expect(log.lines()).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: 'payment amount mismatch',
        reference,
        paid: '400000',
        expected: '40000',
        currency: 'NGN',
      }),
    );
  });

  it('refuses to apply a payment whose currency differs from what we asked for, and changes nothing', async () => {
    const m = await newMember(t);
    const { authurl, reference } = (
      await m.call('POST', '/userplanpayment', { planid: await t.planId('SILVER') })
    ).json().data;
    // The provider will report NGN, the amount we asked for, but our row now asks for US dollars.
    await t.database.db.update(payments).set({ currency: 'USD' }).where(eq(payments.reference, reference));
    const entries = await countEntries(t);
    await pressCheckout(t, authurl, 'success');
    await webhooksDelivered(t);
    const res = await m.call('GET', `/getuserpaymentresponse?reference=${reference}`);
    expect(res.json().data.pr_response).toMatchObject({ status: false });
    expect(res.json().data.pr_response.message).toMatch(/Amount mismatch: the provider reports NGN/);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.reference, reference));
    expect(row).toMatchObject({ status: 'failed', refundStatus: 'processed' });
    expect(await countEntries(t)).toBe(entries);
    const [ms] = await t.database.db.select().from(memberships).where(eq(memberships.userId, m.id));
    expect(ms?.status).toBe('pending');
    expect((await memberBalances(t.database.db, m.id)).contributions).toBe(0n);
  });

  it('refunds in full, never applying it, a payment for a plan choice replaced or already paid', async () => {
    const m = await newMember(t);
    const checkout = async (plan: string) =>
      (await m.call('POST', '/userplanpayment', { planid: await t.planId(plan) })).json().data as {
        authurl: string;
        reference: string;
      };
    const silver = await checkout('SILVER');
    const gold = await checkout('GOLD'); // replaces the SILVER choice, which is cancelled
    const goldAgain = await checkout('GOLD'); // a second checkout for the same GOLD membership
    const entries = await countEntries(t);

    // One at a time, as the provider would usually send them.
    await pressCheckout(t, silver.authurl, 'success'); // arrives for the cancelled choice
    await webhooksDelivered(t);
    await pressCheckout(t, gold.authurl, 'success');
    await webhooksDelivered(t);
    await pressCheckout(t, goldAgain.authurl, 'success'); // arrives once GOLD is already paid
    await webhooksDelivered(t);
    for (const p of [silver, gold, goldAgain]) {
      await m.call('GET', `/getuserpaymentresponse?reference=${p.reference}`);
    }

    const row = async (reference: string) =>
      (await t.database.db.select().from(payments).where(eq(payments.reference, reference)))[0];
    for (const refunded of [silver, goldAgain]) {
      expect(await row(refunded.reference)).toMatchObject({ status: 'success', refundStatus: 'processed' });
    }
    expect((await row(silver.reference))?.failureReason).toMatch(/chose another plan.*refunded/);
    expect((await row(goldAgain.reference))?.failureReason).toMatch(/already paid.*refunded/);
    expect((await row(gold.reference))?.refundStatus).toBeNull();
    // Only the GOLD payment was applied: its fee and first contribution (N5,000), nothing more.
    expect((await memberBalances(t.database.db, m.id)).contributions).toBe(500_000n);
    const ms = await t.database.db.select().from(memberships).where(eq(memberships.userId, m.id));
    expect(ms.map((x) => x.status).sort()).toEqual(['active', 'cancelled']);
    expect(await countEntries(t)).toBe(entries + 2);
  });

  it("settles a member's card payments arriving at the same moment, each once, with one default card", async () => {
    const m = await newMember(t);
    const started = [];
    for (const plan of ['SILVER', 'GOLD', 'GOLD']) {
      started.push(
        (await m.call('POST', '/userplanpayment', { planid: await t.planId(plan) })).json().data as {
          authurl: string;
          reference: string;
        },
      );
    }
    // All three pressed before any webhook is delivered: their settlements run side by side.
    await Promise.all(started.map((p) => pressCheckout(t, p.authurl, 'success')));
    await webhooksDelivered(t);
    const rows = await t.database.db.select().from(payments).where(eq(payments.userId, m.id));
    expect(rows.map((r) => r.status)).toEqual(['success', 'success', 'success']);
    const saved = await t.database.db.select().from(cards).where(eq(cards.userId, m.id));
    expect(saved.filter((c) => c.isDefault === 1)).toHaveLength(1);
    expect((await memberBalances(t.database.db, m.id)).contributions).toBe(500_000n);
  });

  it("answers 404 for another member's payment reference", async () => {
    const a = await newMember(t);
    const b = await newMember(t);
    const { reference } = (
      await a.call('POST', '/userplanpayment', { planid: await t.planId('SILVER') })
    ).json().data;
    const seen = await b.call('GET', `/getuserpaymentresponse?reference=${reference}`);
    expect(seen.statusCode).toBe(404);
    expect(seen.json().message).toBe('Payment not found');
    expect((await b.call('POST', '/usersubscribedplan', { payment_data: reference })).statusCode).toBe(404);
  });

  it('answers the member’s newest plan payment when no reference is given, and 404 when there is none', async () => {
    const m = await newMember(t);
    const none = await m.call('GET', '/getuserpaymentresponse');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('No payment found');
    const { reference } = (
      await m.call('POST', '/userplanpayment', { planid: await t.planId('GOLD') })
    ).json().data;
    const latest = await m.call('GET', '/getuserpaymentresponse');
    expect(latest.statusCode).toBe(200);
    expect(latest.json().data.pr_response).toMatchObject({ reference, state: 'pending' });
  });

  it('answers 502 with a plain message when the provider fails in a way it does not explain', async () => {
    const m = await newMember(t);
    const sandbox = sandboxOf(t.app.deps.gateway);
    if (!sandbox) throw new Error('the tests run on the sandbox gateway');
    const initialize = sandbox.initialize.bind(sandbox);
    sandbox.initialize = async () => {
      throw new Error('socket hang up');
    };
    try {
      const res = await m.call('POST', '/userplanpayment', { planid: await t.planId('SILVER') });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('The payment provider could not be reached. Please try again.');
    } finally {
      sandbox.initialize = initialize;
    }
    const [row] = await t.database.db.select().from(payments).where(eq(payments.userId, m.id));
    expect(row).toMatchObject({ status: 'failed', failureReason: 'socket hang up' });
  });

  it('refuses the free and flexi plans on the card checkout, and a plan that does not exist', async () => {
    const m = await newMember(t);
    const free = await m.call('POST', '/userplanpayment', { planid: await t.planId('ORDINARY') });
    expect(free.statusCode).toBe(400);
    expect(free.json().message).toBe('The BASIC plan is free: choose Subscribe on the plan page.');
    const flexi = await m.call('POST', '/userplanpayment', { planid: await t.planId('FLEXI') });
    expect(flexi.statusCode).toBe(400);
    expect(flexi.json().message).toBe('Set up the FLEXI plan with your amount, frequency and duration.');
    // A plan the catalogue gained later, with no way to buy it yet.
    const [gold] = await t.database.db.select().from(plans).where(eq(plans.name, 'GOLD'));
    const { id: _id, ...goldTerms } = gold as typeof plans.$inferSelect;
    const [diamond] = await t.database.db
      .insert(plans)
      .values({ ...goldTerms, name: 'DIAMOND', prefix: 'D', sortOrder: 99 })
      .returning();
    const unknown = await m.call('POST', '/userplanpayment', { planid: diamond?.id });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('This plan cannot be bought here.');
    const unknownByTransfer = await m.call('POST', '/userplantransfer', { planid: diamond?.id });
    expect(unknownByTransfer.statusCode).toBe(400);
    expect(unknownByTransfer.json().message).toBe(
      'Bank transfer is for the Silver, Gold and Platinum plans.',
    );
    await t.database.db.update(plans).set({ active: false }).where(eq(plans.name, 'DIAMOND'));
    const missing = await m.call('POST', '/userplanpayment', { planid: 9999 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('This plan is not available. Please choose another plan.');
    expect((await m.call('POST', '/userplanpayment', { planid: 'abc' })).statusCode).toBe(400);
  });

  it('answers 401 "100" to plan calls without a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/userplanpayment', payload: { planid: 1 } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('100');
  });
});

describe('payment webhook (POST /api/payments/webhook)', () => {
  const secret = () =>
    (sandboxOf(t.app.deps.gateway) as NonNullable<ReturnType<typeof sandboxOf>>).webhookSecret;
  const send = async (body: string, signature?: string) => {
    const answer = await postWebhook(t.app, body, { signature: signature || undefined });
    // The answer comes first; the event's work follows from the queue.
    await t.app.paymentEvents.idle();
    return answer;
  };

  it('refuses unsigned and tampered events and changes nothing', async () => {
    const m = await newMember(t);
    const { authurl, reference } = (
      await m.call('POST', '/userplanpayment', { planid: await t.planId('SILVER') })
    ).json().data;
    const body = JSON.stringify({
      event: 'charge.success',
      data: { reference, amount: 400000, currency: 'NGN' },
    });
    expect((await send(body)).statusCode).toBe(401);
    const tampered = body.replace('400000', '100');
    expect((await send(tampered, signWebhook(body, secret()))).statusCode).toBe(401);
    expect((await send(body, signWebhook(body, 'not-the-secret'))).statusCode).toBe(401);
    // A validly signed event for a checkout nobody paid: we ask the provider, which says not paid.
    expect((await send(body, signWebhook(body, secret()))).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.reference, reference));
    expect(row?.status).toBe('pending');
    await pressCheckout(t, authurl, 'failure');
  });

  it('applies a paid checkout from the webhook alone, and a replayed webhook posts nothing', async () => {
    const m = await newMember(t);
    const { authurl, reference } = (
      await m.call('POST', '/userplanpayment', { planid: await t.planId('PLATINUM') })
    ).json().data;
    await pressCheckout(t, authurl, 'success');
    await webhooksDelivered(t);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.reference, reference));
    expect(row?.status).toBe('success');
    const entries = await countEntries(t);
    const body = JSON.stringify({
      event: 'charge.success',
      data: { reference, amount: 4_000_000, currency: 'NGN' },
    });
    for (let i = 0; i < 3; i++) expect((await send(body, signWebhook(body, secret()))).statusCode).toBe(200);
    expect(await countEntries(t)).toBe(entries);
    expect((await memberBalances(t.database.db, m.id)).contributions).toBe(1_000_000n);
  });

  it('acknowledges a signed event for an unknown reference and a malformed body politely', async () => {
    const body = JSON.stringify({ event: 'charge.success', data: { reference: 'TF-NOT-OURS' } });
    expect((await send(body, signWebhook(body, secret()))).statusCode).toBe(200);
    expect((await send('{not json', signWebhook('{not json', secret()))).statusCode).toBe(400);
  });

  it('keeps the ledger balanced after every path above', async () => {
    await webhooksDelivered(t);
    const report = await checkLedger(t.database.db);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
  });
});
