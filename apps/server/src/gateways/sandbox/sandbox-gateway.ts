import { createHash, randomBytes } from 'node:crypto';
import { nubanFor } from '@trust/shared';
import { addDays, atLagosHour, lagosDay } from '../../lagos-day.ts';
import { cardBrand, luhnValid } from '../card-number.ts';
import {
  type CustomerIdentificationInput,
  IDENTIFICATION_EVENTS,
  maskBvn,
} from '../customer-identification.ts';
import {
  type AssignedAccount,
  DEDICATED_CHANNEL,
  type DedicatedCustomerInput,
  type IncomingTransfer,
} from '../dedicated-accounts.ts';
import {
  type CardAuthorization,
  type CardDetails,
  type ChargeOutcome,
  type InitializeInput,
  type MandateVerification,
  type PaymentGateway,
  ProviderRefusedError,
  type Settlement,
  type SettlementTransaction,
  type TransferRecipientInput,
  type TransferStatus,
  type Verification,
} from '../gateway.ts';
import { PAYSTACK_REFUSALS, paystackRefundRefusal, paystackRefusal } from '../paystack-rules.ts';
import { signWebhook, webhookSignatureValid } from '../webhook-signature.ts';
import type { SandboxAuthorizationStore, StoredAuthorization } from './authorization-store.ts';

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
/**
 * The sandbox's test accounts for a direct-debit mandate, typed on its bank page: `slow` is approved by
 * the member but never activated by the bank (it stays pending approval); `empty` is activated and its
 * debits are declined ('Insufficient funds'). Any other 10-digit account number is activated at once
 * and pays every debit.
 */
export const SANDBOX_MANDATE_ACCOUNTS = { slow: '0000000008', empty: '0000000009' } as const;
/** The banks the sandbox's mandate page offers (Paystack's codes). */
export const SANDBOX_MANDATE_BANKS = [
  { code: '058', name: 'Guaranty Trust Bank' },
  { code: '044', name: 'Access Bank' },
  { code: '057', name: 'Zenith Bank' },
  { code: '50211', name: 'Kuda Bank' },
  { code: '999992', name: 'OPay' },
] as const;

/**
 * The banks the sandbox assigns dedicated accounts at, by Paystack's provider slug, with their CBN
 * code (the NUBAN check digit is computed with it).
 */
export const SANDBOX_DEDICATED_BANKS: Record<string, { name: string; code: string }> = {
  'wema-bank': { name: 'Wema Bank', code: '035' },
  'titan-paystack': { name: 'Titan Trust Bank', code: '102' },
  'test-bank': { name: 'Test Bank', code: '999' },
};
/**
 * The sandbox's customer identification: a BVN ending in `failingBvnSuffix` fails (with
 * `failedReason`, Paystack's words); any other 11-digit BVN is identified.
 */
export const SANDBOX_IDENTIFICATION = {
  failingBvnSuffix: '0000',
  failedReason: 'Account number or BVN is incorrect',
} as const;
export const SANDBOX_PIN = '1234';
export const SANDBOX_OTP = '123456';
/** The card a member "pays with" on the sandbox checkout page. */
const CHECKOUT_CARD = { number: '4084084084084081', expMonth: '12', expYear: '30' };

interface SandboxTransfer {
  reference: string;
  amountKobo: bigint;
  accountNumber: string;
  status: TransferStatus;
  /** The bank's words on the outcome (Paystack's gateway_response). */
  message: string;
  /** What we sent as the transfer's reason: our narration, as Paystack keeps it. */
  narration: string;
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
  /** When the charge succeeded: the day it is settled after. */
  paidAt?: Date;
  /** A transfer into a dedicated account: the account and its customer (channel dedicated_nuban). */
  dedicated?: { accountNumber: string; customerCode: string; bankName: string };
}

