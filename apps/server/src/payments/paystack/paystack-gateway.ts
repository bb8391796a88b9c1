import {
  type CardAuthorization,
  type ChargeOutcome,
  GatewayError,
  type InitializeInput,
  type PaymentGateway,
  ProviderBusyError,
  ProviderTransientError,
  type RefundStatus,
  retryAfterMs,
  type TransferRecipientInput,
  type TransferStatus,
  type Verification,
} from '../gateway.ts';
import { webhookSignatureValid } from '../webhook-signature.ts';

/** Paystack's answer; a refusal may carry a `code` (duplicate_reference). */
interface PaystackAnswer<T> {
  status: boolean;
  message: string;
  data: T;
  code?: string;
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

/** The fields we read of Paystack's transfer (TransferCreateResponse, TransferVerifyResponse). */
interface PaystackTransfer {
  reference: string;
  status: string;
  amount: number;
  reason?: string;
  gateway_response?: string | null;
}

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
      currency: 'NGN',
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
  }): Promise<Verification> {
    const res = await this.request<PaystackTransaction>('POST', '/transaction/charge_authorization', {
      email: input.email,
      amount: koboAmount(input.amountKobo),
      currency: 'NGN',
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
  }) {
    const res = await this.request<PaystackTransfer>('POST', '/transfer', {
      source: 'balance',
      amount: koboAmount(input.amountKobo),
      currency: 'NGN',
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
    return {
      status: transferStatus(data.status),
      amountKobo: BigInt(Math.round(Number(data.amount ?? 0))),
      message: data.gateway_response ?? data.reason ?? data.status,
    };
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean {
    return webhookSignatureValid(rawBody, signature, this.secretKey);
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    return this.unwrap(await this.request<T>(method, path, body));
  }

  private unwrap<T>(res: { httpStatus: number; body: PaystackAnswer<T> }): T {
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
