import { createHash } from 'node:crypto';
import {
  type CustomerIdentificationInput,
  IDENTIFICATION_EVENTS,
  maskBvn,
} from '../customer-identification.ts';
import type { DedicatedCustomerInput } from '../dedicated-accounts.ts';
import { ProviderRefusedError } from '../gateway.ts';
import { PAYSTACK_REFUSALS } from '../paystack-rules.ts';
import type { SandboxWebhooks } from './sandbox-webhooks.ts';

/**
 * The sandbox's customer identification: a BVN ending in `failingBvnSuffix` fails (with
 * `failedReason`, Paystack's words); any other 11-digit BVN is identified.
 */
export const SANDBOX_IDENTIFICATION = {
  failingBvnSuffix: '0000',
  failedReason: 'Account number or BVN is incorrect',
} as const;

/**
 * Customers, as Paystack's Create Customer and Validate Customer (gateways/customer-identification.ts):
 * the members the sandbox knows, and whose BVN it identified, the outcome sent by webhook.
 */
export class SandboxCustomers {
  /**
   * When true, identification events are kept in `identificationEvents` and not sent: a test sends
   * them itself (`sendEvent`), in any order and as often as it likes.
   */
  holdIdentificationEvents = false;
  /** Every identification event the sandbox made, in order (its bodies as sent). */
  readonly identificationEvents: string[] = [];
  private readonly customers = new Map<string, DedicatedCustomerInput>();
  /** The customers whose BVN the sandbox identified (a success event made). */
  private readonly validatedCustomers = new Set<string>();
  private readonly webhooks: SandboxWebhooks;

  constructor(webhooks: SandboxWebhooks) {
    this.webhooks = webhooks;
  }

  /** The customer's code derives from the email, so the same member gets the same code after a restart. */
  async createCustomer(input: DedicatedCustomerInput) {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email))
      throw new ProviderRefusedError(400, PAYSTACK_REFUSALS.email);
    const customerCode = `CUS_sbx${createHash('sha256').update(input.email.toLowerCase()).digest('hex').slice(0, 14)}`;
    this.customers.set(customerCode, input);
    return { customerCode };
  }

  /** The customer made under this code in this process, if any. */
  customerOf(customerCode: string): DedicatedCustomerInput | undefined {
    return this.customers.get(customerCode);
  }

  /** Whether the sandbox identified this customer's BVN (a success event made). */
  isValidated(customerCode: string): boolean {
    return this.validatedCustomers.has(customerCode);
  }

  /**
   * Like Paystack: refuses a request without an 11-digit BVN, a 10-digit account number and a bank
   * code, or for a customer it never made; else answers "in progress" and sends the outcome by webhook
   * after the answer: a BVN ending in SANDBOX_IDENTIFICATION.failingBvnSuffix fails, any other succeeds.
   * The event masks the BVN and account number as Paystack does; the BVN itself is kept nowhere.
   */
  async validateCustomer(input: CustomerIdentificationInput) {
    if (!/^CUS_sbx[0-9a-f]{14}$/.test(input.customerCode))
      throw new ProviderRefusedError(404, { status: false, message: 'Customer not found' });
    if (!/^\d{11}$/.test(input.bvn))
      throw new ProviderRefusedError(400, { status: false, message: 'Invalid BVN' });
    if (!/^\d{10}$/.test(input.accountNumber) || !/^\d{3,6}$/.test(input.bankCode))
      throw new ProviderRefusedError(400, { status: false, message: 'Invalid account number or bank code' });
    if (!input.firstName.trim() || !input.lastName.trim())
      throw new ProviderRefusedError(400, {
        status: false,
        message: 'First name and last name are required',
      });
    const failed = input.bvn.endsWith(SANDBOX_IDENTIFICATION.failingBvnSuffix);
    if (!failed) this.validatedCustomers.add(input.customerCode);
    const body = JSON.stringify({
      event: failed ? IDENTIFICATION_EVENTS.failed : IDENTIFICATION_EVENTS.success,
      data: {
        customer_id: Number.parseInt(input.customerCode.slice(7, 14), 16),
        customer_code: input.customerCode,
        email: this.customers.get(input.customerCode)?.email ?? '',
        identification: {
          country: 'NG',
          type: 'bank_account',
          bvn: maskBvn(input.bvn),
          account_number: `${input.accountNumber.slice(0, 3)}****${input.accountNumber.slice(-3)}`,
          bank_code: input.bankCode,
        },
        ...(failed ? { reason: SANDBOX_IDENTIFICATION.failedReason } : {}),
      },
    });
    this.identificationEvents.push(body);
    if (!this.holdIdentificationEvents) this.webhooks.send(body);
    return { message: 'Customer Identification in progress' };
  }
}
