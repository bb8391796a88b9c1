import { VIRTUAL_ACCOUNT_AWAITING_BVN, VIRTUAL_ACCOUNT_NOT_OPENED } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dedicatedAccountFailures, dedicatedAccounts } from '../../db/schema/index.ts';
import { SANDBOX_IDENTIFICATION, type SandboxGateway, sandboxOf } from '../../gateways/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { paystackTestApp } from '../../test/joining.ts';
import { createMember, type TestMember } from '../../test/members.ts';
import { multipartForm } from '../../test/multipart.ts';
import { postWebhook } from '../../test/webhooks.ts';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

/** A member with payout bank details from the bank list (GTBank, 058), which identification needs. */
const withBank = (t: Pick<TestApp, 'database' | 'clock'>) =>
  createMember(t, { bank: true, user: { bankCode: '058', fullName: 'Ngozi Ama Eze' } });

const uploadBvn = (t: Pick<TestApp, 'app'>, m: TestMember, bvn: string) => {
  const form = multipartForm(
    { id_type: 'bvn', id_number: bvn },
    { field: 'id_file', filename: 'bvn.png', contentType: 'image/png', bytes: PNG },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/useriddocumentupload',
    headers: { ...m.headers, ...form.headers },
    payload: form.payload,
  });
};

const virtualAccount = (t: Pick<TestApp, 'app'>, m: TestMember) =>
  t.app.inject({ method: 'GET', url: '/api/virtualaccount', headers: m.headers });

/** Paystack's dedicatedaccount.assign webhook, as its DVA guide shows it. */
const assignBody = (
  outcome: 'success' | 'failed',
  customer: { code: string; email: string },
  account = { number: '9930000411', bank: 'Wema Bank', name: 'TRUST FUND/NGOZI AMA EZE' },
  reason = 'Customer BVN does not match the bank account',
) =>
  JSON.stringify({
    event: `dedicatedaccount.assign.${outcome}`,
    data: {
      customer: {
        id: 100110,
        first_name: 'Ngozi',
        last_name: 'Ama Eze',
        email: customer.email,
        customer_code: customer.code,
        phone: '+2348100000000',
      },
      dedicated_account:
        outcome === 'success'
          ? {
              bank: { name: account.bank, id: 20, slug: 'wema-bank' },
              account_name: account.name,
              account_number: account.number,
              assigned: true,
              currency: 'NGN',
              active: true,
            }
          : null,
      identification: { status: outcome === 'success' ? 'success' : 'failed' },
      ...(outcome === 'failed' ? { reason } : {}),
    },
  });

const storedAccounts = (t: Pick<TestApp, 'database'>, m: TestMember) =>
  t.database.db.select().from(dedicatedAccounts).where(eq(dedicatedAccounts.userId, m.userId));

