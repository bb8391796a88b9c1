import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakePaystack, startFakePaystack } from '../../test/fake-paystack.ts';
import { GatewayError } from '../gateway.ts';
import { signWebhook } from '../webhook-signature.ts';
import { PaystackGateway } from './paystack-gateway.ts';

const SECRET = 'sk_test_fake_paystack_secret';

let fake: FakePaystack;
let baseUrl: string;
let requests: FakePaystack['requests'];
let transactions: FakePaystack['transactions'];
beforeAll(async () => {
  fake = await startFakePaystack(SECRET);
  baseUrl = fake.url;
  requests = fake.requests;
  transactions = fake.transactions;
});
afterAll(() => fake.close());
beforeEach(() => {
  requests.length = 0;
});
// Every request the adapter sends must be one Paystack's published contract accepts.
afterEach(() => {
  expect(fake.violations.splice(0)).toEqual([]);
});

const gateway = () => new PaystackGateway({ baseUrl, secretKey: SECRET });

describe('Paystack adapter against a fake Paystack', () => {
  it("runs a direct-debit mandate within Paystack's contract: initialize with the direct_debit channel, verify, charge, deactivate", async () => {
    const g = gateway();
    const { redirectUrl, reference } = await g.initializeMandate({
      email: 'ada@example.com',
      callbackUrl: 'http://localhost:3000/profile?debit=mandate',
    });
    expect(redirectUrl).toBe(`https://link.paystack.co/${reference}`);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/customer/authorization/initialize',
      auth: `Bearer ${SECRET}`,
      body: {
        email: 'ada@example.com',
        channel: 'direct_debit',
        callback_url: 'http://localhost:3000/profile?debit=mandate',
      },
    });
    // Before consent Paystack has no authorization under the reference.
    expect(await g.verifyMandate(reference)).toMatchObject({ status: 'not-found' });
    fake.approveMandate(reference, false);
    expect(await g.verifyMandate(reference)).toMatchObject({
      status: 'inactive',
      bankName: 'Guaranty Trust Bank',
    });
    const code = fake.approveMandate(reference, true).authorizationCode;
    expect(await g.verifyMandate(reference)).toEqual({
      status: 'active',
      authorizationCode: code,
      bankName: 'Guaranty Trust Bank',
      accountLast4: '6789',
      accountName: 'Ngozi Ama Eze',
    });
    const charged = await g.chargeAuthorization({
      reference: 'WD-7-1-2',
      amountKobo: 100_000n,
      email: 'ada@example.com',
      authorizationCode: code,
    });
    expect(charged).toMatchObject({ status: 'success', amountKobo: 100_000n });
    expect(await g.deactivateAuthorization(code)).toEqual({ message: 'Authorization has been deactivated' });
    expect(await g.verifyMandate(reference)).toMatchObject({ status: 'inactive' });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /customer/authorization/initialize',
      `GET /customer/authorization/verify/${reference}`,
      `GET /customer/authorization/verify/${reference}`,
      `GET /customer/authorization/verify/${reference}`,
      'POST /transaction/charge_authorization',
      'POST /customer/authorization/deactivate',
      `GET /customer/authorization/verify/${reference}`,
    ]);
  });

  it('initializes a checkout with Bearer auth, the amount in kobo, our reference and the callback', async () => {
    const { authorizationUrl } = await gateway().initialize({
      reference: 'TF-init-1',
      amountKobo: 400_000n,
      email: 'ada@example.com',
      callbackUrl: 'http://localhost:3000/carddetails',
    });
    expect(authorizationUrl).toBe('https://checkout.paystack.com/TF-init-1');
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/transaction/initialize',
      auth: `Bearer ${SECRET}`,
      body: {
        email: 'ada@example.com',
        amount: 400_000,
        reference: 'TF-init-1',
        callback_url: 'http://localhost:3000/carddetails',
      },
    });
  });

  it('verifies a paid reference with its amount, currency and reusable authorization', async () => {
    transactions.set('TF-paid', { amount: 10_000, status: 'success', email: 'a@b.co' });
    const v = await gateway().verify('TF-paid');
    expect(v).toMatchObject({ status: 'success', amountKobo: 10_000n, currency: 'NGN' });
    expect(v.authorization).toMatchObject({
      code: 'AUTH_fake123',
      last4: '4081',
      brand: 'visa',
      reusable: true,
    });
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/transaction/verify/TF-paid' });
  });

  it('keeps an abandoned (unfinished) checkout pending and reports an unknown reference as failed', async () => {
    transactions.set('TF-abandoned', { amount: 10_000, status: 'abandoned', email: 'a@b.co' });
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
    expect(requests[0]?.body).toMatchObject({
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
    transactions.set('TF-refund', { amount: 10_000, status: 'success', email: 'a@b.co' });
    expect(await gateway().refund({ reference: 'TF-refund' })).toEqual({ status: 'pending' });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/refund',
      body: { transaction: 'TF-refund' },
    });
  });

  it("is held to Paystack's published contract: a string amount or an unknown path is refused like Paystack would", async () => {
    const call = (path: string, body: unknown) =>
      fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
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
    expect(transactions.has('TF-contract-1')).toBe(false);
    expect(fake.violations).toEqual([
      'transaction_initialize: /requestBody/amount must be integer',
      "transaction_initialize: /requestBody must have required property 'email'",
      "POST /transactions/initialise is not in Paystack's API",
    ]);
    fake.violations.length = 0;
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
    expect(requests[0]?.body.channels).toEqual(['card']);
    expect(requests[1]?.body).not.toHaveProperty('channels');
    expect(() => fake.pay('TFC-card-only', 'bank_transfer')).toThrow('offers only card');
  });

  it('takes a charge under a reference Paystack already holds for pending, not declined, and verifies it later', async () => {
    transactions.set('TF-auth-busy', { amount: 100_000, status: 'processing', email: 'a@b.co' });
    const again = await gateway().chargeAuthorization({
      reference: 'TF-auth-busy',
      amountKobo: 100_000n,
      email: 'a@b.co',
      authorizationCode: 'AUTH_fake123',
    });
    expect(again).toMatchObject({ status: 'pending', message: 'Duplicate Transaction Reference' });
    expect((await gateway().verify('TF-auth-busy')).status).toBe('pending');
    fake.pay('TF-auth-busy');
    expect(await gateway().verify('TF-auth-busy')).toMatchObject({ status: 'success', amountKobo: 100_000n });
  });

  it.each(['pending', 'processing', 'processed', 'failed', 'needs-attention'] as const)(
    'answers a refund Paystack reports %s in its own word',
    async (status) => {
      const reference = `TF-refund-${status}`;
      transactions.set(reference, { amount: 10_000, status: 'success', email: 'a@b.co' });
      fake.refundStatus = status;
      try {
        expect(await gateway().refund({ reference })).toEqual({ status });
      } finally {
        fake.refundStatus = 'pending';
      }
    },
  );

  it('sends a partial refund amount as integer kobo too', async () => {
    transactions.set('TF-refund-part', { amount: 10_000, status: 'success', email: 'a@b.co' });
    await gateway().refund({ reference: 'TF-refund-part', amountKobo: 2_500n });
    expect(requests[0]?.body).toEqual({ transaction: 'TF-refund-part', amount: 2_500 });
  });

  it('reads no card from a transaction not paid yet, whose authorization Paystack sends empty', async () => {
    transactions.set('TF-unpaid', { amount: 10_000, status: 'abandoned', email: 'a@b.co' });
    const v = await gateway().verify('TF-unpaid');
    expect(v.status).toBe('pending');
    expect(v.authorization).toBeUndefined();
  });

  it('raises a readable error when the key is refused or the provider is unreachable', async () => {
    const wrongKey = new PaystackGateway({ baseUrl, secretKey: 'sk_wrong' });
    await expect(
      wrongKey.initialize({ reference: 'x', amountKobo: 1n, email: 'a@b.co', callbackUrl: 'http://x' }),
    ).rejects.toThrow(new GatewayError('Invalid key'));
    const down = new PaystackGateway({ baseUrl: 'http://127.0.0.1:1', secretKey: SECRET });
    await expect(down.verify('x')).rejects.toBeInstanceOf(GatewayError);
  });

  it('accepts a webhook signed with the secret key and refuses a tampered or unsigned one', () => {
    const body = Buffer.from(
      JSON.stringify({ event: 'charge.success', data: { reference: 'TF-1', amount: 100 } }),
    );
    const g = gateway();
    expect(g.verifyWebhook(body, signWebhook(body, SECRET))).toBe(true);
    const tampered = Buffer.from(body.toString().replace('100', '999'));
    expect(g.verifyWebhook(tampered, signWebhook(body, SECRET))).toBe(false);
    expect(g.verifyWebhook(body, undefined)).toBe(false);
    expect(g.verifyWebhook(body, signWebhook(body, 'another-key'))).toBe(false);
  });

  it('never offers a direct card charge, so card numbers stay on the Paystack page', async () => {
    const g = gateway();
    expect(g.supportsDirectCharge).toBe(false);
    await expect(g.chargeCard()).rejects.toBeInstanceOf(GatewayError);
  });
});

