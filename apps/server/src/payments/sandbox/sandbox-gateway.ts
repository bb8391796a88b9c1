import { randomBytes } from 'node:crypto';
import { cardBrand, luhnValid } from '../card-number.ts';
import type {
  CardAuthorization,
  CardDetails,
  ChargeOutcome,
  InitializeInput,
  PaymentGateway,
  TransferRecipientInput,
  TransferStatus,
  Verification,
} from '../gateway.ts';
import { signWebhook, webhookSignatureValid } from '../webhook-signature.ts';

/** The sandbox's test cards (DESIGN section 6); any other Luhn-valid number succeeds at once. */
export const SANDBOX_CARDS = {
  otp: '5531886652142950',
  redirect: '4187427415564246',
  declined: '5143010522339965',
  /**
   * Pays when the member enters it and for the first charge of the saved card (the plan); every later
   * charge of the saved card (the weekly debits) is declined: 'Insufficient funds'.
   */
  declinesLater: '4000056655665556',
} as const;
/**
 * The sandbox's test bank accounts: a transfer to `fails` fails, a transfer to `reversed` succeeds
 * and is then reversed by the bank. Any other 10-digit account number receives the money.
 */
export const SANDBOX_ACCOUNTS = { fails: '0000000001', reversed: '0000000002' } as const;
export const SANDBOX_PIN = '1234';
export const SANDBOX_OTP = '123456';
/** The card a member "pays with" on the sandbox checkout page. */
const CHECKOUT_CARD = { number: '4084084084084081', expMonth: '12', expYear: '30' };

interface SandboxTransfer {
  reference: string;
  amountKobo: bigint;
  accountNumber: string;
  status: TransferStatus;
  message: string;
}

interface SandboxTransaction {
  reference: string;
  amountKobo: bigint;
  email: string;
  status: 'pending' | 'success' | 'failed';
  message: string;
  callbackUrl: string;
  flwRef?: string;
  card?: { number: string; expMonth: string; expYear: string };
  authorization?: CardAuthorization;
  refunded?: boolean;
}

export interface SandboxOptions {
  /** Address of this server: the checkout page lives at <publicUrl>/sandbox/checkout/<reference>. */
  publicUrl: string;
  /** Delivers a signed webhook to our own webhook route (the caller decides how: inject or HTTP). */
  deliverWebhook: (rawBody: string, signature: string) => Promise<unknown>;
  now: () => Date;
}

