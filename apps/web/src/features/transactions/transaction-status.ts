import type { Status } from '../../ui/statuses.ts';

/**
 * The /transactions status words (apps/server/src/modules/transactions/status.ts) -> the status whose
 * colour and icon their badge takes; the word itself stays the badge's text. Money that came in or
 * was settled reads as paid; money paid out or moved on an approval (a cash-out, a redemption, a
 * loan disbursed, a conversion, a refund) as approved; a reversal as failed.
 */
const STATUS_OF_WORD: Record<string, Status> = {
  Paid: 'paid',
  Earned: 'paid',
  'Trust bonus': 'paid',
  Repaid: 'paid',
  'Membership fee': 'paid',
  Completed: 'paid',
  Redeemed: 'approved',
  'Cashed out': 'approved',
  Disbursed: 'approved',
  Converted: 'approved',
  Refunded: 'approved',
  Debited: 'approved',
  Reversed: 'failed',
};

/** The badge status of a transaction's status word; null for a word the listing does not know yet. */
export const transactionStatus = (word: string): Status | null => STATUS_OF_WORD[word] ?? null;
