import type { PaystackErrorBody } from './paystack-rules.ts';

/**
 * One interface for every payment provider (DESIGN section 6). Our own reference is created and
 * stored before any of these calls, so a provider answer can always be matched to a payment row.
 * Amounts are integer kobo; the currency is NGN (`currency` may say so, and anything else is refused).
 * References keep to Paystack's alphabet (payments/paystack-rules.ts).
 */

/** A reusable card token from the provider: the only card data we keep (with last 4, brand, expiry). */
export interface CardAuthorization {
  code: string;
  last4: string;
  brand: string;
  expMonth: string;
  expYear: string;
  reusable: boolean;
}

/** What the provider says about one reference. */
export interface Verification {
  reference: string;
  status: 'success' | 'failed' | 'pending';
  amountKobo: bigint;
  currency: string;
  /** The provider's words, shown to the member on a failure ('Insufficient funds'). */
  message: string;
  authorization?: CardAuthorization;
}

/** Card data passes through to the provider and is never stored or logged. */
export interface CardDetails {
  number: string;
  expMonth: string;
  expYear: string;
  cvv: string;
  pin: string;
}

/** The outcome of a direct card charge: done, an OTP to ask for, a page to send the member to, or a refusal. */
export type ChargeOutcome =
  | { kind: 'success' }
  | { kind: 'otp'; flwRef: string; message: string }
  | { kind: 'redirect'; authorizationUrl: string }
  | { kind: 'declined'; message: string }
  /** The OTP was wrong but the charge still waits for one (the member may type it again). */
  | { kind: 'wrong-otp'; message: string };

export interface InitializeInput {
  reference: string;
  amountKobo: bigint;
  email: string;
  /** Where the provider sends the browser back, with ?reference=&trxref=. */
  callbackUrl: string;
  /** NGN when absent: the only currency the fund takes. */
  currency?: string;
  /**
   * Only a card may pay: the payment is there to save a reusable card (a card check), and bank,
   * transfer or USSD would leave the member with no card to debit weekly.
   */
  cardOnly?: boolean;
}

/** Where a refund stands, in the provider's words (Paystack's refund statuses). */
export type RefundStatus = 'pending' | 'processing' | 'processed' | 'failed' | 'needs-attention';

/** Where a transfer to a member's bank stands, in the provider's words (Paystack's transfer statuses). */
export type TransferStatus = 'pending' | 'success' | 'failed' | 'reversed';

/** A bank account the fund sends money to. bankCode is the provider's (CBN) code of the bank. */
export interface TransferRecipientInput {
  name: string;
  accountNumber: string;
  bankCode: string;
}

/**
 * Where a direct-debit authorization (a mandate on a member's bank account) stands at the provider:
 * `not-found` before the member has given consent at their bank (or after they refused it), else the
 * authorization with whether the bank has activated it. Only the bank's name and the account's last
 * four digits are told, never the whole account number.
 */
export type MandateVerification =
  | { status: 'not-found'; message: string }
  | {
      status: 'active' | 'inactive';
      authorizationCode: string;
      bankName: string;
      accountLast4: string;
      accountName: string;
    };

/**
 * The direct-debit webhooks (Paystack's names; the sandbox sends the same): the bank created the
 * authorization (the member gave consent), then activated it. Any other `direct_debit.authorization.*`
 * event is the authorization ending (deactivated, revoked by the member at their bank, expired).
 */
export const MANDATE_EVENT_PREFIX = 'direct_debit.authorization.';
export const MANDATE_STARTED_EVENTS = [
  'direct_debit.authorization.created',
  'direct_debit.authorization.active',
] as const;

/**
 * A payout of the provider's balance to the fund's bank account (Paystack's settlement), in kobo:
 * what the provider's transactions brought in, the fees it kept, other deductions (refunds,
 * chargebacks), and what reached the bank.
 */
export interface Settlement {
  /** The provider's id, as text. */
  id: string;
  /** success (paid to the bank), or pending, processing, failed: only a paid one is imported. */
  status: string;
  settledAt: Date;
  processedKobo: bigint;
  feesKobo: bigint;
  deductionsKobo: bigint;
  /** What reached the fund's bank account. */
  amountKobo: bigint;
}

/** One transaction a settlement paid out, as the provider reports it. */
export interface SettlementTransaction {
  reference: string;
  amountKobo: bigint;
  feesKobo: bigint;
  paidAt: Date | null;
}

/** The transfer webhooks: the event names Paystack sends, which the sandbox sends too. */
export const TRANSFER_EVENTS = ['transfer.success', 'transfer.failed', 'transfer.reversed'] as const;

