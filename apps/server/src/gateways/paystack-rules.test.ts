import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePaystack, startFakePaystack } from '../test/fake-paystack.ts';
import { ProviderRefusedError } from './gateway.ts';
import { PAYSTACK_REFUSALS } from './paystack-rules.ts';
import { SandboxGateway } from './sandbox/sandbox-gateway.ts';

/**
 * Paystack's own rules, held at home: the sandbox gateway refuses what Paystack refuses, with
 * Paystack's status and words ({ status: false, message }), and so does the fake Paystack the Paystack
 * adapter is tested against. Each case is one request breaking one rule, sent to both.
 */
const SECRET = 'sk_test_paystack_rules';
let fake: FakePaystack;
beforeAll(async () => {
  fake = await startFakePaystack(SECRET);
});
afterAll(async () => {
  fake.violations.length = 0; // the refusals below are recorded as broken rules, on purpose
  await fake.close();
});

const sandbox = () =>
  new SandboxGateway({
    publicUrl: 'http://localhost:3000',
    deliverWebhook: async () => {},
    now: () => new Date(),
  });

const good = { reference: 'SM-0A1B2C3D4E5F60718293', amount: 100_000, email: 'ada@example.com' };

/** One request to start a transaction (or a transfer), as the sandbox takes it and as Paystack's API does. */
interface Case {
  rule: string;
  refusal: (typeof PAYSTACK_REFUSALS)[keyof typeof PAYSTACK_REFUSALS];
  path: '/transaction/initialize' | '/transaction/charge_authorization' | '/transfer';
  body: Record<string, unknown>;
}

const cases = {
  transactionReference: {
    rule: 'a transaction reference with a character outside letters, digits, -, . and =',
    refusal: PAYSTACK_REFUSALS.transactionReference,
    path: '/transaction/initialize',
    body: { ...good, reference: 'weekly-debit:12:1-3' },
  },
  chargeReferenceSpace: {
    rule: 'a saved-card charge under a reference with a space',
    refusal: PAYSTACK_REFUSALS.transactionReference,
    path: '/transaction/charge_authorization',
    body: { ...good, reference: 'WD 12 1 3', authorization_code: 'AUTH_fake123' },
  },
  fractionAmount: {
    rule: 'an amount with a fraction of a kobo',
    refusal: PAYSTACK_REFUSALS.amount,
    path: '/transaction/initialize',
    body: { ...good, amount: 1000.5 },
  },
  zeroAmount: {
    rule: 'an amount of zero',
    refusal: PAYSTACK_REFUSALS.amount,
    path: '/transaction/charge_authorization',
    body: { ...good, amount: 0, authorization_code: 'AUTH_fake123' },
  },
  negativeAmount: {
    rule: 'a negative amount',
    refusal: PAYSTACK_REFUSALS.amount,
    path: '/transaction/initialize',
    body: { ...good, amount: -100 },
  },
  badEmail: {
    rule: 'an email that is not an address',
    refusal: PAYSTACK_REFUSALS.email,
    path: '/transaction/initialize',
    body: { ...good, email: 'ada.example.com' },
  },
  noEmail: {
    rule: 'no email',
    refusal: PAYSTACK_REFUSALS.email,
    path: '/transaction/charge_authorization',
    body: { ...good, email: '', authorization_code: 'AUTH_fake123' },
  },
  currency: {
    rule: 'a currency other than NGN',
    refusal: PAYSTACK_REFUSALS.currency,
    path: '/transaction/initialize',
    body: { ...good, currency: 'USD' },
  },
  transferReference: {
    rule: 'a transfer reference in capitals',
    refusal: PAYSTACK_REFUSALS.transferReference,
    path: '/transfer',
    body: {
      source: 'balance',
      reference: 'TF-PAYOUT-7',
      amount: 100_000,
      recipient: 'RCP_x',
      reason: 'Payout',
    },
  },
  transferFraction: {
    rule: 'a transfer of a fraction of a kobo',
    refusal: PAYSTACK_REFUSALS.amount,
    path: '/transfer',
    body: { source: 'balance', reference: 'tf-payout-7', amount: 99.9, recipient: 'RCP_x', reason: 'Payout' },
  },
} satisfies Record<string, Case>;

