import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, memberships, payments } from '../../db/schema/index.ts';
import { SANDBOX_CARDS } from '../../gateways/sandbox/sandbox-gateway.ts';
import { checkLedger, memberBalances } from '../../ledger/index.ts';
import { countEntries, dumpDatabase } from '../../test/database.ts';
import { joiningTestApp, pressCheckout, webhooksDelivered } from '../../test/joining.ts';
import { newMember } from '../../test/members.ts';

let t: Awaited<ReturnType<typeof joiningTestApp>>;
beforeAll(async () => {
  t = await joiningTestApp();
});
afterAll(async () => {
  await webhooksDelivered(t);
  await t.close();
});

const PLAIN_CARD = '4084084084084081';
const card = (number: string, patch: Record<string, unknown> = {}) => ({
  card_name: 'Ada Okafor',
  card_number: number,
  card_exp: '12/30',
  card_cvv: '408',
  card_pin: '1234',
  card_process: 1,
  payment_type: 1,
  fromWeb: 1,
  ...patch,
});

describe('card step of a plan purchase (POST /submituserpaymentcard, sandbox)', () => {
  it('buys the plan with a card that needs nothing more, keeping only the token, last 4, brand and expiry', async () => {
    const m = await newMember(t);
    const silver = await t.planId('SILVER');
    const res = await m.call('POST', '/submituserpaymentcard', { ...card(PLAIN_CARD), payment_data: silver });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('successful');
    expect(res.json().data.user.u_tfp_pin).toMatch(/^TFP\d{10}$/);
    await webhooksDelivered(t);
    const saved = await t.database.db.select().from(cards).where(eq(cards.userId, m.id));
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      last4: '4081',
      brand: 'visa',
      expMonth: '12',
      expYear: '30',
      isDefault: 1,
    });
    const rows = await t.database.db.select().from(payments).where(eq(payments.userId, m.id));
    const setup = rows.find((p) => p.purpose === 'card-setup');
    const plan = rows.find((p) => p.purpose === 'plan');
    // The N100 verification is refunded; the plan is charged to the saved card.
    expect(setup).toMatchObject({
      status: 'success',
      amountKobo: 10_000n,
      refundStatus: 'processed',
      method: 'card',
      gateway: 'sandbox',
    });
    expect(plan).toMatchObject({ status: 'success', amountKobo: 400_000n, method: 'saved-card' });
    expect((await memberBalances(t.database.db, m.id)).contributions).toBe(100_000n);
  });

  it('is for the Silver, Gold and Platinum plans: the free and FLEXI plans are refused with what to do', async () => {
    const m = await newMember(t);
    for (const [plan, message] of [
      ['ORDINARY', 'The BASIC plan is free: choose Subscribe on the plan page.'],
      ['FLEXI', 'Set up the FLEXI plan with your amount, frequency and duration.'],
    ] as const) {
      const res = await m.call('POST', '/submituserpaymentcard', {
        ...card(PLAIN_CARD),
        payment_data: await t.planId(plan),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await t.database.db.select().from(payments).where(eq(payments.userId, m.id))).toEqual([]);
  });

  it('asks for the OTP, refuses a wrong one with the provider message, and buys the plan with the right one', async () => {
    const m = await newMember(t);
    const gold = await t.planId('GOLD');
    const first = await m.call('POST', '/submituserpaymentcard', {
      ...card(SANDBOX_CARDS.otp),
      payment_data: gold,
    });
    expect(first.statusCode).toBe(200);
    const { flwRef, chargeResponseMessage } = first.json().data;
    expect(flwRef).toBeTruthy();
    expect(chargeResponseMessage).toMatch(/OTP/);
    const entries = await countEntries(t);
    const wrong = await m.call('POST', '/submituserpaymentcard', {
      card_process: 2,
      payment_type: 2,
      flwRef,
      otp: '654321',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Invalid OTP. You have 2 tries left.');
    expect(await countEntries(t)).toBe(entries);

    const again = await m.call('POST', '/submituserpaymentcard', {
      ...card(SANDBOX_CARDS.otp),
      payment_data: gold,
    });
    const ok = await m.call('POST', '/usersubscribedplan', {
      flwRef: again.json().data.flwRef,
      otp: '123456',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ u_plan_name: 'GOLD' });
    expect(ok.json().data.u_tfp_pin).toMatch(/^TFP\d{10}$/);
    // Sending the same OTP again changes nothing.
    const entriesAfter = await countEntries(t);
    expect(
      (await m.call('POST', '/usersubscribedplan', { flwRef: again.json().data.flwRef, otp: '123456' }))
        .statusCode,
    ).toBe(200);
    await webhooksDelivered(t);
    expect(await countEntries(t)).toBe(entriesAfter);
    expect((await memberBalances(t.database.db, m.id)).contributions).toBe(500_000n);
  });

  it('refuses an OTP without a code and an OTP reference of another member', async () => {
    const a = await newMember(t);
    const b = await newMember(t);
    const r = await a.call('POST', '/submituserpaymentcard', {
      ...card(SANDBOX_CARDS.otp),
      payment_data: await t.planId('SILVER'),
    });
    const short = await a.call('POST', '/submituserpaymentcard', {
      card_process: 2,
      flwRef: r.json().data.flwRef,
      otp: '12',
    });
    expect(short.statusCode).toBe(400);
    const empty = await a.call('POST', '/submituserpaymentcard', {
      card_process: 2,
      flwRef: r.json().data.flwRef,
      otp: '',
    });
    expect(empty.json().message).toBe('Enter OTP');
    const other = await b.call('POST', '/submituserpaymentcard', {
      card_process: 2,
      flwRef: r.json().data.flwRef,
      otp: '123456',
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('This OTP request has expired. Please enter your card details again.');
  });

  it('sends a card that needs the bank page to the checkout, and buys the plan when the member returns', async () => {
    const m = await newMember(t);
    const res = await m.call('POST', '/submituserpaymentcard', {
      ...card(SANDBOX_CARDS.redirect),
      payment_data: await t.planId('PLATINUM'),
    });
    const { authurl, reference } = res.json().data;
    expect(authurl).toBe(`http://localhost:3000/sandbox/checkout/${reference}`);
    const back = await pressCheckout(t, authurl, 'success');
    expect(back).toContain(`/carddetails?reference=${reference}`);
    const verify = await m.call('GET', `/getuserpaymentresponse?reference=${reference}`);
    expect(verify.json().data.pr_response).toMatchObject({ status: true, amount: 40_000 });
    await webhooksDelivered(t);
    const buy = await m.call('POST', '/usersubscribedplan', { payment_type: 1, payment_data: reference });
    expect(buy.json().data.u_plan_name).toBe('PLATINUM');
    expect((await memberBalances(t.database.db, m.id)).contributions).toBe(1_000_000n);
  });

  it("shows a declined card's reason, posts nothing and leaves the plan unpaid", async () => {
    const m = await newMember(t);
    const entries = await countEntries(t);
    const res = await m.call('POST', '/submituserpaymentcard', {
      ...card(SANDBOX_CARDS.declined),
      payment_data: await t.planId('SILVER'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Insufficient funds');
    expect(await countEntries(t)).toBe(entries);
    const [ms] = await t.database.db.select().from(memberships).where(eq(memberships.userId, m.id));
    expect(ms?.status).toBe('pending');
    expect(await t.database.db.select().from(cards).where(eq(cards.userId, m.id))).toHaveLength(0);
  });

  it.each([
    [{ card_exp: '00/00' }, 'Invalid Date'],
    [{ card_exp: '12/25' }, 'Please Enter a valid expiry date'],
    [{ card_exp: '13/30' }, 'Please Enter a valid expiry date'],
    [{ card_exp: '' }, 'Enter card expiry'],
    [{ card_cvv: '' }, 'Enter CVV'],
    [{ card_pin: '' }, 'Enter card pin'],
    [{ card_name: '' }, 'Enter card holder name'],
    [{ card_number: '' }, 'Enter card number'],
    [{ card_number: '40840840' }, 'Enter your 16 digit card numbers'],
  ])('refuses %o with the spec message and charges nothing', async (patch, message) => {
    const m = await newMember(t);
    const res = await m.call('POST', '/submituserpaymentcard', {
      ...card(PLAIN_CARD, patch),
      payment_data: await t.planId('SILVER'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await t.database.db.select().from(payments).where(eq(payments.userId, m.id))).toHaveLength(0);
  });

  it('accepts a card that expires this month (the clock is in January 2026)', async () => {
    const m = await newMember(t);
    const res = await m.call('POST', '/submituserpaymentcard', {
      ...card(PLAIN_CARD, { card_exp: '01/26' }),
      payment_data: await t.planId('SILVER'),
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a second plan purchase once a plan is active', async () => {
    const m = await newMember(t);
    await m.call('POST', '/submituserpaymentcard', {
      ...card(PLAIN_CARD),
      payment_data: await t.planId('SILVER'),
    });
    const again = await m.call('POST', '/submituserpaymentcard', {
      ...card(PLAIN_CARD),
      payment_data: await t.planId('GOLD'),
    });
    expect(again.statusCode).toBe(409);
  });

  it('never writes a card number, CVV or PIN to the database, and the ledger stays balanced', async () => {
    await webhooksDelivered(t);
    const dump = await dumpDatabase(t);
    for (const pan of [PLAIN_CARD, ...Object.values(SANDBOX_CARDS)]) expect(dump).not.toContain(pan);
    const report = await checkLedger(t.database.db);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
  });
});
