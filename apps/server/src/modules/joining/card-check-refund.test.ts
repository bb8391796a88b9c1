import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, memberships, payments } from '../../db/schema/index.ts';
import { countEntries } from '../../test/database.ts';
import { paystackTestApp } from '../../test/joining.ts';
import { operatorLog } from '../../test/log.ts';
import { newMember } from '../../test/members.ts';

/** The N100 card check of a plan purchase goes back to the member whatever became of the purchase. */
const SECRET = 'sk_test_card_check_refund';
// What went wrong with a payment must reach the log an operator reads.
const log = operatorLog();
let t: Awaited<ReturnType<typeof paystackTestApp>>;
beforeAll(async () => {
  t = await paystackTestApp(SECRET, log.env);
});
afterAll(() => t.close());

describe('a card that cannot be saved for weekly debits', () => {
  it('is refused with a reason, its N100 check is refunded, and the plan is neither charged nor started', async () => {
    t.fake.authorization.reusable = false;
    try {
      const m = await newMember(t);
      const entries = await countEntries(t);
      const reference = await t.payCardCheck(m);
      expect((await t.webhook(reference)).statusCode).toBe(200);

      const [setup] = await t.database.db.select().from(payments).where(eq(payments.reference, reference));
      expect(setup).toMatchObject({
        status: 'failed',
        failureReason: 'This card cannot be saved for weekly debits. Please use another card.',
      });
      expect(t.fake.requests.filter((r) => r.path === '/refund').map((r) => r.body)).toContainEqual({
        transaction: reference,
      });
      expect(setup?.refundRequestedAt).not.toBeNull();
      expect(t.fake.requests.some((r) => r.path === '/transaction/charge_authorization')).toBe(false);
      expect(await t.database.db.select().from(cards).where(eq(cards.userId, m.id))).toEqual([]);
      const [ms] = await t.database.db.select().from(memberships).where(eq(memberships.userId, m.id));
      expect(ms?.status).toBe('pending');
      expect(await countEntries(t)).toBe(entries);
      const back = await m.call('GET', `/getuserpaymentresponse?reference=${reference}`);
      expect(back.json().data.pr_response).toMatchObject({ status: false, state: 'failed' });
    } finally {
      t.fake.authorization.reusable = true;
    }
  });
});

describe('a saved card the bank declines for the plan charge', () => {
  it("answers the purchase failed with the bank's reason, refunds the N100 check and starts no plan", async () => {
    t.fake.declineCharges = 'Insufficient Funds';
    try {
      const m = await newMember(t);
      const entries = await countEntries(t);
      const reference = await t.payCardCheck(m);
      expect((await t.webhook(reference)).statusCode).toBe(200);
      const [setup] = await t.database.db.select().from(payments).where(eq(payments.reference, reference));
      expect(setup).toMatchObject({ status: 'success' });
      expect(setup?.refundRequestedAt).not.toBeNull();
      const back = await m.call('GET', `/getuserpaymentresponse?reference=${reference}`);
      expect(back.json().message).toBe('Insufficient Funds');
      expect(back.json().data.pr_response).toMatchObject({ status: false, state: 'failed' });
      const [ms] = await t.database.db.select().from(memberships).where(eq(memberships.userId, m.id));
      expect(ms?.status).toBe('pending');
      expect(await countEntries(t)).toBe(entries);
    } finally {
      t.fake.declineCharges = null;
    }
  });
});

describe('when a Paystack endpoint is down part way through a card purchase', () => {
  const row = async (reference: string) =>
    (await t.database.db.select().from(payments).where(eq(payments.reference, reference)))[0];

  it('still buys the plan when the N100 refund is refused, and marks the refund failed for an operator', async () => {
    const m = await newMember(t);
    const reference = await t.payCardCheck(m);
    const answer = await t.fake.whileDown('/refund', () => t.webhook(reference));
    expect(answer.statusCode).toBe(200);
    const check = await row(reference);
    expect(check).toMatchObject({ status: 'success', refundStatus: 'failed' });
    expect(check?.refundRequestedAt).not.toBeNull();
    expect(log.lines()).toContainEqual(
      expect.objectContaining({ level: 50, reference, msg: 'refund failed: an operator must refund it' }),
    );
    const back = await m.call('GET', `/getuserpaymentresponse?reference=${reference}`);
    expect(back.json().data.pr_response).toMatchObject({ status: true });
    const [ms] = await t.database.db.select().from(memberships).where(eq(memberships.userId, m.id));
    expect(ms?.status).toBe('active');
    // The plan charge was answered at once: nothing about it waits for an operator.
    expect(log.lines().filter((l) => l.reference === check?.followUpReference)).toEqual([]);
  });

  it('keeps the plan charge open, posting nothing, when the saved card cannot be charged yet, and says so', async () => {
    const m = await newMember(t);
    const reference = await t.payCardCheck(m);
    const entries = await countEntries(t);
    const answer = await t.fake.whileDown('/transaction/charge_authorization', () => t.webhook(reference));
    expect(answer.statusCode).toBe(200);
    const check = await row(reference);
    expect(check?.refundStatus).toBe('pending');
    const plan = await row(String(check?.followUpReference));
    expect(plan).toMatchObject({ status: 'pending', purpose: 'plan' });
    expect(plan?.attemptedAt).not.toBeNull();
    expect(log.lines()).toContainEqual(
      expect.objectContaining({
        level: 40,
        reference: check?.followUpReference,
        msg: 'plan charge unanswered; it will be verified later',
      }),
    );
    expect(await countEntries(t)).toBe(entries);
    const [ms] = await t.database.db.select().from(memberships).where(eq(memberships.userId, m.id));
    expect(ms?.status).toBe('pending');
  });
});