/** The same request through the sandbox gateway; answers what it threw. */
async function throughSandbox(c: Case): Promise<unknown> {
  const g = sandbox();
  const b = c.body;
  // A number the sandbox's caller could only pass by mistake (a float) goes through as it is.
  const amountKobo = (Number.isInteger(b.amount) ? BigInt(b.amount as number) : b.amount) as bigint;
  const common = { reference: String(b.reference), amountKobo, currency: b.currency as string | undefined };
  try {
    if (c.path === '/transaction/initialize') {
      await g.initialize({
        ...common,
        email: String(b.email),
        callbackUrl: 'http://localhost:3000/savemore',
      });
    } else if (c.path === '/transaction/charge_authorization') {
      await g.chargeAuthorization({ ...common, email: String(b.email), authorizationCode: 'AUTH_x' });
    } else {
      const { recipientCode } = await g.createTransferRecipient({
        name: 'Ada Obi',
        accountNumber: '0123456789',
        bankCode: '058',
      });
      await g.initiateTransfer({ ...common, recipientCode, reason: 'Payout' });
    }
    return undefined;
  } catch (e) {
    return e;
  }
}

/** Refused by the sandbox and by the fake Paystack, with the same status and body: Paystack's. */
async function refusedAlike(c: Case) {
  const refused = await throughSandbox(c);
  expect(refused).toBeInstanceOf(ProviderRefusedError);
  expect(refused).toMatchObject({ httpStatus: 400, body: c.refusal, message: c.refusal.message });
  const before = fake.violations.length;
  expect(await throughFake(c)).toEqual({ status: 400, body: c.refusal });
  // The fake counts it as a rule the adapter broke: a test using it fails on close.
  expect(fake.violations.length).toBe(before + 1);
}

async function throughFake(c: Case) {
  const res = await fetch(`${fake.url}${c.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
    body: JSON.stringify(c.body),
  });
  return { status: res.status, body: await res.json() };
}

describe('Paystack’s rules, refused by the sandbox and the fake Paystack alike', () => {
  it('refuses a transaction reference with a character outside letters, digits, -, . and = with Paystack’s 400 and words', () =>
    refusedAlike(cases.transactionReference));

  it('refuses a saved-card charge under a reference with a space with Paystack’s 400 and words', () =>
    refusedAlike(cases.chargeReferenceSpace));

  it('refuses an amount with a fraction of a kobo with Paystack’s 400 and words', () =>
    refusedAlike(cases.fractionAmount));

  it('refuses an amount of zero with Paystack’s 400 and words', () => refusedAlike(cases.zeroAmount));

  it('refuses a negative amount with Paystack’s 400 and words', () => refusedAlike(cases.negativeAmount));

  it('refuses an email that is not an address with Paystack’s 400 and words', () =>
    refusedAlike(cases.badEmail));

  it('refuses no email with Paystack’s 400 and words', () => refusedAlike(cases.noEmail));

  it('refuses a currency other than NGN with Paystack’s 400 and words', () => refusedAlike(cases.currency));

  it('refuses a transfer reference in capitals with Paystack’s 400 and words', () =>
    refusedAlike(cases.transferReference));

  it('refuses a transfer of a fraction of a kobo with Paystack’s 400 and words', () =>
    refusedAlike(cases.transferFraction));

  it('takes a request that keeps every rule, in the sandbox and at the fake', async () => {
    const g = sandbox();
    await expect(
      g.initialize({
        reference: good.reference,
        amountKobo: 100_000n,
        email: good.email,
        callbackUrl: 'http://x/',
      }),
    ).resolves.toMatchObject({ authorizationUrl: expect.any(String) });
    const before = fake.violations.length;
    expect((await throughFake({ ...cases.transactionReference, body: good })).status).toBe(200);
    expect(fake.violations.length).toBe(before);
  });

  it('refuses a refund amount that is not whole kobo above zero, in the sandbox as at the fake', async () => {
    const g = sandbox();
    await g.chargeCard({
      reference: 'TFC-0A1B2C3D4E5F60718293',
      amountKobo: 10_000n,
      email: good.email,
      card: { number: '4084084084084081', expMonth: '12', expYear: '39', cvv: '123', pin: '1234' },
      callbackUrl: '',
    });
    const refused = await g
      .refund({ reference: 'TFC-0A1B2C3D4E5F60718293', amountKobo: 0n })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ httpStatus: 400, body: PAYSTACK_REFUSALS.amount });
    const res = await fetch(`${fake.url}/refund`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ transaction: 'TFC-0A1B2C3D4E5F60718293', amount: 10.5 }),
    });
    expect({ status: res.status, body: await res.json() }).toEqual({
      status: 400,
      body: PAYSTACK_REFUSALS.amount,
    });
  });
});