describe('Paystack transfers against a fake Paystack', () => {
  it('creates a nuban recipient, starts a transfer from the balance with our reference, and verifies it', async () => {
    const g = gateway();
    const { recipientCode } = await g.createTransferRecipient({
      name: 'Ada Obi',
      accountNumber: '0123456789',
      bankCode: '058',
    });
    expect(recipientCode).toBe('RCP_058_0123456789');
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/transferrecipient',
      body: {
        type: 'nuban',
        name: 'Ada Obi',
        account_number: '0123456789',
        bank_code: '058',
        currency: 'NGN',
      },
    });
    const started = await g.initiateTransfer({
      reference: 'tf-payout-1',
      amountKobo: 1_250_000n,
      recipientCode,
      reason: 'Trust Fund payout',
    });
    expect(started.status).toBe('pending');
    expect(requests[1]).toMatchObject({
      method: 'POST',
      path: '/transfer',
      body: { source: 'balance', amount: 1_250_000, recipient: recipientCode, reference: 'tf-payout-1' },
    });
    expect(await g.verifyTransfer('tf-payout-1')).toMatchObject({
      status: 'pending',
      amountKobo: 1_250_000n,
    });
    (fake.transfers.get('tf-payout-1') as { status: string }).status = 'reversed';
    expect((await g.verifyTransfer('tf-payout-1')).status).toBe('reversed');
    expect(requests[2]).toMatchObject({ method: 'GET', path: '/transfer/verify/tf-payout-1' });
  });

  it('answers a retried reference with the transfer Paystack holds, never a second transfer', async () => {
    const g = gateway();
    const { recipientCode } = await g.createTransferRecipient({
      name: 'Ada Obi',
      accountNumber: '0123456780',
      bankCode: '058',
    });
    const input = {
      reference: 'tf-payout-2',
      amountKobo: 5_000n,
      recipientCode,
      reason: 'Trust Fund payout',
    };
    await g.initiateTransfer(input);
    (fake.transfers.get('tf-payout-2') as { status: string }).status = 'success';
    expect((await g.initiateTransfer(input)).status).toBe('success');
    expect([...fake.transfers.keys()].filter((k) => k === 'tf-payout-2')).toHaveLength(1);
  });

  it('answers failed for a refused recipient code and for a reference Paystack never saw', async () => {
    const g = gateway();
    const refused = await g.initiateTransfer({
      reference: 'tf-payout-3',
      amountKobo: 5_000n,
      recipientCode: 'RCP_unknown',
      reason: 'Trust Fund payout',
    });
    expect(refused).toEqual({ status: 'failed', message: 'Recipient specified is invalid' });
    expect((await g.verifyTransfer('tf-payout-404')).status).toBe('failed');
  });
  it('lists settlements and reads every page of one settlement’s transactions, as Paystack’s contract gives them', async () => {
    fake.settlements.push({
      id: 8610870,
      status: 'success',
      total_processed: 350_000,
      total_fees: 5_250,
      deductions: 10_000,
      effective_amount: 334_750,
      settlement_date: '2026-03-03T08:00:00.000Z',
      transactions: Array.from({ length: 150 }, (_, i) => ({
        reference: `TF-set-${i}`,
        amount: 2_000 + (i === 149 ? 50_000 : 0),
        fees: 30,
        paid_at: '2026-03-02T10:00:00.000Z',
      })),
    });
    const { settlements, pageCount } = await gateway().listSettlements({ page: 1, perPage: 50 });
    expect(pageCount).toBe(1);
    expect(settlements).toEqual([
      {
        id: '8610870',
        status: 'success',
        settledAt: new Date('2026-03-03T08:00:00.000Z'),
        processedKobo: 350_000n,
        feesKobo: 5_250n,
        deductionsKobo: 10_000n,
        amountKobo: 334_750n,
      },
    ]);
    const transactions = await gateway().settlementTransactions('8610870');
    expect(transactions).toHaveLength(150);
    expect(transactions[149]).toEqual({
      reference: 'TF-set-149',
      amountKobo: 52_000n,
      feesKobo: 30n,
      paidAt: new Date('2026-03-02T10:00:00.000Z'),
    });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /settlement?perPage=50&page=1',
      'GET /settlement/8610870/transactions',
      'GET /transaction?settlement=8610870&per_page=100&page=1',
      'GET /transaction?settlement=8610870&per_page=100&page=2',
    ]);
    expect(requests.every((r) => r.auth === `Bearer ${SECRET}`)).toBe(true);
  });
});

