import type { CustomerIdentificationInput } from '../customer-identification.ts';
import type { DedicatedCustomerInput, IncomingTransfer } from '../dedicated-accounts.ts';
import {
  type CardAuthorization,
  type ChargeOutcome,
  GatewayError,
  type InitializeInput,
  type MandateVerification,
  type PaymentGateway,
  ProviderBusyError,
  ProviderRefusedError,
  ProviderTransientError,
  type RefundStatus,
  retryAfterMs,
  type Settlement,
  type SettlementTransaction,
  type TransferRecipientInput,
  type TransferStatus,
  type Verification,
} from '../gateway.ts';
import { webhookSignatureValid } from '../webhook-signature.ts';

/** Paystack's answer; a refusal may carry a `code` (duplicate_reference), a `type` and a next step. */
interface PaystackAnswer<T> {
  status: boolean;
  message: string;
  data: T;
  code?: string;
  type?: string;
  meta?: { nextStep: string };
}

/** The fields we read of Paystack's transaction (VerifyResponse, ChargeAuthorizationResponse). */
interface PaystackTransaction {
  reference: string;
  status: string;
  amount: number;
  currency: string;
  gateway_response?: string;
  /** An empty object until the transaction is paid: only a code makes it a card to keep. */
  authorization?: Partial<{
    authorization_code: string;
    last4: string;
    exp_month: string;
    exp_year: string;
    brand: string;
    reusable: boolean;
  }>;
}

/**
 * The fields we read of Paystack's direct-debit authorization (CustomerAuthorizationVerifyResponse;
 * last4 and account_name come with it too, as in its webhooks, though the contract does not require them).
 */
interface PaystackMandate {
  authorization_code: string;
  active: boolean;
  bank?: string;
  last4?: string;
  account_name?: string;
}

/**
 * A transfer into a dedicated account as Paystack's verify gives it: the channel `dedicated_nuban`,
 * the customer, and the account it was sent to (the authorization's receiver, or the metadata's).
 */
interface PaystackIncoming extends Omit<PaystackTransaction, 'authorization'> {
  channel?: string;
  customer?: { customer_code?: string };
  metadata?: { receiver_account_number?: string } | string | null;
  authorization?: PaystackTransaction['authorization'] & { receiver_bank_account_number?: string | null };
}

/** The fields we read of Paystack's transfer (TransferCreateResponse, TransferVerifyResponse). */
interface PaystackTransfer {
  reference: string;
  status: string;
  amount: number;
  reason?: string;
  gateway_response?: string | null;
}

/** The fields we read of Paystack's settlement (GET /settlement). */
interface PaystackSettlement {
  id: number;
  status: string;
  total_processed?: number | null;
  total_fees?: number | null;
  deductions?: number | null;
  effective_amount?: number | null;
  total_amount?: number | null;
  settlement_date?: string | null;
  createdAt?: string | null;
}

/** The fields we read of a settlement's transaction (GET /settlement/{id}/transactions). */
interface PaystackSettledTransaction {
  reference: string;
  amount: number;
  fees?: number | null;
  paid_at?: string | null;
}

/** Paystack's paging of a list (meta.pageCount). */
interface PaystackPage {
  pageCount?: number;
}

/** Paystack's amounts are integers of kobo; an absent one is zero. */
const kobo = (n: number | null | undefined) => BigInt(Math.round(Number(n ?? 0)));

const settledTransaction = (t: PaystackSettledTransaction): SettlementTransaction => ({
  reference: t.reference,
  amountKobo: kobo(t.amount),
  feesKobo: kobo(t.fees),
  paidAt: t.paid_at ? new Date(t.paid_at) : null,
});

/** Pages of one settlement's transactions read at most (100 a page: 20,000 transactions). */
const SETTLEMENT_PAGES = 200;

/**
 * Paystack's transfer statuses in ours: otp, received and queued transfers are still under way;
 * abandoned, blocked and rejected ones never left the balance, as a failure.
 */
function transferStatus(word: string): TransferStatus {
  if (word === 'success' || word === 'reversed') return word;
  if (['failed', 'abandoned', 'blocked', 'rejected'].includes(word)) return 'failed';
  return 'pending';
}

