import { LENDING_LABELS, type LendingName } from '@trust/shared';
import { etcRepaid, type Lending, loanRepaid, popRepaid } from '../../ledger/index.ts';
import type { PurposeName } from '../payments/index.ts';

/** Everything the wallet needs to know about one thing a member can owe and repay. */
export interface LendingKind {
  name: Lending & LendingName;
  /** As a member reads it: loan, POP, ETC. */
  label: string;
  /** The payment purpose of a repayment by card (the provider settles it). */
  cardPurpose: PurposeName;
  /** The payment purpose of a repayment by bank transfer (an operator confirms it). */
  transferPurpose: PurposeName;
  repaid: typeof loanRepaid;
}

export const LENDING_KINDS: Record<LendingName, LendingKind> = {
  loan: {
    name: 'loan',
    label: LENDING_LABELS.loan,
    cardPurpose: 'loan-repayment',
    transferPurpose: 'loan-repayment-transfer',
    repaid: loanRepaid,
  },
  pop: {
    name: 'pop',
    label: LENDING_LABELS.pop,
    cardPurpose: 'pop-repayment',
    transferPurpose: 'pop-repayment-transfer',
    repaid: popRepaid,
  },
  etc: {
    name: 'etc',
    label: LENDING_LABELS.etc,
    cardPurpose: 'etc-repayment',
    transferPurpose: 'etc-repayment-transfer',
    repaid: etcRepaid,
  },
};

/** The product a repayment payment's purpose is for (undefined for any other payment). */
export function lendingOfPurpose(purpose: string): LendingKind | undefined {
  return Object.values(LENDING_KINDS).find((k) => k.cardPurpose === purpose || k.transferPurpose === purpose);
}