describe('Paystack dedicated accounts against a fake Paystack held to the contract', () => {
  it('creates a customer, then a dedicated account at the preferred bank, within the contract', async () => {
    const g = gateway();
    const { customerCode } = await g.createCustomer({
      email: 'tunde@example.com',
      firstName: 'Tunde',
      lastName: 'Bakare',
      phone: '2348030000001',
    });
    expect(customerCode).toMatch(/^CUS_/);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/customer',
      auth: `Bearer ${SECRET}`,
      body: { email: 'tunde@example.com', first_name: 'Tunde', last_name: 'Bakare', phone: '2348030000001' },
    });
    const account = await g.createDedicatedAccount({ customerCode, preferredBank: 'wema-bank' });
    expect(account).toEqual({
      bankName: 'Wema Bank',
      accountNumber: expect.stringMatching(/^\d{10}$/),
      accountName: 'TRUST FUND/TUNDE BAKARE',
    });
    expect(requests[1]).toMatchObject({
      method: 'POST',
      path: '/dedicated_account',
      body: { customer: customerCode, preferred_bank: 'wema-bank' },
    });
  });

  it('reads a transfer into a dedicated account from verify: channel, customer, account and amount', async () => {
    const g = gateway();
    const { customerCode } = await g.createCustomer({
      email: 'bisi@example.com',
      firstName: 'Bisi',
      lastName: 'Ade',
      phone: '2348030000002',
    });
    const { accountNumber } = await g.createDedicatedAccount({ customerCode, preferredBank: 'wema-bank' });
    const reference = fake.receiveTransfer(accountNumber, 123_457);
    expect(await g.verifyIncomingTransfer(reference)).toEqual({
      reference,
      status: 'success',
      amountKobo: 123_457n,
      currency: 'NGN',
      channel: 'dedicated_nuban',
      customerCode,
      accountNumber,
    });
    // A card payment is not one, and a reference Paystack never saw is failed.
    transactions.set('TF-card-dva', { amount: 5_000, status: 'success', email: 'x@example.com' });
    expect((await g.verifyIncomingTransfer('TF-card-dva')).channel).toBe('card');
    expect((await g.verifyIncomingTransfer('nobody-knows')).status).toBe('failed');
  });
});

