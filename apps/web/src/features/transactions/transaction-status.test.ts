import { describe, expect, it } from 'vitest';
import { transactionStatus } from './transaction-status.ts';

describe('transaction status badges', () => {
  it('shows money in as paid, money paid out on an approval as approved, a reversal as failed', () => {
    expect(transactionStatus('Paid')).toBe('paid');
    expect(transactionStatus('Earned')).toBe('paid');
    expect(transactionStatus('Cashed out')).toBe('approved');
    expect(transactionStatus('Disbursed')).toBe('approved');
    expect(transactionStatus('Reversed')).toBe('failed');
  });
  it('has a status for every word the server writes', () => {
    for (const word of [
      'Paid',
      'Membership fee',
      'Earned',
      'Trust bonus',
      'Redeemed',
      'Cashed out',
      'Disbursed',
      'Repaid',
      'Refunded',
      'Reversed',
      'Converted',
      'Completed',
      'Debited',
    ]) {
      expect(transactionStatus(word), word).not.toBeNull();
    }
    expect(transactionStatus('Something new')).toBeNull();
  });
});