/**
 * A payment provider served by this server itself, for development, demos and tests. It keeps its
 * transactions in memory (a restart forgets unfinished checkouts, like an abandoned payment) and
 * sends a signed charge.success webhook after every successful charge, so both the redirect path
 * and the webhook path run.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  readonly supportsDirectCharge = true;
  /** Signs and checks the sandbox's webhooks; a fresh secret per process, like a provider's key. */
  readonly webhookSecret = randomBytes(32).toString('hex');
  private readonly transactions = new Map<string, SandboxTransaction>();
  private readonly authorizations = new Map<string, CardAuthorization>();
  /** Saved declinesLater cards (authorization codes) and how many of their charges were paid. */
  private readonly emptyingAuthorizations = new Map<string, number>();
  private readonly deliveries = new Set<Promise<unknown>>();
  private readonly recipients = new Map<string, TransferRecipientInput>();
  readonly transfers = new Map<string, SandboxTransfer>();
  /**
   * A test's switch: the next transfers end this way whatever the account (the test accounts in
   * SANDBOX_ACCOUNTS do the same by account number). Null: the account number decides.
   */
  transferOutcome: 'failed' | 'reversed' | null = null;
  private readonly opts: SandboxOptions;

  constructor(opts: SandboxOptions) {
    this.opts = opts;
  }

  /** The sandbox's checkout page takes only a card, so `cardOnly` changes nothing here. */
  async initialize(input: InitializeInput) {
    this.transactions.set(input.reference, {
      reference: input.reference,
      amountKobo: input.amountKobo,
      email: input.email,
      status: 'pending',
      message: 'Awaiting payment',
      callbackUrl: input.callbackUrl,
    });
    return { authorizationUrl: this.checkoutUrl(input.reference) };
  }

  async verify(reference: string): Promise<Verification> {
    const t = this.transactions.get(reference);
    if (!t)
      return {
        reference,
        status: 'failed',
        amountKobo: 0n,
        currency: 'NGN',
        message: 'Transaction not found',
      };
    return {
      reference,
      status: t.status,
      amountKobo: t.amountKobo,
      currency: 'NGN',
      message: t.message,
      authorization: t.authorization,
    };
  }

  async chargeCard(input: {
    reference: string;
    amountKobo: bigint;
    email: string;
    card: CardDetails;
    callbackUrl: string;
  }): Promise<ChargeOutcome> {
    const { card } = input;
    const t: SandboxTransaction = {
      reference: input.reference,
      amountKobo: input.amountKobo,
      email: input.email,
      status: 'pending',
      message: 'Awaiting payment',
      callbackUrl: input.callbackUrl,
      card: { number: card.number, expMonth: card.expMonth, expYear: card.expYear },
    };
    this.transactions.set(input.reference, t);
    const refusal = !luhnValid(card.number)
      ? 'Invalid card number'
      : this.expired(card)
        ? 'Expired card'
        : !/^\d{3}$/.test(card.cvv)
          ? 'Invalid CVV'
          : card.pin !== SANDBOX_PIN
            ? 'Incorrect PIN'
            : card.number === SANDBOX_CARDS.declined
              ? 'Insufficient funds'
              : null;
    if (refusal) return this.decline(t, refusal);
    if (card.number === SANDBOX_CARDS.otp) {
      t.flwRef = `SBX-OTP-${randomBytes(6).toString('hex')}`;
      t.message = `Please enter the OTP sent to your phone (sandbox: ${SANDBOX_OTP})`;
      return { kind: 'otp', flwRef: t.flwRef, message: t.message };
    }
    if (card.number === SANDBOX_CARDS.redirect) {
      return { kind: 'redirect', authorizationUrl: this.checkoutUrl(t.reference) };
    }
    this.succeed(t);
    return { kind: 'success' };
  }

  async submitOtp(input: { reference: string; flwRef: string; otp: string }): Promise<ChargeOutcome> {
    const t = this.transactions.get(input.reference);
    if (t?.status !== 'pending' || !t.flwRef || t.flwRef !== input.flwRef) {
      return { kind: 'declined', message: 'This payment is no longer waiting for an OTP' };
    }
    // Like a card issuer, a wrong code leaves the charge waiting; the fund limits the tries.
    if (input.otp !== SANDBOX_OTP) return { kind: 'wrong-otp', message: 'Invalid OTP' };
    this.succeed(t);
    return { kind: 'success' };
  }

  async resendOtp(input: { reference: string; flwRef: string }) {
    const t = this.transactions.get(input.reference);
    if (t?.status !== 'pending' || !t.flwRef || t.flwRef !== input.flwRef) {
      return { declined: 'This payment is no longer waiting for an OTP' };
    }
    return { message: `A new OTP was sent to your phone (sandbox: ${SANDBOX_OTP})` };
  }

  async chargeAuthorization(input: {
    reference: string;
    amountKobo: bigint;
    email: string;
    authorizationCode: string;
  }): Promise<Verification> {
    const existing = this.transactions.get(input.reference);
    // A provider never charges one reference twice: a retry gets the first answer.
    if (existing) return this.verify(input.reference);
    const authorization = this.authorizations.get(input.authorizationCode);
    const t: SandboxTransaction = {
      reference: input.reference,
      amountKobo: input.amountKobo,
      email: input.email,
      status: 'pending',
      message: '',
      callbackUrl: '',
    };
    this.transactions.set(input.reference, t);
    if (!authorization) this.decline(t, 'Invalid authorization code');
    else if ((this.emptyingAuthorizations.get(input.authorizationCode) ?? 0) >= 1) {
      this.decline(t, 'Insufficient funds');
    } else {
      const paid = this.emptyingAuthorizations.get(input.authorizationCode);
      if (paid !== undefined) this.emptyingAuthorizations.set(input.authorizationCode, paid + 1);
      t.authorization = authorization;
      this.succeed(t);
    }
    return this.verify(input.reference);
  }

  async refund(input: { reference: string; amountKobo?: bigint }) {
    const t = this.transactions.get(input.reference);
    if (t?.status !== 'success') throw new Error('Transaction has not been paid, so it cannot be refunded');
    t.refunded = true;
    return { status: 'processed' as const };
  }

  async createTransferRecipient(input: TransferRecipientInput) {
    const recipientCode = `RCP_sbx_${input.bankCode}_${input.accountNumber}`;
    this.recipients.set(recipientCode, input);
    return { recipientCode };
  }

  async initiateTransfer(input: {
    reference: string;
    amountKobo: bigint;
    recipientCode: string;
    reason: string;
  }) {
    const existing = this.transfers.get(input.reference);
    if (existing) return { status: existing.status, message: existing.message };
    const recipient = this.recipients.get(input.recipientCode);
    if (!recipient) return { status: 'failed' as const, message: 'Transfer recipient not found' };
    const t: SandboxTransfer = {
      reference: input.reference,
      amountKobo: input.amountKobo,
      accountNumber: recipient.accountNumber,
      status: 'pending',
      message: 'Transfer is being processed',
    };
    this.transfers.set(input.reference, t);
    const outcome =
      this.transferOutcome ??
      (recipient.accountNumber === SANDBOX_ACCOUNTS.fails
        ? 'failed'
        : recipient.accountNumber === SANDBOX_ACCOUNTS.reversed
          ? 'reversed'
          : 'success');
    // Like Paystack, the answer says pending and the outcome arrives by webhook.
    if (outcome === 'failed') this.settleTransfer(t, 'failed', 'Could not credit the account');
    else {
      this.settleTransfer(t, 'success', 'Transfer successful');
      if (outcome === 'reversed') this.settleTransfer(t, 'reversed', 'Reversed by the receiving bank');
    }
    return { status: 'pending' as const, message: 'Transfer is being processed' };
  }

  async verifyTransfer(reference: string) {
    const t = this.transfers.get(reference);
    if (!t) return { status: 'failed' as const, amountKobo: 0n, message: 'Transfer not found' };
    return { status: t.status, amountKobo: t.amountKobo, message: t.message };
  }

  /** Sends a transfer's webhook again, as a provider retrying a delivery (tests replay with it). */
  replayTransferWebhook(reference: string) {
    const t = this.transfers.get(reference);
    if (t) this.deliver(transferEvent(t));
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean {
    return webhookSignatureValid(rawBody, signature, this.webhookSecret);
  }

  // --- the checkout page (payments/sandbox/checkout-routes.ts) ---

  /** The transaction a checkout page shows, if it is still waiting. */
  pendingCheckout(reference: string): { amountKobo: bigint; email: string } | undefined {
    const t = this.transactions.get(reference);
    return t && t.status === 'pending' ? { amountKobo: t.amountKobo, email: t.email } : undefined;
  }

  /** The member pressed Pay or Decline. Answers where to send the browser back to. */
  completeCheckout(reference: string, outcome: 'success' | 'failure'): string | undefined {
    const t = this.transactions.get(reference);
    if (!t) return undefined;
    if (t.status === 'pending') {
      if (outcome === 'success') {
        t.card ??= CHECKOUT_CARD;
        this.succeed(t);
      } else this.decline(t, 'Declined');
    }
    const back = new URL(t.callbackUrl || `${this.opts.publicUrl}/carddetails`);
    back.searchParams.set('reference', reference);
    back.searchParams.set('trxref', reference);
    return back.toString();
  }

  /** Resolves when every webhook sent so far has been delivered (tests wait on this). */
  async settled(): Promise<void> {
    while (this.deliveries.size) await Promise.allSettled([...this.deliveries]);
  }

  private checkoutUrl(reference: string) {
    return `${this.opts.publicUrl}/sandbox/checkout/${encodeURIComponent(reference)}`;
  }

  private expired(card: CardDetails) {
    const now = this.opts.now();
    const year = 2000 + Number(card.expYear);
    const month = Number(card.expMonth);
    return (
      !(month >= 1 && month <= 12) || year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1
    );
  }

  private decline(t: SandboxTransaction, message: string): ChargeOutcome {
    t.status = 'failed';
    t.message = message;
    return { kind: 'declined', message };
  }

  private succeed(t: SandboxTransaction) {
    t.status = 'success';
    t.message = 'Approved';
    if (!t.authorization && t.card) {
      t.authorization = {
        code: `AUTH_sbx_${randomBytes(8).toString('hex')}`,
        last4: t.card.number.slice(-4),
        brand: cardBrand(t.card.number),
        expMonth: t.card.expMonth,
        expYear: t.card.expYear,
        reusable: true,
      };
      this.authorizations.set(t.authorization.code, t.authorization);
      if (t.card.number === SANDBOX_CARDS.declinesLater)
        this.emptyingAuthorizations.set(t.authorization.code, 0);
    }
    this.sendWebhook(t);
  }

  /**
   * The transfer's outcome, sent by webhook after the answer. The state the webhook's verify reads
   * is set when the webhook goes out, so a reversal is first seen as a success, as at a bank.
   */
  private settleTransfer(t: SandboxTransfer, status: TransferStatus, message: string) {
    const ready = this.lastDelivery ?? Promise.resolve();
    this.lastDelivery = ready.then(() => {
      t.status = status;
      t.message = message;
      return this.deliverNow(transferEvent(t));
    });
    this.track(this.lastDelivery);
  }

  private lastDelivery: Promise<unknown> | undefined;

  /** Like Paystack: a charge.success event after the answer, signed with the secret. */
  private sendWebhook(t: SandboxTransaction) {
    const body = JSON.stringify({
      event: 'charge.success',
      data: {
        reference: t.reference,
        status: 'success',
        amount: Number(t.amountKobo),
        currency: 'NGN',
        customer: { email: t.email },
        authorization: t.authorization && {
          authorization_code: t.authorization.code,
          last4: t.authorization.last4,
          brand: t.authorization.brand,
          exp_month: t.authorization.expMonth,
          exp_year: t.authorization.expYear,
          reusable: t.authorization.reusable,
        },
      },
    });
    this.deliver(body);
  }

  private deliver(body: string) {
    this.track(this.deliverNow(body));
  }

  /** On the next turn of the event loop, after the call that caused it has answered. */
  private deliverNow(body: string): Promise<unknown> {
    return new Promise((r) => setImmediate(r))
      .then(() => this.opts.deliverWebhook(body, signWebhook(body, this.webhookSecret)))
      .catch(() => {});
  }

  private track(work: Promise<unknown>) {
    const delivery = work.finally(() => this.deliveries.delete(delivery));
    this.deliveries.add(delivery);
  }
}

/** Paystack's transfer event: transfer.success, transfer.failed or transfer.reversed. */
function transferEvent(t: SandboxTransfer): string {
  return JSON.stringify({
    event: `transfer.${t.status}`,
    data: {
      reference: t.reference,
      status: t.status,
      amount: Number(t.amountKobo),
      currency: 'NGN',
      reason: t.message,
      recipient: { details: { account_number: t.accountNumber } },
    },
  });
}
