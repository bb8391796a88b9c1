import { describe, expect, it } from 'vitest';
import { PAYSTACK_TEST_SECRET, paystackAdapter } from '../../test/paystack-adapter.ts';
import { GatewayError } from '../gateway.ts';

const paystack = paystackAdapter();
const { gateway } = paystack;

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
    expect(paystack.requests.at(-1)).toEqual({
      method: 'POST',
      path: `/customer/${customerCode}/identification`,
      auth: `Bearer ${PAYSTACK_TEST_SECRET}`,
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
