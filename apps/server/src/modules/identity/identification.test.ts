import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, dedicatedAccounts, idDocuments, paymentEvents, users } from '../../db/schema/index.ts';
import { SANDBOX_IDENTIFICATION, type SandboxGateway, sandboxOf } from '../../gateways/index.ts';
import { signWebhook } from '../../gateways/webhook-signature.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { paystackTestApp } from '../../test/joining.ts';
import { operatorLog } from '../../test/log.ts';
import { createMember, type TestMember } from '../../test/members.ts';
import { multipartForm } from '../../test/multipart.ts';
import { postWebhook } from '../../test/webhooks.ts';
import { IDENTIFICATION_REASONS } from './index.ts';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

/** A member with payout bank details from the bank list (GTBank, 058). */
const withBank = (t: Pick<TestApp, 'database' | 'clock'>) =>
  createMember(t, { bank: true, user: { bankCode: '058', fullName: 'Ngozi Ama Eze' } });

const uploadBvn = (t: Pick<TestApp, 'app'>, m: TestMember, bvn: string, type = 'bvn') => {
  const form = multipartForm(
    { id_type: type, id_number: bvn },
    { field: 'id_file', filename: 'bvn.png', contentType: 'image/png', bytes: PNG },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/useriddocumentupload',
    headers: { ...m.headers, ...form.headers },
    payload: form.payload,
  });
};

const documents = async (t: Pick<TestApp, 'app'>, m: TestMember) =>
  (await t.app.inject({ method: 'GET', url: '/api/useriddocuments', headers: m.headers })).json().data
    .documents as { id: number; provider_status: string; provider_reason: string | null }[];

/** Everything the database holds about ID documents, members, events and the audit log, as text. */
const databaseDump = async (t: Pick<TestApp, 'database'>) =>
  JSON.stringify(
    {
      docs: (await t.database.db.select().from(idDocuments)).map((d) => ({ ...d, file: null })),
      users: await t.database.db.select().from(users),
      events: await t.database.db.select().from(paymentEvents),
      audit: await t.database.db.select().from(auditLog),
    },
    (_k, v) => (typeof v === 'bigint' ? String(v) : v),
  );

/** Paystack's identification webhook for a customer, as it sends it (the BVN masked). */
const identificationBody = (
  customerCode: string,
  outcome: 'success' | 'failed',
  bvnMask: string,
  reason?: string,
) =>
  JSON.stringify({
    event: `customeridentification.${outcome}`,
    data: {
      customer_id: 82796315,
      customer_code: customerCode,
      email: 'member@example.com',
      identification: {
        country: 'NG',
        type: 'bank_account',
        bvn: bvnMask,
        account_number: '012****789',
        bank_code: '058',
      },
      ...(reason ? { reason } : {}),
    },
  });

