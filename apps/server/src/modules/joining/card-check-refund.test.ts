import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, memberships, payments } from '../../db/schema/index.ts';
import { type FakePaystack, startFakePaystack } from '../../payments/paystack/fake-paystack.ts';
import { signWebhook } from '../../payments/webhook-signature.ts';
import { countEntries, joiningTestApp, newMember } from './test-support.ts';

/** The N100 card check of a plan purchase goes back to the member whatever became of the purchase. */
const SECRET = 'sk_test_card_check_refund';
let fake: FakePaystack;
let t: Awaited<ReturnType<typeof joiningTestApp>>;
beforeAll(async () => {
  fake = await startFakePaystack(SECRET);
  t = await joiningTestApp({
    PAYMENT_GATEWAY: 'paystack',
    PAYSTACK_BASE_URL: fake.url,
    PAYSTACK_SECRET_KEY: SECRET,
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const webhook = (reference: string) => {
  const body = JSON.stringify({
    event: 'charge.success',
    data: { reference, amount: 10000, currency: 'NGN' },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'x-paystack-signature': signWebhook(body, SECRET) },
    payload: body,
  });
};

describe('a card that cannot be saved for weekly debits', () => {
  it('is refused with a reason, its N100 check is refunded, and the plan is neither charged nor started', async () => {
    fake.authorization.reusable = false;
    try {
      const m = await newMember(t);
      const { reference } = (
        await m.call('POST', '/submituserpaymentcard', {
          card_process: 1,
          payment_type: 1,
          payment_data: await t.planId('SILVER'),
        })
      ).json().data;
      const entries = await countEntries(t);
      fake.pay(reference);
      expect((await webhook(reference)).statusCode).toBe(200);

      const [setup] = await t.database.db.select().from(payments).where(eq(payments.reference, reference));
      expect(setup).toMatchObject({
        status: 'failed',
        failureReason: 'This card cannot be saved for weekly debits. Please use another card.',
      });
      expect(fake.requests.filter((r) => r.path === '/refund').map((r) => r.body)).toContainEqual({
        transaction: reference,
      });
      expect(setup?.refundRequestedAt).not.toBeNull();
      expect(fake.requests.some((r) => r.path === '/transaction/charge_authorization')).toBe(false);
      expect(await t.database.db.select().from(cards).where(eq(cards.userId, m.id))).toEqual([]);
      const [ms] = await t.database.db.select().from(memberships).where(eq(memberships.userId, m.id));
      expect(ms?.status).toBe('pending');
      expect(await countEntries(t)).toBe(entries);
      const back = await m.call('GET', `/getuserpaymentresponse?reference=${reference}`);
      expect(back.json().data.pr_response).toMatchObject({ status: false, state: 'failed' });
    } finally {
      fake.authorization.reusable = true;
    }
  });
});