describe('Paystack customer identification against a fake Paystack held to the contract', () => {
  it("asks Validate Customer with the BVN and bank account, within Paystack's contract, and takes 202 for in progress", async () => {
    const g = gateway();
    const { customerCode } = await g.createCustomer({
      email: 'chidi@example.com',
      firstName: 'Chidi',
      lastName: 'Obi',
      phone: '2348030000003',
    });
    const answer = await g.validateCustomer({
      customerCode,
      bvn: '22211133344',
      accountNumber: '0123456789',
      bankCode: '058',
      firstName: 'Chidi',
      lastName: 'Obi',
    });
    expect(answer).toEqual({ message: 'Customer Identification in progress' });
    expect(requests.at(-1)).toEqual({
      method: 'POST',
      path: `/customer/${customerCode}/identification`,
      auth: `Bearer ${SECRET}`,
      body: {
        country: 'NG',
        type: 'bank_account',
        account_number: '0123456789',
        bvn: '22211133344',
        bank_code: '058',
        first_name: 'Chidi',
        last_name: 'Obi',
      },
    });
  });

  it('raises a readable error, without the BVN, for a customer Paystack does not know', async () => {
    const refused = await gateway()
      .validateCustomer({
        customerCode: 'CUS_unknown',
        bvn: '22211133344',
        accountNumber: '0123456789',
        bankCode: '058',
        firstName: 'Chidi',
        lastName: 'Obi',
      })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(GatewayError);
    expect((refused as Error).message).toBe('Customer not found');
  });
});
