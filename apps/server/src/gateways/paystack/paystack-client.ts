import {
  GatewayError,
  ProviderBusyError,
  ProviderRefusedError,
  ProviderTransientError,
  retryAfterMs,
} from '../gateway.ts';

/** Paystack's answer; a refusal may carry a `code` (duplicate_reference), a `type` and a next step. */
export interface PaystackAnswer<T> {
  status: boolean;
  message: string;
  data: T;
  code?: string;
  type?: string;
  meta?: { nextStep: string };
}

/** An answer as it came: the HTTP status, Paystack's body, and how long it asks us to wait (429). */
export interface PaystackResponse<T> {
  httpStatus: number;
  body: PaystackAnswer<T>;
  retryAfterMs: number | undefined;
}

/**
 * Calls to the Paystack REST API (https://paystack.com/docs/api/): Bearer auth with the secret key,
 * JSON both ways, answers { status, message, data }. Each of Paystack's resources (paystack-*.ts in
 * this folder) calls it.
 */
export class PaystackClient {
  private readonly baseUrl: string;
  private readonly secretKey: string;

  constructor(opts: { baseUrl: string; secretKey: string }) {
    this.baseUrl = opts.baseUrl.replace(/\/$/, '');
    this.secretKey = opts.secretKey;
  }

  /** A call whose every refusal is an error: answers the data. Errors: as unwrap and request. */
  async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    return this.unwrap(await this.request<T>(method, path, body));
  }

  /**
   * The data of an answer. Errors: ProviderRefusedError with Paystack's status and words when it
   * refused the request itself (400); GatewayError for any other refusal.
   */
  unwrap<T>(res: { httpStatus: number; body: PaystackAnswer<T> }): T {
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

  /**
   * One request, its answer as it came (a refusal included). Errors: ProviderTransientError when
   * Paystack cannot be reached or answers 5xx without a body; ProviderBusyError for such a 429;
   * GatewayError for any other answer without a readable body.
   */
  async request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<PaystackResponse<T>> {
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

/** Paystack's amounts are integers of kobo; an absent one is zero. */
export const kobo = (n: number | null | undefined) => BigInt(Math.round(Number(n ?? 0)));

/** Paystack's contract types amounts as integers of kobo: a JSON number, exact below 2^53. */
export function koboAmount(amountKobo: bigint): number {
  const amount = Number(amountKobo);
  if (!Number.isSafeInteger(amount)) throw new GatewayError('This amount cannot be sent to Paystack');
  return amount;
}

/** Paystack's refusal of a reference it has seen before (its contract's duplicate_reference). */
export function isDuplicateReference(body: PaystackAnswer<unknown>): boolean {
  return (
    !body.status &&
    (body.code === 'duplicate_reference' || /duplicate transaction reference/i.test(body.message ?? ''))
  );
}