describe('a dedicated account that waits for the member’s BVN (sandbox requiring validated customers)', () => {
  let t: TestApp;
  let sandbox: SandboxGateway;
  beforeAll(async () => {
    t = await createTestApp({
      env: { PUBLIC_URL: 'http://localhost:3000', SANDBOX_DVA_REQUIRES_VALIDATION: '1' },
    });
    const s = sandboxOf(t.app.deps.gateway);
    if (!s) throw new Error('the test app runs the sandbox gateway');
    sandbox = s;
  });
  afterAll(() => t.close());

  const post = (body: string) => postWebhook(t.app, body, { secret: sandbox.webhookSecret });

  it('answers 409 “add your BVN” while the provider refuses, then opens the account once the BVN is identified', async () => {
    const m = await withBank(t);
    const waiting = await virtualAccount(t, m);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json()).toMatchObject({
      status: 'error',
      message: VIRTUAL_ACCOUNT_AWAITING_BVN,
      data: { waiting: 'bvn' },
    });
    expect(await storedAccounts(t, m)).toHaveLength(0);
    // Asking again before the BVN changes nothing.
    expect((await virtualAccount(t, m)).statusCode).toBe(409);

    expect((await uploadBvn(t, m, '22233344455')).statusCode).toBe(201);
    await sandbox.settled();
    // The identification's success asked for the account: it is stored before the member comes back.
    const [row] = await storedAccounts(t, m);
    expect(row?.accountNumber).toMatch(/^\d{10}$/);
    const opened = await virtualAccount(t, m);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toEqual({
      bank_name: row?.bankName,
      account_number: row?.accountNumber,
      account_name: 'TRUST FUND/NGOZI AMA EZE',
    });
  });

  it('keeps waiting when the BVN fails identification, and opens nothing', async () => {
    const m = await withBank(t);
    expect((await virtualAccount(t, m)).statusCode).toBe(409);
    await uploadBvn(t, m, `2223334${SANDBOX_IDENTIFICATION.failingBvnSuffix}`);
    await sandbox.settled();
    expect(await storedAccounts(t, m)).toHaveLength(0);
    expect((await virtualAccount(t, m)).json().message).toBe(VIRTUAL_ACCOUNT_AWAITING_BVN);
  });

  it('stores one account however often the success comes, in any order with a failure', async () => {
    const m = await withBank(t);
    sandbox.holdIdentificationEvents = true;
    try {
      await uploadBvn(t, m, '30011122233');
    } finally {
      sandbox.holdIdentificationEvents = false;
    }
    const success = sandbox.identificationEvents.at(-1) ?? '';
    const customer = JSON.parse(success).data.customer_code;
    const failure = success
      .replace('customeridentification.success', 'customeridentification.failed')
      .replace(`"customer_code":"${customer}"`, `"customer_code":"${customer}","reason":"BVN mismatch"`);
    expect((await post(failure)).statusCode).toBe(200);
    expect(await storedAccounts(t, m)).toHaveLength(0);
    expect((await post(success)).statusCode).toBe(200);
    const [first] = await storedAccounts(t, m);
    expect(first).toBeDefined();
    // Replays and a late failure change nothing.
    expect((await post(success)).statusCode).toBe(200);
    expect((await post(failure)).statusCode).toBe(200);
    expect((await post(success)).statusCode).toBe(200);
    expect(await storedAccounts(t, m)).toEqual([first]);
    expect((await virtualAccount(t, m)).json().data.account_number).toBe(first?.accountNumber);
  });

  it('never shows one member’s account to another, and an unsigned success opens nothing', async () => {
    const owner = await withBank(t);
    const other = await withBank(t);
    sandbox.holdIdentificationEvents = true;
    try {
      await uploadBvn(t, owner, '60011122233');
    } finally {
      sandbox.holdIdentificationEvents = false;
    }
    const success = sandbox.identificationEvents.at(-1) ?? '';
    const unsigned = await postWebhook(t.app, success, { signature: 'forged' });
    expect(unsigned.statusCode).toBe(401);
    expect(await storedAccounts(t, owner)).toHaveLength(0);
    await post(success);
    const ownerAccount = (await virtualAccount(t, owner)).json().data.account_number;
    expect(ownerAccount).toMatch(/^\d{10}$/);
    // The other member, whose BVN was never identified, still waits and never sees the owner's number.
    const seen = await virtualAccount(t, other);
    expect(seen.statusCode).toBe(409);
    expect(seen.body).not.toContain(ownerAccount);
  });

  it('stores the account of dedicatedaccount.assign.success once, whatever the order and however often it comes', async () => {
    const m = await withBank(t);
    expect((await virtualAccount(t, m)).statusCode).toBe(409);
    const customer = { code: 'CUS_assign000001', email: m.email };
    const success = assignBody('success', customer, {
      number: '9930000411',
      bank: 'Wema Bank',
      name: 'TRUST FUND/NGOZI AMA EZE',
    });
    const failure = assignBody('failed', customer);
    expect((await post(success)).statusCode).toBe(200);
    const [first] = await storedAccounts(t, m);
    expect(first).toMatchObject({
      accountNumber: '9930000411',
      bankName: 'Wema Bank',
      customerCode: customer.code,
    });
    // A replay, a late failure, and a success naming another number for a member who has one change nothing.
    await post(success);
    await post(failure);
    await post(assignBody('success', customer, { number: '9930000999', bank: 'Wema Bank', name: 'X' }));
    expect(await storedAccounts(t, m)).toEqual([first]);
    expect(
      await t.database.db
        .select()
        .from(dedicatedAccountFailures)
        .where(eq(dedicatedAccountFailures.userId, m.userId)),
    ).toEqual([]);
    expect((await virtualAccount(t, m)).json().data).toEqual({
      bank_name: 'Wema Bank',
      account_number: '9930000411',
      account_name: 'TRUST FUND/NGOZI AMA EZE',
    });
  });

  it('records dedicatedaccount.assign.failed with its reason for operators and tells the member it could not be opened; a later success still stores it', async () => {
    const m = await withBank(t);
    const customer = { code: 'CUS_assign000002', email: m.email };
    expect((await post(assignBody('failed', customer))).statusCode).toBe(200);
    await post(assignBody('failed', customer, undefined, 'Another reason'));
    expect(
      await t.database.db
        .select()
        .from(dedicatedAccountFailures)
        .where(eq(dedicatedAccountFailures.userId, m.userId)),
    ).toMatchObject([
      { reason: 'Customer BVN does not match the bank account', customerCode: customer.code },
    ]);
    const told = await virtualAccount(t, m);
    expect(told.statusCode).toBe(409);
    expect(told.json()).toMatchObject({ message: VIRTUAL_ACCOUNT_NOT_OPENED, data: { failed: true } });
    // Support sees why on the member's page; the member's own call never shows the reason.
    const support = await createMember(t, { user: { role: 'support' } });
    const page = () =>
      t.app.inject({ method: 'GET', url: `/api/admin/members/${m.userId}`, headers: support.headers });
    expect((await page()).json().data.member).toMatchObject({
      dedicated_account: null,
      dedicated_account_failure: {
        reason: 'Customer BVN does not match the bank account',
        failed_at: t.clock.now().toISOString(),
      },
    });
    expect(JSON.stringify(told.json())).not.toContain('does not match');
    // Reordered: the success that follows stores the account, which outranks the failure.
    await post(
      assignBody('success', customer, {
        number: '9930000422',
        bank: 'Wema Bank',
        name: 'TRUST FUND/NGOZI AMA EZE',
      }),
    );
    expect((await virtualAccount(t, m)).json().data.account_number).toBe('9930000422');
    expect((await page()).json().data.member).toMatchObject({
      dedicated_account: {
        bank_name: 'Wema Bank',
        account_number: '9930000422',
        account_name: 'TRUST FUND/NGOZI AMA EZE',
      },
      dedicated_account_failure: null,
    });
    // Another member's page is not a member's to read.
    const other = await withBank(t);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/members/${m.userId}`, headers: other.headers }))
        .statusCode,
    ).toBe(403);
  });

  it('clears a refusal to assign when the BVN is identified again, and opens the account', async () => {
    const m = await withBank(t);
    await post(assignBody('failed', { code: 'CUS_assign000003', email: m.email }));
    expect((await virtualAccount(t, m)).json().message).toBe(VIRTUAL_ACCOUNT_NOT_OPENED);
    await uploadBvn(t, m, '22233344466');
    await sandbox.settled();
    expect((await virtualAccount(t, m)).statusCode).toBe(200);
  });

  it('ignores an assign event for a customer of no member, and an unsigned one', async () => {
    const m = await withBank(t);
    const body = assignBody(
      'success',
      { code: 'CUS_assign000004', email: 'nobody@example.com' },
      { number: '9930000433', bank: 'Wema Bank', name: 'NOBODY' },
    );
    expect((await post(body)).statusCode).toBe(200);
    const forged = assignBody(
      'success',
      { code: 'CUS_assign000005', email: m.email },
      { number: '9930000444', bank: 'Wema Bank', name: 'FORGED' },
    );
    const unsigned = await postWebhook(t.app, forged, { signature: 'forged' });
    expect(unsigned.statusCode).toBe(401);
    expect(await storedAccounts(t, m)).toHaveLength(0);
    expect(
      await t.database.db
        .select()
        .from(dedicatedAccounts)
        .where(eq(dedicatedAccounts.accountNumber, '9930000433')),
    ).toHaveLength(0);
  });

  it('opens accounts at once when the sandbox does not require validation (the default, for the demo)', async () => {
    sandbox.requireCustomerValidation = false;
    try {
      const m = await createMember(t);
      expect((await virtualAccount(t, m)).statusCode).toBe(200);
    } finally {
      sandbox.requireCustomerValidation = true;
    }
  });
});

describe('a dedicated account that waits for the member’s BVN (Paystack, a fake held to its contract)', () => {
  const SECRET = 'sk_test_dva_awaiting_bvn_secret';
  let t: Awaited<ReturnType<typeof paystackTestApp>>;
  beforeAll(async () => {
    t = await paystackTestApp(SECRET);
    t.fake.requireCustomerValidation = true;
  });
  afterAll(() => t.close());

  const post = (body: string) => t.postWebhook(body);

  it('takes Paystack’s refusal of a customer not validated as “waiting for your BVN”, and asks again after customeridentification.success', async () => {
    const m = await withBank(t);
    const waiting = await virtualAccount(t, m);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().data).toEqual({ waiting: 'bvn' });
    const refused = t.fake.requests.filter((r) => r.path === '/dedicated_account');
    expect(refused).toHaveLength(1);
    expect(refused[0]?.body).toEqual({
      customer: expect.stringMatching(/^CUS_/),
      preferred_bank: 'wema-bank',
    });

    expect((await uploadBvn(t, m, '22233344455')).statusCode).toBe(201);
    const validate = t.fake.requests.find((r) => /^\/customer\/CUS_[^/]+\/identification$/.test(r.path));
    const customer = validate?.path.split('/')[2] ?? '';
    expect(customer).toBe(refused[0]?.body && (refused[0].body as { customer: string }).customer);
    // Paystack validates the customer, then tells us by the signed webhook.
    t.fake.validatedCustomers.add(customer);
    const success = JSON.stringify({
      event: 'customeridentification.success',
      data: {
        customer_id: 1,
        customer_code: customer,
        email: m.email,
        identification: {
          country: 'NG',
          type: 'bank_account',
          bvn: '222*****455',
          account_number: '012****789',
          bank_code: '058',
        },
      },
    });
    expect((await post(success)).statusCode).toBe(200);
    expect(t.fake.requests.filter((r) => r.path === '/dedicated_account')).toHaveLength(2);
    const opened = await virtualAccount(t, m);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data.account_number).toMatch(/^\d{10}$/);
    // A replay asks Paystack nothing more.
    await post(success);
    expect(t.fake.requests.filter((r) => r.path === '/dedicated_account')).toHaveLength(2);
  });
});
