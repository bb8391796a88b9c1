import { randomBytes } from 'node:crypto';
import { cardBrand, luhnValid } from '../card-number.ts';
import {
  type CardDetails,
  type ChargeOutcome,
  type InitializeInput,
  ProviderRefusedError,
  type Verification,
} from '../gateway.ts';
import { paystackRefundRefusal } from '../paystack-rules.ts';
import type { StoredAuthorization } from './authorization-store.ts';
import { keepToPaystackRules } from './keep-to-paystack-rules.ts';
import type { SandboxShared, SandboxTransaction } from './sandbox-shared.ts';
import { cardOf } from './saved-authorizations.ts';

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

/**
 * Card payments, as Paystack's transactions and charges: the checkout page, a card charged with its PIN
 * (and an OTP or a redirect for the test cards that ask for one), saved cards charged again, and
 * refunds. Every successful charge saves its card and is announced by a signed charge.success webhook.
 */
export class SandboxCharges {
  private readonly shared: SandboxShared;

  constructor(shared: SandboxShared) {
    this.shared = shared;
  }

  /** The sandbox's checkout page takes only a card, so `cardOnly` changes nothing here. */
  async initialize(input: InitializeInput) {
    keepToPaystackRules('transaction', input);
    this.shared.transactions.set(input.reference, awaitingPayment(input));
    return { authorizationUrl: this.checkoutUrl(input.reference) };
  }

  async verify(reference: string): Promise<Verification> {
    const t = this.shared.transactions.get(reference);
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
    currency?: string;
  }): Promise<ChargeOutcome> {
    keepToPaystackRules('transaction', input);
    const { card } = input;
    const t: SandboxTransaction = {
      ...awaitingPayment(input),
      card: { number: card.number, expMonth: card.expMonth, expYear: card.expYear },
    };
    this.shared.transactions.set(input.reference, t);
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
    const t = this.shared.transactions.get(input.reference);
    if (t?.status !== 'pending' || !t.flwRef || t.flwRef !== input.flwRef) {
      return { kind: 'declined', message: 'This payment is no longer waiting for an OTP' };
    }
    // Like a card issuer, a wrong code leaves the charge waiting; the fund limits the tries.
    if (input.otp !== SANDBOX_OTP) return { kind: 'wrong-otp', message: 'Invalid OTP' };
    this.succeed(t);
    return { kind: 'success' };
  }

  async resendOtp(input: { reference: string; flwRef: string }) {
    const t = this.shared.transactions.get(input.reference);
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
    currency?: string;
  }): Promise<Verification> {
    keepToPaystackRules('transaction', input);
    const existing = this.shared.transactions.get(input.reference);
    // A provider never charges one reference twice: a retry gets the first answer.
    if (existing) return this.verify(input.reference);
    const authorization = await this.shared.authorizations.of(input.authorizationCode);
    const t: SandboxTransaction = {
      reference: input.reference,
      amountKobo: input.amountKobo,
      email: input.email,
      status: 'pending',
      message: '',
      callbackUrl: '',
    };
    this.shared.transactions.set(input.reference, t);
    if (!authorization) this.decline(t, 'Invalid authorization code');
    else if (authorization.status !== 'active') this.decline(t, 'Authorization is not active');
    else if (authorization.paysCharges !== null && authorization.chargesPaid >= authorization.paysCharges) {
      this.decline(t, 'Insufficient funds');
    } else {
      authorization.chargesPaid++;
      if (authorization.paysCharges !== null) this.shared.authorizations.keep(authorization);
      t.authorization = cardOf(authorization);
      this.succeed(t);
    }
    return this.verify(input.reference);
  }

  async refund(input: { reference: string; amountKobo?: bigint }) {
    const refusal = paystackRefundRefusal(input.amountKobo);
    if (refusal) throw new ProviderRefusedError(refusal.httpStatus, refusal.body);
    const t = this.shared.transactions.get(input.reference);
    if (t?.status !== 'success') throw new Error('Transaction has not been paid, so it cannot be refunded');
    t.refunded = true;
    return { status: 'processed' as const };
  }

  // --- the checkout page (gateways/sandbox/checkout-routes.ts) ---

  /** The transaction a checkout page shows, if it is still waiting. */
  pendingCheckout(reference: string): { amountKobo: bigint; email: string } | undefined {
    const t = this.shared.transactions.get(reference);
    return t && t.status === 'pending' ? { amountKobo: t.amountKobo, email: t.email } : undefined;
  }

  /** The member pressed Pay or Decline. Answers where to send the browser back to. */
  completeCheckout(reference: string, outcome: 'success' | 'failure'): string | undefined {
    const t = this.shared.transactions.get(reference);
    if (!t) return undefined;
    if (t.status === 'pending') {
      if (outcome === 'success') {
        t.card ??= CHECKOUT_CARD;
        this.succeed(t);
      } else this.decline(t, 'Declined');
    }
    const back = new URL(t.callbackUrl || `${this.shared.opts.publicUrl}/carddetails`);
    back.searchParams.set('reference', reference);
    back.searchParams.set('trxref', reference);
    return back.toString();
  }

  private checkoutUrl(reference: string) {
    return `${this.shared.opts.publicUrl}/sandbox/checkout/${encodeURIComponent(reference)}`;
  }

  private expired(card: CardDetails) {
    const now = this.shared.opts.now();
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
    t.paidAt = this.shared.opts.now();
    if (!t.authorization && t.card) {
      t.authorization = {
        code: `AUTH_sbx_${randomBytes(8).toString('hex')}`,
        last4: t.card.number.slice(-4),
        brand: cardBrand(t.card.number),
        expMonth: t.card.expMonth,
        expYear: t.card.expYear,
        reusable: true,
      };
      const saved: StoredAuthorization = {
        kind: 'card',
        code: t.authorization.code,
        reference: null,
        email: t.email,
        last4: t.authorization.last4,
        brand: t.authorization.brand,
        expMonth: t.authorization.expMonth,
        expYear: t.authorization.expYear,
        bankName: null,
        accountName: null,
        status: 'active',
        // It pays its first saved-card charge (the plan after the card check); every later one is declined.
        paysCharges: t.card.number === SANDBOX_CARDS.declinesLater ? 1 : null,
        chargesPaid: 0,
        createdAt: this.shared.opts.now(),
      };
      this.shared.authorizations.remember(saved.code as string, saved);
      this.shared.authorizations.keep(saved);
    }
    this.shared.webhooks.send(chargeSuccessEvent(t));
  }
}

/** A transaction as Paystack keeps it once started and until the customer pays (checkout or card). */
function awaitingPayment(input: {
  reference: string;
  amountKobo: bigint;
  email: string;
  callbackUrl: string;
}): SandboxTransaction {
  return {
    reference: input.reference,
    amountKobo: input.amountKobo,
    email: input.email,
    status: 'pending',
    message: 'Awaiting payment',
    callbackUrl: input.callbackUrl,
  };
}

/** Like Paystack: a charge.success event after the answer, signed with the secret. */
function chargeSuccessEvent(t: SandboxTransaction): string {
  return JSON.stringify({
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
}
