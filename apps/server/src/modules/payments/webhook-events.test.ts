import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, paymentEvents, payments } from '../../db/schema/index.ts';
import { checkLedger, memberBalances } from '../../ledger/index.ts';
import { paymentEventsJob } from '../../scheduler/payment-events.ts';
import { runJob } from '../../scheduler/scheduler.ts';
import { countEntries } from '../../test/database.ts';
import { paystackTestApp } from '../../test/joining.ts';
import { operatorLog } from '../../test/log.ts';
import { type Member, newMember } from '../../test/members.ts';
import { postWebhook } from '../../test/webhooks.ts';

/** Paystack's webhook is stored, answered at once and worked from the queue; replays post nothing twice. */
const SECRET = 'sk_test_webhook_queue';
let t: Awaited<ReturnType<typeof paystackTestApp>>;
const log = operatorLog();
beforeAll(async () => {
  t = await paystackTestApp(SECRET, log.env);
});
afterAll(() => t.close());

/** Posts a signed event and answers the response as soon as it comes, before any of its work. */
const post = (event: string, data: Record<string, unknown>) =>
  postWebhook(t.app, { event, data }, { secret: SECRET });
const paymentRow = async (reference: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.reference, reference)))[0];
const eventsOf = (reference: string) =>
  t.database.db.select().from(paymentEvents).where(eq(paymentEvents.reference, reference));
const membershipOf = async (m: Member) =>
  (await t.database.db.select().from(memberships).where(eq(memberships.userId, m.id)))[0];
const notices = async (m: Member) =>
  (
    (await m.call('GET', '/usenotificationlist')).json().data.notifications as {
      subject: string;
      message: string;
    }[]
  )
    .filter((n) => n.subject === 'Payment received')
    .map(({ subject, message }) => ({ subject, message }));
const runSweep = () =>
  runJob(paymentEventsJob, { ...t.app.deps, log: t.app.log } as Parameters<typeof runJob>[1]);

/** A SILVER plan on the hosted checkout; answers its reference (not paid yet). */
async function startCheckout(m: Member): Promise<string> {
  const planid = await t.planId('SILVER');
  return (await m.call('POST', '/userplanpayment', { planid })).json().data.reference;
}

