import { describe, expect, it } from 'vitest';
import { PAYSTACK_TEST_SECRET, paystackAdapter } from '../../test/paystack-adapter.ts';

const paystack = paystackAdapter();
const { gateway } = paystack;

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
    expect(paystack.requests[0]).toMatchObject({
      method: 'POST',
      path: '/customer',
      auth: `Bearer ${PAYSTACK_TEST_SECRET}`,
      body: { email: 'tunde@example.com', first_name: 'Tunde', last_name: 'Bakare', phone: '2348030000001' },
    });
    const account = await g.createDedicatedAccount({ customerCode, preferredBank: 'wema-bank' });
    expect(account).toEqual({
      bankName: 'Wema Bank',
      accountNumber: expect.stringMatching(/^\d{10}$/),
      accountName: 'TRUST FUND/TUNDE BAKARE',
    });
    expect(paystack.requests[1]).toMatchObject({
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
    const reference = paystack.fake.receiveTransfer(accountNumber, 123_457);
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
    paystack.transactions.set('TF-card-dva', { amount: 5_000, status: 'success', email: 'x@example.com' });
    expect((await g.verifyIncomingTransfer('TF-card-dva')).channel).toBe('card');
    expect((await g.verifyIncomingTransfer('nobody-knows')).status).toBe('failed');
  });
});
