import { BANK_MESSAGES, nubanFor } from '@trust/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_SERIALS, sandboxAccount } from '../../gateways/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type FakePaystack, startFakePaystack } from '../../test/fake-paystack.ts';
import { createMember, type TestMember } from '../../test/members.ts';
import { refreshBankList } from './refresh-job.ts';

const SECRET = 'sk_test_fake_paystack_secret';

let fake: FakePaystack;
let t: TestApp;
let member: TestMember;
beforeAll(async () => {
  fake = await startFakePaystack(SECRET);
  t = await createTestApp({
    env: { PAYMENT_GATEWAY: 'paystack', PAYSTACK_BASE_URL: fake.url, PAYSTACK_SECRET_KEY: SECRET },
  });
  member = await createMember(t, { user: { fullName: 'Ngozi Ama Eze' } });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const banks = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/banks' })).json().data as { code: string; name: string }[];
const resolve = (payload: object, m: TestMember = member) =>
  t.app.inject({ method: 'POST', url: '/api/resolveaccount', headers: m.headers, payload });
const resolveCalls = () => fake.requests.filter((r) => r.path.startsWith('/bank/resolve')).length;

describe('GET /banks', () => {
  it("answers the provider's list by name, OPay, Moniepoint, Kuda and PalmPay with their codes", async () => {
    const list = await banks();
    expect(list.map((b) => b.name)).toEqual(
      [...list.map((b) => b.name)].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    for (const [code, name] of [
      ['999992', 'OPay Digital Services Limited (OPay)'],
      ['50515', 'Moniepoint MFB'],
      ['50211', 'Kuda Bank'],
      ['999991', 'PalmPay'],
    ])
      expect(list).toContainEqual({ code, name });
  });

  it('is refreshed by the daily job: a new bank appears, one the provider dropped goes', async () => {
    const before = fake.banks.slice();
    fake.banks = fake.banks
      .filter((b) => b.code !== '100002')
      .concat({ code: '51211', name: 'Moniepoint Test MFB', type: 'nuban' });
    try {
      const { banks: n } = await refreshBankList({ ...t.app.deps }, t.clock.now());
      expect(n).toBe(fake.banks.length);
      const list = await banks();
      expect(list).toContainEqual({ code: '51211', name: 'Moniepoint Test MFB' });
      expect(list.some((b) => b.code === '100002')).toBe(false);
    } finally {
      fake.banks = before;
      await refreshBankList({ ...t.app.deps }, t.clock.now());
    }
  });
});

describe('POST /resolveaccount', () => {
  it('answers the name the bank holds for the account', async () => {
    const account = nubanFor('50515', '123456789');
    fake.bankAccounts.set(`50515:${account}`, 'EZE NGOZI');
    const res = await resolve({ bank_code: '50515', account_number: account });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ account_name: 'EZE NGOZI' });
  });

  it('refuses a wrong check digit without asking the provider', async () => {
    const good = nubanFor('058', '012345678');
    const bad = `${good.slice(0, 9)}${(Number(good[9]) + 3) % 10}`;
    const calls = resolveCalls();
    const res = await resolve({ bank_code: '058', account_number: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: BANK_MESSAGES.checkDigit,
      data: { field: 'account_number' },
    });
    expect(resolveCalls()).toBe(calls);
  });

  it('refuses an account the bank does not have, a bank not in the list and anything but 10 digits', async () => {
    const missing = await resolve({ bank_code: '058', account_number: nubanFor('058', '999999999') });
    expect([missing.statusCode, missing.json().message]).toEqual([400, BANK_MESSAGES.notFound]);
    const unknown = await resolve({ bank_code: '999', account_number: nubanFor('999', '012345678') });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, BANK_MESSAGES.unknownBank]);
    const short = await resolve({ bank_code: '058', account_number: '12345' });
    expect([short.statusCode, short.json().message]).toEqual([400, BANK_MESSAGES.accountNumberDigits]);
  });

  it('answers 503 in plain words when the provider cannot be reached', async () => {
    const account = nubanFor('058', '012345678');
    await fake.whileDown(`/bank/resolve?account_number=${account}&bank_code=058`, async () => {
      const res = await resolve({ bank_code: '058', account_number: account });
      expect([res.statusCode, res.json().message]).toEqual([503, BANK_MESSAGES.unavailable]);
    });
  });

  it('needs a signed-in member', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/resolveaccount',
      payload: { bank_code: '058', account_number: nubanFor('058', '012345678') },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('the offline sandbox', () => {
  it("names an account after the member asking, or someone else, or not at all, by the sandbox's test numbers", async () => {
    const s = await createTestApp();
    try {
      const m = await createMember(s, { user: { fullName: 'Tunde Bello' } });
      const ask = (bank_code: string, account_number: string) =>
        s.app.inject({
          method: 'POST',
          url: '/api/resolveaccount',
          headers: m.headers,
          payload: { bank_code, account_number },
        });
      expect((await ask('999992', '8031234567')).json().data).toEqual({ account_name: 'BELLO TUNDE' });
      const other = await ask('50211', sandboxAccount('50211', SANDBOX_SERIALS.someoneElse));
      expect(other.json().data).toEqual({ account_name: 'OKAFOR CHINEDU' });
      const none = await ask('999991', sandboxAccount('999991', SANDBOX_SERIALS.unknown));
      expect(none.json().message).toBe(BANK_MESSAGES.notFound);
      const list = (await s.app.inject({ method: 'GET', url: '/api/banks' })).json().data;
      expect(list.map((b: { code: string }) => b.code)).toEqual(
        expect.arrayContaining(['999992', '50515', '50211', '999991']),
      );
    } finally {
      await s.close();
    }
  });
});