/** A Lagos day's charges reach the fund's bank at 08:00 Lagos time the next day. */
const settlementTime = (day: string) => atLagosHour(addDays(day, 1), 8);

/**
 * Paystack's fee on a local card payment: 1.5% plus N100, the N100 waived below N2,500, at most
 * N2,000 (rounded to the kobo).
 */
export function sandboxFeeKobo(amountKobo: bigint): bigint {
  const percent = (amountKobo * 15n + 500n) / 1000n;
  const fee = percent + (amountKobo >= 250_000n ? 10_000n : 0n);
  return fee > 200_000n ? 200_000n : fee;
}

export interface SandboxOptions {
  /** Address of this server: the checkout page lives at <publicUrl>/sandbox/checkout/<reference>. */
  publicUrl: string;
  /** Delivers a signed webhook to our own webhook route (the caller decides how: inject or HTTP). */
  deliverWebhook: (rawBody: string, signature: string) => Promise<unknown>;
  now: () => Date;
  /** The key its webhooks are signed with; a fresh random one per process unless given (tests pin one). */
  webhookSecret?: string;
  /**
   * Where saved cards and mandates are kept beyond the process (the database under `npm start`);
   * without one they live in memory only.
   */
  store?: SandboxAuthorizationStore;
}

/** A mandate request the sandbox holds, with where to send the browser back. */
interface SandboxMandate extends StoredAuthorization {
  kind: 'mandate';
  reference: string;
  callbackUrl?: string;
}

/**
 * Throws Paystack's refusal (its status and body) when a request that starts a transaction or a
 * transfer breaks one of Paystack's rules.
 */
function keepToPaystackRules(
  kind: 'transaction' | 'transfer',
  input: { reference: string; amountKobo: bigint; email?: string; currency?: string },
): void {
  const { reference, amountKobo: amount, email, currency } = input;
  const refusal = paystackRefusal(kind, { reference, amount, email, currency });
  if (refusal) throw new ProviderRefusedError(refusal.httpStatus, refusal.body);
}

