import type { Clock } from '../clock.ts';
import { type Config, ConfigError } from '../config.ts';
import type { BankDirectory } from './banks.ts';
import type { PaymentGateway } from './gateway.ts';
import { PaystackBanks } from './paystack/paystack-banks.ts';
import { PaystackGateway } from './paystack/paystack-gateway.ts';
import type { SandboxAuthorizationStore } from './sandbox/authorization-store.ts';
import { SandboxBanks } from './sandbox/sandbox-banks.ts';
import { SandboxGateway } from './sandbox/sandbox-gateway.ts';

export * from './banks.ts';
export * from './gateway.ts';
export { databaseAuthorizationStore } from './sandbox/authorization-store.ts';
export { SANDBOX_SERIALS, SandboxBanks, sandboxAccount } from './sandbox/sandbox-banks.ts';
export {
  SANDBOX_ACCOUNTS,
  SANDBOX_DEDICATED_BANKS,
  SANDBOX_IDENTIFICATION,
  SANDBOX_MANDATE_ACCOUNTS,
  SANDBOX_PIN,
  SandboxGateway,
} from './sandbox/sandbox-gateway.ts';

/** The webhook route every gateway's events arrive at (modules/payments). */
export const WEBHOOK_PATH = '/api/payments/webhook';

/** Delivers a webhook to our own route (the sandbox calls it through the app itself). */
export type DeliverWebhook = (rawBody: string, signature: string) => Promise<unknown>;

/**
 * The gateway PAYMENT_GATEWAY selects: sandbox (default) or paystack. Built once, by buildApp, and
 * carried in app.deps. Errors: ConfigError when paystack is chosen without its secret key.
 */
export function createGateway(
  config: Config,
  clock: Clock,
  deliverWebhook: DeliverWebhook,
  /** Where the sandbox keeps saved cards and mandates (the database, so a restart keeps them). */
  store?: SandboxAuthorizationStore,
): PaymentGateway {
  if (config.PAYMENT_GATEWAY === 'paystack') {
    if (!config.PAYSTACK_SECRET_KEY)
      throw new ConfigError('PAYMENT_GATEWAY=paystack needs PAYSTACK_SECRET_KEY');
    return new PaystackGateway({ baseUrl: config.PAYSTACK_BASE_URL, secretKey: config.PAYSTACK_SECRET_KEY });
  }
  const sandbox = new SandboxGateway({
    publicUrl: config.publicUrl,
    now: () => clock.now(),
    deliverWebhook,
    store,
  });
  sandbox.requireCustomerValidation = config.SANDBOX_DVA_REQUIRES_VALIDATION === '1';
  return sandbox;
}

/** The sandbox gateway, when it is the one in use (its checkout page and tests need it). */
export function sandboxOf(gateway: PaymentGateway): SandboxGateway | undefined {
  return gateway instanceof SandboxGateway ? gateway : undefined;
}
export {
  type CustomerIdentificationInput,
  type CustomerIdentificationProvider,
  customerIdentificationOf,
  IDENTIFICATION_EVENTS,
  maskBvn,
} from './customer-identification.ts';
export {
  type AssignedAccount,
  DEDICATED_CHANNEL,
  dedicatedAccountsOf,
  type IncomingTransfer,
  isCustomerNotValidated,
  namesOf,
} from './dedicated-accounts.ts';

/**
 * The provider's bank directory (bank list, account names), from the same provider PAYMENT_GATEWAY
 * selects: Paystack's, or the sandbox's offline one. Errors: ConfigError as createGateway.
 */
export function createBankDirectory(config: Config): BankDirectory {
  if (config.PAYMENT_GATEWAY === 'paystack') {
    if (!config.PAYSTACK_SECRET_KEY)
      throw new ConfigError('PAYMENT_GATEWAY=paystack needs PAYSTACK_SECRET_KEY');
    return new PaystackBanks({ baseUrl: config.PAYSTACK_BASE_URL, secretKey: config.PAYSTACK_SECRET_KEY });
  }
  return new SandboxBanks();
}
