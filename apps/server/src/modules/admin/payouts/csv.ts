import type { payouts } from '../../../db/schema/index.ts';
import { bankCodeOf } from './bank-codes.ts';

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
 * A cell as a spreadsheet reads it: quoted when it holds a comma, quote or line break, and a text
 * starting with = + - @ is prefixed with ' so a spreadsheet never runs it as a formula.
 */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Kobo as naira with two decimals and no separators (12500.00), as bulk-payment uploads take it. */
const naira = (kobo: bigint) => `${kobo / 100n}.${(kobo % 100n).toString().padStart(2, '0')}`;

/**
 * A bulk-payment file for the fund's bank: one line per payout with the beneficiary, account,
 * bank (and its code where known), amount, a narration and our reference (tf-payout-<id>).
 */
export function payoutBatchCsv(batchId: number, rows: PayoutRow[]): string {
  const lines = rows.map((p) =>
    [
      p.accountHolderName,
      p.accountNumber,
      p.bankName,
      bankCodeOf(p.bankName) ?? '',
      naira(p.amountKobo),
      `Trust Fund ${p.kind === 'redemption' ? 'earnings' : 'payout'} batch ${batchId}`,
      `tf-payout-${p.id}`,
    ]
      .map(cell)
      .join(','),
  );
  return `${[HEADER.join(','), ...lines].join('\r\n')}\r\n`;
}
