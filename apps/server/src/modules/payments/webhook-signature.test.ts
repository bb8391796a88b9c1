import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { postWebhook } from '../../test/webhooks.ts';

/**
 * The webhook route with the Paystack gateway, against a known answer computed outside the app
 * (`printf '%s' "$body" | openssl dgst -sha512 -hmac "$secret"`): the literal body signed with the
 * literal secret key is accepted; the same signature on a body with one byte changed is refused.
 */
const SECRET = 'sk_test_4f9c2a7e1b3d5f60718293a4b5c6d7e8';
/** An event we receive and do not act on: accepted once its signature holds, and nothing else happens. */
const BODY = '{"event":"customer.identification.success","data":{"customer_code":"CUS_known_answer"}}';
const SIGNATURE =
  'bfaf586d03360479967c6e50ec714778f232b65d93ff505e0b9ba0c021a324e653981e21387327ffd133e4972e89dca702b5db10eeac2cad67cc4450f234536f';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PAYMENT_GATEWAY: 'paystack', PAYSTACK_SECRET_KEY: SECRET } });
});
afterAll(() => t.close());

const deliver = (payload: string, signature: string) => postWebhook(t.app, payload, { signature });

describe('the payment webhook’s signature, against a known answer', () => {
  it('accepts the literal body signed with the secret key, and refuses it with one byte changed', async () => {
    const accepted = await deliver(BODY, SIGNATURE);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'success', message: 'Received' });
    const changed = await deliver(BODY.replace('CUS_known_answer', 'CUS_known_answes'), SIGNATURE);
    expect(changed.statusCode).toBe(401);
    expect(changed.json()).toMatchObject({ status: 'error', message: 'Invalid signature' });
  });
});