/**
 * A payment provider served by this server itself, for development, demos and tests. It keeps its
 * transactions in memory (a restart forgets unfinished checkouts, like an abandoned payment), its saved
 * cards and mandates in its store too (the database under `npm start`, so a restart keeps them), and
 * sends a signed charge.success webhook after every successful charge, so both the redirect path
 * and the webhook path run. It refuses what Paystack refuses (payments/paystack-rules.ts: a reference
 * outside Paystack's alphabet, an amount that is not whole kobo above zero, a bad email, a currency
 * other than NGN) by throwing ProviderRefusedError with Paystack's status and body.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  readonly supportsDirectCharge = true;
  /** Signs and checks the sandbox's webhooks; a fresh secret per process, like a provider's key. */
  readonly webhookSecret: string;
  private readonly transactions = new Map<string, SandboxTransaction>();
  /** Saved cards and mandates by authorization code (kept in the store too, when there is one). */
  private readonly authorizations = new Map<string, StoredAuthorization>();
  /** Mandate requests by their reference. */
  private readonly mandates = new Map<string, SandboxMandate>();
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
    this.webhookSecret = opts.webhookSecret ?? randomBytes(32).toString('hex');
  }

  /** The sandbox's checkout page takes only a card, so `cardOnly` changes nothing here. */
  async initialize(input: InitializeInput) {
    keepToPaystackRules('transaction', input);
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
    currency?: string;
  }): Promise<ChargeOutcome> {
    keepToPaystackRules('transaction', input);
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
    currency?: string;
  }): Promise<Verification> {
    keepToPaystackRules('transaction', input);
    const existing = this.transactions.get(input.reference);
    // A provider never charges one reference twice: a retry gets the first answer.
    if (existing) return this.verify(input.reference);
    const authorization = await this.authorizationOf(input.authorizationCode);
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
    else if (authorization.status !== 'active') this.decline(t, 'Authorization is not active');
    else if (authorization.paysCharges !== null && authorization.chargesPaid >= authorization.paysCharges) {
      this.decline(t, 'Insufficient funds');
    } else {
      authorization.chargesPaid++;
      if (authorization.paysCharges !== null) this.keep(authorization);
      t.authorization = cardOf(authorization);
      this.succeed(t);
    }
    return this.verify(input.reference);
  }

  async refund(input: { reference: string; amountKobo?: bigint }) {
    const refusal = paystackRefundRefusal(input.amountKobo);
    if (refusal) throw new ProviderRefusedError(refusal.httpStatus, refusal.body);
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
    currency?: string;
  }) {
    keepToPaystackRules('transfer', input);
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
      narration: input.reason,
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

  // --- direct debit (Paystack's Initialize, Verify and Deactivate Authorization) ---

  async initializeMandate(input: { email: string; callbackUrl: string }) {
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(input.email))
      throw new ProviderRefusedError(400, { status: false, message: 'Invalid Email Address Passed' });
    // Paystack makes the reference itself: lowercase letters and digits.
    const reference = randomBytes(15).toString('hex');
    const mandate: SandboxMandate = {
      kind: 'mandate',
      code: null,
      reference,
      email: input.email,
      last4: '',
      brand: '',
      expMonth: '',
      expYear: '',
      bankName: null,
      accountName: null,
      status: 'consent',
      paysCharges: null,
      chargesPaid: 0,
      createdAt: this.opts.now(),
      callbackUrl: input.callbackUrl,
    };
    this.mandates.set(reference, mandate);
    await this.opts.store?.save(stored(mandate));
    return { redirectUrl: this.mandateUrl(reference), reference };
  }

  async verifyMandate(reference: string): Promise<MandateVerification> {
    const m = await this.mandateOf(reference);
    if (!m?.code || m.status === 'consent' || m.status === 'declined')
      return { status: 'not-found', message: 'Authorization not found' };
    return {
      status: m.status === 'active' ? 'active' : 'inactive',
      authorizationCode: m.code,
      bankName: m.bankName ?? '',
      accountLast4: m.last4,
      accountName: m.accountName ?? '',
    };
  }

  async deactivateAuthorization(authorizationCode: string) {
    const a = await this.authorizationOf(authorizationCode);
    if (!a) throw new ProviderRefusedError(400, { status: false, message: 'Authorization not found' });
    a.status = 'inactive';
    await this.opts.store?.save(stored(a));
    return { message: 'Authorization has been deactivated' };
  }

  // --- the mandate page (gateways/sandbox/checkout-routes.ts) ---

  /** The mandate request a bank page shows, while it waits for the member's consent. */
  async pendingMandate(reference: string): Promise<{ email: string } | undefined> {
    const m = await this.mandateOf(reference);
    return m?.status === 'consent' ? { email: m.email } : undefined;
  }

  /**
   * The member approved or declined the debit at the bank page. Approved, the bank creates the
   * authorization (direct_debit.authorization.created, not yet active) and then activates it
   * (direct_debit.authorization.active), each by webhook, in that order; the `slow` test account is
   * never activated. Declined, nothing is created and no webhook is sent, as at Paystack. Answers where
   * to send the browser back to.
   */
  async completeMandate(
    reference: string,
    outcome: 'approve' | 'decline',
    account: { bankName: string; accountNumber: string; accountName: string },
  ): Promise<string | undefined> {
    const m = await this.mandateOf(reference);
    if (!m) return undefined;
    if (m.status === 'consent') {
      if (outcome === 'decline') {
        m.status = 'declined';
        await this.opts.store?.save(stored(m));
      } else {
        m.code = `AUTH_sbxdd_${randomBytes(8).toString('hex')}`;
        m.status = 'created';
        m.bankName = account.bankName;
        m.last4 = account.accountNumber.slice(-4);
        m.brand = account.bankName;
        m.accountName = account.accountName;
        m.paysCharges = account.accountNumber === SANDBOX_MANDATE_ACCOUNTS.empty ? 0 : null;
        this.authorizations.set(m.code, m);
        await this.opts.store?.save(stored(m));
        this.sendMandateEvent(m, 'created');
        if (account.accountNumber !== SANDBOX_MANDATE_ACCOUNTS.slow) this.sendMandateEvent(m, 'active');
      }
    }
    // The callback is kept in memory only: after a restart the member goes back where it always points.
    const back = new URL(m.callbackUrl || `${this.opts.publicUrl}/profile?debit=mandate`);
    back.searchParams.set('reference', reference);
    return back.toString();
  }

  /**
   * The member cancels the mandate at their bank: it ends, and the bank's event says so
   * (direct_debit.authorization.deactivated). Tests and the demo use it.
   */
  async endMandateAtBank(reference: string): Promise<void> {
    const m = await this.mandateOf(reference);
    if (!m?.code) return;
    this.sendMandateEvent(m, 'deactivated');
  }

  /** Sends a mandate's last webhook of this kind again, as a provider retrying a delivery. */
  replayMandateWebhook(reference: string, kind: 'created' | 'active' | 'deactivated') {
    const m = this.mandates.get(reference);
    if (m) this.deliver(mandateEvent(m, kind));
  }

  // --- settlements, as Paystack pays its balance to the fund's bank the next day ---

  /** The successful charges of each Lagos day whose settlement time has come, by day: one settlement each. */
  private settledDays(): Map<string, SandboxTransaction[]> {
    const now = this.opts.now().getTime();
    const days = new Map<string, SandboxTransaction[]>();
    for (const t of this.transactions.values()) {
      if (t.status !== 'success' || !t.paidAt) continue;
      const day = lagosDay(t.paidAt);
      if (settlementTime(day).getTime() > now) continue;
      days.set(day, [...(days.get(day) ?? []), t]);
    }
    return days;
  }

  /**
   * Paystack's settlements made from this sandbox's own charges: each Lagos day's successful charges
   * are paid to the fund's bank the next morning (08:00), less Paystack's fee on each (sandboxFeeKobo)
   * and less the charges refunded since (a deduction). Its id is the day as YYYYMMDD. The sandbox
   * keeps charges in memory, so a restart forgets the days before it.
   */
  async listSettlements(input: { page: number; perPage: number }) {
    const all: Settlement[] = [...this.settledDays()]
      .sort(([a], [b]) => b.localeCompare(a))
      .map(([day, charges]) => {
        const processed = charges.reduce((sum, t) => sum + t.amountKobo, 0n);
        const fees = charges.reduce((sum, t) => sum + sandboxFeeKobo(t.amountKobo), 0n);
        const deductions = charges.filter((t) => t.refunded).reduce((sum, t) => sum + t.amountKobo, 0n);
        return {
          id: day.replaceAll('-', ''),
          status: 'success',
          settledAt: settlementTime(day),
          processedKobo: processed,
          feesKobo: fees,
          deductionsKobo: deductions,
          amountKobo: processed - fees - deductions,
        };
      });
    const start = (input.page - 1) * input.perPage;
    return {
      settlements: all.slice(start, start + input.perPage),
      pageCount: Math.max(1, Math.ceil(all.length / input.perPage)),
    };
  }

  async settlementTransactions(settlementId: string): Promise<SettlementTransaction[]> {
    const day = `${settlementId.slice(0, 4)}-${settlementId.slice(4, 6)}-${settlementId.slice(6, 8)}`;
    const charges = this.settledDays().get(day) ?? [];
    return charges.map((t) => ({
      reference: t.reference,
      amountKobo: t.amountKobo,
      feesKobo: sandboxFeeKobo(t.amountKobo),
      paidAt: t.paidAt ?? null,
    }));
  }

  // --- dedicated accounts (gateways/dedicated-accounts.ts) ---

  private readonly customers = new Map<string, DedicatedCustomerInput>();

  /**
   * When true, the sandbox opens a dedicated account only for a customer whose BVN it identified
   * (validateCustomer with a success), as Paystack does for business categories that require it, and
   * refuses the others with Paystack's refusal. False by default: the demo opens accounts at once.
   * Set by SANDBOX_DVA_REQUIRES_VALIDATION, or by a test.
   */
  requireCustomerValidation = false;
  /** The customers whose BVN the sandbox identified (a success event made). */
  private readonly validatedCustomers = new Set<string>();

  /** The customer's code derives from the email, so the same member gets the same code after a restart. */
  async createCustomer(input: DedicatedCustomerInput) {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email))
      throw new ProviderRefusedError(400, PAYSTACK_REFUSALS.email);
    const customerCode = `CUS_sbx${createHash('sha256').update(input.email.toLowerCase()).digest('hex').slice(0, 14)}`;
    this.customers.set(customerCode, input);
    return { customerCode };
  }

  /**
   * A deterministic account number for the customer: a 9-digit serial from its code and the NUBAN
   * check digit of the bank (so it passes any NUBAN check); the same customer always gets the same one.
   */
  async createDedicatedAccount(input: {
    customerCode: string;
    preferredBank: string;
  }): Promise<AssignedAccount> {
    if (this.requireCustomerValidation && !this.validatedCustomers.has(input.customerCode))
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
    const who = this.customers.get(input.customerCode);
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
    const t: SandboxTransaction = {
      reference,
      amountKobo: input.amountKobo,
      email: '',
      status: 'success',
      message: 'Approved',
      callbackUrl: '',
      dedicated: {
        accountNumber: input.accountNumber,
        customerCode: input.customerCode,
        bankName: input.bankName,
      },
    };
    this.transactions.set(reference, t);
    if (input.announce !== false) this.sendWebhook(t);
    return reference;
  }

  /** Sends a received transfer's charge.success again, as a provider retrying a delivery (tests). */
  replayIncomingTransfer(reference: string) {
    const t = this.transactions.get(reference);
    if (t?.dedicated) this.sendWebhook(t);
  }

  async verifyIncomingTransfer(reference: string): Promise<IncomingTransfer> {
    const t = this.transactions.get(reference);
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

  // --- customer identification (gateways/customer-identification.ts) ---

  /**
   * When true, identification events are kept in `identificationEvents` and not sent: a test sends
   * them itself (`sendEvent`), in any order and as often as it likes.
   */
  holdIdentificationEvents = false;
  /** Every identification event the sandbox made, in order (its bodies as sent). */
  readonly identificationEvents: string[] = [];

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
    if (!this.holdIdentificationEvents) this.deliver(body);
    return { message: 'Customer Identification in progress' };
  }

  /** Sends one event body, signed, as the provider would (tests replay and reorder with it). */
  async sendEvent(body: string): Promise<unknown> {
    return this.opts.deliverWebhook(body, signWebhook(body, this.webhookSecret));
  }

  // --- the checkout page (gateways/sandbox/checkout-routes.ts) ---

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

  /** A saved card or mandate by its code: from memory, else from the store (saved before a restart). */
  private async authorizationOf(code: string): Promise<StoredAuthorization | undefined> {
    const known = this.authorizations.get(code);
    if (known) return known;
    const kept = await this.opts.store?.byCode(code);
    if (kept) this.authorizations.set(code, kept);
    return kept;
  }

  private async mandateOf(reference: string): Promise<SandboxMandate | undefined> {
    const known = this.mandates.get(reference);
    if (known) return known;
    const kept = await this.opts.store?.byReference(reference);
    if (kept?.kind !== 'mandate') return undefined;
    const m = { ...kept, kind: 'mandate', reference } as SandboxMandate;
    this.mandates.set(reference, m);
    if (m.code) this.authorizations.set(m.code, m);
    return m;
  }

  /** Writes an authorization to the store after the answer (settled() waits for it). */
  private keep(a: StoredAuthorization) {
    const store = this.opts.store;
    if (store) this.track(store.save(stored(a)).catch(() => {}));
  }

  /**
   * A mandate's event, sent after the answer and in order; the state the event's verify reads is set
   * when it goes out (created, then active, or inactive), as at a bank.
   */
  private sendMandateEvent(m: SandboxMandate, kind: 'created' | 'active' | 'deactivated') {
    const ready = this.lastDelivery ?? Promise.resolve();
    this.lastDelivery = ready.then(async () => {
      if (kind === 'active' && m.status === 'created') m.status = 'active';
      if (kind === 'deactivated') m.status = 'inactive';
      await this.opts.store?.save(stored(m));
      return this.deliverNow(mandateEvent(m, kind));
    });
    this.track(this.lastDelivery);
  }

  private mandateUrl(reference: string) {
    return `${this.opts.publicUrl}/sandbox/mandate/${encodeURIComponent(reference)}`;
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
    t.paidAt = this.opts.now();
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
        createdAt: this.opts.now(),
      };
      this.authorizations.set(saved.code as string, saved);
      this.keep(saved);
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
    if (t.dedicated) return this.deliver(dedicatedTransferEvent(t, t.dedicated));
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

