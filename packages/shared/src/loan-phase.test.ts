import { describe, expect, it } from 'vitest';
import { LOAN_PHASE_TEXT, LOAN_PHASES, LOAN_STATUS_OF_PHASE, loanPhaseOf } from './loan-phase.ts';

describe('loanPhaseOf', () => {
  it.each([
    [{ state: 'awaiting', sent: false }, 0n, 'awaiting_trusters'],
    [{ state: 'approved', sent: false }, 0n, 'approved'],
    [{ state: 'granted', sent: false }, 0n, 'to_withdraw'],
    [{ state: 'disbursed', sent: false }, 5_000_000n, 'being_paid_out'],
    [{ state: 'disbursed', sent: true }, 5_000_000n, 'repaying'],
    [{ state: 'repaid', sent: true }, 0n, 'repaid'],
    [{ state: 'declined', sent: false }, 0n, 'declined'],
    [{ state: 'expired', sent: false }, 0n, 'expired'],
    [{ state: 'cancelled', sent: false }, 0n, 'cancelled'],
    [{ state: 'withdrawn', sent: false }, 0n, 'cancelled'],
    [{ state: 'refunded', sent: false }, 0n, 'refunded'],
    [null, 0n, 'none'],
    // A debt the ledger holds without an open application is being repaid, whatever ended before.
    [null, 100n, 'repaying'],
    [{ state: 'repaid', sent: true }, 100n, 'repaying'],
    [{ state: 'written_off', sent: true }, 0n, 'written_off'],
  ] as const)('%j owing %s kobo is %s', (loan, owed, phase) => {
    expect(loanPhaseOf(loan, owed)).toBe(phase);
  });

  it('gives the spec’s loan_status and an action to every phase', () => {
    expect(LOAN_PHASES.map((p) => LOAN_STATUS_OF_PHASE[p])).toEqual([0, 2, 4, 1, 5, 3, 0, 0, 0, 0, 0, 0]);
    for (const p of LOAN_PHASES) {
      // Only a phase with nothing under way offers Apply.
      expect(LOAN_PHASE_TEXT[p].action === 'apply').toBe(!LOAN_PHASE_TEXT[p].open);
    }
  });
});