describe('the payment webhook and its queue', () => {
  it('answers 200 before any work, keeps the event until the job has done it, and a replay posts nothing', async () => {
    const m = await newMember(t);
    const reference = await startCheckout(m);
    t.fake.pay(reference);
    const entries = await countEntries(t);

    // Paystack cannot be asked right now: the webhook is still answered 200, and nothing is applied.
    const answer = await t.fake.whileDown(`/transaction/verify/${reference}`, async () => {
      const res = await post('charge.success', { id: 501, reference, amount: 400000, currency: 'NGN' });
      await t.app.paymentEvents.idle();
      return res;
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe('Received');
    expect((await paymentRow(reference))?.status).toBe('pending');
    const [waiting] = await eventsOf(reference);
    expect(waiting).toMatchObject({ event: 'charge.success', processedAt: null, attempts: 1 });
    expect(waiting?.lastError).toBeTruthy();
    expect(await countEntries(t)).toBe(entries);

    // The job's sweep takes it up once Paystack answers again.
    expect(await runSweep()).toMatchObject({ processed: 1, waiting: 0 });
    expect((await paymentRow(reference))?.status).toBe('success');
    expect((await membershipOf(m))?.status).toBe('active');
    const posted = await countEntries(t);
    expect(posted).toBeGreaterThan(entries);
    const contributions = (await memberBalances(t.database.db, m.id)).contributions;

    // The same delivery three times and a second event about the same charge: one row each, nothing more posted.
    for (let i = 0; i < 3; i++) {
      expect((await post('charge.success', { id: 501, reference, amount: 400000 })).statusCode).toBe(200);
    }
    expect((await post('charge.success', { id: 502, reference, amount: 400000 })).statusCode).toBe(200);
    await t.app.paymentEvents.idle();
    await runSweep();
    const rows = await eventsOf(reference);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.processedAt)).toBe(true);
    expect(await countEntries(t)).toBe(posted);
    expect((await memberBalances(t.database.db, m.id)).contributions).toBe(contributions);
  });

  it('refuses an unsigned event and keeps nothing of it', async () => {
    const body = JSON.stringify({ event: 'charge.success', data: { reference: 'TF-UNSIGNED' } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(res.statusCode).toBe(401);
    expect(await eventsOf('TF-UNSIGNED')).toEqual([]);
  });

  it('answers 200 and keeps nothing of a signed event whose reference is empty or longer than 100 characters', async () => {
    const before = (await t.database.db.select().from(paymentEvents)).length;
    for (const reference of ['', 'R'.repeat(101)]) {
      const res = await post('charge.success', { id: 4242, reference });
      expect(res.statusCode).toBe(200);
    }
    expect((await t.database.db.select().from(paymentEvents)).length).toBe(before);
    // At 100 characters it is a reference, kept (and found to be no payment of ours by its job).
    expect((await post('charge.success', { id: 4243, reference: 'R'.repeat(100) })).statusCode).toBe(200);
    expect(await eventsOf('R'.repeat(100))).toHaveLength(1);
  });
});

describe('an event whose work cannot be done yet', () => {
  it('waits with its reason for each sweep, and is given up with an error in the log after 20 tries', async () => {
    const m = await newMember(t);
    // The member has not paid: the provider still calls the checkout pending.
    const reference = await startCheckout(m);
    await post('charge.success', { id: 651, reference, amount: 400000 });
    await t.app.paymentEvents.idle();
    const [row] = await eventsOf(reference);
    expect(row).toMatchObject({
      processedAt: null,
      attempts: 1,
      lastError: 'The provider has not settled it yet',
    });
    expect((await paymentRow(reference))?.status).toBe('pending');
    const linesOf = (msg: string) => log.lines().filter((l) => l.msg === msg && l.reference === reference);
    expect(linesOf('payment event not done yet')).toEqual([
      expect.objectContaining({
        level: 40,
        event: 'charge.success',
        err: 'The provider has not settled it yet',
      }),
    ]);
    expect(linesOf('payment event given up')).toEqual([]);

    // Tried by each sweep (its 19th try here) and still waiting, not yet given up.
    await t.database.db
      .update(paymentEvents)
      .set({ attempts: 18 })
      .where(eq(paymentEvents.reference, reference));
    await runSweep();
    expect((await eventsOf(reference))[0]?.attempts).toBe(19);
    expect(linesOf('payment event given up')).toEqual([]);

    // The 20th try fails too: an operator is told, and no sweep takes it again.
    const twentieth = await runSweep();
    expect(twentieth.waiting).toBeGreaterThanOrEqual(1);
    expect((await eventsOf(reference))[0]?.attempts).toBe(20);
    expect(linesOf('payment event given up')).toEqual([
      expect.objectContaining({ level: 50, event: 'charge.success' }),
    ]);
    t.fake.pay(reference);
    await runSweep();
    expect(await eventsOf(reference)).toEqual([expect.objectContaining({ attempts: 20, processedAt: null })]);
    expect((await paymentRow(reference))?.status).toBe('pending');
  });

  it('counts a sweep of only such events as waiting, none done', async () => {
    const m = await newMember(t);
    const reference = await startCheckout(m);
    await post('charge.success', { id: 652, reference, amount: 400000 });
    await t.app.paymentEvents.idle();
    // Every other event of this file is done or given up by now.
    expect(await runSweep()).toEqual({ processed: 0, waiting: 1 });
    t.fake.pay(reference);
    expect(await runSweep()).toEqual({ processed: 1, waiting: 0 });
    expect((await paymentRow(reference))?.status).toBe('success');
  });
});

describe('a charge.success for a payment already marked failed', () => {
  const markFailed = (reference: string) =>
    t.database.db
      .update(payments)
      .set({ status: 'failed', failureReason: 'Abandoned', settledAt: t.clock.now() })
      .where(eq(payments.reference, reference));

  it('is applied when what it paid for is still wanted', async () => {
    const m = await newMember(t);
    const reference = await startCheckout(m);
    await markFailed(reference);
    t.fake.pay(reference);
    expect((await post('charge.success', { id: 601, reference, amount: 400000 })).statusCode).toBe(200);
    await t.app.paymentEvents.idle();
    expect(await paymentRow(reference)).toMatchObject({ status: 'success', refundRequestedAt: null });
    expect((await membershipOf(m))?.status).toBe('active');
    expect((await memberBalances(t.database.db, m.id)).contributions).toBeGreaterThan(0n);
    // Told, as for any payment received, once, and the operators' log says why it came late.
    const back = await m.call('GET', `/getuserpaymentresponse?reference=${reference}`);
    expect(back.json().data.pr_response).toMatchObject({ status: true });
    expect(log.lines().filter((l) => l.msg === 'payment marked failed was paid: applying it now')).toEqual([
      expect.objectContaining({ level: 40, reference, was: 'Abandoned' }),
    ]);
    const verifies = () =>
      t.fake.requests.filter((r) => r.path === `/transaction/verify/${reference}`).length;
    const asked = verifies();
    await post('charge.success', { id: 602, reference, amount: 400000 });
    await t.app.paymentEvents.idle();
    // Settled already: the provider is not asked again, and the member is not told twice.
    expect(verifies()).toBe(asked);
    expect(await notices(m)).toEqual([
      {
        subject: 'Payment received',
        message: `We received your payment of ₦4,000 (your plan), reference ${reference}.`,
      },
    ]);
  });

  it('is left failed, and nothing refunded, while the provider does not confirm it', async () => {
    const m = await newMember(t);
    const reference = await startCheckout(m);
    await markFailed(reference);
    // Not paid at the provider: the event is a forgery or a mistake.
    await post('charge.success', { id: 611, reference, amount: 400000 });
    await t.app.paymentEvents.idle();
    expect(await paymentRow(reference)).toMatchObject({ status: 'failed', refundRequestedAt: null });
    expect(t.fake.requests.filter((r) => r.path === '/refund' && r.body.transaction === reference)).toEqual(
      [],
    );
    expect((await membershipOf(m))?.status).not.toBe('active');
    expect(await notices(m)).toEqual([]);
  });

  it('is refunded, never applied twice, when the member has paid another way since', async () => {
    const m = await newMember(t);
    const first = await startCheckout(m);
    await markFailed(first);
    const second = await startCheckout(m);
    t.fake.pay(second);
    await post('charge.success', { id: 701, reference: second, amount: 400000 });
    await t.app.paymentEvents.idle();
    expect((await membershipOf(m))?.status).toBe('active');
    const contributions = (await memberBalances(t.database.db, m.id)).contributions;
    const entries = await countEntries(t);

    t.fake.pay(first);
    for (let i = 0; i < 2; i++) await post('charge.success', { id: 702, reference: first, amount: 400000 });
    await t.app.paymentEvents.idle();
    const late = await paymentRow(first);
    expect(late?.refundRequestedAt).not.toBeNull();
    expect(late?.failureReason).toMatch(/refunded/);
    expect(t.fake.requests.filter((r) => r.path === '/refund' && r.body.transaction === first)).toHaveLength(
      1,
    );
    expect((await memberBalances(t.database.db, m.id)).contributions).toBe(contributions);
    expect(await countEntries(t)).toBe(entries);
  });
});

describe('refund webhooks', () => {
  it('track the refund to its final word, and a late refund.pending does not take it back', async () => {
    const m = await newMember(t);
    const first = await startCheckout(m);
    const second = await startCheckout(m);
    for (const r of [first, second]) t.fake.pay(r);
    // The second payment for the same plan is refunded (the plan is paid once).
    for (const [i, r] of [first, second].entries())
      await post('charge.success', { id: 800 + i, reference: r });
    await t.app.paymentEvents.idle();
    const refunded = (await paymentRow(first))?.refundRequestedAt ? first : second;
    expect((await paymentRow(refunded))?.refundStatus).toBe('pending');

    // A status Paystack does not send changes nothing; a failure is kept with its words until the refund
    // goes through after all, which clears them.
    await post('refund.reversed', { id: 9001, status: 'reversed', transaction_reference: refunded });
    await t.app.paymentEvents.idle();
    expect((await paymentRow(refunded))?.refundStatus).toBe('pending');
    await t.database.db
      .update(payments)
      .set({ refundStatus: 'failed', refundError: 'Bank account closed' })
      .where(eq(payments.reference, refunded));
    await post('refund.processed', { id: 9001, status: 'processed', transaction_reference: refunded });
    await post('refund.pending', { id: 9001, status: 'pending', transaction_reference: refunded });
    await t.app.paymentEvents.idle();
    expect(await paymentRow(refunded)).toMatchObject({ refundStatus: 'processed', refundError: null });
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });
});

describe('a refund that fails', () => {
  /** Two payments for the same plan: the second is refunded (a plan is paid once). Answers that one. */
  async function paidTwice(ids: [number, number]) {
    const m = await newMember(t);
    const first = await startCheckout(m);
    const second = await startCheckout(m);
    for (const r of [first, second]) t.fake.pay(r);
    for (const [i, r] of [first, second].entries())
      await post('charge.success', { id: ids[i], reference: r });
    await t.app.paymentEvents.idle();
    return (await paymentRow(first))?.refundRequestedAt ? first : second;
  }
  const errorsOf = (reference: string, msg: string) =>
    log.lines().filter((l) => l.level === 50 && l.msg === msg && l.reference === reference);

  it('is kept as failed in the provider’s words when it is refused at once, for an operator', async () => {
    t.fake.refundStatus = 'failed';
    try {
      const refunded = await paidTwice([851, 852]);
      expect(await paymentRow(refunded)).toMatchObject({
        refundStatus: 'failed',
        refundError: 'The provider reports the refund failed',
      });
      expect(errorsOf(refunded, 'refund failed: an operator must refund it')).toHaveLength(1);
    } finally {
      t.fake.refundStatus = 'pending';
    }
  });

  it('later, by its webhook, is logged once for an operator and keeps the words it had', async () => {
    const refunded = await paidTwice([861, 862]);
    expect(await paymentRow(refunded)).toMatchObject({ refundStatus: 'pending', refundError: null });
    await post('refund.processing', { id: 9101, transaction_reference: refunded });
    await t.app.paymentEvents.idle();
    expect(errorsOf(refunded, 'refund needs an operator')).toEqual([]);
    await t.database.db
      .update(payments)
      .set({ refundError: 'Bank account closed' })
      .where(eq(payments.reference, refunded));
    // Paystack delivers the failure twice (two ids): one error line, and the words are not wiped.
    await post('refund.failed', { id: 9102, transaction_reference: refunded });
    await post('refund.failed', { id: 9103, transaction_reference: refunded });
    await t.app.paymentEvents.idle();
    expect(await paymentRow(refunded)).toMatchObject({
      refundStatus: 'failed',
      refundError: 'Bank account closed',
    });
    expect(errorsOf(refunded, 'refund needs an operator')).toEqual([
      expect.objectContaining({ status: 'failed' }),
    ]);
    // Every event about the charge is done, none left for the sweep.
    expect((await eventsOf(refunded)).filter((e) => !e.processedAt)).toEqual([]);
  });

  it('is not tracked for a payment nobody asked to refund', async () => {
    const m = await newMember(t);
    const reference = await startCheckout(m);
    t.fake.pay(reference);
    await post('charge.success', { id: 871, reference });
    await post('refund.needs-attention', { id: 9201, transaction_reference: reference });
    await t.app.paymentEvents.idle();
    expect(await paymentRow(reference)).toMatchObject({ status: 'success', refundStatus: null });
    expect(errorsOf(reference, 'refund needs an operator')).toEqual([]);
  });
});
