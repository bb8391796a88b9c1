import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joiningTestApp } from '../../test/joining.ts';
import { newMember } from '../../test/members.ts';
import { confirmByTwo } from '../../test/transfers.ts';

const OPERATOR_TOKEN = 'operator-token-for-tests-0123456789';
let t: Awaited<ReturnType<typeof joiningTestApp>>;
beforeAll(async () => {
  t = await joiningTestApp({
    OPERATOR_TOKEN,
    FUND_BANK_NAME: 'Guaranty Trust Bank',
    FUND_ACCOUNT_NUMBER: '0123456789',
    FUND_ACCOUNT_NAME: 'Trust Fund Cooperative',
  });
});
afterAll(() => t.close());

describe('GET /userdashboard with a bank transfer awaited', () => {
  it('shows the amount, the fund’s account and the TFP to use as narration until an operator confirms', async () => {
    const m = await newMember(t);
    const chosen = (await m.call('POST', '/userplantransfer', { planid: await t.planId('GOLD') })).json()
      .data;
    const d = (await m.call('GET', '/userdashboard')).json().data;
    expect(d.awaited_transfer).toMatchObject({
      amount: 20_000,
      plan_name: 'GOLD',
      reference: chosen.reference,
      narration: chosen.narration,
      bank: {
        bank_name: 'Guaranty Trust Bank',
        account_number: '0123456789',
        account_name: 'Trust Fund Cooperative',
      },
    });
    expect(d.awaited_transfer.narration).toMatch(/^TFP\d{10}$/);
    expect(d.cashout_status).toBe(0);

    const confirmed = await confirmByTwo(t, { tfp: chosen.narration, amount: 20_000 });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await m.call('GET', '/userdashboard')).json().data.awaited_transfer).toBeNull();
    // the plan is paid: the member gets the receipt on screen and by e-mail, once
    const receipt = await m.call('GET', `/paymentreceipt?reference=${chosen.reference}`);
    expect(receipt.json().data).toMatchObject({ amount: 20_000, method: 'Bank transfer', plan_name: 'GOLD' });
    const mails = t.outbox().filter((mail) => mail.to === m.email && /receipt/i.test(mail.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('we received your payment of ₦20,000 for the GOLD plan');
  });

  it('is null for a member who paid by card or chose nothing', async () => {
    const m = await newMember(t);
    expect((await m.call('GET', '/userdashboard')).json().data.awaited_transfer).toBeNull();
  });
});