/**
 * Paystack's transfer event: transfer.success, transfer.failed or transfer.reversed. As at Paystack,
 * `reason` is the narration sent with the transfer and `gateway_response` the bank's words.
 */
function transferEvent(t: SandboxTransfer): string {
  return JSON.stringify({
    event: `transfer.${t.status}`,
    data: {
      reference: t.reference,
      status: t.status,
      amount: Number(t.amountKobo),
      currency: 'NGN',
      reason: t.narration,
      gateway_response: t.message,
      recipient: { details: { account_number: t.accountNumber } },
    },
  });
}

/** What the store keeps of an authorization: never the callback or anything of the page. */
function stored(a: StoredAuthorization): StoredAuthorization {
  const { kind, code, reference, email, last4, brand, expMonth, expYear, bankName, accountName } = a;
  const { status, paysCharges, chargesPaid, createdAt } = a;
  return {
    kind,
    code,
    reference,
    email,
    last4,
    brand,
    expMonth,
    expYear,
    bankName,
    accountName,
    status,
    paysCharges,
    chargesPaid,
    createdAt,
  };
}

/** A saved authorization as a transaction's authorization (cards; a mandate's bank stands for a brand). */
function cardOf(a: StoredAuthorization): CardAuthorization {
  return {
    code: a.code as string,
    last4: a.last4,
    brand: a.brand,
    expMonth: a.expMonth,
    expYear: a.expYear,
    reusable: true,
  };
}

/**
 * Paystack's direct-debit event (its published samples): the authorization with whether it is active,
 * the bank, the account's last four digits and name, and the request's reference.
 */
function mandateEvent(m: SandboxMandate, kind: 'created' | 'active' | 'deactivated'): string {
  return JSON.stringify({
    event: `direct_debit.authorization.${kind}`,
    data: {
      authorization_code: m.code,
      active: kind === 'active',
      last4: m.last4,
      channel: 'direct_debit',
      card_type: 'mandate',
      bank: m.bankName,
      country_code: 'NG',
      brand: m.bankName,
      reusable: true,
      account_name: m.accountName,
      reference: m.reference,
      customer: { email: m.email },
    },
  });
}

/**
 * Paystack's charge.success for a transfer into a dedicated account: channel dedicated_nuban, the
 * customer, and the receiving account in the authorization and the metadata.
 */
function dedicatedTransferEvent(
  t: SandboxTransaction,
  d: { accountNumber: string; customerCode: string; bankName: string },
): string {
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
