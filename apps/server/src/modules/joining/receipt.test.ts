import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications } from '../../db/schema/index.ts';
import { SANDBOX_CARDS, SANDBOX_OTP } from '../../gateways/sandbox/sandbox-gateway.ts';
import { joiningTestApp, pressCheckout, webhooksDelivered } from '../../test/joining.ts';
import { type Member, newMember } from '../../test/members.ts';

let t: Awaited<ReturnType<typeof joiningTestApp>>;
beforeAll(async () => {
  t = await joiningTestApp();
  t.clock.set('2026-12-03T13:05:00Z');
});
afterAll(async () => {
  await webhooksDelivered(t);
  await t.close();
});

const cardBody = (number: string, planid: number) => ({
  card_name: 'Ada Okafor',
  card_number: number,
  card_exp: '12/30',
  card_cvv: '408',
  card_pin: '1234',
  card_process: 1,
  payment_type: 1,
  fromWeb: 1,
  payment_data: planid,
});
const receiptsTo = (m: Member) =>
  t.outbox().filter((mail) => mail.to === m.email && /receipt/i.test(mail.subject));

describe('the receipt of a plan payment', () => {
  it('shows what was paid, the reference, the date and what it bought, and e-mails it once', async () => {
    const m = await newMember(t, { u_first_name: 'Ada Okafor' });
    const res = await m.call(
      'POST',
      '/submituserpaymentcard',
      cardBody('4084084084084081', await t.planId('GOLD')),
    );
    expect(res.statusCode, res.body).toBe(200);
    await webhooksDelivered(t);
    const receipt = await m.call('GET', `/paymentreceipt?reference=${res.json().data.reference}`);
    expect(receipt.statusCode, receipt.body).toBe(200);
    const r = receipt.json().data;
    expect(r).toMatchObject({
      amount: 20_000,
      plan_name: 'GOLD',
      method: 'Card ending 4081',
      paid_at: '2026-12-03T13:05:00.000Z',
      items: [
        { label: 'GOLD plan membership fee', amount: 15_000 },
        { label: 'First weekly contribution (week 1)', amount: 5_000 },
      ],
    });
    // the card-setup reference answers with the plan payment's own reference
    expect(r.reference).not.toBe(res.json().data.reference);
    expect(r.reference).toMatch(/^[A-Z]+-[0-9A-F]{20}/);
    const mails = receiptsTo(m);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Your Trust Fund receipt ${r.reference}`);
    expect(mails[0]?.text).toContain('Hello Ada,');
    expect(mails[0]?.text).toContain('we received your payment of ₦20,000 for the GOLD plan');
    expect(mails[0]?.text).toContain('Date: 3 Dec 2026, 14:05');
    expect(mails[0]?.text).toContain(`Reference: ${r.reference}`);
    // asking again (the return page, a reload) sends nothing more
    await m.call('GET', `/paymentreceipt?reference=${r.reference}`);
    await m.call('GET', `/getuserpaymentresponse?reference=${r.reference}`);
    expect(receiptsTo(m)).toHaveLength(1);
    // In the app the payment is one notice; its email is this receipt, never a second one queued.
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, m.id));
    expect(told.filter((n) => n.key === 'payment_received')).toHaveLength(1);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.userId, m.id))).toEqual([]);
  });

  it('is e-mailed for a hosted checkout and an OTP payment too', async () => {
    const a = await newMember(t);
    const checkout = await a.call('POST', '/userplanpayment', { planid: await t.planId('SILVER') });
    await pressCheckout(t, checkout.json().data.authurl, 'success');
    await webhooksDelivered(t);
    expect(receiptsTo(a)).toHaveLength(1);

    const b = await newMember(t);
    const otp = await b.call(
      'POST',
      '/submituserpaymentcard',
      cardBody(SANDBOX_CARDS.otp, await t.planId('SILVER')),
    );
    await b.call('POST', '/submituserpaymentcard', {
      card_process: 2,
      payment_type: 2,
      flwRef: otp.json().data.flwRef,
      otp: SANDBOX_OTP,
    });
    await webhooksDelivered(t);
    expect(receiptsTo(b)).toHaveLength(1);
  });

  it('is refused for another member’s payment and for a payment that did not go through', async () => {
    const m = await newMember(t);
    const res = await m.call(
      'POST',
      '/submituserpaymentcard',
      cardBody('4084084084084081', await t.planId('SILVER')),
    );
    await webhooksDelivered(t);
    const other = await newMember(t);
    const theirs = await other.call('GET', `/paymentreceipt?reference=${res.json().data.reference}`);
    expect(theirs.statusCode).toBe(404);
    const declined = await other.call(
      'POST',
      '/submituserpaymentcard',
      cardBody(SANDBOX_CARDS.declined, await t.planId('SILVER')),
    );
    expect(declined.statusCode).toBe(400);
    const latest = await other.call('GET', '/getuserpaymentresponse');
    const failedRef = latest.json().data.pr_response.reference;
    const none = await other.call('GET', `/paymentreceipt?reference=${failedRef}`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('No receipt for this payment yet: it has not been confirmed.');
    expect(receiptsTo(other)).toHaveLength(0);
  });
});
