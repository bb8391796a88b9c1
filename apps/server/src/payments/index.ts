import type { Clock } from '../clock.ts';
import { type Config, ConfigError } from '../config.ts';
import type { PaymentGateway } from './gateway.ts';
import { PaystackGateway } from './paystack/paystack-gateway.ts';
import { SandboxGateway } from './sandbox/sandbox-gateway.ts';

export * from './gateway.ts';
export { SANDBOX_ACCOUNTS, SandboxGateway } from './sandbox/sandbox-gateway.ts';

/** The webhook route every gateway's events arrive at (modules/payments). */
export const WEBHOOK_PATH = '/api/payments/webhook';

/** Delivers a webhook to our own route (the sandbox calls it through the app itself). */
export type DeliverWebhook = (rawBody: string, signature: string) => Promise<unknown>;

/**
 * The gateway PAYMENT_GATEWAY selects: sandbox (default) or paystack. Built once, by buildApp, and
 * carried in app.deps. Errors: ConfigError when paystack is chosen without its secret key.
 */
export function createGateway(config: Config, clock: Clock, deliverWebhook: DeliverWebhook): PaymentGateway {
  if (config.PAYMENT_GATEWAY === 'paystack') {
    if (!config.PAYSTACK_SECRET_KEY)
      throw new ConfigError('PAYMENT_GATEWAY=paystack needs PAYSTACK_SECRET_KEY');
    return new PaystackGateway({ baseUrl: config.PAYSTACK_BASE_URL, secretKey: config.PAYSTACK_SECRET_KEY });
  }
  return new SandboxGateway({ publicUrl: config.publicUrl, now: () => clock.now(), deliverWebhook });
}

/** The sandbox gateway, when it is the one in use (its checkout page and tests need it). */
export function sandboxOf(gateway: PaymentGateway): SandboxGateway | undefined {
  return gateway instanceof SandboxGateway ? gateway : undefined;
}
