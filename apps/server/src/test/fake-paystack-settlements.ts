import { type FakeCard, verifyData } from './fake-paystack-answers.ts';
import { answer, type Routes } from './fake-paystack-shared.ts';

/**
 * The fake Paystack's settlements of its balance to the fund's bank: List Settlements, Fetch
 * Settlement Transactions (the first page) and List Transactions filtered by settlement (the rest).
 */

/** A settlement of the fake's balance to the fund's bank, as GET /settlement lists it (kobo). */
export interface FakeSettlement {
  id: number;
  status: string;
  total_processed: number;
  total_fees: number;
  deductions: number | null;
  effective_amount: number;
  settlement_date: string;
  transactions: { reference: string; amount: number; fees: number; paid_at: string }[];
}

export interface FakeSettlements {
  /** The settlements GET /settlement lists, newest first as a test puts them. */
  settlements: FakeSettlement[];
}

export const startingSettlements = (): FakeSettlements => ({ settlements: [] });

/** Operations Paystack answers with an array of data although the document types data as an object. */
export const LIST_OPERATIONS = new Set(['settlements_fetch', 'settlements_transaction']);

/** One page of a list, with Paystack's meta (perPage and page from the query, 50 and 1 by default). */
function paged<T>(all: T[], query: Record<string, unknown>) {
  const perPage = Number(query.perPage ?? 50);
  const page = Number(query.page ?? 1);
  return {
    data: all.slice((page - 1) * perPage, page * perPage),
    meta: {
      total: all.length,
      skipped: (page - 1) * perPage,
      perPage,
      page,
      pageCount: Math.max(1, Math.ceil(all.length / perPage)),
    },
  };
}

/** The handlers; a settlement's transactions were paid with the charges' card (`authorization`). */
export function settlementRoutes(fake: FakeSettlements & { authorization: FakeCard }): Routes {
  /** A settlement's transactions as Paystack lists a transaction, with their fees and when they were paid. */
  const settledOf = (s: FakeSettlement) =>
    s.transactions.map((t, i) => ({
      ...verifyData(
        s.id * 1000 + i,
        t.reference,
        { amount: t.amount, status: 'success', email: 'payer@example.com' },
        fake.authorization,
      ),
      // The list types these as objects where verify answers an empty string or null.
      metadata: {},
      plan: {},
      fees: t.fees,
      paid_at: t.paid_at,
      paidAt: t.paid_at,
    }));

  return {
    settlements_fetch(c) {
      return answer(200, {
        status: true,
        message: 'Settlements retrieved',
        ...paged(
          fake.settlements.map(({ transactions: _, ...s }) => ({
            ...s,
            domain: 'test',
            currency: 'NGN',
            integration: 1,
            total_amount: s.effective_amount + (s.deductions ?? 0),
            settled_by: null,
            createdAt: s.settlement_date,
            updatedAt: s.settlement_date,
          })),
          c.request.query,
        ),
      });
    },

    // Paystack's first page of 50; the rest through the transaction list filtered by settlement.
    settlements_transaction(c) {
      const s = fake.settlements.find((x) => x.id === Number(c.request.params.id));
      if (!s) return answer(404, { status: false, message: 'Settlement not found' });
      return answer(200, { status: true, message: 'Transactions retrieved', ...paged(settledOf(s), {}) });
    },

    transaction_list(c) {
      const query = c.request.query as Record<string, unknown>;
      const s = fake.settlements.find((x) => x.id === Number(query.settlement));
      const page = paged(s ? settledOf(s) : [], { perPage: query.per_page, page: query.page });
      const volume = page.data.reduce((sum, t) => sum + t.amount, 0);
      return answer(200, {
        status: true,
        message: 'Transactions retrieved',
        data: page.data,
        meta: { ...page.meta, total_volume: volume },
      });
    },
  };
}
