import { describe, expect, it } from 'vitest';
import { PAYSTACK_TEST_SECRET, paystackAdapter } from '../../test/paystack-adapter.ts';

const paystack = paystackAdapter();
const { gateway } = paystack;

describe('Paystack settlements against a fake Paystack', () => {
  it('lists settlements and reads every page of one settlement’s transactions, as Paystack’s contract gives them', async () => {
    paystack.fake.settlements.push({
      id: 8610870,
      status: 'success',
      total_processed: 350_000,
      total_fees: 5_250,
      deductions: 10_000,
      effective_amount: 334_750,
      settlement_date: '2026-03-03T08:00:00.000Z',
      transactions: Array.from({ length: 150 }, (_, i) => ({
        reference: `TF-set-${i}`,
        amount: 2_000 + (i === 149 ? 50_000 : 0),
        fees: 30,
        paid_at: '2026-03-02T10:00:00.000Z',
      })),
    });
    const { settlements, pageCount } = await gateway().listSettlements({ page: 1, perPage: 50 });
    expect(pageCount).toBe(1);
    expect(settlements).toEqual([
      {
        id: '8610870',
        status: 'success',
        settledAt: new Date('2026-03-03T08:00:00.000Z'),
        processedKobo: 350_000n,
        feesKobo: 5_250n,
        deductionsKobo: 10_000n,
        amountKobo: 334_750n,
      },
    ]);
    const transactions = await gateway().settlementTransactions('8610870');
    expect(transactions).toHaveLength(150);
    expect(transactions[149]).toEqual({
      reference: 'TF-set-149',
      amountKobo: 52_000n,
      feesKobo: 30n,
      paidAt: new Date('2026-03-02T10:00:00.000Z'),
    });
    expect(paystack.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /settlement?perPage=50&page=1',
      'GET /settlement/8610870/transactions',
      'GET /transaction?settlement=8610870&per_page=100&page=1',
      'GET /transaction?settlement=8610870&per_page=100&page=2',
    ]);
    expect(paystack.requests.every((r) => r.auth === `Bearer ${PAYSTACK_TEST_SECRET}`)).toBe(true);
  });
});
