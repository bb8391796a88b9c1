import { randomBytes } from 'node:crypto';
import { cardBrand, luhnValid } from '../card-number.ts';
import type {
  CardAuthorization,
  CardDetails,
  ChargeOutcome,
  InitializeInput,
  PaymentGateway,
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
export const SANDBOX_PIN = '1234';
export const SANDBOX_OTP = '123456';
/** The card a member "pays with" on the sandbox checkout page. */
const CHECKOUT_CARD = { number: '4084084084084081', expMonth: '12', expYear: '30' };

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
    const delivery = new Promise((r) => setImmediate(r))
      .then(() => this.opts.deliverWebhook(body, signWebhook(body, this.webhookSecret)))
      .catch(() => {})
      .finally(() => this.deliveries.delete(delivery));
    this.deliveries.add(delivery);
  }
}
