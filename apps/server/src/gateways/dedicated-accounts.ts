import { type PaymentGateway, ProviderRefusedError } from './gateway.ts';

/**
 * Dedicated accounts (Paystack Dedicated Virtual Accounts): a provider customer per member and an
 * account number of the member's own; a transfer into it arrives as a charge.success webhook with
 * channel `dedicated_nuban` under the provider's own reference. Paystack and the sandbox offer it;
 * a gateway without it (a test double) makes the feature answer "not available" instead.
 */

export interface DedicatedCustomerInput {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

export interface AssignedAccount {
  bankName: string;
  accountNumber: string;
  accountName: string;
}

/** A transfer received on a dedicated account, as the provider's verify describes it. */
export interface IncomingTransfer {
  reference: string;
  status: 'success' | 'failed' | 'pending';
  amountKobo: bigint;
  currency: string;
  /** 'dedicated_nuban' for a transfer into a dedicated account; any other channel is not one. */
  channel: string;
  customerCode: string | null;
  /** The dedicated account the money was sent to, when the provider names it. */
  accountNumber: string | null;
}

export interface DedicatedAccountProvider {
  /** Creates the provider's customer for a member; answers its code. */
  createCustomer(input: DedicatedCustomerInput): Promise<{ customerCode: string }>;
  /** Assigns the customer an account number at the preferred bank (a provider slug: `wema-bank`). */
  createDedicatedAccount(input: { customerCode: string; preferredBank: string }): Promise<AssignedAccount>;
  /** Asks the provider for a transaction a dedicated-account webhook named (the event is a hint). */
  verifyIncomingTransfer(reference: string): Promise<IncomingTransfer>;
}

/** The channel Paystack gives a transfer into a dedicated account. */
export const DEDICATED_CHANNEL = 'dedicated_nuban';

/** The gateway's dedicated accounts, when it offers them. */
export function dedicatedAccountsOf(
  gateway: PaymentGateway,
): (PaymentGateway & DedicatedAccountProvider) | undefined {
  const g = gateway as PaymentGateway & Partial<DedicatedAccountProvider>;
  return typeof g.createDedicatedAccount === 'function' &&
    typeof g.createCustomer === 'function' &&
    typeof g.verifyIncomingTransfer === 'function'
    ? (g as PaymentGateway & DedicatedAccountProvider)
    : undefined;
}

/** Splits a member's full name into the first and last names a provider's customer takes. */
export function namesOf(fullName: string): { firstName: string; lastName: string } {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  const firstName = parts[0] ?? 'Member';
  return { firstName, lastName: parts.length > 1 ? parts.slice(1).join(' ') : firstName };
}

/**
 * Whether the provider refused to open a dedicated account because the customer is not validated yet
 * (a BVN identified with a bank account: Paystack requires it for some business categories). Then the
 * account waits for the member's BVN identification, which asks again (docs/domain-rules.md).
 */
export function isCustomerNotValidated(e: unknown): boolean {
  return (
    e instanceof ProviderRefusedError &&
    e.httpStatus === 400 &&
    /customer/i.test(e.message) &&
    /validat|identif/i.test(e.message)
  );
}