/** Paystack's refund statuses, kept as it words them. */
const REFUND_STATUSES: readonly RefundStatus[] = [
  'pending',
  'processing',
  'processed',
  'failed',
  'needs-attention',
];
const isRefundStatus = (word: string): word is RefundStatus =>
  (REFUND_STATUSES as readonly string[]).includes(word);

/**
 * The real Paystack REST API (https://paystack.com/docs/api/). Bearer auth with the secret key,
 * amounts in kobo, answers { status, message, data }. Card setup goes through Paystack's hosted
 * checkout, so card numbers never reach our server with this adapter (PCI DSS SAQ A).
 */
export class PaystackGateway implements PaymentGateway {
  readonly name = 'paystack' as const;
  readonly supportsDirectCharge = false;
  private readonly baseUrl: string;
  private readonly secretKey: string;

  constructor(opts: { baseUrl: string; secretKey: string }) {
    this.baseUrl = opts.baseUrl.replace(/\/$/, '');
    this.secretKey = opts.secretKey;
  }

  async initialize(input: InitializeInput) {
    const data = await this.call<{ authorization_url: string }>('POST', '/transaction/initialize', {
      email: input.email,
      amount: koboAmount(input.amountKobo),
      currency: input.currency ?? 'NGN',
      reference: input.reference,
      callback_url: input.callbackUrl,
      // Bank, transfer and USSD payments leave no reusable card behind.
      ...(input.cardOnly ? { channels: ['card'] } : {}),
    });
    return { authorizationUrl: data.authorization_url };
  }

  async verify(reference: string): Promise<Verification> {
    const res = await this.request<PaystackTransaction>(
      'GET',
      `/transaction/verify/${encodeURIComponent(reference)}`,
    );
    // Paystack answers 404 for a reference it never saw: for us that payment did not happen.
    if (res.httpStatus === 404) {
      return { reference, status: 'failed', amountKobo: 0n, currency: 'NGN', message: res.body.message };
    }
    return toVerification(this.unwrap(res), reference);
  }

  async chargeCard(): Promise<ChargeOutcome> {
    throw new GatewayError('Card details are taken on the Paystack checkout page');
  }

  async submitOtp(): Promise<ChargeOutcome> {
    throw new GatewayError('Card details are taken on the Paystack checkout page');
  }

  async chargeAuthorization(input: {
    reference: string;
    amountKobo: bigint;
    email: string;
    authorizationCode: string;
    currency?: string;
  }): Promise<Verification> {
    const res = await this.request<PaystackTransaction>('POST', '/transaction/charge_authorization', {
      email: input.email,
      amount: koboAmount(input.amountKobo),
      currency: input.currency ?? 'NGN',
      authorization_code: input.authorizationCode,
      reference: input.reference,
    });
    if (res.httpStatus === 429) {
      throw new ProviderBusyError('The payment provider is busy (rate limit)', res.retryAfterMs);
    }
    if (res.httpStatus >= 500) {
      // A gateway timeout or an outage: the charge may have been taken; the caller verifies before retrying.
      throw new ProviderTransientError(res.body.message || `Paystack answered ${res.httpStatus}`);
    }
    if (isDuplicateReference(res.body)) {
      // Paystack already holds a charge under this reference: it may still be in progress or may
      // have taken the money. Pending, so the caller verifies it instead of recording a decline.
      return {
        reference: input.reference,
        status: 'pending',
        amountKobo: 0n,
        currency: 'NGN',
        message: res.body.message,
      };
    }
    if (res.httpStatus >= 400 && res.httpStatus < 500 && !res.body.status) {
      // A refused charge (an authorization Paystack does not know): nothing was taken.
      return {
        reference: input.reference,
        status: 'failed',
        amountKobo: 0n,
        currency: 'NGN',
        message: res.body.message,
      };
    }
    return toVerification(this.unwrap(res), input.reference);
  }

