/**
 * The provider's bank directory (Paystack's Miscellaneous and Verification APIs): which banks it pays,
 * and whose name an account number is under. Separate from PaymentGateway: no money moves here.
 * Implemented by the Paystack adapter (paystack/paystack-banks.ts) and the offline sandbox
 * (sandbox/sandbox-banks.ts); tests run the adapter against the fake Paystack.
 */

/** One bank as the provider lists it; type is `nuban` or `mobile_money`. */
export interface ProviderBank {
  code: string;
  name: string;
  type: string;
  active: boolean;
}

/** The answer of a name check: the bank's name for the account, or that the bank has no such account. */
export type Resolution = { kind: 'found'; accountName: string } | { kind: 'not-found'; message: string };

export interface ResolveInput {
  bankCode: string;
  accountNumber: string;
  /**
   * The name of the member asking. A real provider never sees it; the offline sandbox answers it for
   * an account it has no other name for, so a demo member's own account checks out as theirs.
   */
  asker?: string;
}

export interface BankDirectory {
  /** Every Nigerian bank, microfinance bank and mobile-money operator the provider lists. */
  listBanks(): Promise<ProviderBank[]>;
  /**
   * The name the bank holds for the account. Errors: GatewayError when the provider cannot be asked
   * (down, refused key): nothing is known about the account then.
   */
  resolveAccount(input: ResolveInput): Promise<Resolution>;
}
