import { nubanFor } from '@trust/shared';
import { describe, expect, it } from 'vitest';
import { PAYSTACK_TEST_SECRET, paystackAdapter } from '../../test/paystack-adapter.ts';
import { GatewayError } from '../gateway.ts';
import { PaystackBanks } from './paystack-banks.ts';

// A fake Paystack for the file; every request the adapter sends must keep to Paystack's contract.
const paystack = paystackAdapter();
const banks = () => new PaystackBanks({ baseUrl: paystack.fake.url, secretKey: PAYSTACK_TEST_SECRET });

describe("Paystack's bank list and account names, against a fake Paystack", () => {
  it("lists Nigeria's banks with Bearer auth, mobile-money operators and microfinance banks included", async () => {
    const list = await banks().listBanks();
    expect(paystack.fake.requests[0]).toMatchObject({
      method: 'GET',
      auth: `Bearer ${PAYSTACK_TEST_SECRET}`,
    });
    expect(paystack.fake.requests[0]?.path).toMatch(/^\/bank\?country=nigeria&/);
    const byName = (n: string) => list.find((b) => b.name.includes(n))?.code;
    expect([byName('OPay'), byName('Moniepoint'), byName('Kuda'), byName('PalmPay')]).toEqual([
      '999992',
      '50515',
      '50211',
      '999991',
    ]);
    expect(list.find((b) => b.code === '999992')?.type).toBe('mobile_money');
  });

  it('resolves an account number to the name the bank holds', async () => {
    const account = nubanFor('058', '012345678');
    paystack.fake.bankAccounts.set(`058:${account}`, 'EZE NGOZI AMA');
    const r = await banks().resolveAccount({ bankCode: '058', accountNumber: account, asker: 'Someone' });
    expect(r).toEqual({ kind: 'found', accountName: 'EZE NGOZI AMA' });
    expect(paystack.fake.requests[0]?.path).toBe(`/bank/resolve?account_number=${account}&bank_code=058`);
  });

  it("answers not-found for an account the bank does not have, in Paystack's words", async () => {
    const r = await banks().resolveAccount({ bankCode: '058', accountNumber: nubanFor('058', '999999999') });
    expect(r).toEqual({
      kind: 'not-found',
      message: 'Could not resolve account name. Check parameters or try again.',
    });
  });

  it('throws a GatewayError when Paystack is down, so nothing is taken for an answer', async () => {
    await paystack.fake.whileDown(
      `/bank/resolve?account_number=${nubanFor('058', '012345678')}&bank_code=058`,
      async () => {
        await expect(
          banks().resolveAccount({ bankCode: '058', accountNumber: nubanFor('058', '012345678') }),
        ).rejects.toBeInstanceOf(GatewayError);
      },
    );
  });
});
