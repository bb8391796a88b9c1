import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, payments } from '../../db/schema/index.ts';
import { cardMember } from '../../test/card-change.ts';
import { paystackTestApp } from '../../test/joining.ts';

const SECRET = 'sk_test_card_change_paystack_secret';
let t: Awaited<ReturnType<typeof paystackTestApp>>;
beforeAll(async () => {
  t = await paystackTestApp(SECRET);
});
afterAll(() => t.close());

const member = () => cardMember(t, 'GOLD');

describe('card change with PAYMENT_GATEWAY=paystack (against a fake Paystack)', () => {
  it("sends the card to Paystack's checkout, card only, coming back to /changecard, and ignores any card number sent to us", async () => {
    const m = await member();
    const res = await m.call('POST', '/changecardauthrequest', {
      page_response: 3,
      card_number: '4084084084084081',
    });
    expect(res.statusCode).toBe(200);
    const { authurl, reference } = res.json().data;
    expect(authurl).toBe(`https://checkout.paystack.com/${reference}`);
    const init = t.fake.requests.find(
      (r) => r.path === '/transaction/initialize' && r.body.reference === reference,
    );
    expect(init?.body).toMatchObject({
      amount: 10_000,
      channels: ['card'],
      callback_url: 'http://localhost:3000/changecard?response=3',
    });
    expect(JSON.stringify(t.fake.requests)).not.toContain('4084084084084081');
    const [row] = await t.database.db.select().from(payments).where(eq(payments.reference, reference));
    expect(row).toMatchObject({
      purpose: 'card-change',
      method: 'checkout',
      gateway: 'paystack',
      status: 'pending',
    });
  });

  it('on the return: saves the card token as the debit card, refunds the N100 once, and the webhook changes nothing more', async () => {
    const m = await member();
    const { reference } = (await m.call('POST', '/changecardauthrequest', { page_response: 4 })).json().data;
    // Not paid yet: the change still waits, no card is saved.
    const waiting = (await m.call('POST', '/changecardpaymentcallback', { payment_data: reference })).json()
      .data;
    expect(waiting).toMatchObject({ state: 'checking', card: null });
    t.fake.pay(reference);
    const back = await m.call('POST', '/changecardpaymentcallback', { payment_data: reference });
    expect(back.json().data).toMatchObject({
      state: 'changed',
      message: 'Card added',
      card: { brand: 'visa', last4: '4081' },
    });
    expect((await t.webhook(reference)).statusCode).toBe(200);
    const saved = await t.database.db.select().from(cards).where(eq(cards.userId, m.userId));
    expect(saved).toMatchObject([{ authorizationCode: 'AUTH_fake123', gateway: 'paystack', isDefault: 1 }]);
    const refunds = t.fake.requests.filter((r) => r.path === '/refund' && r.body.transaction === reference);
    expect(refunds).toHaveLength(1);
    expect((await m.call('GET', '/getuserpaymentcard')).json().data.card).toEqual({
      brand: 'visa',
      last4: '4081',
    });
  });
});
