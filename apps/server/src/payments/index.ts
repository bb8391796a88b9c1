import type { FastifyInstance } from 'fastify';
import { GatewayError, type PaymentGateway } from './gateway.ts';
import { PaystackGateway } from './paystack/paystack-gateway.ts';
import { SandboxGateway } from './sandbox/sandbox-gateway.ts';

export * from './gateway.ts';
export { SandboxGateway } from './sandbox/sandbox-gateway.ts';

/** The webhook route every gateway's events arrive at (modules/payments). */
export const WEBHOOK_PATH = '/api/payments/webhook';

/** One gateway per app (keyed by the app's shared deps object, which every plugin context sees). */
const gateways = new WeakMap<object, PaymentGateway>();

/**
 * The gateway PAYMENT_GATEWAY selects: sandbox (default) or paystack. The sandbox delivers its
 * webhooks to our own webhook route through the app itself.
 */
export function gatewayFor(app: FastifyInstance): PaymentGateway {
  const existing = gateways.get(app.deps);
  if (existing) return existing;
  const { config, clock } = app.deps;
  let gateway: PaymentGateway;
  if (config.PAYMENT_GATEWAY === 'paystack') {
    if (!config.PAYSTACK_SECRET_KEY) {
      throw new GatewayError('PAYMENT_GATEWAY=paystack needs PAYSTACK_SECRET_KEY');
    }
    gateway = new PaystackGateway({
      baseUrl: config.PAYSTACK_BASE_URL,
      secretKey: config.PAYSTACK_SECRET_KEY,
    });
  } else {
    gateway = new SandboxGateway({
      publicUrl: config.publicUrl,
      now: () => clock.now(),
      deliverWebhook: (rawBody, signature) =>
        app.inject({
          method: 'POST',
          url: WEBHOOK_PATH,
          headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
          payload: rawBody,
        }),
    });
  }
  gateways.set(app.deps, gateway);
  return gateway;
}

/** The sandbox gateway, when it is the one in use (its checkout page and tests need it). */
export function sandboxFor(app: FastifyInstance): SandboxGateway | undefined {
  const g = gatewayFor(app);
  return g instanceof SandboxGateway ? g : undefined;
}