  async refund(input: { reference: string; amountKobo?: bigint }) {
    const data = await this.call<{ status: string }>('POST', '/refund', {
      transaction: input.reference,
      ...(input.amountKobo === undefined ? {} : { amount: koboAmount(input.amountKobo) }),
    });
    // A word Paystack adds later stays pending: the refund was accepted and is not known to be final.
    return { status: isRefundStatus(data.status) ? data.status : 'pending' };
  }

  async createTransferRecipient(input: TransferRecipientInput) {
    const data = await this.call<{ recipient_code: string }>('POST', '/transferrecipient', {
      type: 'nuban',
      name: input.name,
      account_number: input.accountNumber,
      bank_code: input.bankCode,
      currency: 'NGN',
    });
    return { recipientCode: data.recipient_code };
  }

  async initiateTransfer(input: {
    reference: string;
    amountKobo: bigint;
    recipientCode: string;
    reason: string;
    currency?: string;
  }) {
    const res = await this.request<PaystackTransfer>('POST', '/transfer', {
      source: 'balance',
      amount: koboAmount(input.amountKobo),
      currency: input.currency ?? 'NGN',
      recipient: input.recipientCode,
      reference: input.reference,
      reason: input.reason,
    });
    // A retry of a transfer Paystack already holds: what it holds is the answer, never a second send.
    if (isDuplicateReference(res.body)) {
      const held = await this.verifyTransfer(input.reference);
      return { status: held.status, message: held.message };
    }
    if (res.httpStatus >= 400 && res.httpStatus < 500 && !res.body.status) {
      // Refused at once (an unknown recipient, a low balance): nothing left the fund.
      return { status: 'failed' as const, message: res.body.message };
    }
    const data = this.unwrap(res);
    return { status: transferStatus(data.status), message: res.body.message };
  }

  async verifyTransfer(reference: string) {
    const res = await this.request<PaystackTransfer>(
      'GET',
      `/transfer/verify/${encodeURIComponent(reference)}`,
    );
    if (res.httpStatus === 404)
      return { status: 'failed' as const, amountKobo: 0n, message: res.body.message };
    const data = this.unwrap(res);
    const status = transferStatus(data.status);
    return {
      status,
      amountKobo: BigInt(Math.round(Number(data.amount ?? 0))),
      message: outcomeWords(data, status),
    };
  }

  async initializeMandate(input: { email: string; callbackUrl: string }) {
    const data = await this.call<{ redirect_url: string; reference: string }>(
      'POST',
      '/customer/authorization/initialize',
      { email: input.email, channel: 'direct_debit', callback_url: input.callbackUrl },
    );
    return { redirectUrl: data.redirect_url, reference: data.reference };
  }

  async verifyMandate(reference: string): Promise<MandateVerification> {
    const res = await this.request<PaystackMandate>(
      'GET',
      `/customer/authorization/verify/${encodeURIComponent(reference)}`,
    );
    // No authorization yet under this reference: the member has not given consent (or refused it).
    if (res.httpStatus === 404) return { status: 'not-found', message: res.body.message };
    const data = this.unwrap(res);
    return {
      status: data.active ? 'active' : 'inactive',
      authorizationCode: data.authorization_code,
      bankName: data.bank ?? '',
      accountLast4: data.last4 ?? '',
      accountName: data.account_name ?? '',
    };
  }

