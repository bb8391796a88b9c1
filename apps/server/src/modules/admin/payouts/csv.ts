import { toNairaText } from '@trust/shared';
import type { payouts } from '../../../db/schema/index.ts';
import { csvText, safeCell } from '../../../http/csv.ts';

type PayoutRow = typeof payouts.$inferSelect;

const HEADER = [
  'Beneficiary Name',
  'Account Number',
  'Bank Name',
  'Bank Code',
  'Amount',
  'Narration',
  'Reference',
];

/**
 * A bulk-payment file for the fund's bank: one line per payout with the beneficiary, account,
 * bank (and its code where known), amount, a narration and our reference (tf-payout-<id>). The amount
 * is naira with two decimals and no separators (12500.00), as bulk-payment uploads take it; every
 * cell is formula-safe.
 */
export function payoutBatchCsv(
  batchId: number,
  rows: PayoutRow[],
  codes: ReadonlyMap<number, string | null>,
): string {
  const lines = rows.map((p) =>
    [
      p.accountHolderName,
      p.accountNumber,
      p.bankName,
      codes.get(p.id) ?? '',
      toNairaText(p.amountKobo),
      `Trust Fund ${p.kind === 'redemption' ? 'earnings' : 'payout'} batch ${batchId}`,
      `tf-payout-${p.id}`,
    ].map(safeCell),
  );
  return csvText([HEADER, ...lines]);
}
