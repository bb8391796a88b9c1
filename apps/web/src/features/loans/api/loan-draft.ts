import type { LoanRequirement, TrusterType } from '@trust/shared';

/** What the loan screens carry from /loan to /addtrusters to /confirmloan (router state, part 2 section 2.8). */
export interface LoanDraft {
  loanId?: number;
  /** Naira. */
  amount: number;
  /** MM/DD/YYYY. */
  repaymentDate: string;
  requirement: LoanRequirement;
  picked: Record<TrusterType, { id: number; name: string; pin: string }[]>;
}
