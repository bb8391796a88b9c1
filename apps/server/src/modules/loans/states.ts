import { LOAN_STATUS_OF_PHASE, loanPhaseOf, OPEN_LOAN_STATES } from '@trust/shared';

/** The application's states (db/schema/loans.ts); open ones hold trusters' pins or a debt. */
export type LoanState =
  | 'saved'
  | 'awaiting'
  | 'approved'
  | 'granted'
  | 'disbursed'
  | 'repaid'
  | 'refunded'
  | 'declined'
  | 'expired'
  | 'cancelled'
  | 'withdrawn';

export const OPEN_STATES: LoanState[] = [...OPEN_LOAN_STATES];

/** 48 hours for the trusters to answer (part 2 sections 4.11, 9). */
export const ANSWER_WINDOW_MS = 48 * 3_600_000;

/** users.tfpPinStatus (part 2 section 4.12). */
export const PIN = { available: 0, inUse: 1, notAvailable: 2, inProcess: 3 } as const;

/**
 * The wallet's loan_status (part 2 section 4.3) of an application, as its phase says it (@trust/shared
 * loan-phase.ts): 2 awaiting the trusters (Cancel), 4 approved and waiting for the operators' disbursal,
 * 1 granted and waiting for the member's choice (Refund/Withdraw), 5 withdrawn while the payout is on its
 * way (In Process), 3 once it is sent (Repay); ended ones 0 (Apply).
 */
export const loanStatusOf = (state: string, payoutSent: boolean): number =>
  LOAN_STATUS_OF_PHASE[loanPhaseOf({ state, sent: payoutSent }, 0n)];

/** 'MM/DD/YYYY' as 'YYYY-MM-DD', or null for an impossible day. */
export function isoDayOf(mmddyyyy: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(mmddyyyy);
  if (!m) return null;
  const iso = `${m[3]}-${m[1]}-${m[2]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** 'YYYY-MM-DD' as 'MM/DD/YYYY'. */
export const mmddyyyyOf = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
