import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contributionWeeks, debitMandates } from '../../db/schema/index.ts';
import { weekOf } from '../../test/cycle.ts';
import { paystackTestApp } from '../../test/joining.ts';
import { createMember } from '../../test/members.ts';
import { postWebhook } from '../../test/webhooks.ts';
import { debitReference, runAutoDebit } from '../cycle/index.ts';

// Direct debit with PAYMENT_GATEWAY=paystack, against the fake Paystack held to Paystack's published
// OpenAPI document: every request the adapter sends and every answer is checked against it (a
// violation fails close()).
const SECRET = 'sk_test_direct_debit_paystack_secret';
let t: Awaited<ReturnType<typeof paystackTestApp>>;
beforeAll(async () => {
  t = await paystackTestApp(SECRET);
});
afterAll(() => t.close());

async function member(start: Date) {
  t.clock.set(start);
  const m = await createMember(t, { plan: 'GOLD', pays: 'transfer', startedAt: start });
  const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url: `/api${url}`, headers: m.headers, ...(payload ? { payload } : {}) });
  return { ...m, call, start };
}

/** Paystack's direct-debit webhook for `reference`, signed with `signedWith` (the secret by default). */
async function mandateWebhook(kind: string, reference: string, active: boolean, signedWith = SECRET) {
  const body = JSON.stringify({
    event: `direct_debit.authorization.${kind}`,
    data: {
      authorization_code: t.fake.mandates.get(reference)?.authorizationCode,
      active,
      channel: 'direct_debit',
      card_type: 'mandate',
      bank: 'Guaranty Trust Bank',
      last4: '6789',
      reference,
      customer: { email: 'x@example.com' },
    },
  });
  const answer = await postWebhook(t.app, body, { secret: signedWith });
  await t.app.paymentEvents.idle();
  return answer;
}

const mandateOf = async (reference: string) =>
  (await t.database.db.select().from(debitMandates).where(eq(debitMandates.reference, reference)))[0];

describe('direct debit with PAYMENT_GATEWAY=paystack (against a fake Paystack)', () => {
  it("speaks Paystack's contract: Initialize Authorization with the direct_debit channel, Verify on the return, charge_authorization, Deactivate", async () => {
    const m = await member(new Date('2026-06-01T08:00:00Z'));
    const started = await m.call('POST', '/debitmethod/mandate');
    expect(started.statusCode).toBe(200);
    const { redirect_url, reference } = started.json().data;
    expect(redirect_url).toBe(`https://link.paystack.co/${reference}`);
    const init = t.fake.requests.find((r) => r.path === '/customer/authorization/initialize');
    expect(init?.body).toEqual({
      email: m.email,
      channel: 'direct_debit',
      callback_url: 'http://localhost:3000/profile?debit=mandate',
    });
    // Back once consent is given, before the bank activates it: still waiting...
    t.fake.approveMandate(reference, false);
    const waiting = await m.call('POST', '/debitmethod/mandate/return', { reference });
    expect(waiting.json().data.mandate).toMatchObject({ state: 'pending', bank_name: 'Guaranty Trust Bank' });
    // ...active once the bank activates it: the weekly debit charges its authorization.
    t.fake.approveMandate(reference, true);
    const active = await m.call('POST', '/debitmethod/mandate/return', { reference });
    expect(active.json()).toMatchObject({
      message: 'Your bank account now pays your weekly contribution',
      data: { method: 'mandate', mandate: { state: 'active', account_last4: '6789' } },
    });
    t.clock.set(new Date(weekOf(m.start, 2).getTime() + 60_000));
    await runAutoDebit({
      db: t.database.db,
      gateway: t.app.deps.gateway,
      clock: t.clock,
      mailer: t.app.deps.mailer,
    });
    const ref = debitReference(m.userId, 1, 2);
    const charge = t.fake.requests.find(
      (r) => r.path === '/transaction/charge_authorization' && r.body.reference === ref,
    );
    expect(charge?.body).toMatchObject({
      authorization_code: t.fake.mandates.get(reference)?.authorizationCode,
      amount: 500_000,
      email: m.email,
    });
    const [week] = await t.database.db
      .select()
      .from(contributionWeeks)
      .where(eq(contributionWeeks.reference, ref));
    expect(week).toMatchObject({ status: 'paid', source: 'mandate' });
    // Nothing deactivated: the mandate pays on.
    expect(t.fake.requests.some((r) => r.path === '/customer/authorization/deactivate')).toBe(false);
  });

  it('works each direct-debit webhook once: a forged one is refused, active before created activates once, replays change nothing', async () => {
    const m = await member(new Date('2026-06-02T08:00:00Z'));
    const { reference } = (await m.call('POST', '/debitmethod/mandate')).json().data;
    t.fake.approveMandate(reference, true);
    // Signed with another key: refused, nothing stored.
    expect((await mandateWebhook('active', reference, true, 'sk_test_someone_else')).statusCode).toBe(401);
    expect((await mandateOf(reference))?.status).toBe('pending');
    // Out of order: active first, then created, then both again.
    for (const kind of ['active', 'created', 'active', 'created'])
      expect((await mandateWebhook(kind, reference, kind === 'active')).statusCode).toBe(200);
    expect(await mandateOf(reference)).toMatchObject({ status: 'active', accountLast4: '6789' });
    const verifies = t.fake.requests.filter((r) => r.path === `/customer/authorization/verify/${reference}`);
    expect(verifies.length).toBeGreaterThanOrEqual(2);
    // The bank ends it: an ending event is believed once Paystack no longer calls it active.
    const ended = t.fake.mandates.get(reference);
    if (ended) ended.status = 'inactive';
    expect((await mandateWebhook('deactivated', reference, false)).statusCode).toBe(200);
    expect(await mandateOf(reference)).toMatchObject({
      status: 'ended',
      endedReason: 'Cancelled at your bank',
    });
    // A late active event (replayed) cannot bring it back.
    expect((await mandateWebhook('active', reference, true)).statusCode).toBe(200);
    expect((await mandateOf(reference))?.status).toBe('ended');
  });

  it('deactivates the authorization at Paystack when the member goes back to the card', async () => {
    const m = await member(new Date('2026-06-03T08:00:00Z'));
    // The card on file, as the card change would have saved it from Paystack.
    t.fake.pay((await m.call('POST', '/changecardauthrequest', { page_response: 4 })).json().data.reference);
    await m.call('POST', '/changecardpaymentcallback', {
      payment_data: t.fake.requests.filter((r) => r.path === '/transaction/initialize').at(-1)?.body
        .reference,
    });
    const { reference } = (await m.call('POST', '/debitmethod/mandate')).json().data;
    t.fake.approveMandate(reference, true);
    await m.call('POST', '/debitmethod/mandate/return', { reference });
    const code = t.fake.mandates.get(reference)?.authorizationCode;
    const back = await m.call('POST', '/debitmethod/card');
    expect(back.json().data).toMatchObject({ method: 'card', card: { last4: '4081' } });
    const deactivations = t.fake.requests.filter((r) => r.path === '/customer/authorization/deactivate');
    expect(deactivations.map((r) => r.body)).toEqual([{ authorization_code: code }]);
    expect(t.fake.mandates.get(reference)?.status).toBe('inactive');
    expect((await mandateOf(reference))?.deactivatedAt).not.toBeNull();
  });
});
