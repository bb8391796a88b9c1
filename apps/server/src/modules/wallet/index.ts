/**
 * The trust wallet: what a member earned and redeemed, and what they owe on a loan, POP or ETC with
 * its repayment by card or bank transfer. The loan, POP and ETC applications (which decide the
 * statuses in statuses.ts) are their own modules.
 */
import { registerPaymentPurpose } from '../payments/index.ts';
import { LENDING_KINDS } from './lendings.ts';
import { cardRepaymentPurpose, transferRepaymentPurpose } from './repay.ts';

// What a repayment does when it is paid (modules/payments settles it) or confirmed by an operator.
for (const kind of Object.values(LENDING_KINDS)) {
  registerPaymentPurpose(cardRepaymentPurpose(kind));
  registerPaymentPurpose(transferRepaymentPurpose(kind));
}

export { LENDING_KINDS, lendingOfPurpose } from './lendings.ts';
export { confirmRepaymentTransfer, confirmRepaymentTransferIn } from './repay.ts';
export { walletRoutes } from './routes.ts';
export { etcStatus, loanStatus, popStatus } from './statuses.ts';
