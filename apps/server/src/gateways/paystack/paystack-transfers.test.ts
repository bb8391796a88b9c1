import { describe, expect, it } from 'vitest';
import { paystackAdapter } from '../../test/paystack-adapter.ts';

const paystack = paystackAdapter();
const { gateway } = paystack;

describe('Paystack transfers against a fake Paystack', () => {
  it('creates a nuban recipient, starts a transfer from the balance with our reference, and verifies it', async () => {
    const g = gateway();
    const { recipientCode } = await g.createTransferRecipient({
      name: 'Ada Obi',
      accountNumber: '0123456789',
      bankCode: '058',
    });
    expect(recipientCode).toBe('RCP_058_0123456789');
    expect(paystack.requests[0]).toMatchObject({
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
    expect(paystack.requests[1]).toMatchObject({
      method: 'POST',
      path: '/transfer',
      body: { source: 'balance', amount: 1_250_000, recipient: recipientCode, reference: 'tf-payout-1' },
    });
    expect(await g.verifyTransfer('tf-payout-1')).toMatchObject({
      status: 'pending',
      amountKobo: 1_250_000n,
    });
    (paystack.fake.transfers.get('tf-payout-1') as { status: string }).status = 'reversed';
    expect((await g.verifyTransfer('tf-payout-1')).status).toBe('reversed');
    expect(paystack.requests[2]).toMatchObject({ method: 'GET', path: '/transfer/verify/tf-payout-1' });
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
    (paystack.fake.transfers.get('tf-payout-2') as { status: string }).status = 'success';
    expect((await g.initiateTransfer(input)).status).toBe('success');
    expect([...paystack.fake.transfers.keys()].filter((k) => k === 'tf-payout-2')).toHaveLength(1);
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
});
