/**
 * Where a member's loan stands, in one place: the dashboard's Loans card and badge, the trust wallet,
 * the loan page and the transactions' Loans tab all read this phase, derived on the server from the
 * loan's row (its state, whether its payout was sent) and what the ledger says is owed. No zod here:
 * the dashboard's first load brings no schema.
 */
export const LOAN_PHASES = [
  'none',
  'awaiting_trusters',
  'approved',
  'to_withdraw',
  'being_paid_out',
  'repaying',
  'repaid',
  'declined',
  'expired',
  'cancelled',
  'refunded',
  'written_off',
] as const;
export type LoanPhase = (typeof LOAN_PHASES)[number];

/** A loan's states while it holds its trusters' pins or a debt (one at a time per member). */
export const OPEN_LOAN_STATES = ['awaiting', 'approved', 'granted', 'disbursed'] as const;

/** The loan row the phase is read from: the open one, else the newest that ended (not a saved draft). */
export interface LoanPhaseInput {
  state: string;
  /** Whether the payout of a withdrawn (disbursed) loan was sent to the member's bank. */
  sent: boolean;
}

/**
 * The phase of the member's loan. An open application decides; without one, anything owed on the
 * loan account is being repaid (a debt the ledger holds without an open application); otherwise the
 * newest ended loan says how it ended; with no loan at all, none.
 */
export function loanPhaseOf(loan: LoanPhaseInput | null, owedKobo: bigint): LoanPhase {
  switch (loan?.state) {
    case 'awaiting':
      return 'awaiting_trusters';
    case 'approved':
      return 'approved';
    case 'granted':
      return 'to_withdraw';
    case 'disbursed':
      return loan.sent ? 'repaying' : 'being_paid_out';
  }
  if (owedKobo > 0n) return 'repaying';
  switch (loan?.state) {
    case 'repaid':
      return 'repaid';
    case 'declined':
      return 'declined';
    case 'expired':
      return 'expired';
    case 'cancelled':
    case 'withdrawn':
      return 'cancelled';
    case 'refunded':
      return 'refunded';
    case 'written_off':
      return 'written_off';
    default:
      return 'none';
  }
}

/**
 * The spec's loan_status of a phase (part 2 section 4.3): 2 Cancel while the trusters answer, 4 pending
 * the operators' disbursal, 1 Refund/Withdraw, 5 on its way to the bank, 3 Repay; 0 Apply otherwise.
 */
export const LOAN_STATUS_OF_PHASE: Record<LoanPhase, number> = {
  none: 0,
  awaiting_trusters: 2,
  approved: 4,
  to_withdraw: 1,
  being_paid_out: 5,
  repaying: 3,
  repaid: 0,
  declined: 0,
  expired: 0,
  cancelled: 0,
  refunded: 0,
  written_off: 0,
};

/**
 * What the member can do in each phase: apply (again), look at the loan, choose Refund/Withdraw, or
 * repay. Each screen carries the action out its own way (the dashboard leads to the wallet for a choice
 * or a repayment, the wallet opens it).
 */
export type LoanPhaseAction = 'apply' | 'view' | 'choose' | 'repay';

export interface LoanPhaseText {
  /** The short name shown as the loan's status. */
  label: string;
  /** One sentence on what it means and what comes next. */
  text: string;
  action: LoanPhaseAction;
  /** The button's words. */
  actionLabel: string;
  /** Whether a loan is under way (the figure shown is the loan's amount, or what is owed). */
  open: boolean;
}

/**
 * The words of each phase, the spec's where it has them (part 2 section 4.3: 'Pending Disbursal' on the
 * dashboard and 'Pending for admin approval' in the wallet for 4, 'In Process' for 5; both readings are
 * given in one sentence, so every screen says the same).
 */
export const LOAN_PHASE_TEXT: Record<LoanPhase, LoanPhaseText> = {
  none: {
    label: 'No loan',
    text: 'Interest-free loans backed by your trust network, up to your plan’s limit.',
    action: 'apply',
    actionLabel: 'Apply',
    open: false,
  },
  awaiting_trusters: {
    label: 'Waiting for trusters',
    text: 'Your trusters have 48 hours to answer. You can cancel your application while they answer.',
    action: 'view',
    actionLabel: 'View loan',
    open: true,
  },
  approved: {
    label: 'Pending Disbursal',
    text: 'All your trusters trusted you: your loan is approved and pending for admin approval of its disbursal.',
    action: 'view',
    actionLabel: 'View loan',
    open: true,
  },
  to_withdraw: {
    label: 'Ready to withdraw',
    text: 'Your loan is approved. Request its withdrawal to your bank account, or refund it if you no longer need it.',
    action: 'choose',
    actionLabel: 'Refund/Withdraw',
    open: true,
  },
  being_paid_out: {
    label: 'In Process',
    text: 'Your loan is on its way to your bank account. Repayment opens once it has been sent.',
    action: 'view',
    actionLabel: 'View loan',
    open: true,
  },
  repaying: {
    label: 'Repaying',
    text: 'Your loan was paid out. Repay it from your trust wallet by card or bank transfer.',
    action: 'repay',
    actionLabel: 'Repay',
    open: true,
  },
  repaid: {
    label: 'Repaid',
    text: 'Your last loan is repaid and your trusters are released. You can apply again.',
    action: 'apply',
    actionLabel: 'Apply',
    open: false,
  },
  declined: {
    label: 'Declined',
    text: 'Your last application was declined, so nothing was lent and your trusters are released. You can apply again.',
    action: 'apply',
    actionLabel: 'Apply',
    open: false,
  },
  expired: {
    label: 'Expired',
    text: 'Your last application ended before it was completed, so nothing was lent. You can apply again.',
    action: 'apply',
    actionLabel: 'Apply',
    open: false,
  },
  cancelled: {
    label: 'Cancelled',
    text: 'You cancelled your last application and your trusters are released. You can apply again.',
    action: 'apply',
    actionLabel: 'Apply',
    open: false,
  },
  refunded: {
    label: 'Refunded',
    text: 'You refunded your last loan before it was paid out: you owe nothing. You can apply again.',
    action: 'apply',
    actionLabel: 'Apply',
    open: false,
  },
  written_off: {
    label: 'Written off',
    text: 'The fund wrote off what was left of your last loan, so you owe nothing more on it.',
    action: 'apply',
    actionLabel: 'Apply',
    open: false,
  },
};

/** The member's loan as every screen reads it (naira). */
export interface MemberLoan {
  phase: LoanPhase;
  /** The spec's loan_status of the phase. */
  loan_status: number;
  /** The loan the phase is about (null with none). */
  loan_id: number | null;
  /** The loan's amount (0 with none). */
  amount: number;
  /** What is owed on the loan account now. */
  owed: number;
}
