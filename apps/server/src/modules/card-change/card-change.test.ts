import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, notifications } from '../../db/schema/index.ts';
import { SANDBOX_CARDS, SANDBOX_OTP } from '../../gateways/sandbox/sandbox-gateway.ts';
import { checkLedger } from '../../ledger/index.ts';
import {
  type CardMember,
  cardChangesOf,
  cardForm,
  cardMember,
  OTHER_CARD,
  PLAIN_CARD,
  sendCardOtp,
} from '../../test/card-change.ts';
import { dumpDatabase } from '../../test/database.ts';
import { joiningTestApp, pressCheckout, webhooksDelivered } from '../../test/joining.ts';
import { REPLACED_BY_NEWER } from './purpose.ts';

// Every request is logged to a file here, which the last test searches for card numbers.
const logFile = join(mkdtempSync(join(tmpdir(), 'trust-card-change-')), 'app.log');
let t: Awaited<ReturnType<typeof joiningTestApp>>;
/** The references the provider was asked to refund, in order. */
const refunds: string[] = [];
beforeAll(async () => {
  t = await joiningTestApp({ LOG_LEVEL: 'info', LOG_FILE: logFile });
  const gateway = t.app.deps.gateway;
  const refund = gateway.refund.bind(gateway);
  gateway.refund = (input) => {
    refunds.push(input.reference);
    return refund(input);
  };
});
afterAll(async () => {
  await webhooksDelivered(t);
  await t.close();
});

const card = cardForm;
/** A SILVER member with no card (paid by transfer), and calls signed in as them. */
const member = () => cardMember(t);
type TestMember = CardMember;

const cardsOf = (userId: number) => t.database.db.select().from(cards).where(eq(cards.userId, userId));
const changesOf = (userId: number) => cardChangesOf(t, userId);
const cardOnFile = async (m: TestMember) => (await m.call('GET', '/getuserpaymentcard')).json().data;
const sendOtp = sendCardOtp;

describe('the card on file (GET /getuserpaymentcard)', () => {
  it('shows the brand and last four digits only, and the plan the card pays', async () => {
    const m = await member();
    expect(await cardOnFile(m)).toEqual({
      card: null,
      plan: { plan_name: 'SILVER', contribution: 1000, frequency: 'Weekly' },
    });
    await m.call('POST', '/changecardauthrequest', card(PLAIN_CARD));
    const res = await m.call('GET', '/getuserpaymentcard');
    expect(res.json().data.card).toEqual({ brand: 'visa', last4: '4081' });
    expect(res.body).not.toContain('AUTH_');
    expect(res.body).not.toContain(PLAIN_CARD.slice(0, 12));
  });
});

