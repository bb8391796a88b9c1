import { VIRTUAL_ACCOUNT_UNAVAILABLE } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dedicatedAccounts, dedicatedTransfers } from '../../db/schema/index.ts';
import { checkLedger, memberBalances } from '../../ledger/index.ts';
import { paystackTestApp } from '../../test/joining.ts';
import { createMember } from '../../test/members.ts';
import { postWebhook } from '../../test/webhooks.ts';

const SECRET = 'sk_test_dedicated_accounts_secret';
let t: Awaited<ReturnType<typeof paystackTestApp>>;
beforeAll(async () => {
  t = await paystackTestApp(SECRET, { DEDICATED_ACCOUNT_BANK: 'titan-paystack' });
});
afterAll(() => t.close());

/** Paystack's charge.success for a transfer into a dedicated account, as it sends it. */
async function dedicatedWebhook(reference: string, accountNumber: string, amount: number, id?: number) {
  const body = JSON.stringify({
    event: 'charge.success',
    data: {
      ...(id ? { id } : {}),
      reference,
      amount,
      currency: 'NGN',
      channel: 'dedicated_nuban',
      authorization: { channel: 'dedicated_nuban', receiver_bank_account_number: accountNumber },
    },
  });
  const res = await postWebhook(t.app, body, { secret: SECRET });
  await t.app.paymentEvents.idle();
  return res;
}

describe('dedicated accounts with PAYMENT_GATEWAY=paystack (against a fake Paystack held to its contract)', () => {
  it('creates a Paystack customer, then a dedicated account at the configured preferred bank', async () => {
    const m = await createMember(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/virtualaccount', headers: m.headers });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toEqual({
      bank_name: 'Titan Paystack',
      account_number: expect.stringMatching(/^\d{10}$/),
      account_name: 'TRUST FUND/NGOZI AMA EZE',
    });
    const customer = t.fake.requests.find((r) => r.path === '/customer');
    expect(customer?.body).toMatchObject({ email: m.email, first_name: 'Ngozi', last_name: 'Ama Eze' });
    expect(customer?.auth).toBe(`Bearer ${SECRET}`);
    const dva = t.fake.requests.find((r) => r.path === '/dedicated_account');
    expect(dva?.body).toEqual({ customer: expect.stringMatching(/^CUS_/), preferred_bank: 'titan-paystack' });
    // The second call reads what was stored: Paystack is asked once.
    await t.app.inject({ method: 'GET', url: '/api/virtualaccount', headers: m.headers });
    expect(t.fake.requests.filter((r) => r.path === '/dedicated_account')).toHaveLength(1);
  });

  it('answers 503 with a plain sentence when Paystack is away, stores nothing, and opens the account on the next call', async () => {
    const m = await createMember(t);
    const res = await t.fake.whileDown('/customer', () =>
      t.app.inject({ method: 'GET', url: '/api/virtualaccount', headers: m.headers }),
    );
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(VIRTUAL_ACCOUNT_UNAVAILABLE);
    expect(
      await t.database.db.select().from(dedicatedAccounts).where(eq(dedicatedAccounts.userId, m.userId)),
    ).toHaveLength(0);
    const again = await t.app.inject({ method: 'GET', url: '/api/virtualaccount', headers: m.headers });
    expect(again.statusCode).toBe(200);
  });

  it('credits a dedicated_nuban charge.success once, verified with Paystack, however often it is delivered', async () => {
    const m = await createMember(t, { plan: 'SILVER', pays: 'transfer' });
    const account = (
      await t.app.inject({ method: 'GET', url: '/api/virtualaccount', headers: m.headers })
    ).json().data.account_number;
    const reference = t.fake.receiveTransfer(account, 250_075);
    // The webhook's amount is a hint: Paystack's verify says what arrived.
    expect((await dedicatedWebhook(reference, account, 999_999)).statusCode).toBe(200);
    await dedicatedWebhook(reference, account, 999_999);
    await dedicatedWebhook(reference, account, 250_075, 42);
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(250_075n);
    expect(t.fake.requests.some((r) => r.path === `/transaction/verify/${reference}`)).toBe(true);
    expect(
      await t.database.db
        .select()
        .from(dedicatedTransfers)
        .where(eq(dedicatedTransfers.reference, reference)),
    ).toHaveLength(1);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });
});
