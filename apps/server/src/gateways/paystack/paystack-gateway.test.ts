import { describe, expect, it } from 'vitest';
import { PAYSTACK_TEST_SECRET, paystackAdapter } from '../../test/paystack-adapter.ts';
import { GatewayError } from '../gateway.ts';
import { signWebhook } from '../webhook-signature.ts';
import { PaystackGateway } from './paystack-gateway.ts';

const paystack = paystackAdapter();
const { gateway } = paystack;

describe('Paystack adapter against a fake Paystack', () => {
  it('raises a readable error when the key is refused or the provider is unreachable', async () => {
    const wrongKey = new PaystackGateway({ baseUrl: paystack.fake.url, secretKey: 'sk_wrong' });
    await expect(
      wrongKey.initialize({ reference: 'x', amountKobo: 1n, email: 'a@b.co', callbackUrl: 'http://x' }),
    ).rejects.toThrow(new GatewayError('Invalid key'));
    const down = new PaystackGateway({ baseUrl: 'http://127.0.0.1:1', secretKey: PAYSTACK_TEST_SECRET });
    await expect(down.verify('x')).rejects.toBeInstanceOf(GatewayError);
  });

  it('accepts a webhook signed with the secret key and refuses a tampered or unsigned one', () => {
    const body = Buffer.from(
      JSON.stringify({ event: 'charge.success', data: { reference: 'TF-1', amount: 100 } }),
    );
    const g = gateway();
    expect(g.verifyWebhook(body, signWebhook(body, PAYSTACK_TEST_SECRET))).toBe(true);
    const tampered = Buffer.from(body.toString().replace('100', '999'));
    expect(g.verifyWebhook(tampered, signWebhook(body, PAYSTACK_TEST_SECRET))).toBe(false);
    expect(g.verifyWebhook(body, undefined)).toBe(false);
    expect(g.verifyWebhook(body, signWebhook(body, 'another-key'))).toBe(false);
  });

  it('never offers a direct card charge, so card numbers stay on the Paystack page', async () => {
    const g = gateway();
    expect(g.supportsDirectCharge).toBe(false);
    await expect(g.chargeCard()).rejects.toBeInstanceOf(GatewayError);
  });
});
