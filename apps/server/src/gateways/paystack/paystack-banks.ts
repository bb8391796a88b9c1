import type { BankDirectory, ProviderBank, Resolution, ResolveInput } from '../banks.ts';
import { GatewayError, ProviderTransientError } from '../gateway.ts';

/** The fields we read of Paystack's bank (MiscellaneousListBanksResponseArray). */
interface PaystackBank {
  name: string;
  code: string;
  type: string;
  active: boolean;
  is_deleted: boolean | null;
}

interface PaystackAnswer<T> {
  status: boolean;
  message: string;
  data: T;
  meta?: { next?: string | null };
}

/**
 * Paystack's bank list and account resolution (https://paystack.com/docs/api/miscellaneous/#bank,
 * https://paystack.com/docs/api/verification/#resolve-account): GET /bank?country=nigeria, a page of
 * 100 at a time by cursor, and GET /bank/resolve?account_number=&bank_code=.
 */
export class PaystackBanks implements BankDirectory {
  private readonly baseUrl: string;
  private readonly secretKey: string;

  constructor(opts: { baseUrl: string; secretKey: string }) {
    this.baseUrl = opts.baseUrl.replace(/\/$/, '');
    this.secretKey = opts.secretKey;
  }

  async listBanks(): Promise<ProviderBank[]> {
    const found: ProviderBank[] = [];
    let next: string | null | undefined;
    // A cursor loop with a bound: Paystack lists a few hundred institutions; 20 pages of 100 is plenty.
    for (let page = 0; page < 20; page++) {
      const query = new URLSearchParams({ country: 'nigeria', use_cursor: 'true', perPage: '100' });
      if (next) query.set('next', next);
      const { httpStatus, body } = await this.request<PaystackBank[]>(`/bank?${query}`);
      if (httpStatus >= 400 || !body.status || !Array.isArray(body.data))
        throw new GatewayError(body.message || `Paystack answered ${httpStatus}`);
      for (const b of body.data) {
        if (b.is_deleted) continue;
        found.push({ code: b.code, name: b.name.trim(), type: b.type, active: b.active });
      }
      next = body.meta?.next;
      if (!next) break;
    }
    return found;
  }

  async resolveAccount(input: ResolveInput): Promise<Resolution> {
    const query = new URLSearchParams({ account_number: input.accountNumber, bank_code: input.bankCode });
    const { httpStatus, body } = await this.request<{ account_name: string }>(`/bank/resolve?${query}`);
    if (httpStatus === 200 && body.status && body.data?.account_name)
      return { kind: 'found', accountName: body.data.account_name };
    // Paystack answers 422 ("Could not resolve account name") or 400 for an account the bank does not have.
    if (httpStatus === 400 || httpStatus === 404 || httpStatus === 422)
      return { kind: 'not-found', message: body.message };
    throw new GatewayError(body.message || `Paystack answered ${httpStatus}`);
  }

  private async request<T>(path: string): Promise<{ httpStatus: number; body: PaystackAnswer<T> }> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        headers: { authorization: `Bearer ${this.secretKey}`, accept: 'application/json' },
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw new ProviderTransientError('The payment provider could not be reached. Please try again.');
    }
    try {
      return { httpStatus: response.status, body: (await response.json()) as PaystackAnswer<T> };
    } catch {
      throw new GatewayError(`The payment provider answered ${response.status} without a readable body`);
    }
  }
}