describe('a BVN is identified by the sandbox gateway, its outcome delivered as Paystack’s webhook', () => {
  let t: TestApp;
  let sandbox: SandboxGateway;
  const log = operatorLog();
  beforeAll(async () => {
    // Every line the app can write, to see that no BVN is in any of them.
    t = await createTestApp({ env: { ...log.env, LOG_LEVEL: 'trace', PUBLIC_URL: 'http://localhost:3000' } });
    const s = sandboxOf(t.app.deps.gateway);
    if (!s) throw new Error('the test app runs the sandbox gateway');
    sandbox = s;
  });
  afterAll(() => t.close());

  const post = (body: string, signature = signWebhook(body, sandbox.webhookSecret)) =>
    postWebhook(t.app, body, { signature });

  it('sends the BVN with the payout account, keeps only its last four, and shows verified once the webhook comes', async () => {
    const m = await withBank(t);
    const bvn = '22233344455';
    const res = await uploadBvn(t, m, bvn);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ type: 'bvn', number_last4: '4455' });
    expect(['pending', 'verified']).toContain(res.json().data.provider_status);
    await sandbox.settled();
    expect(await documents(t, m)).toMatchObject([{ provider_status: 'verified', provider_reason: null }]);
    const [row] = await t.database.db.select().from(idDocuments).where(eq(idDocuments.userId, m.userId));
    expect(row?.providerCustomerCode).toMatch(/^CUS_sbx/);
    // The full BVN is in no row and no line of the log.
    expect(await databaseDump(t)).not.toContain(bvn);
    expect(readFileSync(log.env.LOG_FILE, 'utf8')).not.toContain(bvn);
    expect(readFileSync(log.env.LOG_FILE, 'utf8')).toContain('/api/useriddocumentupload');
  });

  it('fails a BVN ending in 0000 with the provider’s reason; the operator still decides', async () => {
    expect(SANDBOX_IDENTIFICATION.failingBvnSuffix).toBe('0000');
    const m = await withBank(t);
    const res = await uploadBvn(t, m, `2223334${SANDBOX_IDENTIFICATION.failingBvnSuffix}`);
    expect(res.statusCode).toBe(201);
    await sandbox.settled();
    const [doc] = await documents(t, m);
    expect(doc).toMatchObject({
      provider_status: 'failed',
      provider_reason: SANDBOX_IDENTIFICATION.failedReason,
      status: 'pending',
    });
    // The console shows it beside the document, and the operator can still approve.
    const support = await createMember(t, { user: { role: 'support', fullName: 'Sola Support' } });
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/admin/members/${m.userId}/id-documents`,
      headers: support.headers,
    });
    expect(seen.json().data.documents[0]).toMatchObject({
      provider_status: 'failed',
      provider_reason: SANDBOX_IDENTIFICATION.failedReason,
    });
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/admin/members/${m.userId}/id-documents/${doc?.id}/review`,
      headers: support.headers,
      payload: { decision: 'approve' },
    });
    expect(approve.statusCode).toBe(200);
  });

  it('keeps verified when a late failure comes after the success, and a replay changes nothing', async () => {
    const m = await withBank(t);
    sandbox.holdIdentificationEvents = true;
    try {
      await uploadBvn(t, m, '30011122233');
    } finally {
      sandbox.holdIdentificationEvents = false;
    }
    expect(await documents(t, m)).toMatchObject([{ provider_status: 'pending' }]);
    const success = sandbox.identificationEvents.at(-1) ?? '';
    const customer = JSON.parse(success).data.customer_code;
    expect((await post(success)).statusCode).toBe(200);
    expect(await documents(t, m)).toMatchObject([{ provider_status: 'verified' }]);
    const lateFailure = identificationBody(customer, 'failed', '300*****233', 'BVN mismatch');
    expect((await post(lateFailure)).statusCode).toBe(200);
    expect(await documents(t, m)).toMatchObject([{ provider_status: 'verified', provider_reason: null }]);
    expect((await post(success)).statusCode).toBe(200);
    expect(await documents(t, m)).toMatchObject([{ provider_status: 'verified', provider_reason: null }]);
  });

  it('takes a success that comes after a failure, keeps the first reason on a replayed failure, and ignores another BVN’s event', async () => {
    const m = await withBank(t);
    sandbox.holdIdentificationEvents = true;
    try {
      await uploadBvn(t, m, `4001112${SANDBOX_IDENTIFICATION.failingBvnSuffix}`);
    } finally {
      sandbox.holdIdentificationEvents = false;
    }
    const failure = sandbox.identificationEvents.at(-1) ?? '';
    const customer = JSON.parse(failure).data.customer_code;
    await post(failure);
    await post(identificationBody(customer, 'failed', '400*****000', 'Another reason'));
    expect(await documents(t, m)).toMatchObject([
      { provider_status: 'failed', provider_reason: SANDBOX_IDENTIFICATION.failedReason },
    ]);
    // An event about a BVN ending otherwise is about another number: nothing changes.
    await post(identificationBody(customer, 'success', '999*****999'));
    expect(await documents(t, m)).toMatchObject([{ provider_status: 'failed' }]);
    await post(identificationBody(customer, 'success', '400*****000'));
    expect(await documents(t, m)).toMatchObject([{ provider_status: 'verified', provider_reason: null }]);
  });

  it('refuses an unsigned or tampered identification webhook and changes nothing', async () => {
    const m = await withBank(t);
    sandbox.holdIdentificationEvents = true;
    try {
      await uploadBvn(t, m, '50011122233');
    } finally {
      sandbox.holdIdentificationEvents = false;
    }
    const success = sandbox.identificationEvents.at(-1) ?? '';
    const tampered = success.replace('success', 'failed');
    expect((await post(tampered, signWebhook(success, sandbox.webhookSecret))).statusCode).toBe(401);
    expect((await post(success, signWebhook(success, 'not-the-secret'))).statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: success,
    });
    expect(unsigned.statusCode).toBe(401);
    expect(await documents(t, m)).toMatchObject([{ provider_status: 'pending' }]);
  });

  it('shows a member only their own status; another member sees none of it', async () => {
    const owner = await withBank(t);
    const other = await withBank(t);
    await uploadBvn(t, owner, '60011122233');
    await sandbox.settled();
    expect(await documents(t, owner)).toMatchObject([{ provider_status: 'verified' }]);
    expect(await documents(t, other)).toEqual([]);
    const id = (await documents(t, owner))[0]?.id;
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/useriddocuments/${id}/file`,
      headers: other.headers,
    });
    expect(file.statusCode).toBe(404);
    // A member cannot read the console's view of another member either.
    const consoleView = await t.app.inject({
      method: 'GET',
      url: `/api/admin/members/${owner.userId}/id-documents`,
      headers: other.headers,
    });
    expect(consoleView.statusCode).toBe(403);
  });

  it('leaves a BVN unchecked, with the reason, when the member has no payout account; other IDs are never sent', async () => {
    const noBank = await createMember(t);
    const sent = sandbox.identificationEvents.length;
    expect((await uploadBvn(t, noBank, '70011122233')).json().data).toMatchObject({
      provider_status: 'not_checked',
      provider_reason: IDENTIFICATION_REASONS.noBank,
    });
    const nin = await withBank(t);
    expect((await uploadBvn(t, nin, '70011122233', 'nin')).json().data).toMatchObject({
      provider_status: 'not_checked',
      provider_reason: null,
    });
    expect(sandbox.identificationEvents).toHaveLength(sent);
  });
});

describe('a BVN is identified by Paystack (a fake held to its contract)', () => {
  const SECRET = 'sk_test_identification_secret';
  const log = operatorLog();
  let t: Awaited<ReturnType<typeof paystackTestApp>>;
  beforeAll(async () => {
    t = await paystackTestApp(SECRET, { ...log.env, LOG_LEVEL: 'trace' });
  });
  afterAll(() => t.close());

  const post = (body: string) => t.postWebhook(body);

  it('reuses the customer of the member’s dedicated account, sends the BVN once, and takes the signed outcome', async () => {
    const m = await withBank(t);
    const [bankRow] = await t.database.db
      .select({ accountNumber: users.accountNumber })
      .from(users)
      .where(eq(users.id, m.userId));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/virtualaccount', headers: m.headers })).statusCode,
    ).toBe(200);
    const [account] = await t.database.db
      .select()
      .from(dedicatedAccounts)
      .where(eq(dedicatedAccounts.userId, m.userId));
    const customers = t.fake.requests.filter((r) => r.path === '/customer').length;
    const bvn = '81122233344';
    const res = await uploadBvn(t, m, bvn);
    expect([res.statusCode, res.json().data.provider_status]).toEqual([201, 'pending']);
    // No second customer: the dedicated account's is asked for.
    expect(t.fake.requests.filter((r) => r.path === '/customer')).toHaveLength(customers);
    const asked = t.fake.requests.filter((r) => r.path.endsWith('/identification'));
    expect(asked).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: `/customer/${account?.customerCode}/identification`,
        body: {
          country: 'NG',
          type: 'bank_account',
          account_number: bankRow?.accountNumber,
          bvn,
          bank_code: '058',
          first_name: 'Ngozi',
          last_name: 'Ama Eze',
        },
      }),
    ]);
    const failed = identificationBody(
      account?.customerCode ?? '',
      'failed',
      '811*****344',
      'Account number or BVN is incorrect',
    );
    expect((await post(failed)).statusCode).toBe(200);
    expect(await documents(t, m)).toMatchObject([
      { provider_status: 'failed', provider_reason: 'Account number or BVN is incorrect' },
    ]);
    expect(await databaseDump(t)).not.toContain(bvn);
    expect(readFileSync(log.env.LOG_FILE, 'utf8')).not.toContain(bvn);
  });

  it('creates a Paystack customer when the member has none, and leaves the BVN unchecked with the reason when Paystack is away', async () => {
    const m = await withBank(t);
    const bvn = '82233344455';
    const res = await t.fake.whileDown('/customer', () => uploadBvn(t, m, bvn));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      provider_status: 'not_checked',
      provider_reason: expect.stringMatching(/^Not checked: the payment provider could not be asked/),
    });
    const again = await withBank(t);
    const ok = await uploadBvn(t, again, '83344455566');
    expect(ok.json().data.provider_status).toBe('pending');
    const [row] = await t.database.db.select().from(idDocuments).where(eq(idDocuments.userId, again.userId));
    expect(row?.providerCustomerCode).toMatch(/^CUS_fake/);
    expect(readFileSync(log.env.LOG_FILE, 'utf8')).not.toContain(bvn);
    expect(await databaseDump(t)).not.toContain(bvn);
  });
});
