import { describe, expect, it } from 'vitest';
import { PAYSTACK_TEST_SECRET, paystackAdapter } from '../../test/paystack-adapter.ts';

const paystack = paystackAdapter();
const { gateway } = paystack;

describe('Paystack direct-debit mandates against a fake Paystack', () => {
  it("runs a direct-debit mandate within Paystack's contract: initialize with the direct_debit channel, verify, charge, deactivate", async () => {
    const g = gateway();
    const { redirectUrl, reference } = await g.initializeMandate({
      email: 'ada@example.com',
      callbackUrl: 'http://localhost:3000/profile?debit=mandate',
    });
    expect(redirectUrl).toBe(`https://link.paystack.co/${reference}`);
    expect(paystack.requests[0]).toMatchObject({
      method: 'POST',
      path: '/customer/authorization/initialize',
      auth: `Bearer ${PAYSTACK_TEST_SECRET}`,
      body: {
        email: 'ada@example.com',
        channel: 'direct_debit',
        callback_url: 'http://localhost:3000/profile?debit=mandate',
      },
    });
    // Before consent Paystack has no authorization under the reference.
    expect(await g.verifyMandate(reference)).toMatchObject({ status: 'not-found' });
    paystack.fake.approveMandate(reference, false);
    expect(await g.verifyMandate(reference)).toMatchObject({
      status: 'inactive',
      bankName: 'Guaranty Trust Bank',
    });
    const code = paystack.fake.approveMandate(reference, true).authorizationCode;
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
    expect(paystack.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /customer/authorization/initialize',
      `GET /customer/authorization/verify/${reference}`,
      `GET /customer/authorization/verify/${reference}`,
      `GET /customer/authorization/verify/${reference}`,
      'POST /transaction/charge_authorization',
      'POST /customer/authorization/deactivate',
      `GET /customer/authorization/verify/${reference}`,
    ]);
  });
});
