import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { PaystackGateway } from '../gateways/paystack/paystack-gateway.ts';
import { type FakePaystack, startFakePaystack } from './fake-paystack.ts';

/** The secret key the Paystack adapter's tests sign in to the fake with. */
export const PAYSTACK_TEST_SECRET = 'sk_test_fake_paystack_secret';

/**
 * The Paystack adapter's tests' set-up (gateways/paystack/paystack-*.test.ts): a fake Paystack for
 * the file, its requests forgotten before each test, and after each, every request the adapter sent
 * one Paystack's published contract accepts. Registers its own beforeAll, afterAll, beforeEach and
 * afterEach; read `fake`, `requests` and `transactions` inside a test (the fake starts in beforeAll).
 */
export function paystackAdapter() {
  const at = {} as { fake: FakePaystack };
  beforeAll(async () => {
    at.fake = await startFakePaystack(PAYSTACK_TEST_SECRET);
  });
  afterAll(() => at.fake.close());
  beforeEach(() => {
    at.fake.requests.length = 0;
  });
  // Every request the adapter sends must be one Paystack's published contract accepts.
  afterEach(() => {
    expect(at.fake.violations.splice(0)).toEqual([]);
  });
  return {
    get fake() {
      return at.fake;
    },
    get requests() {
      return at.fake.requests;
    },
    get transactions() {
      return at.fake.transactions;
    },
    /** The adapter, on the fake's address with the test secret. */
    gateway: () => new PaystackGateway({ baseUrl: at.fake.url, secretKey: PAYSTACK_TEST_SECRET }),
  };
}
