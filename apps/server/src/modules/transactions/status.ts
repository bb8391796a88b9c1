/**
 * The status column of /transactions, from the journal entry's kind and its direction for the
 * member (docs/domain-rules.md, Member home). Unknown kinds read as Completed/Debited so a new kind
 * never breaks the listing.
 */
const LABELS: Record<string, string> = {
  contribution: 'Paid',
  'save-more': 'Paid',
  'membership-fee': 'Membership fee',
  'referral-earning': 'Earned',
  'trust-bonus': 'Trust bonus',
  redemption: 'Redeemed',
  cashout: 'Cashed out',
  loan: 'Disbursed',
  pop: 'Disbursed',
  etc: 'Disbursed',
  repayment: 'Repaid',
  refund: 'Refunded',
  reversal: 'Reversed',
  conversion: 'Converted',
  // Operators' corrections (the console's Adjustments).
  'fee-refund': 'Fee refunded',
  'payment-moved': 'Moved',
  'write-off': 'Written off',
  manual: 'Corrected',
};

export function statusOf(kind: string, memberAmountKobo: bigint): string {
  return LABELS[kind] ?? (memberAmountKobo >= 0n ? 'Completed' : 'Debited');
}