describe('a card change (POST /changecardauthrequest, sandbox)', () => {
  it('adds a first card for a member with none: N100 checked, refunded once, only the token, last 4, brand and expiry kept', async () => {
    const m = await member();
    const res = await m.call('POST', '/changecardauthrequest', card(PLAIN_CARD));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      status: 'successful',
      change: {
        state: 'changed',
        message: 'Card added',
        card: { brand: 'visa', last4: '4081' },
        replaced: false,
        verification_amount: 100,
        flwRef: null,
      },
    });
    // Refunded by this call or by the provider's webhook racing it (then still 'pending' in this answer).
    expect(['processed', 'pending']).toContain(data.change.refund_status);
    expect(data.reference).toMatch(/^TCC-[0-9A-F]{20}$/);
    await webhooksDelivered(t);
    expect(await cardsOf(m.userId)).toMatchObject([
      { last4: '4081', brand: 'visa', expMonth: '12', expYear: '30', isDefault: 1 },
    ]);
    expect(await changesOf(m.userId)).toMatchObject([
      {
        status: 'success',
        amountKobo: 10_000n,
        method: 'card',
        refundStatus: 'processed',
        membershipId: null,
      },
    ]);
    expect(refunds.filter((r) => r === data.reference)).toHaveLength(1);
  });

  it('asks for the OTP; a wrong code is typed again without losing the change, the right one saves the new card', async () => {
    const m = await member();
    await m.call('POST', '/changecardauthrequest', card(PLAIN_CARD));
    const res = await m.call('POST', '/changecardauthrequest', card(SANDBOX_CARDS.otp));
    expect(res.statusCode).toBe(200);
    const { flwRef, reference, otp_attempts_left } = res.json().data;
    expect(flwRef).toBeTruthy();
    expect(otp_attempts_left).toBe(3);
    // The page can pick the change up again (a reload on /otp): it still waits for the code.
    const pending = (await m.call('POST', '/getchangecard')).json().data;
    expect(pending).toMatchObject({ reference, state: 'checking', flwRef, card: null });

    const wrong = await sendOtp(m, flwRef, '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'Invalid OTP. You have 2 tries left.',
      data: { otp_attempts_left: 2 },
    });
    expect((await cardOnFile(m)).card).toEqual({ brand: 'visa', last4: '4081' });

    const right = await sendOtp(m, flwRef, SANDBOX_OTP);
    expect(right.statusCode).toBe(200);
    expect(right.json().data.reference).toBe(reference);
    await webhooksDelivered(t);
    const done = (await m.call('POST', '/getupdatedchangecard', {})).json().data;
    expect(done).toMatchObject({
      reference,
      state: 'changed',
      message: 'Card changed',
      card: { brand: 'mastercard', last4: '2950' },
      replaced: true,
      refund_status: 'processed',
    });
    expect((await m.call('POST', '/getchangecard')).json().data).toBeNull();
    const saved = await cardsOf(m.userId);
    expect(saved.filter((c) => c.isDefault === 1).map((c) => c.last4)).toEqual(['2950']);
    expect(saved).toHaveLength(2);
    // Each saved card (the first change to 4081, then this one) is told once.
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, m.userId));
    const changes = told.filter((n) => n.key === 'card_changed').sort((a, b) => a.id - b.id);
    expect(changes.map((n) => n.message)).toEqual([
      'Your weekly contributions will now be charged to your card ending 4081.',
      'Your weekly contributions will now be charged to your card ending 2950.',
    ]);
  });

  it('sends a card that needs the bank page to it, and saves the card when the member comes back to /changecard', async () => {
    const m = await member();
    const res = await m.call(
      'POST',
      '/changecardauthrequest',
      card(SANDBOX_CARDS.redirect, { page_response: 4 }),
    );
    expect(res.statusCode).toBe(200);
    const { authurl, reference } = res.json().data;
    expect(authurl).toContain('/sandbox/checkout/');
    const back = new URL(await pressCheckout(t, authurl, 'success'));
    expect(back.pathname).toBe('/changecard');
    expect(back.searchParams.get('response')).toBe('4');
    expect(back.searchParams.get('reference')).toBe(reference);
    await webhooksDelivered(t); // the provider's webhook settles it too; either way the answer is the same
    const answer = await m.call('POST', '/changecardpaymentcallback', { payment_data: reference });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({
      state: 'changed',
      message: 'Card added',
      card: { last4: '4246' },
      refund_status: 'processed',
    });
  });

  it('refunds the N100 once, whichever of the return, the confirmation and the webhook comes first', async () => {
    const m = await member();
    const res = await m.call('POST', '/changecardauthrequest', card(SANDBOX_CARDS.redirect));
    const { authurl, reference } = res.json().data;
    await pressCheckout(t, authurl, 'success');
    await Promise.all([
      m.call('POST', '/changecardpaymentcallback', { payment_data: reference }),
      m.call('POST', '/updatechangecard', { change_card: reference }),
      m.call('POST', '/changecardpaymentcallback', { payment_data: reference }),
      webhooksDelivered(t),
    ]);
    await m.call('POST', '/updatechangecard', { change_card: reference });
    await webhooksDelivered(t);
    expect(refunds.filter((r) => r === reference)).toHaveLength(1);
    expect(await cardsOf(m.userId)).toHaveLength(1);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it("shows a declined card's failure in the spec's words with the bank's reason, and keeps the old card", async () => {
    const m = await member();
    await m.call('POST', '/changecardauthrequest', card(PLAIN_CARD));
    const res = await m.call('POST', '/changecardauthrequest', card(SANDBOX_CARDS.declined));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'your transaction failed, please try again later',
      data: { reason: 'Insufficient funds' },
    });
    expect((await cardOnFile(m)).card).toEqual({ brand: 'visa', last4: '4081' });
    const [, declined] = await changesOf(m.userId);
    expect(declined).toMatchObject({
      status: 'failed',
      failureReason: 'Insufficient funds',
      refundStatus: null,
    });
    expect((await m.call('POST', '/getupdatedchangecard', {})).json().data).toMatchObject({
      state: 'failed',
      message: 'Insufficient funds',
      card: null,
    });
  });

  it('keeps the old card when the bank page is declined', async () => {
    const m = await member();
    await m.call('POST', '/changecardauthrequest', card(PLAIN_CARD));
    const { authurl, reference } = (
      await m.call('POST', '/changecardauthrequest', card(SANDBOX_CARDS.redirect))
    ).json().data;
    await pressCheckout(t, authurl, 'failure');
    const answer = (await m.call('POST', '/changecardpaymentcallback', { payment_data: reference })).json()
      .data;
    expect(answer).toMatchObject({ state: 'failed', message: 'Declined', card: null });
    expect((await cardOnFile(m)).card).toEqual({ brand: 'visa', last4: '4081' });
  });

  it('after the third wrong code fails the change and keeps the old card', async () => {
    const m = await member();
    await m.call('POST', '/changecardauthrequest', card(PLAIN_CARD));
    const { flwRef } = (await m.call('POST', '/changecardauthrequest', card(SANDBOX_CARDS.otp))).json().data;
    for (const left of [2, 1])
      expect((await sendOtp(m, flwRef, '000000')).json().data.otp_attempts_left).toBe(left);
    const last = await sendOtp(m, flwRef, '000000');
    expect(last.statusCode).toBe(400);
    expect(last.json().data.otp_attempts_left).toBe(0);
    expect((await sendOtp(m, flwRef, SANDBOX_OTP)).statusCode).toBe(400);
    expect((await cardOnFile(m)).card).toEqual({ brand: 'visa', last4: '4081' });
    expect((await m.call('POST', '/getupdatedchangecard', {})).json().data.state).toBe('failed');
  });

  it('lets only the latest change save a card: an older bank page finished later is refunded and changes nothing', async () => {
    const m = await member();
    const older = (await m.call('POST', '/changecardauthrequest', card(SANDBOX_CARDS.redirect))).json().data;
    expect((await m.call('POST', '/changecardauthrequest', card(OTHER_CARD))).statusCode).toBe(200);
    await pressCheckout(t, older.authurl, 'success');
    await webhooksDelivered(t);
    const answer = (
      await m.call('POST', '/changecardpaymentcallback', { payment_data: older.reference })
    ).json().data;
    expect(answer).toMatchObject({ state: 'failed', message: REPLACED_BY_NEWER, refund_status: 'processed' });
    expect((await cardOnFile(m)).card).toEqual({ brand: 'visa', last4: '1111' });
    expect(refunds.filter((r) => r === older.reference)).toHaveLength(1);
  });

  it.each([
    ['card_exp', { card_exp: '13/30' }, 'Please Enter a valid expiry date'],
    ['card_exp', { card_exp: '01/20' }, 'Please Enter a valid expiry date'],
    ['card_name', { card_name: 'A'.repeat(41) }, 'Must be 40 characters or less'],
    ['card_name', { card_name: 'Ngozi 3' }, 'Use letters only'],
    ['card_number', { card_number: '40840840' }, 'Enter your 16 digit card numbers'],
    ['card_cvv', { card_cvv: '' }, 'Enter CVV'],
    ['card_pin', { card_pin: '12' }, 'a field must be 4 characters long'],
  ])('refuses a bad %s with the spec message and records nothing', async (field, patch, message) => {
    const m = await member();
    const res = await m.call('POST', '/changecardauthrequest', card(PLAIN_CARD, patch));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, data: { field } });
    expect(await changesOf(m.userId)).toEqual([]);
  });

  it("answers 404 for another member's card change, and shows them nothing of it", async () => {
    const a = await member();
    const b = await member();
    const { reference, flwRef } = (
      await a.call('POST', '/changecardauthrequest', card(SANDBOX_CARDS.otp))
    ).json().data;
    for (const [url, body] of [
      ['/getupdatedchangecard', { reference }],
      ['/updatechangecard', { change_card: reference }],
      ['/changecardpaymentcallback', { payment_data: reference }],
    ] as const) {
      const res = await b.call('POST', url, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('Card change not found');
    }
    expect((await sendOtp(b, flwRef, SANDBOX_OTP)).statusCode).toBe(404);
    expect((await b.call('POST', '/getchangecard')).json().data).toBeNull();
    // a's change still waits for a's code
    expect((await a.call('POST', '/getchangecard')).json().data).toMatchObject({
      reference,
      state: 'checking',
    });
  });

  it('needs a signed-in member', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/getuserpaymentcard' });
    expect(res.statusCode).toBe(401);
  });

  it('never writes a card number, CVV or PIN to the database or the log, and the ledger stays balanced', async () => {
    await webhooksDelivered(t);
    const dump = await dumpDatabase(t);
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
    expect(log).toContain('/api/changecardauthrequest'); // the requests were logged
    for (const pan of [PLAIN_CARD, OTHER_CARD, ...Object.values(SANDBOX_CARDS)]) {
      expect(dump).not.toContain(pan);
      expect(log).not.toContain(pan);
    }
    expect(log).not.toContain('"card_pin"');
    expect(log).not.toContain('"card_cvv"');
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });
});