export interface PaymentGateway {
  readonly name: 'sandbox' | 'paystack';
  /**
   * Whether card numbers may be posted to our server and charged directly. Paystack keeps the
   * deployment in PCI DSS SAQ A by sending card setup to its hosted checkout instead.
   */
  readonly supportsDirectCharge: boolean;
  /** Starts a hosted checkout; the member pays on the provider's page. */
  initialize(input: InitializeInput): Promise<{ authorizationUrl: string }>;
  /** Asks the provider for the state of a reference. Unknown references come back as failed. */
  verify(reference: string): Promise<Verification>;
  /** Charges a card with its PIN (direct-charge gateways only). */
  chargeCard(input: {
    reference: string;
    amountKobo: bigint;
    email: string;
    card: CardDetails;
    callbackUrl: string;
    currency?: string;
  }): Promise<ChargeOutcome>;
  /** Completes a charge that asked for an OTP. */
  submitOtp(input: { reference: string; flwRef: string; otp: string }): Promise<ChargeOutcome>;
  /**
   * Sends the OTP of a charge again, where the provider offers that (absent otherwise). Answers the
   * provider's words for the member; a charge no longer waiting for an OTP answers declined.
   */
  resendOtp?(input: {
    reference: string;
    flwRef: string;
  }): Promise<{ message: string } | { declined: string }>;
  /**
   * Charges a saved card. The answer is success or failed, or pending when the provider already has a
   * charge under this reference (an earlier try still in progress or whose answer was lost): that one
   * is verified later, never taken for a decline.
   */
  chargeAuthorization(input: {
    reference: string;
    amountKobo: bigint;
    email: string;
    authorizationCode: string;
    currency?: string;
  }): Promise<Verification>;
  /** Returns a successful charge (all of it unless amountKobo is given); answers where the refund stands. */
  refund(input: { reference: string; amountKobo?: bigint }): Promise<{ status: RefundStatus }>;
  /** Registers a bank account to send transfers to; answers the provider's recipient code. */
  createTransferRecipient(input: TransferRecipientInput): Promise<{ recipientCode: string }>;
  /**
   * Starts a transfer from the fund's balance under our reference. The outcome arrives later by
   * webhook (transfer.success, transfer.failed, transfer.reversed); a transfer refused at once
   * answers failed with the provider's words. A reference the provider already holds answers that
   * transfer's state (a retry never sends twice).
   */
  initiateTransfer(input: {
    reference: string;
    amountKobo: bigint;
    recipientCode: string;
    reason: string;
    currency?: string;
  }): Promise<{ status: TransferStatus; message: string }>;
  /**
   * Asks the provider where a transfer stands; a reference it never saw answers failed. `message` is the
   * provider's own words on the outcome (why it failed or was reversed), never the narration we sent.
   */
  verifyTransfer(reference: string): Promise<{ status: TransferStatus; amountKobo: bigint; message: string }>;
  /**
   * Starts a direct-debit authorization (Paystack's Initialize Authorization, channel direct_debit):
   * answers the bank page the member gives consent on, and the provider's reference of the request
   * (Paystack chooses it). Absent where the provider offers no direct debit.
   */
  initializeMandate?(input: { email: string; callbackUrl: string }): Promise<{
    redirectUrl: string;
    reference: string;
  }>;
  /** Asks the provider where a direct-debit authorization request stands (Verify Authorization). */
  verifyMandate?(reference: string): Promise<MandateVerification>;
  /**
   * Ends a reusable authorization at the provider (Deactivate Authorization): the fund can no longer
   * charge it. Answers the provider's words.
   */
  deactivateAuthorization?(authorizationCode: string): Promise<{ message: string }>;
  /** True when the webhook body was signed by the provider. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean;
  /**
   * The provider's settlements to the fund's bank, newest first, a page at a time (1-based), with how
   * many pages there are. Absent on a gateway that holds no money (a test's scripted provider).
   */
  listSettlements?(input: {
    page: number;
    perPage: number;
  }): Promise<{ settlements: Settlement[]; pageCount: number }>;
  /** Every transaction one settlement paid out (all its pages). */
  settlementTransactions?(settlementId: string): Promise<SettlementTransaction[]>;
}

/** A provider call that failed (network, refused key, unexpected answer). Message is safe to show. */
export class GatewayError extends Error {}

/**
 * The provider refused the request itself (HTTP 400, `status: false`): a reference outside its
 * alphabet, an amount that is not whole kobo, a bad email, another currency. Nothing was done; it is
 * a fault of ours to fix, not a decline by the bank. Carries the provider's status and body as sent.
 */
export class ProviderRefusedError extends GatewayError {
  readonly httpStatus: number;
  readonly body: PaystackErrorBody;
  constructor(httpStatus: number, body: PaystackErrorBody) {
    super(body.message);
    this.httpStatus = httpStatus;
    this.body = body;
  }
}

/** The provider refused the call for its rate limit (HTTP 429): nothing was done; retryAfterMs is its Retry-After. */
export class ProviderBusyError extends GatewayError {
  readonly retryAfterMs?: number;
  constructor(message: string, retryAfterMs?: number) {
    super(message);
    this.retryAfterMs = retryAfterMs;
  }
}

/**
 * The provider failed in a way that may pass (5xx, a timeout, no connection). The call may or may
 * not have been carried out, so a charge is verified before it is tried again.
 */
export class ProviderTransientError extends GatewayError {}

/** Retry-After in milliseconds: seconds or an HTTP date (RFC 9110 section 10.2.3); undefined when absent or unreadable. */
export function retryAfterMs(header: string | null | undefined, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