  async deactivateAuthorization(authorizationCode: string) {
    const res = await this.request<unknown>('POST', '/customer/authorization/deactivate', {
      authorization_code: authorizationCode,
    });
    if (res.httpStatus >= 400 || !res.body.status)
      throw new GatewayError(res.body.message || `Paystack answered ${res.httpStatus}`);
    return { message: res.body.message };
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean {
    return webhookSignatureValid(rawBody, signature, this.secretKey);
  }

  async listSettlements(input: { page: number; perPage: number }) {
    const res = await this.request<PaystackSettlement[]>(
      'GET',
      `/settlement?perPage=${input.perPage}&page=${input.page}`,
    );
    const data = this.unwrap(res);
    const meta = (res.body as { meta?: PaystackPage }).meta;
    const settlements: Settlement[] = data.map((s) => ({
      id: String(s.id),
      status: s.status,
      settledAt: new Date(s.settlement_date ?? s.createdAt ?? 0),
      processedKobo: kobo(s.total_processed),
      feesKobo: kobo(s.total_fees),
      deductionsKobo: kobo(s.deductions),
      // effective_amount is what was paid out after deductions; total_amount before them.
      amountKobo: kobo(s.effective_amount ?? s.total_amount),
    }));
    return { settlements, pageCount: Number(meta?.pageCount ?? 1) };
  }

  /**
   * GET /settlement/{id}/transactions answers the first page (Paystack's contract takes no paging
   * there); when its meta counts more, every page is read from the transaction list filtered by the
   * settlement (GET /transaction?settlement=, which the contract pages).
   */
  async settlementTransactions(settlementId: string): Promise<SettlementTransaction[]> {
    const id = encodeURIComponent(settlementId);
    const first = await this.request<PaystackSettledTransaction[]>('GET', `/settlement/${id}/transactions`);
    const data = this.unwrap(first);
    const total = Number((first.body as { meta?: { total?: number } }).meta?.total ?? data.length);
    if (total <= data.length) return data.map(settledTransaction);
    const all: SettlementTransaction[] = [];
    for (let page = 1; page <= SETTLEMENT_PAGES; page++) {
      const res = await this.request<PaystackSettledTransaction[]>(
        'GET',
        `/transaction?settlement=${id}&per_page=100&page=${page}`,
      );
      const rows = this.unwrap(res);
      all.push(...rows.map(settledTransaction));
      const pageCount = Number((res.body as { meta?: PaystackPage }).meta?.pageCount ?? 1);
      if (page >= pageCount || rows.length === 0) break;
    }
    return all;
  }

  // --- dedicated accounts (gateways/dedicated-accounts.ts) ---

  async createCustomer(input: DedicatedCustomerInput) {
    const data = await this.call<{ customer_code: string }>('POST', '/customer', {
      email: input.email,
      first_name: input.firstName,
      last_name: input.lastName,
      phone: input.phone,
    });
    return { customerCode: data.customer_code };
  }

  /**
   * Validate Customer (POST /customer/{code}/identification): Paystack answers 202 "Customer
   * Identification in progress" and sends customeridentification.success or .failed later. The BVN
   * is in this request's body only; no error raised here carries it.
   */
  async validateCustomer(input: CustomerIdentificationInput) {
    const res = await this.request<unknown>(
      'POST',
      `/customer/${encodeURIComponent(input.customerCode)}/identification`,
      {
        country: 'NG',
        type: 'bank_account',
        account_number: input.accountNumber,
        bvn: input.bvn,
        bank_code: input.bankCode,
        first_name: input.firstName,
        last_name: input.lastName,
      },
    );
    if (res.httpStatus === 429)
      throw new ProviderBusyError('The payment provider is busy (rate limit)', res.retryAfterMs);
    this.unwrap(res);
    return { message: res.body.message };
  }

  async createDedicatedAccount(input: { customerCode: string; preferredBank: string }) {
    const data = await this.call<{
      bank: { name: string };
      account_name: string;
      account_number: string;
    }>('POST', '/dedicated_account', { customer: input.customerCode, preferred_bank: input.preferredBank });
    return { bankName: data.bank.name, accountNumber: data.account_number, accountName: data.account_name };
  }

  async verifyIncomingTransfer(reference: string): Promise<IncomingTransfer> {
    const res = await this.request<PaystackIncoming>(
      'GET',
      `/transaction/verify/${encodeURIComponent(reference)}`,
    );
    if (res.httpStatus === 404) {
      return {
        reference,
        status: 'failed',
        amountKobo: 0n,
        currency: 'NGN',
        channel: '',
        customerCode: null,
        accountNumber: null,
      };
    }
    const t = this.unwrap(res);
    const v = toVerification(t, reference);
    const meta = typeof t.metadata === 'object' && t.metadata ? t.metadata : {};
    return {
      reference: v.reference,
      status: v.status,
      amountKobo: v.amountKobo,
      currency: v.currency,
      channel: t.channel ?? '',
      customerCode: t.customer?.customer_code ?? null,
      accountNumber: t.authorization?.receiver_bank_account_number ?? meta.receiver_account_number ?? null,
    };
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    return this.unwrap(await this.request<T>(method, path, body));
  }

  private unwrap<T>(res: { httpStatus: number; body: PaystackAnswer<T> }): T {
    if (res.httpStatus === 400 && res.body.status === false) {
      // Paystack refused the request itself (a validation error): its status and words, for the
      // caller and the log. A refused key (401) stays a plain GatewayError.
      const { message, code, type, meta } = res.body;
      throw new ProviderRefusedError(res.httpStatus, {
        status: false,
        message: message || `Paystack answered ${res.httpStatus}`,
        ...(meta ? { meta } : {}),
        ...(type ? { type } : {}),
        ...(code ? { code } : {}),
      });
    }
    if (res.httpStatus >= 400 || !res.body.status) {
      throw new GatewayError(res.body.message || `Paystack answered ${res.httpStatus}`);
    }
    return res.body.data;
  }

  private async request<T>(method: 'GET' | 'POST', path: string, body?: unknown) {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.secretKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(20_000),
      });
    } catch {
      throw new ProviderTransientError('The payment provider could not be reached. Please try again.');
    }
    let parsed: PaystackAnswer<T>;
    try {
      parsed = (await response.json()) as PaystackAnswer<T>;
    } catch {
      const message = `The payment provider answered ${response.status} without a readable body`;
      if (response.status === 429)
        throw new ProviderBusyError(message, retryAfterMs(response.headers.get('retry-after')));
      throw response.status >= 500 ? new ProviderTransientError(message) : new GatewayError(message);
    }
    return {
      httpStatus: response.status,
      body: parsed,
      retryAfterMs: retryAfterMs(response.headers.get('retry-after')),
    };
  }
}

