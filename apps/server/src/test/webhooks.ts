import type { FastifyInstance } from 'fastify';
import { signWebhook } from '../gateways/webhook-signature.ts';

/**
 * How a delivery is signed: with the secret Paystack shares with the fund (the HMAC of the body, as
 * Paystack signs), or with a signature given as is (a forged one, or none at all).
 */
export type WebhookSignature = { secret: string } | { signature: string | undefined };

/**
 * Posts an event to the webhook route as Paystack delivers it: the body as JSON text, with
 * x-paystack-signature. An object is sent as its JSON; a string is sent byte for byte, so a test can
 * sign one text and deliver another.
 */
export function postWebhook(
  app: Pick<FastifyInstance, 'inject'>,
  event: string | Record<string, unknown>,
  signed: WebhookSignature,
) {
  const body = typeof event === 'string' ? event : JSON.stringify(event);
  const signature = 'secret' in signed ? signWebhook(body, signed.secret) : signed.signature;
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'x-paystack-signature': signature }),
    },
    payload: body,
  });
}
