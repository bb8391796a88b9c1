import type { Settlement, SettlementTransaction } from '../gateway.ts';
import { kobo, type PaystackClient } from './paystack-client.ts';

/** Paystack's settlements: what it paid from its balance to the fund's bank, and the charges in each. */

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

const settledTransaction = (t: PaystackSettledTransaction): SettlementTransaction => ({
  reference: t.reference,
  amountKobo: kobo(t.amount),
  feesKobo: kobo(t.fees),
  paidAt: t.paid_at ? new Date(t.paid_at) : null,
});

/** Pages of one settlement's transactions read at most (100 a page: 20,000 transactions). */
const SETTLEMENT_PAGES = 200;

export async function listSettlements(api: PaystackClient, input: { page: number; perPage: number }) {
  const res = await api.request<PaystackSettlement[]>(
    'GET',
    `/settlement?perPage=${input.perPage}&page=${input.page}`,
  );
  const data = api.unwrap(res);
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
export async function settlementTransactions(
  api: PaystackClient,
  settlementId: string,
): Promise<SettlementTransaction[]> {
  const id = encodeURIComponent(settlementId);
  const first = await api.request<PaystackSettledTransaction[]>('GET', `/settlement/${id}/transactions`);
  const data = api.unwrap(first);
  const total = Number((first.body as { meta?: { total?: number } }).meta?.total ?? data.length);
  if (total <= data.length) return data.map(settledTransaction);
  const all: SettlementTransaction[] = [];
  for (let page = 1; page <= SETTLEMENT_PAGES; page++) {
    const res = await api.request<PaystackSettledTransaction[]>(
      'GET',
      `/transaction?settlement=${id}&per_page=100&page=${page}`,
    );
    const rows = api.unwrap(res);
    all.push(...rows.map(settledTransaction));
    const pageCount = Number((res.body as { meta?: PaystackPage }).meta?.pageCount ?? 1);
    if (page >= pageCount || rows.length === 0) break;
  }
  return all;
}