describe('the member back from the card check while the webhook charges the plan', () => {
  it('waits for that charge’s answer instead of asking Paystack about a charge still in flight', async () => {
    const m = await newMember(t);
    const reference = await t.payCardCheck(m);
    t.fake.chargeDelayMs = 1500;
    try {
      // The webhook's work claims the plan charge and waits on Paystack's answer…
      expect((await t.sendWebhook(reference)).statusCode).toBe(200);
      const planReference = `${reference}-P`;
      const claimed = async () =>
        (await t.database.db.select().from(payments).where(eq(payments.reference, planReference)))[0]
          ?.attemptedAt;
      for (let i = 0; i < 50 && !(await claimed()); i++) await new Promise((r) => setTimeout(r, 20));
      expect(await claimed()).toBeTruthy();
      // …while the member's return finds the charge under way and waits for it.
      const back = await m.call('GET', `/getuserpaymentresponse?reference=${reference}`);
      await t.app.paymentEvents.idle();
      expect(back.json().data.pr_response).toMatchObject({ status: true });
      expect(t.fake.requests.filter((r) => r.path === `/transaction/verify/${planReference}`)).toEqual([]);
      const [ms] = await t.database.db.select().from(memberships).where(eq(memberships.userId, m.id));
      expect(ms?.status).toBe('active');
    } finally {
      t.fake.chargeDelayMs = 0;
    }
  });
});

describe('a plan charge Paystack already holds under its reference', () => {
  it('is kept open and verified later, not taken for a decline, and logged for an operator', async () => {
    const m = await newMember(t);
    const reference = await t.payCardCheck(m);
    const planReference = `${reference}-P`;
    // An earlier try of the plan charge is still processing at Paystack.
    t.fake.transactions.set(planReference, { amount: 0, status: 'processing', email: 'a@b.co' });
    expect((await t.webhook(reference)).statusCode).toBe(200);
    const planRow = async () =>
      (await t.database.db.select().from(payments).where(eq(payments.reference, planReference)))[0];
    expect(await planRow()).toMatchObject({ status: 'pending', failureReason: null });
    expect(log.lines()).toContainEqual(
      expect.objectContaining({
        level: 40,
        reference: planReference,
        msg: 'plan charge still in progress at the provider; it will be verified later',
      }),
    );

    // Paystack finishes that charge; a minute on, the member's status check verifies it.
    const processing = t.fake.transactions.get(planReference);
    if (processing) processing.amount = Number((await planRow())?.amountKobo);
    t.fake.pay(planReference);
    t.clock.advance(61_000);
    const back = await m.call('GET', `/getuserpaymentresponse?reference=${reference}`);
    expect(back.json().data.pr_response).toMatchObject({ status: true });
    expect(await planRow()).toMatchObject({ status: 'success' });
    const [ms] = await t.database.db.select().from(memberships).where(eq(memberships.userId, m.id));
    expect(ms?.status).toBe('active');
    const charges = t.fake.requests.filter(
      (r) => r.path === '/transaction/charge_authorization' && r.body.reference === planReference,
    );
    expect(charges).toHaveLength(1);
  });
});

describe('the refund of the N100 check, as Paystack reports it', () => {
  it("stores Paystack's word for it, and logs a failed refund or one that needs attention as an error for an operator", async () => {
    const stored = new Map<string, string | null | undefined>();
    try {
      for (const status of ['processed', 'needs-attention', 'failed'] as const) {
        t.fake.refundStatus = status;
        const reference = await t.payCardCheck(await newMember(t));
        expect((await t.webhook(reference)).statusCode).toBe(200);
        const [check] = await t.database.db.select().from(payments).where(eq(payments.reference, reference));
        stored.set(status, check?.refundStatus);
        const errors = log.lines().filter((l) => l.level === 50 && l.reference === reference);
        if (status === 'processed') expect(errors).toEqual([]);
        if (status === 'failed')
          expect(errors).toContainEqual(
            expect.objectContaining({ msg: 'refund failed: an operator must refund it' }),
          );
        if (status === 'needs-attention')
          expect(errors).toContainEqual(
            expect.objectContaining({
              msg: "refund needs attention: an operator must give the provider the member's bank account",
            }),
          );
      }
    } finally {
      t.fake.refundStatus = 'pending';
    }
    expect(Object.fromEntries(stored)).toEqual({
      processed: 'processed',
      'needs-attention': 'needs-attention',
      failed: 'failed',
    });
  });
});
