import { describe, expect, it } from 'vitest';
import { PAYSTACK_TEST_SECRET, paystackAdapter } from '../../test/paystack-adapter.ts';

const paystack = paystackAdapter();
const { gateway } = paystack;

describe('Paystack charges and checkout against a fake Paystack', () => {
  it('initializes a checkout with Bearer auth, the amount in kobo, our reference and the callback', async () => {
    const { authorizationUrl } = await gateway().initialize({
      reference: 'TF-init-1',
      amountKobo: 400_000n,
      email: 'ada@example.com',
      callbackUrl: 'http://localhost:3000/carddetails',
    });
    expect(authorizationUrl).toBe('https://checkout.paystack.com/TF-init-1');
    expect(paystack.requests[0]).toMatchObject({
      method: 'POST',
      path: '/transaction/initialize',
      auth: `Bearer ${PAYSTACK_TEST_SECRET}`,
      body: {
        email: 'ada@example.com',
        amount: 400_000,
        reference: 'TF-init-1',
        callback_url: 'http://localhost:3000/carddetails',
      },
    });
  });

  it('verifies a paid reference with its amount, currency and reusable authorization', async () => {
    paystack.transactions.set('TF-paid', { amount: 10_000, status: 'success', email: 'a@b.co' });
    const v = await gateway().verify('TF-paid');
    expect(v).toMatchObject({ status: 'success', amountKobo: 10_000n, currency: 'NGN' });
    expect(v.authorization).toMatchObject({
      code: 'AUTH_fake123',
      last4: '4081',
      brand: 'visa',
      reusable: true,
    });
    expect(paystack.requests[0]).toMatchObject({ method: 'GET', path: '/transaction/verify/TF-paid' });
  });

  it('keeps an abandoned (unfinished) checkout pending and reports an unknown reference as failed', async () => {
    paystack.transactions.set('TF-abandoned', { amount: 10_000, status: 'abandoned', email: 'a@b.co' });
    expect((await gateway().verify('TF-abandoned')).status).toBe('pending');
    expect(await gateway().verify('TF-never')).toMatchObject({
      status: 'failed',
      message: 'Transaction reference not found',
    });
  });

  it('charges a saved card by its authorization code and reports a refused code as failed', async () => {
    const v = await gateway().chargeAuthorization({
      reference: 'TF-auth-1',
      amountKobo: 100_000n,
      email: 'a@b.co',
      authorizationCode: 'AUTH_fake123',
    });
    expect(v).toMatchObject({ status: 'success', amountKobo: 100_000n });
    expect(paystack.requests[0]?.body).toMatchObject({
      authorization_code: 'AUTH_fake123',
      amount: 100_000,
      reference: 'TF-auth-1',
    });
    const refused = await gateway().chargeAuthorization({
      reference: 'TF-auth-2',
      amountKobo: 100_000n,
      email: 'a@b.co',
      authorizationCode: 'AUTH_wrong',
    });
    expect(refused).toMatchObject({ status: 'failed', message: 'Invalid authorization code' });
  });

  it('refunds a paid transaction by its reference', async () => {
    paystack.transactions.set('TF-refund', { amount: 10_000, status: 'success', email: 'a@b.co' });
    expect(await gateway().refund({ reference: 'TF-refund' })).toEqual({ status: 'pending' });
    expect(paystack.requests[0]).toMatchObject({
      method: 'POST',
      path: '/refund',
      body: { transaction: 'TF-refund' },
    });
  });

  it("is held to Paystack's published contract: a string amount or an unknown path is refused like Paystack would", async () => {
    const call = (path: string, body: unknown) =>
      fetch(`${paystack.fake.url}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${PAYSTACK_TEST_SECRET}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const stringAmount = await call('/transaction/initialize', {
      email: 'a@b.co',
      amount: '400000',
      reference: 'TF-contract-1',
    });
    expect(stringAmount.status).toBe(400);
    // Paystack's own words for it; the contract's detail is in the violations.
    expect(await stringAmount.json()).toMatchObject({ status: false, message: 'Invalid Amount Sent' });
    expect((await call('/transaction/initialize', { amount: 400_000 })).status).toBe(400);
    expect((await call('/transactions/initialise', { email: 'a@b.co', amount: 1 })).status).toBe(404);
    expect(paystack.transactions.has('TF-contract-1')).toBe(false);
    expect(paystack.fake.violations).toEqual([
      'transaction_initialize: /requestBody/amount must be integer',
      "transaction_initialize: /requestBody must have required property 'email'",
      "POST /transactions/initialise is not in Paystack's API",
    ]);
    paystack.fake.violations.length = 0;
  });

  it('limits the checkout of a card check to the card channel and leaves every channel to other checkouts', async () => {
    const checkout = (reference: string, cardOnly?: boolean) =>
      gateway().initialize({
        reference,
        amountKobo: 10_000n,
        email: 'a@b.co',
        callbackUrl: 'http://localhost:3000/carddetails',
        cardOnly,
      });
    await checkout('TFC-card-only', true);
    await checkout('TF-any-channel');
    expect(paystack.requests[0]?.body.channels).toEqual(['card']);
    expect(paystack.requests[1]?.body).not.toHaveProperty('channels');
    expect(() => paystack.fake.pay('TFC-card-only', 'bank_transfer')).toThrow('offers only card');
  });

  it('takes a charge under a reference Paystack already holds for pending, not declined, and verifies it later', async () => {
    paystack.transactions.set('TF-auth-busy', { amount: 100_000, status: 'processing', email: 'a@b.co' });
    const again = await gateway().chargeAuthorization({
      reference: 'TF-auth-busy',
      amountKobo: 100_000n,
      email: 'a@b.co',
      authorizationCode: 'AUTH_fake123',
    });
    expect(again).toMatchObject({ status: 'pending', message: 'Duplicate Transaction Reference' });
    expect((await gateway().verify('TF-auth-busy')).status).toBe('pending');
    paystack.fake.pay('TF-auth-busy');
    expect(await gateway().verify('TF-auth-busy')).toMatchObject({ status: 'success', amountKobo: 100_000n });
  });

  it.each(['pending', 'processing', 'processed', 'failed', 'needs-attention'] as const)(
    'answers a refund Paystack reports %s in its own word',
    async (status) => {
      const reference = `TF-refund-${status}`;
      paystack.transactions.set(reference, { amount: 10_000, status: 'success', email: 'a@b.co' });
      paystack.fake.refundStatus = status;
      try {
        expect(await gateway().refund({ reference })).toEqual({ status });
      } finally {
        paystack.fake.refundStatus = 'pending';
      }
    },
  );

  it('sends a partial refund amount as integer kobo too', async () => {
    paystack.transactions.set('TF-refund-part', { amount: 10_000, status: 'success', email: 'a@b.co' });
    await gateway().refund({ reference: 'TF-refund-part', amountKobo: 2_500n });
    expect(paystack.requests[0]?.body).toEqual({ transaction: 'TF-refund-part', amount: 2_500 });
  });

  it('reads no card from a transaction not paid yet, whose authorization Paystack sends empty', async () => {
    paystack.transactions.set('TF-unpaid', { amount: 10_000, status: 'abandoned', email: 'a@b.co' });
    const v = await gateway().verify('TF-unpaid');
    expect(v.status).toBe('pending');
    expect(v.authorization).toBeUndefined();
  });
});
