import type { DedicatedCustomerInput } from './dedicated-accounts.ts';
import type { PaymentGateway } from './gateway.ts';

/**
 * Customer identification (Paystack's Validate Customer): a member's BVN checked against a bank
 * account of theirs, for the provider's customer of that member. The provider answers 202 at once
 * ("Customer Identification in progress") and tells the outcome later by webhook,
 * `customeridentification.success` or `customeridentification.failed` (with its reason). Paystack and
 * the sandbox offer it; a gateway without it (a test double) leaves a BVN unchecked.
 *
 * The BVN passes through to the provider in the request and is never stored or logged by us.
 */
export interface CustomerIdentificationInput {
  customerCode: string;
  bvn: string;
  accountNumber: string;
  /** The provider's (CBN) code of the account's bank. */
  bankCode: string;
  firstName: string;
  lastName: string;
}

export interface CustomerIdentificationProvider {
  /** Creates (or, for an email it knows, answers) the provider's customer for a member. */
  createCustomer(input: DedicatedCustomerInput): Promise<{ customerCode: string }>;
  /**
   * Asks the provider to identify the customer by BVN and bank account; the outcome arrives by
   * webhook. Answers the provider's words. Errors: ProviderRefusedError for a request it refuses,
   * GatewayError when it cannot be reached or refuses the key.
   */
  validateCustomer(input: CustomerIdentificationInput): Promise<{ message: string }>;
}

/** The webhook events that tell an identification's outcome (Paystack's names; the sandbox sends the same). */
export const IDENTIFICATION_EVENTS = {
  success: 'customeridentification.success',
  failed: 'customeridentification.failed',
} as const;

/** The gateway's customer identification, when it offers it. */
export function customerIdentificationOf(
  gateway: PaymentGateway,
): (PaymentGateway & CustomerIdentificationProvider) | undefined {
  const g = gateway as PaymentGateway & Partial<CustomerIdentificationProvider>;
  return typeof g.validateCustomer === 'function' && typeof g.createCustomer === 'function'
    ? (g as PaymentGateway & CustomerIdentificationProvider)
    : undefined;
}

/**
 * A BVN as Paystack shows it in its webhooks: the first three and last three digits, the rest starred
 * ("200*****677"). The sandbox masks the same way.
 */
export const maskBvn = (bvn: string) =>
  `${bvn.slice(0, 3)}${'*'.repeat(Math.max(0, bvn.length - 6))}${bvn.slice(-3)}`;
