import { createHash, randomBytes } from 'node:crypto';
import { nubanFor } from '@trust/shared';
import { type AssignedAccount, DEDICATED_CHANNEL, type IncomingTransfer } from '../dedicated-accounts.ts';
import { ProviderRefusedError } from '../gateway.ts';
import { PAYSTACK_REFUSALS } from '../paystack-rules.ts';
import type { SandboxCustomers } from './sandbox-customers.ts';
import type { SandboxShared, SandboxTransaction } from './sandbox-shared.ts';

/**
 * The banks the sandbox assigns dedicated accounts at, by Paystack's provider slug, with their CBN
 * code (the NUBAN check digit is computed with it).
 */
export const SANDBOX_DEDICATED_BANKS: Record<string, { name: string; code: string }> = {
  'wema-bank': { name: 'Wema Bank', code: '035' },
  'titan-paystack': { name: 'Titan Trust Bank', code: '102' },
  'test-bank': { name: 'Test Bank', code: '999' },
};

type Receiving = NonNullable<SandboxTransaction['dedicated']>;

/**
 * Dedicated accounts (gateways/dedicated-accounts.ts), as Paystack's dedicated virtual accounts: an
 * account number per customer, and the transfers members send to it, each a paid transaction
 * announced by a signed charge.success with channel dedicated_nuban.
 */
export class SandboxDedicatedAccounts {
  /**
   * When true, the sandbox opens a dedicated account only for a customer whose BVN it identified
   * (validateCustomer with a success), as Paystack does for business categories that require it, and
   * refuses the others with Paystack's refusal. False by default: the demo opens accounts at once.
   * Set by SANDBOX_DVA_REQUIRES_VALIDATION, or by a test.
   */
  requireCustomerValidation = false;
  private readonly shared: SandboxShared;
  /** Whose BVN was identified, and their names for the account's name. */
  private readonly customers: SandboxCustomers;

  constructor(shared: SandboxShared, customers: SandboxCustomers) {
    this.shared = shared;
    this.customers = customers;
  }

  /**
   * A deterministic account number for the customer: a 9-digit serial from its code and the NUBAN
   * check digit of the bank (so it passes any NUBAN check); the same customer always gets the same one.
   */
  async createDedicatedAccount(input: {
    customerCode: string;
    preferredBank: string;
  }): Promise<AssignedAccount> {
    if (this.requireCustomerValidation && !this.customers.isValidated(input.customerCode))
      throw new ProviderRefusedError(400, PAYSTACK_REFUSALS.customerNotValidated);
    const bank = SANDBOX_DEDICATED_BANKS[input.preferredBank];
    if (!bank) {
      throw new ProviderRefusedError(400, {
        status: false,
        message: 'Preferred bank not available on your integration',
      });
    }
    const digest = createHash('sha256').update(input.customerCode).digest('hex');
    const serial = (BigInt(`0x${digest.slice(0, 15)}`) % 1_000_000_000n).toString().padStart(9, '0');
    const who = this.customers.customerOf(input.customerCode);
    const name = who ? `${who.firstName} ${who.lastName}` : 'Member';
    return {
      bankName: bank.name,
      // One NUBAN check for the whole app: the shared one the member's forms use too.
      accountNumber: nubanFor(bank.code, serial),
      accountName: `TRUST FUND/${name.toUpperCase()}`,
    };
  }

  /**
   * Someone sent `amountKobo` to a dedicated account (the sandbox's "send a transfer"): recorded as a
   * paid transaction under a reference of the sandbox's own, then announced by a signed charge.success
   * with channel dedicated_nuban, as Paystack does. Answers the reference.
   */
  receiveTransfer(input: {
    accountNumber: string;
    customerCode: string;
    bankName: string;
    amountKobo: bigint;
    /** false: the webhook is held back until replayIncomingTransfer (tests deliver out of order). */
    announce?: boolean;
  }) {
    if (input.amountKobo <= 0n) throw new ProviderRefusedError(400, PAYSTACK_REFUSALS.amount);
    const reference = `SBX-DVA-${randomBytes(8).toString('hex')}`;
    const dedicated: Receiving = {
      accountNumber: input.accountNumber,
      customerCode: input.customerCode,
      bankName: input.bankName,
    };
    const t: SandboxTransaction = {
      reference,
      amountKobo: input.amountKobo,
      email: '',
      status: 'success',
      message: 'Approved',
      callbackUrl: '',
      dedicated,
    };
    this.shared.transactions.set(reference, t);
    if (input.announce !== false) this.shared.webhooks.send(dedicatedTransferEvent(t, dedicated));
    return reference;
  }

  /** Sends a received transfer's charge.success again, as a provider retrying a delivery (tests). */
  replayIncomingTransfer(reference: string) {
    const t = this.shared.transactions.get(reference);
    if (t?.dedicated) this.shared.webhooks.send(dedicatedTransferEvent(t, t.dedicated));
  }

  async verifyIncomingTransfer(reference: string): Promise<IncomingTransfer> {
    const t = this.shared.transactions.get(reference);
    return {
      reference,
      status: t?.status ?? 'failed',
      amountKobo: t?.amountKobo ?? 0n,
      currency: 'NGN',
      channel: t?.dedicated ? DEDICATED_CHANNEL : t ? 'card' : '',
      customerCode: t?.dedicated?.customerCode ?? null,
      accountNumber: t?.dedicated?.accountNumber ?? null,
    };
  }
}

/**
 * Paystack's charge.success for a transfer into a dedicated account: channel dedicated_nuban, the
 * customer, and the receiving account in the authorization and the metadata.
 */
function dedicatedTransferEvent(t: SandboxTransaction, d: Receiving): string {
  return JSON.stringify({
    event: 'charge.success',
    data: {
      reference: t.reference,
      status: 'success',
      amount: Number(t.amountKobo),
      currency: 'NGN',
      channel: DEDICATED_CHANNEL,
      gateway_response: 'Approved',
      customer: { customer_code: d.customerCode },
      metadata: { receiver_account_number: d.accountNumber, receiver_bank: d.bankName },
      authorization: {
        channel: DEDICATED_CHANNEL,
        card_type: 'transfer',
        brand: 'Managed Account',
        reusable: false,
        sender_bank: 'Sandbox Sender Bank',
        receiver_bank_account_number: d.accountNumber,
        receiver_bank: d.bankName,
      },
    },
  });
}
