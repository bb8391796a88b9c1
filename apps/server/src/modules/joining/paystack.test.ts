import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, memberships, payments } from '../../db/schema/index.ts';
import { memberBalances } from '../../ledger/index.ts';
import { countEntries } from '../../test/database.ts';
import { paystackTestApp } from '../../test/joining.ts';
import { newMember } from '../../test/members.ts';

const SECRET = 'sk_test_joining_paystack_secret';
let t: Awaited<ReturnType<typeof paystackTestApp>>;
beforeAll(async () => {
  t = await paystackTestApp(SECRET);
});
afterAll(() => t.close());

describe('joining with PAYMENT_GATEWAY=paystack (against a fake Paystack)', () => {
  it('sends the card step to Paystack checkout, ignoring any card number sent to us', async () => {
    const m = await newMember(t);
    const res = await m.call('POST', '/submituserpaymentcard', {
      card_process: 1,
      payment_type: 1,
      payment_data: await t.planId('SILVER'),
      card_number: '4084084084084081',
    });
    expect(res.statusCode).toBe(200);
    const { authurl, reference } = res.json().data;
    expect(authurl).toBe(`https://checkout.paystack.com/${reference}`);
    const init = t.fake.requests.find(
      (r) => r.path === '/transaction/initialize' && r.body.reference === reference,
    );
    expect(init?.body).toMatchObject({ amount: 10_000, callback_url: 'http://localhost:3000/carddetails' });
    expect(JSON.stringify(t.fake.requests)).not.toContain('4084084084084081');
    // The card is verified on Paystack's own page, not charged directly.
    const [row] = await t.database.db.select().from(payments).where(eq(payments.reference, reference));
    expect(row).toMatchObject({ purpose: 'card-setup', method: 'checkout', gateway: 'paystack' });
  });

  it('sends the plan checkout to Paystack with the amount due and the way back to the card page', async () => {
    const m = await newMember(t);
    const res = await m.call('POST', '/userplanpayment', { planid: await t.planId('GOLD') });
    expect(res.statusCode).toBe(200);
    const { reference } = res.json().data;
    const init = t.fake.requests.find(
      (r) => r.path === '/transaction/initialize' && r.body.reference === reference,
    );
    expect(init?.body).toMatchObject({
      amount: 2_000_000,
      callback_url: 'http://localhost:3000/carddetails',
    });
    const [row] = await t.database.db.select().from(payments).where(eq(payments.reference, reference));
    expect(row).toMatchObject({
      purpose: 'plan',
      method: 'checkout',
      gateway: 'paystack',
      status: 'pending',
    });
  });

  it('on the signed webhook: saves the card token, refunds the N100, charges the plan to the card and activates it once', async () => {
    const m = await newMember(t);
    const { reference } = (
      await m.call('POST', '/submituserpaymentcard', {
        card_process: 1,
        payment_type: 1,
        payment_data: await t.planId('GOLD'),
      })
    ).json().data;
    expect((await t.webhook(reference, 'sk_wrong')).statusCode).toBe(401);
    t.fake.pay(reference);
    expect((await t.webhook(reference)).statusCode).toBe(200);

    const [card] = await t.database.db.select().from(cards).where(eq(cards.userId, m.id));
    expect(card).toMatchObject({ authorizationCode: 'AUTH_fake123', last4: '4081', gateway: 'paystack' });
    expect(t.fake.requests.find((r) => r.path === '/refund')?.body).toEqual({ transaction: reference });
    const charge = t.fake.requests.find(
      (r) => r.path === '/transaction/charge_authorization' && r.body.reference === `${reference}-P`,
    );
    expect(charge?.body).toMatchObject({ amount: 2_000_000, authorization_code: 'AUTH_fake123' });
    const [ms] = await t.database.db.select().from(memberships).where(eq(memberships.userId, m.id));
    expect(ms?.status).toBe('active');
    expect((await memberBalances(t.database.db, m.id)).contributions).toBe(500_000n);

    // The member's return and a replayed webhook change nothing and charge nothing more.
    const entries = await countEntries(t);
    const charges = t.fake.requests.filter((r) => r.path === '/transaction/charge_authorization').length;
    const back = await m.call('GET', `/getuserpaymentresponse?reference=${reference}&trxref=${reference}`);
    expect(back.json().data.pr_response.status).toBe(true);
    expect((await t.webhook(reference)).statusCode).toBe(200);
    expect(await countEntries(t)).toBe(entries);
    expect(t.fake.requests.filter((r) => r.path === '/transaction/charge_authorization')).toHaveLength(
      charges,
    );
    const rows = await t.database.db.select().from(payments).where(eq(payments.userId, m.id));
    expect(rows.map((p) => [p.purpose, p.status]).sort()).toEqual([
      ['card-setup', 'success'],
      ['plan', 'success'],
    ]);
  });

  it("offers only a card on the card check's Paystack checkout, and every channel on a plan checkout", async () => {
    const initOf = (reference: string) =>
      t.fake.requests.find((r) => r.path === '/transaction/initialize' && r.body.reference === reference);
    const m = await newMember(t);
    const check = (
      await m.call('POST', '/submituserpaymentcard', {
        card_process: 1,
        payment_type: 1,
        payment_data: await t.planId('SILVER'),
      })
    ).json().data.reference;
    expect(initOf(check)?.body.channels).toEqual(['card']);
    // Paid by transfer or USSD, the check would leave no card for the weekly debits.
    expect(() => t.fake.pay(check, 'bank_transfer')).toThrow();

    const other = await newMember(t);
    const plan = (await other.call('POST', '/userplanpayment', { planid: await t.planId('GOLD') })).json()
      .data.reference;
    expect(initOf(plan)?.body).not.toHaveProperty('channels');
    t.fake.pay(plan, 'bank_transfer');
    expect((await t.webhook(plan)).statusCode).toBe(200);
    const [ms] = await t.database.db.select().from(memberships).where(eq(memberships.userId, other.id));
    expect(ms?.status).toBe('active');
    expect(await t.database.db.select().from(cards).where(eq(cards.userId, other.id))).toEqual([]);
  });

  it('keeps an unfinished Paystack checkout open (not failed), so paying it later still starts the plan', async () => {
    const m = await newMember(t);
    const { reference } = (
      await m.call('POST', '/userplanpayment', { planid: await t.planId('SILVER') })
    ).json().data;
    const back = await m.call('GET', `/getuserpaymentresponse?reference=${reference}`);
    expect(back.json().data.pr_response).toMatchObject({ status: false, state: 'pending' });
    const early = await m.call('POST', '/usersubscribedplan', { payment_data: reference });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'Your payment has not been confirmed yet. Please try again in a minute.',
    );
    t.fake.pay(reference);
    expect((await t.webhook(reference)).statusCode).toBe(200);
    const again = await m.call('GET', `/getuserpaymentresponse?reference=${reference}`);
    expect(again.json().data.pr_response).toMatchObject({ status: true });
  });
});