/** What the fund says of a transfer for which Paystack gave no words of its own. */
const TRANSFER_OUTCOMES: Record<TransferStatus, string> = {
  pending: 'Transfer under way',
  success: 'Transfer successful',
  failed: 'The bank gave no reason',
  reversed: 'The bank gave no reason',
};

/**
 * Paystack's own words on a transfer's outcome: its `gateway_response` (the bank's answer). A
 * transfer's `reason` is the narration we sent with it ("Trust Fund earnings"), never why it failed,
 * so it is not taken for one.
 */
function outcomeWords(t: PaystackTransfer, status: TransferStatus): string {
  const words = t.gateway_response?.trim();
  return words || TRANSFER_OUTCOMES[status];
}

/** 'abandoned' is a checkout not (yet) completed: it stays pending, so a late payment is still applied. */
function toVerification(t: PaystackTransaction, reference: string): Verification {
  const status =
    t.status === 'success' ? 'success' : ['failed', 'reversed'].includes(t.status) ? 'failed' : 'pending';
  return {
    reference: t.reference ?? reference,
    status,
    amountKobo: BigInt(Math.round(Number(t.amount ?? 0))),
    currency: t.currency ?? 'NGN',
    message: t.gateway_response ?? t.status,
    authorization: toAuthorization(t.authorization),
  };
}

function toAuthorization(a: PaystackTransaction['authorization']): CardAuthorization | undefined {
  if (!a?.authorization_code) return undefined;
  return {
    code: a.authorization_code,
    last4: a.last4 ?? '',
    brand: a.brand ?? '',
    expMonth: a.exp_month ?? '',
    expYear: a.exp_year ?? '',
    reusable: Boolean(a.reusable),
  };
}

/** Paystack's contract types amounts as integers of kobo: a JSON number, exact below 2^53. */
function koboAmount(amountKobo: bigint): number {
  const amount = Number(amountKobo);
  if (!Number.isSafeInteger(amount)) throw new GatewayError('This amount cannot be sent to Paystack');
  return amount;
}

/** Paystack's refusal of a reference it has seen before (its contract's duplicate_reference). */
function isDuplicateReference(body: PaystackAnswer<unknown>): boolean {
  return (
    !body.status &&
    (body.code === 'duplicate_reference' || /duplicate transaction reference/i.test(body.message ?? ''))
  );
}
